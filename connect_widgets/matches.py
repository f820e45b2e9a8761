"""Seeded matches between bots, with seats swapped: ``cw.arena(name, {"A": spec, "B": spec}, games=N)``.

Every pair of bots plays ``games`` two-player games. Games go in twos on the same deal (the same
game seed), the second with the seats swapped, so neither bot gains from moving first or from a
lucky deal. Each game is an independent job with its own seeds, so the table is the same for a
seed whichever executor runs the jobs and in whichever order they finish: local worker processes
by default, or any :class:`concurrent.futures.Executor` (a Dask cluster's ``client.get_executor()``).

With ``opening_moves=k``, each deal starts from ``k`` seeded random moves, the same for both games of
the deal, as engine tournaments start from a book of openings: in a game where the first player can
force a win (Connect5 on its boards, between two bots that see the fork), the bots' strength shows
only in positions the first move does not decide.

A bot spec is a kind (``"easy"``) or a mapping with ``"kind"`` and the bot's settings
(``{"kind": "mcts", "simulations": 200}``): plain data, so it travels to another process or machine.
A budget in simulations gives the same table for a seed on any machine; a budget in seconds
(``{"kind": "hard", "seconds": 1}``) buys what the machine's speed allows, so its table is not
reproducible. A bot's label is its player's name in the games. Bad arguments (an odd ``games``, a bad label, spec,
executor or rule option, a spec the local worker processes cannot receive) raise ``ValueError`` before
any game is played; an opening that ends a game before any bot moves raises it from that game. An
error raised in a game is raised as it is, with a note saying which game: its bots, seats and seeds.
"""

from __future__ import annotations

import itertools
import math
import random
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import nullcontext
from dataclasses import dataclass
from multiprocessing.context import BaseContext
from typing import Any, TypeVar

from .arena_checks import check_arguments, check_sendable, python_int, worker_context
from .core.registry import BotSpec, build_bot, new_game
from .testing import play_bots, play_random

_Job = TypeVar("_Job")

BROKEN_POOL = (
    "a worker process ended abruptly: it ran out of memory, or it imported a script that calls the arena "
    "at its top level and started an arena of its own (a worker started by spawn or a fork server imports "
    'the script again): call it under `if __name__ == "__main__":`'
)
"""The advice noted on a broken process pool, whose own words name no cause."""

Z_95 = 1.959964
"""The normal quantile of a two-sided 95% interval."""


@dataclass(frozen=True)
class Match:
    """One game to play: which bot sits where, and every seed it needs."""

    name: str
    seats: tuple[str, str]
    specs: tuple[BotSpec, BotSpec]
    game_seed: int
    bot_seeds: tuple[int, int]
    options: Mapping[str, Any]
    opening_moves: int = 0


@dataclass(frozen=True)
class Outcome:
    """How one match ended, seen from its seats."""

    seats: tuple[str, str]
    scores: tuple[int, int]
    winners: tuple[int, ...]
    moves: int
    deal: int = 0
    """The game seed: the two games of a deal share it."""


