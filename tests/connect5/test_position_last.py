"""Connect5 positions: ``last=`` is the move it names. The board marks its dots and the dots it ate,
so they are the move's own; a move made in this round left its player's token where it went. Once
``c3=R last=B:a1:place:c3:c3-d3`` was accepted: a placement on a1 marked on c3, eating two dots."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.connect5 import WORDS
from connect_widgets.testing import play_random

SHAPE = "last=<player letter>:<move>:<place, stack, step, unstack, eat>:<its dots>:<the dots it ate>"


def refusal(position: str, **options: Any) -> str:
    with pytest.raises(ValueError) as refused:
        cw.new_game("connect5", position=position, **options)
    return str(refused.value)


def written(last: str, form: str) -> str:
    action = last.split(":")[1]
    return (
        f"position {last!r}: the last move {action} is written {form} (its kind, its dots, and the dots its jumps "
        "passed over)"
    )


def test_a_last_move_marked_elsewhere_than_it_went_is_refused_saying_how_it_is_written() -> None:
    assert refusal("c3=R last=B:a1:place:c3:c3-d3") == written("last=B:a1:place:c3:c3-d3", "last=B:a1:place:a1:")


@pytest.mark.parametrize(
    ("last", "form"),
    [
        ("last=R:c3:place:c3:d3", "last=R:c3:place:c3:"),  # a placement eats nothing
        ("last=R:c3:stack:c3:", "last=R:c3:place:c3:"),
        ("last=R:+c3:place:c3:", "last=R:+c3:stack:c3:"),
        ("last=R:c3-d3:step:c3:", "last=R:c3-d3:step:c3-d3:"),
        ("last=R:c3-d3:step:d3-c3:", "last=R:c3-d3:step:c3-d3:"),
        ("last=R:c3/d3:step:c3-d3:", "last=R:c3/d3:unstack:c3-d3:"),
        ("last=R:e3xe6:eat:e3-e6:", "last=R:e3xe6:eat:e3-e6:e4"),
        ("last=R:e3xe6:eat:e3-e6:d3", "last=R:e3xe6:eat:e3-e6:e4"),
        ("last=R:e3xe6:eat:e3-e6:e4-d3", "last=R:e3xe6:eat:e3-e6:e4"),
    ],
)
def test_the_kind_dots_and_eaten_dots_are_the_moves_own(last: str, form: str) -> None:
    assert refusal(f"c3=R move=1 {last}") == written(last, form)


@pytest.mark.parametrize("last", ["last=R:zz:place:c3:", "last=R:c3x:eat:c3:", "last=R:c3xc3:eat:c3-c3:"])
def test_a_last_move_that_is_no_move_on_the_board_is_refused(last: str) -> None:
    assert refusal(f"c3=R move=1 {last}") == f"position {last!r}: {SHAPE}"


def test_a_move_made_in_this_round_left_its_players_token_where_it_went() -> None:
    assert refusal("c3=R move=1 last=B:c3:place:c3:") == (
        "position 'move=1 last=B:c3:place:c3:': the last move, made in this round, left a token of player B on c3"
    )
    assert refusal("c3=R move=1 last=R:d3:place:d3:").endswith("left a token of player R on d3")
    assert cw.new_game("connect5", position="c3=R move=1 last=R:c3:place:c3:").state.last.action == "c3"


def test_a_first_round_has_no_last_move_before_its_first_move() -> None:
    assert refusal("c3=R last=R:c3:place:c3:") == (
        "position 'last=R:c3:place:c3:': a game has no last move before its first one (round=1 move=0: leave last= out)"
    )
    # a later round at move 0: the last move ended the round before, whose board was cleared since
    game = cw.new_game("connect5", mode="full", position="round=2 move=0 results=stuck last=R:c3:place:c3:")
    assert game.state.last.dots == (game.state.last.dots[0],) and not any(game.state.cells)


def test_positions_of_random_games_read_back_with_their_last_moves() -> None:
    kinds = set()
    for seed in range(8):
        game = cw.new_game("connect5", seed=seed)
        rng = random.Random(seed)
        while not game.is_over and len(game.history) < 80:
            play_random(game, rng, 1)
            text = game.position()
            assert cw.new_game("connect5", seed=seed, position=text).position() == text
            kinds.add(game.state.last.kind)
    assert kinds == {"place", "step", "eat", "stack", "unstack"}


def test_the_positions_shown_in_the_notebooks_are_read() -> None:
    for text in (
        "e2=B c3=R d3=R e3=R e4=B turn=B round=1 move=5 supply=22,23 eaten=0,0 connect5=0,0 last=R:c3:place:c3:",
        "f1=R a5=B b2=R d2=B h4=B b8=B b5=B b4=B e7=R d7=R c7=R c6=R turn=R round=1 move=16 supply=19,17 eaten=2,0 "
        "connect5=0,0 last=B:b8:place:b8:",
    ):
        assert cw.new_game("connect5", position=text).position() == text


def test_a_save_holding_a_last_move_marked_elsewhere_is_refused() -> None:
    save = json.loads(cw.new_game("connect5", position="c3=R move=1 last=R:c3:place:c3:").to_json())
    save["position"] = "c3=R last=B:a1:place:c3:c3-d3"
    with pytest.raises(cw.CorruptSave) as refused:
        cw.load_game(json.dumps(save))
    assert str(refused.value) == "the save's settings are invalid: " + written(
        "last=B:a1:place:c3:c3-d3", "last=B:a1:place:a1:"
    )


def test_the_refusals_speak_french_too() -> None:
    fields = {"item": "'x'", "letter": "B", "action": "a1", "kind": "place", "dots": "a1", "eaten": "", "dot": "c3"}
    assert WORDS.text("position.last_move", "fr", **fields) == (
        "position 'x' : le dernier coup a1 s'écrit last=B:a1:place:a1: (son genre, ses points, et les points que ses "
        "sauts ont passés)"
    )
    assert WORDS.text("position.last_token", "fr", **fields) == (
        "position 'x' : le dernier coup, joué dans cette manche, a laissé un jeton du joueur B sur c3"
    )
    assert WORDS.text("position.last_early", "fr", **fields) == (
        "position 'x' : une partie n'a pas de dernier coup avant son premier (round=1 move=0 : omettez last=)"
    )
