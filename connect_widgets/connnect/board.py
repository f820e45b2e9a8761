"""The player sheet's geometry: spaces, zones, circles, lines, setup spaces and shapes.

Spaces are named like a chess board: columns ``a``-``f`` left to right, rows ``1``-``6`` top to
bottom (the sheet is read like a page). Internally a space is an index ``row * 6 + col`` and a set
of spaces is a bitmask, so the claim search is a handful of integer operations per placement.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Final

SIZE: Final = 6
CELLS: Final = SIZE * SIZE
COLUMNS: Final = "abcdef"
NAMES: Final = tuple(f"{COLUMNS[i % SIZE]}{i // SIZE + 1}" for i in range(CELLS))
INDEX: Final = {name: i for i, name in enumerate(NAMES)}


BITS: Final = tuple(1 << cell for cell in range(CELLS))
"""``BITS[cell]``: the bitmask of one space."""


@functools.cache  # a handful of masks (the zones, the whole area), asked at every move
def cells_of(mask: int) -> tuple[int, ...]:
    """The spaces of ``mask``, in reading order."""
    return tuple(cell for cell in range(CELLS) if mask >> cell & 1)


def mask_of(cells: Iterable[int]) -> int:
    """The bitmask of several spaces."""
    mask = 0
    for cell in cells:
        mask |= 1 << cell
    return mask


# Zones 1-3 are column pairs (a-b, c-d, e-f); zones 4-6 are row pairs (1-2, 3-4, 5-6).
ZONE_CELLS: Final = {
    **{z: tuple(r * SIZE + c for r in range(SIZE) for c in (2 * z - 2, 2 * z - 1)) for z in (1, 2, 3)},
    **{z: tuple(r * SIZE + c for r in (2 * z - 8, 2 * z - 7) for c in range(SIZE)) for z in (4, 5, 6)},
}
ZONE_MASK: Final = {z: mask_of(cells) for z, cells in ZONE_CELLS.items()}

# Nine circles, one in the middle of each 2x2 block where a column zone meets a row zone.
# Circle k sits at block row k // 3, block column k % 3; it is filled when its 4 spaces are written.
CIRCLE_CELLS: Final = tuple(
    tuple((2 * (k // 3) + dr) * SIZE + 2 * (k % 3) + dc for dr in (0, 1) for dc in (0, 1)) for k in range(9)
)
CIRCLE_MASK: Final = tuple(mask_of(cells) for cells in CIRCLE_CELLS)
CIRCLE_NAMES: Final = tuple(f"{NAMES[cells[0]]}-{NAMES[cells[3]]}" for cells in CIRCLE_CELLS)
# Connected Lines: three filled circles in a row, column or diagonal of the 3x3 circle grid.
CONNECTED_LINES: Final = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))

# Lines for the 8/6/3 points: rows "1".."6" and columns "a".."f".
LINE_NAMES: Final = tuple(str(r + 1) for r in range(SIZE)) + tuple(COLUMNS)
LINE_CELLS: Final = tuple(tuple(r * SIZE + c for c in range(SIZE)) for r in range(SIZE)) + tuple(
    tuple(r * SIZE + c for r in range(SIZE)) for c in range(SIZE)
)
LINE_MASK: Final = tuple(mask_of(cells) for cells in LINE_CELLS)
# Which lines carry the arrow (option ``arrows``): every line, or rows 1, 3, 5 and columns a, c, e.
ARROW_LINES: Final = {
    "all": tuple(range(12)),
    "alternate": (0, 2, 4, 6, 8, 10),
}

# The six setup spaces: one in each row and each column. Blue takes the first roll, red the second,
# each roll written lowest to highest in reading order of its spaces.
SETUP_BLUE: Final = (INDEX["e1"], INDEX["a3"], INDEX["c5"])
SETUP_RED: Final = (INDEX["d2"], INDEX["f4"], INDEX["b6"])
SETUP_COLOUR: Final = {**dict.fromkeys(SETUP_BLUE, "blue"), **dict.fromkeys(SETUP_RED, "red")}


def _neighbours(cell: int) -> int:
    row, col = divmod(cell, SIZE)
    mask = 0
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = row + dr, col + dc
        if 0 <= r < SIZE and 0 <= c < SIZE:
            mask |= 1 << (r * SIZE + c)
    return mask


ADJACENT: Final = tuple(_neighbours(i) for i in range(CELLS))
"""ADJACENT[i]: bitmask of the spaces orthogonally next to space i."""
_NOT_FIRST = ~mask_of(range(0, CELLS, SIZE))  # every space but column a's
_NOT_LAST = ~mask_of(range(SIZE - 1, CELLS, SIZE))  # every space but column f's


def touching(mask: int) -> int:
    """Bitmask of the spaces orthogonally next to one in ``mask`` (all of them at once)."""
    sideways = (mask << 1 & _NOT_FIRST) | (mask >> 1 & _NOT_LAST)
    return (sideways | mask << SIZE | mask >> SIZE) & ((1 << CELLS) - 1)


def cell_name(cell: int) -> str:
    """``0 -> "a1"``."""
    return NAMES[cell]
