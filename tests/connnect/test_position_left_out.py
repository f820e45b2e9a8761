"""Connnect positions: a refusal quotes only what the position wrote. A part left out was once quoted as
if written, ``position 'shape_cards=FLT' disagrees with 'phase='``, without the rule (the audit's share
report, item 5): the set-up draws four shape cards and three objective cards, and a part or a sheet's
field left out is now shown as it was taken (``dice=- (left out)``)."""

from __future__ import annotations

import re

import pytest

import connect_widgets as cw
from connect_widgets.connnect import WORDS
from connect_widgets.core.positions import left_out

EMPTY = "/".join(["......"] * 6)


def refusal(position: str) -> str:
    with pytest.raises(ValueError) as refused:
        cw.new_game("connnect", players=2, seed=1, position=position)
    return str(refused.value)


def test_too_few_cards_after_the_set_up_are_refused_saying_the_rule() -> None:
    assert refusal("shape_cards=FLT") == (
        "position 'shape_cards=FLT': the cards are drawn in the set-up (phase=setup), so after it the table has the "
        "four Connect-5 shape cards, not 3: here phase=roll (left out)"
    )
    assert refusal("objectives=A2,B4") == (
        "position 'objectives=A2,B4': the cards are drawn in the set-up (phase=setup), so after it the table has "
        "three objective cards, one of each deck A, B and C, not 2: here phase=roll (left out)"
    )
    assert refusal("phase=fill dice=245 zone_die=4 objectives=A2").endswith(", not 1: here 'phase=fill'")
    # the set-up may hold fewer: it has not drawn them all yet
    assert not cw.new_game("connnect", players=2, seed=1, position="phase=setup shape_cards=FL objectives=A2").is_over


@pytest.mark.parametrize(
    ("position", "says"),
    [
        ("zone_die=4", "position 'zone_die=4' disagrees with dice=- (left out)"),
        ("tracker=613,356", "position 'tracker=613,356' disagrees with round=1 (left out)"),
        ("round=0", "position 'round=0' disagrees with phase=roll (left out)"),
        ("phase=setup face_down=T", "position 'face_down=T' disagrees with shape_cards=- (left out)"),
        ("phase=claim dice=245", "position zone_die=0 (left out) disagrees with 'phase=claim'"),
        (f"{EMPTY} w:3 {EMPTY}", "position Lisa's sheet 'w:3' disagrees with Lisa's sheet d: (left out)"),
        (f"{EMPTY} s:out {EMPTY}", "position Lisa's sheet 's:out' disagrees with Lisa's sheet f:0 (left out)"),
    ],
)
def test_a_part_left_out_is_shown_as_it_was_taken(position: str, says: str) -> None:
    assert refusal(position) == says


@pytest.mark.parametrize(
    "position",
    ["shape_cards=FLT", "objectives=A2,B4", "zone_die=4", "round=0", "phase=claim dice=245", f"{EMPTY} w:3 {EMPTY}"],
)
def test_no_refusal_quotes_a_part_as_written_that_was_not(position: str) -> None:
    said = refusal(position)
    quoted = re.findall(r"'([^'\s]+)'", said)  # items quoted ('w:3'), not Lisa's apostrophe
    assert quoted and all(item in position for item in quoted), said


def test_the_refusals_speak_french_too() -> None:
    shown = left_out("phase=", "roll").text("fr")
    assert shown == "phase=roll (omis)"
    assert WORDS.text("position.shape_cards", "fr", item="'shape_cards=FLT'", count=3, phase=shown) == (
        "position 'shape_cards=FLT' : les cartes sont tirées pendant la mise en place (phase=setup), la table a donc "
        "ensuite les quatre cartes de forme Connect-5, pas 3 : ici phase=roll (omis)"
    )
    french = WORDS.text("position.objectives", "fr", item="'x'", count=2, phase="'phase=fill'")
    assert french.startswith("position 'x' : ") and "trois cartes Objectif" in french
