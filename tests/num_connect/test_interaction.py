"""Clicks exactly as the widget sends them: select cards, lay on cells, confirm, take back, draw, discard."""

from __future__ import annotations

import json

import pytest

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
    return next(c["target"] for c in ui.board(seat, True)["hand"] if c["code"] == card)


def lay(game, ui, seat, card, target):
    click(game, ui, seat, hand_target(ui, seat, card))
    return click(game, ui, seat, target)


def test_lay_a_first_combination_by_clicking():
    game = dealt([P0, P1])
    ui = Interaction(game)
    assert lay(game, ui, 0, "R5", "grid:new") == "new R5"
    assert lay(game, ui, 0, "R6", "cell:g0:r0c1") == "put g0 r0c1 R6"
    board = ui.board(0, True)
    assert board["pending"]["verdict"]["valid"] is False
    assert board["pending"]["verdict"]["reasons"] == ["too_short"]
    lay(game, ui, 0, "R7", "cell:g0:r0c2")
    board = ui.board(0, True)
    assert board["pending"]["verdict"]["valid"] and not board["pending"]["can_confirm"]
    assert "Rainbow" in board["pending"]["verdict"]["messages"][0]  # the first-lay rule says why
    lay(game, ui, 0, "*", "cell:g0:r0c3")
    lay(game, ui, 0, "#", "cell:g0:r0c-1")
    assert {"target": "confirm", "label": "Confirm", "enabled": True, "title": ""} in ui.buttons(0)
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
    assert ui.board(0, True)["pending"]["verdict"]["valid"]  # R5 R6 # is still there, valid


def test_a_refused_gap_in_french():
    game = dealt([P0, P1])
    ui = Interaction(game, lang="fr")
    lay(game, ui, 0, "R5", "grid:new")
    with pytest.raises(IllegalAction, match="se suivre en valeur"):
        lay(game, ui, 0, "Y9", "cell:g0:r0c1")
    assert ui.prompt(0).startswith("Alice : ajoutez")


def test_take_back_returns_the_cards():
    game = dealt([P0, P1])
    ui = Interaction(game)
    lay(game, ui, 0, "R5", "grid:new")
    lay(game, ui, 0, "R6", "cell:g0:r0c1")
    assert click(game, ui, 0, "cancel") == "cancel"
    assert len(ui.board(0, True)["hand"]) == 8 and ui.board(0, True)["grids"] == []


def test_extend_a_laid_combination_and_hints():
    game = dealt([P0, P1])
    ui = Interaction(game)
    play(game, 0, *OPENING)  # # R5 R6 R7 * on row 0, columns -1 to 3
    ui.reset()
    click(game, ui, 0, hand_target(ui, 0, "G5"))
    assert "cell:g0:r-1c0" in ui.board(0, True)["legal_targets"]  # G5 may cross R5 (a set of 5s)
    click(game, ui, 0, hand_target(ui, 0, "Y9"))  # selecting another card replaces the selection
    assert ui.board(0, True)["legal_targets"] == ["cell:g0:r-1c3", "cell:g0:r0c4", "cell:g0:r1c3"]
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
    assert ui.board(0, True)["selected"] == "Y3"
    assert click(game, ui, 0, "discard") == "discard Y3"
    assert game.actors() == (1,)


def test_clicks_that_mean_nothing_are_refused():
    game = dealt([P0, P1])
    ui = Interaction(game)
    for target in ("banana", "hand:99", "cell:g0:r0c0"):
        with pytest.raises(IllegalAction):
            click(game, ui, 0, target)
    with pytest.raises(IllegalAction, match="not your turn"):
        click(game, ui, 1, "draw")
    play(game, 0, "new R5")
    with pytest.raises(IllegalAction, match="already holds a card"):
        lay(game, ui, 0, "R6", "cell:g0:r0c0")


def test_hot_seat_hides_the_hand_until_the_next_player_asks():
    game = dealt([P0, P1])
    ui = Interaction(game)
    assert ui.board(0, False)["screen"] == "play"
    play(game, 0, "draw")
    game.apply(CHANCE, "Y3")
    play(game, 0, "discard Y3")
    ui.reset()
    board = ui.board(1, False)
    assert board["screen"] == "pass" and board["pass_to"] == "Bruno" and board["hand"] == []
    assert "Y5" not in json.dumps(board) and "R5" not in json.dumps(board)
    assert [b["target"] for b in ui.buttons(1)] == ["show"]
    with pytest.raises(IllegalAction, match="hidden"):
        click(game, ui, 1, "hand:0")
    assert click(game, ui, 1, "show") is None
    assert ui.board(1, False)["screen"] == "play" and len(ui.board(1, False)["hand"]) == 8


