"""The rulebook's worked examples (Lisa and Lucas), played under the default rules with scripted dice."""

from __future__ import annotations

import pytest

from connect_widgets import IllegalAction
from connect_widgets.connnect.board import CIRCLE_CELLS, INDEX
from connect_widgets.connnect.cards import BONUS_INDEX, CIRCLED
from connect_widgets.connnect.scoring import connected_lines, filled_circles
from connect_widgets.connnect.shapes import CONNECT4_ORDER
from connect_widgets.connnect.state import CROSSED_OUT, EMPTY, FILLED

from .helpers import claim, fill, play_round, roll, scripted, value

LISA, LUCAS = 0, 1


def marks(game, player, letter):
    return game.state.sheets[player].connect4[CONNECT4_ORDER.index(letter)]


def test_preparation_example_writes_blue_then_red_setup_numbers() -> None:
    # "First roll: 1, 3 and 4. Lisa writes them in the setup spaces (Blue Numbers). Second roll: 2, 4 and 6."
    game = scripted(prep=((1, 3, 4), (2, 4, 6)))
    for player in (LISA, LUCAS):
        assert [value(game, player, s) for s in ("e1", "a3", "c5")] == [1, 3, 4]
        assert [value(game, player, s) for s in ("d2", "f4", "b6")] == [2, 4, 6]
    assert game.state.phase == "roll" and game.state.round == 1


def test_roll_phase_example_zone_4_numbers_2_and_5() -> None:
    # "She rolls ... 2, 4 and 5. She chooses 4 as a Zone Die, so 2 and 5 are Number Dice."
    game = scripted()
    roll(game, (2, 4, 5), 4)
    assert game.state.zone == 4 and game.state.numbers == (2, 5)
    assert game.state.tracker == ((4, 2, 5),)
    # "Lisa writes 2 and 5 in the zone number 4" (rows 1 and 2).
    game.apply(LISA, "write a1 2")
    game.apply(LISA, "write b2 5")
    assert value(game, LISA, "a1") == 2 and value(game, LISA, "b2") == 5
    assert game.actors() == (LUCAS,)  # Lisa has nothing more to do in this Fill Phase


def test_filled_circle_and_connected_line_examples() -> None:
    game = scripted()
    # Fill the whole of zone 4 (rows 1-2) over five rounds: circles 0, 1 and 2 make a Connected Line.
    spaces = [s for s in (f"{c}{r}" for r in (1, 2) for c in "abcdef") if s not in ("e1", "d2")]
    for k in range(5):
        pair = spaces[2 * k : 2 * k + 2]
        play_round(game, (4, 3, 3), 4, writes={LISA: [f"write {pair[0]} 3", f"write {pair[1]} 3"]})
        if k == 0:
            assert filled_circles(game.state.sheets[LISA]) == ()
    sheet = game.state.sheets[LISA]
    assert filled_circles(sheet) == (0, 1, 2)
    assert connected_lines(sheet) == ((0, 1, 2),)
    assert game.score_breakdown(LISA)["circles"] == 3
    assert game.score_breakdown(LISA)["connected lines"] == 2
    assert all(INDEX[s] in CIRCLE_CELLS[0] for s in ("a1", "b1", "a2", "b2"))


def test_free_action_example_change_2_to_3_fills_the_circle() -> None:
    game = scripted()
    play_round(game, (4, 4, 4), 4, writes={LISA: ["write a1 4", "write b1 4"]})
    roll(game, (2, 4, 5), 4)
    game.apply(LISA, "write a2 5")
    # "Lisa wants to change "2" to "3". She crosses the leftmost available box in the Free Action track."
    game.apply(LISA, "free 2 to 3")
    assert game.state.sheets[LISA].free_used == 1
    game.apply(LISA, "write b2 3")  # "She writes "3" in the available space and fills the Circle."
    assert 0 in filled_circles(game.state.sheets[LISA])
    assert game.score_breakdown(LISA)["free action"] == -1


def test_free_action_example_zone_full_does_nothing() -> None:
    game = scripted()
    spaces = [s for s in (f"{c}{r}" for r in (1, 2) for c in "abcdef") if s not in ("e1", "d2")]
    for k in range(5):
        pair = spaces[2 * k : 2 * k + 2]
        play_round(game, (4, 3, 3), 4, writes={LISA: [f"write {pair[0]} 3", f"write {pair[1]} 3"]})
    roll(game, (4, 5, 5), 4)
    assert game.legal_actions(LISA) == ["free skip 5"]
    # "She cannot write "5" in zone number 4 because all spaces are occupied. She crosses the leftmost
    # Free Action box and does nothing."
    game.apply(LISA, "free skip 5")
    game.apply(LISA, "free skip 5")
    assert game.state.sheets[LISA].free_used == 2
    assert LISA not in game.actors()


