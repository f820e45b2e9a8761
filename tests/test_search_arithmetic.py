"""The search bot's own arithmetic, figured by hand: UCB1 and the prior's fading bonus, who moves in
a playout, the ``seconds`` budget on a clock the test controls, how a simulation's reward is read
(the result of a finished playout, ``evaluate`` of an unfinished one) and backed up, and how many
of its moves the root tries as its visits grow (progressive widening).

Most of it runs on the toy game of ``tests/toy_game.py``; the widening needs more moves than the
toy's three, so it runs on a Connect5 opening.
"""

from __future__ import annotations

import dataclasses
import math
import random
from types import SimpleNamespace
from typing import Any, ClassVar

import pytest

import connect_widgets as cw
from connect_widgets.core import search
from connect_widgets.core.search import (
    DEFAULT_SIMULATIONS,
    EXPLORATION,
    PRIOR_WEIGHT,
    Node,
    Policy,
    SearchBot,
    _selection_key,
    next_mover,
)
from connect_widgets.core.seat import Seat

from .toy_game import ToyGame


def test_ucb1_is_the_mean_reward_plus_exploration_over_the_times_the_move_was_available() -> None:
    node = Node(actor=0, visits=4, available=9, reward=2.0)
    # 2 / 4 + 0.7 * sqrt(ln 9 / 4) = 0.5 + 0.7 * 0.741152
    assert node.ucb(0.7) == pytest.approx(1.018806, abs=1e-6)
    assert Node(actor=0, visits=4, available=9, reward=2.0).ucb(0.0) == 0.5
    assert EXPLORATION == 0.7


def test_selection_puts_a_refuted_move_last_and_adds_the_priors_bonus_fading_with_visits() -> None:
    hopeful = Node(actor=0, visits=4, available=9, reward=2.0, prior=0.5)
    # UCB1 1.018806, plus 1.0 * 0.5 / (1 + 4)
    assert _selection_key(hopeful, 0.7) == (True, pytest.approx(1.118806, abs=1e-6))
    assert PRIOR_WEIGHT == 1.0
    refuted = Node(actor=0, visits=1, available=9, reward=1.0, prior=1.0, refuted=True)
    poor = Node(actor=0, visits=8, available=9, reward=0.0)
    assert max([refuted, poor], key=lambda child: _selection_key(child, 0.7)) is poor


def world_of(*actors: int) -> Any:
    return SimpleNamespace(actors=lambda: actors)


@pytest.mark.parametrize("actors", [(1,), (cw.CHANCE, 2)])
def test_a_lone_actor_moves_in_a_playout_without_a_draw(actors: tuple[int, ...]) -> None:
    rng = random.Random(5)
    before = rng.getstate()
    assert next_mover(world_of(*actors), rng) == actors[-1]
    assert rng.getstate() == before


def test_in_a_race_the_playouts_mover_is_drawn_among_those_who_may_act() -> None:
    movers = [next_mover(world_of(0, 2), random.Random(seed)) for seed in range(20)]
    assert movers == [random.Random(seed).choice([0, 2]) for seed in range(20)]
    assert set(movers) == {0, 2}


def toy_seat(target: int = 6) -> Seat:
    """Ann's seat at the start of a toy game: Ann and Bob pick at once, then the die is rolled."""
    return ToyGame(players=["Ann", "Bob"], seed=3, target=target).seat(0)


class Clock:
    """A ``time`` module for the search whose clock moves one second each time it is read."""

    def __init__(self, start: float) -> None:
        self.now = start - 1

    def perf_counter(self) -> float:
        self.now += 1
        return self.now


@pytest.mark.parametrize(("seconds", "simulations"), [(3, 3), (1, 1), (2.5, 3)])
def test_a_seconds_budget_reads_the_clock_after_each_simulation_and_runs_at_least_one(
    monkeypatch: pytest.MonkeyPatch, seconds: float, simulations: int
) -> None:
    # The clock reads 100 at the start, then 101, 102, ... at each check after a simulation.
    monkeypatch.setattr(search, "time", Clock(100.0))
    bot = SearchBot(seed=1, seconds=seconds)
    bot.choose(toy_seat())
    analysis = bot.analysis()
    assert analysis is not None and analysis.simulations == simulations
    assert analysis.seconds == simulations + 1  # the last reading, for the analysis


