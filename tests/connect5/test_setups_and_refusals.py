"""Scripted starts refused word for word, what a refusal carries, the lines just used when an eat
must go on, and what a new round keeps."""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.connect5 import Connect5
from connect_widgets.connect5.notation import MAX_LENGTH, parse, read
from connect_widgets.connect5.state import marks
from connect_widgets.core.options import shown
from connect_widgets.testing import check_position

from .helpers import at, game


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ("turn=P", "setup 'turn=P': turn=<one of R, B>"),
        ("turn=RB", "setup 'turn=RB': turn=<one of R, B>"),
        ("e5=R", "setup 'e5=R': the board has no dot 'e5'"),
        ("e6=R=B", "setup 'e6=R=B': write dot=R for a single or dot=RR for a double (letters RB)"),
        ("e6=RB", "setup 'e6=RB': write dot=R for a single or dot=RR for a double (letters RB)"),
        ("b1=BB", "setup 'b1=BB': a double can only stand on a circled dot"),
        ("e6=R e6=B", "setup 'e6=B': dot 'e6' is given twice"),
    ],
)
def test_a_bad_setup_is_refused_word_for_word(setup: str, message: str) -> None:
    with pytest.raises(ValueError) as refusal:
        game(setup)
    assert str(refusal.value) == message


def test_a_setup_with_more_tokens_than_a_player_has_is_refused() -> None:
    g = cw.new_game("connect5")
    assert isinstance(g, Connect5)
    dots = g.board.ids
    with pytest.raises(ValueError) as refusal:
        game(" ".join(f"{dot}=B" for dot in dots[:26]), tokens=25)
    assert str(refusal.value) == "setup: player B has more than 25 tokens on the board"
    assert game(" ".join(f"{dot}=B" for dot in dots[:25]), tokens=25).view()["supply"] == [25, 0]
    with pytest.raises(ValueError, match=r"^setup: player R has more than 1 token on the board$"):
        game("c1=R d1=R", tokens=1)  # one token, in the singular


def test_a_setup_may_use_commas_and_give_the_turn_anywhere() -> None:
    g = game("e6=R,turn=B, e7=B e1=RR", players=3)
    assert (at(g, "e6"), at(g, "e7"), at(g, "e1")) == ("R", "B", "RR")
    assert g.actors() == (1,) and g.view()["supply"] == [22, 24, 25]  # a double takes two tokens


def test_marks_is_a_translation_table_with_ones_for_the_codes_given() -> None:
    table = marks((1, 4))
    assert len(table) == 256 and table[1] == table[4] == 1
    assert sum(table) == 2
    assert b"\x00\x01\x02\x04\x05".translate(table) == b"\x00\x01\x00\x01\x00"


@pytest.mark.parametrize("text", ["", "e" * (MAX_LENGTH + 1)])
def test_a_text_that_cannot_be_a_move_is_refused_naming_it(text: str) -> None:
    g = cw.new_game("connect5")
    assert isinstance(g, Connect5)
    board = g.board
    for reader in (parse, read):
        with pytest.raises(cw.IllegalAction) as refusal:
            reader(text, board)
        assert str(refusal.value) == f"{shown(text)} is not a Connect5 move"  # a long text: by its start
        assert refusal.value.action == text


def test_a_refusal_by_the_rules_carries_the_action_refused() -> None:
    refusal = game("e6=B e7=B").refusal(0, "e6xe8")
    assert refusal is not None and refusal.action == "e6xe8"
    assert str(refusal) == "e6 holds an opponent's token: move one of your own tokens"


def test_an_eat_may_stop_where_going_on_would_travel_a_line_just_used() -> None:
    """With ``must_continue``, an eat must go on while it can; an eat along the line the last move
    used is no eat, so it does not make the token go on."""
    for just_used, stops in (("eats", True), ("off", False)):
        g = game("g1=B h1=R e3=R e2=B d1=B turn=B", must_continue=True, just_used=just_used)
        g.apply(1, "g1xi1")  # Blue eats along the outer ring r1
        assert ("e3xe1" in g.legal_actions(0)) is stops  # from e1 Red could only go on along r1, over d1
        assert (g.refusal(0, "e3xe1") is None) is stops
        assert ("e3xe1xc1" in g.legal_actions(0)) is not stops


def test_a_new_round_keeps_the_move_that_ended_the_last_one() -> None:
    g = game("a1=R b1=R c1=R d1=R", mode="full")
    g.apply(0, "e1")  # a Connect 5 ends the first round
    assert g.view()["round"] == 2 and g.view()["results"] == ["Red Connect 5 a1-b1-c1-d1-e1"]
    assert g.view()["last_move"] == {"player": 0, "action": "e1"}


HOW_TO_WRITE = "(write c3 to place, +c3 to stack, c3-d3 to move, c3/d3 to unstack, c3xe3 to eat)"


@pytest.mark.parametrize(
    ("board", "text", "message"),
    [
        ("B", "q9", f"'q9': there is no dot 'q9' on board B {HOW_TO_WRITE}"),
        ("A", "+q9", f"'+q9': there is no dot 'q9' on board A {HOW_TO_WRITE}"),
        ("B", "c1xq5", f"'c1xq5': there is no dot 'q5' on board B {HOW_TO_WRITE}"),
        ("B", "q1-c1", f"'q1-c1': there is no dot 'q1' on board B {HOW_TO_WRITE}"),
        ("B", "c1-d1-e1", "'c1-d1-e1': a step joins exactly two dots, like c3-d3"),
        ("B", "c1/d1/e1", "'c1/d1/e1': an unstack joins exactly two dots, like c3/d3"),
        ("B", "c1-", "'c1-': a dot is missing " + HOW_TO_WRITE),  # not "there is no dot ''"
        ("B", "xxxx", "'xxxx': a dot is missing " + HOW_TO_WRITE),
        ("B", "+", "'+': a dot is missing " + HOW_TO_WRITE),
    ],
)
def test_a_text_that_names_no_move_on_the_board_is_refused_word_for_word(board: str, text: str, message: str) -> None:
    g = cw.new_game("connect5", board=board, setup="c1=R")
    refusal = g.refusal(0, text)
    assert refusal is not None and str(refusal) == message and refusal.action == text
    # the notation, not a rule: the passage on moving to an adjacent dot misled ("e5" is no dot of board B)
    assert refusal.rule == ""


def test_a_position_and_a_setup_together_are_refused_rather_than_one_dropped() -> None:
    with pytest.raises(ValueError) as refused:
        cw.new_game("connect5", setup="a1=R", position="c3=R turn=B")
    assert str(refused.value) == "a position and setup='a1=R' both say where the game starts: give one of them"
    assert cw.new_game("connect5", position="c3=R turn=B").position().startswith("c3=R turn=B")
    started = cw.new_game("connect5", setup="c3=R d3=B turn=R", seed=1)  # a game from a setup...
    started.apply(0, "e3")
    check_position(started)  # ...restarts from its position without its setup (it says where to start)
