"""Connect5 positions: game.position() and new_game("connect5", position=...), read back exactly,
saved with the game, and refused with the part named when malformed or impossible."""

from __future__ import annotations

import json
import random

import pytest

import connect_widgets as cw
from connect_widgets.testing import play_random


def test_a_position_starts_a_game_there_and_reads_back_the_same() -> None:
    game = play_random(cw.new_game("connect5", players=3, seed=8, mode="full"), random.Random(8), 70)
    text = game.position()
    again = cw.new_game("connect5", players=3, seed=8, mode="full", position=text)
    assert again.position() == text and again.history == () and again.view() == game.view()
    assert again.legal_actions(again.actors()[0]) == game.legal_actions(game.actors()[0])


def test_the_lines_just_used_and_a_round_won_by_a_connect5_read_back() -> None:
    game = play_random(cw.new_game("connect5", seed=0, mode="full"), random.Random(0), 91)
    text = game.position()
    assert " used=h,r2 " in text and text.endswith(" results=connect5:B:a9-b8-c7-c6-c5")
    again = cw.new_game("connect5", seed=0, mode="full", position=text)
    assert again.position() == text and again.view() == game.view() and again.scores() == game.scores()
    assert again.legal_actions(0) == game.legal_actions(0)


def test_only_the_tokens_are_needed_and_the_rest_is_a_start() -> None:
    game = cw.new_game("connect5", position="c3=RR d3=B e4=B turn=B")
    assert game.position() == "c3=RR d3=B e4=B turn=B round=1 move=0 supply=23,23 eaten=0,0 connect5=0,0"
    assert game.actors() == (1,) and game.scores() == (0, 0)


def test_a_game_from_a_position_saves_loads_and_forks_from_there() -> None:
    game = cw.new_game("connect5", seed=2, position="c3=RR d3=B e4=B turn=R")
    game.apply(0, "c4")
    game.apply(1, "e2")
    loaded = cw.load_game(game.to_json())
    assert json.loads(game.to_json())["position"] == "c3=RR d3=B e4=B turn=R"
    assert loaded.history == game.history and loaded.view() == game.view()
    start = game.fork(0)
    assert start.history == () and start.position().startswith("c3=RR d3=B e4=B turn=R round=1 move=0")
    assert cw.new_game("connect5", seed=2).to_json().count('"position"') == 0  # none when it starts as the rules do


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("c3=R c3=B", "dot 'c3' is given twice"),
        ("c3=R z9=B", "z9= is neither a dot of the board nor a part (turn=, round="),
        ("c3=R turn=P", "turn=<one of R, B, or - once the game is over>"),
        ("c3=R turn=R turn=B", "turn= is given twice"),
        ("c3=R round=2", "round= is a whole number from 1 to 1"),
        ("c3=R move=-1", "move= is a whole number from 0 to 200"),
        ("c3=R supply=24", "supply= is 2 whole numbers of 0 or more, one per player"),
        ("c3=R supply=25,25", "player R would have 26 tokens, more than 25"),
        ("c3=R eaten=1,x", "eaten= is 2 whole numbers"),
        ("c3=R used=q7", "the board has no line 'q7'"),
        ("c3=R last=R:c3:fly:c3:", "last=<player letter>:<move>:<place, stack, step, unstack, eat>"),
        ("c3=R results=stuck", "one result per finished round (0)"),
        ("c3=R turn=- results=connect5:R:a1-b1", "'connect5:R:a1-b1' is no round result"),
        ("c3=R turn=- results=connect5:R:a1-b1-c1-d1-z9", "'connect5:R:a1-b1-c1-d1-z9' is no round result"),
        ("c3=R turn=-", "one result per finished round (1)"),
        ("c3=R turn=B supply=0,0", "player B cannot act here (nothing to place, move, unstack or eat)"),
        ("a1=B supply=0,24", "position 'turn=': player R cannot act here"),
    ],
)
def test_a_malformed_or_impossible_position_is_refused_naming_the_part(text, says) -> None:
    with pytest.raises(ValueError, match=r"^(position|setup) ") as refusal:
        cw.new_game("connect5", position=text)
    assert says in str(refusal.value)


def test_a_five_that_did_not_score_may_stand_while_the_round_goes_on() -> None:
    # Decision 2 of the rules notes: a Connect 5 along a line just used scores nothing, so the round
    # goes on with the five on the board; a position may show it.
    game = cw.new_game("connect5", setup="a1=R b1=R c1=R d1=R h1=R i1=B turn=B")
    game.apply(1, "i1xg1")  # Blue eats along r1, which Red may then not use to score
    game.apply(0, "e1")
    text = game.position()
    assert text.startswith("a1=R b1=R c1=R d1=R e1=R g1=B turn=B") and not game.is_over
    assert cw.new_game("connect5", position=text).position() == text


@pytest.mark.parametrize("position", [42, "x" * 20_001])
def test_a_position_that_is_no_line_of_text_is_refused(position) -> None:
    with pytest.raises(ValueError, match="position must be a line of text"):
        cw.new_game("connect5", position=position)


def test_a_corrupt_position_in_a_save_is_a_corrupt_save() -> None:
    data = json.loads(cw.new_game("connect5", seed=2, position="c3=R").to_json())
    data["position"] = "c3=R supply=99,0"
    with pytest.raises(cw.CorruptSave, match="settings are invalid: position 'supply=99,0'"):
        cw.load_game(json.dumps(data))


def test_the_widget_starts_from_a_position_too() -> None:
    widget = cw.play("connect5", position="c3=RR d3=B turn=B", seed=1)
    assert widget.game.position().startswith("c3=RR d3=B turn=B") and widget.view["board"]


def test_a_position_s_token_refusal_says_position_not_setup() -> None:
    """A teacher who wrote ``position=`` reads "position", not the name of another option."""
    with pytest.raises(ValueError, match=r"^position 'c9=RR': a double can only stand on a circled dot$"):
        cw.new_game("connect5", position="c9=RR")
    with pytest.raises(ValueError, match=r"^setup 'c9=RR': a double can only stand on a circled dot$"):
        cw.new_game("connect5", setup="c9=RR")


def test_a_position_of_another_board_says_which_board_to_give() -> None:
    """A board-A position given to a game on board B said "a14= is neither a dot of the board nor a part"."""
    with pytest.raises(cw.Refused) as refused:
        cw.new_game("connect5", players=3, position="a14=P turn=R")
    assert str(refused.value) == (
        "position 'a14=P': a14 is a dot of board A, not of this one: give board='A' too (a position does not say "
        "its board)"
    )
    assert cw.new_game("connect5", players=3, board="A", position="a14=P turn=R").position().startswith("a14=P")
