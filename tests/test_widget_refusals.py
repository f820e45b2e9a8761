"""Requests the widget must refuse with the sentence saying what was wrong, leaving everything as it
was: intents drawn from a view that no longer holds (a stale "Play from here", line or New game), a
Python click for a seat that is no player's, and bad arguments to ``run_bots`` and ``bot_delay``.

(tests/test_widget_shell.py drives the shell's ordinary paths; this file, its refusals.)
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.table import Table
from connect_widgets.testing import play_random, snapshot

from .test_widget_shell import message

STALE_GAME = "this was drawn from another game or line than the one shown now; look again"


def lines_of(widget: Any) -> tuple[Any, ...]:
    """The lines of play as they stand: which is shown, and each one's game and history."""
    lines = widget.table.lines
    return lines.shown, tuple((line.game, line.game.history, line.parent, line.step) for line in lines.lines)


# ------------------------------------------------------------------ stale intents
def test_a_stale_play_from_after_a_line_switch_is_refused_as_a_stale_click_is() -> None:
    widget = cw.play("connect5", seed=1, undo="practice")
    rng = random.Random(0)
    play_random(widget.game, rng, 10)
    old = widget.view["version"]  # this view shows line 1 (index 0)
    message(widget, kind="play_from", version=old, id="p", target="2")
    play_random(widget.game, rng, 6)
    before, game = lines_of(widget), snapshot(widget.game)
    message(widget, kind="play_from", version=old, id="q", target="7")  # meant move 7 of the first line
    assert widget.notice["kind"] == "refused" and widget.notice["reply_to"] == "q"
    assert widget.notice["text"] == STALE_GAME
    assert lines_of(widget) == before and snapshot(widget.game) == game
    message(widget, kind="click", version=old, id="c", target="dot:a1")  # a click from that view: the same words
    assert widget.notice["text"] == STALE_GAME and snapshot(widget.game) == game


@pytest.mark.parametrize(("kind", "target"), [("play_from", "1"), ("line", "0")])
def test_a_stale_line_request_on_the_same_line_gets_a_stale_clicks_words(kind: str, target: str) -> None:
    widget = cw.play("connect5", players=["Ann", "Bob"], seed=3)
    for seat, dot in ((0, "e3"), (1, "e4")):
        widget.game.apply(seat, dot)
    message(widget, kind="play_from", version=widget.view["version"], id="p", target="1")  # line 2: Bob to act
    drawn = widget.view["version"]
    widget.game.apply(1, "a1")  # Bob moves from another screen
    before, game = lines_of(widget), snapshot(widget.game)
    message(widget, kind=kind, version=drawn, id="x", target=target)  # the page names no seat: Bob's view
    said = "this was drawn before your own move (a1); look again"
    assert widget.notice["text"] == said and widget.notice["reply_to"] == "x"
    assert lines_of(widget) == before and snapshot(widget.game) == game
    message(widget, kind=kind, version=drawn, id="y", target=target, seat=0)  # Ann's moves changed too
    assert widget.notice["text"] == "your moves changed since this was drawn (Bob played a1 first); look again"
    message(widget, kind="click", version=drawn, id="z", target="dot:a2", seat=0)
    assert widget.notice["text"] == "your moves changed since this was drawn (Bob played a1 first); look again"
    assert lines_of(widget) == before and snapshot(widget.game) == game


def test_a_current_line_request_still_acts() -> None:
    widget = cw.play("connect5", players=["Ann", "Bob"], seed=3)
    widget.game.apply(0, "e3")
    message(widget, kind="play_from", version=widget.view["version"], id="p", target="1")
    message(widget, kind="line", version=widget.view["version"], id="l", target="0")
    assert widget.notice == {} and widget.table.lines.shown == 0 and len(widget.table.lines.lines) == 2


