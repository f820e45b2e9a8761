"""Blocks that only feed an eat: a token on the dot of the rival's four that the rival eats at once,
with the four open again, so that the same block is needed next turn, and eaten again.

The heuristic counts such a token as blocking nothing (:func:`eats_of`). The search leaves such blocks
out of the moves it weighs (:func:`not_in_vain`): its tree sees a point lost a turn, never where it
ends, and with 1,600 simulations hard blocked the same dot 20 times in a row and lost 1-27 where
conceding the Connect 5 loses 1-6 (benchmarks/STRENGTH.md).

Read as a player reads it: the seat, its history, copies one move ahead (:func:`~.teaching.after`)
and the teaching helpers.
"""

from __future__ import annotations

import random

from ..core.seat import Seat
from .game import Connect5
from .teaching import after, is_eat, line_dots, occupied, rounds_after, target

FEEDS_TRIED = 2
"""In a game's last round, how many blocks in a row the search makes with a token the rival eats at
once before it concedes the Connect 5: the rival may not eat (medium once ate a block, then played
elsewhere, and lost 5-6), but easy always does."""


def eats_of(twin: Connect5, actor: int, dot: str, rng: random.Random) -> list[Connect5]:
    """The positions after each eat of the next player that takes ``actor``'s token on ``dot``."""
    rival = twin.actors()[0]
    eats = (action for action in twin.legal_actions(rival) if is_eat(twin, action))
    backs = (after(twin.seat(rival), action, rng) for action in eats)
    return [back for back in backs if occupied(back).get(dot, (rival,))[0] != actor]


def not_in_vain(seat: Seat, actions: list[str], rng: random.Random) -> list[str]:
    """``actions`` without the blocks of the rival's four that the rival eats at once, opening it again
    (unless nothing else is left). While another round follows, the points fed still count and the
    Connect 5 conceded ends only the round: no such block. In the last round (a quick game's only one)
    the Connect 5 ends the game and the rival may not eat: :data:`FEEDS_TRIED` in a row, then no more."""
    rival = 1 - seat.player
    dots = line_dots(seat, rival)[0]
    if len(dots) != 1 or line_dots(seat, seat.player)[0]:
        return actions  # a Connect 5 of one's own to make, or two of theirs to stop: nothing to weigh here
    if not rounds_after(seat) and fed(seat, *dots) < FEEDS_TRIED:
        return actions
    kept = [action for action in actions if target(seat, action) not in dots or not _eaten_back(seat, action, rng)]
    return kept or actions


def fed(seat: Seat, dot: str) -> int:
    """How many of the seat player's last moves in a row put a token on ``dot`` (read from the history)."""
    mine = [action for actor, action in seat.history if actor == seat.player]
    count = 0
    while count < len(mine) and target(seat, mine[-1 - count]) == dot:
        count += 1
    return count


def _eaten_back(seat: Seat, action: str, rng: random.Random) -> bool:
    """Whether the rival, after the seat's ``action``, has an eat that takes its token and leaves them a four."""
    blocked, rival = after(seat, action, rng), 1 - seat.player
    if list(blocked.actors()) != [rival]:
        return False
    return any(line_dots(back, rival)[0] for back in eats_of(blocked, seat.player, target(seat, action), rng))