def test_without_a_budget_the_search_runs_its_default_simulations() -> None:
    bot = SearchBot(seed=1)
    assert (bot.simulations, bot.seconds, DEFAULT_SIMULATIONS) == (200, None, 200)
    bot.choose(toy_seat())
    analysis = bot.analysis()
    assert analysis is not None and analysis.simulations == 200


def test_the_progress_reports_say_how_long_the_search_has_run(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "time", Clock(100.0))  # 100 at the start, 101 at the first report
    thinking = SearchBot(seed=1, simulations=8).think(toy_seat())
    report = next(thinking)
    assert report is not None and (report.simulations, report.seconds) == (8, 1.0)
    with pytest.raises(StopIteration):
        next(thinking)


class Reading(SearchBot):
    """A search bot whose reading of an unfinished playout is a mark the test can see."""

    def __init__(
        self, playout_moves: int | None, tree_depth: int | None, simulations: int, policy: Policy | None = None
    ) -> None:
        super().__init__(seed=2, simulations=simulations, policy=policy)
        self.playout_moves, self.tree_depth, self.readings = playout_moves, tree_depth, 0

    def evaluate(self, world: cw.Game[Any]) -> tuple[list[float], list[float]]:
        self.readings += 1
        return [0.25, 0.75], [3.0, -3.0]


def test_a_playout_played_to_the_end_is_scored_by_its_result_never_by_evaluate() -> None:
    bot = Reading(playout_moves=None, tree_depth=None, simulations=12)
    bot.choose(toy_seat())
    analysis = bot.analysis()
    assert bot.readings == 0 and analysis is not None
    assert {candidate.value for candidate in analysis.candidates} != {0.25}


def test_an_unfinished_playout_is_read_by_evaluate_and_each_move_keeps_the_mean_of_its_readings() -> None:
    # One move of the bot's own, then read: not Bob's pick too, which would roll the die and, with a
    # target of 1 point, mostly end the game.
    bot = Reading(playout_moves=0, tree_depth=1, simulations=12)
    bot.choose(toy_seat(target=1))
    analysis = bot.analysis()
    assert bot.readings == 12 and analysis is not None
    assert sorted(candidate.action for candidate in analysis.candidates) == ["pick 1", "pick 2", "pick 3"]
    assert sum(candidate.visits for candidate in analysis.candidates) == 12
    assert max(candidate.visits for candidate in analysis.candidates) >= 2
    assert {(candidate.value, candidate.score_difference) for candidate in analysis.candidates} == {(0.25, 3.0)}


class Shallow(SearchBot):
    """The base search read at once after each move: quick on a board with many moves."""

    playout_moves = 0


@pytest.mark.parametrize(
    ("simulations", "tried"),
    # The root tries a new move while it has tried fewer than int(2 * sqrt(visits + 1)):
    # 2, 2, 3, 4, 4, 4, 5 before simulations 1 to 7.
    [(1, 1), (2, 2), (3, 3), (4, 4), (5, 4), (6, 4), (7, 5)],
)
def test_the_root_widens_with_the_square_root_of_its_visits(simulations: int, tried: int) -> None:
    game = cw.new_game("connect5", players=2, seed=0)
    bot = Shallow(seed=4, simulations=simulations)
    bot.choose(game.seat(game.actors()[0]))
    analysis = bot.analysis()
    assert analysis is not None and len(analysis.candidates) == tried
    assert sum(candidate.visits for candidate in analysis.candidates) == simulations
    assert math.isclose(sum(candidate.share for candidate in analysis.candidates), 1.0)


class Hinted(SearchBot):
    """The base search told by a prior that one of its moves is the one to try."""

    def __init__(self, index: int, prior: float = 0.9, simulations: int = 1) -> None:
        super().__init__(seed=5, simulations=simulations)
        self.index, self.prior = index, prior

    def priors(self, seat: Seat, actions: list[str]) -> dict[str, float]:
        return {actions[self.index]: self.prior}


@pytest.mark.parametrize(("index", "action"), [(0, "pick 1"), (-1, "pick 3")])
def test_the_root_tries_the_move_its_prior_likes_first_and_moves_without_a_prior_after(index: int, action: str) -> None:
    bot = Hinted(index)
    assert bot.choose(toy_seat()) == action
    analysis = bot.analysis()
    assert analysis is not None and [candidate.action for candidate in analysis.candidates] == [action]


