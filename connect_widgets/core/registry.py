"""Where each game lives. A game module exposes ``GAME`` (its :class:`Game` subclass), ``BOTS``
(bot kind -> class) and ``Interaction`` (clicks -> actions, for the widget)."""

from __future__ import annotations

import importlib
from types import ModuleType

from .bots import Bot, RandomBot

GAME_MODULES: dict[str, str] = {
    "connnect": "connect_widgets.connnect",
    "connect5": "connect_widgets.connect5",
    "num_connect": "connect_widgets.num_connect",
    "connect_the_thoughts": "connect_widgets.connect_the_thoughts",
}
"""Registry name -> module, in rulebook order; a game is added here when it is complete."""


def game_module(name: str) -> ModuleType:
    """The module of the game called ``name``; ``ValueError`` naming the games otherwise."""
    if name not in GAME_MODULES:
        raise ValueError(f"unknown game {name!r}; the games are: {', '.join(GAME_MODULES)}")
    return importlib.import_module(GAME_MODULES[name])


def bot_kinds(name: str) -> tuple[str, ...]:
    """The bot kinds available for game ``name`` ("random" always)."""
    return ("random", *game_module(name).BOTS)


def make_bot(name: str, kind: str, seed: int | None = None) -> Bot:
    """A new bot of ``kind`` for game ``name``, seeded."""
    bots = {"random": RandomBot, **game_module(name).BOTS}
    if kind not in bots:
        raise ValueError(f"unknown bot {kind!r} for {name}; choose one of: {', '.join(bots)}")
    return bots[kind](seed=seed)
