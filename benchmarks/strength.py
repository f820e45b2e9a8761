"""How strong the bot levels are, and how long they think: ``python -m benchmarks.strength``.

``python -m benchmarks.strength [game ...] [--games N] [--seconds S] [--seed K] [--opening-moves M]``
plays the arena (``cw.arena``: seeded two-player games, each deal twice with the seats swapped,
after ``M`` seeded random opening moves) between "hard",
"medium" and "easy", and times one move of each level on seeded mid-game positions. With
``--seconds``, hard thinks ``S`` seconds a move (the issue's "1 s per move" measure) against medium
and easy as they ship; without it, every level plays at its own simulation budget. It writes the
tables to ``benchmarks/STRENGTH.md`` (``--append`` adds them) and prints them.
"""

from __future__ import annotations

import argparse
import datetime
import random
import statistics
import time
from pathlib import Path
from typing import Any

import connect_widgets as cw
from connect_widgets.testing import play_random

from . import reference

HERE = Path(__file__).resolve().parent
POSITIONS = 8


def specs(seconds: float | None) -> dict[str, Any]:
    """The three levels as they ship; with ``seconds``, hard thinks that long a move instead of its
    simulations (its other settings stay), against medium and easy as they ship."""
    if seconds is None:
        return {"hard": "hard", "medium": "medium", "easy": "easy"}
    return {"hard": {"kind": "hard", "simulations": None, "seconds": seconds}, "medium": "medium", "easy": "easy"}


def move_seconds(name: str, spec: Any, positions: int = POSITIONS) -> tuple[float, float | None]:
    """Median CPU seconds of one move of ``spec`` over seeded mid-game positions, and, for a search,
    its median simulations per CPU second (``None`` for a bot that does not search). CPU time, as the
    reference's: on a shared machine the wall clock also counts the other jobs."""
    times, rates = [], []
    for seed in range(positions):
        game = play_random(cw.new_game(name, players=2, seed=seed), random.Random(seed), 6 + 2 * seed)
        actors = [actor for actor in game.actors() if actor != cw.CHANCE]
        if game.is_over or not actors:
            continue
        kind, settings = (spec, {}) if isinstance(spec, str) else (spec["kind"], dict(spec))
        settings.pop("kind", None)
        bot = cw.make_bot(name, kind, seed=seed, **settings)
        started = time.process_time()
        bot.choose(game.seat(actors[0]))
        spent = time.process_time() - started
        times.append(spent)
        analysis = getattr(bot, "analysis", lambda: None)()
        if analysis is not None and analysis.simulations and spent > 0:
            rates.append(analysis.simulations / spent)
    return statistics.median(times), statistics.median(rates) if rates else None


def report(names: list[str], games: int, seconds: float | None, seed: int, opening_moves: int = 0) -> str:
    """The strength and latency tables for ``names``."""
    budget = f"{seconds:g} s a move for hard, medium and easy as they ship" if seconds else "the levels' budgets"
    budget += f", {opening_moves} random opening moves per deal" if opening_moves else ""
    lines = [
        "# Bot strength",
        "",
        f"Measured {datetime.date.today()} by `python -m benchmarks.strength` ({games} games per pair,",
        f"seats swapped, seed {seed}, {budget}). Win rates are of decided games, with their 95% interval.",
        "",
    ]
    for name in names:
        lines += [f"## {name}", ""]
        if games:  # --games 0 times the levels only
            table = cw.arena(name, specs(seconds), games=games, seed=seed, opening_moves=opening_moves)
            lines += ["```", str(table), "```", ""]
        before = reference.moves_per_s()
        latency = {level: move_seconds(name, spec) for level, spec in specs(seconds).items()}
        ref = (before + reference.moves_per_s()) / 2  # the reference, timed around the moves
        lines += [
            f"The reference connect-four ran {ref:,.0f} moves per CPU second around these moves.",
            "",
            "CPU seconds per move (median of seeded positions), and the same as thousands of reference moves: "
            + ", ".join(f"{level} {value:.3f} s ({value * ref / 1000:.0f}k)" for level, (value, _) in latency.items()),
            "",
            "Simulations per CPU second (median of the searched positions), and as a ratio to the reference's moves: "
            + ", ".join(
                f"{level} {rate:,.0f} ({rate / ref:.4f}x)" for level, (_, rate) in latency.items() if rate is not None
            ),
            "",
        ]
    return "\n".join(lines)


def main() -> None:
    """Measure, print and write ``benchmarks/STRENGTH.md``."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games_to_measure", nargs="*", default=["connect5", "connnect", "num_connect"])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=None)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--opening-moves", type=int, default=0, help="seeded random moves before the bots play")
    parser.add_argument("--append", action="store_true", help="add to benchmarks/STRENGTH.md instead of replacing it")
    arguments = parser.parse_args()
    text = report(
        arguments.games_to_measure, arguments.games, arguments.seconds, arguments.seed, arguments.opening_moves
    )
    path = HERE / "STRENGTH.md"
    before = path.read_text(encoding="utf-8") + "\n" if arguments.append and path.exists() else ""
    path.write_text(before + text + "\n", encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
