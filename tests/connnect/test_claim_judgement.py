"""``judge_claim`` on claims that may be made: what each would be, and claiming one the claim
search never listed (the game judges it afresh) gives the same sheet as claiming it from the list.

One player in the Claim Phase; the F, L, T and U cards are on the table, none face down::

    a1 b1 c1 d1 e1 f1      1 2 3 4 5 6
    a2 b2                  5 1
       b3 c3                 2 3
"""

from __future__ import annotations

from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.connnect import judge_claim, legal_claims
from connect_widgets.connnect.board import INDEX
from connect_widgets.connnect.cards import BONUS_INDEX, CROSSED
from connect_widgets.connnect.claims import ClaimCheck, search_claims

TABLE = "phase=claim dice=245 zone_die=4 shape_cards=FLTU face_down=-"
SHEET = "123456/51..../.23.../....../....../......"
AGAIN = "b:" + "o" * 15 + "c" + "oo"  # the "Claimed Number again" bonus circled, not used


def game_at(sheet: str = SHEET, marks: str = "", **options: Any) -> cw.Game:
    return cw.new_game("connnect", players=1, seed=0, position=f"{TABLE} {sheet} {marks}", **options)


def cells(spaces: str) -> tuple[int, ...]:
    return tuple(INDEX[name] for name in spaces.split())


ACCEPTED = [  # (the sheet's marks, the claim, the judgement: rule, size, letter, the space used again)
    ("", "a1 b1 c1", ClaimCheck(None, "connect3", 3, "I", -1)),
    ("", "c1 d1 e1 f1", ClaimCheck(None, "connect4", 4, "I", -1)),
    ("", "b2 b3 c3", ClaimCheck(None, "connect3", 3, "V", -1)),
    ("", "b1 c1 d1 e1 b2", ClaimCheck(None, "connect5", 5, "L", -1)),
    ("c:3I-a1b1c1 " + AGAIN, "c1 d1 e1", ClaimCheck(None, "connect3", 3, "I", INDEX["c1"])),
]


@pytest.mark.parametrize(("marks", "claim", "judged"), ACCEPTED)
def test_an_allowed_claim_is_judged_as_the_connect_it_makes(marks: str, claim: str, judged: ClaimCheck) -> None:
    game = game_at(marks=marks)
    assert judge_claim(game.state, 0, cells(claim), "branch", False) == judged
    assert judged.reason == ""


def test_gaps_let_numbers_skip_only_when_the_option_is_on() -> None:
    game = game_at("135.../....../....../....../....../......")
    assert judge_claim(game.state, 0, cells("a1 b1 c1"), "branch", True) == ClaimCheck(None, "connect3", 3, "I", -1)
    without = judge_claim(game.state, 0, cells("a1 b1 c1"), "branch", False)
    assert without.reason.startswith("1-3-5 skips numbers: numbers in order follow one another (1-2-3)")
    with_gaps = game_at("135.../....../....../....../....../......", gaps=True)
    with_gaps.apply(0, "claim a1 b1 c1")  # judged afresh: the claim search was never asked
    assert with_gaps.state.sheets[0].claims == (("3I", cells("a1 b1 c1")),)


def test_one_claimed_number_may_be_used_again_with_the_bonus_and_two_may_not() -> None:
    game = game_at(marks="c:3I-a1b1c1 " + AGAIN)
    two_again = judge_claim(game.state, 0, cells("a1 b1 a2"), "branch", False)
    assert two_again.reason == "a1, b1 already claimed: each number can be used for claiming only once"
    without = game_at(marks="c:3I-a1b1c1")
    one_again = judge_claim(without.state, 0, cells("c1 d1 e1"), "branch", False)
    assert one_again.reason == "c1 already claimed: each number can be used for claiming only once"


@pytest.mark.parametrize("listed", [False, True], ids=["judged", "listed"])
def test_using_a_claimed_number_again_crosses_the_bonus_out_either_way(listed: bool) -> None:
    game = game_at(marks="c:3I-a1b1c1 " + AGAIN)
    if listed:
        assert "claim c1 d1 e1" in game.legal_actions(0)
    game.apply(0, "claim c1 d1 e1")
    sheet = game.state.sheets[0]
    assert sheet.bonuses[BONUS_INDEX["4a"]] == CROSSED
    assert sheet.claims[-1] == ("3I", cells("c1 d1 e1"))
    assert sheet.claimed == sum(1 << c for c in cells("a1 b1 c1 d1 e1"))


