"""A race puzzle (Connect the Thoughts' "ring") is over at its verdict: nobody plays on. The other
player sat the puzzle out, and a defender seated in their place came back with the round the bell
starts, racing through it on its own while the student read "Solved" (or "Refuted"): it played on
after ``run_bots``, and every ``bot_delay`` in a browser. A race has nothing to defend, so nobody
does; the puzzles with turns keep their defender (Connect5's answers its refutation)."""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.puzzles import Puzzle, shipped_puzzle
from connect_widgets.widget import GameWidget

RACES = cw.puzzles.shipped("connect_the_thoughts")
CLICKS = {"place L": "end:L", "place R": "end:R", "bell": "bell"}
"""What the student clicks for each move of a ring puzzle: an end of their row, then the bell."""


def _clicked(puzzle: Puzzle, actions: list[str], bot_delay: float = 0) -> GameWidget:
    """The puzzle's widget after the student clicked ``actions``, as a page sends them."""
    widget = puzzle.play(bot_delay=bot_delay)
    for action in actions:
        widget.click(CLICKS[action])
    return widget


def _assert_nobody_plays_on(widget: GameWidget, moves: tuple[tuple[int, str], ...]) -> None:
    assert widget.table.next_bot() is None  # what the page's timer asks before each bot move
    assert widget.run_bots(max_moves=10) == 0
    assert widget.game.history == moves


@pytest.mark.parametrize("puzzle", RACES, ids=lambda p: p.key)
@pytest.mark.parametrize("bot_delay", [0, 0.6])
def test_once_a_race_puzzle_is_solved_nobody_plays_on(puzzle: Puzzle, bot_delay: float) -> None:
    solution = [action for _, action in puzzle.solution()]
    widget = _clicked(puzzle, solution, bot_delay)
    notice = widget.table.notice()
    assert notice is not None and notice["kind"] == "solved", notice
    assert notice["text"] == "Solved: Hannah rang the bell for a correct row."
    assert widget.game.view()["round"] == 2 and widget.game.actors() == (0, 1)  # the next round, Emma back in
    _assert_nobody_plays_on(widget, tuple((puzzle.player, action) for action in solution))


@pytest.mark.parametrize("puzzle", RACES, ids=lambda p: p.key)
def test_once_a_race_puzzle_is_refuted_nobody_plays_on(puzzle: Puzzle) -> None:
    """The card laid at the end it does not fit, then the bell: the row has an error, Hannah sits out,
    and so does everyone: a round nobody won, and the next starts with Emma back in."""
    right = puzzle.solution()[0][1]
    wrong = "place L" if right == "place R" else "place R"
    widget = _clicked(puzzle, [wrong])
    notice = widget.table.notice()
    assert notice is not None and notice["kind"] == "refuted", notice
    widget.click("bell")
    assert widget.game.actors() == (0, 1) and widget.game.view()["round"] == 2
    _assert_nobody_plays_on(widget, ((0, wrong), (0, "bell")))


def test_the_other_seats_of_a_race_puzzle_are_nobody_s_and_a_puzzle_with_turns_keeps_its_defender() -> None:
    assert RACES[0].play(bot_delay=0).table.bots == {}
    assert {seat: bot.kind for seat, bot in shipped_puzzle("connect5_2").play(bot_delay=0).table.bots.items()} == {
        1: "puzzle"
    }
