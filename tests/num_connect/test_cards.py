"""Cards and their notation (``connect_widgets.num_connect.cards``): what a code reads as, and the
deck and hand order built from them."""

from __future__ import annotations

import pytest

from connect_widgets.num_connect.cards import add_sorted, build_deck, parse_card, remove_one


@pytest.mark.parametrize(
    ("code", "read"),
    [
        ("*", ("rainbow", -1, -1)),  # jokers have no colour and no value of their own
        ("#", ("shadow", -1, -1)),
        ("R0", ("number", 0, 0)),
        ("P16", ("number", 5, 16)),
        ("G7", ("number", 2, 7)),
    ],
)
def test_a_code_reads_as_its_kind_colour_and_value(code: str, read: tuple[str, int, int]) -> None:
    assert parse_card(code) == read


@pytest.mark.parametrize("code", ["R17", "R-1", "R07", "R²", "X5", "R", "", "**", "r5"])
def test_what_is_no_card_reads_as_none(code: str) -> None:
    assert parse_card(code) is None


def test_a_colour_beyond_the_games_colours_is_no_card_of_that_game() -> None:
    assert parse_card("P5", colours=5) is None and parse_card("Y5", colours=4) == ("number", 3, 5)


def test_a_deck_holds_each_value_of_each_colour_once_then_the_jokers_in_hand_order() -> None:
    deck = build_deck(colours=2, rainbows=1, shadows=2)
    assert deck == (*(f"R{v}" for v in range(17)), *(f"B{v}" for v in range(17)), "*", "#", "#")
    assert add_sorted(("R3", "B1", "*"), "R9") == ("R3", "R9", "B1", "*")
    assert remove_one(("R3", "#", "#"), "#") == ("R3", "#")
