"""Where each game lives, and making or loading a game by its name.

A game module exposes ``GAME`` (its :class:`Game` subclass), ``BOTS`` (bot kind -> class) and
``Interaction`` (clicks -> actions, for the widget). Modules are imported when first asked for.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Any

from .bots import BaseBot, RandomBot
from .checks import check_seed
from .errors import CorruptSave
from .game import Game
from .options import resolve_options, shown
from .saves import check_drawn, parse_save

GAME_MODULES: dict[str, str] = {
    "connnect": "connect_widgets.connnect",
    "connect5": "connect_widgets.connect5",
    "num_connect": "connect_widgets.num_connect",
    "connect_the_thoughts": "connect_widgets.connect_the_thoughts",
}
"""Registry name -> module, in rulebook order; a game is added here when it is complete."""


def game_module(name: str) -> ModuleType:
    """The module of the game called ``name``; ``ValueError`` naming the games otherwise."""
    if not isinstance(name, str) or name not in GAME_MODULES:
        raise ValueError(f"unknown game {shown(name)}; the games are: {', '.join(GAME_MODULES)}")
    return importlib.import_module(GAME_MODULES[name])


def game_class(name: str) -> type[Game[Any]]:
    """The engine class of game ``name``."""
    return game_module(name).GAME  # type: ignore[no-any-return]


def new_game(
    name: str,
    players: int | Sequence[str] = 2,
    seed: int | None = None,
    auto_chance: bool = True,
    undo: str = "own",
    position: str | None = None,
    **options: Any,
) -> Game[Any]:
    """A new game. ``options`` are the game's rule variants; a bad one raises ``ValueError``.
    ``position`` (the game's position notation, ``game.position()``) starts it there instead."""
    cls = game_class(name)
    return cls(players=players, seed=seed, auto_chance=auto_chance, undo=undo, position=position, **options)


def load_game(text: str | bytes) -> Game[Any]:
    """The game saved by ``game.to_json()`` (the text, or its bytes as a file gives them); a save is
    data, never a file's name. :class:`CorruptSave` says what is wrong with a bad save."""
    data = parse_save(text)
    try:
        resolve_options(game_class(data["game"]).info.options, data["options"], files=False)  # names no file
        game = new_game(
            data["game"],
            players=data["players"],
            seed=data["seed"],
            auto_chance=False,
            undo=data["undo"],
            position=data.get("position") or None,  # "" as save_text means it: the rules' own start
            **data["options"],
        )
    except (TypeError, ValueError) as error:
        raise CorruptSave(f"the save's settings are invalid: {error}") from None
    game.replay(data["history"])  # chance steps come from the save itself
    check_drawn(data, game.scripted_chance(), game.history)
    game.auto_chance = data["auto_chance"]
    return game


BUDGETS = frozenset({"seconds", "simulations"})
"""The settings that bound a search's thinking; one given to a level replaces the level's own."""
BotSpec = str | Mapping[str, Any]
"""A bot as data: a kind or level ("hard"), or a mapping with ``"kind"`` and the bot's settings."""

LEVELS: dict[str, str] = {"easy": "heuristic", "medium": "mcts", "hard": "mcts"}
"""The difficulty a player chooses -> the bot kind that plays it. "easy" is the game's heuristic;
"medium" and "hard" are the game's search, with the settings its ``levels`` gives each level
(:attr:`~.search.SearchBot.levels`)."""


def bot_kinds(name: str) -> tuple[str, ...]:
    """The bots available for game ``name``: the levels, then "random", the game's own and "mcts"."""
    return (*LEVELS, *_bots(name))


def _bots(name: str) -> dict[str, Any]:
    from .search import SearchBot  # the search is loaded only when a bot is asked for

    bots = {"random": RandomBot, **game_module(name).BOTS}
    bots.setdefault("mcts", SearchBot)  # a game may bring its own search, told about the game
    return bots


def make_bot(name: str, kind: str, seed: int | None = None, **settings: Any) -> BaseBot:
    """A new bot of ``kind`` (a level or a bot kind) for game ``name``, seeded; ``settings`` go to the
    bot (a search budget) and override a level's. ``seed`` is checked as a game's is. The bot knows
    its game (``bot.plays``): it refuses a seat of another."""
    bots = _bots(name)
    if seed is not None:  # None stays None: the bot is then unseeded, as random.Random(None) is
        seed = check_seed(seed)  # a Python int (random.Random takes no NumPy integer)
    base = LEVELS.get(kind, kind) if isinstance(kind, str) else kind
    if not isinstance(base, str) or base not in bots:
        raise ValueError(f"unknown bot {shown(kind)} for {name}; choose one of: {', '.join((*LEVELS, *bots))}")
    _refuse_unknown_settings(name, kind, bots[base], settings)  # the user's own, before a level's presets
    try:
        bot: BaseBot = bots[base](seed=seed, **_with_level(bots[base], kind, settings))
    except TypeError as error:  # a setting's value of the wrong type, or a bot that names no settings
        if not settings:
            raise
        raise ValueError(f"the {kind!r} bot of {name} cannot take {', '.join(map(repr, settings))}: {error}") from None
    if not isinstance(bot, BaseBot):  # what make_bot promises: analysis(), settings(), plays
        raise TypeError(f"{name}'s bot {base!r} is a {type(bot).__name__}, not a BaseBot (docs/ADDING_A_GAME.md)")
    if kind in LEVELS:
        bot.kind = kind  # the table seats the same level again in its next game
    bot.plays = name  # random and the shared search play any game: this one plays this game
    return bot


def _with_level(factory: Any, kind: str, settings: dict[str, Any]) -> dict[str, Any]:
    """``settings`` over the presets of level ``kind`` (none for a bot kind). A budget given replaces
    the level's (``seconds=2`` thinks for 2 s, not the level's simulations); a budget of ``None`` means
    the level's own, so it is dropped, not passed on (the search would read it as "no budget" and fall
    back to its default). Two budgets given are passed on, for the search to refuse."""
    given = {setting: value for setting, value in settings.items() if setting not in BUDGETS or value is not None}
    preset = getattr(factory, "levels", {}).get(kind, {}) if kind in LEVELS else {}
    if BUDGETS & set(given):
        preset = {setting: value for setting, value in preset.items() if setting not in BUDGETS}
    return {**preset, **given}


def build_bot(name: str, spec: BotSpec, seed: int) -> BaseBot:
    """The bot a spec describes: a kind, or a mapping with ``"kind"`` and the bot's settings."""
    if isinstance(spec, str):
        return make_bot(name, spec, seed=seed)
    if not isinstance(spec, Mapping):
        raise ValueError(
            "a bot spec is a bot kind (like 'easy') or a mapping with a 'kind' "
            f"(like {{'kind': 'mcts', 'seconds': 0.5}}), not {spec!r}"
        )
    settings = dict(spec)
    kind = settings.pop("kind", None)
    if not isinstance(kind, str):
        raise ValueError(f"a bot spec needs a 'kind' (like {{'kind': 'easy'}}), not {spec!r}")
    _refuse_spec_keys(settings)
    return make_bot(name, kind, seed=seed, **settings)


SET_BY_THE_TABLE = {
    "seed": "the table or the arena seeds each bot itself",
    "name": "the game is the table's or the arena's",
}
"""Arguments of :func:`make_bot` that a spec cannot set, and why."""


def _refuse_spec_keys(settings: Mapping[Any, Any]) -> None:
    """Refuse a spec's key that is not text, or that :func:`make_bot` takes itself (Python would
    raise its own ``TypeError`` about repeated arguments)."""
    for key in settings:
        if not isinstance(key, str):
            raise ValueError(f"a bot spec's settings are named by text, like 'simulations', not {shown(key)}")
        if key in SET_BY_THE_TABLE:
            raise ValueError(f"a bot spec cannot set {key!r}: {SET_BY_THE_TABLE[key]}")


def _refuse_unknown_settings(name: str, kind: str, factory: Any, settings: dict[str, Any]) -> None:
    """``ValueError`` naming only the settings ``factory`` does not take, and the ones it does."""
    taken = _settings_taken(factory)
    unknown = [setting for setting in settings if taken is not None and setting not in taken]
    if unknown:
        offer = f"; its settings are: {', '.join(sorted(taken))}" if taken else ""
        raise ValueError(f"the {kind!r} bot of {name} takes no setting {', '.join(map(repr, unknown))}{offer}")


def _settings_taken(factory: Any) -> set[str] | None:
    """The keyword settings a bot class takes, following ``**settings`` up to its base classes;
    ``None`` when that cannot be told (a factory that takes any keyword)."""
    taken: set[str] = set()
    for cls in getattr(factory, "__mro__", ()):
        init = cls.__dict__.get("__init__")
        if init is None:
            continue
        parameters = inspect.signature(init).parameters.values()
        taken |= {p.name for p in parameters if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)}
        if not any(p.kind is p.VAR_KEYWORD for p in parameters):
            return taken - {"self", "seed"}
    return None