class Even(Shallow):
    """The base search with the same prior for every move: its ranking is the legal order."""

    def priors(self, seat: Seat, actions: list[str]) -> dict[str, float]:
        return dict.fromkeys(actions, 0.5)


def test_with_priors_the_first_two_simulations_weigh_only_the_two_moves_ranked_first() -> None:
    game = cw.new_game("connect5", players=2, seed=0)
    actor = game.actors()[0]
    first_two = set(game.legal_actions(actor)[:2])
    for seed in range(12):  # each seed tries the two in its own order
        bot = Even(seed=seed, simulations=2)
        bot.choose(game.seat(actor))
        analysis = bot.analysis()
        assert analysis is not None and {candidate.action for candidate in analysis.candidates} == first_two


class ByPick(SearchBot):
    """Ann's reward read from her own pick alone (0.2, 0.5 or 0.8 here), whatever the die does."""

    playout_moves = 0
    tree_depth = 1
    rewards: ClassVar[dict[int, float]] = {1: 0.2, 2: 0.5, 3: 0.8}

    def evaluate(self, world: cw.Game[Any]) -> tuple[list[float], list[float]]:
        reward = self.rewards[world.view(0)["picks"][0]]
        return [reward, 1 - reward], [0.0, 0.0]


def test_the_search_keeps_trying_the_weaker_moves_now_and_then() -> None:
    bot = ByPick(seed=6, simulations=30)
    assert bot.choose(toy_seat()) == "pick 3"
    analysis = bot.analysis()
    assert analysis is not None
    visits = {candidate.action: candidate.visits for candidate in analysis.candidates}
    assert visits["pick 3"] == max(visits.values()) and min(visits.values()) >= 2  # greedy would try them once


class InOrder(ByPick):
    """... trying new moves in their legal order, so that every step can be figured by hand."""

    def order(self, world: cw.Game[Any], actor: int, untried: list[str], rng: random.Random) -> list[str]:
        return untried


def visits_after(bot: SearchBot) -> dict[str, int]:
    """How many simulations went through each of Ann's picks in the bot's search."""
    bot.choose(toy_seat())
    analysis = bot.analysis()
    assert analysis is not None
    return {candidate.action: candidate.visits for candidate in analysis.candidates}


def test_ucb1_counts_a_move_available_in_every_simulation_since_it_was_first_tried() -> None:
    # Simulations 1-3 try pick 1, 2 and 3 (the root's room: 2, 2, then 3 moves). Then UCB1, the mean
    # plus 0.7 * sqrt(ln(available) / visits), picks: at 4, 3 (1.383 over 1.234 and 1.024); at 5, 2
    # (1.324 over 1.319); at 6 to 8, 3; at 9, 1 (1.238: available 9 times, visited once); at 10, 3.
    bot = InOrder(seed=6, simulations=10)
    bot.choose(toy_seat())
    analysis = bot.analysis()
    assert analysis is not None
    figures = [(candidate.action, candidate.visits, candidate.value) for candidate in analysis.candidates]
    assert figures == [
        ("pick 3", 6, pytest.approx(0.8)),
        ("pick 2", 2, 0.5),
        ("pick 1", 2, 0.2),
    ]  # ties: best mean first


class TwoWeak(InOrder):
    rewards: ClassVar[dict[int, float]] = {1: 0.2, 2: 0.2, 3: 0.8}


def test_ucb1_counts_the_simulation_that_first_tried_a_move_as_one_it_was_available_in() -> None:
    # Pick 1 and 2 now both read 0.2. At 4 to 8 UCB1 picks 3, the last time by a hair: 1.219 (available
    # 6 times: at 3, where it was first tried, and at 4 to 8) over pick 1's 1.209 (available 8 times).
    assert visits_after(TwoWeak(seed=6, simulations=8)) == {"pick 3": 6, "pick 1": 1, "pick 2": 1}


class HintedInOrder(InOrder):
    """... with a prior of 1.0 on pick 1."""

    def priors(self, seat: Seat, actions: list[str]) -> dict[str, float]:
        return {"pick 1": 1.0}


def test_the_priors_bonus_lifts_its_move_until_visits_wear_it_down() -> None:
    # The rewards and steps of the first of these tests, but pick 1 adds 1.0 / (1 + visits): at 4 it is
    # picked (1.524 over pick 3's 1.383), then 3, 2, 3, 3, 3, and at 10 pick 1 again (1.284, its bonus
    # down to 0.25, over pick 3's 1.251).
    assert visits_after(HintedInOrder(seed=6, simulations=10)) == {"pick 3": 5, "pick 1": 3, "pick 2": 2}


