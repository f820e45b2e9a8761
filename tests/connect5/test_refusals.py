"""Every refusal of the rules, word for word: the sentence, the rulebook passage it quotes, the
action it names, and a game left exactly as it was."""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.connect5.rulebook import RULEBOOK
from connect_widgets.testing import snapshot

from .helpers import game

REFUSALS = [  # (setup, options, action, the sentence, the rulebook passage quoted)
    ("c1=B", {}, "c1", "c1 is not free", "place"),
    ("e1=R", {}, "e1", "e1 holds your token: write +e1 to stack on it", "stack"),
    ("a9=R turn=R", {"tokens": 1}, "d1", "you have no tokens left in your supply to place", "place"),
    ("e1=RR", {}, "+e1", "you can stack only on your own single token; e1 holds your double already", "stack"),
    ("e1=B", {}, "+e1", "you can stack only on your own single token; e1 holds no single token of yours", "stack"),
    ("c1=R", {}, "+c1", "you can stack only on a circled dot; c1 is a single dot", "stack"),
    ("", {}, "c1-c2", "c1 holds no token: move one of your own tokens", "move"),
    ("d1=B", {}, "d1-e1", "d1 holds an opponent's token: move one of your own tokens", "move"),
    ("c1=R", {}, "c1-e1", "e1 is not next to c1 along a line (turns only at a T connection)", "adjacent"),
    ("c1=R d1=B", {}, "c1-d1", "d1 is not free: a token moves only to a free dot", "adjacent"),
    ("e1=RR d1=B", {}, "e1/d1", "d1 is not free: a token moves only to a free dot", "unstack"),
    ("e1=R", {}, "e1/d1", "e1 holds a single token; only a double can be unstacked", "unstack"),
    (
        "e1=RR",
        {},
        "e1-d1",
        "a double moves only between adjacent circled dots; d1 is a single dot (write e1/d1 to unstack instead)",
        "double_moves",
    ),
    (
        "a5=R b5=B c5=R d5=B",
        {},
        "a5xc5xf5",
        "eating onto your own token makes a double and ends the move",
        "capture_stack",
    ),
    (
        "c1=R d1=B f1=B",
        {"must_continue": True},
        "c1xe1",
        "eating must go on while another eat is possible (option must_continue)",
        None,  # an option's own rule: no passage of the rulebook says it
    ),
    ("a5=RR b5=B", {"turns": False}, "a5xb6", "a jump must stay on one line (option turns=False)", None),
    (
        "c1=R",
        {},
        "c1xg1",
        "g1 is not two dots away from c1 along the lines (paths turn only at a T connection, never where lines cross"
        " without a dot)",
        "turning",
    ),
    ("c1=R d1=B", {}, "c1xe1xg1", "e1xg1: there is no token to jump over", "eat"),
    ("c1=R d1=R", {}, "c1xe1", "c1xe1: you can only eat an opponent's token, not your own", "eat"),
    ("d1=R e1=BB", {}, "d1xf1", "d1xf1: a single token cannot eat a double token", "single_cannot_eat_double"),
    ("e2=RR e1=BB", {}, "e2xd1", "e2xd1: a double eats a double only onto a free circled dot", "double_landing"),
    ("c1=R d1=B e1=B", {}, "c1xe1", "c1xe1: the landing dot must be free", "eat"),
    (
        "a1=R b1=B c1=R",
        {},
        "a1xc1",
        "a1xc1: you can land on your own token only on a circled dot, making a double",
        "stack",
    ),
    (
        "a5=RR b5=BB c5=R",
        {},
        "a5xc5",
        "a5xc5: eating to make a double is not allowed when the eaten token is a double",
        "capture_stack_not_double",
    ),
    (
        "g1=R h1=B i1=R",
        {},
        "g1xi1",
        "g1xi1: eating onto your own token needs both your tokens on circled dots",
        "capture_stack",
    ),
]


@pytest.mark.parametrize(("setup", "options", "action", "sentence", "rule"), REFUSALS)
def test_each_refusal_says_why_quotes_the_rule_and_changes_nothing(
    setup: str, options: dict, action: str, sentence: str, rule: str | None
) -> None:
    g = game(setup, **options)
    before = snapshot(g)
    with pytest.raises(cw.IllegalAction) as refusal:
        g.apply(g.actors()[0], action)
    quoted = RULEBOOK.text(rule) if rule else ""
    assert (str(refusal.value), refusal.value.rule, refusal.value.action) == (sentence, quoted, action)
    assert snapshot(g) == before


def test_the_line_just_used_is_named() -> None:
    g = game("c1=R d1=B f1=B a5=B b5=R h9=R")
    g.apply(0, "c1xe1")  # along the outer ring r1
    refusal = g.refusal(1, "f1xd1")
    assert refusal is not None and refusal.action == "f1xd1"
    assert str(refusal) == "line r1 has just been used: it cannot be used again to eat now"
    assert refusal.text("fr") == "la ligne r1 vient de servir : elle ne peut pas resservir pour manger maintenant"
    assert refusal.rule == RULEBOOK.text("line_just_used")


def test_an_eat_that_turns_names_each_line_just_used_it_would_travel() -> None:
    g = game("e2=R e1=B e9=R d9=B")
    g.apply(0, "e2xd1")  # turns at the T e1: from line v onto the ring r1
    two = g.refusal(1, "d9xe8")
    assert two is not None and str(two) == "lines r1, v have just been used: they cannot be used again to eat now"
    french = "les lignes r1, v viennent de servir : elles ne peuvent pas resservir pour manger maintenant"
    assert two.text("fr") == french
    g = game("c1=R d1=B f1=B e2=B e3=B f5=R")
    g.apply(0, "c1xe1")  # along r1 only: e2 over e1 onto d1 travels v (free) and r1 (just used)
    assert str(g.refusal(1, "e2xd1")) == "line r1 has just been used: it cannot be used again to eat now"


def test_with_just_used_moves_an_eat_blocks_its_lines_too() -> None:
    g = game("c1=R d1=B f1=B a5=B b5=R h9=R", just_used="moves")
    g.apply(0, "c1xe1")
    assert g.view()["just_used"] == ["r1"]
    assert str(g.refusal(1, "f1xd1")) == "line r1 has just been used: it cannot be used again to eat now"


def test_an_eaten_token_returns_to_its_owner_among_three() -> None:
    g = game("c1=R d1=B", players=3, eaten_return=True)
    g.apply(0, "c1xe1")
    assert g.view()["supply"] == [24, 25, 25]  # Blue's token back to Blue, not to Purple


def test_without_turns_a_straight_eat_is_still_an_eat() -> None:
    g = game("c1=R d1=B", turns=False)
    g.apply(0, "c1xe1")
    assert g.scores() == (1, 0)
