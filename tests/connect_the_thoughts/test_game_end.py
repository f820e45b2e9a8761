"""The game end: the last card picked up, nothing left that fits, the cap on rounds nobody won, the
longest correct row, the winner."""

from __future__ import annotations

import random

import pytest

import connect_widgets as cw
from connect_widgets.connect_the_thoughts import HeuristicBot, is_correct
from connect_widgets.connect_the_thoughts.cards import FULL_DECK_MASK
from connect_widgets.connect_the_thoughts.rounds import finish_game, nobody_can_progress, settle, void_rounds_before
from connect_widgets.connect_the_thoughts.state import LAST_CARD, ROUND_VOID, STUCK, VOID_LIMIT, initial_state
from connect_widgets.testing import check_position

from .helpers import NAME, build_row, chain, new, non_fitting_pair


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


def _cards(cards: list[int]) -> str:
    return ".".join(map(str, cards))


def _round_twelve_after_two_void_rounds() -> str:
    """Round 12, nine rounds won and two void: Hannah's correct row of seven is ready, 8 cards face-down."""
    hannah = chain(7)
    emma = chain(2, avoid=frozenset(hannah))
    rest = [card for card in range(1, 81) if card not in hannah + emma]
    piles = f"{_cards(rest[:28])}|{_cards(rest[28:63])}"
    return f"round=12 rows={_cards(hannah)}|{_cards(emma)} piles={piles} wins=4,5 middle={_cards(rest[63:])}"


def test_a_round_won_never_meets_the_cap_and_the_game_plays_on_to_the_last_card() -> None:
    # once round 12 ended the game whatever happened, with cards still face-down and nobody taking the last row
    game = cw.new_game(NAME, players=2, seed=1, position=_round_twelve_after_two_void_rounds())
    game.apply(0, "bell")
    view = game.view()
    assert not game.is_over and view["round"] == 13 and view["face_down"] == 10 and game.scores() == (35, 35)
    bots = [HeuristicBot(seed=p) for p in range(2)]  # they ring only at seven: no round is void
    rng = random.Random(1)
    while not game.is_over:
        assert game.view()["face_down"] > 0
        actor = rng.choice(game.actors())
        game.apply(actor, bots[actor].choose(game.seat(actor)))
    assert game.view()["end"] in (LAST_CARD, STUCK)
    assert game.view()["face_down"] == 0 or game.view()["end"] == STUCK


@pytest.mark.parametrize("cap", [1, 3])
def test_the_game_ends_when_the_capth_round_nobody_won_ends(cap: int) -> None:
    game = new(max_void_rounds=cap)
    build_row(game, 0, chain(7))
    game.apply(0, "bell")  # a round won: it does not count
    for void in range(cap):
        assert not game.is_over and void_rounds_before(game.state) == void
        game.apply(0, "bell")
        game.apply(1, "bell")  # everyone rang wrongly: a void round
    assert game.is_over and game.view()["end"] == VOID_LIMIT and game.view()["round"] == 1 + cap
    assert game.state.last.then == VOID_LIMIT and game.scores() == (7, 0) and game.view()["face_down"] == 73
    check_position(game)  # end=void_limit agrees with round and wins


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_void_rounds_are_the_rounds_ended_less_the_rounds_won(players: int) -> None:
    game = cw.new_game(NAME, players=players, seed=players, max_void_rounds=5)
    rng = random.Random(players)  # random moves ring wrongly often: every game meets the cap
    voids = 0
    while not game.is_over:
        assert void_rounds_before(game.state) == voids
        actor = rng.choice(game.actors())
        game.apply(actor, rng.choice(game.legal_actions(actor)))
        voids += game.state.last is not None and game.state.last.then in (ROUND_VOID, VOID_LIMIT)
    assert game.view()["end"] == VOID_LIMIT and voids == 5 and void_rounds_before(game.state) == 4
