"""The notation read once (Move, parse), the words the page needs, explain(), and the last move's event."""

from __future__ import annotations

import random

import pytest

import connect_widgets as cw
from connect_widgets import CHANCE, IllegalAction
from connect_widgets.connnect import RULEBOOK, WORDS, Move, parse
from connect_widgets.connnect.board import INDEX
from connect_widgets.connnect.cards import BONUSES, OBJECTIVES
from connect_widgets.connnect.drawing import SCORE_KEYS

from .helpers import fill, roll, scripted

LISA, LUCAS = 0, 1


def test_every_listed_action_reads_back_as_written() -> None:
    for seed in range(6):
        rng = random.Random(seed)
        game = cw.new_game("connnect", players=3, seed=seed)
        while not game.is_over:
            for actor in game.actors():
                for action in game.legal_actions(actor):
                    assert str(parse(action)) == action
            actor = rng.choice(game.actors())
            game.apply(actor, rng.choice(game.legal_actions(actor)))
        for _, action in game.history:
            assert str(parse(action)) == action


def test_a_move_names_its_fields() -> None:
    assert parse("write c3 5") == Move("write", cells=(INDEX["c3"],), value=5)
    assert parse("free 2 to 3") == Move("free", value=2, new=3)
    assert parse("free skip 5") == Move("free", value=5)
    assert parse("plus c3 -2").delta == -2
    assert parse("move c3 e5").cells == (INDEX["c3"], INDEX["e5"])
    assert parse("claim a1 b1 c1").cells == (0, 1, 2)
    assert parse("roll 1 2 2").dice == (1, 2, 2)
    assert str(Move("circle", name="3x1")) == "circle 3x1"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("write  c3 5", "single spaces"),
        ("write c3", "not a move"),
        ("write z9 5", "'z9' is not a space"),
        ("write c3 7", "'7' is not a number"),
        ("plus c3 +3", "the change is one of"),
        ("circle zz", "'zz' is not a bonus"),
        ("claim a1 zz", "name the spaces"),
        ("free 2 3", "free skip 5"),
        ("zone 04", "not a move"),  # a zone, but not as a move is written
        ("zone " + "9" * 5000, "not a move"),  # more digits than int() reads: refused, not a ValueError
        ("hop", "not a move"),
    ],
)
def test_text_that_is_no_move_is_refused(text: str, reason: str) -> None:
    with pytest.raises(IllegalAction, match=reason):
        parse(text)


def test_explain_says_what_an_allowed_move_does_and_why_one_is_refused() -> None:
    game = scripted()
    roll(game, (2, 4, 5), 4)
    verdict = game.explain(LISA, "write b2 5")
    assert verdict.legal and verdict.reason == "Lisa writes 5 in b2" and verdict.rule == RULEBOOK.text("fill")
    refused = game.explain(LISA, "write a4 5")
    assert not refused.legal and refused.reason == "a4 is not in zone 4" and refused.rule == RULEBOOK.text("zone")
    assert game.explain(LISA, "free 2 to 3").reason.startswith("Lisa crosses a Free Action box")


def test_the_state_remembers_the_last_move_across_a_roll() -> None:
    game = scripted(players=("Lisa",))
    roll(game, (1, 1, 4), 4)
    game.apply(LISA, "write d1 1")
    assert game.state.last.cells == (INDEX["d1"],) and game.state.last.move is game.state.last
    fill(game, {LISA: ["write f1 1"]})
    game.apply(LISA, "claim d1 e1 f1")
    assert game.state.last.claimed == "3I"
    game.apply(LISA, "circle 3x1")
    game.apply(LISA, "done")
    game.apply(CHANCE, "roll 1 2 3")  # the dice touch no sheet: Lisa's "done" stays the last move
    assert game.state.last.actor == CHANCE and game.state.last.move.action == "done"


def test_every_word_the_page_looks_up_is_there() -> None:
    page = WORDS.table("en", "page.")
    assert all(f"score_{key.replace(' ', '_').replace('-', '_')}" in page for key in (*SCORE_KEYS, "total"))
    assert all(f"objective_{card.id}" in page for card in OBJECTIVES)
    assert all(f"effect_{bonus.effect}" in page for bonus in BONUSES)
    keys = ["status_acting", "status_done", "status_out", "die_zone", "die_number", "cell_setup_blue", "cell_setup_red"]
    keys += [f"bonus_{state}" for state in ("open", "circled", "crossed")]
    keys += [f"mark_{mark}" for mark in ("empty", "filled", "crossed")]
    assert all(key in page for key in keys)


def test_quotes_name_the_rulebooks_headings() -> None:
    assert RULEBOOK["zone"].title == "Roll Phase: Zone Die"
    assert RULEBOOK["cross"].title == "Effects: Cross out and write"
    assert all(WORDS.text(f"section.{key}") for key in RULEBOOK)
