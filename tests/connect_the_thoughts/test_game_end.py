"""The game end: the last card picked up, nothing left that fits, the longest correct row, the winner."""

from __future__ import annotations

import random

import pytest

import connect_widgets as cw
from connect_widgets.connect_the_thoughts import HeuristicBot, is_correct
from connect_widgets.connect_the_thoughts.cards import FULL_DECK_MASK
from connect_widgets.connect_the_thoughts.rounds import finish_game, nobody_can_progress, settle
from connect_widgets.connect_the_thoughts.state import LAST_CARD, STUCK, initial_state

from .helpers import NAME, chain, non_fitting_pair


def _play_to_the_last_card(players: int, seed: int) -> tuple[cw.Game, int, list[list[int]]]:
    """Heuristic bots play until one card is face-down and someone picks it up.

    Returns the game, who picked the last card, and the rows at that moment.
    """
    game = cw.new_game(NAME, players=players, seed=seed)
    bots = [HeuristicBot(seed=seed * 10 + p) for p in range(players)]
    rng = random.Random(seed)
    while True:
        assert not game.is_over, "the game ended before the last card"
        actor = rng.choice(game.actors())
        action = bots[actor].choose(game.seat(actor))
        if action == "pick" and game.view()["face_down"] == 1:
            rows = [p["row"] for p in game.view()["players"]]
            game.apply(actor, action)
            return game, actor, rows
        game.apply(actor, action)


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 5)])
def test_picking_up_the_last_card_ends_the_game_and_the_longest_correct_row_is_taken(players, seed) -> None:
    game, picker, rows = _play_to_the_last_card(players, seed)
    assert game.is_over and game.view()["end"] == LAST_CARD
    lengths = [len(row) if is_correct(row) else 0 for row in rows]
    best = max(lengths)
    for p in range(players):
        taken = game.score_breakdown(p)["longest row at the end"]
        assert taken == (best if lengths[p] == best and best else 0)
        assert game.scores()[p] == len(game.view()["players"][p]["pile"])
    points = game.scores()
    assert game.winners() == tuple(p for p in range(players) if points[p] == max(points))
    assert game.view()["players"][picker]["hand"] is not None  # the last card was turned over, never laid


def _state_with_rows(rows, pool_cards=(), out=None):
    players = len(rows)
    state = initial_state(players)
    return state.edit(
        rows=tuple(tuple(row) for row in rows),
        pool=sum(1 << c for c in pool_cards),
        middle=tuple(pool_cards),
        out=tuple(out or (False,) * players),
    )


def test_every_tied_longest_correct_row_is_taken_and_a_row_with_an_error_is_not() -> None:
    a = chain(4)
    b = chain(4, avoid=frozenset(a))
    first, wrong = non_fitting_pair()
    c = [first, wrong, *chain(3, avoid=frozenset([first, *a, *b]), start=wrong)[1:]]
    assert len(c) == 4 and not is_correct(c)
    state = finish_game(_state_with_rows([a, b, [*c, *chain(1, avoid=frozenset([*a, *b, *c]))]]), LAST_CARD)
    assert state.final == (4, 4, 0)
    assert state.piles[0] == tuple(a) and state.piles[1] == tuple(b)
    assert state.actors == () and state.end == LAST_CARD


def test_nobody_takes_anything_when_every_row_is_empty() -> None:
    state = finish_game(_state_with_rows([[], []]), LAST_CARD)
    assert state.final == (0, 0) and state.piles == ((), ())


def test_when_no_card_left_fits_any_row_the_game_ends() -> None:
    first, unfit = non_fitting_pair()
    row = [first]
    state = _state_with_rows([row, row[:0]], pool_cards=[unfit], out=(False, True))
    assert nobody_can_progress(state)
    ended = settle(state)
    assert ended.end == STUCK and ended.final == (1, 0) and ended.actors == ()


def test_the_game_goes_on_while_some_card_fits_an_empty_row_or_a_bell_is_due() -> None:
    first, unfit = non_fitting_pair()
    assert not nobody_can_progress(_state_with_rows([[first], []], pool_cards=[unfit]))  # Emma can start
    partner = chain(2, start=first)[1]
    assert not nobody_can_progress(_state_with_rows([[first], [unfit]], pool_cards=[partner]))
    seven = chain(7)
    assert not nobody_can_progress(_state_with_rows([seven, [first]], pool_cards=[unfit], out=(False, False)))
    fresh = initial_state(2)
    assert fresh.pool == FULL_DECK_MASK and not nobody_can_progress(fresh)


def test_a_card_in_a_hand_that_fits_keeps_the_game_going() -> None:
    first, unfit = non_fitting_pair()
    partner = chain(2, start=first)[1]
    state = _state_with_rows([[first], [unfit]], pool_cards=[unfit]).edit(hands=(0, partner))
    assert not nobody_can_progress(state)
