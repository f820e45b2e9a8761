"""Each refusal of a claim, word for word, with the rulebook passage it quotes and the game unchanged.

One player in the Claim Phase; the F, L, T and U cards are on the table and the L is face down::

    a1 b1 c1 d1 e1 f1      1 2 3 4 5 6
    a2                     5
    a3, a4                 1, 1
"""

from __future__ import annotations

import pytest

import connect_widgets as cw

from .helpers import refused_word_for_word

TABLE = "phase=claim dice=245 zone_die=4 shape_cards=FLTU face_down=L"
SHEET = "123456/5...../1...../1...../....../......"

REFUSALS = [  # (the sheet, its marks, the claim, the sentence, the rulebook passage quoted)
    (SHEET, "", "claim a1 b1 a4", "the numbers must be adjacent to each other", "claim"),
    (SHEET, "", "claim c1 c2 c3", "c2 is empty: a Connect uses numbers in the play area", "claim"),
    (SHEET, "x:c1", "claim b1 c1 d1", "c1 is crossed out", "cross"),
    (SHEET, "", "claim a1 b1 c1 d1 e1 f1", "a Connect is 3, 4 or 5 different spaces", "claim"),
    (SHEET, "", "claim a1 b1 c1 d1 e1", "the I is not one of the four Connect-5 Shape Cards on the table", "connect5"),
    ("111.../1...../1...../....../....../......", "", "claim a1 b1 c1 a2 a3",
     "that shape is on no Connect-5 Shape Card", "connect5"),
    ("1111../1...../....../....../....../......", "", "claim a1 b1 c1 d1 a2",
     "the L card is face down: it cannot be claimed any more", "connect5"),
    (SHEET, "c:3I-a1b1c1", "claim a1 a2 a3", "a1 already claimed: each number can be used for claiming only once",
     "claim"),
    ("123456/234.../1...../1...../....../......", "c:3I-a1b1c1", "claim a1 b1 b2",
     "a1, b1 already claimed: each number can be used for claiming only once", "claim"),
    (".11.22/11.22./.1..2./....../....../......", "c:5F-e1f1d2e2e3 5:F16 score_cards=16,14,13,12",
     "claim b1 c1 a2 b2 b3", "you already claimed the F this round", "connect5"),
    ("1.1.../111.../....../....../....../......", "score_cards=-", "claim a1 c1 a2 b2 c2",
     "no Connect-5 Score Card is left", "connect5"),
]  # fmt: skip


@pytest.mark.parametrize(("sheet", "marks", "action", "sentence", "rule"), REFUSALS)
def test_each_refused_claim_says_why_quotes_the_rule_and_changes_nothing(
    sheet: str, marks: str, action: str, sentence: str, rule: str
) -> None:
    game = cw.new_game("connnect", players=1, seed=0, position=f"{TABLE} {sheet} {marks}")
    refused_word_for_word(game, action, sentence, rule)
