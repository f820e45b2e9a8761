"""Num Connect positions: a grid's lines are all joined through shared cards, and no grid reaches
farther from r0c0 than the deck could lay. A disconnected ``lines=`` once drew every empty cell
between its pieces (``r9999c9999`` hung the page) and was accepted by new_game, play and load_game."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.num_connect import WORDS

APART = "lines=g0:r0c0:R1>R2>R3,g0:r9999c9999:B1>B2>B3"
APART_SAYS = (
    f"position {APART!r}: grid g0 is in pieces: g0:r9999c9999:B1>B2>B3 is not joined to g0:r0c0:R1>R2>R3 "
    "through shared cards (each new combination crosses a laid card, so a grid's lines are all joined)"
)


def refusal(position: str, **options: Any) -> str:
    with pytest.raises(ValueError) as refused:
        cw.new_game("num_connect", players=2, seed=1, position=position, **options)
    return str(refused.value)


def test_a_grid_in_pieces_is_refused_naming_the_lines_part_the_grid_and_both_lines() -> None:
    assert refusal(APART) == APART_SAYS
    with pytest.raises(ValueError) as widget:  # the widget reads positions through the same reader
        cw.play("num_connect", players=2, seed=1, position=APART)
    assert str(widget.value) == APART_SAYS


def test_the_refusal_says_it_in_french_too() -> None:
    fields = {"item": repr(APART), "grid": "g0", "line": "g0:r9999c9999:B1>B2>B3", "first": "g0:r0c0:R1>R2>R3"}
    assert WORDS.text("position.apart", "fr", **fields) == (
        f"position {APART!r} : la grille g0 est en morceaux : g0:r9999c9999:B1>B2>B3 n'est pas reliée à "
        "g0:r0c0:R1>R2>R3 par des cartes communes (chaque nouvelle combinaison croise une carte posée, donc les "
        "lignes d'une grille sont toutes reliées)"
    )
    span = {"item": "'x'", "grid": "g1", "top": -2, "bottom": 0, "left": 0, "right": 81, "deck": 80}
    assert WORDS.text("position.span", "fr", **span) == (
        "position 'x' : la grille g1 s'étend des rangées -2 à 0 et des colonnes 0 à 81 (avec r0c0, où commence "
        "toute grille) : plus large ou plus haute que ce que les 80 cartes du paquet pourraient jamais poser"
    )


def test_lines_joined_only_through_a_later_line_are_one_grid() -> None:
    # the third line crosses only the second, which is written last: joined all the same
    joined = "lines=g0:r0c0:R1>R2>R3,g0:r2c-2:G3>G2>G1,g0:r0c0:R1vY1vG1"
    game = cw.new_game("num_connect", players=2, seed=1, position=joined)
    assert game.view(None)["grids"][0]["r2c-2"] == "G3"
    two_pieces = "lines=g0:r0c0:R1>R2>R3,g0:r5c0:Y5>B5>G5,g0:r5c0:Y5vY6vY7,g0:r0c0:R1vB1vG1"
    assert refusal(two_pieces) == (
        f"position {two_pieces!r}: grid g0 is in pieces: g0:r5c0:Y5>B5>G5 is not joined to g0:r0c0:R1>R2>R3 "
        "through shared cards (each new combination crosses a laid card, so a grid's lines are all joined)"
    )


def test_each_grid_is_joined_on_its_own_and_two_grids_need_not_touch() -> None:
    game = cw.new_game("num_connect", players=2, seed=1, position="lines=g0:r0c0:R1>R2>R3,g1:r0c0:B1>B2>B3")
    assert [len(grid) for grid in game.view(None)["grids"]] == [3, 3]
    assert "grid g1 is in pieces: g1:r3c0:Y1>Y2>Y3" in refusal(
        "lines=g0:r0c0:R1>R2>R3,g1:r0c0:B1>B2>B3,g1:r3c0:Y1>Y2>Y3"
    )


def test_a_grid_farther_from_r0c0_than_the_deck_could_lay_is_refused() -> None:
    far = "lines=g0:r9999c9999:B1>B2>B3"
    assert refusal(far) == (
        f"position {far!r}: grid g0 spans rows 0 to 9999 and columns 0 to 10001 (with r0c0, where every grid "
        "starts): wider or taller than the deck's 80 cards could ever lay"
    )
    # 80 cards lay at most 80 columns from r0c0 (c0 to c79); a row of 81 is refused
    assert cw.new_game("num_connect", players=2, seed=1, position="lines=g0:r0c77:R1>R2>R3").view(None)["grids"]
    assert "columns 0 to 80 (with r0c0" in refusal("lines=g0:r0c78:R1>R2>R3")
    assert cw.new_game("num_connect", players=2, seed=1, position="lines=g0:r-79c0:R1vR2vR3")
    assert "grid g0 spans rows -80 to 0 and columns 0 to 0" in refusal("lines=g0:r-80c0:R1vR2vR3")


def test_the_bound_is_the_deck_the_options_make() -> None:
    big: dict[str, Any] = {"colours": 6, "rainbows": 12, "shadows": 12}  # 6 x 17 + 24 = 126 cards
    assert cw.new_game("num_connect", players=2, seed=1, position="lines=g0:r0c123:R1>R2>R3", **big)
    assert refusal("lines=g0:r0c124:R1>R2>R3", **big).endswith(
        "wider or taller than the deck's 126 cards could ever lay"
    )
    assert "grid g1 spans rows 0 to 0 and columns -82 to 0" in refusal("lines=g0:r0c0:R1>R2>R3,g1:r0c-82:B1>B2>B3")


def test_a_save_holding_a_grid_in_pieces_is_refused_by_the_same_reader() -> None:
    save = json.loads(cw.new_game("num_connect", players=2, seed=1, position="lines=g0:r0c0:R1>R2>R3").to_json())
    assert (
        cw.load_game(json.dumps(save)).position()
        == cw.new_game("num_connect", players=2, seed=1, position=save["position"]).position()
    )
    save["position"] = save["position"].replace("lines=g0:r0c0:R1>R2>R3", APART)
    with pytest.raises(cw.CorruptSave) as refused:
        cw.load_game(json.dumps(save))
    assert str(refused.value) == "the save's settings are invalid: " + APART_SAYS
    save["position"] = "lines=g0:r9999c9999:B1>B2>B3"
    with pytest.raises(cw.CorruptSave, match=r"grid g0 spans rows 0 to 9999 and columns 0 to 10001"):
        cw.load_game(json.dumps(save))


NOTES = (Path(__file__).parents[2] / "docs" / "rules" / "num_connect.md").read_text(encoding="utf-8")
DOCUMENTED = [
    " ".join(found.split())  # a position block may run over several lines
    for found in re.findall(r'position="([^"]+)"', NOTES) + re.findall(r"```\n(phase=[^`]+)```", NOTES)
]


def test_the_rules_notes_show_two_positions() -> None:
    assert len(DOCUMENTED) == 2 and all("lines=g0:" in position for position in DOCUMENTED)


@pytest.mark.parametrize("position", DOCUMENTED)
def test_the_positions_the_rules_notes_show_are_read_back(position: str) -> None:
    game = cw.new_game("num_connect", players=2, seed=7, position=position)
    assert cw.new_game("num_connect", players=2, seed=7, position=game.position()).position() == game.position()


def test_the_shipped_puzzles_positions_are_read() -> None:
    shipped = cw.puzzles.shipped("num_connect")
    assert len(shipped) == 5 and all(puzzle.start().view(None)["grids"] for puzzle in shipped)


@pytest.mark.parametrize(
    ("lines", "first", "second", "cell"),
    [
        ("g0:r0c0:R1>R2>R3,g0:r0c0:R1>R2>R3", "g0:r0c0:R1>R2>R3", "g0:r0c0:R1>R2>R3", "r0c0"),
        ("g0:r0c0:R1>R2>R3>R4,g0:r0c1:R2>R3>R4", "g0:r0c0:R1>R2>R3>R4", "g0:r0c1:R2>R3>R4", "r0c1"),
    ],
    ids=["twice", "a shorter line over a longer one"],
)
def test_two_lines_running_the_same_way_through_a_card_are_refused(
    lines: str, first: str, second: str, cell: str
) -> None:
    """Two lines share a card only crossing at a right angle: the same line twice gave each of its ends
    twice in legal_actions, which breaks the protocol."""
    assert refusal(f"lines={lines}") == (
        f"position 'lines={lines}': {first} and {second} run the same way through g0 {cell} "
        "(lines cross at right angles)"
    )


def test_two_lines_crossing_at_a_right_angle_share_their_card() -> None:
    game = cw.new_game("num_connect", players=2, seed=1, position="lines=g0:r0c0:R1>R2>R3,g0:r-1c1:B2vR2vY2")
    assert len(game.view()["combinations"]) == 2


@pytest.mark.parametrize("position", ["order=zzz", "lines=- order=g0:r0c0", "turn=1 order=g0:r0c0.r0c1"])
def test_an_order_with_no_lines_to_order_is_refused_naming_the_part(position: str) -> None:
    """With no lines, the order part was never read: any text there was dropped without a word."""
    with pytest.raises(ValueError, match=r"^position 'order=[^']*': '[^']*' must name a grid of the lines"):
        cw.new_game("num_connect", seed=1, position=position)
