"""Boards as data: the built-in boards, loading a file, and saves that hold a board (each malformed
board refused word for word: test_board_refusals.py)."""

from __future__ import annotations

import builtins
import contextlib
import copy
import io
import json
import pathlib
from collections.abc import Callable, Iterator

import pytest

import connect_widgets as cw
from connect_widgets.connect5 import BoardError, Connect5, load_board
from connect_widgets.connect5.board import parse_board

GOOD = {
    "name": "mini",
    "width": 400,
    "height": 200,
    "dots": [
        {"id": "p1", "x": 20, "y": 20, "circled": True},
        {"id": "p2", "x": 80, "y": 20},
        {"id": "p3", "x": 140, "y": 20, "circled": True},
        {"id": "q1", "x": 80, "y": 80},
    ],
    "lines": [{"id": "l1", "path": ["p1", "p2", [110, 10], "p3"]}, {"id": "l2", "path": ["p2", "q1"]}],
}


Point = tuple[float, float]


def _segments_cross(p: Point, q: Point, r: Point, s: Point) -> bool:
    def orient(a: Point, b: Point, c: Point) -> float:
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    return orient(p, q, r) * orient(p, q, s) < 0 and orient(r, s, p) * orient(r, s, q) < 0


@pytest.mark.parametrize("name", ["B", "A"])
def test_builtin_boards_are_drawable_and_rich(name) -> None:
    board = load_board(name)
    players, tokens = 5, 25
    assert 60 <= len(board.dots) < 150
    assert sum(board.circled) >= 20  # room for doubles
    assert len(board.runs[True]) >= 300  # many 5-dot runs
    assert board.connections  # T connections
    # drawn: each line, each dot, a ring per circled dot, at most every token twice (doubles)
    elements = len(board.lines) + len(board.dots) + sum(board.circled) + 2 * players * tokens
    assert elements < 1000


@pytest.mark.parametrize("name", ["B", "A"])
def test_builtin_boards_have_crossings_without_a_dot(name) -> None:
    board = load_board(name)
    xy = {dot.id: (dot.x, dot.y) for dot in board.dots}
    segments = [(a, b) for (i, j) in board.edge_line for a, b in [(board.ids[i], board.ids[j])] if a < b]
    crossings = [
        (s, t)
        for n, s in enumerate(segments)
        for t in segments[n + 1 :]
        if not set(s) & set(t) and _segments_cross(xy[s[0]], xy[s[1]], xy[t[0]], xy[t[1]])
    ]
    assert crossings  # lines cross with no dot: a drawing only, never a connection
    for s, t in crossings:
        assert not board.adjacent(board.index[s[0]], board.index[t[0]])


def test_board_b_t_connection_and_crossing() -> None:
    board = load_board("B")
    e3, e4, e6, d5, f5 = (board.index[d] for d in ("e3", "e4", "e6", "d5", "f5"))
    assert e3 in board.connections  # line v meets the inner ring at the dot e3: a T
    assert board.adjacent(e4, e6) and board.adjacent(d5, f5)  # both cross the centre, which has no dot
    assert not board.adjacent(d5, e6)


def test_round_trip_of_board_json() -> None:
    for name in "BA":
        board = load_board(name)
        assert parse_board(board.to_json()).to_json() == board.to_json()


def test_load_a_board_file_as_the_board_option(tmp_path) -> None:
    path = tmp_path / "mini.json"
    path.write_text(json.dumps(GOOD))
    game = cw.new_game("connect5", board=str(path))
    assert isinstance(game, Connect5) and game.board.name == "mini"
    assert sorted(game.legal_actions(0)) == ["p1", "p2", "p3", "q1"]
    game.apply(0, "p2")
    assert cw.load_game(game.to_json()).history == game.history


def _broken(change):
    data = copy.deepcopy(GOOD)
    change(data)
    return data


