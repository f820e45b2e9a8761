"""Driving Connnect by clicks, exactly as the widget will."""

from __future__ import annotations

import json
import random

import pytest

import connect_widgets as cw
from connect_widgets import IllegalAction
from connect_widgets.connnect import Interaction
from connect_widgets.connnect.board import INDEX
from connect_widgets.connnect.cards import OBJECTIVE_BY_ID
from connect_widgets.connnect.drawing import hints, table
from connect_widgets.connnect.notation import parse
from connect_widgets.connnect.scoring import objective_met
from connect_widgets.testing import play_random

from .helpers import fill, roll, scripted

LISA, LUCAS = 0, 1


def click(ui, seat, *targets):
    """Click targets in turn; apply the action the last one yields (if any) and return it."""
    action = None
    for target in targets:
        action = ui.click(seat, target)
    if action is not None:
        ui.game.apply(seat, action)
        ui.reset()
    return action


def test_the_active_player_picks_the_zone_die_by_clicking_it() -> None:
    game = scripted(first=1)
    game.apply(-1, "roll 2 4 5")
    ui = Interaction(game)
    with pytest.raises(IllegalAction, match="not your turn"):
        ui.click(LISA, "die:1")
    assert ui.render(LUCAS, True).prompt.startswith("Lucas: click a die")
    assert click(ui, LUCAS, "die:1") == "zone 4"
    table = ui.render(LISA, True).board["table"]
    assert table["dice"] == [2, 4, 5] and table["roles"] == "nzn"


def test_write_a_number_die_then_a_space_then_done() -> None:
    game = scripted()
    roll(game, (2, 4, 5), 4)
    ui = Interaction(game)
    with pytest.raises(IllegalAction, match="first click the Number Die"):
        ui.click(LISA, "cell:a1")
    assert ui.click(LISA, "num:1") is None  # the 5
    board = ui.render(LISA, True).board
    assert board["sheet"]["to_write"] == [2, 5] and board["sheet"]["die"] == 5
    assert click(ui, LISA, "cell:b2") == "write b2 5"
    with pytest.raises(IllegalAction, match="not in zone 4"):
        ui.click(LISA, "cell:a4")  # the only die left (2) is picked by itself
    assert click(ui, LISA, "cell:a1") == "write a1 2"
    assert LISA not in game.actors()  # nothing else to do; Lucas still writes: the seats act independently
    assert ui.render(LISA, True).buttons == []
    with pytest.raises(IllegalAction, match="not your turn"):
        ui.click(LISA, "cell:c1")


def test_free_action_by_clicking_the_track_and_a_number() -> None:
    game = scripted()
    roll(game, (2, 4, 5), 4)
    ui = Interaction(game)
    ui.click(LISA, "num:0")
    assert ui.click(LISA, "free") is None
    assert [p["target"] for p in ui.render(LISA, True).board["pickers"]][:2] == ["value:1", "value:2"]
    assert click(ui, LISA, "value:3") == "free 2 to 3"
    assert game.state.sheets[LISA].free_used == 1


def test_select_spaces_and_claim_a_connect3_by_clicking() -> None:
    game = scripted()
    roll(game, (1, 1, 4), 4)
    fill(game, {LISA: ["write d1 1", "write f1 1"]})
    ui = Interaction(game)
    ui.click(LISA, "cell:d1")
    ui.click(LISA, "cell:f1")
    assert ui.render(LISA, True).buttons[0]["label"] == "Claim"
    ui.click(LISA, "cell:a3")
    claim_button = ui.render(LISA, True).buttons[0]
    assert not claim_button["enabled"] and "adjacent" in claim_button["title"]
    with pytest.raises(IllegalAction, match="adjacent"):
        ui.click(LISA, "claim")
    ui.click(LISA, "cell:a3")  # unselect
    ui.click(LISA, "cell:e1")
    assert ui.render(LISA, True).buttons[0] == {
        "target": "claim",
        "label": "Claim Connect-3 (I)",
        "enabled": True,
        "title": "Connect-3",
    }
    assert "claim this Connect-3" in ui.render(LISA, True).prompt
    assert click(ui, LISA, "claim") == "claim d1 e1 f1"
    # Now a bonus must be circled: the board marks the legal ones; a click circles it.
    legal_bonuses = ui.render(LISA, True).board["sheet"]["bonus_legal"]
    assert "3x1" in legal_bonuses and "4x" not in legal_bonuses
    assert click(ui, LISA, "bonus:3x1") == "circle 3x1"
    # Use the kept Cross out and write bonus: click it, the number to cross out, then the empty space.
    assert ui.click(LISA, "bonus:3x1") is None
    rule = ui.render(LISA, True).rule
    assert isinstance(rule, tuple) and rule[0] == "Cross out and write"
    ui.click(LISA, "cell:a3")
    assert click(ui, LISA, "cell:a6") == "move a3 a6"
    assert 12 in ui.render(LISA, False).board["sheet"]["crossed"]


