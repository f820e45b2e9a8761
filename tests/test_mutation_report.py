"""tests/MUTATION.md's table is counted right from mutmut's results (the report `make mutation` writes)."""

from __future__ import annotations

from tests.mutation_report import EQUIVALENT, report


def test_the_report_counts_each_area_and_lists_every_survivor() -> None:
    pairs = [
        ("connect_widgets.connect5.rules.x_play__mutmut_1", "killed"),
        ("connect_widgets.connect5.rules.x_play__mutmut_2", "killed"),
        ("connect_widgets.connect5.rules.x_play__mutmut_3", "survived"),
        ("connect_widgets.core.game.xǁGameǁapply__mutmut_1", "killed"),
        ("connect_widgets.core.game.xǁGameǁapply__mutmut_2", "no tests"),
    ]
    text = report(pairs)
    assert "| connect5 | 3 | 2 | 1 | 0 | 66.7% | not met |" in text
    assert "| core | 2 | 1 | 0 | 1 | 100.0% | met |" in text
    assert "| widget | 0 | 0 | 0 | 0 | - | not met |" in text
    assert "- `connect_widgets.connect5.rules.x_play__mutmut_3`\n" in text
    assert not set(EQUIVALENT) & {name for name, _ in pairs}
