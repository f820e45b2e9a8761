"""Each refusal of a move in the Zone, Fill and Claim Phases (writes, bonus moves, Free Actions), word
for word, with the rulebook passage it quotes, the action it names, and the game unchanged. One
player; the zone die is 4 (rows 1 and 2), which are full in ``FULL``::

    a1 b1 c1 d1 e1 f1      1 2 3 4 5 6
    a2 b2 c2 d2 e2 f2      6 5 4 3 2 1
"""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.connnect.cards import BONUS_INDEX, CROSSED
from connect_widgets.connnect.rulebook import RULEBOOK

from .helpers import refused_word_for_word

FULL = "123456/654321/....../....../....../......"
CLAIM, FILL = "phase=claim dice=245 zone_die=4", "phase=fill dice=245 zone_die=4"
EMPTY_ROWS = FULL.replace("123456/654321", "....../......")
E2_F2_EMPTY = FULL.replace("654321", "6543..")  # zone 4 with two empty spaces
TO_WRITE = "d:425 w:25"  # in the Fill Phase: the Number Dice 2 and 5 still to write


def circled(bonus: str) -> str:
    """The bonus track with ``bonus`` circled and every other one open."""
    return "b:" + "".join("c" if index == BONUS_INDEX[bonus] else "o" for index in range(len(BONUS_INDEX)))


REFUSALS = [  # (the position, the action, the sentence, the rulebook passage quoted)
    (f"{CLAIM} {FULL} p:4", "skip", "there is still an empty space for this number", "bonuses"),
    (f"{FILL} {FULL} {TO_WRITE}", "move a1 a3", "you hold no circled, unused Cross out and write bonus", "cross"),
    (f"{FILL} {FULL} {TO_WRITE}", "plus a3 +1", "you hold no circled, unused Plus or minus bonus", "plusminus"),
    (f"{FILL} {FULL} {TO_WRITE}", "switch 2", "you hold no circled, unused Switch Zone Die bonus", "switch"),
    (f"{FILL} {FULL} {TO_WRITE} c:3I-a1b1c1 {circled('3x1')}", "move a1 a3",
     "a1 holds no number that is unclaimed and not crossed out", "cross"),
    (f"{FILL} {FULL} {TO_WRITE} {circled('3x1')}", "move a1 b1", "b1 is not empty", "cross"),
    (f"{FILL} {FULL} {TO_WRITE} c:3I-a1b1c1 {circled('3p1')}", "plus a1 +1",
     "a1 holds no number that is unclaimed and not crossed out", "plusminus"),
    (f"{CLAIM} {FULL} {circled('3s1')}", "switch 2",
     "in the Claim Phase a switch only serves a 'write any 2 numbers' bonus", "switch"),
    (f"{FILL} {EMPTY_ROWS} {TO_WRITE} {circled('3s1')}", "switch 4",
     "4 is not one of your Number Dice not yet written", "switch"),
    (f"{FILL} {EMPTY_ROWS} {TO_WRITE} f:7", "free 2 to 3", "all seven Free Actions are used", "free"),
    (f"{FILL} {EMPTY_ROWS} {TO_WRITE}", "free skip 2", "zone 4 still has an empty space: write the number", "free"),
    (f"{FILL} {EMPTY_ROWS} {TO_WRITE}", "free 6 to 3", "6 is not a Number Die still to write", "free"),
    (f"{FILL} {EMPTY_ROWS} {TO_WRITE}", "free 2 to 2", "a Free Action writes a different number from the die", "free"),
    (f"{FILL} {FULL} {TO_WRITE}", "free 2 to 3", "zone 4 is full: only 'free skip 2' is possible", "free"),
    ("phase=zone dice=245 zone_die=0 " + EMPTY_ROWS, "zone 3", "choose one of the dice (2, 4, 5) as the Zone Die, like "
     "'zone 2'", "roll"),
    (f"{FILL} {EMPTY_ROWS} {TO_WRITE}", "done", "you MUST still write 2 and 5 in zone 4", "fill"),
    (f"{FILL} {EMPTY_ROWS} {TO_WRITE}", "write a1 3", "3 is not a Number Die still to write (left: 2 and 5)", "fill"),
    (f"{FILL} {EMPTY_ROWS} {TO_WRITE}", "write a3 2", "a3 is not in zone 4", "zone"),
    (f"{FILL} {E2_F2_EMPTY} {TO_WRITE}", "write a1 2",
     "a1 already holds a number: each space can contain only one", "fill"),
    (f"{CLAIM} {FULL} c:3I-a1b1c1 k:3", "done", "first circle a bonus in the Connect-3 section", "connect3"),
    (f"{CLAIM} {FULL}", "circle 3x1", "a bonus is circled right after claiming a Connect-3 or Connect-4", "connect3"),
    (f"{CLAIM} {FULL}", "claim c1 b1 a1", "name the spaces in reading order: 'claim a1 b1 c1'", "claim"),
    (f"{FILL} {FULL} {TO_WRITE}", "out", "you can still play on", "free"),
    (f"{CLAIM} {FULL} p:4", "write a3 5", "this bonus writes the depicted number 4", "write"),
    (f"{CLAIM} {FULL} p:0", "write a3 5", "a3 is not in your active zone 4", "any2"),
    (f"{CLAIM} {E2_F2_EMPTY} p:0", "write a1 5", "a1 already holds a number", "any2"),
    (f"{CLAIM} {E2_F2_EMPTY} p:0", "write b1 5", "b1 already holds a number", "any2"),
    (f"{CLAIM} {FULL} p:4 {circled('3s1')}", "switch 2",
     "a lightning bonus MUST be used immediately: write its number first", "bonuses"),
    (f"{CLAIM} {FULL} p:4", "plus a1 +1", "a lightning bonus MUST be used immediately: write its number first",
     "bonuses"),
    (f"{CLAIM} {FULL} c:3I-a1b1c1 k:3", "circle 4x", "choose a bonus in the Connect-3 bonuses section", "connect3"),
    (f"{CLAIM} {FULL} c:3I-a1b1c1 k:3 {circled('3x1')}", "circle 3x1", "bonus 3x1 is already circled", "connect3"),
]  # fmt: skip


