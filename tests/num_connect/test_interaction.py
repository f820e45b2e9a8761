"""Clicks exactly as the widget sends them: select cards, lay on cells, confirm, take back, draw, discard."""

from __future__ import annotations

import json

import pytest

import connect_widgets as cw
from connect_widgets import CHANCE, IllegalAction
from connect_widgets.num_connect import Interaction
from tests.num_connect.helpers import OPENING, P0, P1, dealt, play


def click(game, ui, seat, target):
    """Like the widget shell: apply the returned action, then reset the selection."""
    action = ui.click(seat, target)
    if action is not None:
        game.apply(seat, action)
        ui.reset()
    return action


def hand_target(ui, seat, card):
    return next(c["target"] for c in ui.render(seat, True).board["hand"] if c["code"] == card)


def lay(game, ui, seat, card, target):
    click(game, ui, seat, hand_target(ui, seat, card))
    return click(game, ui, seat, target)


def test_lay_a_first_combination_by_clicking():
    game = dealt([P0, P1])
    ui = Interaction(game)
    assert lay(game, ui, 0, "R5", "grid:new") == "new R5"
    assert lay(game, ui, 0, "R6", "cell:g0:r0c1") == "put g0 r0c1 R6"
    board = ui.render(0, True).board
    assert board["pending"]["verdict"]["valid"] is False
    assert board["pending"]["verdict"]["reasons"] == ["too_short"]
    lay(game, ui, 0, "R7", "cell:g0:r0c2")
    board = ui.render(0, True).board
    assert board["pending"]["verdict"]["valid"] and not board["pending"]["can_confirm"]
    assert "Rainbow" in board["pending"]["verdict"]["messages"][0]  # the first-lay rule says why
    lay(game, ui, 0, "*", "cell:g0:r0c3")
    lay(game, ui, 0, "#", "cell:g0:r0c-1")
    assert {"target": "confirm", "label": "Confirm", "enabled": True, "title": ""} in ui.render(0, True).buttons
    assert click(game, ui, 0, "confirm") == "confirm"
    assert game.view(0)["opened"][0]


def test_a_refused_card_is_explained_with_the_rule():
    game = dealt([P0, P1])
    ui = Interaction(game)
    lay(game, ui, 0, "R5", "grid:new")
    lay(game, ui, 0, "R6", "cell:g0:r0c1")
    lay(game, ui, 0, "#", "cell:g0:r0c2")
    with pytest.raises(IllegalAction, match="Shadow must be at the start or the end") as refusal:
        lay(game, ui, 0, "R7", "cell:g0:r0c3")  # R5 R6 # R7: the Shadow would be inside
    assert refusal.value.rule.startswith("Regle speciale Shadow")
    assert ui.render(0, True).board["pending"]["verdict"]["valid"]  # R5 R6 # is still there, valid


def test_a_refused_gap_in_french():
    game = dealt([P0, P1])
    ui = Interaction(game, lang="fr")
    lay(game, ui, 0, "R5", "grid:new")
    with pytest.raises(IllegalAction, match="se suivre en valeur"):
        lay(game, ui, 0, "Y9", "cell:g0:r0c1")
    assert ui.render(0, True).prompt.startswith("Alice : ajoutez")


def test_take_back_returns_the_cards():
    game = dealt([P0, P1])
    ui = Interaction(game)
    lay(game, ui, 0, "R5", "grid:new")
    lay(game, ui, 0, "R6", "cell:g0:r0c1")
    assert click(game, ui, 0, "cancel") == "cancel"
    assert len(ui.render(0, True).board["hand"]) == 8 and ui.render(0, True).board["grids"] == []


