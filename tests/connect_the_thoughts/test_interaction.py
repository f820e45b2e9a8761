"""Clicks exactly as the widget sends them: pick from the pool, lay left/right, put back, ring the bell."""

from __future__ import annotations

import json
import random

import pytest

import connect_widgets as cw
from connect_widgets import IllegalAction
from connect_widgets.connect_the_thoughts import RULEBOOK, Interaction
from connect_widgets.connect_the_thoughts.cards import fits
from connect_widgets.connect_the_thoughts.drawing import HEIGHT, WIDTH
from connect_widgets.connect_the_thoughts.state import NO_CARD

from .helpers import NAME, build_row, chain, new, non_fitting_pair, take, umbrella_pair


def _click(game: cw.Game, ui: Interaction, seat: int, target: str) -> str | None:
    """What the shell does: ask the interaction, apply the action, reset the selection."""
    action = ui.click(seat, target)
    if action is not None:
        game.apply(seat, action)
        ui.reset()
    return action


def _pool_target(ui: Interaction, seat: int) -> str:
    return f"pool:{ui.render(seat, hints=False).board['pool']['count'] - 1}"


def test_a_click_on_any_face_down_card_picks_one_up() -> None:
    game = cw.new_game(NAME, players=2, seed=4)
    ui = Interaction(game)
    before = game.history
    assert ui.click(0, "pool:17") == "pick"
    assert game.history == before  # a click never changes the game
    _click(game, ui, 0, _pool_target(ui, 0))
    board = ui.render(0, hints=True).board
    hand = board["players"][0]["hand"]
    assert "target" not in hand and str(hand["card"]) in board["cards"]  # a picture: a click would do nothing
    assert [d["target"] for d in board["players"][0]["drops"]] == ["place"]
    with pytest.raises(IllegalAction):
        ui.click(0, "hand")  # (no page draws it: a click on it from an old page is refused, not lost)


def test_example_2_by_clicks_emma_lays_the_umbrella_card() -> None:
    end, picked = umbrella_pair()
    game = new(check_on_place=True)
    ui = Interaction(game)
    take(game, 1, end)
    assert _click(game, ui, 1, "place") == "place"
    take(game, 1, picked)
    drops = ui.render(1, hints=True).board["players"][1]["drops"]
    assert {d["target"]: d["shared"] for d in drops} == {"place:L": ["umbrella"], "place:R": ["umbrella"]}
    assert all(d["legal"] for d in drops)
    assert _click(game, ui, 1, "end:R") == "place R"
    assert game.view()["players"][1]["row"] == [end, picked]


def test_example_1_by_clicks_the_card_is_refused_then_put_back_on_the_pool() -> None:
    first, unfit = non_fitting_pair()
    game = new(check_on_place=True)
    ui = Interaction(game)
    take(game, 0, first)
    _click(game, ui, 0, "place")
    take(game, 0, unfit)
    board = ui.render(0, hints=True).board
    assert [d["legal"] for d in board["players"][0]["drops"]] == [False, False]
    assert "place:L" not in board["legal_targets"] and "return" in board["legal_targets"]
    assert board["players"][0]["hand"]["put_back"] == "return" and board["pool"]["label"] == "put_back_here"
    with pytest.raises(cw.IllegalAction, match="shares no object") as refusal:
        ui.click(0, "place:L")
    assert refusal.value.rule == RULEBOOK.text("placing")
    assert _click(game, ui, 0, "pool:3") == "return"  # laying it back on the pile of face-down cards
    assert game.view()["face_down"] == 79


def test_the_starting_card_cannot_be_put_back_by_a_click() -> None:
    game = new()
    ui = Interaction(game)
    assert ui.render(0, hints=False).board["pool"]["label"] == "pick_here"
    take(game, 0, 8)
    board = ui.render(0, hints=False).board  # Python says where the card may go: no put-back tab yet
    assert board["players"][0]["hand"]["put_back"] is None  # nor do the face-down cards say "put it back"
    assert board["pool"]["label"] == "face_down_here"
    with pytest.raises(cw.IllegalAction) as refusal:
        ui.click(0, "pool:0")
    assert refusal.value.rule == RULEBOOK.text("starting_card")


