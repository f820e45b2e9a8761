"""Build Num Connect positions by dealing chosen hands (auto_chance off), for rule tests."""

from __future__ import annotations

import connect_widgets as cw
from connect_widgets import CHANCE


def dealt(hands: list[list[str]], **options) -> cw.Game:
    """A game whose players hold ``hands`` (equal sizes), dealt one card at a time, player 0 to play."""
    size = len(hands[0])
    game = cw.new_game("num_connect", players=len(hands), seed=0, auto_chance=False, hand_size=size, **options)
    for k in range(size * len(hands)):
        game.apply(CHANCE, hands[k % len(hands)][k // len(hands)])
    return game


def play(game: cw.Game, player: int, *actions: str) -> None:
    """Apply ``actions`` for ``player`` in order."""
    for action in actions:
        game.apply(player, action)


P0 = ["R5", "R6", "R7", "*", "#", "G5", "B5", "Y9"]
P1 = ["Y5", "*", "#", "R2", "B2", "G7", "B6", "Y1"]
OPENING = ("new R5", "put g0 r0c1 R6", "put g0 r0c2 R7", "put g0 r0c3 *", "put g0 r0c-1 #", "confirm")
SET_OF_FIVES = ("cross g0 r-1c0 Y5", "put g0 r-2c0 #", "put g0 r1c0 *", "confirm")