def test_lightning_write_any_number_with_pickers() -> None:
    from .test_bonuses import connect4

    game = scripted(players=("Lisa",))
    connect4(game, "4w")
    ui = Interaction(game)
    assert "lightning" in ui.render(LISA, True).prompt
    ui.click(LISA, "cell:a1")
    assert click(ui, LISA, "value:6") == "write a1 6"


def test_unknown_targets_are_refused_and_board_is_small_json() -> None:
    game = scripted()
    roll(game, (2, 4, 5), 4)
    ui = Interaction(game)
    for target in ("nope", "cell:z9", "bonus:zz", "value:9", "num:7"):
        with pytest.raises(IllegalAction):
            ui.click(LISA, target)
    board = ui.render(None, False).board
    assert len(json.dumps(board)) < 2_500  # both sheets, only what changes (tabs)
    layout = ui.layout()
    assert all(len(c["target"]) <= 64 for c in layout["cells"])
    assert len(board["sheet"]["grid"]) == 36 and len(layout["cells"]) == 36
    json.dumps(layout)
    rule = ui.render(LISA, True).rule
    assert isinstance(rule, tuple) and rule[0] == "Fill Phase"


def test_use_kept_plus_or_minus_and_switch_by_clicking() -> None:
    from .test_bonuses import connect3

    game = scripted(players=("Lisa",))
    connect3(game, "3p1")
    ui = Interaction(game)
    assert ui.click(LISA, "bonus:3p1") is None
    ui.click(LISA, "cell:a3")
    assert [p["target"] for p in ui.render(LISA, True).board["pickers"]] == [
        "delta:-2",
        "delta:-1",
        "delta:+1",
        "delta:+2",
    ]
    assert click(ui, LISA, "delta:-2") == "plus a3 -2"
    assert game.state.sheets[LISA].grid[12] == 1
    # Next round: a Connect-3 earns a Switch Zone Die, used in the following Fill Phase by clicking it then a die.
    game2 = scripted(players=("Lisa",))
    connect3(game2, "3s1")
    claim_done(game2)
    roll(game2, (2, 5, 6), 2)
    ui2 = Interaction(game2)
    ui2.click(LISA, "bonus:3s1")
    drawn = ui2.render(LISA, True)
    assert isinstance(drawn.rule, tuple) and drawn.rule[0] == "Switch Zone Die"
    assert drawn.prompt == "Lisa: click the Number Die to swap with your Zone Die (or the bonus again to cancel)"
    assert drawn.board["sheet"]["switching"]  # the renderer lights the Number Dice
    assert "switching" not in Interaction(game2).render(LISA, True).board["sheet"]  # nothing picked: no light
    assert click(ui2, LISA, "num:0") == "switch 5"
    assert game2.state.sheets[LISA].zone == 5


def claim_done(game):
    if LISA in game.actors():
        game.apply(LISA, "done")


def test_other_sheets_come_in_full_with_their_own_prompt_and_buttons_for_hot_seat_tabs() -> None:
    game = scripted()
    roll(game, (2, 4, 5), 4)
    ui = Interaction(game)
    ui.click(LUCAS, "num:1")  # Lucas picks his 5 on his own tab while Lisa's sheet is the main one
    board = ui.render(LISA, True).board
    (lucas,) = board["others"]
    assert lucas["player"] == LUCAS and lucas["prompt"].startswith("Lucas: write 2 and 5")
    assert lucas["sheet"]["to_write"] == [2, 5] and lucas["sheet"]["die"] == 5
    assert lucas["sheet"]["legal"]
    assert [b["target"] for b in lucas["buttons"]] == ["done", "clear"]
    assert click(ui, LUCAS, "cell:c2") == "write c2 5"
    assert ui.render(LISA, True).board["others"][0]["sheet"]["grid"][8] == "5"