def test_ringing_the_bell_by_click_right_and_wrong() -> None:
    game = new(players=("Hannah", "Emma", "Jonas"))
    ui = Interaction(game)
    assert "bell" in game.legal_actions(2) and "bell" not in ui.render(2, hints=True).board["legal_targets"]
    assert _click(game, ui, 2, "bell") == "bell"  # allowed, but not hinted: a short row only sends you out
    with pytest.raises(cw.IllegalAction, match="sit out") as refusal:
        ui.click(2, "pool:0")
    assert refusal.value.rule == RULEBOOK.text("wrong_bell")
    assert ui.render(2, hints=True).rule == ("Finished Your Row?", RULEBOOK.text("wrong_bell"))
    assert "sit out" in ui.render(2, hints=True).prompt
    build_row(game, 0, chain(7))
    assert ui.render(0, hints=True).prompt == "Hannah: seven cards: ring the bell!"
    assert ui.render(0, hints=True).board["legal_targets"] == ["bell"]
    _click(game, ui, 0, "bell")
    board = ui.render(0, hints=False).board
    assert board["players"][0]["pile"] == {"count": 7, "top": board["players"][0]["pile"]["top"]}
    assert board["players"][0]["score"] == 7 and board["round"] == 2
    assert board["last"]["outcome"] == "right bell" and "keeps it" in board["last"]["text"]


def test_unknown_targets_are_refused() -> None:
    ui = Interaction(new())
    for target in ("nowhere", "pool:", "pool:80", "pool:x", "card:3", ""):
        with pytest.raises(cw.IllegalAction, match="unknown target"):
            ui.click(0, target)


def test_the_board_has_everything_to_draw_and_stays_small() -> None:
    game = cw.new_game(NAME, players=4, seed=2)
    ui = Interaction(game)
    for seat in range(4):
        game.apply(seat, "pick")
        game.apply(seat, "place")
    game.apply(1, "pick")
    board = ui.render(2, hints=True).board
    text = json.dumps(board)
    assert len(text) < 3_000  # what moves only: the table itself is in layout()
    fixed = ui.layout()
    assert fixed["size"] == [WIDTH, HEIGHT] and board["bell"]["target"] == "bell"
    assert board["pool"]["count"] == 75 and len(fixed["pool_places"]) == 80
    assert set(fixed["objects"]) >= {"umbrella"}
    players = board["players"]
    assert [p["you"] for p in players] == [False, False, True, False]
    assert players[2]["y"] > max(p["y"] for p in players if not p["you"])  # your row at the bottom
    for p in players:
        assert all(str(c["card"]) in board["cards"] for c in p["row"])
        assert all(0 <= c["x"] <= WIDTH and 0 <= c["y"] <= HEIGHT for c in p["row"])
    assert "target" not in players[1]["hand"]  # no card in a hand can be clicked
    targets = [t for p in players for c in p["row"] for t in [c.get("target")] if t]
    assert targets == []  # holding no card, you have nothing to lay beside your row's ends
    game.apply(2, "pick")
    players = ui.render(2, hints=True).board["players"]
    targets = [t for p in players for c in p["row"] for t in [c.get("target")] if t]
    assert targets == ["end:R"]  # only your own row's ends are targets (one card: its right end)
    assert all(len(t) <= 64 for t in board["legal_targets"])


def test_every_legal_target_becomes_a_legal_action() -> None:
    game = cw.new_game(NAME, players=3, seed=9)
    ui = Interaction(game)
    for _ in range(40):
        for seat in game.actors():
            for target in ui.render(seat, hints=True).board["legal_targets"]:
                action = ui.click(seat, target)
                assert action is None or action in game.legal_actions(seat)
        seat = game.actors()[0]
        targets = ui.render(seat, hints=True).board["legal_targets"]
        _click(game, ui, seat, next((t for t in targets if t != "bell"), "bell"))
        if game.is_over:
            break


