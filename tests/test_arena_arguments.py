"""The arena's numbers and errors: its seed is checked as ``cw.new_game`` checks one (it took -1 and
10**30), NumPy's whole numbers are taken as ``games``, ``seed`` and ``opening_moves`` (a sweep's
``np.int64`` was refused), an error inside a game says which game it came from, and a process pool
of the user's own refuses a spec it cannot send as the default one does (it raised a bare
``PicklingError``)."""

from __future__ import annotations

import random
import sys
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import numpy as np
import pytest

import connect_widgets as cw
from connect_widgets.core.options import whole
from connect_widgets.matches import BROKEN_POOL, schedule

TWO = {"A": "random", "B": "random"}


class NoGames(Executor):
    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a game was handed to the executor before the arguments were refused")


@pytest.mark.parametrize("seed", [-1, 10**30, 2**63, "x", 1.5, True])
def test_the_arena_s_seed_is_refused_as_a_game_s_is(seed: Any) -> None:
    with pytest.raises(ValueError) as game_refusal:
        cw.new_game("connect5", seed=seed)
    with pytest.raises(ValueError) as arena_refusal:
        cw.arena("connect5", TWO, games=2, seed=seed, executor=NoGames())
    # A game draws a seed for None, the arena does not: its refusal offers no None.
    said = str(game_refusal.value).replace(", or None", "") + ": the same seed gives the same table"
    assert str(arena_refusal.value) == said


def test_the_arena_needs_a_seed_to_make_its_table_again() -> None:
    with pytest.raises(ValueError) as refusal:
        cw.arena("connect5", TWO, games=2, seed=None, executor=NoGames())  # type: ignore[arg-type]  # on purpose
    assert str(refusal.value) == (
        "seed must be an integer from 0 to 2**63 - 1, not None: the same seed gives the same table"
    )
    with ThreadPoolExecutor(1) as here:
        assert cw.arena("connect5", TWO, games=2, seed=2**63 - 1, executor=here).rows[0].games == 2


def test_numpy_whole_numbers_are_taken_as_the_python_ones() -> None:
    with ThreadPoolExecutor(2) as threads:
        plain = cw.arena("connect5", TWO, games=4, seed=3, opening_moves=2, executor=threads)
        numpy = cw.arena(
            "connect5", TWO, games=np.int64(4), seed=np.int64(3), opening_moves=np.uint8(2), executor=threads
        )
    assert numpy == plain
    matches = list(schedule("connect5", TWO, np.int64(2), np.int32(3), {}, np.int16(1)))
    assert [type(match.opening_moves) for match in matches] == [int, int]
    with pytest.raises(ValueError, match=r"^games must be even, so that each bot of a pair moves first as often: 3$"):
        cw.arena("connect5", TWO, games=np.int64(3), executor=NoGames())
    with pytest.raises(ValueError, match=r"^games must be a positive whole number, not np\.float64\(2\.0\)$"):
        cw.arena("connect5", TWO, games=np.float64(2.0), executor=NoGames())
    with pytest.raises(ValueError, match=r"^games must be a positive whole number, not np\.True_$"):
        cw.arena("connect5", TWO, games=np.bool_(True), executor=NoGames())  # type: ignore[arg-type]  # on purpose


def illegal(game: Any, actor: int, actions: list[str], rng: random.Random) -> str:
    """A playout policy that plays no legal move: the search fails inside the game."""
    return "zzz"


BROKEN: dict[str, str | dict[str, Any]] = {"P": {"kind": "mcts", "simulations": 2, "policy": illegal}, "R": "random"}


NOTES = sys.version_info >= (3, 11)
"""Exceptions have notes from Python 3.11: on 3.10 the arena raises a game's error with none."""


def notes(error: BaseException) -> list[str]:
    """The notes the arena added to ``error``, read from its attributes (mypy checks for Python 3.10)."""
    added: list[str] = vars(error).get("__notes__", [])
    return added


@pytest.mark.parametrize("where", ["worker processes", "threads"])
def test_an_error_inside_a_game_is_raised_as_it_is_with_a_note_saying_which_game(where: str) -> None:
    executor = ThreadPoolExecutor(2) if where == "threads" else None
    with pytest.raises(cw.IllegalAction) as caught:
        cw.arena("connect5", BROKEN, games=2, seed=5, executor=executor)
    assert str(caught.value).startswith("'zzz'")  # the error's own words, untouched
    first = next(schedule("connect5", BROKEN, 2, 5, {}))
    said = (
        f"in the arena's connect5 game of 'P' (seat 0, bot seed {first.bot_seeds[0]}) v 'R' "
        f"(seat 1, bot seed {first.bot_seeds[1]}), deal {first.game_seed} (the game's seed)"
    )
    assert notes(caught.value) == ([said] if NOTES else [])


def test_a_note_names_the_opening_too() -> None:
    with ThreadPoolExecutor(1) as here, pytest.raises(cw.IllegalAction) as caught:
        cw.arena("connect5", BROKEN, games=2, seed=5, executor=here, opening_moves=3)
    ends = [note.endswith(" (the game's seed), 3 opening moves") for note in notes(caught.value)]
    assert ends == ([True] if NOTES else [])


def test_a_bool_of_numpy_before_2_3_is_no_count() -> None:
    """NumPy before 2.3 lets its bool pass as an index (1, with a warning): it is still no count."""
    old_numpy_bool = type("bool_", (), {"__module__": "numpy", "__index__": lambda self: 1})
    assert whole(old_numpy_bool()) is None and whole(np.int64(4)) == 4
    with pytest.raises(ValueError, match=r"^games must be a positive whole number, not "):
        cw.arena("connect5", TWO, games=old_numpy_bool(), executor=NoGames())


def test_a_process_pool_of_one_s_own_refuses_a_spec_it_cannot_send_as_the_default_one_does() -> None:
    spec = {"kind": "mcts", "simulations": 2, "policy": lambda game, actor, actions, rng: actions[0]}
    with ProcessPoolExecutor(1) as pool, pytest.raises(ValueError) as refusal:
        cw.arena("connect5", {"P": spec, "R": "random"}, games=2, seed=0, executor=pool)
    assert str(refusal.value).startswith("bot 'P': its spec cannot be sent to the worker processes (")
    assert str(refusal.value).endswith("or play in this process with executor=concurrent.futures.ThreadPoolExecutor()")


class BrokenPool(Executor):
    """An executor whose worker died, as a pool's does when a worker runs out of memory or imports a
    script that starts an arena of its own."""

    def map(self, fn, *iterables, timeout=None, chunksize=1):
        raise BrokenProcessPool("A process in the process pool was terminated abruptly")
        yield  # a generator, as a pool's map: the error comes with the first result


def test_a_broken_pool_says_what_may_have_broken_it() -> None:
    with pytest.raises(BrokenProcessPool) as caught:
        cw.arena("connect5", {"A": "random", "B": "random"}, games=2, executor=BrokenPool())
    assert notes(caught.value)[-1:] == ([BROKEN_POOL] if NOTES else [])
    assert 'call it under `if __name__ == "__main__":`' in BROKEN_POOL