def test_extend_a_laid_combination_and_hints():
    game = dealt([P0, P1])
    ui = Interaction(game)
    play(game, 0, *OPENING)  # # R5 R6 R7 * on row 0, columns -1 to 3
    ui.reset()
    click(game, ui, 0, hand_target(ui, 0, "G5"))
    assert "cell:g0:r-1c0" in ui.render(0, True).board["legal_targets"]  # G5 may cross R5 (a set of 5s)
    click(game, ui, 0, hand_target(ui, 0, "Y9"))  # selecting another card replaces the selection
    lit = ["cell:g0:r-1c3", "cell:g0:r0c4", "cell:g0:r1c3", "discard"]  # or discard it, ending the turn
    assert ui.render(0, True).board["legal_targets"] == lit
    with pytest.raises(IllegalAction, match="Shadow"):
        click(game, ui, 0, "cell:g0:r0c-2")  # nothing but a Shadow in front of a Shadow
    assert click(game, ui, 0, "cell:g0:r0c4") == "ext g0 r0c4 Y9"  # the Rainbow (8) restarts: Y9


def test_draw_and_discard_by_clicking():
    game = dealt([P0, P1])
    ui = Interaction(game)
    with pytest.raises(IllegalAction, match="select a card"):
        click(game, ui, 0, "discard")
    assert click(game, ui, 0, "draw") == "draw"
    game.apply(CHANCE, "Y3")
    click(game, ui, 0, hand_target(ui, 0, "Y3"))
    assert ui.render(0, True).board["selected"] == "Y3"
    assert ui.render(0, True).board["legal_targets"] == ["discard"]  # the pile it must go to is lit
    assert click(game, ui, 0, "discard") == "discard Y3"
    assert game.actors() == (1,)


def test_the_card_just_drawn_is_marked_in_its_drawer_s_hand_until_the_discard():
    """Sorted in among the others, the card drawn looked like any other: which one was new?"""
    game = dealt([P0, P1])
    ui = Interaction(game)
    assert not any(c["drawn"] for c in ui.render(0, True).board["hand"])
    click(game, ui, 0, "draw")
    game.apply(CHANCE, "*")  # a second Rainbow: only one of the two is new
    hand = ui.render(0, True).board["hand"]
    assert [c["code"] for c in hand].count("*") == 2 and [c["code"] for c in hand if c["drawn"]] == ["*"]
    assert not any(c["drawn"] for c in ui.render(1, True).board["hand"])  # Bruno's Rainbow is not his draw
    click(game, ui, 0, hand_target(ui, 0, "Y9"))
    click(game, ui, 0, "discard")
    assert not any(c["drawn"] for c in ui.render(0, True).board["hand"])


def test_clicks_that_mean_nothing_are_refused():
    game = dealt([P0, P1])
    ui = Interaction(game)
    for target in ("banana", "hand:99", "cell:g0:r0c0"):
        with pytest.raises(IllegalAction):
            click(game, ui, 0, target)
    with pytest.raises(IllegalAction, match="not your turn") as refusal:
        click(game, ui, 1, "draw")
    assert refusal.value.rule == ""  # no passage governs it: it quoted the cards' composition
    play(game, 0, "new R5")
    with pytest.raises(IllegalAction, match="already holds a card"):
        lay(game, ui, 0, "R6", "cell:g0:r0c0")


def test_hot_seat_hides_the_hand_until_the_next_player_asks():
    game = dealt([P0, P1])
    ui = Interaction(game)
    assert ui.render(0, False).board["screen"] == "play"
    play(game, 0, "draw")
    game.apply(CHANCE, "Y3")
    play(game, 0, "discard Y3")
    ui.reset()
    board = ui.render(1, False).board
    assert board["screen"] == "pass" and board["pass_to"] == "Bruno" and board["hand"] == []
    assert "Y5" not in json.dumps(board) and "R5" not in json.dumps(board)
    assert [b["target"] for b in ui.render(1, False).buttons] == ["show"]
    with pytest.raises(IllegalAction, match="hidden"):
        click(game, ui, 1, "hand:0")
    assert click(game, ui, 1, "show") is None
    assert ui.render(1, False).board["screen"] == "play" and len(ui.render(1, False).board["hand"]) == 8


