"""One test per rule: picking, the starting card, placing (the rulebook's two examples), the bell."""

from __future__ import annotations

import json

import pytest

import connect_widgets as cw
from connect_widgets.connect_the_thoughts import RULEBOOK, fitting_ends
from connect_widgets.connect_the_thoughts.notation import PLAYER_ACTIONS
from connect_widgets.connect_the_thoughts.view import event_text

from .helpers import NAME, build_row, chain, holding, new, non_fitting_pair, take, umbrella_pair


def test_setup_all_cards_face_down_and_everyone_may_act_at_once() -> None:
    game = new(players=("Hannah", "Emma", "Jonas"))
    assert game.view()["face_down"] == 80
    assert game.actors() == (0, 1, 2)
    assert all(game.legal_actions(p) == ["pick", "bell"] for p in range(3))


def test_picking_is_a_chance_event_over_the_face_down_cards() -> None:
    game = new()
    game.apply(1, "pick")
    assert game.actors() == (cw.CHANCE,)
    outcomes = game.chance_outcomes()
    assert len(outcomes) == 80
    assert sum(p for _, p in outcomes) == pytest.approx(1)
    assert len({p for _, p in outcomes}) == 1
    game.apply(cw.CHANCE, "reveal 12")
    assert game.view()["players"][1]["hand"] == 12
    assert game.view()["face_down"] == 79
    assert game.actors() == (0, 1)


def test_only_face_down_cards_can_be_revealed() -> None:
    game = new()
    take(game, 0, 12)
    game.apply(0, "place")
    game.apply(1, "pick")
    with pytest.raises(cw.IllegalAction):
        game.apply(cw.CHANCE, "reveal 12")  # card 12 lies in Hannah's row
    assert ("reveal 12", 1 / 79) not in game.chance_outcomes()
    assert len(game.chance_outcomes()) == 79


def test_one_card_at_a_time() -> None:
    game = new()
    take(game, 0, 5)
    game.apply(0, "place")
    take(game, 0, 6)
    with pytest.raises(cw.IllegalAction, match="already hold card 6") as refusal:
        game.apply(0, "pick")
    assert refusal.value.rule == RULEBOOK.text("one_card_at_a_time")


def test_the_first_card_starts_the_row_and_cannot_be_returned() -> None:
    game = new()
    take(game, 0, 5)
    assert game.legal_actions(0) == ["place", "bell"]
    for action in ("return", "place L", "place R"):
        with pytest.raises(cw.IllegalAction) as refusal:
            game.apply(0, action)
        assert refusal.value.rule == RULEBOOK.text("starting_card")
    game.apply(0, "place")
    assert game.view()["players"][0]["row"] == [5]


def test_later_cards_go_to_the_left_or_right_end() -> None:
    a, b, c = chain(3)
    game = new()
    take(game, 0, b)
    game.apply(0, "place")
    take(game, 0, c)
    game.apply(0, "place R")
    take(game, 0, a)
    with pytest.raises(cw.IllegalAction, match="left or right end"):
        game.apply(0, "place")
    game.apply(0, "place L")
    assert game.view()["players"][0]["row"] == [a, b, c]


def test_example_1_hannah_cannot_place_a_card_sharing_no_object() -> None:
    first, picked = non_fitting_pair()
    game = holding(new(check_on_place=True), 0, first, picked)
    assert game.legal_actions(0) == ["return", "bell"]
    for side in ("place L", "place R"):
        with pytest.raises(cw.IllegalAction, match="shares no object") as refusal:
            game.apply(0, side)
        assert refusal.value.rule == RULEBOOK.text("placing")
    assert fitting_ends(game, 0) == {"L": [], "R": []}
    assert game.explain(0, "place R").rule == RULEBOOK.text("placing")  # refused: the explanation is the refusal
    game.apply(0, "return")  # "If it does not, return it face-down with the other cards."
    assert game.view()["players"][0] == {**game.view()["players"][0], "row": [first], "hand": None}
    assert game.view()["face_down"] == 79
    assert game.legal_actions(0) == ["pick", "bell"]


def test_example_1_on_the_table_the_card_may_be_laid_and_the_row_has_an_error() -> None:
    first, picked = non_fitting_pair()
    game = holding(new(check_on_place=False), 0, first, picked)
    assert game.legal_actions(0) == ["place L", "place R", "return", "bell"]
    explained = game.explain(0, "place R")
    assert explained.legal and "error" in explained.reason
    game.apply(0, "place R")
    assert game.view()["players"][0]["row"] == [first, picked]


