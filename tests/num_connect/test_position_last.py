"""A position's ``last=`` is an event the rules make: the action that led to this position, by the
player it leaves to act (the next one after a discard), its card where it says. One the rules could
not have made is refused naming the ``last=`` part; every position the game writes still loads."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.core.bots import Bot
from connect_widgets.num_connect import WORDS

LINES = "lines=g0:r0c-1:#>R5>R6>R7>*"
"""Player 0's opening on the table: # on r0c-1, R5 on r0c0, R6, R7, then * on r0c3."""
CROSSING = (
    "phase=play turn=1 turns=2 laid=no opened=yes|no hands=B5.G5|R2.B2.B6.G7.Y1.* known=-|* draw=64 "
    f"discard=Y9 {LINES} pending=g0:r-2c0:#vY5vR5"
)
"""Bruno crossing R5 with Y5 then # above it (docs/rules/num_connect.md), without its ``last=``."""
AFTER_ALICE = f"turn=1 turns=2 opened=yes|no hands=B5.G5|?8 discard=Y9 {LINES}"
ALICE_LAID = f"turn=0 laid=yes opened=yes|no hands=B5.G5.Y9|?8 {LINES}"
ALICE_STARTS = f"turn=0 opened=yes|no hands=B5.G5.R2|?8 {LINES}"


def loaded(position: str) -> str:
    return cw.new_game("num_connect", players=2, seed=0, hand_size=8, position=position).position()


def edit(position: str, changes: str) -> str:
    """``position`` with the parts of ``changes`` put in place of its own (or added)."""
    parts = {key: value for key, value in (item.split("=", 1) for item in position.split())}
    parts.update({key: value for key, value in (item.split("=", 1) for item in changes.split())})
    return " ".join(f"{key}={value}" for key, value in parts.items())


LEGAL = [
    (CROSSING, "1:put_g0_r-2c0_#"),
    (AFTER_ALICE, "0:discard_Y9"),
    (edit(ALICE_LAID, "phase=over hands=-|?8"), "0:confirm"),
    (ALICE_LAID, "0:confirm"),
    (ALICE_LAID, "0:ext_g0_r0c3_*"),
    (ALICE_LAID, "0:ext_g0_r0c-1_#"),
    (f"{ALICE_STARTS} phase=drawing", "0:draw"),
    (f"{ALICE_STARTS} phase=discard", "0:draw"),
    (f"{ALICE_STARTS} pending=g1:r0c0:*", "0:new_*"),
    (edit(ALICE_STARTS, "hands=B5.G5|?8 pending=g1:r0c0:*>R2"), "0:put_g1_r0c1_R2"),
    (f"{ALICE_STARTS} pending=g0:r0c2:R7vR8", "0:cross_g0_r1c2_R8"),
    (ALICE_STARTS, "0:cancel"),
    (edit(AFTER_ALICE, "phase=over hands=-|?8 turn=0"), "0:discard_Y9"),  # her last card
]


@pytest.mark.parametrize(("position", "last"), LEGAL, ids=[last for _, last in LEGAL])
def test_a_last_action_the_rules_make_loads(position: str, last: str) -> None:
    text = loaded(f"{position} last={last}")
    assert text.endswith(f" last={last}")
    assert loaded(text) == text


REFUSED = [  # (the position, its last=, what the refusal says)
    (CROSSING, "1:cross_g0_r-1c0_Y5", "starts a tentative combination of two cards"),
    (CROSSING, "1:put_g0_r-1c0_Y5", "at one end of the tentative combination"),  # the middle card
    (CROSSING, "1:put_g0_r-2c0_Y5", "at one end of the tentative combination"),  # # lies there
    (CROSSING, "1:put_g1_r-2c0_#", "at one end of the tentative combination"),  # another grid
    (CROSSING, "0:put_g0_r-2c0_#", "player 0 still to act"),  # Bruno is to act
    (CROSSING, "1:new_#", "alone on r0c0 of a new grid"),
    (CROSSING, "1:confirm", "laid=yes pending=-"),
    (CROSSING, "1:cancel", "pending=-"),
    (CROSSING, "1:draw", "phase=drawing"),
    (CROSSING, "0:discard_Y9", "phase=play turn=1 laid=no pending=-"),  # a tentative line is on the table
    (AFTER_ALICE, "0:discard_R2", "discard= ends with R2"),  # Y9 is on top
    (AFTER_ALICE, "1:discard_Y9", "turn=0"),  # the turn would have passed to Alice
    (edit(AFTER_ALICE, "laid=yes"), "0:discard_Y9", "laid=no"),
    (edit(AFTER_ALICE, "discard=-"), "0:discard_Y9", "discard= ends with Y9"),
    (ALICE_LAID, "0:ext_g0_r0c1_R6", "at one end of a laid combination"),  # the middle of the line
    (ALICE_LAID, "0:ext_g0_r0c3_R9", "at one end of a laid combination"),  # * lies there
    (ALICE_LAID, "0:ext_g0_r0c4_R8", "at one end of a laid combination"),  # an empty cell
    (ALICE_LAID, "1:ext_g0_r0c3_*", "player 1"),  # Alice is to act
    (edit(ALICE_LAID, "opened=no|no"), "0:confirm", "has then opened"),
    (edit(ALICE_LAID, "laid=no"), "0:confirm", "laid=yes"),
    ("turn=0 laid=yes hands=B5|?8", "0:confirm", "the last of lines="),  # nothing laid at all
    (edit(ALICE_LAID, "phase=over hands=B5|-"), "0:confirm", "unless their hand is empty"),
    (ALICE_STARTS, "0:draw", "phase=drawing"),
    (f"{ALICE_STARTS} pending=g1:r0c0:*", "0:new_#", "pending=g1:r0c0:#"),
    (edit(ALICE_STARTS, "hands=B5.G5|?8 pending=g1:r0c0:*>R2"), "0:new_*", "alone on r0c0"),
    (f"{ALICE_STARTS} pending=g0:r0c2:R7vR8", "0:cross_g0_r1c2_R2", "R2 on r1c2"),
    (f"{ALICE_STARTS} pending=g0:r0c2:R7vR8", "0:put_g0_r0c2_R7", "at one end of the tentative combination"),
    (f"{ALICE_STARTS} pending=g1:r0c0:*", "0:cancel", "pending=-"),
]


