"""The hot-seat pass screen answers a click for what it is: a target that does not exist is nothing to
click, another player's click is out of turn, and only a click that would play from the hidden hand
is told to show it first. No refused click reveals, selects or changes anything."""

from __future__ import annotations

import json

import pytest

import connect_widgets as cw
from connect_widgets import CHANCE, IllegalAction
from connect_widgets.num_connect import Interaction
from tests.num_connect.helpers import P0, P1, dealt, play

NONSENSE = ("dot:z99", "<img src=x>", "hand:99", "hand:8", "hand:-1", "hand:x", "grid:-1", "cell:g0", "show!")
PLAYING = ("hand:0", "hand:7", "draw", "discard", "grid:new", "cell:g0:r0c0", "confirm", "cancel")


def passed_to_bruno() -> tuple[cw.Game, Interaction]:
    """Alice drew and discarded: the screen waits to be passed to Bruno, whose hand is hidden."""
    game = dealt([P0, P1])
    ui = Interaction(game)
    ui.render(0, False)  # Alice was at the screen first
    play(game, 0, "draw")
    game.apply(CHANCE, "Y3")
    play(game, 0, "discard Y3")
    ui.reset()
    assert ui.render(1, False).board["screen"] == "pass"
    return game, ui


def refused(ui: Interaction, seat: int, target: str, lang: str = "en") -> str:
    with pytest.raises(IllegalAction) as caught:
        ui.judge_click(seat, target)
    return caught.value.text(lang)


def unchanged(game: cw.Game, ui: Interaction, before: tuple) -> None:
    assert (game.history, ui.selected, ui.render(1, True), ui.render(0, True)) == before


def snapshot(game: cw.Game, ui: Interaction) -> tuple:
    return (game.history, ui.selected, ui.render(1, True), ui.render(0, True))


def test_a_target_that_does_not_exist_is_nothing_to_click_on_the_pass_screen_too():
    game, ui = passed_to_bruno()
    before = snapshot(game, ui)
    for target in NONSENSE:
        assert refused(ui, 1, target) == "nothing to click there", target
        assert refused(ui, 0, target) == "nothing to click there", target  # the player who is not to act
        unchanged(game, ui, before)
    assert refused(ui, 1, "grid:-1", "fr") == "rien à cliquer ici"


def test_the_pass_screen_and_a_shown_hand_answer_nonsense_alike():
    _, ui = passed_to_bruno()
    hidden = [refused(ui, 1, target) for target in NONSENSE]
    assert ui.judge_click(1, "show") is None
    assert [refused(ui, 1, target) for target in NONSENSE] == hidden


def test_a_click_that_would_play_from_the_hidden_hand_asks_to_show_it_first():
    game, ui = passed_to_bruno()
    before = snapshot(game, ui)
    for target in PLAYING:
        assert refused(ui, 1, target) == "the hand is hidden: click 'show my hand' first", target
        unchanged(game, ui, before)
    board = json.dumps(ui.render(1, True).board)
    assert ui.render(1, True).board["hand"] == [] and "Y5" not in board and "R2" not in board
    assert ui.judge_click(1, "show") is None
    assert ui.render(1, False).board["screen"] == "play" and len(ui.render(1, False).board["hand"]) == 8


def test_a_hidden_hand_clicked_out_of_turn_is_not_its_player_s_turn():
    game = dealt([P0, P1])
    ui = Interaction(game)
    ui.render(0, False)  # Alice's turn, her hand shown; Bruno's is hidden
    before = snapshot(game, ui)
    for target in PLAYING:
        assert refused(ui, 1, target) == "it is not your turn", target
        unchanged(game, ui, before)
    game, ui = passed_to_bruno()  # Alice is no longer to act: her moves are out of turn
    for target in ("draw", "discard", "grid:new", "cell:g0:r0c0", "confirm", "cancel"):
        assert refused(ui, 0, target) == "it is not your turn", target


def test_the_widget_answers_the_audit_s_clicks_by_what_they_are():
    w = cw.play("num_connect", players=["Alice", "Bruno"], seed=1, bot_delay=0)
    w.send = lambda content, buffers=None: None
    game = w.game
    game.apply(0, "draw")
    game.apply(0, game.legal_actions(0)[0])  # the screen passes to Bruno
    history = game.history
    for target, said in (
        *((t, "nothing to click there") for t in ("dot:z99", "<img src=x>", "hand:99", "grid:-1")),
        ("hand:0", "the hand is hidden: click 'show my hand' first"),
    ):
        content = {"kind": "click", "version": w.view["version"], "id": "x", "target": target}
        w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})
        assert w.notice["text"] == said, target
        assert game.history == history and w.view["board"]["screen"] == "pass"
