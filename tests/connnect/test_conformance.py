"""The protocol checker on rule variants (default rules: tests/test_conformance.py, with every
game), and the heuristic bot's manners (its match against random play: tests/test_bots.py)."""

from __future__ import annotations

import connect_widgets as cw
from connect_widgets.connnect import HeuristicBot
from connect_widgets.testing import check_game


def test_conformance_with_variant_options() -> None:
    assert check_game("connnect", 2, games=10, setup="own", order="chain", gaps=True, arrows="alternate") > 0


def test_bot_is_seeded_and_leaves_the_game_unchanged() -> None:
    game = cw.new_game("connnect", players=3, seed=5)
    before = game.history
    moves = [HeuristicBot(1).choose(game.seat(game.actors()[0])) for _ in range(2)]
    assert moves[0] == moves[1] and game.history == before
