"""Refusals that name the real reason, not one that contradicts itself.

A move of another phase (``out`` in the Claim Phase, ``circle 3x2`` in the Fill Phase) reads as a
move: it is refused naming the phase and what the player may play now, quoting the phase's passage,
not with the notation (which lists that very move). And numbers that are in order with gaps (1-3-5)
are refused naming the reading of "in order" the game plays by default (``gaps=False``) and the
option, not as "neither all the same nor in order" beside a quote that says "ascending order".

One player; the zone die is 4 (rows 1 and 2)::

    a1 b1 c1       1 2 .      (CLAIMABLE: a1 b1 b2 is a Connect-3)
       b2            3
"""

from __future__ import annotations

from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.connnect import WORDS, judge_claim
from connect_widgets.connnect.board import INDEX
from connect_widgets.connnect.cards import BONUS_INDEX
from connect_widgets.connnect.rulebook import RULEBOOK

from .helpers import refused_word_for_word

FILL, CLAIM = "phase=fill dice=245 zone_die=4", "phase=claim dice=245 zone_die=4"
EMPTY = "....../....../....../....../....../......"
CLAIMABLE = "12..../.3..../....../....../....../......"
FULL = "123456/654321/....../....../....../......"  # zone 4 full
TO_WRITE = "d:425 w:25"  # in the Fill Phase: the Number Dice 2 and 5 still to write
PLUS = "b:" + "".join("c" if i == BONUS_INDEX["3p1"] else "o" for i in range(len(BONUS_INDEX)))
KEPT = f"c:3I-a6b6c6 {PLUS}"  # a Connect-3 claimed in row 6 (4 5 6), its Plus or minus bonus kept


def game_at(position: str, **options: Any) -> cw.Game:
    return cw.new_game("connnect", players=1, seed=0, position=position, **options)


FILL_NOW = "you may write a Number Die ('write a1 2') or use a Free Action ('free 2 to 1')"
CLAIM_NOW = "you may claim a Connect ('claim a1 b1 b2') or end your part ('done')"
NOT_NOW = [  # (position, action, the refusal, the rulebook passage it quotes)
    *((f"{FILL} {EMPTY} {TO_WRITE}", move, f"{move!r} is not a move of the Fill Phase now: {FILL_NOW}", "fill")
      for move in ("circle 3x2", "claim a1 b1 b2", "skip", "zone 2", "roll 2 4 5")),
    *((f"{CLAIM} {CLAIMABLE}", move, f"{move!r} is not a move of the Claim Phase now: {CLAIM_NOW}", "claim")
      for move in ("out", "skip", "free 2 to 3", "free skip 5", "write c3 5", "zone 4")),
    (f"{CLAIM} {EMPTY}", "out", "'out' is not a move of the Claim Phase now: you may end your part ('done')", "claim"),
    (f"{CLAIM} {CLAIMABLE[:-6]}4561.. {KEPT}", "write c3 5", "'write c3 5' is not a move of the Claim Phase now: you "
     "may claim a Connect ('claim a1 b1 b2'), use a bonus you kept ('plus a1 -2') or end your part ('done')", "claim"),
    (f"{FILL} {FULL} {TO_WRITE} f:7", "circle 3x1",
     "'circle 3x1' is not a move of the Fill Phase now: you may go out of the game ('out')", "fill"),
]  # fmt: skip


@pytest.mark.parametrize(("position", "action", "sentence", "rule"), NOT_NOW)
def test_a_move_of_another_phase_names_the_phase_and_what_it_allows_now(
    position: str, action: str, sentence: str, rule: str
) -> None:
    refused_word_for_word(game_at(position), action, sentence, rule)


def test_a_move_of_another_phase_is_refused_in_french_too() -> None:
    refusal = game_at(f"{CLAIM} {CLAIMABLE}").refusal(0, "out")
    assert refusal is not None and refusal.quote is not None and refusal.quote.title.startswith("Claim Phase")
    assert refusal.text("fr") == (
        "'out' n'est pas un coup de la Phase de revendication en ce moment : vous pouvez revendiquer un Connect "
        "('claim a1 b1 b2') ou terminer votre part ('done')"
    )
    fill = game_at(f"{FILL} {EMPTY[:-6]}4561.. {KEPT} {TO_WRITE}").refusal(0, "circle 3x2")
    assert fill is not None and fill.text("fr") == (
        "'circle 3x2' n'est pas un coup de la Phase de remplissage en ce moment : vous pouvez écrire un dé de nombre "
        "('write a1 2'), utiliser une Action libre ('free 2 to 1') ou utiliser un bonus gardé ('plus d6 -2')"
    )


@pytest.mark.parametrize("position", [f"{FILL} {EMPTY} {TO_WRITE}", f"{CLAIM} {CLAIMABLE}"])
def test_text_that_is_no_move_at_all_still_quotes_the_notation(position: str) -> None:
    refusal = game_at(position).refusal(0, "fly")
    assert refusal is not None and str(refusal).startswith("'fly' is not a move here; the notation is: Spaces a1-f6")


# ---------------------------------------------------------------- numbers in order with gaps
def cells(spaces: str) -> tuple[int, ...]:
    return tuple(INDEX[name] for name in spaces.split())


def reason(row: str, claim: str = "a1 b1 c1", **options: Any) -> str:
    game = game_at(f"{CLAIM} {row}{EMPTY[len(row) :]}", **options)
    refusal = game.refusal(0, f"claim {claim}")
    assert refusal is not None and refusal.rule == RULEBOOK.text("claim")
    return str(refusal)


@pytest.mark.parametrize("row", ["135", "531", "246"])
def test_numbers_in_order_with_gaps_are_refused_naming_the_reading_and_the_option(row: str) -> None:
    shown = "-".join(row)
    assert reason(row) == (
        f"{shown} skips numbers: numbers in order follow one another (1-2-3); the option gaps=True allows {shown}"
    )
    assert judge_claim(game_at(f"{CLAIM} {row}{EMPTY[3:]}").state, 0, cells("a1 b1 c1"), "branch", False).problem == (
        WORDS.phrase("refuse.skips", values=shown)
    )
    game_at(f"{CLAIM} {row}{EMPTY[3:]}", gaps=True).apply(0, "claim a1 b1 c1")  # the option allows it


def test_numbers_with_gaps_are_refused_in_french_too() -> None:
    refusal = game_at(f"{CLAIM} 135{EMPTY[3:]}").refusal(0, "claim a1 b1 c1")
    assert refusal is not None and refusal.text("fr") == (
        "1-3-5 saute des nombres : des nombres dans l'ordre se suivent (1-2-3) ; l'option gaps=True permet 1-3-5"
    )


@pytest.mark.parametrize(
    ("row", "options", "said"),
    [
        ("315", {}, "3-1-5 is neither all the same nor in order"),  # not in order even with gaps
        ("113", {}, "1-1-3 is neither all the same nor in order"),
        ("132", {}, "1-3-2 are numbers in order, but not laid in order along the shape"),
        ("315", {"gaps": True}, "3-1-5 are numbers in order, but not laid in order along the shape"),
    ],
)
def test_numbers_out_of_order_keep_their_reasons(row: str, options: dict[str, Any], said: str) -> None:
    assert reason(row, **options) == said
