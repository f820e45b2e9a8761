"""Each bonus effect: lightning ones at once, kept ones later, and their star points."""

from __future__ import annotations

import json
import re

import pytest

import connect_widgets as cw
from connect_widgets import IllegalAction, testing
from connect_widgets.connnect.board import INDEX
from connect_widgets.connnect.cards import BONUS_INDEX, BONUSES, CIRCLED, CROSSED, OPEN
from connect_widgets.connnect.claims import judge_claim

from .helpers import claim, fill, play_round, roll, scripted, value

LISA, LUCAS = 0, 1


def connect3(game, circle):
    """Round 1: Lisa writes 1s in d1 and f1 beside the setup 1 in e1, claims them and circles ``circle``."""
    roll(game, (1, 1, 4), 4)
    fill(game, {LISA: ["write d1 1", "write f1 1"]})
    game.apply(LISA, "claim d1 e1 f1")
    game.apply(LISA, f"circle {circle}")


def connect4(game, circle):
    """Rounds 1-2: Lisa claims a T of 1s (d1 e1 f1 e2) and circles ``circle`` (Connect-4 section)."""
    play_round(game, (1, 1, 4), 4, writes={LISA: ["write d1 1", "write f1 1"]})
    roll(game, (1, 1, 4), 4)
    fill(game, {LISA: ["write e2 1", "write f2 1"]})
    game.apply(LISA, "claim d1 e1 f1 e2")
    game.apply(LISA, f"circle {circle}")


def state_of(game, bonus):
    return game.state.sheets[LISA].bonuses[BONUS_INDEX[bonus]]


def refused(game, action, reason):
    """Lisa's ``action`` is refused with ``reason`` and changes nothing: the game and its save stay the same."""
    refusal = testing.refused(game, LISA, action)
    assert re.search(reason, str(refusal)), (action, str(refusal))


def test_the_eighteen_bonuses_and_their_points() -> None:
    assert len(BONUSES) == 18
    section3 = sorted((b.effect, b.points) for b in BONUSES if b.section == 3)
    assert section3 == sorted([("write", 1)] * 6 + [("cross", 2)] * 2 + [("switch", 3)] * 2 + [("plusminus", 3)] * 2)
    section4 = sorted((b.effect, b.points) for b in BONUSES if b.section == 4)
    assert section4 == sorted([("any2", 2), ("cross", 3), ("switch", 4), ("again", 4), ("plusminus", 4), ("six", 6)])
    assert {b.id for b in BONUSES if b.lightning} == {"3w1", "3w2", "3w3", "3w4", "3w5", "3w6", "4w"}


def test_write_depicted_number_is_lightning_anywhere() -> None:
    game = scripted()
    connect3(game, "3w4")
    assert state_of(game, "3w4") == CROSSED
    actions = game.legal_actions(LISA)
    assert all(a.startswith("write ") and a.endswith(" 4") for a in actions)
    assert "write a6 4" in actions  # anywhere in the play area, not only the zone
    with pytest.raises(IllegalAction, match="immediately"):
        game.apply(LISA, "done")
    with pytest.raises(IllegalAction, match="depicted number 4"):
        game.apply(LISA, "write a6 5")
    game.apply(LISA, "write a6 4")
    assert value(game, LISA, "a6") == 4
    assert game.score_breakdown(LISA)["connect-3 bonuses"] == 1


def test_circled_bonus_must_come_from_the_earned_section() -> None:
    game = scripted()
    roll(game, (1, 1, 4), 4)
    fill(game, {LISA: ["write d1 1", "write f1 1"]})
    game.apply(LISA, "claim d1 e1 f1")
    with pytest.raises(IllegalAction, match="Connect-3 bonuses section"):
        game.apply(LISA, "circle 4x")
    game.apply(LISA, "circle 3x2")
    with pytest.raises(IllegalAction, match="right after claiming"):
        game.apply(LISA, "circle 3x1")


def test_write_any_2_numbers_in_the_active_zone() -> None:
    game = scripted()
    connect4(game, "4w")
    assert game.state.sheets[LISA].pending == (0, 0)
    with pytest.raises(IllegalAction, match="not in your active zone 4"):
        game.apply(LISA, "write a6 6")
    game.apply(LISA, "write a1 6")
    game.apply(LISA, "write b1 2")
    assert (value(game, LISA, "a1"), value(game, LISA, "b1")) == (6, 2)
    assert LISA not in game.actors()  # nothing else to do: her part of the Claim Phase ended by itself


