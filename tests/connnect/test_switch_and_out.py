"""Switch Zone Die swaps a die, not a Free Action's number; a player who can still play on by it may
not go out; and when everybody is out, the round's end is still checked (its objectives)."""

from __future__ import annotations

import pytest

import connect_widgets as cw

SWITCH_KEPT = "b:oooooooocooooooooo"  # 3s1 circled: a Switch Zone Die kept for later


def test_a_free_action_changes_the_number_written_not_the_die_switch_takes() -> None:
    """ "Switch the Zone Die with 1 Number Die. The number on that Number Die becomes the zone": after
    ``free 2 to 3`` no die shows a 3, so 3 cannot become the zone (it could: any number could)."""
    game = cw.new_game(
        "connnect", players=1, seed=1, position=f"round=3 dice=245 zone_die=4\n{'....../' * 5}...... {SWITCH_KEPT}"
    )
    game.apply(0, "free 2 to 3")
    assert [a for a in game.legal_actions(0) if a.startswith("switch")] == ["switch 5"]
    before = game.position()
    with pytest.raises(cw.IllegalAction, match="3 is not one of your Number Dice not yet written"):
        game.apply(0, "switch 3")
    assert game.position() == before
    game.apply(0, "switch 5")  # a die: zone 5, and the Zone Die's 4 is written with the 3
    sheet = game.state.sheets[0]
    assert (sheet.zone, sorted(sheet.numbers), sorted(sheet.to_write)) == (5, [2, 4], [3, 4])


def test_no_going_out_while_a_kept_switch_opens_a_zone_with_space() -> None:
    """ "If you use up all of your Free Action and cannot play on, you are out of the game."""
    full = "123456/654321/....../....../....../......"
    game = cw.new_game("connnect", players=1, seed=1, position=f"round=5 dice=245 zone_die=4\n{full} {SWITCH_KEPT} f:7")
    assert "out" not in game.legal_actions(0) and "switch 5" in game.legal_actions(0)
    with pytest.raises(cw.IllegalAction, match="your Switch Zone Die bonus opens a zone with space"):
        game.apply(0, "out")
    without = cw.new_game("connnect", players=1, seed=1, position=f"round=5 dice=245 zone_die=4\n{full} f:7")
    assert "out" in without.legal_actions(0)  # no bonus: out it is


def test_when_everybody_is_out_the_round_s_objectives_are_still_written() -> None:
    """The last write before going out makes two full lines (objective C3): written at the round's end
    with another player still in, and now also when the game ends there, everybody out."""
    me = "123456/65432./....../....../....../...... f:7"
    game = cw.new_game("connnect", players=1, seed=1, position=f"round=5 dice=245 zone_die=4 objectives=A1,B1,C3\n{me}")
    game.apply(0, "write f2 2")
    game.apply(0, "out")
    assert game.is_over and game.score_breakdown(0)["objectives"] == 4