def test_layout_is_fixed_and_board_carries_only_what_changes() -> None:
    import random

    import connect_widgets as cw

    game = cw.new_game("connnect", players=4, seed=3)
    ui = Interaction(game)
    layout = ui.layout()
    rng = random.Random(3)
    for _ in range(120):
        seat = rng.choice(game.actors())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert Interaction(game).layout() == layout  # only the options and players shape it
    board = ui.render(0, True).board
    assert len(json.dumps(board)) < 4_000  # four sheets
    assert {"cells", "zones", "outlines"}.isdisjoint(board["sheet"]) and isinstance(board["sheet"]["bonuses"], str)


def test_an_objective_card_is_ticked_only_once_it_has_scored_on_the_sheet() -> None:
    """A requirement met after the card's deadline scores nothing: its card shows no tick."""
    late = 0
    for seed in range(6):
        game = play_random(cw.new_game("connnect", players=2, seed=seed), random.Random(seed), 100_000)
        state = game.state
        for player, sheet in enumerate(state.sheets):
            met = set(table(state, player).get("met", []))
            for card, points in zip(state.objectives, sheet.objectives, strict=True):
                assert (card in met) == (points > 0)
                late += points == 0 and objective_met(OBJECTIVE_BY_ID[card], sheet)
    assert late  # some sheets met a requirement too late: those are the cards that must stay unticked


def test_hints_light_only_the_current_step_not_the_kept_bonuses_targets() -> None:
    """In the Claim Phase, spaces a kept Plus or minus could change are not lit as if they could be
    claimed; they light up once that bonus is picked."""
    checked = 0
    for seed in range(12):
        game = cw.new_game("connnect", players=2, seed=seed)
        rng = random.Random(seed)
        ui = Interaction(game)
        while not game.is_over and checked < 5:
            actor = rng.choice(game.actors())
            legal = game.legal_actions(actor)
            kept_only = (
                hints([a for a in legal if parse(a).verb in ("plus", "move")])[0]
                - hints([a for a in legal if parse(a).verb not in ("plus", "move", "switch")])[0]
            )
            if actor != cw.CHANCE and game.state.phase == "claim" and kept_only:
                sheet = ui.render(actor, True).board
                lit = set(next(e["sheet"] for e in [sheet, *sheet["others"]] if e["player"] == actor).get("legal", []))
                assert not lit & kept_only
                checked += 1
            game.apply(actor, rng.choice(legal))
    assert checked >= 1


def test_the_fill_phase_ends_by_itself_every_round_even_with_a_kept_bonus() -> None:
    from .test_bonuses import connect3

    game = scripted()
    connect3(game, "3x1")  # Lisa keeps Cross out and write
    claim_done(game)
    roll(game, (2, 5, 6), 5)
    ui = Interaction(game)
    assert click(ui, LISA, "num:0", "cell:b3") == "write b3 2"
    assert "done" not in [b["target"] for b in ui.render(LISA, True).buttons if b["enabled"]]
    assert click(ui, LISA, "cell:c4") == "write c4 6"
    drawn = ui.render(LISA, True)
    assert LISA not in game.actors() and drawn.prompt.endswith("Fill Phase: Lucas to act")
    assert not drawn.buttons  # nothing to press while Lucas writes


