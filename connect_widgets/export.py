"""A game as one HTML file that replays it with no kernel and no network: :func:`export_html`.

The page holds the game's own front end (the bundle the widget loads, and its styles), the fixed
layout and the words once, and the view after every step, gzipped. A small module
(``static/replay.js``) mounts the game's widget on a model that serves the chosen step's view and
adds the controls: first, previous, next, last, a slider, the arrow keys, a move of the log. The
page's Content-Security-Policy forbids any request, so it works from a USB stick or an e-mail.
"""

from __future__ import annotations

import base64
import gzip
import html
import json
from pathlib import Path
from typing import Any

from .core.game import Game
from .core.registry import game_module
from .table.replay import replay_views
from .table.words import TABLE_WORDS

STATIC = Path(__file__).resolve().parent / "static"
POLICY = "default-src 'none'; script-src 'unsafe-inline' blob:; style-src 'unsafe-inline'; img-src data:"
"""Nothing is fetched: the scripts are inline, the game's module is imported from a blob of the page."""

PAGE = """<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{policy}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="connect_widgets {version}">
<title>{title}</title>
<style>{css}</style>
</head>
<body class="cw-replay-page">
<main class="cw-replay">
<h1 class="cw-replay-title">{title}</h1>
<p class="cw-replay-note">{note}</p>
<div id="cw-replay"></div>
</main>
<script type="application/json" id="cw-replay-data">{data}</script>
<script type="text/plain" id="cw-replay-game">{game}</script>
<script type="module">{driver}</script>
</body>
</html>
"""


def export_html(game_or_widget: Any, path: str | Path, title: str | None = None) -> Path:
    """Write ``game_or_widget`` (a game or a widget) to ``path`` as one self-contained HTML file that
    replays it step by step in any browser, offline. Returns the path written."""
    target = Path(path)
    target.write_text(replay_page(game_or_widget, title), encoding="utf-8")
    return target


def replay_page(game_or_widget: Any, title: str | None = None) -> str:
    """The HTML of :func:`export_html`. A widget's replay shows what its screen showed (its bots'
    seats, its language); a game's shows every seat as a hot-seat screen would (the player to act)."""
    game, bots, lang = _source(game_or_widget)
    text = TABLE_WORDS.table(lang, "")
    title = title if title is not None else text["replay_title"].format(game=game.info.title)
    if not isinstance(title, str):
        raise TypeError(f"title must be text, not {type(title).__name__}")
    views = replay_views(game, bots, lang)
    layout = game_module(game.info.name).Interaction(game, lang=lang).fixed_layout()
    packed = base64.b64encode(gzip.compress(_json(views).encode("utf-8"), 9, mtime=0)).decode("ascii")
    data = {"layout": layout, "text": text, "views": packed}
    from . import __version__  # the package imports this module: its version is there by now

    return PAGE.format(
        lang=html.escape(lang),
        policy=POLICY,
        version=__version__,
        title=html.escape(title),
        note=html.escape(text["replay_note"]),
        css=_static(f"{game.info.name}.css") + _static("replay.css"),
        data=_json_script_safe(_json(data)),
        game=_script_safe(_static(f"{game.info.name}.js")),
        driver=_script_safe(_static("replay.js")),
    )


def _source(game_or_widget: Any) -> tuple[Game[Any], dict[int, str], str]:
    """The game, its bots' kinds by seat and the language of ``game_or_widget``."""
    if isinstance(game_or_widget, Game):
        return game_or_widget, {}, "en"
    table = getattr(game_or_widget, "table", None)
    if table is None or not isinstance(getattr(table, "game", None), Game):
        raise TypeError(f"export_html needs a game or a game widget, not {type(game_or_widget).__name__}")
    return table.game, {seat: bot.kind for seat, bot in table.bots.items()}, table.lang


def _json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _json_script_safe(text: str) -> str:
    """JSON inside a <script> element: every ``<`` written ``\\u003c`` (the same character to
    JSON.parse). Player names travel in the data, and ``</script>`` would end the element early while
    ``<!--<script>`` would make the parser swallow the rest of the page into it."""
    return text.replace("<", "\\u003c")


def _script_safe(text: str) -> str:
    """``text`` inside a <script> element: a closing tag in it would end the element early. ``<\\/`` means
    the same as ``</`` in JSON and in JavaScript's strings, regular expressions and templates."""
    return text.replace("</", "<\\/")


def _static(name: str) -> str:
    path = STATIC / name
    if not path.exists():
        raise FileNotFoundError(f"the front end is not built ({path}): npm run build --prefix js")
    return path.read_text(encoding="utf-8")
