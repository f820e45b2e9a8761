"""The search's temperature, which makes "medium" a level below "hard": after its search, a bot with
``temperature=t > 0`` draws its move among its top candidates with odds ``visits ** (1 / t)``,
never a refuted one while another is left nor one searched less than a quarter as much as the best,
and always a move that wins at once. Figured by hand on
made-up analyses, then on the toy game and a Connect5 opening.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, TypeVar

import pytest

import connect_widgets as cw
from connect_widgets.core.bots import BaseBot
from connect_widgets.core.paired import PairedSearch
from connect_widgets.core.registry import LEVELS
from connect_widgets.core.search import STRAY_VISITS, Analysis, Candidate, SearchBot, draw_by_temperature
from connect_widgets.table.thoughts import reason
from connect_widgets.table.words import TABLE_WORDS

from .toy_game import ToyGame


class Recording(random.Random):
    """A random source that remembers the odds it was asked to draw by and picks ``pick``."""

    def __init__(self, pick: int) -> None:
        super().__init__(0)
        self.pick = pick
        self.asked: list[tuple[list[str], list[float]]] = []

    def choices(self, population: Any, weights: Any = None, **_: Any) -> list[Any]:
        self.asked.append(([candidate.action for candidate in population], list(weights)))
        return [population[self.pick]]


B = TypeVar("B", bound=BaseBot)


def made(kind: type[B], bot: BaseBot) -> B:
    """``bot``, checked to be the search whose settings a test reads (``cw.make_bot`` returns a BaseBot)."""
    assert isinstance(bot, kind), type(bot)
    return bot


def analysis(*candidates: Candidate) -> Analysis:
    return Analysis(0, candidates[0].action, 100, 0.0, candidates)


SPREAD = analysis(
    Candidate("a", 60, 0.38, 0.7, 2.0),
    Candidate("b", 40, 0.25, 0.6, 1.0),
    Candidate("c", 20, 0.13, 0.5, 0.0),  # a third of "a"'s visits: drawn
    Candidate("d", 14, 0.09, 0.4, -1.0),  # searched less than a quarter as much as "a": never drawn
)


@pytest.mark.parametrize(
    ("temperature", "odds"),
    [(1.0, [1.0, 2 / 3, 1 / 3]), (0.5, [1.0, 4 / 9, 1 / 9]), (2.0, [1.0, (2 / 3) ** 0.5, (1 / 3) ** 0.5])],
)
def test_the_odds_are_the_visits_to_the_power_one_over_the_temperature(temperature: float, odds: list[float]) -> None:
    rng = Recording(pick=1)
    drawn = draw_by_temperature(SPREAD, temperature, rng)
    [(actions, weights)] = rng.asked
    assert actions == ["a", "b", "c"] and weights == pytest.approx(odds)
    assert drawn.chosen == "b" and drawn.candidates == SPREAD.candidates  # only the choice changes


def test_a_move_that_wins_at_once_is_always_played_without_a_draw() -> None:
    winning = analysis(Candidate("w", 95, 0.95, 1.0, 3.0, wins_at_once=True), Candidate("b", 90, 0.9, 0.5, 0))
    rng = Recording(pick=1)
    assert draw_by_temperature(winning, 1.0, rng) == winning and rng.asked == []


def test_a_refused_move_is_drawn_only_when_every_candidate_is_refuted() -> None:
    some = analysis(Candidate("a", 50, 0.5, 0.6, 0), Candidate("r", 40, 0.4, 0.1, -3, refuted=True))
    rng = Recording(pick=0)
    draw_by_temperature(some, 1.0, rng)
    assert rng.asked[0][0] == ["a"]
    every = analysis(Candidate("r", 50, 0.5, 0.1, -3, refuted=True), Candidate("s", 25, 0.25, 0, -5, refuted=True))
    rng = Recording(pick=1)
    assert draw_by_temperature(every, 1.0, rng).chosen == "s" and rng.asked[0] == (["r", "s"], [1.0, 0.5])


def test_with_no_candidate_the_move_stays_without_a_draw() -> None:
    rng = Recording(pick=0)
    unsearched = Analysis(0, "e4", 0, 0.0, ())
    assert draw_by_temperature(unsearched, 1.0, rng) == unsearched and rng.asked == []


@pytest.mark.parametrize("temperature", [0, 0.0, 10, 10.0])
def test_a_temperature_from_0_to_10_is_taken(temperature: float) -> None:
    assert made(SearchBot, cw.make_bot("connect5", "mcts", seed=1, temperature=temperature)).temperature == temperature


@pytest.mark.parametrize("temperature", [-0.1, 10.5, "warm", True, None])
def test_a_temperature_out_of_0_to_10_is_refused_by_name(temperature: Any) -> None:
    with pytest.raises(ValueError, match="temperature must be a number from 0 to 10"):
        cw.make_bot("connect5", "mcts", seed=1, temperature=temperature)


@pytest.mark.parametrize(("name", "medium"), [("connect5", 1.0), ("num_connect", 0.0)])
def test_a_games_search_gives_its_levels_their_settings(name: str, medium: float) -> None:
    levels = {level: made(SearchBot, cw.make_bot(name, level, seed=1)) for level in LEVELS if LEVELS[level] == "mcts"}
    assert {level: (bot.simulations, bot.temperature) for level, bot in levels.items()} == {
        "medium": (100, medium),
        "hard": (400, 0.0),
    }
    overridden = made(SearchBot, cw.make_bot(name, "medium", seed=1, temperature=0.25))
    assert overridden.temperature == 0.25  # a setting overrides


def test_connnects_levels_differ_in_dice_tried_and_in_medium_s_slips() -> None:
    """Connnect's paired search: both weigh the heuristic's 6 best moves; medium on fewer dice, and
    it draws its move by the points it expects (temperature 1.25)."""
    levels = {level: made(PairedSearch, cw.make_bot("connnect", level, seed=1)) for level in ("medium", "hard")}
    assert {level: (bot.simulations, bot.width, bot.temperature) for level, bot in levels.items()} == {
        "medium": (40, 6, 1.25),
        "hard": (400, 6, 0.0),
    }
    assert made(PairedSearch, cw.make_bot("connnect", "hard", seed=1, width=5)).width == 5  # a setting overrides


def test_the_drawn_move_comes_from_the_seed_and_strays_from_the_best_in_some_games() -> None:
    game = cw.new_game("connect5", seed=3)
    for action in ("e3", "g5", "e2"):
        game.apply(game.actors()[0], action)
    seat = game.seat(game.actors()[0])

    def move(seed: int, temperature: float) -> tuple[str, str]:
        bot = cw.make_bot("connect5", "mcts", seed=seed, simulations=60, temperature=temperature)
        chosen = bot.choose(seat)
        last = bot.analysis()
        assert last is not None
        return chosen, last.candidates[0].action

    assert [move(seed, 1.0) for seed in range(4)] == [move(seed, 1.0) for seed in range(4)]
    drawn = [move(seed, 2.0) for seed in range(12)]
    assert any(chosen != best for chosen, best in drawn)  # it strays in some of them
    assert all(move(seed, 0.0)[0] == move(seed, 0.0)[1] for seed in range(4))  # 0: always its best


def test_at_temperature_1_the_toy_games_moves_are_drawn_about_as_often_as_they_were_visited() -> None:
    drawn: Counter[str] = Counter()
    visited: Counter[str] = Counter()  # of the moves it may draw: searched at least a quarter as much as the best
    for seed in range(300):
        bot = SearchBot(seed=seed, simulations=12, temperature=1.0)
        drawn[bot.choose(ToyGame(players=["Ann", "Bob"], seed=0).seat(0))] += 1
        last = bot.analysis()
        assert last is not None
        best = last.candidates[0].visits
        for candidate in last.candidates:
            visited[candidate.action] += candidate.visits if candidate.visits >= best * STRAY_VISITS else 0
    total_drawn, total_visited = sum(drawn.values()), sum(visited.values())
    for action, visits in visited.items():
        assert drawn[action] / total_drawn == pytest.approx(visits / total_visited, abs=0.08)


def test_the_reason_says_when_a_move_was_drawn_over_the_best() -> None:
    english, french = TABLE_WORDS.table("en", ""), TABLE_WORDS.table("fr", "")
    drawn = Analysis(0, "b", 100, 0.0, SPREAD.candidates)
    assert reason(drawn, english) == (
        "It does not always play its best move: it drew this one (25% of the simulations) over a (38%)."
    )
    french_start = "Il ne joue pas toujours son meilleur coup : il a tiré celui-ci (25\u202f% des"
    assert reason(drawn, french).startswith(french_start)
    assert reason(SPREAD, english).startswith("Most explored of 100 simulations (38%)")


def test_the_strength_benchmark_gives_hard_seconds_against_medium_as_it_ships() -> None:
    from benchmarks.strength import specs
    from connect_widgets.core.registry import build_bot

    hard, medium = (made(SearchBot, build_bot("connect5", specs(1.0)[level], seed=1)) for level in ("hard", "medium"))
    assert (hard.kind, hard.seconds, hard.simulations, hard.temperature) == ("hard", 1.0, None, 0.0)
    assert (medium.kind, medium.seconds, medium.simulations, medium.temperature) == ("medium", None, 100, 1.0)
