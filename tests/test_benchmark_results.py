"""`make benchmark` rewrites benchmarks/RESULTS.md: its tables, not the sections measured by hand."""

from __future__ import annotations

from pathlib import Path

from benchmarks.run import kept_sections

HERE = Path(__file__).resolve().parent.parent / "benchmarks"
GAP = "## Where the targets are missed\n\nwhy\n"


def test_the_sections_written_by_hand_are_kept_and_the_generated_parts_are_not() -> None:
    old = "# Benchmark results\n\n| old table |\n\n## Measured by hand (2026-12-06)\n\nfigures\n\n" + GAP
    assert kept_sections(old, GAP) == ["## Measured by hand (2026-12-06)", "", "figures", "", ""]


def test_a_results_file_without_sections_keeps_nothing() -> None:
    assert kept_sections("", GAP) == []
    assert kept_sections("# Benchmark results\n\n| table |\n\n" + GAP, GAP) == []


def test_every_dated_section_of_the_real_results_is_kept() -> None:
    results = (HERE / "RESULTS.md").read_text(encoding="utf-8")
    kept = kept_sections(results, (HERE / "GAP.md").read_text(encoding="utf-8"))
    headings = [line for line in kept if line.startswith("## ")]
    assert "## Opponents: strength and search speed (measured 2026-12-01 to 2026-12-07)" in headings
    assert not any(line.startswith("## Where the targets are missed") for line in kept)  # GAP.md comes anew
    assert len(headings) == results.count("\n## ") - 1  # all of them but GAP.md's
