"""Click-to-play Jupyter widgets for four tabletop games, on one pure-Python game protocol.

>>> import connect_widgets as cw
>>> game = cw.new_game("connect5", players=2, seed=1)
>>> game.apply(0, game.legal_actions(0)[0])
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any

from . import puzzles
from .core import CHANCE, SPECTATOR, CorruptSave, Game, GameInfo, IllegalAction, Option, RandomBot, Refused, Verdict
from .core.bots import Bot
from .core.registry import GAME_MODULES, BotSpec, bot_kinds, game_class, load_game, make_bot, new_game
from .export import export_html
from .matches import ArenaTable, arena
from .puzzles import Puzzle
from .puzzles.puzzle import puzzle
from .version import __version__ as __version__

if TYPE_CHECKING:
    from .widget import GameWidget


GAME_NAMES: tuple[str, ...] = tuple(GAME_MODULES)
"""The games implemented so far, by registry name."""


def play(
    name: str, players: int | Sequence[str] = 2, bots: Mapping[int, BotSpec | Bot] | None = None, **kwargs: Any
) -> GameWidget:
    """A click-to-play widget for game ``name``; ``widget.game`` is the live engine.

    ``bots`` maps seats to bot levels or kinds (``{1: "hard"}``), to specs with settings as
    :func:`arena` takes them (``{1: {"kind": "hard", "seconds": 2}}``), or to bot objects; other
    keyword arguments go to the widget (``seed``, ``hints``, ``bot_delay``, ``undo``, ``lang``
    ``"en"`` or ``"fr"``, ``thinking`` to show a bot's candidates as it searches, ``inspector=False``
    to leave the Inspector out (a dashboard for students: it shows every hidden card), ``position`` to
    start from) or are the game's rule options.
    """
    from .widget import GameWidget  # the engine stays importable without ipywidgets

    return GameWidget.for_game(name)(players=players, bots=bots, **kwargs)


RESUME_SETTINGS = ("lang", "hints", "bot_delay", "thinking", "inspector")
"""What :func:`resume` takes besides the save and the bots: the rest is the saved game's own."""


def resume(save: str | bytes | Game, bots: Mapping[int, BotSpec | Bot] | None = None, **kwargs: Any) -> GameWidget:
    """A widget going on with a saved game: ``save`` is the text of ``game.to_json()`` (or its bytes, as
    a file gives them: ``Path("game.json").read_bytes()``; or a game,
    which the widget then plays on: ``widget.game`` is it), shown with its whole history, so Undo, the
    move log and Save replay go back to its first move. Chance acts on its own from here, from the
    seed, as in any widget (a save whose dice were scripted by hand waits for none).

    The players, seed, rules and starting position are the save's, and New game deals the next of
    its kind. ``bots`` seats bots as :func:`play` does; ``lang``, ``hints``, ``bot_delay``,
    ``thinking`` and ``inspector`` are the widget's. A corrupt save is refused (:class:`CorruptSave`),
    naming what is wrong.
    """
    game = load_game(save) if isinstance(save, (str, bytes, bytearray)) else save
    if not isinstance(game, Game):
        raise ValueError(f"resume takes a save (the text of game.to_json()) or a game, not {type(save).__name__}")
    if game.sampled_for is not None:  # it could be neither saved nor replayed: the widget's buttons would fail
        raise ValueError("a determinized copy starts from a sampled position: it cannot be resumed, saved or replayed")
    other = sorted(set(kwargs) - set(RESUME_SETTINGS))
    if other:
        raise ValueError(f"resume takes the save's own {', '.join(other)}; give only {', '.join(RESUME_SETTINGS)}")
    widget = play(
        game.info.name,
        list(game.players),
        bots,
        seed=game.seed,
        undo=game.undo_policy,
        position=game.start or None,
        **game.options,
        **kwargs,
    )
    game.auto_chance = True  # a widget has no hand to roll for chance: a die or card waiting is drawn now
    widget.table.seat_at(game)
    widget.table.on_change()  # draw the saved game
    return widget


def __getattr__(name: str) -> ModuleType:
    """A game's package as an attribute, ``cw.connect_the_thoughts`` like ``cw.connnect``, imported
    when first asked for (PEP 562), so ``import connect_widgets`` loads no game it does not need."""
    if name in GAME_MODULES:
        return importlib.import_module(GAME_MODULES[name])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "CHANCE",
    "GAME_NAMES",
    "SPECTATOR",
    "ArenaTable",
    "Bot",
    "CorruptSave",
    "Game",
    "GameInfo",
    "IllegalAction",
    "Option",
    "Puzzle",
    "RandomBot",
    "Refused",
    "Verdict",
    "arena",
    "bot_kinds",
    "export_html",
    "game_class",
    "load_game",
    "make_bot",
    "new_game",
    "play",
    "puzzle",
    "puzzles",
    "resume",
]
