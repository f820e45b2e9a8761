"""Connect5 boards as data: dots, the lines through them, and the tables the rules need.

A board file is JSON::

    {"name": "B", "title": "Basic board", "width": 540, "height": 540,
     "dots": [{"id": "e5", "x": 270, "y": 270, "circled": true}, ...],
     "lines": [{"id": "r1", "path": ["a1", "b1", [90, 40], "c1"], "closed": false, "smooth": false}, ...]}

A line's ``path`` lists its dots in order; ``[x, y]`` items between them are drawing waypoints only
(so a line can bend or curve between two dots). Two dots are *adjacent* when they follow each other
on a line (a ``closed`` line also joins its last dot to its first). A dot on two or more lines is a
*connection* (the rulebook's "T"): only there can a path change line. Lines whose drawings cross
where neither has a dot are not connected at all. :func:`load_board` checks all of this and refuses
a malformed board with a :class:`BoardError` saying what is wrong.

A game's ``board`` option keeps ``"B"``, ``"A"`` or the board's own data (:func:`board_option`), so a
save carries the board and never names a file; :func:`board_of` gives the board of such an option.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import pairwise
from pathlib import Path
from typing import Any

from ..core.errors import Refused
from ..core.options import QUOTE_LIMIT, shown
from .words import WORDS

BOARD_DIR = Path(__file__).parent / "boards"
BUILTIN_BOARDS = ("B", "A")
MAX_DOTS = 200
MAX_LINES = 100
MAX_SIZE = 4000
RUN_LENGTH = 5
DOT_ID = re.compile(r"^[a-wyz][a-wyz0-9]{0,5}$")  # no "x": it separates the dots of an eat


class BoardError(Refused):
    """A board file that cannot be used; the message says what is wrong (in any language: :class:`Refused`)."""


@dataclass(frozen=True)
class Dot:
    """A dot: its short id, drawing coordinates and whether it is circled."""

    id: str
    x: float
    y: float
    circled: bool


@dataclass(frozen=True)
class Line:
    """A line of the board: its dots in order and the points to draw it through."""

    id: str
    dots: tuple[str, ...]
    path: tuple[str | tuple[float, float], ...]
    closed: bool
    smooth: bool

    def to_json(self) -> dict[str, Any]:
        """The line as board JSON: ``id``, ``path`` (dot ids and ``[x, y]`` waypoints), ``closed``, ``smooth``."""
        path = [p if isinstance(p, str) else list(p) for p in self.path]
        return {"id": self.id, "path": path, "closed": self.closed, "smooth": self.smooth}


class Board:
    """A validated board with precomputed adjacency, jump and run tables (dots are indexed 0..n-1)."""

    def __init__(
        self, name: str, title: str, width: float, height: float, dots: tuple[Dot, ...], lines: tuple[Line, ...]
    ):
        self.name, self.title, self.width, self.height = name, title, width, height
        self.dots, self.lines = dots, lines
        self.index: dict[str, int] = {dot.id: i for i, dot in enumerate(dots)}
        self.ids: tuple[str, ...] = tuple(dot.id for dot in dots)
        self.circled: tuple[bool, ...] = tuple(dot.circled for dot in dots)
        self.edge_line: dict[tuple[int, int], int] = {}
        for number, line in enumerate(lines):
            for a, b in _segments(line):
                self.edge_line[self.index[a], self.index[b]] = number
                self.edge_line[self.index[b], self.index[a]] = number
        self.neighbours: tuple[tuple[int, ...], ...] = tuple(
            tuple(sorted(b for (a, b) in self.edge_line if a == i)) for i in range(len(dots))
        )
        self.connections: frozenset[int] = frozenset(
            i for i in range(len(dots)) if len({self.edge_line[i, b] for b in self.neighbours[i]}) > 1
        )
        self.jumps = {turns: self._jumps(turns) for turns in (True, False)}
        self.runs = {turns: self._runs(turns) for turns in (True, False)}
        self.runs_by_dot = {turns: _by_dot(self.runs[turns], len(dots)) for turns in (True, False)}
        self.run_zone = {  # per dot: the dots of every run through it (where a Connect 5 could be)
            turns: tuple(
                tuple(sorted({d for n in self.runs_by_dot[turns][i] for d in self.runs[turns][n][0]}))
                for i in range(len(dots))
            )
            for turns in (True, False)
        }
        self.run_masks = {
            turns: tuple(sum(1 << d for d in run) for run, _ in self.runs[turns]) for turns in (True, False)
        }

    def _jumps(self, turns: bool) -> tuple[tuple[tuple[int, int, frozenset[int]], ...], ...]:
        """Per dot: ``(over, landing, lines)`` of every two-step path (straight, or turning at a connection)."""
        table = []
        for a in range(len(self.dots)):
            row = []
            for b in self.neighbours[a]:
                for c in self.neighbours[b]:
                    lines = frozenset((self.edge_line[a, b], self.edge_line[b, c]))
                    if c != a and (turns or len(lines) == 1):
                        row.append((b, c, lines))
            table.append(tuple(row))
        return tuple(table)

    def _runs(self, turns: bool) -> tuple[tuple[tuple[int, ...], frozenset[int]], ...]:
        """Every run of 5 consecutive dots (a simple path), once each, with the lines it uses."""
        found: dict[tuple[int, ...], frozenset[int]] = {}

        def extend(path: list[int]) -> None:
            if len(path) == RUN_LENGTH:
                key = tuple(path) if path[0] < path[-1] else tuple(reversed(path))
                lines = frozenset(self.edge_line[p, q] for p, q in pairwise(path))
                if turns or len(lines) == 1:
                    found[key] = lines
                return
            for nxt in self.neighbours[path[-1]]:
                if nxt not in path:
                    extend([*path, nxt])

        for start in range(len(self.dots)):
            extend([start])
        return tuple(sorted(found.items()))

    def adjacent(self, a: int, b: int) -> bool:
        """True when dots ``a`` and ``b`` follow each other on a line."""
        return (a, b) in self.edge_line

    def line_ids(self, numbers: frozenset[int]) -> list[str]:
        """The ids of the lines numbered ``numbers``, sorted."""
        return sorted(self.lines[n].id for n in numbers)

    def dot(self, dot_id: str) -> int:
        """The index of dot ``dot_id``; ``KeyError`` if the board has no such dot."""
        return self.index[dot_id]

    def to_json(self) -> dict[str, Any]:
        """The board as the JSON data it was loaded from (waypoints included)."""
        return {
            "name": self.name,
            "title": self.title,
            "width": self.width,
            "height": self.height,
            "dots": [{"id": d.id, "x": d.x, "y": d.y, "circled": d.circled} for d in self.dots],
            "lines": [line.to_json() for line in self.lines],
        }

    def __repr__(self) -> str:
        return f"<Connect5 board {self.name}: {len(self.dots)} dots, {len(self.lines)} lines>"


def _segments(line: Line) -> list[tuple[str, str]]:
    pairs = list(pairwise(line.dots))
    if line.closed:
        pairs.append((line.dots[-1], line.dots[0]))
    return pairs


def _by_dot(runs: tuple, count: int) -> tuple[tuple[int, ...], ...]:
    table: list[list[int]] = [[] for _ in range(count)]
    for number, (dots, _) in enumerate(runs):
        for dot in dots:
            table[dot].append(number)
    return tuple(tuple(row) for row in table)


# ---------------------------------------------------------------------------------------- loading
KEEP_BOARDS = 64
_KEPT: dict[int, tuple[dict[str, Any], Board]] = {}  # id(an option's board data) -> (that data, its board)


def load_board(source: str | Path | dict) -> Board:
    """A board from a built-in name (``"B"``, ``"A"``), a JSON file path, or already parsed JSON data."""
    if isinstance(source, dict):
        return parse_board(source)
    if isinstance(source, str) and source in BUILTIN_BOARDS:
        return _builtin(source)
    path = Path(source)
    try:
        found = path.is_file()
    except OSError:  # a name too long for a path (ENAMETOOLONG) names no board either
        found = False
    if not found:  # a long path is quoted by its end, with the file's name (a typo is most often there)
        tail = str(source)[-QUOTE_LIMIT:]
        raise _error("unknown", source=repr(tail if tail == str(source) else "…" + tail))
    return _from_file(str(path.resolve()), path.stat().st_mtime_ns)


def board_option(value: Any, files: bool) -> str | dict[str, Any]:
    """The ``board`` option as a game keeps it (``convert`` of the option): a built-in name, or the
    board itself as canonical JSON data, so that a save holds the board and names no file.

    Board data is checked as a loaded board is (:func:`parse_board`). The path of a board file is
    read only when ``files`` is true (a person calling ``new_game`` or ``play``); from a save
    (``files=False``) any other text is refused without touching the filesystem.
    """
    if isinstance(value, str) and value in BUILTIN_BOARDS:
        return value
    if isinstance(value, dict):
        board = parse_board(value)
    elif isinstance(value, (str, Path)) and files:
        board = load_board(value)
    elif isinstance(value, str):
        raise _error("saved_path", source=shown(value))
    else:  # a save's board is never a path: its refusal offers none
        raise _error("option" if files else "saved_option", value=shown(value))
    data = board.to_json()
    _keep(data, board)
    return data


def board_of(option: str | dict[str, Any]) -> Board:
    """The board of a game's ``board`` option as :func:`board_option` keeps it, parsed once; never a file."""
    if isinstance(option, dict):
        kept = _KEPT.get(id(option))
        return kept[1] if kept is not None and kept[0] is option else _keep(option, parse_board(option))
    if option not in BUILTIN_BOARDS:
        raise _error("saved_path", source=shown(option))
    return _builtin(option)