def test_connect3_example_three_5s_and_the_move_number_bonus() -> None:
    game = scripted()
    play_round(game, (4, 5, 5), 4, writes={LISA: ["write a1 5", "write b1 5"]})
    roll(game, (4, 5, 6), 4)
    fill(game, {LISA: ["write c1 5", "write a2 6"]})
    # "Lisa claims Connect-3 by using three "5s" and draws the outline around them."
    game.apply(LISA, "claim a1 b1 c1")
    assert game.legal_actions(LISA)[:2] == ["circle 3w1", "circle 3w2"]
    with pytest.raises(IllegalAction, match="circle"):
        game.apply(LISA, "done")
    # "She circles the Move Number Bonus in the Connect-3 bonuses section."
    game.apply(LISA, "circle 3x1")
    sheet = game.state.sheets[LISA]
    assert sheet.claims == (("3I", (INDEX["a1"], INDEX["b1"], INDEX["c1"])),)
    assert sheet.bonuses[BONUS_INDEX["3x1"]] == CIRCLED
    assert game.score_breakdown(LISA)["connect-3 bonuses"] == 2


def _lucas_and_lisa_connect4(game):
    # Round 1: Lucas 1, 2 in a1, b1; Lisa 1, 2 in a2, a1.
    play_round(game, (1, 2, 4), 4, writes={LUCAS: ["write a1 1", "write b1 2"], LISA: ["write a2 1", "write a1 2"]})
    roll(game, (3, 4, 4), 4)
    fill(game, {LUCAS: ["write c1 3", "write d1 4"], LISA: ["write b1 3", "write c1 4"]})


def test_connect4_example_first_claim_then_the_circle_for_an_l_claimed_before() -> None:
    game = scripted(objectives=("A1", "B1", "C1"))
    _lucas_and_lisa_connect4(game)
    # "Lucas claims Connect-4 by using 1, 2, 3 and 4 ... he fills the first-claim mark and crosses out the circle."
    game.apply(LUCAS, "claim a1 b1 c1 d1")
    assert marks(game, LUCAS, "I") == (FILLED, CROSSED_OUT)
    game.apply(LUCAS, "circle 4x")  # "He circles the Move Number Bonus in the Connect-4 section."
    game.apply(LISA, "claim a1 b1 c1 a2")  # Lisa is first with the L this round
    assert marks(game, LISA, "L") == (FILLED, CROSSED_OUT)
    game.apply(LISA, "circle 4p")
    claim(game)
    # End of round: "other players cross out their first-claim mark".
    assert marks(game, LISA, "I") == (CROSSED_OUT, EMPTY)
    assert marks(game, LUCAS, "L") == (CROSSED_OUT, EMPTY)
    assert game.state.sheets[LUCAS].objectives == (0, 0, 0)
    # Lucas builds 3-4-5-6 as an L (a3 holds the setup 3) and claims it after Lisa.
    play_round(game, (4, 4, 5), 4, writes={LUCAS: ["write a2 4", "write b2 5"]})
    roll(game, (4, 6, 6), 4)
    fill(game, {LUCAS: ["write c2 6", "write e2 6"]})
    game.apply(LUCAS, "claim a2 b2 c2 a3")
    # "If an L-shape Connect-4 has been claimed, he fills the circle instead."
    assert marks(game, LUCAS, "L") == (CROSSED_OUT, FILLED)
    game.apply(LUCAS, "circle 46")
    claim(game)
    assert game.score_breakdown(LUCAS)["connect-4 shapes"] == 4 + 1
    # "Lucas can complete the Objective Card, so he writes down 4 points" (B1: at least 2 Connect-4).
    assert game.state.sheets[LUCAS].objectives == (0, 4, 0)
    assert game.score_breakdown(LUCAS)["objectives"] == 4


def test_connect4_claimed_by_two_players_in_the_same_round_is_first_for_both() -> None:
    game = scripted()
    play_round(game, (1, 2, 4), 4, writes={p: ["write a1 1", "write b1 2"] for p in (LISA, LUCAS)})
    roll(game, (3, 4, 4), 4)
    fill(game, {p: ["write c1 3", "write d1 4"] for p in (LISA, LUCAS)})
    game.apply(LISA, "claim a1 b1 c1 d1")
    game.apply(LISA, "circle 4s")
    game.apply(LUCAS, "claim a1 b1 c1 d1")
    game.apply(LUCAS, "circle 4s")
    claim(game)
    assert marks(game, LISA, "I") == marks(game, LUCAS, "I") == (FILLED, CROSSED_OUT)
    assert game.score_breakdown(LISA)["connect-4 shapes"] == 4


def test_connect4_when_mark_and_circle_are_settled_a_new_claim_changes_nothing() -> None:
    game = scripted(players=("Lisa",))
    play_round(game, (1, 1, 4), 4, writes={LISA: ["write a1 1", "write b1 1"]})
    roll(game, (1, 1, 4), 4)
    fill(game, {LISA: ["write c1 1", "write a2 1"]})
    claim(game, {LISA: ["claim a1 b1 c1 a2", "circle 4a"]})
    assert marks(game, LISA, "L") == (FILLED, CROSSED_OUT)
    play_round(game, (1, 1, 5), 5, writes={LISA: ["write b3 1", "write c3 1"]})
    roll(game, (1, 1, 5), 5)
    fill(game, {LISA: ["write d3 1", "write b4 1"]})
    # "If either the first-claim mark or the circle ... is crossed out and another is filled, do nothing."
    game.apply(LISA, "claim b3 c3 d3 b4")
    assert marks(game, LISA, "L") == (FILLED, CROSSED_OUT)
    assert game.legal_actions(LISA)[0].startswith("circle 4")  # the bonus is still earned


