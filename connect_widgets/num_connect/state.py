"""The state of a game of Num Connect: frozen values, shared between successive states.

A move never changes a value: the rules build the next state with ``edit`` and keep every part
that did not change (a grid no card was laid on is the same object in both states).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..core.state import Event, Value
from ..core.state import State as CoreState
from .cards import build_deck
from .words import WORDS

Cell = tuple[int, int]  # (row, column) in a grid; rows grow downwards, columns to the right
HORIZONTAL = 1  # axis bits: which lines pass through a cell
VERTICAL = 2
STEP = {HORIZONTAL: (0, 1), VERTICAL: (1, 0)}


@dataclass(frozen=True)
class Grid(Value):
    """One shared grid: the card on each cell, and the axis bits of the lines through each cell."""

    cards: Mapping[Cell, str]
    axes: Mapping[Cell, int]


@dataclass(frozen=True)
class Combo(Value):
    """A laid combination: its grid, its cells in reading order (front first) and their cards."""

    grid: int
    cells: tuple[Cell, ...]
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Pending(Value):
    """A tentative combination being laid card by card this turn.

    ``anchor`` is the index of the laid card it connects through, or -1 for a free combination in
    a new grid.
    """

    grid: int
    axis: int
    cells: tuple[Cell, ...]
    cards: tuple[str, ...]
    anchor: int

    def laid(self) -> tuple[str, ...]:
        """The cards that come from the player's hand (all but the anchor)."""
        return tuple(card for i, card in enumerate(self.cards) if i != self.anchor)


@dataclass(frozen=True)
class Slot(Value):
    """An empty cell where one card may go next to the laid card on ``anchor``: extending ``combo``
    (whose end ``anchor`` is) at its ``front`` or back, or starting a line that crosses ``anchor``."""

    grid: int
    cell: Cell
    combo: int  # -1 for a crossing slot
    front: bool  # the new card comes before the existing ones in reading order
    anchor: Cell
    axis: int = 0  # the axis of the new crossing line


@dataclass(frozen=True)
class Played(Event):
    """What a player's action did: ``cell`` is ``(grid, (row, column))`` where a ``cross``, ``put``
    or ``ext`` put its card, else ``None`` (the drawing marks that card as the last one laid)."""

    cell: tuple[int, Cell] | None = None


@dataclass(frozen=True)
class State(CoreState):
    """Everything about a position. ``last`` is the :class:`Played` event of the last player action
    (a card dealt or drawn leaves it as it was).

    ``known[p]`` holds the cards everyone knows are in player ``p``'s hand (sorted): cards a
    ``cancel`` took back from the table, and the Rainbow and Shadow a free or first start showed
    the player held. They leave it when laid or discarded. A determinized game keeps them in place.
    """

    hands: tuple[tuple[str, ...], ...]
    draw: tuple[str, ...]
    discard: tuple[str, ...] = ()
    grids: tuple[Grid, ...] = ()
    combos: tuple[Combo, ...] = ()
    slots: tuple[Slot, ...] = ()
    turn: int = 0
    phase: str = "deal"  # deal, play, drawing (chance), discard, over
    laid: bool = False
    opened: tuple[bool, ...] = ()
    pending: Pending | None = None
    turns: int = 1
    dealt: int = 0
    known: tuple[tuple[str, ...], ...] = ()


def initial_state(players: int, colours: int, rainbows: int, shadows: int, hand_size: int) -> State:
    """The whole deck as the draw pile, nothing dealt yet (``ValueError`` if the hands would take it all)."""
    deck = build_deck(colours, rainbows, shadows)
    if players * hand_size >= len(deck):
        most = (len(deck) - 1) // players
        raise ValueError(WORDS.text("refuse.hand_size", size=hand_size, players=players, deck=len(deck), most=most))
    return State(hands=((),) * players, draw=deck, opened=(False,) * players, known=((),) * players)
