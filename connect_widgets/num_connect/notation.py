"""The action notation, typeable and read like a score sheet.

======================  ==========================================================================
``draw``                draw a card (only if you laid nothing this turn); then discard
``discard R7``          discard a card; ends the turn
``new *``               start a free combination (needs a Rainbow and a Shadow) in a new grid, at r0c0
``cross g0 r1c4 R7``    start a combination crossing the laid card next to r1c4, putting R7 on r1c4
``put g0 r2c4 R8``      add a card at either end of the tentative combination
``confirm``             lay the tentative combination (checked in full)
``cancel``              take the tentative combination back into your hand
``ext g0 r0c7 R9``      add one card in front of / behind a laid combination, on r0c7
======================  ==========================================================================

Cards: a colour letter (R B G Y O P) and a value 0-16, ``*`` a Rainbow, ``#`` a Shadow. Cells:
``g<grid> r<row>c<column>``; rows and columns may be negative as a grid grows up or left.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from .rulebook import refusal
from .state import Cell
from .words import WORDS

VERBS = ("draw", "discard", "new", "cross", "put", "ext", "confirm", "cancel")
PLACING = ("cross", "put", "ext")  # the verbs that put a card on a cell of a grid
_PLACE = re.compile(r"^(cross|put|ext) g(\d{1,6}) r(-?\d{1,6})c(-?\d{1,6}) (\S+)$")  # int() refuses 4,300 digits
_CARD = re.compile(r"^(discard|new) (\S+)$")
_LINE = re.compile(r"^g(\d+)((?: r-?\d+c-?\d+)+)$")
_CELL = re.compile(r"r(-?\d+)c(-?\d+)")


@dataclass(frozen=True)
class Move:
    """A parsed action: its verb and, where relevant, its card, grid and cell. ``str()`` writes it.

    ``card`` is ``""`` and ``grid`` -1 for the verbs that name none.
    """

    verb: str
    card: str = ""
    grid: int = -1
    cell: Cell | None = None

    def __str__(self) -> str:
        if self.cell is not None:
            return placements(self.verb, self.grid, self.cell, (self.card,))[0]
        return card_actions(self.verb, (self.card,))[0] if self.card else self.verb


def cell_name(cell: Cell) -> str:
    """``(3, -1)`` -> ``"r3c-1"``."""
    return f"r{cell[0]}c{cell[1]}"


def card_actions(verb: str, cards: Iterable[str]) -> list[str]:
    """The actions naming each of ``cards`` (``["discard R7", "discard *"]``), written at once for
    the legal actions, without building a :class:`Move` per card."""
    return [f"{verb} {card}" for card in cards]


def placements(verb: str, grid: int, cell: Cell, cards: Iterable[str]) -> list[str]:
    """The actions putting each of ``cards`` on one cell (``["ext g0 r0c4 R8", ...]``), written at once
    because the legal actions list many cards per cell."""
    where = f"{verb} g{grid} {cell_name(cell)} "
    return [where + card for card in cards]


def parse(text: str) -> Move:
    """The move written ``text``; ``IllegalAction`` if it is not an action in the notation.

    Only the form ``str(move)`` writes is a move (``r01c2`` is not ``r1c2``), so an action has
    exactly one spelling.
    """
    move = _read(text)
    if move is None:
        raise refusal("refuse.bad_notation", action=text)
    return move


@lru_cache(maxsize=4096)  # the same few hundred actions are read again and again, by the judge and the bots
def _read(text: str) -> Move | None:
    """The move ``text`` spells in its one written form, else ``None``."""
    move = _spelled(text)
    return move if move is not None and str(move) == text else None


def _spelled(text: str) -> Move | None:
    if text in ("draw", "confirm", "cancel"):
        return Move(text)
    match = _CARD.match(text)
    if match:
        return Move(match[1], match[2])
    match = _PLACE.match(text)
    if match:
        return Move(match[1], match[5], int(match[2]), (int(match[3]), int(match[4])))
    return None


def line_name(grid: int, cells: tuple[Cell, ...]) -> str:
    """A line of cells, as views write combinations: ``"g0 r0c1 r0c2 r0c3"`` (reading order)."""
    return " ".join([f"g{grid}", *(cell_name(cell) for cell in cells)])


def parse_line(text: str) -> tuple[int, tuple[Cell, ...]]:
    """The grid and cells of a line written by :func:`line_name` (``ValueError`` if it is not one)."""
    match = _LINE.match(text)
    if not match:
        raise ValueError(WORDS.text("refuse.not_a_line", text=repr(text)))
    return int(match[1]), tuple((int(r), int(c)) for r, c in _CELL.findall(match[2]))