def test_buttons_prompt_and_rule_follow_the_phase() -> None:
    game = new()
    ui = Interaction(game)
    enabled = {b["target"]: b["enabled"] for b in ui.render(0, hints=True).buttons}
    assert enabled == {"pool:0": True, "place": False, "return": False, "bell": True}
    assert ui.render(0, hints=True).rule == ("How to Play", RULEBOOK.text("one_card_at_a_time"))
    take(game, 0, 20)
    assert ui.render(0, hints=True).rule == ("Placing a Card", RULEBOOK.text("starting_card"))
    assert "starts your row" in ui.render(0, hints=True).prompt
    game.apply(0, "place")
    take(game, 0, 21)
    labels = [b["target"] for b in ui.render(0, hints=True).buttons]
    assert labels == ["pool:0", "place:L", "place:R", "return", "bell"]
    assert ui.render(0, hints=True).rule == ("Placing a Card", RULEBOOK.text("placing"))
    for button in ui.render(0, hints=True).buttons:
        if button["enabled"]:
            assert ui.click(0, button["target"]) in game.legal_actions(0)
    assert ui.render(None, hints=True).buttons == []


def test_the_game_over_board_and_prompt() -> None:
    game = new(max_void_rounds=1)
    ui = Interaction(game)
    build_row(game, 1, chain(7))
    _click(game, ui, 1, "bell")  # a right bell: round 2 (only rounds nobody wins count towards the cap)
    assert not game.is_over
    _click(game, ui, 0, "bell")
    _click(game, ui, 1, "bell")  # everyone rang wrongly: the first void round is the last allowed
    board = ui.render(None, hints=True).board
    assert board["over"] and board["winners"] == [1] and board["max_void_rounds"] == 1
    assert ui.render(0, hints=True).prompt == "Game over (the cap on rounds won by nobody was reached): Emma wins."
    rule = ui.render(0, hints=True).rule
    assert isinstance(rule, tuple) and rule[0] == "Game End"
    with pytest.raises(cw.IllegalAction, match="game is over"):
        ui.click(0, "bell")


def test_hints_show_errors_in_rows_only_with_hints() -> None:
    first, unfit = non_fitting_pair()
    game = new(check_on_place=False)
    ui = Interaction(game)
    build_row(game, 0, [first, unfit])
    assert ui.render(0, hints=True).board["players"][0]["errors"] == [0]
    assert "errors" not in ui.render(0, hints=False).board["players"][0]
    assert "legal_targets" not in ui.render(0, hints=False).board


def _careful(game: cw.Game, seat: int) -> str:
    """Ring with seven cards, lay only where the card fits, else put it back; pick up otherwise. Both
    players playing so, the game ends when the face-down cards run out, with cards in hand."""
    me = game.view()["players"][seat]
    if me["hand"] is None:
        return "bell" if len(me["row"]) == 7 else "pick"
    if not me["row"]:
        return "place"
    if fits(me["hand"], me["row"][0]):
        return "place L"
    return "place R" if fits(me["hand"], me["row"][-1]) else "return"


def test_once_the_game_is_over_a_card_still_held_offers_no_place_to_lay_it() -> None:
    held = 0
    for seed in range(4):
        game, rng = cw.new_game("connect_the_thoughts", players=2, seed=seed), random.Random(seed)
        while not game.is_over:
            actor = rng.choice(game.actors())
            game.apply(actor, _careful(game, actor))
        for seat in range(2):
            held += game.state.hands[seat] != NO_CARD
            assert Interaction(game).render(seat, hints=True).board["players"][seat]["drops"] == []
    assert held  # some games ended with a card in hand
