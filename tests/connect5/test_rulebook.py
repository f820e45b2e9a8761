"""Refusals quote the rulebook (that every quoted sentence is in the rulebook file is checked for all
games in tests/test_rulebooks.py)."""

from __future__ import annotations

import connect_widgets as cw
from connect_widgets.connect5 import RULEBOOK


def test_explain_names_the_rule() -> None:
    g = cw.new_game("connect5", setup="d1=R e1=BB")
    verdict = g.explain(0, "d1xf1")
    assert not verdict and verdict.rule == RULEBOOK.text("single_cannot_eat_double")
    assert "cannot eat a double" in verdict.reason
    ok = g.explain(0, "c1")
    assert ok and ok.reason == "Red places a token on c1" and ok.rule == RULEBOOK.text("place")
    assert not g.explain(1, "c1")
    assert RULEBOOK["move"].title == "How to Play: move"