def test_board_draws_cards_with_kind_flags_and_stays_small():
    game = dealt([P0, P1])
    ui = Interaction(game)
    play(game, 0, *OPENING)
    board = ui.board(0, True)
    kinds = {c["code"]: c["kind"] for c in board["hand"]}
    assert kinds == {"G5": "number", "B5": "number", "Y9": "number"}
    cells = board["grids"][0]["cells"]
    assert {c["card"]["kind"] for c in cells} == {"number", "rainbow", "shadow"}
    assert all(len(c["target"]) <= 64 for c in cells)
    assert next(c for c in cells if c["card"]["code"] == "R5")["card"]["colour"] == "red"
    assert board["players"][1]["hand_size"] == 8 and board["draw_pile"]["count"] == 80 - 16
    assert len(json.dumps(board)) < 10_000
    section, text = ui.rule(0)
    assert section == "Discard" or text


def test_rules_panel_follows_the_phase():
    game = dealt([P0, P1])
    ui = Interaction(game, lang="fr")
    assert ui.rule(0) == ("Premiere pose d'un joueur", ui.rule(0)[1])
    assert "Rainbow et une Shadow" in ui.rule(0)[1]
    with pytest.raises(ValueError, match="'en', 'fr'"):
        Interaction(game, lang="de")


def test_every_click_in_random_games_is_an_action_a_selection_or_a_refusal():
    """Fuzz: each target the board offers gives a legal action, None, or IllegalAction; never changes the game."""
    import random

    import connect_widgets as cw

    rng = random.Random(11)
    for seed in range(4):
        game = cw.new_game("num_connect", players=2 + seed % 3, seed=seed)
        ui = Interaction(game, lang="fr" if seed % 2 else "en")
        for _ in range(60):
            if game.is_over:
                break
            seat = game.actors()[0]
            ui.reset()
            ui.click(seat, "show")
            hand = ui.board(seat, True)["hand"]
            if hand:
                ui.click(seat, rng.choice(hand)["target"])
            board = ui.board(seat, True)
            assert len(json.dumps(board)) < 20_000
            before = game.history
            for target in _targets(board, ui.buttons(seat)):
                try:
                    action = ui.click(seat, target)
                except IllegalAction as refusal:
                    assert refusal.message
                else:
                    assert action is None or action in game.legal_actions(seat), (target, action)
                assert game.history == before
            game.apply(seat, rng.choice(game.legal_actions(seat)))


def _targets(board, buttons):
    yield from (b["target"] for b in buttons)
    yield "grid:new"
    for grid in board["grids"]:
        for r in range(grid["box"]["rows"][0], grid["box"]["rows"][1] + 1):
            for c in range(grid["box"]["cols"][0], grid["box"]["cols"][1] + 1):
                yield f"cell:g{grid['grid']}:r{r}c{c}"


def test_a_free_combination_draws_its_new_grid_while_tentative():
    game = dealt([P0, P1])
    ui = Interaction(game)
    assert ui.board(0, True)["grids"] == []
    lay(game, ui, 0, "R5", "grid:new")
    grids = ui.board(0, True)["grids"]
    assert [g["grid"] for g in grids] == [0]
    assert [(c["target"], c["card"]["code"], c["tentative"]) for c in grids[0]["cells"]] == [
        ("cell:g0:r0c0", "R5", True)
    ]
    assert grids[0]["box"] == {"rows": [-1, 1], "cols": [-1, 1]}
    click(game, ui, 0, "cancel")
    assert ui.board(0, True)["grids"] == []


def test_every_word_the_page_draws_comes_in_the_widget_language():
    game = dealt([P0, P1])
    en, fr = Interaction(game).board(0, True)["labels"], Interaction(game, lang="fr").board(0, True)["labels"]
    assert en.keys() == fr.keys()
    assert en["hand"] == "Your hand" and fr["hand"] == "Votre main"
    assert fr["grid"].format(n=0) == "Grille 0" and fr["pass"].format(name="Bruno").startswith("Passez l'ecran a Bruno")
    assert en["rainbow"] == fr["rainbow"] == "Rainbow" and en["shadow"] == fr["shadow"] == "Shadow"
