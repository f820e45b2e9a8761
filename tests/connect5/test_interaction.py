"""Clicks -> actions, driven exactly as the widget drives them (click, apply, reset)."""

from __future__ import annotations

import json

import pytest

import connect_widgets as cw
from connect_widgets import IllegalAction
from connect_widgets.connect5 import RULEBOOK, Connect5, Interaction

from .helpers import at, game


def play(g, it, seat, *targets):
    """Click the targets in turn; apply the action the last one gives; return it."""
    action = None
    for target in targets:
        action = it.click(seat, target)
    assert action is not None
    g.apply(seat, action)
    it.reset()
    return action


def test_click_a_free_dot_places() -> None:
    g = game()
    it = Interaction(g)
    assert play(g, it, 0, "dot:c1") == "c1"
    assert at(g, "c1") == "R"


def test_select_then_move_and_hints_light_the_targets() -> None:
    g = game("c1=R")
    it = Interaction(g)
    # nothing selected: the tokens that can move are lit, not every free dot a token could be placed on
    assert it.render(0, True).board["legal"] == ["c1"]
    assert it.click(0, "dot:c1") is None
    view = it.render(0, True).board
    assert view["selection"] == {"from": "c1", "path": [], "split": False}
    assert sorted(view["legal"]) == ["b1", "d1"]
    assert it.render(0, False).board["legal"] == []
    assert it.click(0, "dot:d1") == "c1-d1"


def test_click_own_token_twice_stacks_on_a_circled_dot() -> None:
    g = game("e1=R")
    it = Interaction(g)
    assert it.click(0, "dot:e1") is None
    assert "e1" in it.render(0, True).board["legal"]
    assert it.click(0, "dot:e1") == "+e1"


def test_double_moves_whole_or_splits_with_the_button() -> None:
    g = game("e1=RR")
    it = Interaction(g)
    it.click(0, "dot:e1")
    assert it.click(0, "dot:e2") == "e1-e2"  # circled: the whole double moves
    it.reset()
    it.click(0, "dot:e1")
    assert it.click(0, "dot:d1") == "e1/d1"  # a single dot: only an unstack is possible
    it.reset()
    it.click(0, "dot:e1")
    split = next(b for b in it.render(0, True).buttons if b["target"] == "split")
    assert split["enabled"] and split["pressed"] is False
    assert it.click(0, "split") is None
    drawn = it.render(0, True)
    assert drawn.board["selection"]["split"]
    # a toggle: the same label, pressed; the prompt says what the next click does now
    assert next(b for b in drawn.buttons if b["target"] == "split") == {**split, "pressed": True}
    assert drawn.prompt == (
        "Red: click the free dot that receives one token of the double on e1 (Split the double again to move it whole)"
    )
    assert it.click(0, "dot:e2") == "e1/e2"


def test_eat_by_clicking_the_landing_dot() -> None:
    g = game("c1=R d1=B")
    it = Interaction(g)
    assert play(g, it, 0, "dot:c1", "dot:e1") == "c1xe1"
    assert g.scores() == (1, 0)
    assert it.render(1, True).board["last_move"] == {
        "player": 0,
        "action": "c1xe1",
        "dots": ["c1", "e1"],
        "eaten": ["d1"],
    }


def test_multi_eat_by_landing_dots_in_turn_and_the_stop_button() -> None:
    g = game("c1=R d1=B f1=B h1=B")
    it = Interaction(g)
    it.click(0, "dot:c1")
    assert it.click(0, "dot:e1") is None  # more eats possible: wait for the next landing dot
    assert it.render(0, True).board["selection"]["path"] == ["e1"]
    assert it.render(0, True).board["legal"] == ["g1"]
    stop = next(b for b in it.render(0, True).buttons if b["target"] == "stop")
    assert stop["enabled"]
    assert it.click(0, "dot:g1") is None
    assert it.click(0, "dot:i1") == "c1xe1xg1xi1"
    it.reset()
    it.click(0, "dot:c1")
    it.click(0, "dot:e1")
    assert it.click(0, "stop") == "c1xe1"
    g.apply(0, "c1xe1")
    assert g.scores() == (1, 0)


def test_refused_clicks_say_why() -> None:
    g = game("c1=R d1=B e1=B g9=B")
    it = Interaction(g)
    with pytest.raises(IllegalAction, match="Blue's token"):
        it.click(0, "dot:d1")
    with pytest.raises(IllegalAction, match="Red's turn"):
        it.click(1, "dot:a1")
    with pytest.raises(IllegalAction, match="unknown click target"):
        it.click(0, "dot:zz")
    with pytest.raises(IllegalAction, match="unknown click target"):
        it.click(0, "square:c1")
    with pytest.raises(IllegalAction, match="no eat in progress"):
        it.click(0, "stop")
    it.click(0, "dot:c1")
    with pytest.raises(IllegalAction, match="not next to") as info:
        it.click(0, "dot:g1")
    assert info.value.rule == RULEBOOK.text("adjacent")
    assert g.history == ()


