"""The heuristic bot: lays what fits, returns the rest, rings at seven (that it beats random play
clearly is checked once for every game in tests/test_bots.py); the search bot does not ring early."""

from __future__ import annotations

import math
import random

import pytest

import connect_widgets as cw
from connect_widgets.connect_the_thoughts import HeuristicBot, fits
from connect_widgets.testing import play_bots

from .helpers import NAME, build_row, chain, holding, new, non_fitting_pair, take


def _race(seed: int, kinds: list[str], **options) -> cw.Game:
    """Bots race in real time: at each moment a random seat is the quickest to act."""
    game = cw.new_game(NAME, players=len(kinds), seed=seed, **options)
    bots = [cw.make_bot(NAME, kind, seed=seed * 7 + p) for p, kind in enumerate(kinds)]
    return play_bots(game, bots, seed=seed)


def test_bots_empty_the_middle_and_keep_rows_of_seven() -> None:
    game = _race(3, ["heuristic"] * 3)
    assert game.view()["end"] in ("last card", "stuck")
    assert sum(game.scores()) >= 60


def test_the_bot_lays_a_fitting_card_and_returns_one_that_does_not() -> None:
    first, unfit = non_fitting_pair()
    partner = chain(2, start=first)[1]
    bot = HeuristicBot(seed=1)
    game = new()
    assert bot.choose(game.seat(0)) == "pick"
    take(game, 0, first)
    assert bot.choose(game.seat(0)) == "place"
    game.apply(0, "place")
    take(game, 0, unfit)
    assert bot.choose(game.seat(0)) == "return"
    game.apply(0, "return")
    take(game, 0, partner)
    assert bot.choose(game.seat(0)) in ("place L", "place R")
    assert fits(partner, first)


def test_the_bot_rings_at_seven_and_never_changes_the_game() -> None:
    game = new()
    build_row(game, 1, chain(7))
    before = game.history
    assert HeuristicBot(seed=2).choose(game.seat(1)) == "bell"
    assert game.history == before


def test_a_careless_bot_sometimes_lays_a_card_that_does_not_fit() -> None:
    first, unfit = non_fitting_pair()
    game = holding(new(check_on_place=False), 0, first, unfit)
    choices = {HeuristicBot(seed=s, careless=0.5).choose(game.seat(0)) for s in range(30)}
    assert choices == {"return", "place L", "place R"}
    strict = new(check_on_place=True)
    take(strict, 0, first)
    strict.apply(0, "place")
    take(strict, 0, unfit)
    assert {HeuristicBot(seed=s, careless=1.0).choose(strict.seat(0)) for s in range(10)} == {"return"}
    for careless in (1.5, "0.5", math.nan, True):  # not a probability: refused by name, whatever its type
        with pytest.raises(ValueError, match=f"careless is a probability from 0 to 1, not {careless!r}"):
            cw.make_bot("connect_the_thoughts", "easy", careless=careless)


def test_careless_bots_ring_wrongly_and_lose_to_careful_ones() -> None:
    careful = careless = 0
    wrong_bells = 0
    for seed in range(10):
        game = cw.new_game(NAME, players=2, seed=seed)
        bots = [HeuristicBot(seed=seed), HeuristicBot(seed=seed + 50, careless=0.3)]
        rng = random.Random(seed)
        while not game.is_over:
            actor = rng.choice(game.actors())
            game.apply(actor, bots[actor].choose(game.seat(actor)))
            wrong_bells += game.state.last.outcome == "error"
        careful += game.scores()[0]
        careless += game.scores()[1]
    assert wrong_bells > 0
    assert careful > careless


def test_the_bot_refuses_a_seat_that_cannot_act_and_a_bad_careless_rate() -> None:
    game = new()
    game.apply(0, "bell")
    with pytest.raises(ValueError, match="no legal action"):
        HeuristicBot().choose(game.seat(0))
    with pytest.raises(ValueError, match="careless"):
        HeuristicBot(careless=1.5)


def test_same_seeds_same_race() -> None:
    assert _race(4, ["heuristic", "heuristic"]).history == _race(4, ["heuristic", "heuristic"]).history


@pytest.mark.parametrize("length", [5, 6])
def test_the_search_bot_does_not_ring_the_bell_with_a_short_row(length: int) -> None:
    """Ringing with fewer than seven cards gives the row back and sits the round out. The search
    weighs only the moves a careful player makes (random playouts rang here half the time)."""
    game = new()
    mine = chain(length)
    build_row(game, 0, mine)
    build_row(game, 1, chain(3, avoid=frozenset(mine)))
    assert "bell" in game.legal_actions(0)
    bot = cw.make_bot(NAME, "mcts", seed=length, simulations=200)
    assert bot.choose(game.seat(0)) == "pick"
    analysis = bot.analysis()
    assert analysis is not None and [c.action for c in analysis.candidates] == ["pick"]


def test_the_search_bot_weighs_both_ends_when_the_card_fits_both() -> None:
    game = new()
    row = chain(3)
    build_row(game, 0, row)
    both = next(card for card in range(1, 81) if card not in row and fits(card, row[0]) and fits(card, row[-1]))
    take(game, 0, both)
    bot = cw.make_bot(NAME, "mcts", seed=1, simulations=40)
    assert bot.choose(game.seat(0)) in ("place L", "place R")
    analysis = bot.analysis()
    assert analysis is not None and analysis.simulations == 40
    assert {c.action for c in analysis.candidates} == {"place L", "place R"}
