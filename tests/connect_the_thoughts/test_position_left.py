"""Connect the Thoughts positions: the rest of the position is what its ``last=`` event left. The event
was once checked on its own, so the widget told things the position denied: "Jonas placed card 5 at the
right end" with Jonas's row empty, "Emma rang the bell with only 2 of 7 cards and sits out" while she
played on and the row rung was Hannah's, still on the table (the audit's share report, item 1)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.connect_the_thoughts import WORDS, fits
from connect_widgets.connect_the_thoughts.cards import CARD_NUMBERS
from connect_widgets.connect_the_thoughts.position_words import POSITION_WORDS

from .helpers import chain

ROW = ".".join(map(str, chain(7)))
"""A correct row of seven."""


def refusal(position: str, players: int = 2) -> str:
    with pytest.raises(ValueError) as refused:
        cw.play("connect_the_thoughts", players=players, seed=1, position=position)
    return str(refused.value)


def test_the_audits_positions_are_refused_saying_what_the_event_left() -> None:
    assert refusal("last=2:place_R:placed:5:-:R", players=3) == (
        "position 'last=2:place_R:placed:5:-:R': player 2 has just placed card 5 at the right end of their row, "
        "so it is the right end of a row of two cards or more (rows=), they hold no card (hands=) and play on "
        "(out=-); a game that ended there may have taken the row into their pile (piles=)"
    )
    assert refusal("rows=1.2|- last=1:bell:too_few:1.2:-:-") == (
        "position 'last=1:bell:too_few:1.2:-:- rows=1.2|-': player 1 has just rung wrongly, so the row rung went "
        "back face-down, put back since a card was last turned over (put_back= names its cards)"
    )
    assert refusal("last=-1:reveal_5:revealed:5:-:-") == (
        "position 'last=-1:reveal_5:revealed:5:-:-': card 5 has just been turned over, so it is in the hand of the "
        "player who picked it up (hands=) and no card has been put back since (put_back=-)"
    )
    assert refusal("last=0:return:returned:5:-:-") == (
        "position 'last=0:return:returned:5:-:-': player 0 has just returned card 5 face-down, so it is put back "
        "since a card was last turned over (put_back= names it), they hold no card (hands=) and play on (out=-) "
        "with their row started (rows=, or their pile if the game ended there)"
    )


@pytest.mark.parametrize(
    ("position", "key"),
    [
        # a pick is being turned over for its player, and only a pick is
        ("last=0:pick:picked:-:-:-", "left_picked"),
        ("picker=1 last=0:pick:picked:-:-:-", "left_picked"),
        ("picker=0 hands=-|5 last=-1:reveal_5:revealed:5:-:-", "left_picker"),
        ("picker=0 rows=4|- last=0:place:placed:4:-:-", "left_picker"),
        # a card turned over is in a hand, nothing put back since
        ("rows=5|- last=-1:reveal_5:revealed:5:-:-", "left_revealed"),
        ("hands=5|- put_back=6 last=-1:reveal_5:revealed:5:-:-", "left_revealed"),
        # a card placed is at its end of the row, the hand empty
        ("rows=5.9|- last=0:place:placed:5:-:-", "left_placed"),
        ("rows=-|5 last=0:place:placed:5:-:-", "left_placed"),
        ("rows=5|- last=0:place_L:placed:5:-:L", "left_placed.L"),
        ("rows=9.5|- last=0:place_L:placed:5:-:L", "left_placed.L"),
        ("rows=5.9|- hands=7|- last=0:place_L:placed:5:-:L", "left_placed.L"),
        ("rows=5.9|- last=0:place_R:placed:5:-:R", "left_placed.R"),
        ("piles=5|- last=0:place_R:placed:5:-:R", "left_placed.R"),  # a pile takes a row only at the game end
        # a card returned is put back (so face-down), the hand empty, the row started
        ("rows=3|- last=0:return:returned:5:-:-", "left_returned"),
        ("put_back=5 last=0:return:returned:5:-:-", "left_returned"),
        ("rows=3|- hands=7|- put_back=5 last=0:return:returned:5:-:-", "left_returned"),
        # a right bell: the row ends the ringer's pile, a round won, a new round
        (f"round=2 wins=1,0 last=0:bell:right_bell:{ROW}:new_round:-", "left_right_bell"),
        (f"round=2 piles={ROW}|- last=0:bell:right_bell:{ROW}:new_round:-", "left_right_bell"),
        (f"round=2 wins=0,1 piles=-|{ROW} last=0:bell:right_bell:{ROW}:new_round:-", "left_right_bell"),
        (f"round=2 wins=1,0 piles={ROW}|- rows=-|70 last=0:bell:right_bell:{ROW}:new_round:-", "left_new_round"),
        # a wrong bell: the row back face-down, put back; the ringer sits out, or a void round ended
        ("put_back=1.2 last=1:bell:too_few:1.2:-:-", "left_wrong_bell"),
        ("put_back=1 out=-|x last=1:bell:too_few:1.2:-:-", "left_rung"),
        ("round=2 out=-|x put_back=3.4 last=1:bell:too_few:3.4:round_void:-", "left_new_round"),
        ("round=2 hands=6|- put_back=3.4 last=1:bell:too_few:3.4:round_void:-", "left_new_round"),
        ("put_back=3.4 last=1:bell:too_few:3.4:round_void:-", "left_round_void"),
        ("round=2 wins=1,0 put_back=3.4 last=1:bell:too_few:3.4:round_void:-", "left_round_void"),
        ("round=12 end=void_limit last=1:bell:too_few:3.4:void_limit:-", "left_rung"),
    ],
)
def test_a_position_that_is_not_what_its_last_event_left_is_refused(position: str, key: str) -> None:
    said = refusal(position)
    assert said.startswith("position 'last=") and _key(said) == key


@pytest.mark.parametrize(
    ("position", "changed", "now"),
    [
        ("rows=5.9|- last=0:place_L:placed:5:-:L", "rows=5.9|-", "rows=9.5|-"),
        ("rows=-|9.5 last=1:place_R:placed:5:-:R", "rows=-|9.5", "rows=-|5.9"),
        ("out=x|- put_back=1.2 last=0:bell:too_few:1.2:-:-", "out=x|-", "out=-|x"),
        ("round=12 end=void_limit put_back=3.4 last=1:bell:too_few:3.4:void_limit:-", "put_back=3.4", "put_back=3"),
        (f"round=3 wins=1,1 piles=-|{ROW} last=1:bell:right_bell:{ROW}:new_round:-", "wins=1,1", "wins=2,0"),
    ],
)
def test_what_an_event_left_is_read_back_and_one_change_to_it_is_refused(position: str, changed: str, now: str) -> None:
    game = cw.new_game("connect_the_thoughts", players=2, seed=1, position=position)
    assert game.position().endswith(" " + position.split()[-1])
    assert refusal(position.replace(changed, now)).startswith("position 'last=")


def test_a_game_a_placement_ended_may_have_taken_the_row_into_its_players_pile() -> None:
    last_card = 80  # the last card face-down: player 1's row, which it fits neither end of, is stuck
    row = [n for n in CARD_NUMBERS if not fits(n, last_card)][:1]
    taken = chain(3, avoid=frozenset({last_card, *row}))  # player 0's correct row, the longest: taken
    piles = [n for n in CARD_NUMBERS if n not in (last_card, *row, *taken)]
    kept = f"piles={'.'.join(map(str, piles + taken))}|- rows=-|{row[0]} end=stuck final=3,0"
    widget = cw.play("connect_the_thoughts", players=2, position=f"{kept} last=0:place_R:placed:{taken[-1]}:stuck:R")
    assert widget.game.is_over and f"placed card {taken[-1]} " in widget.view["board"]["last"]["text"]
    assert _key(refusal(f"{kept} last=0:place_R:placed:{row[0]}:stuck:R")) == "left_placed.R"  # not the row taken


def test_the_refusals_speak_french_too() -> None:
    fields: dict[str, Any] = {"item": "'x'", "player": 1, "card": 5, "voids": 0}
    for key in [key for key in POSITION_WORDS if key.startswith("position.left_") and key != "position.left_out"]:
        french = WORDS.text(key, "fr", **fields)
        assert french.startswith("position 'x' : ") and french != WORDS.text(key, **fields)
    assert WORDS.text("position.left_placed.R", "fr", **fields) == (
        "position 'x' : le joueur 1 vient de poser la carte 5 au bout droit de sa rangée, elle est donc le bout "
        "droit d'une rangée de deux cartes ou plus (rows=), il ne tient aucune carte (hands=) et joue encore "
        "(out=-) ; une partie finie là a pu mettre la rangée dans sa pile (piles=)"
    )


def _key(said: str) -> str:
    """The ``position.`` word the refusal ``said`` is, found by its text (its fields any text)."""
    found = [
        key[len("position.") :]
        for key in POSITION_WORDS
        if re.fullmatch(re.sub(r"\\\{\w+\\\}", ".*", re.escape(WORDS.text(key))), said)
    ]
    assert len(found) == 1, (said, found)
    return found[0]
