"""Refusals quote the rulebook (that every quoted sentence is in the rulebook file is checked for all
games in tests/test_rulebooks.py)."""

from __future__ import annotations

import connect_widgets as cw
from connect_widgets.connect5 import explain, rulebook


def test_explain_names_the_rule() -> None:
    g = cw.new_game("connect5", setup="d1=R e1=BB")
    verdict = explain(g, "d1xf1")
    assert not verdict and verdict.rule == rulebook.SINGLE_CANNOT_EAT_DOUBLE
    assert "cannot eat a double" in verdict.reason
    ok = explain(g, "c1")
    assert ok and ok.reason == "Red places a token on c1" and ok.rule == rulebook.PLACE
    assert not explain(g, "c1", player=1)
    assert rulebook.section_of(rulebook.MOVE) == "How to Play: move"
