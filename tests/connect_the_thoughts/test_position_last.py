"""Connect the Thoughts positions: ``last=`` holds only events the rules make. Its actor once went to
int() raw (``--1``, ``²``: "invalid literal for int()"), and any free text was accepted: an unknown
outcome (``last=0:zzz:zzz:1:-:Q``) then broke the widget's view, which words the last event."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.connect_the_thoughts import WORDS, fits
from connect_widgets.connect_the_thoughts.cards import CARD_NUMBERS
from connect_widgets.connect_the_thoughts.position_last import THENS

from .helpers import chain

SHAPE = "last=<actor>:<action>:<outcome>:<cards>:<what followed>:<side>"
OUTCOMES = (
    "the outcome is one of picked, revealed, placed, returned, right_bell, too_few, error (empty for a game over "
    "before any action), and what followed - or one of new_round, round_void, last_card, stuck, void_limit"
)
PICK = "a pick reads <player 0 to 1>:pick:picked:-:-:-"
REVEAL = "a card turned over reads -1:reveal_<card>:revealed:<the same card>:<what followed: -, last_card, stuck>:-"
PLACE = (
    "a card placed reads <player 0 to 1>:place:placed:<card>:<what followed: -, stuck>:- to start a row, or with "
    "place_L and L, place_R and R at an end"
)
RETURN = "a card returned reads <player 0 to 1>:return:returned:<card>:<what followed: -, stuck>:-"
RIGHT = (
    "a right bell reads <player 0 to 1>:bell:right_bell:<the row rung: 7 different cards, each sharing an object "
    "with the next>:new_round:-"
)
TOO_FEW = (
    "a bell too early reads <player 0 to 1>:bell:too_few:<the row rung: fewer than 7 different cards>:<what followed: "
    "-, stuck, round_void, void_limit>:-"
)
ERROR = (
    "a wrong bell reads <player 0 to 1>:bell:error:<the row rung: 7 different cards, two neighbours sharing no "
    "object>:<what followed: -, stuck, round_void, void_limit>:-"
)
NONE = "a game over before any action reads -1:::-:<why it ended: last_card, stuck, void_limit>:-"

RIGHT_ROW = chain(7)
ROW = ".".join(map(str, RIGHT_ROW))
"""A correct row of seven."""
OTHER = next(n for n in CARD_NUMBERS if n not in RIGHT_ROW and not fits(RIGHT_ROW[5], n))
WRONG = ".".join(map(str, (*RIGHT_ROW[:6], OTHER)))
"""Seven different cards, the last two sharing no object."""


def refusal(position: str, players: int = 2) -> str:
    with pytest.raises(ValueError) as refused:
        cw.new_game("connect_the_thoughts", players=players, seed=1, position=position)
    return str(refused.value)


@pytest.mark.parametrize(
    "last",
    [
        "last=--1:pick:x:-:-:-",
        "last=²:pick:picked:-:-:-",  # a digit to str.isdigit(), not to int()
        "last=-0:pick:picked:-:-:-",
        "last=+1:pick:picked:-:-:-",
        "last=-2:pick:picked:-:-:-",
        "last=" + "9" * 5000 + ":pick:picked:-:-:-",  # int() refuses 4,300 digits
        "last=:pick:picked:-:-:-",
        "last=0:pick:picked:-:-",
        "last=0:pick:picked:-:-:-:-",
    ],
)
def test_an_actor_that_is_no_seat_number_is_refused_naming_the_last_part(last: str) -> None:
    assert refusal(last) == f"position {last!r}: {SHAPE}"


@pytest.mark.parametrize("cards", ["²", "0", "81", "-1", "1..2", "x"])
def test_cards_that_are_no_card_numbers_are_refused_naming_the_last_part(cards: str) -> None:
    last = f"last=0:place:placed:{cards}:-:-"
    assert refusal(last) == f"position {last!r}: cards are numbers from 1 to 80 separated by . (- for none)"


@pytest.mark.parametrize(
    "last",
    ["last=0:zzz:zzz:1:-:Q", "last=0:pick:Picked:-:-:-", "last=0:pick:picked:-:bored:-", "last=-1:1:revealed:5:Q:-"],
)
def test_an_outcome_or_an_end_the_game_does_not_know_is_refused(last: str) -> None:
    assert refusal(last) == f"position {last!r}: {OUTCOMES}"


@pytest.mark.parametrize(
    ("last", "says"),
    [
        ("last=2:pick:picked:-:-:-", PICK),  # no third player
        ("last=-1:pick:picked:-:-:-", PICK),
        ("last=0:pick:picked:5:-:-", PICK),
        ("last=0:bell:picked:-:-:-", PICK),
        ("last=0:pick:picked:-:-:L", PICK),
        ("last=0:reveal_5:revealed:5:-:-", REVEAL),
        ("last=-1:reveal_5:revealed:6:-:-", REVEAL),
        ("last=-1:reveal_5:revealed:-:-:-", REVEAL),
        ("last=-1:reveal_05:revealed:5:-:-", REVEAL),
        ("last=0:place_R:placed:-:-:R", PLACE),
        ("last=0:place_L:placed:9:-:R", PLACE),
        ("last=0:place:placed:9:-:L", PLACE),
        ("last=0:place_R:placed:9.10:-:R", PLACE),
        ("last=0:return:returned:-:-:-", RETURN),
        ("last=0:pick:returned:4:-:-", RETURN),
        ("last=0:bell:right_bell:1.2:-:-", RIGHT),
        (f"last=0:bell:right_bell:{WRONG}:-:-", RIGHT),
        (f"last=0:bell:too_few:{ROW}:-:-", TOO_FEW),
        ("last=0:bell:too_few:1.1:-:-", TOO_FEW),
        ("last=0:bell:error:1.2:-:-", ERROR),  # the log names the first wrong pair of a row of seven
        (f"last=0:bell:error:{ROW}:-:-", ERROR),
        (f"last=0:bell:error:{ROW}.{OTHER}:-:-", ERROR),  # eight cards: a row stops at seven
        ("last=-1:::-:-:-", NONE),
        ("last=0:::-:stuck:-", NONE),
        ("last=-1:pick::-:stuck:-", NONE),
    ],
)
def test_an_event_the_rules_never_make_is_refused_saying_how_its_outcome_reads(last: str, says: str) -> None:
    assert refusal(last) == f"position {last!r}: {says}"


def test_the_seats_in_the_refusal_are_the_tables() -> None:
    assert refusal("last=4:pick:picked:-:-:-", players=4) == "position 'last=4:pick:picked:-:-:-': " + PICK.replace(
        "0 to 1", "0 to 3"
    )


@pytest.mark.parametrize(
    "position",
    [
        "picker=0 last=0:pick:picked:-:-:-",
        "hands=-|5 last=-1:reveal_5:revealed:5:-:-",
        "rows=9|- last=0:place:placed:9:-:-",
        "rows=9.10|- last=0:place_L:placed:9:-:L",
        "rows=-|10.9 last=1:place_R:placed:9:-:R",
        "rows=3|- put_back=4 last=0:return:returned:4:-:-",
        f"round=2 wins=1,0 piles={ROW}|- last=0:bell:right_bell:{ROW}:new_round:-",
        "out=-|x last=1:bell:too_few:-:-:-",
        "out=-|x put_back=3.4 last=1:bell:too_few:3.4:-:-",
        f"out=x|- put_back={WRONG} last=0:bell:error:{WRONG}:-:-",
        "round=2 put_back=3.4 last=1:bell:too_few:3.4:round_void:-",  # everyone rang wrongly: a void round
    ],
)
def test_every_event_the_rules_make_is_read_back_and_worded_on_the_page(position: str) -> None:
    last = position.split()[-1]
    game = cw.new_game("connect_the_thoughts", players=2, seed=1, position=position, auto_chance=False)
    assert game.position().endswith(" " + last)  # (chance, left to the test, has not turned the pick over)
    widget = cw.play("connect_the_thoughts", players=2, seed=1, position=position)
    assert widget.view["board"]["last"]["text"]  # worded: an unknown outcome once left the view empty


def test_the_end_the_last_event_names_is_the_games() -> None:
    rows = [n for n in range(1, 80) if not fits(n, 80)][:2]  # the last face-down card fits neither row
    piles = ".".join(str(n) for n in range(1, 80) if n not in rows)
    over = f"rows={rows[0]}|{rows[1]} piles={piles}|- end=stuck"
    assert cw.new_game("connect_the_thoughts", players=2, position=over + " last=-1:::-:stuck:-").is_over
    ringer_out = f"rows=-|{rows[1]} piles={piles}.{rows[0]}|- out=x|- end=stuck last=0:bell:too_few:-:stuck:-"
    assert cw.new_game("connect_the_thoughts", players=2, position=ringer_out).is_over
    assert refusal(over + " last=0:bell:too_few:-:-:-") == (
        "position 'last=0:bell:too_few:-:-:- end=stuck': the game ends with the event that ends it: what followed "
        "the last event and end= name the same end (here - and stuck)"
    )
    assert refusal("last=-1:::-:stuck:-") == (
        "position 'last=-1:::-:stuck:-': the game ends with the event that ends it: what followed the last event "
        "and end= name the same end (here stuck and -)"
    )
    assert "(here last_card and stuck)" in refusal(over + " last=-1:::-:last_card:-")


def test_every_event_of_random_games_is_read_back() -> None:
    seen = set()
    for seed in range(6):
        rng, game = random.Random(seed), cw.new_game("connect_the_thoughts", players=3, seed=seed)
        while not game.is_over:
            actor = rng.choice(game.actors())
            actions = game.legal_actions(actor)
            quiet = [action for action in actions if action != "bell"]  # a bell now and then, not every other step
            game.apply(actor, rng.choice(quiet if quiet and rng.random() < 0.97 else actions))
            text = game.position()
            assert cw.new_game("connect_the_thoughts", players=3, seed=seed, position=text).position() == text
            seen.add((game.state.last.outcome, game.state.last.then))
    # (a pick is followed at once by its reveal: picked is read back in the test above)
    assert {outcome for outcome, _ in seen} >= {"revealed", "placed", "returned", "too few", "error"}
    assert {then for _, then in seen} >= {"", "new round"}


def test_a_save_holding_a_last_event_the_rules_never_make_is_refused() -> None:
    save = json.loads(
        cw.new_game(
            "connect_the_thoughts", players=2, seed=1, position="picker=0 last=0:pick:picked:-:-:-", auto_chance=False
        ).to_json()
    )
    assert cw.load_game(json.dumps(save)).state.last.outcome == "picked"
    save["position"] = save["position"].replace("last=0:pick:picked:-:-:-", "last=0:zzz:zzz:1:-:Q")
    with pytest.raises(cw.CorruptSave) as refused:
        cw.load_game(json.dumps(save))
    assert str(refused.value) == f"the save's settings are invalid: position 'last=0:zzz:zzz:1:-:Q': {OUTCOMES}"


def test_the_refusals_speak_french_too() -> None:
    assert WORDS.text("position.last_picked", "fr", item="'last=2'", most=1, thens="-") == (
        "position 'last=2' : une carte prise s'écrit <joueur de 0 à 1>:pick:picked:-:-:-"
    )
    assert WORDS.text("position.last_end", "fr", item="'x'", then="stuck", end="-") == (
        "position 'x' : la partie finit avec l'événement qui la finit : la suite du dernier événement et end= "
        "nomment la même fin (ici stuck et -)"
    )
    for key in ("last_outcome", "last_revealed", "last_placed", "last_returned", "last_right_bell", "last_too_few",
                "last_error", "last_none"):  # fmt: skip
        fields: dict[str, Any] = {
            "item": "'x'",
            "most": 1,
            "target": 7,
            "ends": "stuck",
            "outcomes": "picked",
            "thens": "stuck",
        }
        french = WORDS.text(f"position.{key}", "fr", **fields)
        assert french.startswith("position 'x' : ") and french != WORDS.text(f"position.{key}", **fields)


def test_what_may_follow_an_event_is_what_the_rules_say() -> None:
    assert THENS == ("", "new round", "round void", "last card", "stuck", "void limit")
