"""Bots: anything with ``choose(seat) -> action``. A bot sees the game only through its seat.

A :class:`~connect_widgets.core.seat.Seat` shows one player's view, legal actions and history,
and lets the bot look ahead on a determinized copy; so a bot's choice is a function of what its
player may know and of its own seed, never of hidden cards or of the game's seed. The package's
bots share :class:`BaseBot` (``analysis()``, the game it plays, a repr of its settings) and refuse
anything but a seat of their game in the same words (:func:`legal_actions_or_raise`, which each asks
first).
"""

from __future__ import annotations

import inspect
import math
import random
from collections.abc import Iterable
from typing import Any, Protocol

from .analysis import Analysis
from .checks import check_count, check_seed
from .game import Game
from .options import shown
from .seat import Seat
from .words import PROTOCOL


class Bot(Protocol):
    """A player that picks an action for its seat (without changing the game). It may also say which
    game it plays (``plays``, a registry name, as the package's bots do): a table then refuses to
    seat it at another game's."""

    kind: str
    """The bot's name in ``cw.make_bot`` ("random", "heuristic")."""

    def choose(self, seat: Seat) -> str:
        """The action ``seat``'s player should play now (one of ``seat.legal_actions()``)."""
        ...


def next_in_turn(seats: Iterable[int], last: int) -> int:
    """The first of ``seats`` after seat ``last`` in seat order, cyclically: players able to act at
    once (a simultaneous phase, a race) take turns, and none moves twice while another waits."""
    return min(seats, key=lambda seat: (seat <= last, seat))


def legal_actions_or_raise(seat: Seat, plays: str | None = None) -> list[str]:
    """``seat.legal_actions()``; a ``ValueError`` saying so when the seat's player cannot act now, or
    when ``seat`` is not a seat, or one of another game than ``plays`` (the bot's own, if it has one):
    every bot asks here first, so each refuses a wrong argument alike, and before it changes anything."""
    check_seat(seat, plays)
    actions = seat.legal_actions()
    if not actions:
        raise ValueError(f"{seat.players[seat.player]} has no legal action now ({seat.describe()})")
    return actions


def check_seat(seat: Any, plays: str | None = None) -> None:
    """Refuse anything but a :class:`Seat` (of game ``plays``, if given) with a ``ValueError`` saying
    what to pass. Unchecked, a bot given the game, or a seat of another game, fails deep inside with
    Python's own words (a missing argument, no attribute, a ``KeyError`` on another game's view)."""
    if isinstance(seat, Seat):
        if plays is not None and seat.name != plays:
            raise ValueError(
                f"this bot plays {plays}, not {seat.name}: make one for {seat.name}, "
                f"like cw.make_bot({seat.name!r}, 'easy')"
            )
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


def check_budget(seconds: float | None, simulations: int | None) -> None:
    """Refuse a search's budget that is not one positive number of ``simulations`` or of ``seconds``.
    Both at once are refused: the search would stop at whichever it reached first, so a spec that
    names ``simulations`` would say it replays exactly when the clock may cut it short."""
    if simulations is not None:
        check_count("simulations", simulations)
    if seconds is not None and (
        isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not 0 < seconds < math.inf
    ):  # NaN compares false, so it is refused too: a search of no end would never move
        raise ValueError(f"seconds must be a positive number, not {shown(seconds)}")
    if seconds is not None and simulations is not None:
        raise ValueError(
            f"give a search one budget, not simulations={simulations} and seconds={seconds:g}: simulations "
            "play the same moves on any machine, seconds as many simulations as the machine makes in that "
            "time; leave the other out (or None)"
        )


class BaseBot:
    """What every bot of this package shares: :meth:`analysis`, so that any bot may be asked what it
    thought (the search bots answer with their :class:`Analysis`), the game it plays (:attr:`plays`)
    and a repr of its class and settings."""

    kind: str
    """The bot's name in ``cw.make_bot`` ("random", "heuristic"), or the level it was made for ("hard")."""

    plays: str | None = None
    """The registry name of the game the bot plays ("connect5"): a game's own bots know it, and
    ``cw.make_bot`` tells every bot it makes. Its ``choose`` refuses a seat of another game. ``None``:
    any game (a bot made by hand, like ``RandomBot(seed)``)."""

    def choose(self, seat: Seat) -> str:
        """The action ``seat``'s player should play now: each bot's own."""
        raise NotImplementedError(f"{type(self).__name__} chooses no move")

    def analysis(self) -> Analysis | None:
        """What the bot thought of its last move: ``None``, as it does not search."""
        return None

    def settings(self) -> dict[str, Any]:
        """The settings that make it play as it does, as ``cw.make_bot`` takes them (a search's budget
        and temperature): none here. Its repr shows them."""
        return {}

    def __repr__(self) -> str:
        level = vars(self).get("kind")  # cw.make_bot names a level ("hard") on the bot that plays it
        told = [f"level={level!r}"] if isinstance(level, str) and level != getattr(type(self), "kind", None) else []
        told += [f"{name}={_number(value)}" for name, value in self.settings().items()]
        return f"{type(self).__name__}({', '.join(told)})"


def _number(value: Any) -> str:
    """A setting as a repr shows it: a float without its binary tail (1.5, not 1.5000000000000002)."""
    return f"{value:g}" if isinstance(value, float) else repr(value)


class RandomBot(BaseBot):
    """Plays a uniformly random legal action; seeded, so a game against it replays exactly."""

    kind = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed if seed is None else check_seed(seed))  # refused as a game's seed is

    def choose(self, seat: Seat) -> str:
        """A random legal action of the seat's player."""
        return self._rng.choice(legal_actions_or_raise(seat, self.plays))
