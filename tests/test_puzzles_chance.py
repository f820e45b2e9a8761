"""A puzzle's goal is judged before chance acts: a move that reaches it counts even when the next
roll comes at once (Connnect's last claim of a round ends the round), while a line that needs a roll
before the goal still fails, and says that luck is what stopped it."""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.core.game import CHANCE
from connect_widgets.puzzles.goals import Goal, claims_of_five, one_more
from connect_widgets.puzzles.solver import Solver

TABLE = "phase=claim round=5 shape_cards=FILT dice=134 zone_die=4"
FIVE = "16..../2...../3...../45..../....../......"  # a1 a2 a3 a4 b4 is an L, the last claim there is
EMPTY = "....../....../....../....../....../...... s:done"  # a second sheet that has ended its Claim Phase
CLAIM = "claim a1 a2 a3 a4 b4"
FILL = "phase=fill round=5 shape_cards=FILT dice=134 zone_die=4"
ROW = ".2345./....../....../....../....../......"  # write a1 1, write f1 3: row 1 reads 123453


@pytest.mark.parametrize(("players", "sheets"), [(1, FIVE), (2, f"{FIVE}\n{EMPTY}")])
def test_the_claim_that_ends_the_round_solves_the_puzzle(players: int, sheets: str) -> None:
    puzzle = cw.puzzle("connnect", f"{TABLE}\n{sheets}", "claim_connect5", players=players)
    assert puzzle.solution() == ((0, CLAIM),)  # was refused: "no solution (one try: no line)"
    game = puzzle.start()
    game.apply(0, CLAIM)
    assert game.history[-1][0] == CHANCE  # the round ended and the next roll came at once


def test_a_fill_phase_line_may_end_on_the_round_s_last_claim() -> None:
    puzzle = cw.puzzle("connnect", f"{FILL}\n{ROW}", "claim_connect5", within=3, players=1)
    assert puzzle.solution() == ((0, "write a1 1"), (0, "write f1 3"), (0, "claim a1 b1 c1 d1 e1"))


@pytest.mark.parametrize(("players", "sheets"), [(1, FIVE), (2, f"{FIVE}\n{EMPTY}")])
def test_the_widget_s_referee_says_solved_after_the_roll(players: int, sheets: str) -> None:
    puzzle = cw.puzzle("connnect", f"{TABLE}\n{sheets}", "claim_connect5", players=players)
    widget = puzzle.play(bot_delay=0)
    widget.game.apply(puzzle.player, CLAIM)
    assert (CHANCE, "roll") in ((actor, action[:4]) for actor, action in widget.game.history)
    assert puzzle.verdict(widget.game).status == "solved"
    notice = widget.table.notice()
    assert notice is not None and notice["kind"] == "solved"


def _rolled(start: cw.Game, now: cw.Game, player: int) -> bool:
    return bool(now.view(None)["phase"] == "zone")  # the claim ends the round in phase roll: only the dice end it


def test_a_goal_the_roll_itself_would_reach_is_not_forced_and_says_luck_stopped_it() -> None:
    game = cw.new_game("connnect", players=1, position=f"{TABLE}\n{FIVE}")
    answer = Solver(Goal("rolled", "connnect", _rolled, moves=claims_of_five), game, 0).answer(game, 1)
    assert not answer.forced and answer.luck and answer.line == ((0, CLAIM),)  # the try, stopped by the roll


def test_a_line_that_needs_a_roll_before_the_connect_5_fails_on_luck() -> None:
    position = f"{TABLE}\n1...../2...../3...../....../....../......"  # a three, its bonus, then the round ends
    game = cw.new_game("connnect", players=1, position=position)
    with pytest.raises(ValueError, match="no solution"):
        cw.puzzle("connnect", position, "claim_connect5", within=4, players=1)
    answer = Solver(Goal("five", "connnect", one_more("connect-5")), game, 0).answer(game, 4)
    assert not answer.forced and answer.luck


def test_no_move_at_all_is_no_luck() -> None:
    game = cw.new_game("connnect", players=1, position=f"{TABLE}\n1...../2...../3...../....../....../......")
    finishing = Goal("five", "connnect", one_more("connect-5"), moves=lambda game, actor, player: [])
    answer = Solver(finishing, game, 0).answer(game, 1)
    assert not answer.forced and not answer.luck and answer.line == ()


def test_a_puzzle_refused_because_every_line_ends_on_a_roll_says_so() -> None:
    with pytest.raises(ValueError) as refusal:
        sheet = "1...../2...../3...../....../....../......"
        cw.puzzle("connnect", f"{TABLE}\n{sheet}", "claim_connect5", within=4, players=1)
    assert "every line ends on a roll of the dice or a card turned over" in str(refusal.value)
