"""Connnect's outlook: the features the search reads on a sheet at a round's end, and the fitted
weights that turn them into the points a sheet is expected to end the game with."""

from __future__ import annotations

import re

import pytest

import connect_widgets as cw
from connect_widgets.connnect import outlook
from connect_widgets.connnect.bots import Position
from connect_widgets.connnect.outlook import FEATURES, expected_points, features

EMPTY = "/".join(["......"] * 6)
REST = "x: c: b:oooooooooooooooooo f:0 d:425 w:25 p: k:0 4:I..O..T..S..L.. 5: o:0,0,0 s:acting t:0"


def position_of(first_row: str, round_number: int = 3) -> Position:
    """Lisa's sheet with ``first_row`` written on row 1 (a1 to f1), Lucas's empty, in the Fill Phase."""
    sheet = "/".join([first_row] + ["......"] * 5)
    game = cw.new_game(
        "connnect", players=2, seed=5, position=f"round={round_number} dice=245 zone_die=4 {sheet} {REST} {EMPTY}"
    )
    return Position(game, 0)


def named(first_row: str) -> dict[str, float]:
    found = features(position_of(first_row), "all")
    assert len(found) == len(FEATURES)
    return {name: value for name, value in zip(FEATURES, found, strict=True) if value}


def test_an_empty_sheet_has_only_its_open_bonuses_marks_and_spaces() -> None:
    assert named("......") == {
        "free_next": 1.0,  # the first Free Action costs 1 point
        "open3": 12.0,
        "open4": 6.0,
        "first4": 5.0,  # every first-claim mark still to win
        "boxes5": 4.0,
        "card5": 16.0,  # the top score card
        "empty": 36.0,
    }


def test_two_numbers_count_in_their_row_and_columns_and_reach_for_a_connect_3() -> None:
    found = named("12....")
    assert found["empty"] == 34.0 and found["usable"] == 2.0
    # a1=1 b1=2: 2 numbers in row 1, 1 in each column; all distinct (6 points still possible);
    # row 1 may still read 1 to 6 and column a too, but not column b (a 2 on top).
    assert (found["lines"], found["lines6"], found["lines8"]) == (4.0, 4.0, 3.0)
    assert found["near3"] == 3.0 and found["ways3"] == 2.0 and "now3" not in found  # one number away
    assert found["circles2"] == 1.0


def test_a_pair_of_threes_keeps_eight_points_in_its_row_but_not_six() -> None:
    found = named("33....")
    assert (found["lines"], found["lines6"], found["lines8"]) == (4.0, 2.0, 2.0)


def test_a_connect_3_claimable_now_is_read_with_its_worth_and_the_connect_4_it_nears() -> None:
    found = named("123...")
    assert found["now3"] == 3.0 and found["near4"] == 10.0 and found["ways4"] == 3.0


def test_numbers_written_raise_the_outlook_and_the_rounds_left_lower_it() -> None:
    assert expected_points(position_of("12...."), 3, "all") > expected_points(position_of("......"), 3, "all")
    empty = [expected_points(position_of("......", r), r, "all") for r in (1, 6, 12)]
    assert empty[0] > empty[1] > empty[2]  # fewer rounds left, fewer points to come


def test_weights_fitted_on_other_features_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    outlook._weights.cache_clear()
    monkeypatch.setattr(outlook, "FEATURES", {**FEATURES, "new": "a feature the fit never saw"})
    with pytest.raises(ValueError, match=re.escape("fitted on other features: run python -m benchmarks.outlook")):
        outlook._weights()
    monkeypatch.undo()
    outlook._weights.cache_clear()
    assert len(outlook._weights()) == 12 and {len(row) for row in outlook._weights()} == {1 + len(FEATURES)}
