"""cw.export_html: one self-contained HTML file that replays a game with no kernel and no network.
(Chromium opens the files offline in tests/browser/test_replay.py.)"""

from __future__ import annotations

import base64
import gzip
import json
import random
import re

import pytest

import connect_widgets as cw
from connect_widgets.export import replay_page

GAMES = {"connnect": 2, "connect5": 2, "num_connect": 3, "connect_the_thoughts": 3}


def finished(name, players, seed=5):
    """A seeded game of ``name`` played to the end by easy bots."""
    game = cw.new_game(name, players=players, seed=seed)
    bots = [cw.make_bot(name, "easy", seed=seat) for seat in range(len(game.players))]
    rng = random.Random(seed)
    while not game.is_over:
        actor = rng.choice(game.actors())
        game.apply(actor, bots[actor].choose(game.seat(actor)))
    return game


def page_data(page: str) -> tuple[dict, list[dict]]:
    """The page's data and its views, read back as the page's script reads them."""
    raw = re.search(r'<script type="application/json" id="cw-replay-data">(.*?)</script>', page, re.S)
    assert raw is not None
    data = json.loads(raw.group(1))
    return data, json.loads(gzip.decompress(base64.b64decode(data["views"])))


@pytest.mark.parametrize("name", GAMES)
def test_a_finished_game_is_one_small_file_with_a_view_per_step(name, tmp_path) -> None:
    game = finished(name, GAMES[name])
    path = cw.export_html(game, tmp_path / f"{name}.html")
    page = path.read_text(encoding="utf-8")
    data, views = page_data(page)
    assert len(views) == len(game.history) + 1 and views[-1]["over"]
    assert [len(v["log"]) and v["log"][-1]["n"] for v in views[1:4]] == [1, 2, 3]
    assert views[-1]["scores"]["totals"] == list(game.scores())
    assert data["layout"] == cw.play(name, players=GAMES[name], seed=5).fixed_layout  # the widget's own
    assert path.stat().st_size < 400_000, f"{path.stat().st_size} bytes"  # a few hundred KB at most
    assert "Content-Security-Policy" in page and "default-src 'none'" in page  # nothing may be fetched
    assert not re.search(r"""(src|href)=["']?https?:""", page)


def test_the_replay_shows_the_widget_s_screen_in_its_language(tmp_path) -> None:
    widget = cw.play("connect5", players=["Ann", "Bob"], bots={1: "easy"}, seed=3, bot_delay=0, lang="fr")
    widget.click("dot:e3", seat=0)
    data, views = page_data(replay_page(widget))
    assert data["text"]["replay_next"] == "Suivant" and len(views) == 3
    assert [p["bot"] for p in views[-1]["players"]] == [False, True]
    assert views[-1]["seat"] == 0  # Ann's screen: the bot's seat is never shown as the screen
    assert "<title>Connect5 : une rediffusion</title>" in replay_page(widget)


def test_text_stays_text_in_the_page(tmp_path) -> None:
    """A title is escaped; a name that tries to close the data's script cannot."""
    hostile, opener = "</script><script>alert(1)</script>", "<!--<script>"  # the second swallowed the page
    game = cw.new_game("connect5", players=[hostile, opener], seed=1)
    game.apply(0, "e3")
    page = replay_page(game, title="<i>My</i> game")
    assert "<title>&lt;i&gt;My&lt;/i&gt; game</title>" in page
    assert page.count("</script>") == 3 and page.count("<script") == 3  # the page's own three
    raw = page.split('id="cw-replay-data">')[1].split("</script>")[0]
    assert "<" not in raw and "\\u003c/script>\\u003cscript>alert(1)" in raw  # every < of the data escaped
    data, views = page_data(page)
    assert [p["name"] for p in views[-1]["players"]] == [hostile, opener]  # the names themselves, drawn as text
    assert opener in json.dumps(data["layout"], ensure_ascii=False)  # the board's layout carries them too


def test_bad_arguments_say_what_is_wrong_and_write_nothing(tmp_path) -> None:
    target = tmp_path / "x.html"
    with pytest.raises(TypeError, match="needs a game or a game widget, not int"):
        cw.export_html(42, target)
    with pytest.raises(TypeError, match="title must be text, not int"):
        cw.export_html(cw.new_game("connect5", seed=1), target, title=7)
    assert not target.exists()


def test_a_game_started_from_a_position_replays_from_there() -> None:
    game = cw.new_game("connect5", seed=2, position="c3=RR d3=B e4=B turn=R")
    game.apply(0, "c4")
    _, views = page_data(replay_page(game))
    assert len(views) == 2 and views[0]["log"] == [] and views[-1]["log"][-1]["action"] == "c4"
    assert views[0]["board"]["tokens"] == {"c3": [0, 2], "d3": [1, 1], "e4": [1, 1]}  # the position, not an empty board