@pytest.mark.parametrize(("position", "action", "sentence", "rule"), REFUSALS)
def test_each_refused_move_says_why_quotes_the_rule_and_changes_nothing(
    position: str, action: str, sentence: str, rule: str
) -> None:
    refused_word_for_word(cw.new_game("connnect", players=1, seed=0, position=position), action, sentence, rule)


@pytest.mark.parametrize(
    ("sheet", "left"),
    [
        (f"{FULL} p:00", (0,)),  # any number in the full zone 4: skipped although a3 is empty
        ("111111/111111/111111/111111/111111/111111 p:45", (5,)),  # the depicted 4: no space anywhere
    ],
)
def test_a_skip_drops_only_the_lightning_number_that_has_no_space(sheet: str, left: tuple[int, ...]) -> None:
    game = cw.new_game("connnect", players=1, seed=0, position=f"{CLAIM} {sheet}")
    game.apply(0, "skip")
    assert game.state.sheets[0].pending == left


def test_a_switch_in_the_claim_phase_serves_a_write_any_2_numbers_bonus() -> None:
    """Owed: any number in the zone (p:0); the Zone Die 4 and the Number Die 2 change places."""
    game = cw.new_game("connnect", players=1, seed=0, position=f"{CLAIM} {FULL} p:0 {circled('3s1')}")
    game.apply(0, "switch 2")
    sheet = game.state.sheets[0]
    assert (sheet.zone, sheet.numbers, sheet.pending) == (2, (4, 5), (0,))
    assert sheet.bonuses[BONUS_INDEX["3s1"]] == CROSSED


def test_the_seventh_free_action_is_allowed() -> None:
    game = cw.new_game("connnect", players=1, seed=0, position=f"{FILL} {EMPTY_ROWS} {TO_WRITE} f:6")
    game.apply(0, "free 2 to 3")
    assert game.state.sheets[0].free_used == 7 and game.state.sheets[0].to_write == (3, 5)


def test_a_lightning_number_lists_its_writes_the_switch_or_else_skip() -> None:
    every = "/".join(["111111"] * 6)
    assert cw.new_game("connnect", players=1, seed=0, position=f"{CLAIM} {every} p:4").legal_actions(0) == ["skip"]
    two_free = f"{CLAIM} {E2_F2_EMPTY} p:0 {circled('3s1')}"  # e2 and f2 empty in zone 4
    writes = [f"write {cell} {value}" for cell in ("e2", "f2") for value in range(1, 7)]
    assert cw.new_game("connnect", players=1, seed=0, position=two_free).legal_actions(0) == [
        *writes,
        "switch 2",
        "switch 5",
    ]


def test_a_connect_3_earns_no_bonus_once_every_connect_3_bonus_is_used() -> None:
    used = "b:" + "x" * 12 + "o" * 6  # the twelve Connect-3 bonuses used, the six Connect-4 ones open
    game = cw.new_game("connnect", players=1, seed=0, position=f"{CLAIM} 111.../{EMPTY_ROWS[7:]} {used}")
    game.apply(0, "claim a1 b1 c1")
    assert game.state.sheets[0].to_circle == 0 and not any(a.startswith("circle") for a in game.legal_actions(0))


def test_holding_both_kept_bonuses_lists_the_moves_of_each() -> None:
    both = "b:" + "".join("c" if i in (BONUS_INDEX["3x1"], BONUS_INDEX["3p1"]) else "o" for i in range(18))
    legal = cw.new_game("connnect", players=1, seed=0, position=f"{FILL} {FULL} {TO_WRITE} {both}").legal_actions(0)
    assert "move a1 a3" in legal and "plus a1 +1" in legal and "plus f2 -1" in legal


@pytest.mark.parametrize(
    ("position", "rule"),
    [
        (f"phase=zone dice=245 zone_die=0 {EMPTY_ROWS}", "roll"),
        (f"{FILL} {EMPTY_ROWS} {TO_WRITE}", "fill"),
        (f"{CLAIM} {FULL}", "claim"),
    ],
)
def test_text_that_is_no_move_quotes_the_rule_of_the_phase(position: str, rule: str) -> None:
    game = cw.new_game("connnect", players=1, seed=0, position=position)
    with pytest.raises(cw.IllegalAction) as refusal:
        game.apply(0, "fly")
    assert refusal.value.rule == RULEBOOK.text(rule) and str(refusal.value).startswith("'fly' is not a move here")


@pytest.mark.parametrize(
    ("marks", "action"),
    [("c:3I-a1b1c1 k:3", "circle 3x1"), ("p:4", "write a3 4"), (circled("3p1"), "plus a1 +1")],
)
def test_a_claim_phase_move_is_its_players_last_move(marks: str, action: str) -> None:
    game = cw.new_game("connnect", players=1, seed=0, position=f"{CLAIM} {FULL} {marks}")
    game.apply(0, action)
    assert f"last=0:{action.replace(' ', '_')}" in game.position().split()
