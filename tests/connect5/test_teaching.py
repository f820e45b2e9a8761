"""The teaching helpers read the position through the public API, and the bot uses only them and the protocol."""

from __future__ import annotations

import ast
import inspect
from types import ModuleType
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.connect5 import Connect5, bots, feeding, forcing, threats
from connect_widgets.connect5.teaching import eatable, fours_through, occupied, open_fours, run_potential, runs_through

from .helpers import game


def test_position_reads_the_view() -> None:
    g = game("c1=R e1=BB a5=RR")
    assert occupied(g) == {"c1": (0, 1), "e1": (1, 2), "a5": (0, 2)}
    g.apply(0, "d1")
    assert occupied(g)["d1"] == (0, 1)
    empty = cw.new_game("connect5")
    assert isinstance(empty, Connect5) and occupied(empty) == {}


def test_runs_through_follow_the_turns_option() -> None:
    g = game()
    runs = runs_through(g, "e1")
    assert all(len(run) == 5 and "e1" in run for run in runs)
    assert ("a1", "b1", "c1", "d1", "e1") in runs or ("e1", "d1", "c1", "b1", "a1") in runs
    assert any({"c1", "e3"} <= set(run) for run in runs)  # turning at the T e1
    straight = runs_through(game(turns=False), "e1")
    assert not any({"c1", "e3"} <= set(run) for run in straight)
    assert len(straight) < len(runs)


def test_open_fours_and_threats_agree() -> None:
    g = game("c1=R d1=R e1=R e2=R b9=B")
    fours = open_fours(g, 0)
    assert sorted(fours) == threats(g, 0)
    assert "e3" in fours and set(fours["e3"]) == {"c1", "d1", "e1", "e2", "e3"}
    assert open_fours(g, 1) == {}


def test_doubles_count_option_is_respected() -> None:
    setup = "c1=R d1=R e1=RR e2=R"
    assert "e3" in open_fours(game(setup), 0)
    assert "e3" not in open_fours(game(setup, doubles_count=False), 0)


def test_fours_through_and_run_potential() -> None:
    g = game("a1=R b1=R c1=R d1=R g5=B")
    assert fours_through(g, 0, "e1") >= 1  # free: the runs a token there completes
    assert fours_through(g, 0, "a1") >= 1  # a red token in an open four
    assert fours_through(g, 1, "e1") == 0
    empty = game()
    assert run_potential(empty, 0, "e1") == 0
    assert run_potential(g, 0, "e1") > run_potential(g, 0, "i9")
    blocked = game("a1=R b1=R c1=B")
    assert run_potential(blocked, 0, "d1") < run_potential(game("a1=R b1=R"), 0, "d1")


def test_the_bot_reads_no_internals() -> None:
    """Its seat and the teaching helpers only: no ``game.state``, ``rules``, ``board``, ``clone`` or seed."""
    tree = ast.parse(inspect.getsource(bots))
    touched = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    assert not touched & {"state", "_state", "rules", "board", "cells", "clone", "seed", "_game"}
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert imported <= {
        "__future__",
        "collections.abc",  # the type of its reading in steps
        "random",
        "typing",
        "core.bots",
        "core.game",
        "core.search",
        "core.seat",
        "core.checks",  # the checks of its settings
        "core.words",  # its words, to say what its move does (no internals: sentences only)
        "feeding",
        "forcing",
        "teaching",
        "words",
    }


@pytest.mark.parametrize("module", [forcing, feeding])
def test_what_the_search_reads_before_it_searches_reads_no_internals(module: ModuleType) -> None:
    """Forced wins (``forcing``) and blocks that only feed an eat (``feeding``) are read on copies
    made with ``seat.determinize`` (the reading of threats copies them again to play a move ahead,
    ``clone``), with the teaching helpers and the protocol only."""
    tree = ast.parse(inspect.getsource(module))
    touched = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    assert not touched & {"state", "_state", "rules", "board", "cells", "seed", "_game"}
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert imported <= {"__future__", "collections.abc", "core.seat", "game", "teaching"}  # game: a copy's type


def test_open_lines_counts_the_runs_each_player_still_has_a_chance_on() -> None:
    from connect_widgets.connect5 import open_lines

    empty = game("")
    assert open_lines(empty, 0) == (0, 0, 0, 0)
    lone = game("a1=R")
    ones, twos, threes, fours = open_lines(lone, 0)
    assert ones == len(runs_through(lone, "a1")) and (twos, threes, fours) == (0, 0, 0)
    four = game("e6=B e7=B e8=B e9=B d9=R f9=R")
    assert open_lines(four, 1)[3] == 1  # e4 completes it
    blocked = game("e6=B e7=B e8=B e9=B d9=R f9=R e4=R")
    assert open_lines(blocked, 1)[3] == 0 and open_lines(blocked, 0)[0] > 0


