"""cw.export_html: one self-contained HTML file that replays a game with no kernel and no network.
(Chromium opens the files offline in tests/browser/test_replay.py.)"""

from __future__ import annotations

import base64
import gzip
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.export import replay_page

GAMES = {"connnect": 2, "connect5": 2, "num_connect": 3, "connect_the_thoughts": 3}
"""Game -> the players of the game it replays (within the game's ``min_players`` to ``max_players``)."""


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


def test_every_game_has_its_players_here() -> None:
    missing = [name for name in cw.GAME_NAMES if name not in GAMES]
    assert not missing, f"add {missing} to GAMES in tests/test_export.py: the players of the game it replays"


@pytest.mark.parametrize("name", cw.GAME_NAMES)
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
    # a game has no language of its own: English, unless the export is asked another (a game could only be English)
    game = widget.game
    assert page_data(replay_page(game))[0]["text"]["replay_next"] == "Next"
    assert page_data(replay_page(game, lang="fr"))[0]["text"]["replay_next"] == "Suivant"
    assert page_data(replay_page(widget, lang="en"))[0]["text"]["replay_next"] == "Next"


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
        cw.export_html(cw.new_game("connect5", seed=1), target, title=7)  # type: ignore[arg-type]  # on purpose
    with pytest.raises(ValueError, match="lang='de' is not available"):
        cw.export_html(cw.new_game("connect5", seed=1), target, lang="de")
    assert not target.exists()


def test_a_game_started_from_a_position_replays_from_there() -> None:
    game = cw.new_game("connect5", seed=2, position="c3=RR d3=B e4=B turn=R")
    game.apply(0, "c4")
    _, views = page_data(replay_page(game))
    assert len(views) == 2 and views[0]["log"] == [] and views[-1]["log"][-1]["action"] == "c4"
    assert views[0]["board"]["tokens"] == {"c3": [0, 2], "d3": [1, 1], "e4": [1, 1]}  # the position, not an empty board


def test_a_puzzle_and_a_widget_with_its_own_bot_export_and_save_replay_answers(tmp_path) -> None:
    """A bot object (a puzzle's defender, a user's own) is no kind the registry can build again: the
    replay seats a stand-in that keeps its kind for the player's chip, and never plays."""

    class Mine:
        kind = "mine"

        def choose(self, seat):
            return seat.legal_actions()[0]

    puzzle = cw.puzzles.shipped("connect5")[0].play()
    own = cw.play("connect5", players=["Ann", "Bob"], bots={1: Mine()}, seed=1, bot_delay=0)
    own.click("dot:e3", seat=0)
    own.run_bots()
    for widget, kind in ((puzzle, "puzzle"), (own, "mine")):
        path = cw.export_html(widget, tmp_path / f"{kind}.html")
        _, views = page_data(path.read_text(encoding="utf-8"))
        assert len(views) == len(widget.game.history) + 1
        assert views[-1]["players"][1]["bot"] and views[-1]["players"][1] == widget.view["players"][1]  # its chip
        sent: list[dict[str, Any]] = []
        widget.send = lambda content, buffers=None, sent=sent: sent.append(content)
        widget._on_message(widget, {"kind": "save_replay", "version": widget.view["version"], "id": "v:1"}, [])
        assert [message["kind"] for message in sent] == ["replay"], widget.notice
        assert widget.notice.get("kind") != "error"


def test_a_refused_export_leaves_the_file_already_there_as_it_was(tmp_path) -> None:
    game = cw.new_game("connect5", seed=1)
    game.apply(0, "e3")
    target = cw.export_html(game, tmp_path / "keep.html")
    before = target.read_bytes()
    surrogate = r"title must be text the page can show \(no lone surrogate\), not 'Ann\\ud83d'"
    with pytest.raises(ValueError, match=surrogate):
        cw.export_html(game, target, title="Ann\ud83d")  # half an emoji, cut from a longer text
    with pytest.raises(ValueError, match="title must say something, not '  ': leave it out for 'Connect5: a replay'"):
        cw.export_html(game, target, title="  ")  # a page with no name
    assert target.read_bytes() == before
    assert sorted(path.name for path in tmp_path.iterdir()) == ["keep.html"]  # no temporary file left behind
    cw.export_html(game, target, title="Ann's game")  # a good export replaces it
    assert "<title>Ann&#x27;s game</title>" in target.read_text(encoding="utf-8")