def test_a_stale_play_from_is_refused_on_a_table_of_bots_too() -> None:
    """No human seat has moves to compare: the line shown is what makes the request stale."""
    widget = cw.play("connect5", seed=3, bots={0: "easy", 1: "easy"})  # no view live: the bots wait
    widget.run_bots(max_moves=4)
    old = widget.view["version"]
    message(widget, kind="play_from", version=old, id="p", target="3")
    before = lines_of(widget)
    message(widget, kind="play_from", version=old, id="q", target="1")
    assert widget.notice["text"] == STALE_GAME and lines_of(widget) == before


def test_new_game_twice_from_one_view_starts_one_game_but_a_bots_move_does_not_stop_it() -> None:
    widget = cw.play("connect5", seed=3, bots={1: "easy"}, bot_delay=0)
    drawn = widget.view["version"]
    widget.click("dot:e3", seat=0)  # the bot answers at once
    message(widget, kind="new_game", version=drawn, id="n")  # "start again" still means it
    assert widget.game.seed == 4 and widget.game.history == () and widget.notice == {}
    message(widget, kind="new_game", version=drawn, id="m")  # the second click of a double click
    assert widget.notice["text"] == STALE_GAME and widget.notice["reply_to"] == "m"
    assert widget.game.seed == 4 and widget.game.history == ()


def test_escape_dismiss_and_switches_from_an_old_view_still_act() -> None:
    """They withdraw, or set the value they carry: they mean the same whatever view they came from."""
    widget = cw.play("connect5", seed=3)
    old = widget.view["version"]
    widget.game.apply(0, "e3")
    message(widget, kind="play_from", version=old, id="p", target="1", seat=1)  # refused: stale
    assert widget.notice["text"].startswith("your moves changed since this was drawn")
    message(widget, kind="dismiss", version=old, seat=1)
    message(widget, kind="hints", version=old, on=False)
    assert widget.notice == {} and widget.view["hints"] is False


def test_a_stale_request_is_refused_in_the_widgets_language() -> None:
    widget = cw.play("connect5", seed=3, lang="fr")
    widget.game.apply(0, "e3")
    old = widget.view["version"]
    message(widget, kind="play_from", version=old, id="p", target="1")
    message(widget, kind="line", version=old, id="l", target="0")
    assert widget.notice["text"] == (
        "cet affichage montrait une autre partie ou une autre ligne que celle affichée ; regardez à nouveau"
    )
    assert widget.table.lines.shown == 1


# ------------------------------------------------------------------ a click for no player's seat
@pytest.mark.parametrize(
    ("name", "target", "seat", "shown"),
    [
        ("connect5", "dot:a1", 5, "5"),
        ("connect5", "dot:a1", 2, "2"),
        ("connect5", "dot:a1", -1, "-1"),
        ("connect5", "dot:a1", "0", "'0'"),
        ("connect5", "dot:a1", True, "True"),  # a bool is no index, though True == 1
        ("connect5", "dot:a1", 1.0, "1.0"),
        ("connect_the_thoughts", "bell", 7, "7"),
        ("num_connect", "hand:0", 5, "5"),
    ],
)
def test_a_python_click_for_no_players_seat_is_a_value_error_naming_the_seats(
    name: str, target: str, seat: Any, shown: str
) -> None:
    widget = cw.play(name, seed=1)
    before, view, notice = snapshot(widget.game), widget.view, widget.notice
    with pytest.raises(ValueError) as error:
        widget.click(target, seat=seat)
    assert type(error.value) is ValueError  # not a refusal of the rules: a bad argument
    assert str(error.value) == f"seat must be a player index from 0 to 1, not {shown}"
    assert snapshot(widget.game) == before and widget.view == view and widget.notice == notice


def test_a_python_click_for_a_real_seat_still_plays() -> None:
    widget = cw.play("connect5", seed=1)
    widget.click("dot:a1", seat=0)
    assert widget.game.history == ((0, "a1"),)
    with pytest.raises(cw.IllegalAction, match="Blue"):  # a seat of the game, not to act: the rules say so
        widget.click("dot:a2", seat=0)


