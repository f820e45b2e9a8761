"""The action notation (``connect_widgets.num_connect.notation``): each verb reads as its move and
writes back the same, and a line of cells reads back from the name views give it."""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.num_connect.notation import Move, line_name, parse, parse_line


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("draw", Move("draw")),
        ("confirm", Move("confirm")),
        ("cancel", Move("cancel")),
        ("discard R7", Move("discard", "R7")),
        ("new *", Move("new", "*")),
        ("cross g0 r1c-4 R7", Move("cross", "R7", 0, (1, -4))),
        ("put g2 r-2c4 #", Move("put", "#", 2, (-2, 4))),
        ("ext g1 r0c7 R9", Move("ext", "R9", 1, (0, 7))),
    ],
)
def test_each_verb_reads_as_its_move_and_writes_back_the_same(text: str, move: Move) -> None:
    assert parse(text) == move and str(move) == text


def test_a_line_reads_back_from_its_name() -> None:
    cells = ((0, -1), (0, 0), (1, 0))
    assert line_name(3, cells) == "g3 r0c-1 r0c0 r1c0"
    assert parse_line("g3 r0c-1 r0c0 r1c0") == (3, cells)


@pytest.mark.parametrize("text", ["g0", "r0c1 r0c2", "g0 r0c1 x", "g-1 r0c0"])
def test_what_is_no_line_is_refused_quoting_it(text: str) -> None:
    with pytest.raises(ValueError) as refusal:
        parse_line(text)
    assert str(refusal.value) == f"{text!r} is not a line of cells like 'g0 r0c1 r0c2'"


@pytest.mark.parametrize("text", ["put g0 r" + "9" * 5000 + "c4 R8", "ext g" + "1" * 5000 + " r0c7 R9"])
def test_a_number_longer_than_any_grid_is_no_move(text: str) -> None:
    """More digits than ``int()`` reads (4,300) are refused as no action, never a ValueError."""
    game = cw.new_game("num_connect", players=2, seed=0)
    dealt = game.history  # the deal, played by chance
    with pytest.raises(cw.IllegalAction, match="not an action of Num Connect"):
        game.apply(game.actors()[0], text)
    assert game.history == dealt and game.refusal(game.actors()[0], text) is not None


def test_a_card_dealt_or_drawn_is_explained_with_its_card_and_receiver() -> None:
    game = cw.new_game("num_connect", players=["Alice", "Bruno"], seed=1, auto_chance=False)
    dealt = game.legal_actions(cw.CHANCE)[0]
    verdict = game.explain(cw.CHANCE, dealt)
    assert verdict.legal and verdict.reason == f"deals {dealt} to Alice" and verdict.rule.startswith("Composition")