def test_example_2_emma_places_a_card_sharing_the_umbrella() -> None:
    end, picked = umbrella_pair()
    game = holding(new(check_on_place=True), 1, end, picked)
    assert fitting_ends(game, 1) == {"L": ["umbrella"], "R": ["umbrella"]}
    explained = game.explain(1, "place R")
    assert explained == cw.Verdict(True, explained.reason, RULEBOOK.text("example_2"))
    assert "umbrella" in explained.reason
    game.apply(1, "place R")
    assert game.view()["players"][1]["row"] == [end, picked]


def test_a_right_bell_keeps_the_row_and_returns_everyone_elses_cards() -> None:
    row = chain(7)
    game = new(players=("Hannah", "Emma", "Jonas"))
    build_row(game, 0, row)
    other = next(n for n in range(1, 81) if n not in row)
    take(game, 1, other)
    game.apply(1, "place")
    take(game, 2, chain(1, avoid=frozenset([*row, other]))[0])
    assert game.view()["face_down"] == 71
    game.apply(0, "bell")
    view = game.view()
    assert view["players"][0]["pile"] == row
    assert game.scores() == (7, 0, 0)
    assert game.score_breakdown(0) == {"rows won at the bell": 7, "longest row at the end": 0}
    assert all(p["row"] == [] and p["hand"] is None for p in view["players"])
    assert view["face_down"] == 73  # the rows and hands went back face-down (behind the next card)
    assert view["round"] == 2
    assert view["last"]["outcome"] == "right bell" and view["last"]["then"] == "new round"
    assert game.actors() == (0, 1, 2)


def test_a_wrong_bell_with_fewer_than_seven_cards_sits_out_the_round() -> None:
    game = new(players=("Hannah", "Emma", "Jonas"))
    build_row(game, 0, chain(4))
    take(game, 0, chain(1, avoid=frozenset(chain(4)))[0])
    game.apply(0, "bell")
    view = game.view()
    assert view["players"][0]["row"] == [] and view["players"][0]["hand"] is None
    assert view["face_down"] == 80
    assert view["players"][0]["sitting_out"]
    assert view["last"]["outcome"] == "too few"
    assert game.actors() == (1, 2)
    assert game.legal_actions(0) == []
    with pytest.raises(cw.IllegalAction):
        game.apply(0, "pick")
    assert game.scores() == (0, 0, 0)


def test_a_wrong_bell_with_an_error_in_the_row_sits_out_the_round() -> None:
    first, wrong = non_fitting_pair()
    rest = chain(6, avoid=frozenset([first]), start=wrong)
    game = new(check_on_place=False)
    build_row(game, 0, [first, *rest])
    assert len(game.view()["players"][0]["row"]) == 7
    assert game.legal_actions(0) == ["bell"]
    game.apply(0, "bell")
    view = game.view()
    assert view["last"]["outcome"] == "error"
    assert "cards 1 and 2" in event_text(game.state.last, game.players)
    assert view["players"][0]["sitting_out"] and view["players"][0]["pile"] == []
    assert game.actors() == (1,)


def test_the_others_finish_the_round_and_the_next_round_brings_everyone_back() -> None:
    game = new()
    game.apply(0, "bell")
    row = chain(7)
    build_row(game, 1, row)
    game.apply(1, "bell")
    assert game.scores() == (0, 7)
    assert game.actors() == (0, 1)
    assert not game.view()["players"][0]["sitting_out"]


def test_when_everyone_rang_wrongly_the_round_ends_with_no_winner() -> None:
    game = new()
    take(game, 1, 3)
    game.apply(1, "place")
    game.apply(0, "bell")
    game.apply(1, "bell")
    view = game.view()
    assert view["round"] == 2 and view["face_down"] == 80
    assert view["last"]["then"] == "round void"
    assert game.actors() == (0, 1)


def test_the_game_also_ends_after_max_void_rounds_rounds_nobody_won() -> None:
    game = new(max_void_rounds=1)
    build_row(game, 0, chain(7))
    game.apply(0, "bell")
    assert not game.is_over and game.view()["round"] == 2  # a round won never counts towards the cap
    game.apply(0, "bell")
    game.apply(1, "bell")
    assert game.is_over and game.view()["end"] == "void limit"
    assert game.winners() == (0,)
    assert game.legal_actions(0) == []


def test_the_bell_can_be_hit_holding_a_card_which_goes_back() -> None:
    row = chain(7)
    game = new()
    build_row(game, 0, row[:6])
    take(game, 0, row[6])
    assert "bell" in game.legal_actions(0)
    game.apply(0, "bell")
    assert game.view()["players"][0]["sitting_out"] and game.view()["face_down"] == 80