def test_the_page_and_python_refuse_a_seat_in_the_same_words() -> None:
    widget = cw.play("connect5", seed=1, lang="fr")
    said = "seat doit être le numéro d'un joueur, de 0 à 1, pas 2"
    with pytest.raises(ValueError, match=f"^{said}$"):
        widget.click("dot:a1", seat=2)
    message(widget, kind="click", version=widget.view["version"], id="c", target="dot:a1", seat=2)
    assert widget.notice["text"] == f"Message refusé : {said}"
    assert widget.game.history == ()
    with pytest.raises(ValueError, match=r"^seat must be a player index from 0 to 1, not 2\.0$"):
        Table("connect5").click(2.0, "dot:a1")  # type: ignore[arg-type]


# ------------------------------------------------------------------ run_bots and bot_delay
@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        ({"max_moves": None}, "max_moves must be a whole number of moves, 0 or more, not None"),
        ({"max_moves": "x"}, "max_moves must be a whole number of moves, 0 or more, not 'x'"),
        ({"max_moves": 1.5}, "max_moves must be a whole number of moves, 0 or more, not 1.5"),
        ({"max_moves": -1}, "max_moves must be a whole number of moves, 0 or more, not -1"),
        ({"max_moves": True}, "max_moves must be a whole number of moves, 0 or more, not True"),
        ({"until_human": "x"}, "until_human must be True or False, not 'x'"),
        ({"until_human": 1}, "until_human must be True or False, not 1"),
        ({"until_human": None}, "until_human must be True or False, not None"),
    ],
)
def test_run_bots_refuses_a_bad_argument_and_plays_nothing(arguments: dict[str, Any], said: str) -> None:
    widget = cw.play("connect5", seed=3, bots={0: "easy", 1: "easy"})  # no view live: the bots wait
    view = widget.view
    with pytest.raises(ValueError) as error:
        widget.run_bots(**arguments)
    assert type(error.value) is ValueError and str(error.value) == said
    assert widget.game.history == () and widget.view == view and widget.table.thinking is None


def test_run_bots_still_plays_a_whole_count_and_zero_plays_nothing() -> None:
    widget = cw.play("connect5", seed=3, bots={0: "easy", 1: "easy"})
    assert widget.run_bots(0) == 0 and widget.game.history == ()
    assert widget.run_bots(max_moves=2, until_human=True) == 2 and len(widget.game.history) == 2


@pytest.mark.parametrize(
    ("value", "shown"),
    [(-1, "-1"), (10.5, "10.5"), (True, "True"), ("1", "'1'"), (None, "None"), (float("nan"), "nan")],
)
def test_bot_delay_set_after_the_start_is_checked_as_the_constructor_checks_it(value: Any, shown: str) -> None:
    widget = cw.play("connect5", seed=3, bots={1: "easy"})
    with pytest.raises(ValueError, match=rf"^bot_delay is seconds from 0 to 10, not {shown}$"):
        widget.bot_delay = value
    assert widget.bot_delay == 0.6
    with pytest.raises(ValueError, match=rf"^bot_delay is seconds from 0 to 10, not {shown}$"):
        cw.play("connect5", bot_delay=value)
    widget.bot_delay = 2
    assert widget.bot_delay == 2.0 and type(widget.bot_delay) is float


def test_the_argument_refusals_speak_the_widgets_language() -> None:
    widget = cw.play("connect5", seed=3, bots={1: "easy"}, lang="fr")
    with pytest.raises(ValueError, match=r"^bot_delay est un nombre de secondes de 0 à 10, pas -1$"):
        widget.bot_delay = -1
    with pytest.raises(ValueError, match=r"^max_moves doit être un nombre entier de coups, 0 ou plus, pas 1\.5$"):
        widget.run_bots(1.5)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"^until_human doit valoir True ou False, pas 'x'$"):
        widget.run_bots(until_human="x")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"^hints doit valoir True ou False, pas 'oui'$"):
        cw.play("connect5", hints="oui", lang="fr")
