"""Connnect positions: a claim and the Connect-4 marks a sheet writes (the audit of a teacher writing positions).

A claim on the right shape whose numbers do not fit was refused as "a1b1c1 is not a 3I"; it now gives the claim
judge's own reason, the words the game says when the same claim is played. An unknown shape letter names the
shapes of that size. A first-claim mark or a circle filled without a claim of that Connect-4 shape scored 4 or 1
points never earned; it is refused, as a Connect-5 box without its claim is."""

from __future__ import annotations

from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.connnect import WORDS

EMPTY = "/".join(["......"] * 6)
CLAIM = "phase=claim dice=134 zone_die=4"
ROW_132 = "132.../....../....../....../....../......"  # a1 b1 c1: 1 3 2, numbers in order, not laid in order
ROW_12345 = "12345./....../....../....../....../......"


def refused(position: str, players: int = 1, **options: Any) -> ValueError:
    with pytest.raises(ValueError, match=r"^position[ :]") as refusal:
        cw.new_game("connnect", players=players, position=position, **options)
    return refusal.value


def french(error: ValueError) -> str:
    assert isinstance(error, cw.Refused)
    return error.text("fr")


# ---------------------------------------------------------------- a claim: the judge's reason
def test_a_straight_three_out_of_order_gives_the_claim_judges_reason() -> None:
    game = cw.new_game("connnect", players=1, position=f"{CLAIM}\n{ROW_132}")
    played = str(game.refusal(0, "claim a1 b1 c1"))
    assert played == "1-3-2 are numbers in order, but not laid in order along the shape"
    error = refused(f"{CLAIM}\n{ROW_132} c:3I-a1b1c1")
    assert str(error) == f"position Lisa's sheet 'c:3I-a1b1c1': {played}"
    assert french(error).endswith(" : " + WORDS.text("refuse.not_along", "fr", values="1-3-2"))


@pytest.mark.parametrize(
    ("grid", "claim", "options", "reason"),
    [
        ("135...", "3I-a1b1c1", {}, "1-3-5 skips numbers: numbers in order follow one another (1-2-3)"),
        ("123.../.4....", "4T-a1b1c1b2", {"order": "chain"}, "1-2-3-4 are numbers in order, but not laid in order"),
    ],
)
def test_numbers_that_do_not_fit_are_refused_in_the_judges_words(
    grid: str, claim: str, options: dict[str, Any], reason: str
) -> None:
    sheet = grid + EMPTY[len(grid) :]
    assert reason in str(refused(f"{CLAIM}\n{sheet} c:{claim}", **options))
    if options:  # the same claim under the default rule ("branch"): allowed
        game = cw.new_game("connnect", players=1, position=f"{CLAIM}\n{sheet} c:{claim}")
        assert cw.connnect.read_sheet(game, 0)["claims"] == ((claim[:2], ("a1", "b1", "c1", "b2")),)


def test_numbers_that_fit_are_accepted_whatever_else_the_sheet_claimed() -> None:
    """The judge is asked of the claim alone: a number shared with another claim (the "Claimed Number again"
    bonus used) and a Connect-5 whose card is face down now are checked against the bonuses and the table."""
    again = "o" * 15 + "x" + "oo"  # 4a crossed: used
    shared = cw.new_game(
        "connnect",
        players=1,
        position=f"{CLAIM}\n123.../.34.../....../....../....../...... c:3I-a1b1c1,3V-b1b2c2 b:{again}",
    )
    assert [kind for kind, _ in cw.connnect.read_sheet(shared, 0)["claims"]] == ["3I", "3V"]
    table = "phase=claim round=2 shape_cards=IFLT face_down=I score_cards=14,13,12 dice=134 zone_die=4"
    five = cw.new_game("connnect", players=1, position=f"{table}\n{ROW_12345} c:5I-a1b1c1d1e1 5:I16")
    assert cw.connnect.read_sheet(five, 0)["connect5"] == (("I", 16),)


# ---------------------------------------------------------------- a claim: the shape
@pytest.mark.parametrize(
    ("claim", "says", "dit"),
    [
        ("3L-a1b1c1", "a Connect-3 has no shape L: its shapes are 3I, 3V", "un Connect-3 n'a pas de forme L"),
        ("4V-a1b1c1d1", "a Connect-4 has no shape V: its shapes are 4I, 4O, 4T, 4S, 4L", "ses formes sont 4I, 4O"),
        ("5O-a1b1c1d1e1", "its shapes are 5F, 5I, 5L, 5N, 5P, 5T, 5U, 5Y", "pas de forme O"),
    ],
)
def test_an_unknown_shape_letter_names_the_shapes_of_its_size(claim: str, says: str, dit: str) -> None:
    error = refused(f"{CLAIM}\n{ROW_12345} c:{claim}")
    assert str(error).startswith(f"position Lisa's sheet 'c:{claim}': ") and says in str(error)
    assert dit in french(error)


def test_a_claim_on_another_shape_is_still_not_that_connect() -> None:
    assert str(refused(f"{CLAIM}\n{ROW_132} c:3V-a1b1c1")).endswith("'c:3V-a1b1c1': a1b1c1 is not a 3V")
    assert str(refused(f"{CLAIM}\n{ROW_132} c:4I-a1b1c1")).endswith("'c:4I-a1b1c1': a1b1c1 is not a 4I")


# ---------------------------------------------------------------- the Connect-4 marks
FOUR = "1234../....../....../....../....../...... c:4I-a1b1c1d1"  # a Connect-4 I of 1 2 3 4


@pytest.mark.parametrize(
    "marks",
    [
        "IoxOoxToxSoxLox",  # the audit's: an empty sheet scored 20
        "I..OoxT..S..L..",  # a first-claim mark
        "I..O..T..S..Lxo",  # a circle: the 1 point of a shape claimed after someone else
        "IoxO..T..S..L..",  # a mark of a shape this sheet did not claim (its claim is a 3V)
    ],
)
def test_a_filled_mark_or_circle_without_a_claim_of_its_shape_is_refused(marks: str) -> None:
    sheet = "12..../.3..../....../....../....../...... c:3V-a1b1b2" if marks.startswith("Iox") else EMPTY
    error = refused(f"{CLAIM}\n{sheet} 4:{marks}")
    assert str(error).startswith(f"position Lisa's sheet '4:{marks}' disagrees with Lisa's sheet ")
    assert "contredit" in french(error)


def test_a_mark_earned_by_a_claim_is_accepted_and_a_crossed_one_needs_none() -> None:
    marked = cw.new_game("connnect", players=1, seed=1, position=f"round=4 {FOUR} 4:IoxO..T..S..L..")
    assert marked.view()["connect4_first"] == "I3 O0 T0 S0 L0"  # left out: an earlier round
    assert marked.score_breakdown(0)["connect-4 shapes"] == 4
    # Lucas claimed the I first; Lisa crossed her mark out and needs no claim, then claimed it: the circle
    for lisa, points in ((f"{EMPTY} 4:Ix.O..T..S..L..", 0), (f"{FOUR} 4:IxoO..T..S..L..", 1)):
        game = cw.new_game("connnect", players=2, position=f"round=4 {lisa} {FOUR} 4:IoxO..T..S..L..")
        assert game.score_breakdown(0)["connect-4 shapes"] == points and game.view()["connect4_first"][:2] == "I3"
