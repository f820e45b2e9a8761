"""Bots: anything with ``choose(game, actor) -> action``. They use only the game protocol."""

from __future__ import annotations

import random
from typing import Protocol

from .game import Game


class Bot(Protocol):
    """A player that picks an action for ``actor`` in ``game`` (without changing the game)."""

    kind: str
    """The bot's name in ``cw.make_bot`` ("random", "heuristic")."""

    def choose(self, game: Game, actor: int) -> str:
        """The action ``actor`` should play now (one of ``game.legal_actions(actor)``)."""
        ...


def legal_actions_or_raise(game: Game, actor: int) -> list[str]:
    """``game.legal_actions(actor)``; a ``ValueError`` saying so when ``actor`` cannot act now."""
    actions = game.legal_actions(actor)
    if not actions:
        raise ValueError(f"{game.players[actor]} has no legal action now ({game.describe()})")
    return actions


class RandomBot:
    """Plays a uniformly random legal action; seeded, so a game against it replays exactly."""

    kind = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, game: Game, actor: int) -> str:
        """A random legal action of ``actor``."""
        return self._rng.choice(legal_actions_or_raise(game, actor))

    def __repr__(self) -> str:
        return "RandomBot()"
