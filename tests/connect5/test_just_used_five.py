"""Five in a row completed on a line just used: the move is played and scores nothing (the rulebook: "It's not
allowed to ... score Connect 5 using again a line that has just been used"), and the game says why, in
``game.explain``, the spoken line (``game.action_said``) and the widget's prompt; the thinking panel claims no
Connect 5 for it."""

from __future__ import annotations

from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.connect5 import RULEBOOK, Interaction

from .helpers import game, search_bot

RING = "a1=R b1=R c1=R d1=R g1=B h1=R turn=B"
"""Red holds a1-d1 on the outer ring r1; Blue's g1xi1 eats h1 along r1, so Red's e1 may not score there."""

EN = (
    "Red places a token on e1, completing five in a row (a1-b1-c1-d1-e1) on line r1, which has just been used: "
    "it does not score"
)
FR = (
    "Red pose un jeton sur e1, alignant cinq jetons (a1-b1-c1-d1-e1) sur la ligne r1, qui vient de servir : "
    "ce Connect 5 ne compte pas"
)  # fmt: skip


def after_blue_eats(setup: str = RING, eat: str = "g1xi1", **options: Any) -> cw.Game:
    g = game(setup, **options)
    g.apply(1, eat)
    return g


def test_explain_says_the_five_does_not_score_and_why() -> None:
    g = after_blue_eats()
    verdict = g.explain(0, "e1")
    assert verdict.legal and verdict.reason == EN
    assert verdict.rule == RULEBOOK.text("line_just_used")  # the passage that takes its Connect 5
    assert g.explain(0, "e1", "fr").reason == FR


def test_the_move_is_played_and_scores_nothing() -> None:
    """The documented reading: placing on a free dot stays allowed; only the Connect 5 is not scored."""
    g = after_blue_eats()
    g.apply(0, "e1")
    assert not g.is_over and g.scores() == (0, 1) and g.score_breakdown(0)["connect 5"] == 0


def test_the_spoken_line_says_it() -> None:
    g = after_blue_eats()
    g.apply(0, "e1")
    assert g.action_said(1) == EN + "."
    assert g.action_said(1, lang="fr") == FR + "."


def test_the_prompt_says_it_until_the_next_move() -> None:
    g = after_blue_eats()
    english, french = Interaction(g), Interaction(g, "fr")
    g.apply(0, "e1")
    start = "Blue: click a free dot to place a token, or one of your tokens to move it"
    unscored = "The five in a row on a line just used does not score."  # the move's sentence is said once
    assert english.render(1, True).prompt == f"{unscored} {start}"
    assert english.render(0, True).prompt == f"{unscored} Blue is to move"
    assert french.render(1, True).prompt.startswith(
        "Les cinq jetons alignés sur une ligne qui vient de servir ne comptent pas. Blue : cliquez sur un point libre"
    )
    g.apply(1, "a9")
    assert english.render(0, True).prompt == "Red: click a free dot to place a token, or one of your tokens to move it"


def test_an_eat_landing_on_the_fifth_dot_says_it_too() -> None:
    """Red eats e2 along line v (not just used), landing on e1: five on r1, which Blue's eat just used."""
    g = after_blue_eats("a1=R b1=R c1=R d1=R e3=R e2=B g1=B h1=R turn=B")
    reason = g.explain(0, "e3xe1").reason
    assert reason == (
        "Red eats from e3, landing on e1, eating 1 token, completing five in a row (a1-b1-c1-d1-e1) on line r1, "
        "which has just been used: it does not score"
    )
    g.apply(0, "e3xe1")
    assert g.scores() == (1, 1) and not g.is_over


def test_a_five_on_two_lines_just_used_names_both() -> None:
    """Blue's eat turns from line v onto r1 at e9; Red's five c1-d1-e1-e2-e3 turns from r1 onto v at e1."""
    g = after_blue_eats("c1=R d1=R e2=R e3=R e7=B e8=R f9=R turn=B", "e7xe9xg9")
    assert g.explain(0, "e1").reason == (
        "Red places a token on e1, completing five in a row (c1-d1-e1-e2-e3) on lines r1, v, which have just been "
        "used: it does not score"
    )
    french = "sur les lignes r1, v, qui viennent de servir : ce Connect 5 ne compte pas"
    assert g.explain(0, "e1", "fr").reason.endswith(french)


def test_a_step_along_the_line_counts_with_just_used_moves() -> None:
    g = after_blue_eats("a1=R b1=R c1=R d1=R g1=B turn=B", "g1-h1", just_used="moves")
    assert g.explain(0, "e1").reason == EN


@pytest.mark.parametrize(
    ("setup", "options"),
    [
        ("a1=R b1=R c1=R d1=R g1=B h1=R a9=B turn=B", {"just_used": "off"}),  # no line is just used
        ("a1=R b1=R c1=R d1=R e2=R e3=R e4=R e6=R g1=B h1=R turn=B", {}),  # e1-e6 on line v scores
    ],
)
def test_a_five_that_scores_says_only_the_move(setup: str, options: dict[str, Any]) -> None:
    g = after_blue_eats(setup, **options)
    assert g.explain(0, "e1").reason == "Red places a token on e1"
    g.apply(0, "e1")
    assert g.score_breakdown(0)["connect 5"] == 5


def test_the_thinking_panel_claims_no_connect5() -> None:
    g = after_blue_eats()
    deeds = search_bot("hard", seed=0).deeds(g.seat(0), "e1")
    assert "completes a Connect 5" not in [str(deed) for deed in deeds]