def test_hints_light_the_number_dice_first_and_the_spaces_once_one_is_picked() -> None:
    """The prompt says "click a die, then a space": with two numbers to write and none picked, a space
    clicked is refused, so the hints light the Number Dice, not the spaces."""
    game = scripted()
    roll(game, (2, 5, 6), 2)  # Lisa and Lucas write 5 and 6 in zone 2
    ui = Interaction(game)
    sheet = ui.render(LISA, True).board["sheet"]
    assert sheet["dice_legal"] and "legal" not in sheet
    with pytest.raises(IllegalAction, match="first click the Number Die to write"):
        ui.click(LISA, "cell:c1")  # what the lit dice spare a player
    assert ui.click(LISA, "num:0") is None  # the 5 picked
    sheet = ui.render(LISA, True).board["sheet"]
    assert "dice_legal" not in sheet and sheet["die"] == 5 and INDEX["c3"] in sheet["legal"]
    assert "dice_legal" not in Interaction(game).render(LISA, False).board["sheet"]  # hints off: no light
    assert click(ui, LISA, "cell:c3") == "write c3 5"
    sheet = ui.render(LISA, True).board["sheet"]  # one number left: a space writes it at once
    assert "dice_legal" not in sheet and sheet["legal"] and click(ui, LISA, "cell:d3") == "write d3 6"


GRID = "....1./...2../312345/123454/..5.../.6...."
"""A sheet whose zone 5 is full."""


def test_a_full_zone_lights_the_free_action_track_and_says_so() -> None:
    game = cw.new_game("connnect", players=2, seed=1, position=f"round=3 dice=456 zone_die=5 {GRID} {GRID}")
    ui = Interaction(game)
    drawn = ui.render(LISA, True)
    assert drawn.prompt == "Lisa: zone 5 is full: use the Free Action track for 4 and 6 (click a die, then the track)"
    assert drawn.board["sheet"].get("dice_legal") and not drawn.board["sheet"].get("free_legal")
    ui.click(LISA, "num:1")
    drawn = ui.render(LISA, True)
    assert drawn.prompt == "Lisa: zone 5 is full: use the Free Action track for 4 and 6 (click the track)"
    assert drawn.board["sheet"]["free_legal"] and not drawn.board["sheet"].get("legal")
    assert ui.click(LISA, "free") == "free skip 6"


def test_a_full_zone_with_no_free_action_left_says_the_player_is_out() -> None:
    full = cw.new_game("connnect", players=2, seed=1, position=f"round=3 dice=566 zone_die=5 {GRID} {GRID}")
    seven_used = full.position().replace(" f:0 ", " f:7 ").replace("t:11", "t:-17")  # each Free Action box costs
    game = cw.new_game("connnect", players=2, seed=1, position=seven_used)
    assert game.legal_actions(LISA) == ["out"]
    drawn = Interaction(game).render(LISA, True)
    assert drawn.prompt == "Lisa: zone 5 is full and no Free Action is left: you are out (press Out of the game)"
    assert not drawn.board["sheet"].get("free_legal")
    assert [b["target"] for b in drawn.buttons if b["enabled"]] == ["out", "clear"]


def test_the_prompt_asks_for_no_die_when_one_number_is_left() -> None:
    game = cw.new_game("connnect", players=2, seed=1, position="round=3 dice=455 zone_die=4")
    assert Interaction(game).render(LISA, True).prompt == "Lisa: write 5 and 5 in zone 4 (click a space)"


def test_a_full_zone_with_only_a_kept_bonus_left_lights_that_bonus() -> None:
    full = cw.new_game("connnect", players=2, seed=1, position=f"round=3 dice=566 zone_die=5 {GRID} {GRID}")
    table, lisa, lucas = full.position().split("\n")
    kept_switch = "b:" + "o" * 8 + "c" + "o" * 9  # 3s1, Switch Zone Die, circled and kept
    lisa = lisa.replace(" f:0 ", " f:7 ").replace("b:" + "o" * 18, kept_switch).replace("t:11", "t:-14")
    game = cw.new_game("connnect", players=2, seed=1, position="\n".join((table, lisa, lucas)))
    assert game.legal_actions(LISA) == ["switch 6"]  # no Free Action left: the switch is the only way on
    ui = Interaction(game)
    drawn = ui.render(LISA, True)
    assert drawn.prompt == "Lisa: zone 5 is full and no Free Action is left: use a kept bonus (click it)"
    assert drawn.board["sheet"]["bonus_legal"] == ["3s1"] and not drawn.board["sheet"].get("dice_legal")
    assert ui.click(LISA, "bonus:3s1") is None  # picked: now the Number Die to swap
    assert ui.render(LISA, True).prompt.startswith("Lisa: click the Number Die to swap with your Zone Die")
