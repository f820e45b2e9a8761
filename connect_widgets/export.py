"""A game as one HTML file that replays it with no kernel and no network: :func:`export_html`.

The page holds the game's own front end (the bundle the widget loads, and its styles), the fixed
layout and the words once, and the view after every step, gzipped. A small module
(``static/replay.js``) mounts the game's widget on a model that serves the chosen step's view and
adds the controls: first, previous, next, last, a slider, the arrow keys, a move of the log. The
page's Content-Security-Policy forbids any request, so it works from a USB stick or an e-mail.
"""

from __future__ import annotations

import base64
import contextlib
import gzip
import html
import json
import os
import secrets
import shutil
from pathlib import Path
from typing import Any

from .core.checks import sendable
from .core.game import Game
from .core.options import shown
from .core.registry import game_module
from .table.replay import Note, replay_views
from .table.table import Table
from .table.words import TABLE_WORDS
from .version import __version__

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


def export_html(game_or_widget: Any, path: str | Path, title: str | None = None, lang: str | None = None) -> Path:
    """Write ``game_or_widget`` (a game or a widget) to ``path`` as one self-contained HTML file that
    replays it step by step in any browser, offline. Returns the path written. The page speaks
    ``lang`` (``"en"`` or ``"fr"``): by default a widget's own language, and English for a game.

    A file already at ``path`` is replaced only once the whole page is written: a refused export
    (a bad title, a folder that does not exist) leaves it as it was."""
    target = _checked_path(path)
    page = replay_page(game_or_widget, title, lang).encode("utf-8")
    _replace(target, page)
    return target


def replay_page(game_or_widget: Any, title: str | None = None, lang: str | None = None) -> str:
    """The HTML of :func:`export_html`. A widget's replay shows what its screen showed (its bots'
    seats, its language unless ``lang`` says another); a game's shows every seat as a hot-seat screen
    would (the player to act)."""
    game, bots, own, notes = _source(game_or_widget)
    lang = own if lang is None else TABLE_WORDS.check_language(lang)
    text = TABLE_WORDS.table(lang, "")
    default = text["replay_title"].format(game=game.info.title)
    title = _checked_title(title, default)
    views = replay_views(game, bots, lang, notes)
    layout = game_module(game.info.name).Interaction(game, lang=lang).fixed_layout()
    packed = base64.b64encode(gzip.compress(_json(views).encode("utf-8"), 9, mtime=0)).decode("ascii")
    data = {"layout": layout, "text": text, "views": packed}
    return PAGE.format(
        lang=html.escape(lang),
        policy=POLICY,
        version=__version__,
        title=html.escape(title),
        note=html.escape(text["replay_note"]),
        css=_static("shell.css") + _static(f"{game.info.name}.css") + _static("replay.css"),
        data=_json_script_safe(_json(data)),
        game=_script_safe(_static(f"{game.info.name}.js")),
        driver=_script_safe(_static("replay.js")),
    )


def _source(game_or_widget: Any) -> tuple[Game[Any], dict[int, str], str, tuple[Note, ...]]:
    """The game, its bots' kinds by seat, the language and the log's notes of ``game_or_widget``.
    Only the kinds: a bot object (a puzzle's defender, one of the user's) is no kind to build again."""
    if isinstance(game_or_widget, Game):
        return game_or_widget, {}, "en", ()
    table = getattr(game_or_widget, "table", None)
    if not isinstance(table, Table):
        raise TypeError(f"export_html needs a game or a game widget, not {type(game_or_widget).__name__}")
    return table.game, {seat: bot.kind for seat, bot in table.bots.items()}, table.lang, table.notes


MAX_TITLE = 200
"""The longest title of a replay page, in characters."""


def _checked_title(title: Any, default: str) -> str:
    """``title``, or ``default`` for ``None``; refused if it is no text, blank, or cannot be written."""
    if title is None:
        return default
    if not isinstance(title, str):
        raise TypeError(f"title must be text, not {type(title).__name__}")
    if not title.strip():  # an empty <title> and <h1>: a page with no name, for a reader or a tab
        raise ValueError(f"title must say something, not {shown(title)}: leave it out for {default!r}")
    if not sendable(title):
        raise ValueError(f"title must be text the page can show (no lone surrogate), not {shown(title)}")
    if len(title) > MAX_TITLE:  # a title is a heading and a tab's name, not a page of text
        raise ValueError(f"title must be at most {MAX_TITLE} characters, not {len(title)}")
    return title


def _checked_path(path: Any) -> Path:
    """``path`` as a file that can be written: refused, before anything is done, if it is no file name,
    a folder, or in a folder that does not exist."""
    if isinstance(path, bytes) or not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"path must be a file name (text or a Path), not {type(path).__name__}")
    if not str(path).strip():
        raise ValueError(f"path must name the file to write, like 'game.html', not {shown(str(path))}")
    written = os.fspath(path)
    try:
        target = Path(path).expanduser()  # "~/game.html", as a shell reads it
    except RuntimeError:  # "~nobody/game.html": no such home
        raise FileNotFoundError(f"cannot write the replay to {written!r}: no such home folder") from None
    if target.is_dir():
        raise IsADirectoryError(f"cannot write the replay to {written!r}: it is a folder; name a file in it")
    if written.endswith(("/", os.sep)):  # Path drops the slash: "out/" would be written as a file "out"
        raise FileNotFoundError(f"cannot write the replay to {written!r}: no such folder; name a file")
    if not target.parent.is_dir():
        raise FileNotFoundError(f"cannot write the replay to {written!r}: no folder {str(target.parent)!r}")
    return target


def _replace(target: Path, data: bytes) -> None:
    """Write ``data`` to a new file beside ``target``, then rename it to ``target`` (one step): whatever
    fails on the way, a file already there is never left half written or empty. A link is written
    through (the file it names is replaced), and a file replaced keeps its permissions."""
    target = target.resolve() if target.is_symlink() else target
    temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    try:  # 0o666 as open() would create it: the user's umask decides the file's permissions
        handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    except OSError as error:  # say which file, not the temporary one's name
        raise type(error)(error.errno, f"cannot write the replay to {str(target)!r}: {error.strerror}") from error
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        if target.exists():
            shutil.copymode(target, temporary)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise


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