def test_connect5_example_lisa_claims_f_with_2_to_6_for_16() -> None:
    game = scripted(cards=("F", "I", "L", "T"))
    play_round(game, (4, 4, 5), 4, writes={LISA: ["write b1 4", "write c1 5"], LUCAS: ["write b1 4", "write c1 5"]})
    play_round(game, (1, 3, 6), 1, writes={LISA: ["write b2 3", "write a2 6"], LUCAS: ["write b2 3", "write a2 6"]})
    roll(game, (1, 2, 2), 1)
    fill(game, {LISA: ["write b3 2", "write a4 2"], LUCAS: ["write b3 2", "write a4 2"]})
    # "Lisa claims Connect-5 by using 2, 3, 4, 5 and 6 ... She writes "F" ... and ... "16" in the star."
    assert "claim b1 c1 a2 b2 b3" in game.legal_actions(LISA)
    game.apply(LISA, "claim b1 c1 a2 b2 b3")
    assert game.state.sheets[LISA].connect5 == (("F", 16),)
    # Lucas claims the same shape in the same round: the same score, the card flips at the end of the round.
    game.apply(LUCAS, "claim b1 c1 a2 b2 b3")
    assert game.state.sheets[LUCAS].connect5 == (("F", 16),)
    claim(game)
    assert game.state.face_down == ("F",)
    assert game.state.score_cards == (14, 13, 12)
    assert game.score_breakdown(LISA)["connect-5"] == 16
    assert game.view()["face_down"] == "F"


def test_connect5_face_down_card_cannot_be_claimed_any_more() -> None:
    game = scripted(players=("Lisa",), cards=("F", "P", "L", "T"))
    play_round(game, (4, 4, 5), 4, writes={LISA: ["write b1 4", "write c1 5"]})
    play_round(game, (1, 3, 6), 1, writes={LISA: ["write b2 3", "write a2 6"]})
    play_round(game, (1, 2, 2), 1, writes={LISA: ["write b3 2", "write a4 2"]}, claims={LISA: ["claim b1 c1 a2 b2 b3"]})
    assert game.state.sheets[LISA].connect5 == (("F", 16),)
    assert game.state.face_down == ("F",)
    # A mirrored F (d3 e3 e4 f4 e5 with the setup 4 in f4): refused, the card is face down.
    play_round(game, (2, 3, 3), 3, writes={LISA: ["write e5 2", "write e4 3"]})
    roll(game, (5, 5, 6), 5)
    fill(game, {LISA: ["write e3 5", "write d3 6"]})
    with pytest.raises(IllegalAction, match="face down"):
        game.apply(LISA, "claim d3 e3 e4 f4 e5")
    assert "claim d3 e3 e4 f4 e5" not in game.legal_actions(LISA)


def test_connect5_boxes_fill_from_the_top_with_the_next_score_card() -> None:
    game = scripted(players=("Lisa",), cards=("F", "I", "L", "T"))
    play_round(game, (4, 4, 5), 4, writes={LISA: ["write b1 4", "write c1 5"]})
    play_round(game, (1, 3, 6), 1, writes={LISA: ["write b2 3", "write a2 6"]})
    assert game.state.score_cards == (16, 14, 13, 12)  # no Connect-5 yet: the stack stays
    play_round(game, (1, 2, 2), 1, writes={LISA: ["write b3 2", "write a4 2"]}, claims={LISA: ["claim b1 c1 a2 b2 b3"]})
    # An I of 6s in row 6 (b6 holds the setup 6): the next box gets the next score card, 14.
    play_round(game, (6, 6, 6), 6, writes={LISA: ["write a6 6", "write c6 6"]})
    roll(game, (6, 6, 6), 6)
    fill(game, {LISA: ["write d6 6", "write e6 6"]})
    claim(game, {LISA: ["claim a6 b6 c6 d6 e6"]})
    assert game.state.sheets[LISA].connect5 == (("F", 16), ("I", 14))
    assert game.state.score_cards == (13, 12) and game.state.face_down == ("F", "I")
    assert game.score_breakdown(LISA)["connect-5"] == 30


def test_lisas_f_is_refused_under_the_strict_chain_variant() -> None:
    game = scripted(players=("Lisa",), cards=("F", "I", "L", "T"), order="chain")
    play_round(game, (4, 4, 5), 4, writes={LISA: ["write b1 4", "write c1 5"]})
    play_round(game, (1, 3, 6), 1, writes={LISA: ["write b2 3", "write a2 6"]})
    roll(game, (1, 2, 2), 1)
    fill(game, {LISA: ["write b3 2", "write a4 2"]})
    reason = game.explain(LISA, "claim b1 c1 a2 b2 b3").reason  # the numbers run, but not along the F
    assert reason == "4-5-6-3-2 are numbers in order, but not laid in order along the shape"
