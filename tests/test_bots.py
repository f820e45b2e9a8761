"""Every game's heuristic bot beats random play clearly (one test for every game).

Seats alternate from game to game. In the turn-free race of Connect the Thoughts a seeded RNG
picks who is quickest at each moment. The thresholds are what chance alone would almost never
give: with a fair coin, 17 wins of 20 happen about once in 800 runs.
"""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.testing import play_bots

MATCHES = {"connnect": (20, 17), "connect5": (20, 17), "num_connect": (40, 30), "connect_the_thoughts": (20, 18)}
"""Game -> (games played, games the heuristic bot must win at least)."""


def test_every_game_has_a_match() -> None:
    missing = [name for name in cw.GAME_NAMES if name not in MATCHES]
    assert not missing, f"add {missing} to MATCHES in tests/test_bots.py: (games played, wins the heuristic bot needs)"


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_the_heuristic_bot_beats_random_play_clearly(name: str) -> None:
    games, needed = MATCHES[name]
    wins = heuristic_points = random_points = 0
    for seed in range(games):
        seat = seed % 2
        game = cw.new_game(name, players=2, seed=seed)
        bots = {seat: cw.make_bot(name, "heuristic", seed=seed), 1 - seat: cw.make_bot(name, "random", seed=seed)}
        play_bots(game, bots, seed=seed)
        wins += game.winners() == (seat,)
        heuristic_points += game.scores()[seat]
        random_points += game.scores()[1 - seat]
    assert wins >= needed, f"{name}: the heuristic bot won {wins} of {games}"
    assert heuristic_points > random_points
