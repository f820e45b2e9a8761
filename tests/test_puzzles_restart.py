"""A puzzle's New game sets the same puzzle up again: what its position leaves to the seed (Connnect's
shape cards, Num Connect's hidden hands) is dealt as it was when the puzzle was checked. A table
without a puzzle still moves on to the next seed."""

from __future__ import annotations

import re

import connect_widgets as cw
from connect_widgets.puzzles import Puzzle, shipped_puzzle


def _without_shape_cards(puzzle: Puzzle) -> str:
    """The shipped Connnect puzzle's position with its shape cards left to the seed."""
    position = re.sub(r"shape_cards=\S+ face_down=\S+ ", "", puzzle.position)
    return re.sub(r" 5:\S*", " 5:", position)


def _assert_set_up_again(puzzle: Puzzle, games: int) -> None:
    widget = puzzle.play(bot_delay=0)
    for _ in range(games):
        widget.new_game()
    notice = widget.table.notice()
    assert notice is not None and notice["text"] == puzzle.task()
    assert puzzle.verdict(widget.game).status == "open"  # was "refuted" before any move (Connnect)
    assert widget.game.position() == puzzle.start().position()
    assert widget.game.seed == puzzle.seed


def test_new_game_deals_a_connnect_puzzle_s_shape_cards_again_as_they_were_checked() -> None:
    # With seed 2 these shape cards make the puzzle unsolvable: two New games (seeds 1, 2) dealt that.
    puzzle = cw.puzzle("connnect", _without_shape_cards(shipped_puzzle("connnect_4")), "claim_connect5", 3, players=1)
    _assert_set_up_again(puzzle, games=2)


def test_new_game_deals_a_num_connect_puzzle_s_hidden_hand_again() -> None:
    puzzle = shipped_puzzle("num_connect_1")  # "?10": the other hand is dealt from the seed
    _assert_set_up_again(puzzle, games=1)


def test_a_table_without_a_puzzle_still_deals_the_next_seed() -> None:
    widget = cw.play("num_connect", seed=3)
    widget.new_game()
    assert widget.game.seed == 4
