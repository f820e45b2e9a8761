"""The tables a board precomputes, on a board small enough to work out by hand.

A "T" (a row of five dots, a column of two more hanging from its middle dot) and, apart from it,
a closed ring of six dots::

    a1 - b1 - c1 - d1 - e1          r1 - r2 - r3
              |                     |         |
              c2                    r6 - r5 - r4   (closed: r6 joins r1)
              |
              c3

The built-in boards are parsed once per process and kept, so these tables are checked here on a
board parsed in the test itself.
"""

from __future__ import annotations

import pytest

from connect_widgets.connect5.board import Board, parse_board

ROW, COLUMN, RING = ("a1", "b1", "c1", "d1", "e1"), ("c2", "c3"), ("r1", "r2", "r3", "r4", "r5", "r6")
H, V, RING_LINE = 0, 1, 2  # the lines' numbers, in file order


def t_and_ring() -> Board:
    spots = [*ROW, *COLUMN, *RING]
    data = {
        "name": "t",
        "dots": [{"id": d, "x": 10 + 10 * n, "y": 10, "circled": d == "c1"} for n, d in enumerate(spots)],
        "lines": [
            {"id": "h", "path": list(ROW)},
            {"id": "v", "path": ["c1", *COLUMN]},
            {"id": "o", "path": list(RING), "closed": True},
        ],
    }
    return parse_board(data)


@pytest.fixture
def board() -> Board:
    """Parsed anew for each test (mutmut runs a mutant only with the tests that call the code it changed)."""
    return t_and_ring()


def ids(board: Board, dots) -> tuple[str, ...]:
    return tuple(board.ids[d] for d in dots)


def test_indices_ids_and_circles_follow_the_file(board: Board) -> None:
    assert board.ids == (*ROW, *COLUMN, *RING)
    assert board.index == {d: n for n, d in enumerate(board.ids)}
    assert [board.ids[n] for n, circled in enumerate(board.circled) if circled] == ["c1"]
    assert (board.name, board.title, board.width, board.height) == ("t", "t", 130 + 40, 10 + 40)


def test_each_segment_is_on_its_line_both_ways_and_the_ring_closes(board: Board) -> None:
    named = {(board.ids[a], board.ids[b]): line for (a, b), line in board.edge_line.items()}
    row = [("a1", "b1"), ("b1", "c1"), ("c1", "d1"), ("d1", "e1")]
    column = [("c1", "c2"), ("c2", "c3")]
    ring = [("r1", "r2"), ("r2", "r3"), ("r3", "r4"), ("r4", "r5"), ("r5", "r6"), ("r6", "r1")]
    expected = {pair: line for line, pairs in ((H, row), (V, column), (RING_LINE, ring)) for pair in pairs}
    expected |= {(b, a): line for (a, b), line in expected.items()}
    assert named == expected
    assert board.adjacent(board.index["r6"], board.index["r1"])
    assert not board.adjacent(board.index["e1"], board.index["r1"])


def test_neighbours_are_in_board_order_and_only_the_t_is_a_connection(board: Board) -> None:
    neighbours = {board.ids[n]: ids(board, near) for n, near in enumerate(board.neighbours)}
    assert neighbours == {
        "a1": ("b1",),
        "b1": ("a1", "c1"),
        "c1": ("b1", "d1", "c2"),
        "d1": ("c1", "e1"),
        "e1": ("d1",),
        "c2": ("c1", "c3"),
        "c3": ("c2",),
        "r1": ("r2", "r6"),
        "r2": ("r1", "r3"),
        "r3": ("r2", "r4"),
        "r4": ("r3", "r5"),
        "r5": ("r4", "r6"),
        "r6": ("r1", "r5"),
    }
    assert ids(board, board.connections) == ("c1",)  # r1 and r6 are joined by one line, the ring


def jumps(board: Board, turns: bool) -> set[tuple[str, str, str, tuple[int, ...]]]:
    return {
        (board.ids[start], board.ids[over], board.ids[landing], tuple(sorted(lines)))
        for start, row in enumerate(board.jumps[turns])
        for over, landing, lines in row
    }


