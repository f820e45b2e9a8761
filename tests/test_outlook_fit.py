"""The fit behind Connnect's outlook (``python -m benchmarks.outlook``): the rows one seeded game
gives, and least squares that find the weights a known rule was made with."""

from __future__ import annotations

import argparse
import random

import pytest

from benchmarks.outlook import _spec, fit, game_rows
from connect_widgets.connnect.outlook import FEATURES
from connect_widgets.connnect.rounds import ROUNDS


def test_one_game_notes_every_sheet_at_every_round_s_start_the_same_for_its_seed() -> None:
    rows = game_rows(3)
    assert sorted(round_number for round_number, _, _ in rows) == sorted(list(range(1, ROUNDS + 1)) * 2)
    assert {len(found) for _, found, _ in rows} == {len(FEATURES)}
    assert rows == game_rows(3) and rows != game_rows(4)


def test_the_rows_can_come_from_the_search_s_own_games() -> None:
    """``--bot`` takes a kind or a spec as JSON; the search's games are its own, every round noted."""
    assert _spec("easy") == "easy"
    spec = _spec('{"kind": "hard", "simulations": 2}')
    assert spec == {"kind": "hard", "simulations": 2}
    with pytest.raises(argparse.ArgumentTypeError, match="is not JSON"):
        _spec('{"kind": "hard",')
    rows = game_rows(3, bot=spec)
    assert sorted(round_number for round_number, _, _ in rows) == sorted(list(range(1, ROUNDS + 1)) * 2)
    assert rows != game_rows(3)


def test_the_fit_finds_the_weights_points_were_made_with() -> None:
    """Points to come = 5 + 2 x the first feature - 1 x the fourth, in every round: the fit recovers
    them (the ridge barely shrinks them on 500 rows) and explains all the held-out points."""
    rng = random.Random(0)
    games = []
    for _ in range(500):
        game = []
        for round_number in range(1, ROUNDS + 1):
            found = tuple(float(rng.randint(0, 9)) for _ in FEATURES)
            game.append((round_number, found, 5.0 + 2.0 * found[0] - found[3]))
        games.append(game)
    weights, explained = fit(games)
    assert len(weights) == ROUNDS and {len(row) for row in weights} == {1 + len(FEATURES)}
    expected = [5.0, 2.0, 0.0, 0.0, -1.0] + [0.0] * (len(FEATURES) - 4)
    for row in weights:
        assert row == pytest.approx(expected, abs=0.1)
    assert min(explained) > 0.99