def _keep(data: dict[str, Any], board: Board) -> Board:
    """Remember the board parsed from an option's data, by the data's identity (the last few)."""
    _KEPT[id(data)] = (data, board)  # the data is kept too, so its id is not reused while it is here
    while len(_KEPT) > KEEP_BOARDS:
        del _KEPT[next(iter(_KEPT))]  # the oldest first
    return board


@cache
def _builtin(name: str) -> Board:
    return _from_file(str(BOARD_DIR / f"{name}.json"), 0)


@lru_cache(maxsize=16)
def _from_file(path: str, mtime: int) -> Board:  # mtime: a changed file is read again
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise _error("unreadable", path=path, error=error) from None
    return parse_board(data)


def parse_board(data: Any) -> Board:
    """Validate board JSON data; :class:`BoardError` names the first problem found."""
    if not isinstance(data, dict):
        raise _error("not_object")
    for key in ("dots", "lines"):
        if key not in data:
            raise _error("missing", field=repr(key))
        if not isinstance(data[key], list) or not data[key]:
            raise _error("empty", field=repr(key))
    name = _text(data.get("name", "custom"), "name")
    title = _text(data.get("title", name), "title")
    width, height = (_size(data.get(k, 0), k) for k in ("width", "height"))
    dots = _parse_dots(data["dots"])
    if not width or not height:  # default: the dots' extent plus a margin, at most MAX_SIZE (a save refuses more)
        width = width or min(max(d.x for d in dots) + 40, MAX_SIZE)
        height = height or min(max(d.y for d in dots) + 40, MAX_SIZE)
    for dot in dots:
        if not (0 <= dot.x <= width and 0 <= dot.y <= height):
            raise _error("outside", dot=repr(dot.id), x=shown(dot.x), y=shown(dot.y), width=width, height=height)
    known = {dot.id: dot for dot in dots}
    lines = _parse_lines(data["lines"], known)
    _check_structure(dots, lines)
    return Board(name, title, width, height, tuple(dots), tuple(lines))