def test_a_path_that_cannot_be_written_is_refused_before_anything_is_written(tmp_path) -> None:
    game = cw.new_game("connect5", seed=1)
    with pytest.raises(IsADirectoryError, match="it is a folder; name a file in it"):
        cw.export_html(game, tmp_path)
    with pytest.raises(ValueError, match=r"path must name the file to write, like 'game\.html', not ''"):
        cw.export_html(game, "")
    with pytest.raises(FileNotFoundError, match=r"/missing/x.html': no folder '.*/missing'"):
        cw.export_html(game, tmp_path / "missing" / "x.html")
    with pytest.raises(FileNotFoundError, match="no such folder; name a file"):
        cw.export_html(game, f"{tmp_path}/out/")  # a slash at the end: a folder, not a file "out"
    with pytest.raises(TypeError, match="path must be a file name \\(text or a Path\\), not bytes"):
        cw.export_html(game, b"x.html")  # type: ignore[arg-type]  # bytes on purpose
    assert list(tmp_path.iterdir()) == []


def test_a_hot_seat_replay_shows_each_step_as_the_screen_of_the_player_to_act() -> None:
    """Num Connect's hands are hidden: at one screen, the screen is passed to the player to act, who
    shows their hand. The replay shows that player's screen, with their own hand and no other's."""
    game = finished("num_connect", 3)
    _, views = page_data(replay_page(game))
    engine = cw.new_game("num_connect", players=list(game.players), seed=game.seed, auto_chance=False)
    shown = set()
    for step, view in enumerate(views):
        if step:
            engine.apply(*game.history[step - 1])
        acting = [actor for actor in engine.actors() if actor != cw.CHANCE]
        if acting:
            assert view["seat"] == acting[0], f"step {step}"
        if not engine.is_over:
            assert view["board"]["screen"] == "play", f"step {step}: {view['prompt']}"
            own = engine.view(view["seat"])["hands"][view["seat"]]
            assert sorted(card["code"] for card in view["board"]["hand"]) == sorted(own), f"step {step}"
            shown.add(view["seat"])
    assert shown == {0, 1, 2}


def test_the_replay_keeps_the_log_s_takeback_note() -> None:
    widget = cw.play("connect5", players=["Ann", "Bob"], bots={1: "easy"}, seed=3, bot_delay=0, hints=False)
    widget.click("dot:e3", seat=0)
    widget.run_bots()
    widget.table.undo(0)
    widget.click("dot:a1", seat=0)
    widget.run_bots()
    note = "Ann took back e3 and the bot's reply"
    assert widget.view["log"][0]["action"] == note
    _, views = page_data(replay_page(widget))
    assert [[entry["action"] for entry in view["log"]] for view in views] == [
        [note],
        [note, "a1"],
        [note, "a1", widget.game.history[1][1]],
    ]


def test_an_export_writes_through_a_link_and_keeps_the_file_s_permissions(tmp_path: Path) -> None:
    real, link = tmp_path / "real.html", tmp_path / "link.html"
    real.write_text("old", encoding="utf-8")
    real.chmod(0o600)
    link.symlink_to(real)
    cw.export_html(cw.new_game("connect5", seed=1), link)
    assert link.is_symlink() and "<!doctype html>" in real.read_text(encoding="utf-8")
    assert real.stat().st_mode & 0o777 == 0o600


def test_a_home_folder_path_is_read_as_a_shell_reads_it_and_a_title_is_a_heading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``~/x.html`` was refused ("no folder '~'"), and a million-character title made a 2 MB page."""
    monkeypatch.setenv("HOME", str(tmp_path))
    game = cw.new_game("connect5", seed=1)
    assert cw.export_html(game, "~/game.html") == tmp_path / "game.html" and (tmp_path / "game.html").exists()
    with pytest.raises(ValueError, match=r"^title must be at most 200 characters, not 201$"):
        cw.export_html(game, tmp_path / "long.html", title="x" * 201)
    assert not (tmp_path / "long.html").exists()