STRAIGHT_JUMPS = {
    ("a1", "b1", "c1", (H,)),
    ("b1", "c1", "d1", (H,)),
    ("c1", "b1", "a1", (H,)),
    ("c1", "d1", "e1", (H,)),
    ("c1", "c2", "c3", (V,)),
    ("d1", "c1", "b1", (H,)),
    ("e1", "d1", "c1", (H,)),
    ("c3", "c2", "c1", (V,)),
    *((RING[n], RING[(n + 1) % 6], RING[(n + 2) % 6], (RING_LINE,)) for n in range(6)),
    *((RING[n], RING[(n - 1) % 6], RING[(n - 2) % 6], (RING_LINE,)) for n in range(6)),
}
TURNING_JUMPS = {
    ("b1", "c1", "c2", (H, V)),
    ("d1", "c1", "c2", (H, V)),
    ("c2", "c1", "b1", (H, V)),
    ("c2", "c1", "d1", (H, V)),
}


def test_jumps_pass_over_a_neighbour_and_turn_only_at_the_t_when_allowed(board: Board) -> None:
    assert jumps(board, False) == STRAIGHT_JUMPS
    assert jumps(board, True) == STRAIGHT_JUMPS | TURNING_JUMPS
    assert sum(map(len, board.jumps[True])) == len(STRAIGHT_JUMPS | TURNING_JUMPS)  # none listed twice


def runs(board: Board, turns: bool) -> list[tuple[tuple[str, ...], tuple[int, ...]]]:
    return [(ids(board, dots), tuple(sorted(lines))) for dots, lines in board.runs[turns]]


RING_RUNS = [  # each of the ring's six runs once, written from its lower end (r1 is the lowest)
    (("r1", "r2", "r3", "r4", "r5"), (RING_LINE,)),
    (("r1", "r6", "r5", "r4", "r3"), (RING_LINE,)),
    (("r2", "r1", "r6", "r5", "r4"), (RING_LINE,)),
    (("r2", "r3", "r4", "r5", "r6"), (RING_LINE,)),
    (("r3", "r2", "r1", "r6", "r5"), (RING_LINE,)),
    (("r4", "r3", "r2", "r1", "r6"), (RING_LINE,)),
]


def test_runs_are_the_simple_paths_of_five_dots_each_once(board: Board) -> None:
    assert runs(board, False) == [(ROW, (H,)), *RING_RUNS]
    assert runs(board, True) == [
        (ROW, (H,)),
        (("a1", "b1", "c1", "c2", "c3"), (H, V)),
        (("e1", "d1", "c1", "c2", "c3"), (H, V)),
        *RING_RUNS,
    ]


def test_runs_by_dot_zones_and_masks_follow_from_the_runs(board: Board) -> None:
    for turns in (True, False):
        listed = board.runs[turns]
        for dot in range(len(board.dots)):
            through = [n for n, (run, _) in enumerate(listed) if dot in run]
            assert list(board.runs_by_dot[turns][dot]) == through
            assert board.run_zone[turns][dot] == tuple(sorted({d for n in through for d in listed[n][0]}))
        assert board.run_masks[turns] == tuple(sum(1 << d for d in run) for run, _ in listed)
    c2, c3, e1 = (board.index[d] for d in ("c2", "c3", "e1"))
    assert board.runs_by_dot[False][c2] == () and board.run_zone[False][c3] == ()  # no straight run down
    assert ids(board, board.run_zone[True][c3]) == (*ROW, *COLUMN)  # the T's two turning runs reach it all
    assert ids(board, board.run_zone[False][e1]) == ROW
    assert board.run_masks[False][0] == 0b11111


def test_line_ids_are_sorted_and_the_board_reads_back(board: Board) -> None:
    assert board.line_ids(frozenset((RING_LINE, H))) == ["h", "o"]
    assert board.dot("r6") == 12
    assert repr(board) == "<Connect5 board t: 13 dots, 3 lines>"
    again = parse_board(board.to_json())
    assert again.to_json() == board.to_json() and again.runs == board.runs and again.jumps == board.jumps