def test_a_row_stops_at_seven() -> None:
    game = new()
    build_row(game, 0, chain(7))
    assert game.legal_actions(0) == ["bell"]
    with pytest.raises(cw.IllegalAction, match="seven cards") as refusal:
        game.apply(0, "pick")
    assert refusal.value.rule == RULEBOOK.text("right_bell")


def test_legal_actions_agree_with_apply_for_every_move() -> None:
    for seed in range(15):
        game = cw.new_game(NAME, players=3, seed=seed, check_on_place=seed % 2 == 0)
        rng = __import__("random").Random(seed)
        for _ in range(60):
            if game.is_over:
                break
            for actor in game.actors():
                legal = game.legal_actions(actor)
                for action in PLAYER_ACTIONS:
                    twin = game.clone()
                    try:
                        twin.apply(actor, action)
                    except cw.IllegalAction:
                        assert action not in legal
                    else:
                        assert action in legal
            actor = rng.choice(game.actors())
            game.apply(actor, rng.choice([a for a in game.legal_actions(actor) if a != "bell"] or ["bell"]))


def test_garbage_is_refused_naming_the_moves() -> None:
    game = new()
    with pytest.raises(cw.IllegalAction, match="the moves are: pick"):
        game.apply(0, "jump")
    game.apply(0, "pick")
    for garbage in ("reveal 0", "reveal 81", "reveal x", "reveal 012", "pick"):
        with pytest.raises(cw.IllegalAction):
            game.apply(cw.CHANCE, garbage)


def test_the_view_is_json_and_the_same_for_everyone() -> None:
    game = cw.new_game(NAME, players=3, seed=3)
    for action in ("pick", "place", "pick"):
        game.apply(0, action)
    json.dumps(game.view())
    assert game.view(0) == game.view(1) == game.view(None)


def test_describe_is_short_and_deterministic() -> None:
    game = new()
    assert game.describe() == "round 1, 80 face-down: rows Hannah 0, Emma 0"
    game.apply(0, "pick")
    assert game.describe() == "round 1, 79 face-down: Hannah is turning over a card"
    game.apply(cw.CHANCE, "reveal 4")
    game.apply(0, "place")
    game.apply(1, "bell")
    assert game.describe() == "round 1, 79 face-down: rows Hannah 1, Emma 0 (out)"
    assert repr(game).startswith("<Connect the Thoughts: Hannah, Emma · round 1")


def test_explain_names_the_rule_for_every_kind_of_action() -> None:
    game = new()
    assert game.explain(0, "pick") == cw.Verdict(
        True, game.explain(0, "pick").reason, RULEBOOK.text("one_card_at_a_time")
    )
    bell = game.explain(0, "bell")  # no row yet: a wrong bell, and it says so
    assert bell.rule == RULEBOOK.text("wrong_bell") and bell.reason.startswith("a wrong bell with 0 cards of seven")
    refused = game.explain(0, "return")
    assert not refused.legal and "hold no card" in refused.reason
    game.apply(0, "bell")
    assert game.explain(0, "pick") == cw.Verdict(
        False, "you rang the bell wrongly and sit out the rest of this round", RULEBOOK.text("wrong_bell")
    )


def test_the_game_over_description_names_the_reason_and_the_piles() -> None:
    game = new(max_void_rounds=1)
    build_row(game, 0, chain(7))
    for player in (0, 0, 1):  # a right bell, then a round everyone rings wrongly: the cap
        game.apply(player, "bell")
    assert game.describe() == "game over after round 2 (the cap on rounds won by nobody was reached): Hannah 7, Emma 0"


def test_the_game_goes_on_while_a_card_fits_the_left_end_of_a_row_alone() -> None:
    """ "No card left fits any row" looks at both ends: here the only card left fits the left end."""
    from connect_widgets.connect_the_thoughts.cards import fits
    from connect_widgets.connect_the_thoughts.rounds import nobody_can_progress
    from connect_widgets.connect_the_thoughts.state import initial_state

    left, right, last = next(
        (a, b, c)
        for a in range(1, 81)
        for b in range(1, 81)
        for c in range(1, 81)
        if len({a, b, c}) == 3 and fits(a, b) and fits(c, a) and not fits(c, b)
    )
    state = initial_state(2).edit(pool=1 << last, rows=((left, right), ()), out=(False, True))
    assert not nobody_can_progress(state)  # the last card can go at the left end of the row
    assert nobody_can_progress(state.edit(rows=((right,), ())))  # a row it fits at neither end: stuck
