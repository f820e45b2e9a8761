"""The heuristic bot: lays the longest combination it can, and plays from its own view only.

(That it beats random play clearly is checked once for every game, in ``tests/test_bots.py``.)
"""

from __future__ import annotations

from connect_widgets.num_connect import HeuristicBot
from tests.num_connect.helpers import P0, P1, dealt


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
