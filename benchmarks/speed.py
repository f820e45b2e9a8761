"""Engine speed as a ratio to the reference, and where the time goes: ``python -m benchmarks.speed``.

``python -m benchmarks.speed [game ...]`` prints, per game, random self-play steps per CPU second
and their ratio to the reference connect-four timed in the same process just before and after.
``--profile`` adds the five functions that take the most time of their own in that self-play
(cProfile), the summary `benchmarks/RESULTS.md` quotes.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time
from pathlib import Path

import connect_widgets as cw

from . import reference
from .engine import self_play_steps_per_s

TARGETS = {"connnect": 0.10, "connect5": 0.10, "num_connect": 0.04, "connect_the_thoughts": 0.10}
"""Self-play speed each game must reach, as a ratio to the reference (issue: engines fast enough for search)."""


def ratio(name: str, players: int = 2, seconds: float = 3.0) -> tuple[float, float]:
    """``(steps/s, ratio to the reference)`` for random self-play of ``name``."""
    before = reference.moves_per_s()
    steps = self_play_steps_per_s(name, players, seconds)
    after = reference.moves_per_s()
    return steps, steps / ((before + after) / 2)


def top_functions(name: str, games: int = 40, count: int = 5) -> list[tuple[str, float]]:
    """The ``count`` functions with the most time of their own in ``games`` random self-play games,
    as ``(file:line(function), share of the total)``."""
    # CPU time, not the wall clock: on a busy machine a wall clock charges the time this process waits
    # for a core to whatever function it was in (one run gave Connnect's `_actors` 36% of the time).
    profile = cProfile.Profile(time.process_time)
    profile.enable()
    for number in range(games):
        rng = random.Random(number)
        game = cw.new_game(name, players=2, seed=number)
        while not game.is_over:
            actor = rng.choice(game.actors())
            game.apply(actor, rng.choice(game.legal_actions(actor)))
    profile.disable()
    stats = pstats.Stats(profile)
    total = sum(row[2] for row in stats.stats.values())  # type: ignore[attr-defined]
    rows = sorted(stats.stats.items(), key=lambda item: -item[1][2])[:count]  # type: ignore[attr-defined]
    return [(f"{_short(path)}:{line}({function})", own / total) for (path, line, function), (_, _, own, *_) in rows]


def _short(path: str) -> str:
    parts = Path(path).parts
    return "/".join(parts[parts.index("connect_widgets") :]) if "connect_widgets" in parts else Path(path).name


def main() -> None:
    """Print the ratio of each game asked for (every game by default), with ``--profile`` its top functions."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", default=list(cw.GAME_NAMES))
    parser.add_argument("--profile", action="store_true", help="also the top five functions of each game")
    arguments = parser.parse_args()
    for name in arguments.games:
        steps, share = ratio(name)
        print(f"{name:22s} {steps:9,.0f} steps/s  {share:.3f}x the reference  (target {TARGETS[name]:.2f}x)")
        if arguments.profile:
            for function, part in top_functions(name):
                print(f"    {part:5.1%}  {function}")


if __name__ == "__main__":
    main()
