"""The arena: seeded matches with seats swapped, the same table on any executor, honest statistics."""

from __future__ import annotations

import functools
import random
import subprocess
import sys
import textwrap
import time
from concurrent.futures import Executor, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import distributed  # in the test extra: a missing install fails, it is not skipped
import pytest

import connect_widgets as cw
from connect_widgets import arena_checks
from connect_widgets.arena_checks import worker_context
from connect_widgets.core.registry import BotSpec
from connect_widgets.matches import ArenaTable, Outcome, PairResult, elo_difference, schedule, tally, wilson
from connect_widgets.testing import play_random

BOTS = {"easy": "heuristic", "random": "random"}


def test_every_deal_is_played_twice_with_the_seats_swapped() -> None:
    matches = list(schedule("connect5", {"A": "random", "B": "random", "C": "random"}, 4, 7, {}))
    assert len(matches) == 3 * 4  # three pairs, four games each
    for first, second in zip(matches[::2], matches[1::2], strict=True):
        assert first.game_seed == second.game_seed
        assert first.seats == second.seats[::-1]
    assert len({match.game_seed for match in matches}) == 6
    assert matches == list(schedule("connect5", {"A": "random", "B": "random", "C": "random"}, 4, 7, {}))
    assert matches != list(schedule("connect5", {"A": "random", "B": "random", "C": "random"}, 4, 8, {}))


def test_the_table_is_the_same_in_worker_processes_threads_and_a_dask_cluster() -> None:
    local = cw.arena("connect5", BOTS, games=6, seed=3)
    with ThreadPoolExecutor(3) as threads:
        assert cw.arena("connect5", BOTS, games=6, seed=3, executor=threads) == local
    with (
        distributed.LocalCluster(n_workers=2, processes=False, dashboard_address=None) as cluster,
        distributed.Client(cluster) as client,
    ):
        assert cw.arena("connect5", BOTS, games=6, seed=3, executor=client.get_executor()) == local
    assert [outcome.seats for outcome in local.outcomes] == [("easy", "random"), ("random", "easy")] * 3
    assert local.rows[0].games == 6 and local.rows[0].wins >= 5  # the heuristic beats random play


def test_a_search_bot_and_options_travel_as_data() -> None:
    table = cw.arena(
        "connect5", {"search": {"kind": "mcts", "simulations": 20}, "random": "random"}, games=2, seed=1, board="A"
    )
    assert table.rows[0].games == 2 and "search v random" in str(table)


def test_an_opening_is_the_same_for_both_games_of_a_deal_and_differs_between_deals() -> None:
    table = cw.arena("connect5", {"A": "random", "B": "random"}, games=4, seed=2, opening_moves=3)
    matches = list(schedule("connect5", {"A": "random", "B": "random"}, 4, 2, {}, 3))
    openings = []
    for match in matches:
        game = cw.new_game("connect5", players=list(match.seats), seed=match.game_seed)
        play_random(game, random.Random(f"opening:{match.game_seed}"), 3)
        openings.append(tuple(game.history))
    assert openings[0] == openings[1] and openings[2] == openings[3] and openings[0] != openings[2]
    assert len(openings[0]) == 3 and all(outcome.moves > 3 for outcome in table.outcomes)
    plain = cw.arena("connect5", {"A": "random", "B": "random"}, games=4, seed=2)
    assert table == cw.arena("connect5", {"A": "random", "B": "random"}, games=4, seed=2, opening_moves=3)
    assert [o.moves for o in table.outcomes] != [o.moves for o in plain.outcomes]


def test_a_tally_counts_wins_losses_ties_and_the_score_difference_from_the_first_bots_side() -> None:
    outcomes = [
        Outcome(("A", "B"), (5, 2), (0,), 30),
        Outcome(("B", "A"), (4, 1), (0,), 30),
        Outcome(("B", "A"), (3, 3), (0, 1), 30),
        Outcome(("A", "C"), (9, 0), (0,), 30),  # another pair: not counted
    ]
    row = tally("A", "B", outcomes)
    assert (row.wins, row.losses, row.ties) == (1, 1, 1)
    assert row.mean_score_difference == pytest.approx((3 - 3 + 0) / 3)
    assert row.win_rate == 0.5 and row.elo == pytest.approx(0.0)


def test_deals_count_as_won_only_when_a_bot_wins_from_both_seats() -> None:
    """Duplicate scoring: a deal where each seat wins its game was decided by the deal, not the bots."""
    outcomes = [
        Outcome(("A", "B"), (5, 2), (0,), 30, deal=1),
        Outcome(("B", "A"), (1, 4), (1,), 30, deal=1),  # A wins from both seats
        Outcome(("A", "B"), (5, 2), (0,), 30, deal=2),
        Outcome(("B", "A"), (5, 2), (0,), 30, deal=2),  # the first seat wins both: split
        Outcome(("A", "B"), (1, 2), (1,), 30, deal=3),
        Outcome(("B", "A"), (6, 2), (0,), 30, deal=3),  # B wins from both seats
        Outcome(("A", "B"), (3, 3), (0, 1), 30, deal=4),
        Outcome(("B", "A"), (1, 4), (1,), 30, deal=4),  # a tie and a win: split
    ]
    row = tally("A", "B", outcomes)
    assert (row.deals_won, row.deals_lost, row.deals_split) == (1, 1, 2) and row.deal_win_rate == 0.5
    assert (row.wins, row.losses, row.ties) == (4, 3, 1)
    assert "1-1-2" in str(ArenaTable("game", (row,), tuple(outcomes)))


