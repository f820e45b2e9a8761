"""What :func:`~connect_widgets.matches.arena` checks before any game is dealt: its numbers (games,
seed, opening moves), each bot's label and spec, the rule options, and that each spec can be sent to
worker processes. A bad one is refused here, by its name or label, not inside a worker mid-arena."""

from __future__ import annotations

import multiprocessing
import os
import pickle
import sys
import threading
from collections.abc import Mapping, Sequence
from multiprocessing.context import BaseContext
from typing import Any

from .core.checks import SEEDS, check_count, check_whole, player_names, seed_number
from .core.info import GameInfo
from .core.options import shown, whole
from .core.registry import BotSpec, build_bot, game_class, new_game


def check_arguments(
    name: str, bots: Mapping[str, BotSpec], games: int, seed: int, options: Mapping[str, Any], opening_moves: int
) -> tuple[int, int, int]:
    """Refuse bad arguments of ``cw.arena`` with a ``ValueError`` saying what is wrong, before any game is
    played; ``games``, ``seed`` and ``opening_moves`` as Python integers."""
    if not isinstance(bots, Mapping) or len(bots) < 2:
        raise ValueError(f"the arena needs at least two bots by label, like {{'A': 'easy', 'B': 'random'}}: {bots!r}")
    check_specs(name, bots)  # a bad label or spec is refused here, not in a worker
    numbers = _check_numbers(*(python_int(number) for number in (games, seed, opening_moves)))
    check_rule_options(name, options, list(bots)[:2])
    return numbers


def python_int(value: Any) -> Any:
    """``value`` as a Python ``int`` if it is a whole number of another type (NumPy's ``int64``, as a
    sweep like ``np.geomspace(2, 512, 5).astype(int)`` gives); anything else as it is, to be refused."""
    number = whole(value)
    return value if number is None else number


def _check_numbers(games: int, seed: int, opening_moves: int) -> tuple[int, int, int]:
    """Refuse a bad number of games (odd ones too), seed or opening length."""
    check_count("games", games)
    if games % 2:  # the last game would have no seat-swapped partner: its first bot would move first once more
        raise ValueError(f"games must be even, so that each bot of a pair moves first as often: {games}")
    # cw.new_game draws a seed for None, but the arena's table is made again from its seed: its own words
    number = seed_number(seed)
    if number is None:
        raise ValueError(f"seed must be an integer from {SEEDS}, not {shown(seed)}: the same seed gives the same table")
    return games, number, check_whole("opening_moves", opening_moves)


def check_specs(name: str, specs: Mapping[str, BotSpec]) -> None:
    """Refuse, by its label, a bot of ``specs`` (label -> spec, as ``cw.arena`` takes them): a label that
    game ``name`` would refuse as its player's name (the label is one in the games), or a spec that makes
    no bot of the game. An arena refuses them before any game, not inside a worker."""
    info = game_class(name).info
    for label, spec in specs.items():
        _check_label(info, label)
        try:
            build_bot(name, spec, 0)
        except (TypeError, ValueError) as error:  # TypeError: a setting's name that is not text
            raise ValueError(f"bot {label!r}: {error}") from None


def _check_label(info: GameInfo, label: str) -> None:
    """Refuse a label the game would refuse as a player's name, by the game's own rule for names."""
    # The rule checks a list of players, so the label goes with a default name that differs from it
    # (a valid name): a refusal is then about the label alone.
    other = next(default for default in info.default_names if default != label)
    try:
        player_names(info, [label, other])
    except ValueError as error:
        raise ValueError(f"bot label {label!r} is refused as its player's name in the games: {error}") from None


def check_rule_options(name: str, options: Mapping[str, Any], players: Sequence[str]) -> None:
    """Refuse what is not one of game ``name``'s rule options, then the rule options by building a game
    for ``players``: the arena sets the players, the seeds and the rest of :func:`new_game`'s arguments
    itself (passed on, they would clash with its own or break the games in the workers)."""
    valid = sorted(option.name for option in game_class(name).info.options)
    unknown = sorted(str(key) for key in set(options) - set(valid))
    if unknown:
        raise ValueError(
            f"the arena takes only {name}'s rule options, not {', '.join(unknown)}; "
            f"the rule options are: {', '.join(valid) or 'none'}"
        )
    try:
        new_game(name, players=players, seed=0, **options)
    except TypeError as error:  # an option's converter given a value of the wrong type
        raise ValueError(f"the rule options {dict(options)!r} are invalid for {name}: {error}") from None


def check_sendable(specs: Mapping[str, BotSpec]) -> None:
    """Refuse, by its label, a spec that worker processes cannot receive (a ``policy`` that is a lambda
    or a local function does not pickle): unchecked, it fails inside the process pool, mid-arena."""
    for label, spec in specs.items():
        try:
            pickle.dumps(spec)
        except Exception as error:  # an object may refuse pickling with any error its __reduce__ raises
            raise ValueError(
                f"bot {label!r}: its spec cannot be sent to the worker processes ({error}): define its "
                "settings at a module's top level, or play in this process with "
                "executor=concurrent.futures.ThreadPoolExecutor()"
            ) from None


def worker_context(specs: Mapping[str, BotSpec]) -> BaseContext | None:
    """How the local worker processes start for ``specs`` on Linux: by forking this process when it runs
    no other thread (:func:`running_threads`; a script, in which nothing can deadlock, and which a fork
    server would run again in each worker unless its arena is under ``if __name__ == "__main__":``), or
    when a spec holds code of ``__main__`` (a policy defined in a notebook), which no fresh process can
    import; else by a fork server, which forks from a fresh, single-threaded process (forking a
    notebook's kernel, which runs threads, may deadlock a worker: Python 3.12 warns of it, and 3.14 stops
    forking by default). ``None`` off Linux: the platform's own default (spawn, on macOS and Windows)."""
    if not sys.platform.startswith("linux"):
        return None
    if running_threads() == 1 or any(_refers_to_main(spec) for spec in specs.values()):
        return multiprocessing.get_context("fork")
    server = multiprocessing.get_context("forkserver")
    server.set_forkserver_preload(["connect_widgets.matches"])  # each worker forks with the games imported
    return server


def running_threads() -> int:
    """The threads this process runs as Linux counts them, native ones too (a BLAS library's pool, which
    importing NumPy starts), as Python counts them before it forks and warns; else Python's own."""
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:
        return threading.active_count()


def _refers_to_main(spec: BotSpec) -> bool:
    """Whether ``spec`` holds code (or an object) of ``__main__``, however deep (a ``functools.partial``
    of a notebook's function too): its pickle names that module. A spec that does not pickle is
    :func:`check_sendable`'s to refuse."""
    try:
        return b"__main__" in pickle.dumps(spec)
    except Exception:  # an object may refuse pickling with any error its __reduce__ raises
        return False
