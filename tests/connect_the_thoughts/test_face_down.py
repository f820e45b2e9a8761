"""The face-down cards as on the table: shuffled once at set-up, picked up in order, a card put back
slipped in behind the next one (never first), its place from the seed's slip stream. So no player's
choice changes which card the next pick turns over (tests/test_chance.py checks it for every game)."""

from __future__ import annotations

import random

import pytest

import connect_widgets as cw
from connect_widgets.connect_the_thoughts.cards import CARD_NUMBERS
from connect_widgets.connect_the_thoughts.rounds import slip_in
from connect_widgets.connect_the_thoughts.state import State, initial_state

from .helpers import NAME, chain, new, take


def middle(game: cw.Game[State]) -> tuple[int, ...]:
    """The referee's order of the face-down cards (the next one first)."""
    return game.state.middle


def test_the_eighty_cards_are_shuffled_at_setup_from_the_seed() -> None:
    orders = {middle(cw.new_game(NAME, seed=seed)) for seed in range(20)}
    assert len(orders) == 20 and all(sorted(order) == list(CARD_NUMBERS) for order in orders)
    assert middle(cw.new_game(NAME, seed=3)) == middle(cw.new_game(NAME, players=4, seed=3))
    expected = list(CARD_NUMBERS)
    random.Random("3:deck:0").shuffle(expected)  # the seed's "deck" stream, event 0
    assert middle(cw.new_game(NAME, seed=3)) == tuple(expected)


def test_picks_turn_the_cards_over_in_the_order_of_the_middle() -> None:
    game = cw.new_game(NAME, players=3, seed=8)
    order = middle(game)
    for player in (1, 0, 2):
        game.apply(player, "pick")
    assert [game.view()["players"][p]["hand"] for p in (1, 0, 2)] == list(order[:3])
    assert middle(game) == order[3:] and game.view()["face_down"] == 77


def test_a_card_put_back_lies_behind_the_next_card_and_changes_nothing_about_it() -> None:
    game = cw.new_game(NAME, seed=21)
    game.apply(0, "pick")
    game.apply(0, "place")
    game.apply(0, "pick")
    held = game.view()["players"][0]["hand"]
    placed, returned = game.clone(), game.clone()
    placed.apply(0, "place R")
    returned.apply(0, "return")
    assert middle(returned)[0] == middle(placed)[0] == middle(game)[0]
    assert held in middle(returned)[1:] and middle(returned).index(held) > 0
    assert returned.state.put_back == 1 << held and returned.state.slipped == 1
    for copy in (placed, returned):
        copy.apply(1, "pick")
    assert placed.view()["players"][1]["hand"] == returned.view()["players"][1]["hand"]


def test_the_place_comes_from_the_seed_and_how_many_cards_were_slipped_in_before() -> None:
    full = initial_state(2, range(80, 0, -1))
    state = full.edit(middle=full.middle[:-1], pool=full.pool & ~2)  # card 1 is in a hand
    once = slip_in(state, (1,), seed=5)
    assert once == slip_in(state, (1,), seed=5) and once.slipped == 1 and once.middle[0] == 80
    u = random.Random("5:slip:0").random()  # number 0 of seed 5's slip stream: place 1 + floor(u * 79)
    assert once.middle.index(1) == 1 + int(u * 79) and once.pool == full.pool
    places = [slip_in(state.edit(slipped=k), (1,), seed=5).middle.index(1) for k in range(2_000)]
    assert min(places) == 1 and max(places) == 79  # every place behind the first, never the first
    seeds = {slip_in(state, (1,), seed=s).middle.index(1) for s in range(40)}
    assert len(seeds) > 20


def test_a_card_slipped_into_an_empty_middle_is_the_next_one() -> None:
    state = initial_state(2).edit(middle=(), pool=0)
    alone = slip_in(state, (7,), seed=1)
    assert alone.middle == (7,) and alone.pool == 1 << 7 and alone.put_back == 0
    both = slip_in(state, (7, 9), seed=1)
    assert both.middle == (7, 9) and both.put_back == 1 << 9  # 9 went in behind 7


def test_a_wrong_bell_slips_the_row_and_the_hand_in_behind_the_next_card() -> None:
    game = new()
    row = chain(3)
    for i, card in enumerate(row):
        take(game, 0, card)
        game.apply(0, "place" if i == 0 else "place R")
    take(game, 0, chain(4, avoid=frozenset(row))[-1])
    held = game.view()["players"][0]["hand"]
    nxt = middle(game)[0]
    game.apply(0, "bell")
    assert middle(game)[0] == nxt and len(middle(game)) == 80 and game.state.slipped == 4
    assert game.state.put_back == sum(1 << c for c in (*row, held))


def test_a_round_end_gathers_every_row_and_hand_behind_the_next_card() -> None:
    game = new(players=("Hannah", "Emma", "Jonas"))
    seven = chain(7)
    for i, card in enumerate(seven):
        take(game, 0, card)
        game.apply(0, "place" if i == 0 else "place R")
    others = [n for n in CARD_NUMBERS if n not in seven]
    take(game, 1, others[0])
    game.apply(1, "place")
    take(game, 2, others[1])
    nxt = middle(game)[0]
    game.apply(0, "bell")
    assert game.view()["round"] == 2 and game.view()["face_down"] == 73
    assert middle(game)[0] == nxt and game.state.slipped == 2 and len(middle(game)) == 73


def test_a_scripted_reveal_takes_any_face_down_card_from_where_it_lies() -> None:
    game = new()
    order = middle(game)
    game.apply(0, "pick")
    assert game.actors() == (cw.CHANCE,) and len(game.chance_outcomes()) == 80
    game.apply(cw.CHANCE, f"reveal {order[40]}")
    assert middle(game) == order[:40] + order[41:]
    game.auto_chance = True
    game.apply(1, "pick")
    assert game.view()["players"][1]["hand"] == order[0]  # the next card is still the first one


def test_undo_and_a_reload_meet_the_same_cards_again() -> None:
    game = cw.new_game(NAME, players=3, seed=4, undo="practice")
    rng = random.Random(4)
    while game.state.slipped < 10:
        actor = rng.choice(game.actors())
        game.apply(actor, rng.choice(game.legal_actions(actor)))
    twin = cw.load_game(game.to_json())
    assert twin.state == game.state
    for copy in (game, twin):
        copy.apply(copy.actors()[0], "bell")
    assert twin.state == game.state
    game.undo()
    game.redo()
    assert twin.state == game.state


@pytest.mark.parametrize("seed", range(6))
def test_whatever_the_players_do_the_cards_come_in_the_order_of_the_middle(seed) -> None:
    """Random races: each card turned over is the one at the front of the middle."""
    game = cw.new_game(NAME, players=2 + seed % 3, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        actor = rng.choice(game.actors())
        action = rng.choice(game.legal_actions(actor))
        nxt = middle(game)[0]
        game.apply(actor, action)
        if action == "pick":
            assert game.history[-1] == (cw.CHANCE, f"reveal {nxt}")
        else:
            assert game.is_over or middle(game)[0] == nxt