def test_line_dots_name_the_dots_that_complete_a_connect_5_and_those_that_make_a_four() -> None:
    from connect_widgets.connect5 import line_dots

    four = game("e6=B e7=B e8=B e9=B d9=R f9=R")
    completions, makers = line_dots(four, 1)
    assert completions == frozenset(open_fours(four, 1)) == {"e4"}
    three = game("e7=B e8=B e9=B")
    completions, makers = line_dots(three, 1)
    assert completions == frozenset() and {"e6", "e4"} <= makers
    assert line_dots(three, 0) == (frozenset(), frozenset())


def test_fork_dots_are_the_dots_where_one_token_makes_two_completion_dots() -> None:
    """Checked against placing the token and counting the completion dots, on random positions."""
    import random

    from connect_widgets.connect5 import fork_dots, line_dots
    from connect_widgets.testing import play_random

    found = 0
    for seed in range(12):
        played = play_random(cw.new_game("connect5", seed=seed, mode="full"), random.Random(seed), 14 + seed)
        text = played.view()["position"]
        board = game(text)
        occupied = {item.split("=")[0] for item in text.split()}
        free = [dot for dot in board.board.ids if dot not in occupied]
        for player, letter in ((0, "R"), (1, "B")):
            expected = {dot for dot in free if len(line_dots(game(f"{text} {dot}={letter}"), player)[0]) >= 2}
            assert fork_dots(board, player) == expected, (seed, player)
            found += len(expected)
    assert found > 0  # some positions have forks, so the comparison means something


def test_eatable_names_the_dots_a_player_could_jump_over_now() -> None:
    g = game("c1=R d1=B f1=B a9=B")
    assert "c1xe1xg1" in g.legal_actions(0)
    assert eatable(g, 0) == {"d1", "f1"}
    assert eatable(g, 1) == frozenset()  # Blue is not to move
    assert eatable(game("c1=R e9=B"), 0) == frozenset()


def _by_runs(g: Connect5, player: int) -> tuple[tuple[int, ...], frozenset[str], frozenset[str]]:
    """:func:`open_lines` and :func:`line_dots` counted the plain way: every run of five on the board
    (``runs_through`` each dot), read token by token."""
    doubles_count = g.options.get("doubles_count", True)
    held_by = occupied(g)
    runs = {min(run, run[::-1]) for dot in g.board.ids for run in runs_through(g, dot)}  # each run once, either way
    counts, fours, threes = [0, 0, 0, 0, 0], set[str](), set[str]()
    for run in runs:
        tokens = [held_by.get(dot) for dot in run]
        if any(t is not None and (t[0] != player or (t[1] == 2 and not doubles_count)) for t in tokens):
            continue  # a rival's token, or a double that does not count: no Connect 5 along this run
        held = sum(t is not None for t in tokens)
        counts[held] += 1
        free = {dot for dot in run if dot not in held_by}
        (fours if held == 4 else threes if held == 3 else set()).update(free)
    return tuple(counts[1:]), frozenset(fours), frozenset(threes)


def test_the_line_reading_counts_every_run_a_player_has_a_token_in() -> None:
    """The reading looks only at the runs through a player's own tokens (for speed: the search reads
    thousands of positions a move); the plain count over every run must agree, on random positions
    of both boards, with and without turns and doubles counting, for 2 to 4 players."""
    import random

    from connect_widgets.connect5 import line_dots, open_lines
    from connect_widgets.testing import play_random

    compared = 0
    for seed in range(24):
        rng = random.Random(seed)
        options: dict[str, Any] = {"board": rng.choice("AB"), "turns": seed % 2 == 0, "doubles_count": seed % 3 != 0}
        g = cw.new_game("connect5", players=2 + seed % 3, seed=seed, mode="full", **options)
        assert isinstance(g, Connect5)
        for _ in range(6):
            play_random(g, rng, rng.randrange(4, 12))
            for player in range(len(g.players)):
                lines, fours, threes = _by_runs(g, player)
                assert open_lines(g, player) == lines, (seed, player, g.view()["position"])
                assert line_dots(g, player) == (fours, threes), (seed, player, g.view()["position"])
                compared += sum(lines) > 0
    assert compared > 100  # positions with tokens in runs, so the comparison means something