@dataclass(frozen=True)
class PairResult:
    """One pair's record, from the first bot's side."""

    first: str
    second: str
    wins: int
    losses: int
    ties: int
    mean_score_difference: float
    deals_won: int = 0
    """Deals whose both games (one from each seat) the first bot won: won by play, not by the deal."""
    deals_lost: int = 0
    deals_split: int = 0
    """Deals where each seat won its game (or a game was tied): the deal decided them, not the bots."""

    @property
    def games(self) -> int:
        """How many games the pair played."""
        return self.wins + self.losses + self.ties

    @property
    def win_rate(self) -> float:
        """Share of the decided games the first bot won (0.5 when none was decided)."""
        return share(self.wins, self.losses)

    @property
    def win_interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of :attr:`win_rate`."""
        return wilson(self.wins, self.wins + self.losses)

    @property
    def deal_win_rate(self) -> float:
        """Share of the deals won both ways that the first bot won (0.5 when none was)."""
        return share(self.deals_won, self.deals_lost)

    @property
    def elo(self) -> float:
        """The first bot's Elo advantage over the second, from its points rate (a tie is half)."""
        return elo_difference(self._points_rate)

    @property
    def elo_interval(self) -> tuple[float, float]:
        """The 95% interval of :attr:`elo`, from the Wilson interval of the points rate."""
        low, high = wilson(self.wins + self.ties / 2, self.games)
        return elo_difference(low), elo_difference(high)

    @property
    def _points_rate(self) -> float:
        return (self.wins + self.ties / 2) / self.games if self.games else 0.5

    def record(self) -> dict[str, Any]:
        """The row as plain data (for a DataFrame, a file or a plot)."""
        low, high = self.win_interval
        elo_low, elo_high = self.elo_interval
        return {
            "first": self.first,
            "second": self.second,
            "games": self.games,
            "wins": self.wins,
            "losses": self.losses,
            "ties": self.ties,
            "win_rate": self.win_rate,
            "win_rate_low": low,
            "win_rate_high": high,
            "mean_score_difference": self.mean_score_difference,
            "elo": self.elo,
            "elo_low": elo_low,
            "elo_high": elo_high,
            "deals_won": self.deals_won,
            "deals_lost": self.deals_lost,
            "deals_split": self.deals_split,
            "deal_win_rate": self.deal_win_rate,
        }


@dataclass(frozen=True)
class ArenaTable:
    """The arena's result: one row per pair of bots, and every game's outcome in order."""

    name: str
    rows: tuple[PairResult, ...]
    outcomes: tuple[Outcome, ...]
    seed: int | None = None
    """The arena's seed, which deals every game again: the table says it, so it can be made again."""
    games: int | None = None
    """The games played by each pair."""

    def records(self) -> list[dict[str, Any]]:
        """Every row as plain data."""
        return [row.record() for row in self.rows]

    def __str__(self) -> str:
        width = max([24, *(len(_pair(row)) for row in self.rows)])  # labels are up to 40 characters each
        header = f"{'pair':{width}s} {'games':>5s} {'W':>4s} {'L':>4s} {'T':>4s} {'win rate (95%)':>22s} "
        header += f"{'score diff':>10s} {'Elo (95%)':>24s} {'deals W-L-split':>16s}"
        made = f" ({self.games} games a pair, seed {self.seed})" if self.seed is not None else ""
        lines = [f"{self.name}{made}", header]
        for row in self.rows:
            low, high = row.win_interval
            elo_low, elo_high = row.elo_interval
            lines.append(
                f"{_pair(row):{width}s} {row.games:5d} {row.wins:4d} {row.losses:4d} {row.ties:4d} "
                f"{row.win_rate:9.0%} [{low:4.0%}, {high:4.0%}] {row.mean_score_difference:+10.1f} "
                f"{row.elo:+7.0f} [{elo_low:+6.0f}, {elo_high:+6.0f}] "
                f"{f'{row.deals_won}-{row.deals_lost}-{row.deals_split}':>16s}"
            )
        return "\n".join(lines)

    # A notebook cell ending in cw.arena(...) shows the table as print(table) does, not every outcome:
    # a fixed-width table reads best as the text it is (an HTML table would say the same in a second format).
    def __repr__(self) -> str:
        return str(self)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))


def _pair(row: PairResult) -> str:
    return f"{row.first} v {row.second}"


