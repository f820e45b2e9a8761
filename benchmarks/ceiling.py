"""How much play can change a game's result against a bot: ``python -m benchmarks.ceiling``.

``python -m benchmarks.ceiling [game] [--games N] [--seed K] [--against KIND]`` takes the arena's
schedule against ``KIND`` (easy by default; ``cw.arena``'s deals, each dealt twice with the seats
swapped, the same game and bot seeds) and lets each of the :data:`CHALLENGERS` (hard, random and easy,
with several seeds each) play every one of those games against the same opponent. Then, game by game,
it keeps the challenger's best result, chosen after the fact, and tallies those best games as the
arena does.

No bot of ours plays every game as well as the best of twenty players chosen once the games are
over, so the hindsight row is an optimistic measure of what better play wins against that opponent on
these deals. Where it stays far below a target, playing better does not reach it. It is not a bound over
every possible way of playing: a line that none of the challengers found could still win.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator, Sequence
from concurrent.futures import Executor
from dataclasses import replace

from connect_widgets.matches import ArenaTable, Match, Outcome, play_match, run_all, schedule, tally

CHALLENGERS = (("hard", 8), ("random", 8), ("easy", 4))
"""Each kind that takes the challenger's seat, and how many seeds of it play each game."""
SEED_BASE = 1000
"""The challengers' bot seeds are ``SEED_BASE + k``: none of them is the arena's own."""
CHALLENGER, EASY, BEST = "challenger", "easy", "best in hindsight"
"""The challengers' seat in the schedule, the default opponent, and the row of each game's best."""

Try = tuple[Match, str, int]
"""One game of the schedule, and the challenger (kind, seed number) that plays it."""


def tries(
    name: str, games: int, seed: int, challengers: Sequence[tuple[str, int]] = CHALLENGERS, against: str = EASY
) -> Iterator[Try]:
    """Every game to play: each game of the arena's schedule against ``against`` (a bot kind, which
    also names its seat), once per challenger seed."""
    # The arena's own schedule, so the deals and the opponent's seeds are cw.arena's for this seed
    # (they do not depend on the bots' specs or names; play_try replaces the challenger's).
    for match in schedule(name, {CHALLENGER: "hard", against: against}, games, seed, {}):
        for kind, seeds in challengers:
            for number in range(seeds):
                yield match, kind, number


def play_try(attempt: Try) -> Outcome:
    """Play one try to its end (in a worker) as the arena plays a match, the challenger's spec and seed
    in its seat (the opponent keeps its own); the challenger's seat is labelled by :func:`label`."""
    match, kind, number = attempt
    mine = match.seats.index(CHALLENGER)
    specs, seeds = list(match.specs), list(match.bot_seeds)
    specs[mine], seeds[mine] = kind, SEED_BASE + number
    outcome = play_match(replace(match, specs=(specs[0], specs[1]), bot_seeds=(seeds[0], seeds[1])))
    first, second = (label(kind) if seat == CHALLENGER else seat for seat in outcome.seats)
    return replace(outcome, seats=(first, second))


def label(kind: str) -> str:
    """The challenger's seat in an outcome ("challenger easy" is not the easy it may play against)."""
    return f"{CHALLENGER} {kind}"


def best_in_hindsight(outcomes: Sequence[Outcome]) -> list[Outcome]:
    """For each game (a deal and the opponent's seat), the challenger's best outcome, labelled
    :data:`BEST`: a win before a tie before a loss, and among those the biggest lead."""
    best: dict[tuple[int, int], tuple[tuple[int, int], Outcome]] = {}
    for outcome in outcomes:
        mine = 0 if outcome.seats[0].startswith(CHALLENGER) else 1
        rank = 1 if outcome.winners == (mine,) else 0 if mine in outcome.winners else -1
        key = (rank, outcome.scores[mine] - outcome.scores[1 - mine])
        game = (outcome.deal, mine)
        if game not in best or key > best[game][0]:
            best[game] = (key, outcome)
    return [_as_best(outcome, mine) for (_, mine), (_, outcome) in best.items()]


def _as_best(outcome: Outcome, mine: int) -> Outcome:
    """``outcome`` with the challenger's seat (``mine``) labelled :data:`BEST`."""
    seats = list(outcome.seats)
    seats[mine] = BEST
    return replace(outcome, seats=(seats[0], seats[1]))


def ceiling(
    name: str,
    games: int,
    seed: int,
    executor: Executor | None = None,
    challengers: Sequence[tuple[str, int]] = CHALLENGERS,
    against: str = EASY,
) -> tuple[ArenaTable, dict[str, tuple[int, int, int]]]:
    """The hindsight row against the bot kind ``against``, and each challenger kind's wins, losses and
    ties over all its tries."""
    outcomes = run_all(play_try, list(tries(name, games, seed, challengers, against)), executor, chunksize=4)
    records = {}
    for kind, _ in challengers:
        row = tally(label(kind), against, outcomes)
        records[kind] = (row.wins, row.losses, row.ties)
    best = best_in_hindsight(outcomes)
    return ArenaTable(name, (tally(BEST, against, best),), tuple(best)), records


def main() -> None:
    """Play and print the hindsight row and each challenger's record."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game", nargs="?", default="num_connect")
    parser.add_argument("--games", type=int, default=100, help="games of the arena's schedule (even: a deal is two)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--against", default=EASY, help="the bot kind every challenger plays (default: easy)")
    arguments = parser.parse_args()
    try:  # a bad game, kind or count is told at once, before any game is played
        list(tries(arguments.game, arguments.games, arguments.seed, CHALLENGERS[:1], arguments.against))
    except ValueError as error:
        parser.error(str(error))
    table, records = ceiling(arguments.game, arguments.games, arguments.seed, against=arguments.against)
    for kind, seeds in CHALLENGERS:
        wins, losses, ties = records[kind]
        print(f"{kind} ({seeds} seeds a game) v {arguments.against}: {wins}-{losses}-{ties}")
    print(table)


if __name__ == "__main__":
    main()
