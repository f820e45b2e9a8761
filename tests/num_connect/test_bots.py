"""The heuristic bot: beats random play clearly, and plays from its own view only."""

from __future__ import annotations

import connect_widgets as cw
from connect_widgets import RandomBot
from connect_widgets.num_connect import HeuristicBot
from connect_widgets.testing import play_bots
from tests.num_connect.helpers import P0, P1, dealt


def play_out(seed: int, heuristic_seat: int) -> cw.Game:
    game = cw.new_game("num_connect", players=2, seed=seed)
    return play_bots(game, {heuristic_seat: HeuristicBot(seed=seed), 1 - heuristic_seat: RandomBot(seed=seed)})


def test_heuristic_beats_random_clearly():
    """30 seeded games, seats alternating. The deal decides a lot (a first lay needs a Rainbow and a
    Shadow), yet it wins at least 4 games in 5, where chance would give 1 in 2."""
    games = [play_out(seed, seed % 2) for seed in range(30)]
    wins = sum(seed % 2 in game.winners() for seed, game in enumerate(games))
    assert wins >= 24
    left = [(-game.scores()[seed % 2], -game.scores()[1 - seed % 2]) for seed, game in enumerate(games)]
    assert sum(h for h, _ in left) * 2 < sum(r for _, r in left)  # half as many cards left, or fewer


def test_heuristic_lays_the_longest_combination():
    game = dealt([P0, P1])
    bot = HeuristicBot(seed=1)
    while game.actors() == (0,) and game.view(0)["laid_this_turn"] is False:
        game.apply(0, bot.choose(game, 0))
    # the longest first lay from this hand is Y9 * R7 R6 R5 # (6 cards; the Rainbow is 8, the Shadow 4)
    assert [game.view(0)["grids"][0][c] for c in game.view(0)["combinations"][0].split()[1:]] == [
        "Y9",
        "*",
        "R7",
        "R6",
        "R5",
        "#",
    ]


def test_heuristic_sees_only_its_view():
    a = dealt([P0, P1])
    b = dealt([P0, ["Y5", "*", "#", "R2", "B2", "G7", "B6", "Y16"]])
    assert HeuristicBot(seed=3).choose(a, 0) == HeuristicBot(seed=3).choose(b, 0)


def test_heuristic_draws_when_blocked_and_discards_a_loner():
    game = dealt([["R1", "R2", "B9", "G14"], ["Y5", "*", "#", "R12"]])
    bot = HeuristicBot(seed=0)
    assert bot.choose(game, 0) == "draw"
    game.apply(0, "draw")
    game.apply(-1, "Y7")
    assert bot.choose(game, 0) in ("discard B9", "discard G14")