def _error(name: str, **fields: Any) -> BoardError:
    """The refusal ``board.<name>`` of a board file, in English (a programmer's error, like a bad option)."""
    return BoardError(WORDS.phrase(f"board.{name}", **fields))


def _text(value: Any, name: str) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= 40:
        raise _error(name, value=shown(value))
    return value


def _number(value: Any, name: str, **fields: Any) -> float:
    """``value`` if it is a finite number (one a float holds), else the refusal ``board.<name>`` naming it."""
    # Compared, never converted: math.isfinite(10**400) raises OverflowError. NaN fails the comparison too.
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not abs(value) <= sys.float_info.max:
        raise _error(name, value=shown(value), **fields)
    return value


def _size(value: Any, what: str) -> float:
    size = _number(value, "size_number", what=what)
    if not 0 <= size <= MAX_SIZE:
        raise _error("size", what=what, maximum=MAX_SIZE, value=shown(size))
    return size


def _parse_dots(items: list) -> list[Dot]:
    if len(items) > MAX_DOTS:
        raise _error("too_many_dots", count=len(items), maximum=MAX_DOTS)
    dots, seen = [], set()
    for number, item in enumerate(items, start=1):
        if not isinstance(item, dict) or "id" not in item:
            raise _error("dot_object", number=number)
        dot_id = item["id"]
        if not isinstance(dot_id, str) or not DOT_ID.match(dot_id):
            raise _error("dot_id", number=number, id=shown(dot_id))
        if dot_id in seen:
            raise _error("duplicate_dot", id=repr(dot_id))
        seen.add(dot_id)
        if "x" not in item or "y" not in item:
            raise _error("no_coordinates", dot=repr(dot_id))
        x, y = (_number(item[axis], "coordinate", dot=repr(dot_id), axis=axis) for axis in ("x", "y"))
        circled = item.get("circled", False)
        if not isinstance(circled, bool):
            raise _error("circled", dot=repr(dot_id), value=shown(circled))
        dots.append(Dot(dot_id, x, y, circled))
    return dots


