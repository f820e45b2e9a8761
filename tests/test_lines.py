"""Lines of play in the widget: "Play from here" on a move of the log, switching lines, bots playing on,
and bad requests refused without a change (driven by the page's messages, as in test_widget_shell)."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any, cast

import pytest

import connect_widgets as cw
from connect_widgets.table import takeback
from connect_widgets.table.words import TABLE_WORDS

from .test_widget_shell import click, message


def test_play_from_a_move_of_the_log_then_switch_back_to_the_game_as_played() -> None:
    widget = cw.play("connect5", players=["Ann", "Bob"], seed=3)
    for seat, dot in ((0, "e3"), (1, "e4"), (0, "d3"), (1, "c3")):
        widget.game.apply(seat, dot)
    played = widget.game
    message(widget, kind="play_from", version=widget.view["version"], id="p", target="2")
    assert widget.game is not played and widget.game.history == played.history[:2]
    assert [line["label"] for line in widget.view["lines"]] == [
        "Game as played · 4 moves",
        "From move 2 of line 1 · 0 moves",
    ]
    click(widget, "dot:a1", seat=0)  # a different third move, in the new line
    assert widget.view["lines"][1]["label"] == "From move 2 of line 1 · 1 move" and widget.view["lines"][1]["shown"]
    assert played.history[2] == (0, "d3")  # the game as played is kept
    message(widget, kind="line", version=widget.view["version"], id="l", target="0")
    assert widget.game is played and widget.view["lines"][0]["shown"]
    widget.game.undo()  # undo works within the line shown
    assert len(played.history) == 3 and len(widget.view["log"]) == 3


@pytest.mark.parametrize(("kind", "target", "says"), [
    ("play_from", "9", "there is no move 9 to play on from (moves 1 to 1)"),
    ("play_from", "0", "there is no move 0 to play on from"),
    ("line", "3", "there is no line 3 here"),
    ("play_from", "²", "play_from needs a whole number written as text"),
    ("line", "-1", "line needs a whole number written as text"),
])  # fmt: skip
def test_a_bad_line_request_is_refused_and_changes_nothing(kind, target, says) -> None:
    widget = cw.play("connect5", seed=3)
    click(widget, "dot:e3", seat=0)
    game, history = widget.game, widget.game.history
    message(widget, kind=kind, version=widget.view["version"], id="x", target=target)
    assert says in widget.notice["text"]
    assert widget.game is game and game.history == history and widget.view["lines"] == []


def test_a_bot_plays_on_in_a_new_line_when_it_is_its_turn() -> None:
    widget = cw.play("connect5", seed=3, bots={1: "easy"}, bot_delay=0)
    click(widget, "dot:e3", seat=0)
    click(widget, "dot:a1", seat=0)
    assert len(widget.game.history) == 4  # Red, the bot, Red, the bot
    message(widget, kind="play_from", version=widget.view["version"], id="p", target="1")
    assert widget.game.history[0] == (0, "e3") and len(widget.game.history) == 2  # the bot answered again
    assert widget.view["lines"][1]["label"] == "From move 1 of line 1 · 1 move"


def test_the_inspector_shows_the_position_to_copy() -> None:
    widget = cw.play("connect5", players=["Ann", "Bob"], seed=3)
    widget.game.apply(0, "e3")
    message(widget, kind="inspector", version=widget.view["version"], id="i", on=True)
    assert widget.inspector["position"] == widget.game.position() and widget.inspector["position"].startswith("e3=R")
    other = cw.play("connnect", seed=3)  # a position of a few lines: the table line, then one per sheet
    message(other, kind="inspector", version=other.view["version"], id="i", on=True)
    assert other.inspector["position"] == other.game.position() and other.inspector["position"].count("\n") == 2


def test_a_refused_line_request_leaves_the_bot_on_its_way_alone() -> None:
    class Timer:
        cancelled = False

        def cancel(self) -> None:
            self.cancelled = True

    widget = cw.play("connect5", seed=3, bots={1: "easy"})
    click(widget, "dot:e3", seat=0)
    timer = Timer()
    widget._timer = cast(asyncio.TimerHandle, timer)  # the bot's move, on its way (a stand-in that counts cancels)
    message(widget, kind="play_from", version=widget.view["version"], id="p", target="9")
    assert "there is no move 9" in widget.notice["text"]
    assert widget._timer is timer and not timer.cancelled


def test_the_view_says_which_game_is_shown_so_a_question_about_another_is_dropped() -> None:
    """``view["shown"]`` changes when another game or line is shown (the page then drops its New game
    question), and only then: a move, an undo or a toggle leaves it."""
    widget = cw.play("connect5", players=["Ann", "Bob"], seed=3)
    first = widget.view["shown"]
    widget.game.apply(0, "e3")
    widget.game.undo()
    widget.game.apply(0, "e3")
    message(widget, kind="hints", version=widget.view["version"], id="h", on=False)
    assert widget.view["shown"] == first
    widget.new_game()
    assert widget.view["shown"] != first
    new = widget.view["shown"]
    widget.game.apply(0, "e3")
    message(widget, kind="play_from", version=widget.view["version"], id="p", target="1")
    assert widget.view["shown"] not in (first, new)


def connnect_after_a_roll(**settings: object) -> cw.GameWidget:
    """Ann against an easy bot, played (by another easy bot for Ann) until a die was rolled after her
    first move: move 12 is her Zone Die, the dice of move 19 came after it."""
    widget = cw.play("connnect", players=["Ann", "Bob"], bots={1: "easy"}, seed=3, bot_delay=0, **settings)
    ann, game = cw.make_bot("connnect", "easy", seed=1), widget.game
    while len(game.history) < 19:
        if 0 in game.actors():
            game.apply(0, ann.choose(game.seat(0)))
        widget.run_bots(until_human=True)
    assert game.history[11] == (0, "zone 5") and game.history[18][0] == cw.CHANCE
    return widget


def test_a_line_may_not_start_before_dice_already_rolled_as_undo_may_not() -> None:
    """Else "Play from here" would do what Undo refuses: the same dice come again, and Ann knows them."""
    widget = connnect_after_a_roll()
    game, history = widget.game, widget.game.history
    message(widget, kind="play_from", version=widget.view["version"], id="p", target="12")
    assert widget.notice["text"].startswith("chance played after that move")
    assert widget.game is game and game.history == history and widget.view["lines"] == []
    message(widget, kind="play_from", version=widget.view["version"], id="z", target="0")
    assert widget.notice["text"].startswith("there is no move 0 to play on from")  # no move, not chance
    message(widget, kind="play_from", version=widget.view["version"], id="q", target=str(len(history)))
    assert widget.game is not game and widget.game.history == history  # after the last roll: fair


def test_a_line_may_start_anywhere_in_practice_or_once_the_game_is_over() -> None:
    widget = connnect_after_a_roll(undo="practice")
    message(widget, kind="play_from", version=widget.view["version"], id="p", target="12")
    assert len(widget.view["lines"]) == 2 and len(widget.game.history) >= 12  # the bot may have played on
    over = cw.play("connect_the_thoughts", seed=2, bots={0: "easy", 1: "easy"}, bot_delay=0)
    over.run_bots()
    assert over.game.is_over
    message(over, kind="play_from", version=over.view["version"], id="p", target="3")
    assert len(over.view["lines"]) == 2 and over.game.history[:3] == over.table.lines.lines[0].game.history[:3]


def test_with_hidden_cards_a_line_may_not_start_before_the_bots_moves() -> None:
    class Hidden:
        history = ((0, "lay"), (1, "lay"))
        info = SimpleNamespace(hidden_information=True)
        is_over, undo_policy = False, "own"

    game = cast("cw.Game[Any]", Hidden())  # the few attributes branch_refusal reads
    text = TABLE_WORDS.table("en", "")
    assert takeback.branch_refusal(game, 1, {1: object()}, text) == text["branch_hidden"]
    assert takeback.branch_refusal(game, 1, {}, text) == ""  # hot seat: both players saw it all
    assert takeback.branch_refusal(game, 2, {1: object()}, text) == ""
