"""The quoted rulebook: every sentence really is in the rulebook file, and refusals quote it."""

from __future__ import annotations

from pathlib import Path

import pytest

import connect_widgets as cw
from connect_widgets.connect5 import explain, rulebook

RULEBOOK = Path("/work/shared/rulebooks") / cw.game_class("connect5").info.rulebook


@pytest.mark.skipif(not RULEBOOK.exists(), reason="the rulebook file is not on this machine")
@pytest.mark.parametrize("section", sorted(rulebook.SECTIONS))
def test_quotes_are_in_the_rulebook(section) -> None:
    text = " ".join(RULEBOOK.read_text(encoding="utf-8").split())
    for sentence in rulebook.SECTIONS[section].split(". "):
        assert " ".join(sentence.split()).rstrip(".") in text


def test_explain_names_the_rule() -> None:
    g = cw.new_game("connect5", setup="d1=R e1=BB")
    verdict = explain(g, "d1xf1")
    assert not verdict and verdict.rule == rulebook.SINGLE_CANNOT_EAT_DOUBLE
    assert "cannot eat a double" in verdict.reason
    ok = explain(g, "c1")
    assert ok and ok.reason == "Red places a token on c1" and ok.rule == rulebook.PLACE
    assert not explain(g, "c1", player=1)
    assert rulebook.section_of(rulebook.MOVE) == "How to Play: move"
