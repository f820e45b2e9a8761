"""Geometry of the shared grids: free cells, line ends, right-angle bends, connection slots, and
the grids after a combination is laid or extended."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .state import HORIZONTAL, STEP, VERTICAL, Cell, Combo, Grid, Pending, Slot

NEIGHBOURS = ((0, 1), (0, -1), (1, 0), (-1, 0))
MIN_LEG = 3  # cards in a straight line before a right-angle bend
EMPTY = Grid({}, {})  # the grid a free combination opens, before it is laid


def add(cell: Cell, step: tuple[int, int], sign: int = 1) -> Cell:
    """``cell`` moved by ``sign`` times ``step``."""
    return (cell[0] + sign * step[0], cell[1] + sign * step[1])


def axis_of(a: Cell, b: Cell) -> int:
    """The axis bit of two neighbouring cells."""
    return HORIZONTAL if a[0] == b[0] else VERTICAL


def line_axes(combos: Iterable[Combo]) -> tuple[dict[Cell, int], tuple[Combo, Combo, Cell] | None]:
    """Each cell's axes (the bit of every line through it), and the first two lines that run along
    the same axis through a cell, with that cell: two lines share a card only crossing at a right angle."""
    axes: dict[Cell, int] = {}
    owner: dict[tuple[Cell, int], Combo] = {}
    for combo in combos:
        for a, b in zip(combo.cells, combo.cells[1:], strict=False):
            for cell in (a, b):
                key = (cell, axis_of(a, b))
                if owner.setdefault(key, combo) is not combo:
                    return axes, (owner[key], combo, cell)
                axes[cell] = axes.get(cell, 0) | key[1]
    return axes, None


def is_free(cards: Mapping[Cell, str], cell: Cell, attach: Cell, extra: tuple[Cell, ...] = ()) -> bool:
    """``cell`` is empty and touches no card but ``attach`` (cards may only touch their own line)."""
    if cell in cards or cell in extra:
        return False
    for dr, dc in NEIGHBOURS:
        near = (cell[0] + dr, cell[1] + dc)
        if near != attach and (near in cards or near in extra):
            return False
    return True


def leg_length(cells: tuple[Cell, ...], front: bool) -> int:
    """How many cards the straight stretch at the front (or back) end of a path holds."""
    path = cells if front else cells[::-1]
    step = (path[1][0] - path[0][0], path[1][1] - path[0][1])
    length = 2
    while length < len(path) and (path[length][0] - path[length - 1][0], path[length][1] - path[length - 1][1]) == step:
        length += 1
    return length


def end_cells(combo: Combo, front: bool, axes: Mapping[Cell, int]) -> list[Cell]:
    """Cells where a card may extend ``combo`` at one end: straight on, or bent at a right angle."""
    end, before = (combo.cells[0], combo.cells[1]) if front else (combo.cells[-1], combo.cells[-2])
    cells = [add(end, (end[0] - before[0], end[1] - before[1]))]
    if leg_length(combo.cells, front) >= MIN_LEG and axes.get(end) == axis_of(end, before):
        cells += bend_cells(combo, front)
    return cells


def bend_cells(combo: Combo, front: bool) -> list[Cell]:
    """The two cells at a right angle beside one end of ``combo``: where it would bend there."""
    end, before = (combo.cells[0], combo.cells[1]) if front else (combo.cells[-1], combo.cells[-2])
    other = STEP[VERTICAL if axis_of(end, before) == HORIZONTAL else HORIZONTAL]
    return [add(end, other), add(end, other, -1)]


def missing_end(grid: Grid, combos: Iterable[Combo], cell: Cell | None) -> str:
    """Why no laid line of ``grid`` (its ``combos``) may be extended on ``cell``, where no slot is:
    ``"touching"`` (an end, but the card would touch another line's card), ``"bend"`` (beside an
    end at a right angle, before a straight stretch of 3 cards) or ``"not_an_end"``."""
    if cell is None or cell in grid.cards:
        return "not_an_end"
    ends = [(combo, front) for combo in combos for front in (True, False)]
    # Ends first: at a crossed end, the cells beside it are the crossing line's own end.
    if any(cell in end_cells(combo, front, grid.axes) for combo, front in ends):
        return "touching"
    if any(cell in bend_cells(combo, front) for combo, front in ends):
        return "bend"
    return "not_an_end"


def compute_slots(grids: tuple[Grid, ...], combos: tuple[Combo, ...]) -> tuple[Slot, ...]:
    """Every empty cell where a single card could extend a combination or start a crossing line."""
    slots: list[Slot] = []
    for index, combo in enumerate(combos):
        grid = grids[combo.grid]
        for front in (True, False):
            end = combo.cells[0] if front else combo.cells[-1]
            for cell in end_cells(combo, front, grid.axes):
                if is_free(grid.cards, cell, end):
                    slots.append(Slot(combo.grid, cell, index, front, end))
    for g, grid in enumerate(grids):
        for anchor, bits in grid.axes.items():
            if bits not in (HORIZONTAL, VERTICAL):
                continue  # already crossed, or a bend: both axes are taken
            axis = VERTICAL if bits == HORIZONTAL else HORIZONTAL
            for sign in (-1, 1):
                cell = add(anchor, STEP[axis], sign)
                if is_free(grid.cards, cell, anchor):
                    slots.append(Slot(g, cell, -1, sign < 0, anchor, axis))
    return tuple(slots)


def pending_ends(grids: tuple[Grid, ...], pending: Pending) -> list[tuple[Cell, bool]]:
    """The free cells at both ends of the tentative combination: ``(cell, in front)``."""
    cards = grids[pending.grid].cards if pending.grid < len(grids) else {}
    return [(cell, front) for cell, end, front in beyond_ends(pending) if is_free(cards, cell, end, pending.cells)]


def beyond_ends(pending: Pending) -> tuple[tuple[Cell, Cell, bool], ...]:
    """The cell one step past each end of the tentative line, free or not: ``(cell, end, in front)``."""
    step, first, last = STEP[pending.axis], pending.cells[0], pending.cells[-1]
    return (add(first, step, -1), first, True), (add(last, step, 1), last, False)


def with_line(grid: Grid, cells: Iterable[Cell], cards: Iterable[str], axis: int) -> Grid:
    """``grid`` with a line of ``cards`` laid on ``cells`` along ``axis`` (a crossed card keeps both bits)."""
    laid, bits = dict(grid.cards), dict(grid.axes)
    for cell, card in zip(cells, cards, strict=False):
        laid[cell] = card
        bits[cell] = bits.get(cell, 0) | axis
    return Grid(laid, bits)


def with_card(grid: Grid, cell: Cell, card: str, end: Cell) -> Grid:
    """``grid`` with ``card`` on ``cell``, extending the line that ends on ``end``."""
    bit = axis_of(end, cell)
    laid, bits = dict(grid.cards), dict(grid.axes)
    laid[cell] = card
    bits[cell] = bit
    bits[end] = bits.get(end, 0) | bit
    return Grid(laid, bits)
