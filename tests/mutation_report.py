"""tests/MUTATION.md from mutmut's results: `make mutation` writes it (python -m tests.mutation_report).

Mutants by area (each game's rule modules, core/, widget/): how many, killed, survived, and the rest
(not run, no test reaching them, timed out). Every survivor is listed, with its explanation when
:data:`EQUIVALENT` says why it changes nothing a player or the rulebook could see.
"""

from __future__ import annotations

import subprocess
import sys
from collections import Counter, defaultdict
from datetime import date
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
AREAS = ("connect5", "connnect", "num_connect", "connect_the_thoughts", "core", "widget")
TARGET = 0.95
"""The share of mutants to kill in every area (issue 16)."""

EQUIVALENT: dict[str, str] = {}
"""Surviving mutants that change no behaviour, by mutmut's name, and why (filled in as they are read)."""


def results() -> list[tuple[str, str]]:
    """``(mutant, status)`` for every mutant mutmut knows of."""
    out = subprocess.run(
        [str(Path(sys.executable).parent / "mutmut"), "results", "--all", "true"],
        cwd=REPO, capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    pairs = [line.strip().rsplit(": ", 1) for line in out.splitlines() if "__mutmut_" in line]
    return [(name, status) for name, status in pairs]


def area(mutant: str) -> str:
    """The area a mutant is in: ``connect_widgets.<area>.module.function__mutmut_n``."""
    return mutant.split(".")[1]


def report(pairs: list[tuple[str, str]]) -> str:
    """The markdown of tests/MUTATION.md."""
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    survivors: dict[str, list[str]] = defaultdict(list)
    for name, status in pairs:
        counts[area(name)][status] += 1
        if status == "survived":
            survivors[area(name)].append(name)
    lines = [
        "# Mutation testing",
        "",
        f"`make mutation` (mutmut, run on {date.today().isoformat()}). Killed / (killed + survived); the",
        "conformance runs are left out of the mutants' test command (see `[tool.mutmut]` in pyproject.toml).",
        "",
        "| area | mutants | killed | survived | not run | killed share | target |",
        "|---|---|---|---|---|---|---|",
    ]
    for name in AREAS:
        c = counts.get(name, Counter())
        judged = c["killed"] + c["survived"]
        share = f"{c['killed'] / judged:.1%}" if judged else "-"
        met = "met" if judged and c["killed"] / judged >= TARGET else "not met"
        rest = sum(c.values()) - judged
        lines.append(f"| {name} | {sum(c.values())} | {c['killed']} | {c['survived']} | {rest} | {share} | {met} |")
    lines += ["", "## Survivors", ""]
    for name in AREAS:
        for mutant in survivors.get(name, []):
            lines.append(f"- `{mutant}`" + (f": equivalent, {EQUIVALENT[mutant]}" if mutant in EQUIVALENT else ""))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(report(results()), end="")
