"""Connect shapes: the trominoes (Connect-3), the five tetrominoes printed in the Connect-4
section, and the eight Connect-5 shape cards, with every placement on the 6x6 play area.

The rulebook names no shapes except the "L-shape" Connect-4 and the Connect-5 card "F"; the
choices here are the project's (see docs/rules/connnect.md). Any rotation or mirror is the same
shape ("The claimed shape can be rotated or mirrored").
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import itemgetter
from typing import Final, NamedTuple

from .board import SIZE, mask_of

Cells = tuple[tuple[int, int], ...]


def _parse(picture: str) -> Cells:
    rows = picture.split("/")
    return tuple((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "X")


def _normal(cells: Iterable[tuple[int, int]]) -> Cells:
    cells = tuple(cells)
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    return tuple(sorted((r - top, c - left) for r, c in cells))


def orientations(cells: Cells) -> tuple[Cells, ...]:
    """The distinct rotations and mirror images of a shape, normalised to the top-left corner."""
    seen: list[Cells] = []
    shape = cells
    for _ in range(2):
        for _ in range(4):
            shape = tuple((c, -r) for r, c in shape)
            normal = _normal(shape)
            if normal not in seen:
                seen.append(normal)
        shape = tuple((r, -c) for r, c in shape)
    return tuple(seen)


CONNECT3_SHAPES: Final = {"I": _parse("XXX"), "V": _parse("XX/X.")}
CONNECT4_SHAPES: Final = {
    "I": _parse("XXXX"),
    "O": _parse("XX/XX"),
    "T": _parse("XXX/.X."),
    "S": _parse("XX./.XX"),
    "L": _parse("XXX/X.."),
}
"""The Connect-4 section of the sheet, in printed order, each with a first-claim mark and a circle."""
CONNECT4_ORDER: Final = tuple(CONNECT4_SHAPES)
CONNECT5_SHAPES: Final = {
    "F": _parse(".XX/XX./.X."),
    "I": _parse("XXXXX"),
    "L": _parse("XXXX/X..."),
    "N": _parse("XX../.XXX"),
    "P": _parse("XX/XX/X."),
    "T": _parse("XXX/.X./.X."),
    "U": _parse("X.X/XXX"),
    "Y": _parse("XXXX/.X.."),
}
"""The eight Connect-5 Shape Cards, by the letter printed on each."""
CONNECT5_LETTERS: Final = tuple(CONNECT5_SHAPES)

SHAPES_BY_SIZE: Final = {3: CONNECT3_SHAPES, 4: CONNECT4_SHAPES, 5: CONNECT5_SHAPES}
_LETTER_OF: Final = {
    (size, form): letter
    for size, shapes in SHAPES_BY_SIZE.items()
    for letter, cells in shapes.items()
    for form in orientations(cells)
}


def shape_letter(cells: tuple[int, ...]) -> str | None:
    """The letter of the shape the spaces (indices) make, or None if they make no listed shape."""
    size = len(cells)
    form = _normal([divmod(cell, SIZE) for cell in cells])
    return _LETTER_OF.get((size, form))


class Placement(NamedTuple):
    """One shape at one position and orientation on the play area."""

    mask: int
    cells: tuple[int, ...]
    letter: str


def _placements(size: int) -> tuple[Placement, ...]:
    found = []
    for letter, cells in SHAPES_BY_SIZE[size].items():
        for form in orientations(cells):
            height = max(r for r, _ in form) + 1
            width = max(c for _, c in form) + 1
            for top in range(SIZE - height + 1):
                for left in range(SIZE - width + 1):
                    spaces = tuple(sorted((top + r) * SIZE + left + c for r, c in form))
                    found.append(Placement(mask_of(spaces), spaces, letter))
    return tuple(found)


PLACEMENTS: Final = {size: _placements(size) for size in (3, 4, 5)}
"""Every placement of every shape of each size (Connect-5: of all eight cards)."""

BY_ANCHOR: Final = {
    size: tuple(
        tuple((p.mask, p.cells, p.letter, itemgetter(*p.cells)) for p in PLACEMENTS[size] if p.cells[0] == cell)
        for cell in range(SIZE * SIZE)
    )
    for size in (3, 4, 5)
}
"""BY_ANCHOR[size][cell]: (mask, cells, letter, value getter) of the placements whose first space is ``cell``."""