def _parse_lines(items: list, known: dict[str, Dot]) -> list[Line]:
    if len(items) > MAX_LINES:
        raise _error("too_many_lines", count=len(items), maximum=MAX_LINES)
    lines, seen = [], set()
    for number, item in enumerate(items, start=1):
        if not isinstance(item, dict) or not isinstance(item.get("path"), list):
            raise _error("line_object", number=number)
        line_id = item.get("id", f"l{number}")
        if not isinstance(line_id, str) or not DOT_ID.match(line_id) or line_id in seen:
            raise _error("line_id", number=number, id=shown(line_id))
        seen.add(line_id)
        dots: list[str] = []
        path: list[str | tuple[float, float]] = []
        for step in item["path"]:
            if isinstance(step, str):
                if step not in known:
                    raise _error("unknown_dot", line=repr(line_id), dot=shown(step))
                if step in dots:
                    raise _error("dot_twice", line=repr(line_id), dot=repr(step))
                dots.append(step)
                path.append(step)
            elif isinstance(step, list) and len(step) == 2:
                if not dots:
                    raise _error("waypoint_first", line=repr(line_id))
                x, y = (_number(v, "waypoint_number", line=repr(line_id)) for v in step)
                path.append((x, y))
            else:
                raise _error("bad_step", line=repr(line_id), step=shown(step))
        if len(dots) < 2:
            raise _error("short_line", line=repr(line_id), count=len(dots))
        if not isinstance(item["path"][-1], str):
            raise _error("waypoint_last", line=repr(line_id))
        closed, smooth = item.get("closed", False), item.get("smooth", False)
        if not isinstance(closed, bool) or not isinstance(smooth, bool):
            raise _error("flags", line=repr(line_id))
        if closed and len(dots) < 3:
            raise _error("closed_short", line=repr(line_id))
        lines.append(Line(line_id, tuple(dots), tuple(path), closed, smooth))
    return lines


def _check_structure(dots: list[Dot], lines: list[Line]) -> None:
    """Every dot on a line; no two lines along the same segment; every jump unambiguous."""
    on_line: set[str] = set()
    segment_of: dict[frozenset[str], str] = {}
    neighbours: dict[str, set[str]] = {dot.id: set() for dot in dots}
    for line in lines:
        on_line.update(line.dots)
        for a, b in _segments(line):
            key = frozenset((a, b))
            if key in segment_of:
                raise _error("same_segment", a=repr(a), b=repr(b), first=repr(segment_of[key]), second=repr(line.id))
            segment_of[key] = line.id
            neighbours[a].add(b)
            neighbours[b].add(a)
    lonely = [dot.id for dot in dots if dot.id not in on_line]
    if lonely:
        raise _error("lonely", dot=repr(lonely[0]))
    for a in neighbours:  # a jump is written by its landing dot: the dot jumped over must be unique
        reach: dict[str, str] = {}
        for b in sorted(neighbours[a]):
            for c in sorted(neighbours[b] - {a}):
                if c in reach:
                    raise _error("ambiguous", a=repr(a), c=repr(c), first=repr(reach[c]), second=repr(b))
                reach[c] = b