def test_an_interval_always_holds_its_own_rate() -> None:
    """At a sweep one bound is the rate itself; rounding once put it a hair outside (4 of 4: 0.99999...)."""
    assert wilson(4, 4)[1] == 1.0 and wilson(0, 125)[0] == 0.0
    for trials in range(1, 200):
        for successes in range(trials + 1):
            low, high = wilson(successes, trials)
            assert 0.0 <= low <= successes / trials <= high <= 1.0


def test_the_intervals_and_elo_are_the_textbook_ones() -> None:
    low, high = wilson(8, 10)
    assert (round(low, 3), round(high, 3)) == (0.49, 0.943)
    assert wilson(0, 0) == (0.0, 1.0)
    assert elo_difference(0.75) == 190.8  # 400 log10(3) = 190.85, to a tenth of a point
    assert elo_difference(1.0) == 800.0 and elo_difference(0.0) == -800.0  # a sweep: exactly the cap
    row = PairResult("A", "B", wins=15, losses=5, ties=0, mean_score_difference=1.0)
    elo_low, elo_high = row.elo_interval
    assert elo_low < row.elo < elo_high and row.win_interval[0] < 0.75 < row.win_interval[1]
    assert row.record()["win_rate"] == 0.75


class NoGames(Executor):
    """An executor that fails the test if a game reaches it: bad arguments are refused before that."""

    def submit(self, fn, /, *args, **kwargs):
        raise AssertionError("a game was handed to the executor before the arguments were refused")


TWO = {"A": "random", "B": "random"}


@pytest.mark.parametrize(
    ("bots", "games", "keywords", "message"),
    [
        ({"A": "random"}, 2, {}, "at least two bots"),
        ({"A": "random", "B": "nobody"}, 2, {}, "unknown bot 'nobody'"),
        ({"A": "random", "B": {"simulations": 3}}, 2, {}, "needs a 'kind'"),
        ({"A": "random", "B": {"kind": "heuristic", "seconds": 1}}, 2, {}, "takes no setting"),
        (TWO, 0, {}, "games must be a positive whole number"),
        (TWO, 2, {"seed": "x"}, r"^seed must be an integer from 0 to 2\*\*63 - 1, not 'x': the same seed gives"),
        (TWO, 2, {"opening_moves": -1}, "opening_moves must be a whole number from 0"),
        (TWO, 3, {}, r"^games must be even, so that each bot of a pair moves first as often: 3$"),
        (TWO, 7, {}, "games must be even"),
        (
            {"A": "random", "B": 5},
            2,
            {},
            r"^bot 'B': a bot spec is a bot kind .* or a mapping with a 'kind' .*, not 5$",
        ),
        ({"A": "random", "B": ["easy"]}, 2, {}, r"^bot 'B': a bot spec is a bot kind .*, not \['easy'\]$"),
        ({"A": cw.make_bot("connect5", "random"), "B": "random"}, 2, {}, r"^bot 'A': a bot spec is a bot kind .*Bot"),
        ({"A": "random", "": "random"}, 2, {}, r"^bot label '' is refused as its player's name.*1 to 40 characters"),
        ({"A": "random", " ": "random"}, 2, {}, r"^bot label ' ' is refused as its player's name.*1 to 40 characters"),
        ({"A": "random", "x" * 41: "random"}, 2, {}, r"^bot label 'x{41}' is refused as its player's name"),
        ({"Red": "random", "\ud800": "random"}, 2, {}, r"^bot label '\\ud800' .*no lone surrogate"),
        (TWO, 2, {"executor": 5}, r"^executor must be None .* or a concurrent.futures.Executor .*, not 5$"),
        (TWO, 2, {"players": 3}, r"^the arena takes only connect5's rule options, not players; .* are: board, "),
        (TWO, 2, {"auto_chance": False}, "rule options, not auto_chance;"),
        (TWO, 2, {"undo": "practice", "position": "x"}, "rule options, not position, undo;"),
        (TWO, 2, {"bord": "A"}, "rule options, not bord;"),
        (TWO, 2, {"move_limit": 0}, "option move_limit=0 is too small"),
        (TWO, 2, {"board": "Z"}, "'Z'"),
    ],
)
def test_bad_arguments_are_refused_before_any_game(bots, games, keywords, message) -> None:
    with pytest.raises(ValueError, match=message):
        cw.arena("connect5", bots, games=games, **{"executor": NoGames(), **keywords})


