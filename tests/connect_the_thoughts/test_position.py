"""Connect the Thoughts positions: every part read back exactly, the face-down order dealt from the
seed when left out (never a card just put back first), and malformed positions refused by part."""

from __future__ import annotations

import random

import pytest

import connect_widgets as cw
from connect_widgets.testing import check_position, play_random


def test_a_position_reads_back_the_same_game_and_a_short_one_is_completed() -> None:
    game = play_random(cw.new_game("connect_the_thoughts", players=3, seed=6), random.Random(6), 45)
    check_position(game)  # same actors, legal actions, views, scores; the same line again
    short = cw.new_game("connect_the_thoughts", players=2, seed=9, position="rows=12.40|3 hands=9|- wins=1,0")
    text = short.position()
    assert text.startswith("round=1 rows=12.40|3 hands=9|- piles=-|- out=-|- wins=1,0 final=0,0 picker=- end=-")
    middle = [int(c) for c in text.split("middle=")[1].split()[0].split(".")]
    assert sorted(middle) == sorted(set(range(1, 81)) - {12, 40, 3, 9}) and short.actors() == (0, 1)
    again = cw.new_game("connect_the_thoughts", players=2, seed=9, position="rows=12.40|3 hands=9|- wins=1,0")
    assert again.position() == text  # the hidden order is dealt from the game's seed: the same again


def test_the_next_card_is_never_one_just_put_back() -> None:
    for seed in range(20):
        game = cw.new_game("connect_the_thoughts", players=2, seed=seed, position="put_back=5.6.7")
        first = int(game.position().split("middle=")[1].split(".")[0])
        assert first not in (5, 6, 7)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("rows=1.2", "1 part, not one per player (2): separate them by |"),
        ("rows=1.2|2", "card 2 is in two places"),
        ("rows=1.2.3.4.5.6.7.8|-", "a row stops at 7 cards"),
        ("hands=81|-", "cards are numbers from 1 to 80"),
        ("hands=1.2|-", "a player holds one card at most"),
        ("round=0", "round= is a whole number from 1 to 12"),
        ("wins=1", "wins= is 2 whole numbers of 0 or more, one per player"),
        ("out=y|-", "out= is x (sitting out) or - per player"),
        ("end=bored", "end= is - or one of"),
        ("colour=red", "not a part of a position"),
        ("round=2 round=3", "round= is given twice"),
        ("rows=1|- middle=2.3", "middle= must be the 79 cards that are nowhere else"),
        ("rows=5|- put_back=5", "a card put back is face-down in the middle"),
        ("last=0:pick", "last=<actor>:<action>:<outcome>"),
    ],
)
def test_a_malformed_or_impossible_position_is_refused_naming_the_part(text, says) -> None:
    with pytest.raises(ValueError, match=r"^position") as refusal:
        cw.new_game("connect_the_thoughts", players=2, position=text)
    assert says in str(refusal.value)