@pytest.mark.parametrize("playout_moves", [1, 2])
def test_a_playout_plays_at_most_its_moves_then_the_position_is_read(playout_moves: int) -> None:
    moves: list[str] = []

    def counted(game: cw.Game[Any], actor: int, actions: list[str], rng: random.Random) -> str:
        moves.append(actions[0])
        return actions[0]

    bot = Reading(playout_moves=playout_moves, tree_depth=1, simulations=6, policy=counted)
    bot.choose(toy_seat())
    assert (len(moves), bot.readings) == (6 * playout_moves, 6)  # after Ann's pick, Bob's (the die rolls), then Ann's


class Chancy(ToyGame):
    """The toy game with its picks in the open: chance, but nothing hidden."""

    info = dataclasses.replace(ToyGame.info, hidden_information=False)

    def _determinized(self, state: tuple, player: int, rng: random.Random, seed: int) -> tuple:
        return state


@pytest.mark.parametrize("game", [ToyGame, Chancy])
def test_with_chance_a_reply_that_won_in_one_world_refutes_no_move(game: type[ToyGame]) -> None:
    # With a target of 1 point, Bob's reply often wins at once: the die fell under his pick, over Ann's.
    bot = SearchBot(seed=7, simulations=40)
    bot.choose(game(players=["Ann", "Bob"], seed=3, target=1).seat(0))
    analysis = bot.analysis()
    assert analysis is not None and analysis.refuted == 0
    assert not any(candidate.refuted for candidate in analysis.candidates)


class Certain(ToyGame):
    """The toy game with its picks in the open and the die always showing 2: no chance, nothing hidden."""

    info = dataclasses.replace(ToyGame.info, has_chance=False, hidden_information=False)

    def _chance_outcomes(self, state: tuple) -> list[tuple[str, float]]:
        return [("roll 2", 1.0)]

    def _determinized(self, state: tuple, player: int, rng: random.Random, seed: int) -> tuple:
        return state


def test_without_chance_the_moves_a_reply_wins_against_at_once_are_refuted_and_shown_last() -> None:
    # First to 1 point, the most points winning, and the die shows 2. Against Ann's pick 1, Bob's 2 wins
    # (2 points to 1); against her 3 (which scores nothing), any pick of his. Only her 2 is safe.
    bot = SearchBot(seed=8, simulations=30)
    assert bot.choose(Certain(players=["Ann", "Bob"], seed=3, target=1).seat(0)) == "pick 2"
    analysis = bot.analysis()
    assert analysis is not None and analysis.refuted == 2
    flags = {candidate.action: (candidate.refuted, candidate.wins_at_once) for candidate in analysis.candidates}
    assert analysis.candidates[0].action == "pick 2"
    assert flags == {"pick 2": (False, False), "pick 1": (True, False), "pick 3": (True, False)}


def test_the_best_rival_is_the_best_other_player_and_none_counts_0() -> None:
    """Margins are taken over ``best_rival``: the best of the others, never the player's own value;
    in a solo game (Connnect allows one player) there is none, so the margin is the player's own."""
    assert search.best_rival((3, 9, 5), 0) == 9
    assert search.best_rival((3, 9, 5), 1) == 5
    assert search.best_rival((2.5, -1.0), 0) == -1.0
    assert search.best_rival((7,), 0) == 0


def test_a_move_that_wins_at_once_is_chosen_and_ranked_first_even_when_visited_less() -> None:
    """A win found late has fewer visits than the move the search liked before it: it is played."""
    root = Node(actor=0, visits=12)
    root.children[(0, "a")] = Node(actor=0, visits=10, reward=6.0)
    root.children[(0, "w")] = Node(actor=0, visits=2, reward=2.0, wins_at_once=True)
    root.children[(1, "x")] = Node(actor=1, visits=12, reward=1.0)  # another player's move: not the bot's
    analysis = search._analysis(root, 0, ["a", "w"], 12, 0.0)
    assert analysis.chosen == "w" and [c.action for c in analysis.candidates] == ["w", "a"]
    assert [c.share for c in analysis.candidates] == [2 / 12, 10 / 12]