@pytest.mark.parametrize(("position", "last", "why"), REFUSED, ids=[f"{last} ({why})" for _, last, why in REFUSED])
def test_a_last_action_the_rules_could_not_have_made_is_refused(position: str, last: str, why: str) -> None:
    with pytest.raises(ValueError) as refused:
        loaded(f"{position} last={last}")
    message = str(refused.value)
    assert message.startswith(f"position 'last={last}': ") and why in message, message


@pytest.mark.parametrize(
    "last", ["5:draw", "2:draw", "-1:draw", "0:R7", "0:fly_away", "0:discard", "x:draw", "0" * 5000 + ":draw"]
)
def test_a_last_that_is_no_action_of_a_player_is_refused(last: str) -> None:
    with pytest.raises(ValueError, match=r"^position 'last=.*': last=<player 0 to 1>:<action"):
        loaded(f"{AFTER_ALICE} last={last}")


def test_every_refusal_of_a_last_action_speaks_french_too() -> None:
    fields: dict[str, Any] = {"item": "'last=0:draw'", "action": "put g0 r0c1 R6", "actor": 0, "next": 1, "card": "R6"}
    for verb in ("draw", "discard", "new", "cross", "put", "ext", "confirm", "cancel"):
        english = WORDS.text(f"position.last_{verb}", **fields, grid=0, cell="r0c1")
        french = WORDS.text(f"position.last_{verb}", "fr", **fields, grid=0, cell="r0c1")
        assert english.startswith("position 'last=0:draw': ") and french.startswith("position 'last=0:draw' : ")


def _step(game: cw.Game, bots: Mapping[int, Bot], rng: random.Random) -> None:
    """One move: the seat's bot, or now and then any legal move (a bot never cancels)."""
    actor = game.actors()[0]
    if actor == cw.CHANCE:
        outcomes = game.chance_outcomes()
        game.apply(actor, rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0])
    elif rng.random() < 0.2:
        game.apply(actor, rng.choice(game.legal_actions(actor)))
    else:
        game.apply(actor, bots[actor].choose(game.seat(actor)))


def test_every_position_seeded_bot_games_write_loads_again() -> None:
    seen: Counter[str] = Counter()  # the last action's verb and the phase, at every step
    for seed in range(6):
        for auto_chance in (True, False):  # without auto chance, the positions while a card is drawn too
            players = 2 + (seed + auto_chance) % 3
            _round_trips(cw.new_game("num_connect", players=players, seed=seed, auto_chance=auto_chance), seen)
    verbs = {key.split()[0] for key in seen}
    assert {"-", "draw", "discard", "new", "cross", "put", "ext", "confirm", "cancel"} <= verbs, seen
    assert {"draw phase=drawing", "draw phase=discard", "discard phase=over", "discard phase=play"} <= set(seen)


def _round_trips(game: cw.Game, seen: Counter[str]) -> None:
    """Play ``game`` to its end, each position written read back into the same position."""
    players, seed = len(game.players), game.seed
    bots = {p: cw.make_bot("num_connect", "heuristic" if p % 2 else "easy", seed=seed + p) for p in range(players)}
    rng = random.Random(seed)
    while not game.is_over:
        _step(game, bots, rng)
        text = game.position()
        again = cw.new_game("num_connect", players=players, seed=seed, position=text, auto_chance=game.auto_chance)
        assert again.position() == text
        last = text.rsplit(" last=", 1)[1]
        verb = last.split(":")[1].split("_")[0] if last != "-" else "-"
        seen[f"{verb} {text.split()[0]}"] += 1
