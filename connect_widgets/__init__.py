"""Click-to-play Jupyter widgets for four tabletop games, on one pure-Python game protocol.

>>> import connect_widgets as cw
>>> game = cw.new_game("connect5", players=2, seed=1)
>>> game.apply(0, game.legal_actions(0)[0])
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .core import CHANCE, CorruptSave, Game, GameInfo, IllegalAction, Option, RandomBot
from .core.game import SAVE_FORMAT, SAVE_VERSION
from .core.registry import GAME_MODULES, bot_kinds, game_module, make_bot

if TYPE_CHECKING:
    from .widget import GameWidget

__version__ = "0.1.0"

GAME_NAMES: tuple[str, ...] = tuple(GAME_MODULES)
"""The games implemented so far, by registry name."""


def game_class(name: str) -> type[Game]:
    """The engine class of game ``name``."""
    return game_module(name).GAME


def new_game(
    name: str,
    players: int | Sequence[str] = 2,
    seed: int | None = None,
    auto_chance: bool = True,
    undo: str = "own",
    **options: Any,
) -> Game:
    """A new game. ``options`` are the game's rule variants; a bad one raises ``ValueError``."""
    return game_class(name)(players=players, seed=seed, auto_chance=auto_chance, undo=undo, **options)


def load_game(text: str) -> Game:
    """The game saved by ``game.to_json()``; :class:`CorruptSave` says what is wrong with a bad save."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as error:
        raise CorruptSave(f"a save is JSON text: {error}") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise CorruptSave(f"not a connect_widgets save (its 'format' should be {SAVE_FORMAT!r})")
    if data.get("version") != SAVE_VERSION:
        raise CorruptSave(f"save version {data.get('version')!r} is not supported (expected {SAVE_VERSION})")
    missing = {"game", "players", "seed", "auto_chance", "undo", "options", "history"} - set(data)
    if missing:
        raise CorruptSave(f"the save lacks {', '.join(sorted(missing))}")
    if not isinstance(data["options"], dict) or not isinstance(data["history"], list):
        raise CorruptSave("the save's options must be an object and its history a list")
    try:
        game = new_game(
            data["game"],
            players=data["players"],
            seed=data["seed"],
            auto_chance=False,
            undo=data["undo"],
            **data["options"],
        )
    except (TypeError, ValueError) as error:
        raise CorruptSave(f"the save's settings are invalid: {error}") from None
    if not isinstance(data["auto_chance"], bool):
        raise CorruptSave("the save's auto_chance must be true or false")
    game.replay(data["history"])  # chance steps come from the save itself
    game.auto_chance = data["auto_chance"]
    return game


def play(name: str, players: int | Sequence[str] = 2, bots: dict[int, str] | None = None, **kwargs: Any) -> GameWidget:
    """A click-to-play widget for game ``name``; ``widget.game`` is the live engine.

    ``bots`` maps seats to bot kinds (``{1: "heuristic"}``); other keyword arguments go to the
    widget (``seed``, ``hints``, ``bot_delay``, ``undo``) or are the game's rule options.
    """
    from .widget import GameWidget  # the engine stays importable without ipywidgets

    return GameWidget.for_game(name)(players=players, bots=bots, **kwargs)


__all__ = [
    "CHANCE",
    "GAME_NAMES",
    "CorruptSave",
    "Game",
    "GameInfo",
    "IllegalAction",
    "Option",
    "RandomBot",
    "bot_kinds",
    "game_class",
    "load_game",
    "make_bot",
    "new_game",
    "play",
]
