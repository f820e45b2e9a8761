"""tests/MUTATION.md's table is counted right from mutmut's results (the report `make mutation` writes)."""

from __future__ import annotations

from tests.mutation_equivalent import EQUIVALENT
from tests.mutation_report import report


def test_the_report_counts_each_area_and_lists_every_missed_mutant() -> None:
    equivalent = next(name for name in EQUIVALENT if ".connect_the_thoughts." in name)
    pairs = [
        ("connect_widgets.connect5.rules.x_play__mutmut_1", "killed"),
        ("connect_widgets.connect5.rules.x_play__mutmut_2", "timeout"),
        ("connect_widgets.connect5.rules.x_play__mutmut_3", "survived"),
        ("connect_widgets.core.game.xǁGameǁapply__mutmut_1", "killed"),
        ("connect_widgets.core.game.xǁGameǁapply__mutmut_2", "no tests"),
        ("connect_widgets.core.game.xǁGameǁapply__mutmut_3", "not checked"),
        ("connect_widgets.connect_the_thoughts.rules.x_play__mutmut_1", "killed"),
        (equivalent, "survived"),
    ]
    text = report(pairs)
    assert "| connect5 | 3 | 2 | 1 | 0 | 0 | 66.7% | not met |" in text
    assert "| core | 3 | 1 | 1 | 0 | 1 | 50.0% | not met |" in text  # some not run: never met
    assert "| connect_the_thoughts | 2 | 1 | 1 | 1 | 0 | 100.0% | met |" in text
    assert "| widget | 0 | 0 | 0 | 0 | 0 | - | not met |" in text
    assert "- `connect_widgets.connect5.rules.x_play__mutmut_3` (survived)\n" in text
    assert "- `connect_widgets.core.game.xǁGameǁapply__mutmut_2` (no tests)\n" in text
    assert f"- `{equivalent}` (survived): equivalent, {EQUIVALENT[equivalent]}\n" in text
