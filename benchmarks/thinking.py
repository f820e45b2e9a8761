"""Thinking without freezing, measured: ``python -m benchmarks.thinking [game ...]``.

A bot that searches must leave the kernel's event loop free to answer Undo and clicks. Two ways
were possible; this times both on the same search (the hard level, from a seeded position):

- *slices*: the search's generator (``bot.think(seat)``) runs for 30 ms, then yields the loop;
- *thread*: the search in a worker thread, the loop waiting on it (what ``GameWidget`` does,
  through ``connect_widgets.widget.thinking``, since this measurement).

While the search runs, a probe coroutine asks to wake every 10 ms. How late it wakes is how late
a message from the page would be answered. Reported: the median and worst lateness in ms, and
the search's own time (wall clock), so the price of each way shows too.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import time
from collections.abc import Callable, Coroutine
from typing import Any

import connect_widgets as cw
from connect_widgets.testing import play_random
from connect_widgets.widget.thinking import Thinking

THINK_SLICE = 0.03
"""The slice the widget used before (about 6 steps of a Connect5 search)."""
PROBE_EVERY = 0.01
SIMULATIONS = 2000


def position(name: str, seed: int = 3) -> tuple[cw.Game, int]:
    """A seeded mid-game position and the player to act in it."""
    game = play_random(cw.new_game(name, players=2, seed=seed), random.Random(seed), 8)
    return game, next(actor for actor in game.actors() if actor != cw.CHANCE)


async def sliced(game: cw.Game, player: int) -> str:
    """The search's steps for THINK_SLICE, then the loop's turn."""
    steps = cw.make_bot(game.name, "hard", seed=1, simulations=SIMULATIONS).think(game.seat(player))  # type: ignore[attr-defined]
    while True:
        deadline = time.perf_counter() + THINK_SLICE
        try:
            while time.perf_counter() < deadline:
                next(steps)
        except StopIteration as done:
            return str(done.value)
        await asyncio.sleep(0)


async def threaded(game: cw.Game, player: int) -> str:
    """The widget's way: the search's steps in a worker thread (:class:`Thinking`), the move
    reported back on the loop."""
    steps = cw.make_bot(game.name, "hard", seed=1, simulations=SIMULATIONS).think(game.seat(player))  # type: ignore[attr-defined]
    loop = asyncio.get_running_loop()
    move: asyncio.Future[str] = loop.create_future()
    Thinking(steps, loop, progress=lambda: None, done=move.set_result, failed=move.set_exception)
    return await move


async def measure(search: Callable[[cw.Game, int], Coroutine[Any, Any, str]], name: str) -> dict[str, float]:
    """Lateness of a 10 ms probe while ``search`` runs, and the search's wall time."""
    game, player = position(name)
    lateness: list[float] = []
    started = time.perf_counter()
    task = asyncio.create_task(search(game, player))
    while not task.done():
        asked = time.perf_counter()
        await asyncio.sleep(PROBE_EVERY)
        lateness.append((time.perf_counter() - asked - PROBE_EVERY) * 1000)
    await task
    return {
        "median_ms": statistics.median(lateness),
        "worst_ms": max(lateness),
        "search_s": time.perf_counter() - started,
    }


def main() -> None:
    """Print both ways for each game asked for (Connect5 by default)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", default=["connect5"])
    for name in parser.parse_args().games:
        for label, search in (("slices", sliced), ("thread", threaded)):
            figures = asyncio.run(measure(search, name))
            print(
                f"{name:22s} {label:7s} probe late by {figures['median_ms']:6.1f} ms median, "
                f"{figures['worst_ms']:6.1f} ms worst; search {figures['search_s']:.2f} s"
            )


if __name__ == "__main__":
    main()
