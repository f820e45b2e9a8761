"""Bots: anything with ``choose(seat) -> action``. A bot sees the game only through its seat.

A :class:`~connect_widgets.core.seat.Seat` shows one player's view, legal actions and history,
and lets the bot look ahead on a determinized copy; so a bot's choice is a function of what its
player may know and of its own seed, never of hidden cards or of the game's seed. The package's
bots share :class:`BaseBot` (``analysis()``) and refuse anything but a seat in the same words
(:func:`legal_actions_or_raise`, which each asks first).
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Iterable
from typing import Any, Protocol

from .analysis import Analysis
from .game import Game
from .options import shown
from .seat import Seat
from .words import PROTOCOL


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
    """``seat.legal_actions()``; a ``ValueError`` saying so when the seat's player cannot act now, or
    when ``seat`` is not a seat (every bot asks here first, so each refuses a wrong argument alike)."""
    check_seat(seat)
    actions = seat.legal_actions()
    if not actions:
        raise ValueError(f"{seat.players[seat.player]} has no legal action now ({seat.describe()})")
    return actions


def check_seat(seat: Any) -> None:
    """Refuse anything but a :class:`Seat` with a ``ValueError`` saying what to pass. Unchecked, a bot
    given the game fails deep inside with Python's own words (a missing argument, no attribute)."""
    if isinstance(seat, Seat):
        return
    if isinstance(seat, Game):  # the referee, who sees every hidden card: a bot plays through its seat
        raise ValueError(
            "a bot chooses through its player's seat, not the game: pass game.seat(player), "
            "like bot.choose(game.seat(0)) for the first player"
        )
    raise ValueError(f"a bot chooses through a seat, game.seat(player), not {shown(seat)}")


def check_policy(policy: Any) -> None:
    """Refuse, when the bot is made, a playout policy (a search's ``policy`` setting) that cannot be
    called as ``policy(game, actor, actions, rng)``; ``None`` (random playouts) is fine. Unchecked,
    it would fail only inside the bot's first search, as an internal error of the widget."""
    if policy is not None and not (callable(policy) and _takes_a_playout(policy)):
        raise ValueError(PROTOCOL.text("bot.policy", value=repr(policy)[:60]))


def _takes_a_playout(policy: Any) -> bool:
    """Whether callable ``policy`` accepts the four arguments of a playout move."""
    try:
        inspect.signature(policy).bind(None, 0, [], None)
    except ValueError:  # Python cannot read its signature (some builtins): trust it
        return True
    except TypeError:  # it takes other arguments
        return False
    return True


class BaseBot:
    """What every bot of this package shares: :meth:`analysis`, so that any bot may be asked what it
    thought (the search bots answer with their :class:`Analysis`)."""

    def analysis(self) -> Analysis | None:
        """What the bot thought of its last move: ``None``, as it does not search."""
        return None


class RandomBot(BaseBot):
    """Plays a uniformly random legal action; seeded, so a game against it replays exactly."""

    kind = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, seat: Seat) -> str:
        """A random legal action of the seat's player."""
        return self._rng.choice(legal_actions_or_raise(seat))

    def __repr__(self) -> str:
        return "RandomBot()"
