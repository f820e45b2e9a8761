"""Every way a board file can be wrong, with the whole sentence that says so, and the edge of each limit.

tests/connect5/test_board.py checks that each problem is named; here each sentence is checked
word for word (which dot, which line, which number), and each limit is checked on both sides.
"""

from __future__ import annotations

import copy
import json
import math
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from connect_widgets.connect5 import board as board_module
from connect_widgets.connect5.board import (
    KEEP_BOARDS,
    MAX_DOTS,
    MAX_LINES,
    MAX_SIZE,
    Board,
    BoardError,
    board_of,
    board_option,
    load_board,
    parse_board,
)

from .test_board import GOOD


def changed(change: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    data = copy.deepcopy(GOOD)
    change(data)
    return data


def dot(data: dict[str, Any], number: int) -> dict[str, Any]:
    found: dict[str, Any] = data["dots"][number]
    return found


def line(data: dict[str, Any], number: int) -> dict[str, Any]:
    found: dict[str, Any] = data["lines"][number]
    return found


def row_of(count: int) -> dict[str, Any]:
    """``count`` dots in a row, joined two by two by ``count - 1`` lines."""
    return {
        "dots": [{"id": f"d{n}", "x": n, "y": 0} for n in range(count)],
        "lines": [{"path": [f"d{n}", f"d{n + 1}"]} for n in range(count - 1)],
    }


REFUSED = {
    "a list": ([], "a board is a JSON object with 'dots' and 'lines'"),
    "no dots": (changed(lambda d: d.pop("dots")), "the board has no 'dots' list"),
    "no lines": (changed(lambda d: d.pop("lines")), "the board has no 'lines' list"),
    "dots not a list": (changed(lambda d: d.update(dots={"p1": {}})), "the board's 'dots' must be a non-empty list"),
    "no line at all": (changed(lambda d: d.update(lines=[])), "the board's 'lines' must be a non-empty list"),
    "empty name": (changed(lambda d: d.update(name="")), "the board's name must be text of 1 to 40 characters, not ''"),
    "long name": (
        changed(lambda d: d.update(name="n" * 41)),
        f"the board's name must be text of 1 to 40 characters, not {'n' * 41!r}",
    ),
    "name a number": (
        changed(lambda d: d.update(name=7)),
        "the board's name must be text of 1 to 40 characters, not 7",
    ),
    "long title": (
        changed(lambda d: d.update(title="t" * 41)),
        f"the board's title must be text of 1 to 40 characters, not {'t' * 41!r}",
    ),
    "width text": (changed(lambda d: d.update(width="400")), "the board's width must be a finite number, not '400'"),
    "width true": (changed(lambda d: d.update(width=True)), "the board's width must be a finite number, not True"),
    "height infinite": (
        changed(lambda d: d.update(height=math.inf)),
        "the board's height must be a finite number, not inf",
    ),
    "width negative": (
        changed(lambda d: d.update(width=-1)),
        f"the board's width must be between 0 and {MAX_SIZE}, not -1",
    ),
    "height too big": (
        changed(lambda d: d.update(height=MAX_SIZE + 1)),
        f"the board's height must be between 0 and {MAX_SIZE}, not {MAX_SIZE + 1}",
    ),
    "dot not an object": (
        changed(lambda d: d["dots"].insert(1, "p9")),
        "dot #2 must be an object with an 'id', 'x' and 'y'",
    ),
    "dot without id": (
        changed(lambda d: dot(d, 2).pop("id")),
        "dot #3 must be an object with an 'id', 'x' and 'y'",
    ),
    "dot id a number": (
        changed(lambda d: dot(d, 1).update(id=5)),
        "dot #2 has a bad id 5: a lowercase letter then up to 5 letters or digits, no 'x'",
    ),
    "dot id too long": (
        changed(lambda d: dot(d, 3).update(id="q123456")),
        "dot #4 has a bad id 'q123456': a lowercase letter then up to 5 letters or digits, no 'x'",
    ),
    "dot id capital": (
        changed(lambda d: dot(d, 0).update(id="P1")),
        "dot #1 has a bad id 'P1': a lowercase letter then up to 5 letters or digits, no 'x'",
    ),
    "duplicate dot": (changed(lambda d: dot(d, 3).update(id="p2")), "duplicate dot id 'p2'"),
    "no x": (changed(lambda d: dot(d, 1).pop("x")), "dot 'p2' has no coordinates: give 'x' and 'y'"),
    "x text": (changed(lambda d: dot(d, 2).update(x="1")), "dot 'p3''s x must be a finite number, not '1'"),
    "y nan": (changed(lambda d: dot(d, 3).update(y=math.nan)), "dot 'q1''s y must be a finite number, not nan"),
    "circled yes": (
        changed(lambda d: dot(d, 1).update(circled=1)),
        "dot 'p2': 'circled' must be true or false, not 1",
    ),
    "beyond the width": (
        changed(lambda d: dot(d, 2).update(x=401)),
        "dot 'p3' at (401, 20) lies outside the board (400 x 200)",
    ),
    "below the height": (
        changed(lambda d: dot(d, 3).update(y=201)),
        "dot 'q1' at (80, 201) lies outside the board (400 x 200)",
    ),
    "left of the board": (
        changed(lambda d: dot(d, 0).update(x=-1)),
        "dot 'p1' at (-1, 20) lies outside the board (400 x 200)",
    ),
    "above the board": (
        changed(lambda d: dot(d, 0).update(y=-0.5)),
        "dot 'p1' at (20, -0.5) lies outside the board (400 x 200)",
    ),
    "line not an object": (
        changed(lambda d: d["lines"].append("l3")),
        "line #3 must be an object with a 'path' list of dot ids",
    ),
    "path not a list": (
        changed(lambda d: line(d, 1).update(path="p2 q1")),
        "line #2 must be an object with a 'path' list of dot ids",
    ),
    "line id a number": (changed(lambda d: line(d, 1).update(id=2)), "line #2 has a bad or duplicate id 2"),
    "line id with x": (changed(lambda d: line(d, 0).update(id="x1")), "line #1 has a bad or duplicate id 'x1'"),
    "line id twice": (changed(lambda d: line(d, 1).update(id="l1")), "line #2 has a bad or duplicate id 'l1'"),
    "unknown dot": (
        changed(lambda d: line(d, 1).update(path=["p2", "q2"])),
        "line 'l2' goes through an unknown dot 'q2'",
    ),
    "dot twice": (
        changed(lambda d: line(d, 0).update(path=["p1", "p2", "p3", "p2"])),
        "line 'l1' passes dot 'p2' twice (use 'closed' for a loop)",
    ),
    "waypoint first": (
        changed(lambda d: line(d, 1).update(path=[[1, 2], "p2", "q1"])),
        "line 'l2' must start at a dot, not a waypoint",
    ),
    "waypoint last": (
        changed(lambda d: line(d, 1).update(path=["p2", "q1", [1, 2]])),
        "line 'l2' must end at a dot, not a waypoint",
    ),
    "waypoint of text": (
        changed(lambda d: line(d, 1).update(path=["p2", [1, "2"], "q1"])),
        "a waypoint of line 'l2' must be a finite number, not '2'",
    ),
    "waypoint of three": (
        changed(lambda d: line(d, 1).update(path=["p2", [1, 2, 3], "q1"])),
        "line 'l2': [1, 2, 3] is neither a dot id nor an [x, y] waypoint",
    ),
    "a number in the path": (
        changed(lambda d: line(d, 1).update(path=["p2", 4, "q1"])),
        "line 'l2': 4 is neither a dot id nor an [x, y] waypoint",
    ),
    "one dot": (
        changed(lambda d: line(d, 1).update(path=["q1"])),
        "line 'l2' joins 1 dot(s); a line joins at least 2 dots",
    ),
    "closed yes": (
        changed(lambda d: line(d, 1).update(closed="yes")),
        "line 'l2': 'closed' and 'smooth' must be true or false",
    ),
    "smooth one": (
        changed(lambda d: line(d, 0).update(smooth=1)),
        "line 'l1': 'closed' and 'smooth' must be true or false",
    ),
    "closed pair": (changed(lambda d: line(d, 1).update(closed=True)), "line 'l2' is closed but has fewer than 3 dots"),
    "same segment": (
        changed(lambda d: d["lines"].append({"id": "l3", "path": ["q1", "p2"]})),
        "dots 'q1' and 'p2' are joined by both line 'l2' and 'l3'",
    ),
    "a loop along a line": (
        changed(
            lambda d: (
                d["dots"].append({"id": "r1", "x": 140, "y": 80}),
                d["lines"].append({"id": "l3", "path": ["p3", "r1", "p2"], "closed": True}),
            )
        ),
        "dots 'p2' and 'p3' are joined by both line 'l1' and 'l3'",
    ),
    "lonely dot": (
        changed(lambda d: d["dots"].append({"id": "z9", "x": 1, "y": 1})),
        "dot 'z9' is on no line (every dot must be on a line)",
    ),
    "ambiguous jump": (
        changed(lambda d: d["lines"].append({"id": "l3", "path": ["p1", "q1", "p3"]})),
        "dots 'p1' and 'p3' have two dots between them ('p2' and 'q1'): a jump from one to the other would be"
        " ambiguous",
    ),
}


@pytest.mark.parametrize("case", REFUSED)
def test_each_refusal_names_what_is_wrong_word_for_word(case: str) -> None:
    data, message = REFUSED[case]
    with pytest.raises(BoardError) as refusal:
        parse_board(data)
    assert str(refusal.value) == message


def test_the_dot_and_line_counts_are_limited_at_their_maximum() -> None:
    assert len(parse_board(row_of(MAX_LINES + 1)).lines) == MAX_LINES  # 101 dots in a row: 100 lines
    too_many_lines = row_of(MAX_LINES + 2)
    with pytest.raises(BoardError) as refusal:
        parse_board(too_many_lines)
    assert str(refusal.value) == f"the board has {MAX_LINES + 1} lines; at most {MAX_LINES}"
    fewest_lines = row_of(MAX_DOTS)  # 200 dots, joined by lines of 3 to 4 dots
    fewest_lines["lines"] = [
        {"path": [f"d{n}" for n in range(start, min(start + 4, MAX_DOTS))]} for start in range(0, MAX_DOTS, 3)
    ]
    assert len(parse_board(fewest_lines).dots) == MAX_DOTS
    fewest_lines["dots"].append({"id": "z1", "x": 0, "y": 1})
    with pytest.raises(BoardError) as refusal:
        parse_board(fewest_lines)
    assert str(refusal.value) == f"the board has {MAX_DOTS + 1} dots; at most {MAX_DOTS} can be drawn"


def test_names_sizes_and_coordinates_are_accepted_up_to_their_edges() -> None:
    edge = changed(lambda d: d.update(name="n" * 40, title="t", width=MAX_SIZE, height=0.5 + 199.5))
    dot(edge, 0).update(x=0, y=0)
    dot(edge, 3).update(x=MAX_SIZE, y=200)
    board = parse_board(edge)
    assert (board.name, board.title, board.width, board.height) == ("n" * 40, "t", MAX_SIZE, 200.0)
    assert (board.dots[3].x, board.dots[3].y) == (MAX_SIZE, 200)


def test_what_a_board_may_leave_out() -> None:
    bare = {
        "dots": [
            {"id": "a1", "x": 10, "y": 5},
            {"id": "b1", "x": 50, "y": 30, "circled": True},
            {"id": "c1", "x": 0, "y": 0},
        ],
        "lines": [{"path": ["a1", "b1"]}, {"path": ["b1", [60, 60], "c1"], "smooth": True}],
    }
    board = parse_board(bare)
    assert (board.name, board.title) == ("custom", "custom")  # the title is the name unless given
    assert (board.width, board.height) == (50 + 40, 30 + 40)  # the dots' extent and a margin
    assert [line.id for line in board.lines] == ["l1", "l2"]  # numbered from 1, in file order
    assert board.circled == (False, True, False)
    assert [(line.closed, line.smooth) for line in board.lines] == [(False, False), (False, True)]
    assert board.lines[1].path == ("b1", (60, 60), "c1") and board.lines[1].dots == ("b1", "c1")
    assert board.to_json()["lines"][1] == {"id": "l2", "path": ["b1", [60, 60], "c1"], "closed": False, "smooth": True}
    titled = parse_board({**bare, "name": "tiny", "width": 300})
    assert (titled.name, titled.title, titled.width, titled.height) == ("tiny", "tiny", 300, 70)
    tall = parse_board({**bare, "height": 300})
    assert (tall.width, tall.height) == (90, 300)  # each side left out is worked out on its own


# ---------------------------------------------------------------------------------------- loading
def test_a_board_that_is_not_there_or_not_an_option_is_refused_word_for_word(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.json"
    end = str(missing) if len(str(missing)) <= 60 else "…" + str(missing)[-60:]  # a long path is quoted by its end
    refusals = {
        "no such file": (
            lambda: load_board(missing),
            f"no board {end!r}: use 'B', 'A' or the path of a board JSON file",
        ),
        "a path in a save": (
            lambda: board_option("boards/B.json", files=False),
            "a save holds the board as data, never a file name: 'boards/B.json' is neither 'B' nor 'A'",
        ),
        "a name too long for a path": (  # the file system's ENAMETOOLONG is no board either
            lambda: load_board("a" * 300),
            f"no board {'…' + 'a' * 60!r}: use 'B', 'A' or the path of a board JSON file",
        ),
        "a number": (
            lambda: board_option(5, files=True),
            "option board=5 must be text ('B', 'A' or the path of a board JSON file) or a board's data (a dict)",
        ),
        "a number in a save": (  # a save's refusal offered "the path of a board JSON file", which no save takes
            lambda: board_option(5, files=False),
            "a save holds the board as 'B', 'A' or a board's data (an object), not 5",
        ),
    }
    for name, (attempt, message) in refusals.items():
        with pytest.raises(BoardError) as refusal:
            attempt()
        assert str(refusal.value) == message, name


def test_board_data_loads_as_a_board_and_a_changed_file_is_read_again(tmp_path: Path) -> None:
    assert load_board(GOOD).to_json() == parse_board(GOOD).to_json()
    path = tmp_path / "mini.json"
    path.write_text(json.dumps(GOOD))
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    assert load_board(path).title == "mini"
    path.write_text(json.dumps({**GOOD, "title": "Mini board"}))
    os.utime(path, ns=(2_000_000_000, 2_000_000_000))
    assert load_board(str(path)).title == "Mini board"


def test_the_board_of_an_option_is_parsed_once_and_the_last_64_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    options = [board_option({**GOOD, "name": f"b{n}"}, files=False) for n in range(KEEP_BOARDS + 1)]
    parsed: list[str] = []
    original = board_module.parse_board

    def parse_recorded(data: Any) -> Board:
        parsed.append(data["name"])
        return original(data)

    monkeypatch.setattr(board_module, "parse_board", parse_recorded)
    assert [board_of(option).name for option in options[1:]] == [f"b{n}" for n in range(1, KEEP_BOARDS + 1)]
    assert parsed == []  # each kept since board_option parsed it
    assert board_of(options[0]).name == "b0" and parsed == ["b0"]  # the oldest was let go
    assert board_of(options[0]) is board_of(options[0]) and parsed == ["b0"]