def test_a_type_error_from_the_rule_options_is_told_as_a_value_error(monkeypatch) -> None:
    def refuse(*args, **kwargs):
        raise TypeError("a converter met a value of the wrong type")

    monkeypatch.setattr("connect_widgets.arena_checks.new_game", refuse)
    with pytest.raises(ValueError, match="invalid for connect5: a converter met a value of the wrong type"):
        cw.arena("connect5", TWO, games=2, executor=NoGames(), board="A")


def test_an_opening_that_ends_the_game_is_an_error_not_a_counted_game() -> None:
    message = "opening_moves=1000 ended the game before any bot moved; choose fewer"
    with pytest.raises(ValueError) as pool:  # from a worker process of the default pool
        cw.arena("connect5", TWO, games=2, seed=0, opening_moves=1000)
    with ThreadPoolExecutor(2) as threads, pytest.raises(ValueError) as here:
        cw.arena("connect5", TWO, games=2, seed=0, executor=threads, opening_moves=1000)
    assert str(pool.value) == str(here.value) == message


def test_no_deal_is_dealt_twice_and_a_table_without_a_repeat_keeps_its_seeds() -> None:
    # Seed 58's 10,000 deals drew one 32-bit seed twice: that deal was played four times, counted twice
    # in the record and in no deal's (a deal is two games).
    two = {"A": "random", "B": "random"}
    deals = [match.game_seed for match in schedule("connect_the_thoughts", two, 20_000, 58, {})][::2]
    assert len(set(deals)) == len(deals) == 10_000
    stream = random.Random("arena:0")  # each deal draws its seed, then two bot seeds for each of its games
    drawn = []
    for _ in range(50):
        drawn.append(stream.getrandbits(32))
        stream.getrandbits(128)  # the four bot seeds (Random draws 32 bits at a time either way)
    assert [match.game_seed for match in schedule("connect5", two, 100, 0, {})][::2] == drawn


def test_a_threaded_process_s_workers_start_from_a_fork_server_unless_a_bot_holds_code_of_main(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Forking a notebook's kernel, which runs threads, may deadlock a worker (Python 3.12 warns of it),
    # and a fork server's fresh process cannot import what a notebook defined.
    def first(game: Any, actor: int, actions: Any, rng: Any) -> Any:
        return actions[0]

    monkeypatch.setattr(arena_checks, "running_threads", lambda: 3)  # a kernel's threads
    servers = worker_context(BOTS)
    assert servers is not None and servers.get_start_method() == "forkserver"  # on Linux, as CI runs
    first.__module__, first.__qualname__ = "__main__", "first"  # defined in a notebook, as pickle finds it
    monkeypatch.setattr(sys.modules["__main__"], "first", first, raising=False)
    for policy in (first, functools.partial(first)):
        mine: dict[str, BotSpec] = {"mine": {"kind": "mcts", "simulations": 2, "policy": policy}, "easy": "easy"}
        forks = worker_context(mine)
        assert forks is not None and forks.get_start_method() == "fork", policy


def test_a_single_threaded_process_forks_its_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(arena_checks, "running_threads", lambda: 1)
    forks = worker_context(BOTS)
    assert forks is not None and forks.get_start_method() == "fork"


def test_threads_are_counted_as_linux_counts_them_native_ones_too() -> None:
    """Python warns before it forks a process with more than one thread of the operating system's (a BLAS
    pool that NumPy starts counts): the arena forked where only Python's own threads were counted, and
    Python 3.13 warned ten times in the tests."""
    before = arena_checks.running_threads()
    with ThreadPoolExecutor(1) as pool:
        pool.submit(time.sleep, 0.2)
        assert arena_checks.running_threads() == before + 1
        assert worker_context(BOTS).get_start_method() == "forkserver"  # type: ignore[union-attr]


def test_a_script_without_a_main_guard_plays_its_arena_once(tmp_path: Path) -> None:
    """A fork server imports a script's ``__main__`` again in each worker: without ``if __name__ ==
    "__main__":`` each worker started the arena again, and the table failed with a broken pool."""
    script = tmp_path / "table.py"
    arena = "cw.arena('connect5', {'A': 'random', 'B': 'random'}, games=2)"
    script.write_text(f"import connect_widgets as cw\nprint({arena}.rows[0].games)\n")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert (done.returncode, done.stdout.strip()) == (0, "2"), done.stderr


def test_a_policy_defined_in_main_plays_in_worker_processes_as_a_notebook_defines_it() -> None:
    script = textwrap.dedent("""
        import connect_widgets as cw
        def first(game, actor, actions, rng):
            return actions[0]
        spec = {"kind": "mcts", "simulations": 2, "policy": first}
        print(cw.arena("connect5", {"mine": spec, "R": "random"}, games=2, seed=0).rows[0].games)
    """)  # run by -c, __main__ has no file to import again: as in a notebook
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout.strip()) == (0, "2"), done.stderr