def test_click_never_changes_the_game_and_other_token_reselects() -> None:
    g = game("c1=R g1=R")
    it = Interaction(g)
    before = g.to_json()
    it.click(0, "dot:c1")
    assert it.click(0, "dot:g1") is None
    assert it.render(0, True).board["selection"]["from"] == "g1"
    assert it.click(0, "cancel") is None
    assert it.render(0, True).board["selection"]["from"] is None
    assert g.to_json() == before


@pytest.mark.parametrize("board", ["B", "A"])
def test_layout_holds_the_geometry_and_board_only_what_moves(board) -> None:
    g = cw.new_game("connect5", players=5, board=board, setup="a1=RR c1=B")
    assert isinstance(g, Connect5)
    it = Interaction(g)
    layout = it.layout()
    assert json.loads(json.dumps(layout)) == layout
    assert {d["target"] for d in layout["dots"]} == {f"dot:{d.id}" for d in g.board.dots}
    assert all(len(d["target"]) <= 64 for d in layout["dots"])
    assert [p["name"] for p in layout["players"]] == ["Red", "Blue", "Purple", "Yellow", "Green"]
    assert all(p["css"].startswith("#") for p in layout["players"])
    line_dots = {item for line in layout["lines"] for item in line["path"] if isinstance(item, str)}
    assert line_dots == {d["id"] for d in layout["dots"]}
    assert 6 <= layout["radius"] <= 15
    view = it.render(0, True).board
    assert view["tokens"] == {"a1": [0, 2], "c1": [1, 1]}  # occupied dots only
    assert [p["supply"] for p in view["players"]] == [23, 24, 25, 25, 25]
    assert not {"dots", "lines"} & set(view)
    assert len(json.dumps(view)) < 1_500  # the geometry travels once, in the layout
    g.apply(0, "b1")
    assert it.layout() == layout  # nothing in the layout changes during a game
    assert it.render(1, False).board["tokens"]["b1"] == [0, 1]


def test_board_stays_small_through_a_whole_game() -> None:
    import random

    rng = random.Random(3)
    g = cw.new_game("connect5", players=5, board="A", seed=3)
    it = Interaction(g)
    sizes: list[int] = []
    while not g.is_over and len(sizes) < 200:
        seat = g.actors()[0]
        sizes.append(len(json.dumps(it.render(seat, True).board)))
        g.apply(seat, rng.choice(g.legal_actions(seat)))
    assert max(sizes) < 2_500


def passage(it: Interaction, seat: int | None) -> str:
    """The text of the rulebook passage the render shows ``seat``: Connect5 gives the rule as (section, text)."""
    rule = it.render(seat, True).rule
    assert isinstance(rule, tuple)
    return rule[1]


def test_rule_and_prompt_follow_the_selection() -> None:
    g = game("c1=R e1=RR d1=B f1=B")
    it = Interaction(g)
    assert passage(it, 0) in (RULEBOOK.text("place"), RULEBOOK.text("first_turn"))
    assert it.render(0, True).prompt.startswith("Red: click a free dot")
    assert it.render(1, True).prompt == "Red is to move"
    it.click(0, "dot:e1")
    assert it.render(0, True).rule == ("Exceptions: doubles move", RULEBOOK.text("double_moves"))
    assert "Split" in it.render(0, True).prompt
    it.click(0, "split")
    assert passage(it, 0) == RULEBOOK.text("unstack")
    it.reset()
    it.click(0, "dot:c1")
    assert passage(it, 0) == RULEBOOK.text("move")


def test_the_prompt_offers_to_stack_or_split_only_where_that_move_is_legal() -> None:
    g = game("c1=R e1=R e3=RR i9=B")
    it = Interaction(g)
    it.click(0, "dot:c1")  # a plain dot: no stack there
    assert it.render(0, True).prompt == "Red: click where the token on c1 goes"
    assert "+c1" not in g.legal_actions(0)
    it.reset()
    it.click(0, "dot:e1")  # a single on a circled dot, with tokens in supply
    assert "+e1" in g.legal_actions(0)
    assert it.render(0, True).prompt == "Red: click where the token on e1 goes, or the token again to stack"
    it.reset()
    it.click(0, "dot:e3")  # a double never stacks
    assert it.render(0, True).prompt == "Red: click where the token on e3 goes (or Split the double)"


