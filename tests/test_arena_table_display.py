"""The arena's table as a notebook shows it: a cell ending in ``cw.arena(...)`` showed the dataclass
repr with every outcome (9,000 characters for 100 games), labels longer than the pair column pushed
the columns of their rows out of line, and a sweep's Elo was 799.9999999999998."""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor

from IPython.lib.pretty import pretty

import connect_widgets as cw
from connect_widgets.matches import ArenaTable, Outcome, PairResult

LONG = ("heuristic (greedy, easy)", "uniformly random mover")  # labels may be up to 40 characters


def sweep(first: str = "A", second: str = "B") -> PairResult:
    return PairResult(first, second, wins=4, losses=0, ties=0, mean_score_difference=5.0, deals_won=2)


def test_a_table_shows_as_its_text_not_as_its_outcomes() -> None:
    outcomes = tuple(Outcome(("B", "A") if n % 2 else ("A", "B"), (5, 0), (n % 2,), 30, n // 2) for n in range(100))
    table = ArenaTable("connect5", (sweep(),), outcomes)
    assert repr(table) == pretty(table) == str(table)
    assert len(repr(table)) < 300 and "Outcome" not in repr(table)
    assert table.records()[0]["games"] == 4 and table.outcomes == outcomes  # the data stays as it was


def test_the_pair_column_is_as_wide_as_the_longest_pair() -> None:
    short = str(ArenaTable("connect5", (sweep(),), ())).splitlines()
    lines = str(ArenaTable("connect5", (sweep(*LONG), sweep()), ())).splitlines()
    width = len(" v ".join(LONG))
    assert lines[1][width:] == short[1][24:]  # the header's columns over the rows' columns
    assert lines[2][width:] == lines[3][width:] == short[2][24:]
    assert lines[2][:width] == " v ".join(LONG) and lines[3][:width].rstrip() == "A v B"
    assert short[2].startswith("A v B" + " " * 19 + " " + "    4")  # short labels keep the 24 characters they had


def test_a_sweep_is_800_elo_and_every_elo_is_to_a_tenth() -> None:
    record = sweep().record()
    assert (record["elo"], record["elo_high"]) == (800.0, 800.0)
    assert sweep().elo_interval[1] == 800.0
    mixed = PairResult("A", "B", wins=7, losses=2, ties=1, mean_score_difference=1.0).record()
    for key in ("elo", "elo_low", "elo_high"):
        assert mixed[key] == round(mixed[key], 1)


def test_an_arena_s_table_says_its_games_and_seed_so_it_can_be_made_again() -> None:
    """The table kept no seed: a printed table could not be played again."""
    with ThreadPoolExecutor(1) as executor:
        table = cw.arena("num_connect", {"A": "easy", "B": "random"}, games=4, seed=3, executor=executor)
    assert (table.seed, table.games) == (3, 4)
    assert str(table).splitlines()[0] == "num_connect (4 games a pair, seed 3)"


def test_every_column_of_a_row_ends_where_its_heading_ends() -> None:
    # The win rate and its interval took 21 characters under a 22-character heading: every column
    # from there on stood one character left of its heading.
    header, row = str(ArenaTable("connect5", (sweep(),), ())).splitlines()[1:]
    at, heading_ends = 24, []  # where each right-aligned heading ends, found left to right
    for word in ("games", "W", "L", "T", "(95%)", "diff", "(95%)", "W-L-split"):
        at = header.index(word, at) + len(word)
        heading_ends.append(at)
    row_ends = {match.end() for match in re.finditer(r"\S+", row)}
    assert set(heading_ends) <= row_ends, (header, row)
