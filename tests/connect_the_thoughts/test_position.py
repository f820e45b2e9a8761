"""Connect the Thoughts positions: every part read back exactly, the face-down order dealt from the
seed when left out (never a card just put back first), and malformed positions refused by part."""

from __future__ import annotations

import random

import pytest

import connect_widgets as cw
from connect_widgets.connect_the_thoughts import fits, position
from connect_widgets.testing import check_position, play_random


def test_a_position_reads_back_the_same_game_and_a_short_one_is_completed() -> None:
    game = play_random(cw.new_game("connect_the_thoughts", players=3, seed=6), random.Random(6), 45)
    check_position(game)  # same actors, legal actions, views, scores; the same line again
    short = cw.new_game("connect_the_thoughts", players=2, seed=9, position="round=2 rows=12.40|3 hands=9|- wins=1,0")
    text = short.position()
    assert text.startswith("round=2 rows=12.40|3 hands=9|- piles=-|- out=-|- wins=1,0 final=0,0 picker=- end=-")
    middle = [int(c) for c in text.split("middle=")[1].split()[0].split(".")]
    assert sorted(middle) == sorted(set(range(1, 81)) - {12, 40, 3, 9}) and short.actors() == (0, 1)
    again = cw.new_game("connect_the_thoughts", players=2, seed=9, position="round=2 rows=12.40|3 hands=9|- wins=1,0")
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
        ("round=0", "round= is a whole number from 1 to 23"),  # eleven rounds won and twelve void at most
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


ALL_CARDS = ".".join(map(str, range(1, 81)))


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (
            f"piles={ALL_CARDS}|-",
            "position end=- (left out): no card is face-down, so the game has ended (end=last_card)",
        ),
        (f"piles={ALL_CARDS}|- middle=-", "position end=- (left out): no card is face-down, so the game has ended"),
        (f"piles={ALL_CARDS}|- end=-", "position 'end=-': no card is face-down, so the game has ended"),
        ("out=x|x", "'out=x|x': not everyone sits out"),
        ("end=last_card", "'end=last_card': the game ends at the last card when no card is face-down"),
        (f"piles={ALL_CARDS}|- end=last_card", "and the last one picked up is still in a hand"),
        (f"piles={ALL_CARDS[:-3]}|- end=stuck", "'end=stuck': the game ends stuck when cards are face-down"),
        ("rows=1|2 end=stuck", "none of them or of the hands fits a row being built"),
        ("end=void_limit", "'end=void_limit': the game ends at the void limit when the round shown is the last of 12"),
        ("round=12 rows=1|- end=void_limit", "every row and hand back face-down"),
        ("round=13 wins=1,1 end=void_limit", "(round = 12 + the rounds won)"),
        # seats and rounds: seeded random and easy bots (2 to 4 players) never meet these at a decision
        # point, nor more void rounds than the cap (the game ends there) or more rounds won than ended
        ("rows=1|- out=x|-", "'out=x|-': player 0 sits out, so their row and hand went back face-down"),
        ("hands=-|5 out=-|x", "'out=-|x': player 1 sits out, so their row and hand went back face-down"),
        ("round=12 picker=0 end=void_limit", "'picker=0': nobody turns a card over once the game has ended"),
        ("picker=1 out=-|x", "'picker=1': player 1 sits out and picks up no card"),
        ("wins=1,0", "'wins=1,0': the rounds won (1) are more than the rounds ended before round 1"),
        ("round=13", "'round=13': 12 rounds have ended with nobody winning (round - 1 - the rounds won), but"),
        ("round=20 wins=3,4", "'round=20 wins=3,4': 12 rounds have ended with nobody winning"),
    ],
)
def test_a_position_the_rules_never_reach_is_refused_naming_the_part(text, says) -> None:
    # ends: each was once accepted (an IndexError, a pick dividing by zero, a game over with no reason or too early)
    with pytest.raises(ValueError, match=r"^position") as refusal:
        cw.new_game("connect_the_thoughts", players=2, seed=1, position=text)
    assert says in str(refusal.value)


def test_a_running_game_where_nobody_can_go_on_is_refused() -> None:
    # the last face-down card (80) fits neither end of either row: the rules would have ended it stuck
    rows = [n for n in range(1, 80) if not fits(n, 80)][:2]
    text = f"rows={rows[0]}|{rows[1]} piles={'.'.join(str(n) for n in range(1, 80) if n not in rows)}|-"
    with pytest.raises(ValueError, match=r"no card face-down or in a hand fits a row being built"):
        cw.new_game("connect_the_thoughts", players=2, position=text)
    assert cw.new_game("connect_the_thoughts", players=2, position=text + " end=stuck").is_over


def test_a_finished_game_with_every_card_out_of_the_middle_is_dealt_no_middle() -> None:
    # the last card picked up is still in a hand; the face-down order, left out, is empty (once an IndexError)
    game = cw.new_game("connect_the_thoughts", players=2, position=f"piles={ALL_CARDS[:-3]}|- hands=-|80 end=last_card")
    assert game.is_over and game.position().endswith(" middle=-") and game.winners() == (0,)


def _careful(game: cw.Game, rng: random.Random) -> cw.Game:
    """Random play to the end that rings only at seven (random bells end every game at the void limit)."""
    while not game.is_over:
        actor = rng.choice(game.actors())
        actions = game.legal_actions(actor)
        game.apply(actor, rng.choice([a for a in actions if a != "bell"] or actions))
    return game


@pytest.mark.parametrize(("seed", "end"), [(0, "last card"), (61, "stuck")])
def test_a_game_played_to_its_end_reads_back(seed, end) -> None:
    rng = random.Random(seed)
    cards = list(range(1, 81))
    rng.shuffle(cards)  # most cards already kept, so the middle runs out (or stops fitting) soon
    piles = f"piles={'.'.join(map(str, cards[:36]))}|{'.'.join(map(str, cards[36:72]))}"
    game = cw.new_game("connect_the_thoughts", players=2, seed=seed, position=piles, check_on_place=True)
    _careful(game, rng)
    assert game.state.end == end
    check_position(game)
    at_limit = play_random(cw.new_game("connect_the_thoughts", players=3, seed=seed, max_void_rounds=2), rng, 10_000)
    assert at_limit.state.end == "void limit"
    check_position(at_limit)


@pytest.mark.parametrize(
    ("text", "over"),
    [("round=19 wins=3,4", False), ("round=12 end=void_limit", True), ("round=23 wins=5,6 end=void_limit", True)],
)
def test_rounds_within_the_void_cap_are_read(text, over) -> None:
    game = cw.new_game("connect_the_thoughts", players=2, seed=1, position=text)
    assert game.is_over == over
    check_position(game)


def test_the_modules_example_is_a_position_the_rules_accept() -> None:
    example = (position.__doc__ or "").split("\n\n")[1].replace("middle=17.4.61...", "")
    game = cw.new_game("connect_the_thoughts", players=3, seed=1, position=" ".join(example.split()))
    assert game.actors() == (0, 2) and game.view()["players"][1]["sitting_out"]