def arena(
    name: str,
    bots: Mapping[str, BotSpec],
    games: int = 100,
    seed: int = 0,
    executor: Executor | None = None,
    opening_moves: int = 0,
    **options: Any,
) -> ArenaTable:
    """Play ``games`` seeded two-player games between every pair of ``bots``, seats swapped.

    ``options`` are the game's rule options. Without an ``executor`` the games run in local worker
    processes; pass any :class:`~concurrent.futures.Executor` to run them elsewhere. Each deal starts
    after ``opening_moves`` seeded random moves (see the module). ``games`` must be even: each deal is
    played twice, once from each seat.
    """
    if executor is not None and not isinstance(executor, Executor):
        raise ValueError(
            "executor must be None (local worker processes) or a concurrent.futures.Executor "
            f"(like a Dask client's client.get_executor()), not {executor!r}"
        )
    jobs = list(schedule(name, bots, games, seed, options, opening_moves))
    if executor is None or isinstance(executor, ProcessPoolExecutor):  # both pickle each job; Dask's need not
        check_sendable(bots)
    outcomes = run_all(play_match, jobs, executor, where=_where, context=worker_context(bots))
    rows = tuple(tally(first, second, outcomes) for first, second in itertools.combinations(bots, 2))
    return ArenaTable(name, rows, tuple(outcomes), python_int(seed), python_int(games))


def run_all(
    play: Callable[[_Job], Outcome],
    jobs: Sequence[_Job],
    executor: Executor | None,
    chunksize: int = 1,
    where: Callable[[_Job], str] | None = None,
    context: BaseContext | None = None,
) -> list[Outcome]:
    """``play`` mapped over ``jobs`` in order: on ``executor``, or else in local worker processes started
    by ``context`` (``chunksize`` jobs sent to a process at a time; an executor passed in batches as it
    sees fit). An error of a job is raised with a note ``where(job)`` saying which job it was (3.11 on)."""
    with nullcontext(executor) if executor is not None else ProcessPoolExecutor(mp_context=context) as pool:
        results = pool.map(play, jobs) if executor is not None else pool.map(play, jobs, chunksize=chunksize)
        outcomes = []
        for job in jobs:
            try:
                outcomes.append(next(results))
            except Exception as error:  # noted here, not in the worker: an error pickled back may lose its notes
                if where is not None and sys.version_info >= (3, 11):  # Python 3.10 has no notes
                    error.add_note(where(job))
                    if isinstance(error, BrokenProcessPool):
                        error.add_note(BROKEN_POOL)
                raise
        return outcomes


def _where(match: Match) -> str:
    """Which game of the arena ``match`` is: enough to play it again (``cw.new_game``, ``cw.make_bot``)."""
    (first, second), opening = match.seats, f", {match.opening_moves} opening moves" * bool(match.opening_moves)
    return (
        f"in the arena's {match.name} game of {first!r} (seat 0, bot seed {match.bot_seeds[0]}) v {second!r} "
        f"(seat 1, bot seed {match.bot_seeds[1]}), deal {match.game_seed} (the game's seed){opening}"
    )


def schedule(
    name: str,
    bots: Mapping[str, BotSpec],
    games: int,
    seed: int,
    options: Mapping[str, Any],
    opening_moves: int = 0,
) -> Iterator[Match]:
    """Every match to play, in order, with its seeds drawn from ``seed`` alone."""
    games, seed, opening_moves = check_arguments(name, bots, games, seed, options, opening_moves)
    rng = random.Random(f"arena:{seed}")
    dealt: set[int] = set()
    for first, second in itertools.combinations(bots, 2):
        for number in range(games):
            if number % 2 == 0:  # a new deal for each pair of games; the second swaps the seats
                game_seed = _new_deal(rng, dealt)
            seats = (first, second) if number % 2 == 0 else (second, first)
            yield Match(
                name=name,
                seats=seats,
                specs=(bots[seats[0]], bots[seats[1]]),
                game_seed=game_seed,
                bot_seeds=(rng.getrandbits(32), rng.getrandbits(32)),
                options=dict(options),
                opening_moves=opening_moves,
            )


