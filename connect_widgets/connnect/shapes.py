"""Connect shapes: the trominoes (Connect-3), the five tetrominoes printed in the Connect-4
section, and the eight Connect-5 shape cards, with every placement on the 6x6 play area.

The rulebook names no shapes except the "L-shape" Connect-4 and the Connect-5 card "F"; the
choices here are the project's (see docs/rules/connnect.md). Any rotation or mirror is the same
shape ("The claimed shape can be rotated or mirrored").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from operator import itemgetter
from typing import Any, Final, NamedTuple

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
PLACEMENT_LETTER: Final = {p.cells: p.letter for size in PLACEMENTS for p in PLACEMENTS[size]}
"""The letter of each placement, by its spaces in reading order (what :func:`shape_letter` finds)."""


Shape = tuple[tuple[int, int], ...]
"""Spaces as (row, column) from the first one, in their order: what "in order" depends on."""


def shape_of(cells: tuple[int, ...]) -> Shape:
    """The :data:`Shape` of ``cells``: each space as (rows down, columns across) from the first one, so
    the same wherever on the sheet they are."""
    top, left = divmod(cells[0], SIZE)
    return tuple((row - top, col - left) for row, col in (divmod(cell, SIZE) for cell in cells))


class Leaf(NamedTuple):
    """A placement as the claim search finds it: ``rank`` is its place in the listed claims (by size,
    then first space, then :data:`PLACEMENTS` order), ``values_of(grid)`` the numbers on its spaces."""

    rank: int
    cells: tuple[int, ...]
    letter: str
    values_of: Callable[[tuple[int, ...]], tuple[int, ...]]
    mask: int
    shape: Shape


Branch = tuple[int, dict[int, tuple[tuple[Leaf, ...], Any]]]
"""A node of a placement trie: the bitmask of its children's spaces, and for each child space the
placements ending there and the child's own node."""


def _trie(paths: Iterable[tuple[tuple[int, ...], Leaf]]) -> Branch:
    """The trie of placements along their ``paths`` (spaces after the first). The claim search
    steps only into spaces holding a usable number: the bitmask says which, without looking at the
    others (a search touches few nodes, so it stays fast when they are not in the CPU's cache)."""
    root: dict[int, Any] = {}
    for path, leaf in paths:
        node, leaves = root, []
        for cell in path:
            node, leaves = node.setdefault(cell, ({}, []))
        leaves.append(leaf)

    def branch(kids: dict[int, Any]) -> Branch:
        return mask_of(kids), {cell: (tuple(leaves), branch(grand)) for cell, (grand, leaves) in sorted(kids.items())}

    return branch(root)


LEAVES: Final = tuple(
    Leaf(rank, p.cells, p.letter, itemgetter(*p.cells), p.mask, shape_of(p.cells))
    for rank, p in enumerate(p for size in (3, 4, 5) for p in sorted(PLACEMENTS[size], key=lambda p: p.cells[0]))
)
"""Every placement as the claim search lists it, by rank."""
FROM: Final = tuple(
    _trie((leaf.cells[1:], leaf) for leaf in LEAVES if leaf.cells[0] == cell) for cell in range(SIZE * SIZE)
)
"""``FROM[cell]``: the trie of the placements whose first space is ``cell``, through their later spaces."""


def _distance(a: int, b: int) -> int:
    return abs(a // SIZE - b // SIZE) + abs(a % SIZE - b % SIZE)


def _nearest_first(leaf: Leaf, cell: int) -> tuple[int, ...]:
    """The other spaces of ``leaf``, nearest to ``cell`` first: paths share more of the trie."""
    return tuple(sorted((c for c in leaf.cells if c != cell), key=lambda c: (_distance(c, cell), c)))


THROUGH: Final = tuple(
    _trie((_nearest_first(leaf, cell), leaf) for leaf in LEAVES if leaf.mask >> cell & 1) for cell in range(SIZE * SIZE)
)
"""``THROUGH[cell]``: the trie of the placements with a space ``cell``, through their other spaces."""