def test_game_over_refuses_clicks() -> None:
    g = game("a1=R b1=R c1=R d1=R")
    g.apply(0, "e1")
    it = Interaction(g)
    with pytest.raises(IllegalAction, match="game is over"):
        it.click(0, "dot:f1")
    assert passage(it, None) == RULEBOOK.text("quick_game")
    assert it.render(None, True).prompt.startswith("game over")


def clicks_for(action: str, legal: list[str]) -> list[str]:
    """The clicks a player makes for ``action``, as the prompt and buttons teach."""
    if action.startswith("+"):
        return [f"dot:{action[1:]}"] * 2
    if "/" in action:
        start, to = action.split("/")
        return [f"dot:{start}", *(["split"] if f"{start}-{to}" in legal else []), f"dot:{to}"]
    if "-" in action:
        return [f"dot:{dot}" for dot in action.split("-")]
    dots = action.split("x")
    stop = ["stop"] if any(other.startswith(action + "x") for other in legal) else []
    return [f"dot:{dot}" for dot in dots] + stop


@pytest.mark.parametrize("board", ["B", "A"])
def test_every_legal_action_can_be_clicked(board) -> None:
    import random

    rng = random.Random(5)
    g = cw.new_game("connect5", players=3, board=board, seed=5)
    it = Interaction(g)
    checked = 0
    while not g.is_over and len(g.history) < 150:
        seat = g.actors()[0]
        legal = g.legal_actions(seat)
        for action in legal:
            it.reset()
            results = [it.click(seat, target) for target in clicks_for(action, legal)]
            assert results[-1] == action and all(r is None for r in results[:-1]), (action, results)
            checked += 1
        it.reset()
        g.apply(seat, rng.choice(legal))
    assert checked > 1000


def test_a_refused_click_on_a_jump_landing_explains_the_eat() -> None:
    # Red ate along h (a5 over b5 to c5): Blue's click d5 -> b5 is an eat back along h, refused by
    # the "line just used" rule, not a "not adjacent" step.
    g = game("a5=R b5=B d5=B c4=B")
    it = Interaction(g)
    play(g, it, 0, "dot:a5", "dot:c5", "stop")
    assert refused_rule(it, 1, "dot:d5", "dot:b5") == RULEBOOK.text("line_just_used")
    it.reset()
    it2 = Interaction(game("d1=R e1=BB"))
    assert refused_rule(it2, 0, "dot:d1", "dot:f1") == RULEBOOK.text("single_cannot_eat_double")


def test_a_refused_eat_onto_ones_own_token_explains_then_a_second_click_selects() -> None:
    g = game("a5=RR b5=BB c5=R")
    it = Interaction(g)
    assert refused_rule(it, 0, "dot:a5", "dot:c5") == RULEBOOK.text("capture_stack_not_double")
    assert it.click(0, "dot:c5") is None
    assert it.render(0, True).board["selection"]["from"] == "c5"


# Move 53 of a seeded random game: Blue's token on d8 is boxed in, its token on a5 can move.
BOXED_IN = (
    "a1=B b1=R e1=B g1=R i1=R i2=B h9=R g9=B f9=B d9=B c9=B a5=B b2=RR f2=R h3=R h6=R e8=B d8=B c8=R b8=B "
    "b7=R b5=R b4=B d3=B e3=B f3=B g5=B g7=B d7=R c5=R c4=R turn=B round=1 move=53 supply=7,8 eaten=0,3 "
    "connect5=0,0 last=R:c4:place:c4:"
)


def test_a_click_on_an_own_token_with_no_move_is_refused_and_keeps_the_selection() -> None:
    """A refused click selects nothing, and the token selected before stays selected: the page, which
    is sent only the refusal, still shows it selected, so the next click must mean what it shows."""
    g = cw.new_game("connect5", players=2, position=BOXED_IN)
    it = Interaction(g)
    assert it.click(1, "dot:a5") is None
    with pytest.raises(IllegalAction, match="d8 has no move"):
        it.click(1, "dot:d8")
    assert it.render(1, True).board["selection"]["from"] == "a5"
    step = next(move for move in g.legal_actions(1) if move.startswith("a5-"))
    assert it.click(1, f"dot:{step[3:]}") == step


def refused_rule(it: Interaction, seat: int, token: str, landing: str) -> str:
    """Select ``token``, click ``landing``: the rulebook sentence the refusal quotes."""
    assert it.click(seat, token) is None
    with pytest.raises(IllegalAction) as refusal:
        it.click(seat, landing)
    return refusal.value.rule
