"""tests/MUTATION.md from mutmut's results: `make mutation` writes it (python -m tests.mutation_report).

Mutants by area (each game's rule modules, core/, widget/): how many, caught, missed and not run, and
the score with the equivalent mutants set aside. Every missed mutant is listed, with its explanation
when :data:`tests.mutation_equivalent.EQUIVALENT` says why it changes nothing a player or the rulebook could see.
"""

from __future__ import annotations

import subprocess
import sys
from collections import Counter, defaultdict
from datetime import date
from pathlib import Path

from tests.mutation_equivalent import EQUIVALENT

REPO = Path(__file__).resolve().parents[1]
AREAS = ("connect5", "connnect", "num_connect", "connect_the_thoughts", "core", "widget")
TARGET = 0.95
"""The share of mutants to kill in every area (issue 16)."""

CAUGHT = ("killed", "timeout", "segfault")
"""What mutmut reports for a mutant the tests caught (a mutant that hangs or crashes them is caught)."""
MISSED = ("survived", "no tests", "suspicious")
"""... and for one they missed (no test reaching the mutated function is a miss too)."""


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
    missed: dict[str, list[str]] = defaultdict(list)
    for name, status in pairs:
        kind = "caught" if status in CAUGHT else "missed" if status in MISSED else "not run"
        counts[area(name)][kind] += 1
        if kind == "missed":
            counts[area(name)]["equivalent"] += name in EQUIVALENT
            missed[area(name)].append(
                f"- `{name}` ({status})" + (f": equivalent, {EQUIVALENT[name]}" if name in EQUIVALENT else "")
            )
    lines = [
        "# Mutation testing",
        "",
        f"`make mutation` (mutmut, run on {date.today().isoformat()}). The score is caught / (caught + missed -",
        "equivalent): a mutant is caught when a test fails (or hangs, or crashes), missed when every test passes or",
        "none reaches it, and equivalent when it changes nothing anyone could see (each is explained below). The",
        "conformance runs are left out of the mutants' test command (see `[tool.mutmut]` in pyproject.toml).",
        "",
        "| area | mutants | caught | missed | of which equivalent | not run | score | target 95% |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for name in AREAS:
        c = counts.get(name, Counter())
        judged = c["caught"] + c["missed"] - c["equivalent"]
        score = f"{c['caught'] / judged:.1%}" if judged else "-"
        met = "met" if judged and not c["not run"] and c["caught"] / judged >= TARGET else "not met"
        total = c["caught"] + c["missed"] + c["not run"]
        row = (name, total, c["caught"], c["missed"], c["equivalent"], c["not run"], score, met)
        lines.append("| " + " | ".join(map(str, row)) + " |")
    lines += ["", "## Missed mutants", ""]
    for name in AREAS:
        lines += missed.get(name, [])
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(report(results()), end="")
