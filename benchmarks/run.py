"""Run every benchmark and write benchmarks/RESULTS.md: ``python -m benchmarks.run``."""

from __future__ import annotations

import argparse
import asyncio
import datetime
import os
import platform
from pathlib import Path

import connect_widgets as cw

from .browser import click_times
from .engine import measure
from .search import simulation_ms
from .speed import TARGETS, top_functions
from .thinking import measure as thinking_lateness
from .thinking import sliced, threaded

HERE = Path(__file__).resolve().parent
STATIC = HERE.parent / "connect_widgets" / "static"


def kept_sections(old: str, gap: str) -> list[str]:
    """The lines of the dated sections written into RESULTS.md by hand (``old``): every ``## `` section
    before the one GAP.md (``gap``) starts. A run rewrites the tables above them and GAP.md below,
    never them: they are the measurements of earlier sessions' code."""
    lines, gap_heading = old.splitlines(), gap.splitlines()[0]
    start = next((i for i, line in enumerate(lines) if line.startswith("## ")), len(lines))
    end = next((i for i, line in enumerate(lines) if line == gap_heading), len(lines))
    return [*lines[start:end], ""] if start < end else []


def main(argv: list[str] | None = None) -> None:
    """Measure and write the table (``--help`` says so and measures nothing)."""
    argparse.ArgumentParser(
        description=__doc__, epilog="It takes some minutes: it starts JupyterLab and a browser."
    ).parse_args(argv)
    results = HERE / "RESULTS.md"
    old = results.read_text(encoding="utf-8") if results.exists() else ""
    gap = (HERE / "GAP.md").read_text(encoding="utf-8")
    engine = [measure(name, 2) for name in cw.GAME_NAMES]
    browser = click_times(list(cw.GAME_NAMES))
    delayed = click_times(list(cw.GAME_NAMES), nodelay=False)  # the same run, the server's default
    probe = browser["probe"]
    lines = [
        "# Benchmark results",
        "",
        f"Measured {datetime.date.today()} on {platform.machine()} with {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, by `make benchmark` (`python -m benchmarks.run`). "
        "Engine figures are for 2 players.",
        "",
        "| game | self-play steps/s | ratio to reference (target) | determinize/s (>= 2,000) "
        "| view KB median / max (target <= 10 / cap 100) "
        "| kernel ms per move | click-to-repaint ms median / p95 (<= 60 / 100) | vs probe median (<= 1.3x) "
        "| JS render ms median / max (<= 8) | bundle KB |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for figures in engine:
        clicks = browser[figures.game]
        own = sum(f.stat().st_size for f in STATIC.glob(f"{figures.game}.*"))
        bundle = (own + (STATIC / "shell.css").stat().st_size) / 1024  # what its widget loads
        target = TARGETS[figures.game]
        lines.append(
            f"| {figures.game} | {figures.steps_per_s:,.0f} "
            f"| {figures.ratio:.3f}x ({target:.2f}x, {'met' if figures.ratio >= target else 'missed'}) "
            f"| {figures.determinize_per_s:,.0f} "
            f"| {figures.view_median_kb:.1f} / {figures.view_max_kb:.1f} | {figures.click_ms_median:.2f} "
            f"| {clicks['median']:.1f} / {clicks['p95']:.1f} | {clicks['median'] / probe['median']:.2f}x "
            f"| {clicks['render_median']:.2f} / {clicks['render_max']:.2f} | {bundle:.1f} |"
        )
    total = sum(f.stat().st_size for f in STATIC.iterdir()) / 1024
    lines += [
        f"| probe (bare one-trait widget) | | | | | | {probe['median']:.1f} / {probe['p95']:.1f} | 1.00x | | |",
        "",
        f"Total bundle: {total:.1f} KB (target <= 150 KB).",
        "",
        "Click-to-repaint with and without the server extension `connect_widgets.nodelay` (kernel",
        "websockets with TCP_NODELAY; `make play` turns it on), measured in the same run:",
        "",
        "| widget | with nodelay: median / p95 ms | server default: median / p95 ms |",
        "|---|---|---|",
        *(
            f"| {name} | {browser[name]['median']:.1f} / {browser[name]['p95']:.1f} "
            f"| {delayed[name]['median']:.1f} / {delayed[name]['p95']:.1f} |"
            for name in ["probe", *cw.GAME_NAMES]
        ),
        "",
        "The same clicks by the answer they got (with nodelay): a new view (a move or a selection), or a",
        "refusal's notice (the view stays); median ms, and how many of the clicks:",
        "",
        "| widget | a new view | a refusal |",
        "|---|---|---|",
        *(
            f"| {name} | {b['view_median']:.1f} ({b['samples'] - b['refused']}) "
            f"| {b['refusal_median']:.1f} ({b['refused']}) |"
            for name in cw.GAME_NAMES
            for b in [browser[name]]
        ),
        "",
        "One search simulation (a plain UCT over the protocol: determinize, walk, expand, a 40-move",
        "random rollout, back up; `python -m benchmarks.search`), CPU ms; the target for Connect5 is 1 ms:",
        "",
        *(f"- {name}: {simulation_ms(name):.2f} ms" for name in cw.GAME_NAMES),
        "",
        "Thinking without freezing (`python -m benchmarks.thinking`): while a hard bot searches (2,000",
        "simulations from a seeded position), how late a 10 ms timer of the kernel's event loop fires,",
        "that is how late a click or Undo would be handled; the widget runs the search in a thread:",
        "",
        "| game | search in 30 ms slices of the loop: late by, median / worst ms | in a thread: median / worst ms |",
        "|---|---|---|",
        *(
            f"| {name} | {s['median_ms']:.1f} / {s['worst_ms']:.1f} | {t['median_ms']:.1f} / {t['worst_ms']:.1f} |"
            for name in ("connect5", "connnect")
            for s, t in [(asyncio.run(thinking_lateness(sliced, name)), asyncio.run(thinking_lateness(threaded, name)))]
        ),
        "",
        "Where self-play spends its time now: the five functions with the most time of their own",
        "(`python -m benchmarks.speed --profile`):",
        "",
        "```",
        *(
            line
            for name in cw.GAME_NAMES
            for line in [name, *(f"    {share:5.1%}  {function}" for function, share in top_functions(name))]
        ),
        "```",
        "",
        (HERE / "BEFORE.md").read_text(encoding="utf-8").rstrip(),
        "",
        *kept_sections(old, gap),
        gap.rstrip(),
        "",
        "How each column is measured:",
        "",
        "- *self-play*: seeded random games, one step = `legal_actions` + `apply` (chance resolved",
        "  inside `apply`), counted in CPU seconds of this process (`benchmarks/engine.py`).",
        "- *ratio to reference*: self-play steps/s divided by the moves/s of a lean pure-Python",
        "  connect-four (`benchmarks/reference.py`), timed in the same process just before and after.",
        "  Absolute speeds move by +-50% between runs on this shared machine; the ratio does not.",
        "- *determinize/s*: `game.determinize(player, rng)` calls per CPU second, for a random player",
        "  at every step of random games: what a search bot pays once per simulation.",
        "- *view KB*: `len(json.dumps(widget.view))` after each move of one random game; the game's",
        "  fixed geometry travels once in `fixed_layout` and is not counted per move.",
        "- *kernel ms per move*: `game.apply` through a widget, including recomputing the view.",
        "- *click-to-repaint*: in a real JupyterLab in Debian's Chromium, with `connect_widgets.nodelay`",
        "  as `make play` runs it, from a click on a seeded random clickable element of the board (every",
        "  other click one marked legal) to the repaint that shows Python's answer (a move, a selection",
        "  or a refusal), timed inside the page; 60 clicks per game. The probe is a bare one-trait widget",
        "  measured in the same run (`benchmarks/browser.py`).",
        "- *JS render*: the shell's `draw()` for that update (renderer and panels); the maximum is",
        "  the first full drawing or a repaint that rebuilds every panel.",
        "",
    ]
    results.write_text("\n".join(lines))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