def test_board_draws_cards_with_kind_flags_and_stays_small():
    game = dealt([P0, P1])
    ui = Interaction(game)
    play(game, 0, *OPENING)
    board = ui.render(0, True).board
    kinds = {c["code"]: c["kind"] for c in board["hand"]}
    assert kinds == {"G5": "number", "B5": "number", "Y9": "number"}
    cells = board["grids"][0]["cells"]
    assert {c["card"]["kind"] for c in cells} == {"number", "rainbow", "shadow"}
    assert all(len(c["target"]) <= 64 for c in cells)
    assert next(c for c in cells if c["card"]["code"] == "R5")["card"]["colour"] == "red"
    assert board["players"][1]["hand_size"] == 8 and board["draw_pile"]["count"] == 80 - 16
    assert len(json.dumps(board)) < 10_000
    rule = ui.render(0, True).rule
    assert isinstance(rule, dict) and rule["section"] and rule["text"]
    assert rule["translated"] and rule["original"] != rule["text"]  # our translation, the French one click away


def test_rules_panel_follows_the_phase():
    game = dealt([P0, P1])
    ui = Interaction(game, lang="fr")
    rule = ui.render(0, True).rule
    assert isinstance(rule, dict) and rule["section"] == "Première pose d'un joueur"
    assert "Rainbow et une Shadow" in rule["text"] and "translated" not in rule  # French: the original
    with pytest.raises(ValueError, match="choose one of: en, fr"):  # the core's check of lang
        Interaction(game, lang="de")


def test_a_free_combination_draws_its_new_grid_while_tentative():
    game = dealt([P0, P1])
    ui = Interaction(game)
    assert ui.render(0, True).board["grids"] == []
    lay(game, ui, 0, "R5", "grid:new")
    grids = ui.render(0, True).board["grids"]
    assert [g["grid"] for g in grids] == [0]
    assert [(c["target"], c["card"]["code"], c["tentative"]) for c in grids[0]["cells"]] == [
        ("cell:g0:r0c0", "R5", True)
    ]
    assert grids[0]["box"] == {"rows": [-1, 1], "cols": [-1, 1]}
    click(game, ui, 0, "cancel")
    assert ui.render(0, True).board["grids"] == []


def test_every_word_the_page_draws_comes_in_the_widget_language():
    game = dealt([P0, P1])
    en, fr = Interaction(game).fixed_layout()["words"], Interaction(game, lang="fr").fixed_layout()["words"]
    assert en.keys() == fr.keys()
    assert en["hand"] == "Your hand" and fr["hand"] == "Votre main"
    assert fr["grid"].format(n=0) == "Grille 0" and fr["pass"].format(name="Bruno").startswith("Passez l'écran à Bruno")
    assert en["rainbow"] == fr["rainbow"] == "Rainbow" and en["shadow"] == fr["shadow"] == "Shadow"


def test_the_board_marks_the_card_last_put_on_a_grid():
    game = dealt([P0, P1])
    ui = Interaction(game)
    play(game, 0, "new R5", "put g0 r0c1 R6")
    cells = ui.render(0, True).board["grids"][0]["cells"]
    assert [c["card"]["code"] for c in cells if c["last"]] == ["R6"]


def test_a_game_ended_by_a_discard_quotes_the_rule_on_emptying_the_hand() -> None:
    position = (
        "phase=discard turn=0 turns=3 laid=no opened=yes|no hands=R9|R2.B2.B6 known=-|- draw=70 discard=Y9 "
        "lines=g0:r0c-1:#>R5>R6>R7>* pending=- last=-"
    )
    game = cw.new_game("num_connect", position=position)
    game.apply(0, "discard R9")
    ui = Interaction(game)
    assert ui.ending() == "Alice discarded their last card."
    rule = ui.render(0, True).rule
    assert isinstance(rule, dict)  # Num Connect quotes its French rulebook with our translation
    assert rule["original"] == "Le premier a vider sa main gagne immediatement."  # not "... pose sa derniere carte"
    assert ui.render(0, True).prompt == "game over: Alice wins"  # in the present, as the status line says it
