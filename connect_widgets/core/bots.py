"""Bots: anything with ``choose(seat) -> action``. A bot sees the game only through its seat.

A :class:`~connect_widgets.core.seat.Seat` shows one player's view, legal actions and history,
and lets the bot look ahead on a determinized copy; so a bot's choice is a function of what its
player may know and of its own seed, never of hidden cards or of the game's seed.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Protocol

from .seat import Seat


class Bot(Protocol):
    """A player that picks an action for its seat (without changing the game)."""

    kind: str
    """The bot's name in ``cw.make_bot`` ("random", "heuristic")."""

    def choose(self, seat: Seat) -> str:
        """The action ``seat``'s player should play now (one of ``seat.legal_actions()``)."""
        ...


def next_in_turn(seats: Iterable[int], last: int) -> int:
    """The first of ``seats`` after seat ``last`` in seat order, cyclically: players able to act at
    once (a simultaneous phase, a race) take turns, and none moves twice while another waits."""
    return min(seats, key=lambda seat: (seat <= last, seat))


def legal_actions_or_raise(seat: Seat) -> list[str]:
    """``seat.legal_actions()``; a ``ValueError`` saying so when the seat's player cannot act now."""
    actions = seat.legal_actions()
    if not actions:
        raise ValueError(f"{seat.players[seat.player]} has no legal action now ({seat.describe()})")
    return actions


class RandomBot:
    """Plays a uniformly random legal action; seeded, so a game against it replays exactly."""

    kind = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, seat: Seat) -> str:
        """A random legal action of the seat's player."""
        return self._rng.choice(legal_actions_or_raise(seat))

    def __repr__(self) -> str:
        return "RandomBot()"
