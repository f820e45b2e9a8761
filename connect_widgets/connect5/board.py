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
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import pairwise
from pathlib import Path
from typing import Any

BOARD_DIR = Path(__file__).parent / "boards"
BUILTIN_BOARDS = ("B", "A")
MAX_DOTS = 200
MAX_LINES = 100
MAX_SIZE = 4000
RUN_LENGTH = 5
DOT_ID = re.compile(r"^[a-wyz][a-wyz0-9]{0,5}$")  # no "x": it separates the dots of an eat


class BoardError(ValueError):
    """A board file that cannot be used; the message says what is wrong."""


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
        self.step_texts: tuple[tuple[tuple[int, str, str], ...], ...] = tuple(
            tuple((b, f"{self.ids[a]}-{self.ids[b]}", f"{self.ids[a]}/{self.ids[b]}") for b in self.neighbours[a])
            for a in range(len(dots))
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
            "lines": [
                {
                    "id": ln.id,
                    "path": [p if isinstance(p, str) else list(p) for p in ln.path],
                    "closed": ln.closed,
                    "smooth": ln.smooth,
                }
                for ln in self.lines
            ],
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
def load_board(source: str | Path | dict) -> Board:
    """A board from a built-in name (``"B"``, ``"A"``), a JSON file path, or already parsed JSON data."""
    if isinstance(source, dict):
        return parse_board(source)
    if isinstance(source, str) and source in BUILTIN_BOARDS:
        return _builtin(source)
    path = Path(source)
    if not path.is_file():
        raise BoardError(f"no board {str(source)!r}: use 'B', 'A' or the path of a board JSON file")
    return _from_file(str(path.resolve()), path.stat().st_mtime_ns)


@cache
def _builtin(name: str) -> Board:
    return _from_file(str(BOARD_DIR / f"{name}.json"), 0)


@lru_cache(maxsize=16)
def _from_file(path: str, mtime: int) -> Board:  # mtime: a changed file is read again
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise BoardError(f"board file {path}: not readable JSON ({error})") from None
    return parse_board(data)


def parse_board(data: Any) -> Board:
    """Validate board JSON data; :class:`BoardError` names the first problem found."""
    if not isinstance(data, dict):
        raise BoardError("a board is a JSON object with 'dots' and 'lines'")
    for key in ("dots", "lines"):
        if key not in data:
            raise BoardError(f"the board has no {key!r} list")
        if not isinstance(data[key], list) or not data[key]:
            raise BoardError(f"the board's {key!r} must be a non-empty list")
    name = _text(data.get("name", "custom"), "the board's name")
    title = _text(data.get("title", name), "the board's title")
    width, height = (_size(data.get(k, 0), k) for k in ("width", "height"))
    dots = _parse_dots(data["dots"])
    if not width or not height:  # default: the dots' extent plus a margin
        width = width or max(d.x for d in dots) + 40
        height = height or max(d.y for d in dots) + 40
    for dot in dots:
        if not (0 <= dot.x <= width and 0 <= dot.y <= height):
            raise BoardError(f"dot {dot.id!r} at ({dot.x}, {dot.y}) lies outside the board ({width} x {height})")
    known = {dot.id: dot for dot in dots}
    lines = _parse_lines(data["lines"], known)
    _check_structure(dots, lines)
    return Board(name, title, width, height, tuple(dots), tuple(lines))


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= 40:
        raise BoardError(f"{what} must be text of 1 to 40 characters, not {value!r}")
    return value


def _number(value: Any, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise BoardError(f"{what} must be a finite number, not {value!r}")
    return value


def _size(value: Any, what: str) -> float:
    value = _number(value, f"the board's {what}")
    if not 0 <= value <= MAX_SIZE:
        raise BoardError(f"the board's {what} must be between 0 and {MAX_SIZE}, not {value!r}")
    return value


def _parse_dots(items: list) -> list[Dot]:
    if len(items) > MAX_DOTS:
        raise BoardError(f"the board has {len(items)} dots; at most {MAX_DOTS} can be drawn")
    dots, seen = [], set()
    for number, item in enumerate(items, start=1):
        if not isinstance(item, dict) or "id" not in item:
            raise BoardError(f"dot #{number} must be an object with an 'id', 'x' and 'y'")
        dot_id = item["id"]
        if not isinstance(dot_id, str) or not DOT_ID.match(dot_id):
            raise BoardError(
                f"dot #{number} has a bad id {dot_id!r}: a lowercase letter then up to 5 letters or digits, no 'x'"
            )
        if dot_id in seen:
            raise BoardError(f"duplicate dot id {dot_id!r}")
        seen.add(dot_id)
        if "x" not in item or "y" not in item:
            raise BoardError(f"dot {dot_id!r} has no coordinates: give 'x' and 'y'")
        x, y = (_number(item[k], f"dot {dot_id!r}'s {k}") for k in ("x", "y"))
        circled = item.get("circled", False)
        if not isinstance(circled, bool):
            raise BoardError(f"dot {dot_id!r}: 'circled' must be true or false, not {circled!r}")
        dots.append(Dot(dot_id, x, y, circled))
    return dots


def _parse_lines(items: list, known: dict[str, Dot]) -> list[Line]:
    if len(items) > MAX_LINES:
        raise BoardError(f"the board has {len(items)} lines; at most {MAX_LINES}")
    lines, seen = [], set()
    for number, item in enumerate(items, start=1):
        if not isinstance(item, dict) or not isinstance(item.get("path"), list):
            raise BoardError(f"line #{number} must be an object with a 'path' list of dot ids")
        line_id = item.get("id", f"l{number}")
        if not isinstance(line_id, str) or not DOT_ID.match(line_id) or line_id in seen:
            raise BoardError(f"line #{number} has a bad or duplicate id {line_id!r}")
        seen.add(line_id)
        dots, path = [], []
        for step in item["path"]:
            if isinstance(step, str):
                if step not in known:
                    raise BoardError(f"line {line_id!r} goes through an unknown dot {step!r}")
                if step in dots:
                    raise BoardError(f"line {line_id!r} passes dot {step!r} twice (use 'closed' for a loop)")
                dots.append(step)
                path.append(step)
            elif isinstance(step, list) and len(step) == 2:
                if not dots:
                    raise BoardError(f"line {line_id!r} must start at a dot, not a waypoint")
                path.append(tuple(_number(v, f"a waypoint of line {line_id!r}") for v in step))
            else:
                raise BoardError(f"line {line_id!r}: {step!r} is neither a dot id nor an [x, y] waypoint")
        if len(dots) < 2:
            raise BoardError(f"line {line_id!r} joins {len(dots)} dot(s); a line joins at least 2 dots")
        if not isinstance(item["path"][-1], str):
            raise BoardError(f"line {line_id!r} must end at a dot, not a waypoint")
        closed, smooth = item.get("closed", False), item.get("smooth", False)
        if not isinstance(closed, bool) or not isinstance(smooth, bool):
            raise BoardError(f"line {line_id!r}: 'closed' and 'smooth' must be true or false")
        if closed and len(dots) < 3:
            raise BoardError(f"line {line_id!r} is closed but has fewer than 3 dots")
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
                raise BoardError(f"dots {a!r} and {b!r} are joined by both line {segment_of[key]!r} and {line.id!r}")
            segment_of[key] = line.id
            neighbours[a].add(b)
            neighbours[b].add(a)
    lonely = [dot.id for dot in dots if dot.id not in on_line]
    if lonely:
        raise BoardError(f"dot {lonely[0]!r} is on no line (every dot must be on a line)")
    for a in neighbours:  # a jump is written by its landing dot: the dot jumped over must be unique
        reach: dict[str, str] = {}
        for b in sorted(neighbours[a]):
            for c in sorted(neighbours[b] - {a}):
                if c in reach:
                    raise BoardError(
                        f"dots {a!r} and {c!r} have two dots between them ({reach[c]!r} and {b!r}): "
                        "a jump from one to the other would be ambiguous"
                    )
                reach[c] = b