def test_write_any_2_with_switch_zone_die_writes_in_the_new_zone() -> None:
    game = scripted(players=("Lisa",))
    connect3(game, "3s1")
    claim(game)
    play_round(game, (1, 1, 4), 4, writes={LISA: ["write a1 1", "write b1 1"]})
    roll(game, (1, 1, 4), 4)
    fill(game, {LISA: ["write a2 1", "write b2 1"]})
    game.apply(LISA, "claim a1 b1 a2 b2")
    game.apply(LISA, "circle 4w")
    # "If a 'write any 2 numbers' bonus is used with the Switch Zone Die bonus, write the number in the new zone."
    game.apply(LISA, "switch 1")
    assert game.state.sheets[LISA].zone == 1 and state_of(game, "3s1") == CROSSED
    with pytest.raises(IllegalAction, match="active zone 1"):
        game.apply(LISA, "write c3 5")
    game.apply(LISA, "write a4 5")
    game.apply(LISA, "write b5 6")
    assert value(game, LISA, "a4") == 5


def test_switch_zone_die_in_the_fill_phase() -> None:
    game = scripted(players=("Lisa",))
    connect3(game, "3s1")
    claim(game)
    roll(game, (2, 5, 6), 2)
    with pytest.raises(IllegalAction, match="zone 2"):
        game.apply(LISA, "write a3 5")
    game.apply(LISA, "switch 5")  # zone 5 (rows 3-4); the old zone die 2 becomes a Number Die
    sheet = game.state.sheets[LISA]
    assert (sheet.zone, sorted(sheet.to_write)) == (5, [2, 6])
    game.apply(LISA, "write b3 2")
    game.apply(LISA, "write c4 6")
    assert game.state.phase != "fill"  # both written and no bonus kept: the Fill Phase part ended by itself


def test_fill_phase_part_ends_by_itself_even_with_a_kept_bonus() -> None:
    """Every round alike: writing the second Number Die ends the part; the kept bonus waits for the Claim Phase."""
    game = scripted()
    connect3(game, "3x1")  # Lisa keeps Cross out and write
    claim(game)
    roll(game, (2, 5, 6), 5)
    game.apply(LISA, "write b3 2")
    assert "done" not in game.legal_actions(LISA)  # no Done to press in the Fill Phase
    game.apply(LISA, "write c4 6")
    assert LISA not in game.actors() and game.state.phase == "fill"  # Lucas still writes
    fill(game)
    assert "move a3 a6" in game.legal_actions(LISA)  # the kept bonus, offered in the Claim Phase


def test_a_save_with_a_fill_phase_done_still_loads() -> None:
    """Before 0.2, a player holding a kept bonus ended the Fill Phase with done, maybe using the bonus
    first: the done is dropped and the bonus is used as the Claim Phase opens."""
    game = scripted()
    connect3(game, "3x1")
    claim(game)
    roll(game, (2, 5, 6), 5)
    game.apply(LISA, "write b3 2")
    game.apply(LISA, "write c4 6")
    fill(game)
    game.apply(LISA, "move a3 a6")
    history = list(game.history)
    bonus = history.index((LISA, "move a3 a6"))
    written = history.index((LISA, "write c4 6")) + 1
    old = [*history[:written], (LISA, "move a3 a6"), (LISA, "done"), *history[written:bonus]]
    data = json.loads(game.to_json())
    for legacy in (old, old[:written] + old[written + 1 :] + [(LISA, "move a3 a6")]):
        loaded = cw.load_game(json.dumps({**data, "history": [list(entry) for entry in legacy]}))
        assert loaded.history == game.history and loaded.view() == game.view()
    data["history"] = [list(entry) for entry in [*old, (LUCAS, "write a1 9")]]
    with pytest.raises(cw.CorruptSave, match="write a1 9"):  # other refusals are still refusals
        cw.load_game(json.dumps(data))


def test_plus_or_minus_wraps_1_minus_1_is_6() -> None:
    game = scripted(players=("Lisa",))
    roll(game, (4, 4, 5), 5)
    fill(game, {LISA: ["write f3 4", "write e4 4"]})
    game.apply(LISA, "claim f3 e4 f4")
    game.apply(LISA, "circle 3p1")
    game.apply(LISA, "plus e1 -1")  # the setup 1 in e1
    assert value(game, LISA, "e1") == 6 and state_of(game, "3p1") == CROSSED


def test_plus_or_minus_6_plus_1_is_1_and_up_to_two_steps() -> None:
    game = scripted(players=("Lisa",))
    connect3(game, "3p2")
    assert "plus a3 +2" in game.legal_actions(LISA) and "plus a3 +3" not in game.legal_actions(LISA)
    game.apply(LISA, "plus b6 +1")
    assert value(game, LISA, "b6") == 1  # claimed numbers cannot change: see the test below


