"""The state of a game of Num Connect: small frozen values, shared between successive states."""

from __future__ import annotations

from dataclasses import dataclass, field

Cell = tuple[int, int]  # (row, column) in a grid; rows grow downwards, columns to the right
HORIZONTAL = 1  # axis bits: which lines pass through a cell
VERTICAL = 2
STEP = {HORIZONTAL: (0, 1), VERTICAL: (1, 0)}


@dataclass(frozen=True)
class Combo:
    """A laid combination: its grid, its cells in reading order (front first) and their cards."""

    grid: int
    cells: tuple[Cell, ...]
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Pending:
    """A tentative combination being laid card by card this turn (``anchor``: index of the laid card it
    connects through, or -1 for a free combination in a new grid)."""

    grid: int
    axis: int
    cells: tuple[Cell, ...]
    cards: tuple[str, ...]
    anchor: int

    def laid(self) -> tuple[str, ...]:
        """The cards that come from the player's hand (all but the anchor)."""
        return tuple(card for i, card in enumerate(self.cards) if i != self.anchor)


@dataclass(frozen=True)
class Slot:
    """An empty cell where one card may go: extending ``combo`` (``front`` or back) or crossing ``anchor``."""

    grid: int
    cell: Cell
    combo: int  # -1 for a crossing slot
    front: bool  # the new card comes before the existing ones in reading order
    anchor: Cell | None = None
    axis: int = 0  # the axis of the new crossing line


@dataclass(frozen=True)
class State:
    """Everything about a position. Grids map cells to cards; ``axes`` to the line bits through a cell."""

    hands: tuple[tuple[str, ...], ...]
    draw: tuple[str, ...]
    discard: tuple[str, ...] = ()
    grids: tuple[dict[Cell, str], ...] = ()
    axes: tuple[dict[Cell, int], ...] = ()
    combos: tuple[Combo, ...] = ()
    slots: tuple[Slot, ...] = ()
    turn: int = 0
    phase: str = "deal"  # deal, play, drawing (chance), discard, over
    laid: bool = False
    opened: tuple[bool, ...] = ()
    pending: Pending | None = None
    quiet: int = 0
    turns: int = 1
    dealt: int = 0
    last: tuple[int, str] | None = None
    memo: dict = field(default_factory=dict, compare=False, repr=False)
