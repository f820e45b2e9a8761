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
from dataclasses import dataclass

from .state import Cell

VERBS = ("draw", "discard", "new", "cross", "put", "ext", "confirm", "cancel")
_PLACE = re.compile(r"^(cross|put|ext) g(\d+) r(-?\d+)c(-?\d+) (\S+)$")
_CARD = re.compile(r"^(discard|new) (\S+)$")


@dataclass(frozen=True)
class Move:
    """A parsed action: its verb and, where relevant, grid, cell and card."""

    verb: str
    card: str | None = None
    grid: int | None = None
    cell: Cell | None = None

    def text(self) -> str:
        """The action string (parses back to this move)."""
        if self.cell is not None:
            return f"{self.verb} g{self.grid} {cell_name(self.cell)} {self.card}"
        return f"{self.verb} {self.card}" if self.card else self.verb


def cell_name(cell: Cell) -> str:
    """``(3, -1)`` -> ``"r3c-1"``."""
    return f"r{cell[0]}c{cell[1]}"


def parse_move(action: str) -> Move | None:
    """The move written ``action``, or ``None`` if it is not in the notation."""
    if action in ("draw", "confirm", "cancel"):
        return Move(action)
    match = _CARD.match(action)
    if match:
        return Move(match[1], match[2])
    match = _PLACE.match(action)
    if match:
        return Move(match[1], match[5], int(match[2]), (int(match[3]), int(match[4])))
    return None
