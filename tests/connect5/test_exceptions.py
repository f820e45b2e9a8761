"""Every double-token rule of "Exceptions", on scripted positions of board B (see test_moves)."""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.connect5 import RULEBOOK

from .helpers import at, game
from .test_moves import refused


def test_single_tokens_cannot_eat_doubles() -> None:
    g = game("d1=R e1=BB")
    refused(g, "d1xf1", RULEBOOK.text("single_cannot_eat_double"), "cannot eat a double")
    assert not [a for a in g.legal_actions(0) if "x" in a]


def test_doubles_eat_singles_onto_a_circled_dot_whole() -> None:
    g = game("a5=RR b5=B")
    g.apply(0, "a5xc5")
    assert (at(g, "a5"), at(g, "b5"), at(g, "c5")) == ("", "", "RR")
    assert g.scores() == (1, 0)


def test_a_double_eating_a_single_onto_a_single_dot_splits() -> None:
    g = game("e1=RR f1=B")
    g.apply(0, "e1xg1")  # g1 is a single dot: the upper token jumps, the lower stays
    assert (at(g, "e1"), at(g, "f1"), at(g, "g1")) == ("R", "", "R")


def test_doubles_eat_and_are_eaten_by_doubles_two_points() -> None:
    g = game("a5=RR b5=BB")
    g.apply(0, "a5xc5")
    assert (at(g, "a5"), at(g, "b5"), at(g, "c5")) == ("", "", "RR")
    assert g.scores() == (2, 0)  # one point per eaten token: a double is two


def test_a_double_eats_a_double_only_onto_a_free_circled_dot() -> None:
    g = game("e2=RR e1=BB")  # e2 over e1 turns at the T e1 onto the ring: d1 is a single dot
    refused(g, "e2xd1", RULEBOOK.text("double_landing"), "free circled dot")
    assert "e2xd1" not in g.legal_actions(0)


def test_doubles_move_only_between_adjacent_circled_dots() -> None:
    g = game("e1=RR")
    refused(g, "e1-d1", RULEBOOK.text("double_moves"), "only between adjacent circled dots")
    assert "e1-e2" in g.legal_actions(0)
    g.apply(0, "e1-e2")
    assert at(g, "e2") == "RR"


def test_eating_between_two_circled_dots_creates_a_double() -> None:
    g = game("a5=R b5=B c5=R")
    g.apply(0, "a5xc5")
    assert (at(g, "a5"), at(g, "b5"), at(g, "c5")) == ("", "", "RR")
    assert g.scores() == (1, 0)


def test_eating_to_make_a_double_needs_both_tokens_on_circled_dots() -> None:
    refused(game("g1=R h1=B i1=R"), "g1xi1", RULEBOOK.text("capture_stack"), "circled dots")
    refused(game("a1=R b1=B c1=R"), "a1xc1", RULEBOOK.text("stack"), "circled dot")


def test_eating_to_make_a_double_is_not_allowed_over_a_double() -> None:
    refused(game("a5=RR b5=BB c5=R"), "a5xc5", RULEBOOK.text("capture_stack_not_double"), "eaten token is a double")
    refused(game("a5=R b5=BB c5=R"), "a5xc5", RULEBOOK.text("single_cannot_eat_double"))


def test_from_a_double_the_upper_token_jumps_and_stacks() -> None:
    g = game("a5=RR b5=B c5=R")
    g.apply(0, "a5xc5")
    assert (at(g, "a5"), at(g, "b5"), at(g, "c5")) == ("R", "", "RR")


def test_a_jump_that_stacks_ends_the_move() -> None:
    g = game("a5=R b5=B c5=R d5=B")
    assert "a5xc5" in g.legal_actions(0)
    assert not [a for a in g.legal_actions(0) if a.startswith("a5xc5x")]
    refused(g, "a5xc5xf5", RULEBOOK.text("capture_stack"), "ends the move")


@pytest.mark.parametrize(
    ("setup", "action", "rule"),
    [
        ("c3=R d3=B e3=R", "c3xe3", "capture_stack"),  # onto your own single: a double made
        ("a5=R b5=B d5=B f5=R", "a5xc5xf5", "capture_stack"),  # the last landing of a multi-eat
        ("a1=RR b1=B", "a1xc1", "double_landing"),  # a double onto a single dot: it splits
        ("c1=R d1=B", "c1xe1", "eat"),  # a plain eat onto a free dot
    ],
)
def test_explain_quotes_the_passage_an_eat_rests_on(setup: str, action: str, rule: str) -> None:
    """Not "if the landing dot is free" for an eat whose landing is not free, or a double that splits."""
    verdict = cw.new_game("connect5", setup=setup).explain(0, action)
    assert verdict.legal and verdict.rule == RULEBOOK.text(rule)