def test_cross_out_and_write_moves_an_unclaimed_number() -> None:
    game = scripted(players=("Lisa",))
    connect3(game, "3x1")
    assert state_of(game, "3x1") == CIRCLED  # kept for later
    with pytest.raises(IllegalAction, match="unclaimed"):
        game.apply(LISA, "move e1 a6")
    game.apply(LISA, "move a3 a6")
    sheet = game.state.sheets[LISA]
    assert sheet.crossed == 1 << INDEX["a3"] and value(game, LISA, "a6") == 3
    assert state_of(game, "3x1") == CROSSED
    verdict = judge_claim(game.state, LISA, (INDEX["a3"], INDEX["a4"], INDEX["a5"]), "branch", False)
    assert "crossed out" in verdict.reason


def test_claimed_number_again() -> None:
    game = scripted(players=("Lisa",))
    connect4(game, "4a")
    claim(game)
    roll(game, (1, 1, 4), 4)
    fill(game, {LISA: ["write c1 1", "write c2 1"]})
    assert "claim c1 d1 c2" in game.legal_actions(LISA)  # d1 is already claimed
    assert "claim c1 d1 e1" not in game.legal_actions(LISA)  # two claimed numbers: one is the limit
    with pytest.raises(IllegalAction, match="only once"):
        game.apply(LISA, "claim c1 d1 e1")
    game.apply(LISA, "claim c1 d1 c2")
    assert state_of(game, "4a") == CROSSED
    game.apply(LISA, "circle 3x1")
    with pytest.raises(IllegalAction, match="only once"):
        game.apply(LISA, "claim f1 e2 f2")


def test_score_6_points_is_always_used() -> None:
    game = scripted(players=("Lisa",))
    connect4(game, "46")
    assert state_of(game, "46") == CROSSED
    assert game.score_breakdown(LISA)["connect-4 bonuses"] == 6


def test_kept_bonuses_score_whether_used_or_not() -> None:
    game = scripted(players=("Lisa",))
    connect3(game, "3s2")
    assert state_of(game, "3s2") == CIRCLED
    assert game.score_breakdown(LISA)["connect-3 bonuses"] == 3
    assert all(state_of(game, b.id) == OPEN for b in BONUSES if b.id != "3s2")


def test_cross_out_cannot_write_on_a_written_cell() -> None:
    game = scripted(players=("Lisa",))
    connect3(game, "3x1")
    refused(game, "move a3 d2", "d2 is not empty")  # the setup 2, unclaimed
    refused(game, "move a3 e1", "e1 is not empty")  # the setup 1, claimed
    assert state_of(game, "3x1") == CIRCLED  # still kept
    game.apply(LISA, "move a3 a6")
    assert value(game, LISA, "a6") == 3


def test_switch_in_the_claim_phase_only_serves_a_write_any_2_bonus() -> None:
    game = scripted(players=("Lisa",))
    connect3(game, "3s1")
    claim(game)
    roll(game, (1, 3, 4), 4)
    fill(game, {LISA: ["write c2 1", "write e2 3"]})  # c2 d2 e2: 1 2 3, a Connect-3 to claim
    assert "claim c2 d2 e2" in game.legal_actions(LISA) and "switch 1" not in game.legal_actions(LISA)
    refused(game, "switch 1", "only serves a 'write any 2 numbers' bonus")
    assert game.state.sheets[LISA].zone == 4 and state_of(game, "3s1") == CIRCLED


def test_switch_takes_only_a_number_die_not_yet_written() -> None:
    game = scripted(players=("Lisa",))
    connect3(game, "3s1")
    claim(game)
    roll(game, (2, 5, 6), 2)
    game.apply(LISA, "write c1 5")
    refused(game, "switch 5", "5 is not one of your Number Dice not yet written")  # written already
    refused(game, "switch 3", "3 is not one of your Number Dice")  # not rolled
    game.apply(LISA, "switch 6")
    assert game.state.sheets[LISA].zone == 6 and state_of(game, "3s1") == CROSSED


def test_plus_or_minus_changes_only_an_unclaimed_number() -> None:
    game = scripted(players=("Lisa",))
    connect3(game, "3p1")
    refused(game, "plus d1 +1", "d1 holds no number that is unclaimed and not crossed out")  # claimed
    refused(game, "plus a6 +1", "a6 holds no number")  # empty
    assert state_of(game, "3p1") == CIRCLED
    game.apply(LISA, "plus a3 +1")
    assert value(game, LISA, "a3") == 4