def _new_deal(rng: random.Random, dealt: set[int]) -> int:
    """A seed no deal of the table has had (a deal dealt twice was counted twice in the record, and in
    no deal's); drawn again only on a repeat, so a table without one keeps its seeds."""
    while (game_seed := rng.getrandbits(32)) in dealt:
        continue
    dealt.add(game_seed)
    return game_seed


def play_match(match: Match) -> Outcome:
    """Play one match to its end (run in a worker: it takes and returns plain data)."""
    game = new_game(match.name, players=list(match.seats), seed=match.game_seed, **match.options)
    play_random(game, random.Random(f"opening:{match.game_seed}"), match.opening_moves)  # the deal's opening
    if game.is_over:  # counted, it would score the deal's random moves, not the bots
        raise ValueError(f"opening_moves={match.opening_moves} ended the game before any bot moved; choose fewer")
    bots = [build_bot(match.name, spec, bot_seed) for spec, bot_seed in zip(match.specs, match.bot_seeds, strict=True)]
    play_bots(game, bots, seed=match.game_seed)
    scores = game.scores()
    return Outcome(match.seats, (scores[0], scores[1]), game.winners(), len(game.history), match.game_seed)


def tally(first: str, second: str, outcomes: Sequence[Outcome]) -> PairResult:
    """The record of ``first`` against ``second`` over their games in ``outcomes``."""
    wins = losses = ties = 0
    differences: list[int] = []
    for outcome in outcomes:
        if set(outcome.seats) != {first, second}:
            continue
        mine = outcome.seats.index(first)
        differences.append(outcome.scores[mine] - outcome.scores[1 - mine])
        if len(outcome.winners) != 1:
            ties += 1
        elif outcome.winners[0] == mine:
            wins += 1
        else:
            losses += 1
    mean = sum(differences) / len(differences) if differences else 0.0
    return PairResult(first, second, wins, losses, ties, mean, *deal_record(first, second, outcomes))


def deal_record(first: str, second: str, outcomes: Sequence[Outcome]) -> tuple[int, int, int]:
    """Deals ``first`` won both ways, lost both ways, and split, over the pair's complete deals.

    As in duplicate bridge: in a game decided by the deal (who holds the jokers, who moves first),
    each seat wins its game and the deal says nothing of the bots; a deal won from both seats does.
    """
    games: dict[int, list[bool | None]] = {}
    for outcome in outcomes:
        if set(outcome.seats) == {first, second}:
            mine = outcome.seats.index(first)
            result = None if len(outcome.winners) != 1 else outcome.winners[0] == mine
            games.setdefault(outcome.deal, []).append(result)
    both = [results for results in games.values() if len(results) == 2]
    won = sum(1 for results in both if results == [True, True])
    lost = sum(1 for results in both if results == [False, False])
    return won, lost, len(both) - won - lost


def share(won: int, lost: int) -> float:
    """``won`` out of ``won + lost`` (0.5 when there is neither)."""
    return won / (won + lost) if won + lost else 0.5


def wilson(successes: float, trials: float) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate (``(0, 1)`` when there are no trials)."""
    if trials <= 0:
        return 0.0, 1.0
    rate = successes / trials
    spread = Z_95**2 / trials
    centre = (rate + spread / 2) / (1 + spread)
    half = Z_95 * math.sqrt(rate * (1 - rate) / trials + spread / trials / 4) / (1 + spread)
    # At a rate of 0 or 1 one bound is the rate itself, in exact arithmetic; rounding may put it a
    # hair past the rate, so the interval would not hold its own rate.
    return min(rate, max(0.0, centre - half)), max(rate, min(1.0, centre + half))


def elo_difference(points_rate: float) -> float:
    """The Elo gap that predicts ``points_rate``, to a tenth of a point (a sweep is 800, not the float
    arithmetic's 799.9999999999998); capped at ±800 when a side took everything."""
    cap = 1 / (1 + 10 ** (800 / 400))
    rate = min(max(points_rate, cap), 1 - cap)
    return round(400 * math.log10(rate / (1 - rate)), 1)
