"""Every move type of the rulebook, on scripted positions of board B.

Board B: the outer ring a1..i1..i9..a9 (row 1 at the bottom: a1 b1 c1 d1 e1 f1 g1 h1 i1), the
middle ring b2..h8, the inner ring c3..g7, the cross a5..d5 f5..i5 and e1..e4 e6..e9 (no dot at
e5: the two lines cross there) and corner diagonals a1-b2-c3 etc. Circled: ring corners and
middles, and every dot of the cross.
"""

from __future__ import annotations

import re

import pytest

from connect_widgets import IllegalAction, testing
from connect_widgets.connect5 import RULEBOOK

from .helpers import at, game


def refused(g, action, rule, match=None):
    refusal = testing.refused(g, g.actors()[0], action)
    assert refusal.rule == rule and (match is None or re.search(match, str(refusal))), (action, str(refusal))
    return refusal


# ------------------------------------------------------------------ place
def test_place_on_a_single_and_on_a_circled_dot() -> None:
    g = game()
    g.apply(0, "c1")  # fig. 1: a single dot
    g.apply(1, "e1")  # fig. 2: a circled dot
    assert (at(g, "c1"), at(g, "e1")) == ("R", "B")
    assert g.view()["supply"] == [24, 24]


def test_place_refused_on_a_taken_dot_or_with_an_empty_supply() -> None:
    g = game("c1=B e1=R")
    refused(g, "c1", RULEBOOK.text("place"), "not free")
    refused(g, "e1", RULEBOOK.text("stack"), r"\+e1")  # own token on a circled dot: that is a stack
    g = game("c1=R", tokens=1)
    refused(g, "d1", RULEBOOK.text("place"), "no tokens left")
    assert "d1" not in g.legal_actions(0)


# ------------------------------------------------------------------ stack
def test_stack_on_own_token_on_a_circled_dot() -> None:
    g = game("e1=R")
    g.apply(0, "+e1")
    assert at(g, "e1") == "RR"
    assert g.view()["supply"][0] == 23


@pytest.mark.parametrize(
    ("setup", "action", "match"),
    [("c1=R", "+c1", "circled dot"), ("e1=B", "+e1", "no single token of yours"), ("e1=RR", "+e1", "your double")],
)
def test_stack_refused(setup, action, match) -> None:
    refused(game(setup), action, RULEBOOK.text("stack"), match)


# ------------------------------------------------------------------ move
def test_move_to_an_adjacent_free_dot() -> None:
    g = game("c1=R")
    g.apply(0, "c1-d1")
    assert (at(g, "c1"), at(g, "d1")) == ("", "R")


def test_move_refused_when_not_adjacent_occupied_or_not_yours() -> None:
    g = game("c1=R d1=B c2=R")
    refused(g, "c1-e1", RULEBOOK.text("adjacent"), "not next to")
    refused(g, "c1-c2", RULEBOOK.text("adjacent"), "not next to")  # c1 and c2 are on different lines
    refused(g, "c1-d1", RULEBOOK.text("adjacent"), "not free")
    refused(g, "d1-e1", RULEBOOK.text("move"), "opponent's token")


# ------------------------------------------------------------------ eat
def test_eat_by_jumping_over_an_opponent_scores_one() -> None:
    g = game("c1=R d1=B")
    g.apply(0, "c1xe1")
    assert (at(g, "c1"), at(g, "d1"), at(g, "e1")) == ("", "", "R")
    assert g.scores() == (1, 0)
    assert g.score_breakdown(0) == {"eaten": 1, "connect 5": 0}


def test_eat_refused_onto_a_taken_dot_over_nothing_or_own() -> None:
    refused(game("c1=R d1=B e1=B"), "c1xe1", RULEBOOK.text("eat"), "landing dot must be free")
    refused(game("c1=R"), "c1xe1", RULEBOOK.text("eat"), "no token to jump over")
    refused(game("c1=R d1=R"), "c1xe1", RULEBOOK.text("eat"), "not your own")


def test_several_eats_in_one_move_each_scoring() -> None:
    g = game("c1=R d1=B f1=B")
    assert {"c1xe1", "c1xe1xg1"} <= set(g.legal_actions(0))  # going on is optional
    g.apply(0, "c1xe1xg1")
    assert (at(g, "d1"), at(g, "f1"), at(g, "g1")) == ("", "", "R")
    assert g.scores() == (2, 0)


def test_multi_eat_must_continue_option() -> None:
    g = game("c1=R d1=B f1=B", must_continue=True)
    assert "c1xe1" not in g.legal_actions(0)
    refused(g, "c1xe1", "", "must go on")  # the option's rule: no passage of the rulebook says it
    g.apply(0, "c1xe1xg1")
    assert g.scores() == (2, 0)


def test_eaten_tokens_are_kept_or_returned() -> None:
    kept = game("c1=R d1=B")
    kept.apply(0, "c1xe1")
    assert kept.view()["supply"] == [24, 24]
    returned = game("c1=R d1=B", eaten_return=True)
    returned.apply(0, "c1xe1")
    assert returned.view()["supply"] == [24, 25]
    assert returned.scores() == (1, 0)


# ------------------------------------------------------------------ unstack
def test_unstack_a_double_into_two_singles() -> None:
    g = game("e1=RR")
    g.apply(0, "e1/d1")  # d1 is a single dot: fine for the token that leaves
    assert (at(g, "e1"), at(g, "d1")) == ("R", "R")


def test_unstack_refused_for_a_single_or_onto_a_taken_dot() -> None:
    refused(game("e1=R"), "e1/d1", RULEBOOK.text("unstack"), "only a double")
    refused(game("e1=RR d1=B"), "e1/d1", RULEBOOK.text("unstack"), "not free")


# ------------------------------------------------------------------ notation
@pytest.mark.parametrize("action", ["", "zz9", "c1-", "c1-d1-e1", "c1/d1/e1", "+", "c1xq5", 42])
def test_garbage_is_refused(action) -> None:
    with pytest.raises(IllegalAction):
        game("c1=R").apply(0, action)


def test_not_your_turn() -> None:
    with pytest.raises(IllegalAction, match="not Blue's turn"):
        game().apply(1, "c1")