@pytest.mark.parametrize(
    ("score_cards", "boxes"),
    [("-", "I16,P14,U13,L12"), ("13,12", "I16,P16,U14,L14")],  # the last card taken; two cards left
)
def test_a_fifth_connect5_is_refused_when_the_four_boxes_are_full(score_cards: str, boxes: str) -> None:
    """Four Connect-5 claimed in earlier rounds (I, P, U, L: one box each); an L of 5s would be a fifth."""
    table = f"phase=claim dice=245 zone_die=4 shape_cards=ILPU face_down=- score_cards={score_cards}"
    sheet = "11111./2223.3/.22333/4444../45555./.5.... c:5I-a1b1c1d1e1,5P-a2b2c2b3c3,5U-d2f2d3e3f3,5L-a4b4c4d4a5"
    game = cw.new_game("connnect", players=1, seed=0, position=f"{table} {sheet} 5:{boxes}")
    full = judge_claim(game.state, 0, cells("b5 c5 d5 e5 b6"), "branch", False)
    assert (full.reason, full.rule) == ("all four Connect-5 Boxes are full", "connect5")
    assert "claim b5 c5 d5 e5 b6" not in game.legal_actions(0) and "claim b5 c5 d5 e5" in game.legal_actions(0)


def test_a_game_played_under_the_chain_rule_lists_no_branching_climb() -> None:
    game = game_at("324.../.1..../....../....../....../......", order="chain")
    assert "claim a1 b1 c1 b2" not in game.legal_actions(0) and "claim a1 b1 b2" in game.legal_actions(0)
    assert "claim a1 b1 c1 b2" in game_at("324.../.1..../....../....../....../......").legal_actions(0)


def mask(spaces: str) -> int:
    return sum(1 << cell for cell in cells(spaces))


# A T of four (a1 b1 c1 over b2) holding 3 2 4 over 1: the numbers climb from b2 along both arms
# (the "branch" rule), but 3 and 4 do not touch (not a "chain").
T_GRID = tuple({INDEX["a1"]: 3, INDEX["b1"]: 2, INDEX["c1"]: 4, INDEX["b2"]: 1}.get(cell, 0) for cell in range(36))


def test_a_fresh_search_lists_a_branching_climb_under_the_branch_rule_only() -> None:
    branch = search_claims(T_GRID, mask("a1 b1 c1 b2"), 0, (), "branch", False)
    chain = search_claims(T_GRID, mask("a1 b1 c1 b2"), 0, (), "chain", False)
    assert set(branch) - set(chain) == {cells("a1 b1 c1 b2")}
    assert cells("a1 b1 b2") in chain  # 3-2-1 is a chain as well


@pytest.mark.parametrize(
    ("usable", "reusable", "found"),
    [
        ("b1 b2", "a1", {"a1 b1 b2"}),  # one claimed number, used again (a1 is space 0)
        ("b2", "a1 b1 c1", set()),  # each claim would use two claimed numbers again
    ],
)
def test_a_fresh_search_uses_at_most_one_claimed_number_again(usable: str, reusable: str, found: set[str]) -> None:
    listed = search_claims(T_GRID, mask(usable), mask(reusable), (), "branch", False)
    assert set(listed) == {cells(claim) for claim in found}


@pytest.mark.parametrize("listed", [False, True], ids=["judged", "listed"])
def test_a_claimed_a1_may_be_used_again_with_the_bonus_which_is_then_crossed_out(listed: bool) -> None:
    game = game_at("123456/1...../1...../....../....../......", "c:3I-a1b1c1 " + AGAIN)
    if listed:
        assert "claim a1 a2 a3" in game.legal_actions(0)
    game.apply(0, "claim a1 a2 a3")  # a1 is space 0
    assert game.state.sheets[0].bonuses[BONUS_INDEX["4a"]] == CROSSED


def test_a_claim_is_the_last_move_of_its_player_in_the_position() -> None:
    game = cw.new_game("connnect", players=2, seed=0, position=f"{TABLE} {SHEET} s:done {SHEET}")
    game.apply(1, "claim a1 b1 c1")
    assert "last=1:claim_a1_b1_c1" in game.position().split()


@pytest.mark.parametrize("first", ["branch", "chain"])
def test_the_claims_listed_under_each_order_rule_are_that_rules_whichever_is_asked_first(first: str) -> None:
    """The T of ``T_GRID`` climbs under "branch" only: listing the claims under one rule and then the
    other, on the same sheet, must not carry the first rule's search over to the second."""
    game = game_at("324.../.1..../....../....../....../......")
    t_shape = cells("a1 b1 c1 b2")
    for rule in (first, "chain" if first == "branch" else "branch"):
        assert (t_shape in legal_claims(game.state, 0, rule, False)) == (rule == "branch")


def test_a_connect5_card_claimed_this_round_is_not_listed_again_this_round() -> None:
    """An F of 1s claimed this round (its box worth the top card, 16); another F of 2s is on the sheet."""
    table = "phase=claim dice=245 zone_die=4 shape_cards=FLTU face_down=- score_cards=16,14,13,12"
    sheet = ".11.22/11.22./.1..2./....../....../...... c:5F-e1f1d2e2e3 5:F16"
    game = cw.new_game("connnect", players=1, seed=0, position=f"{table} {sheet}")
    assert game.state.sheets[0].connect5_round == ("F",)
    assert not [action for action in game.legal_actions(0) if len(action.split()) == 6]