BROKEN = {  # two broken boards the tests below load (every refusal, word for word: test_board_refusals.py)
    "unknown dot in a line": _broken(lambda d: d["lines"][1].update(path=["p2", "q9"])),
    "ambiguous jump": _broken(lambda d: d["lines"].append({"id": "l3", "path": ["p1", "q1", "p3"]})),
}


def test_bad_board_file_and_name_are_refused(tmp_path) -> None:
    with pytest.raises(BoardError, match="use 'B', 'A' or the path"):
        load_board("C")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(BoardError, match="not readable JSON"):
        load_board(str(bad))
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(BROKEN["unknown dot in a line"]))
    with pytest.raises(ValueError, match="unknown dot 'q9'"):
        cw.new_game("connect5", board=str(broken))


# ---------------------------------------------------------------------------------------- saves
def test_the_board_option_keeps_a_name_or_the_board_data(tmp_path) -> None:
    path = tmp_path / "mini.json"
    path.write_text(json.dumps(GOOD))
    canonical = parse_board(GOOD).to_json()
    assert cw.new_game("connect5").options["board"] == "B"
    assert cw.new_game("connect5", board="A").options["board"] == "A"
    for given in (str(path), path, GOOD, canonical):
        game = cw.new_game("connect5", board=given)
        assert isinstance(game, Connect5)
        assert game.options["board"] == canonical and game.board.name == "mini"
        assert json.loads(game.to_json())["options"]["board"] == canonical  # the save holds the board itself
    with pytest.raises(BoardError, match="unknown dot 'q9'"):
        cw.new_game("connect5", board=BROKEN["unknown dot in a line"])  # data is checked as a file is


def test_a_save_of_a_file_board_loads_without_the_file(tmp_path) -> None:
    path = tmp_path / "mini.json"
    path.write_text(json.dumps(GOOD))
    game = cw.new_game("connect5", board=str(path), seed=3)
    game.apply(0, "p2")
    path.unlink()
    loaded = cw.load_game(game.to_json())
    assert loaded.history == game.history and loaded.to_json() == game.to_json()
    assert loaded.legal_actions(1) == game.legal_actions(1)


@contextlib.contextmanager
def no_files(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Inside: every way of opening or probing a file fails loudly, and is recorded."""
    touched: list[str] = []

    def refuse(name: str) -> Callable[..., None]:
        def opened(*args: object, **kwargs: object) -> None:
            touched.append(f"{name}{args[:1]}")
            raise AssertionError(f"{name} was called while loading a save")

        return opened

    with monkeypatch.context() as patch:
        for name in ("read_text", "read_bytes", "open", "is_file", "exists", "stat", "resolve"):
            patch.setattr(pathlib.Path, name, refuse(f"Path.{name}"))
        patch.setattr(builtins, "open", refuse("open"))
        patch.setattr(io, "open", refuse("io.open"))
        yield touched


def test_loading_a_save_never_touches_the_filesystem(tmp_path, monkeypatch) -> None:
    path = tmp_path / "mini.json"
    path.write_text(json.dumps(GOOD))
    game = cw.new_game("connect5", board=str(path), seed=2)
    game.apply(0, "p1")
    save = json.loads(game.to_json())
    tampered = {}
    for named in ("/etc/passwd", str(path), "boards/B.json", "C", BROKEN["ambiguous jump"]):
        save["options"]["board"] = named
        tampered[str(named)[:20]] = json.dumps(save)
    load_board("B")  # the built-in boards are read once, when first asked for
    with no_files(monkeypatch) as touched:
        loaded = cw.load_game(game.to_json())
        refusals = {}
        for named, text in tampered.items():
            try:
                cw.load_game(text)
            except cw.CorruptSave as refusal:
                refusals[named] = str(refusal)
    assert touched == []
    assert isinstance(loaded, Connect5)
    assert loaded.history == game.history and loaded.board.name == "mini"
    assert len(refusals) == len(tampered)
    for named, said in refusals.items():  # not "refusal": the name is the except clause's, deleted after it
        expected = "two dots between them" if named.startswith("{") else "a save holds the board as data, never a file"
        assert expected in said, said
