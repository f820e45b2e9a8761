"""The state value: one :class:`Sheet` per player, the shared table in :class:`State`, and
:class:`Played`, what the last action did.

Both are frozen values (:class:`~connect_widgets.core.state.Value`): a move builds new ones with
``edit`` and never changes the old ones, so anything derived from a sheet (its legal claims, its
score) is kept in the sheet's own memo. Its written spaces, asked for at every move, go along with
its grid from copy to copy (:attr:`Sheet.written`).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any, Final

from ..core.game import CHANCE
from ..core.state import Event, Value, replaced
from ..core.state import State as CoreState
from .board import cells_of
from .cards import BONUSES, SCORE_CARDS
from .shapes import CONNECT4_ORDER

EMPTY, FILLED, CROSSED_OUT = 0, 1, 2
"""A first-claim mark or a Connect-4 circle is empty, filled or crossed out."""

PHASES: Final = ("setup", "prep", "roll", "zone", "fill", "claim", "over")
"""The phases of :attr:`State.phase`: set-up draws, preparation rolls, then per round the roll, the
Zone Die choice, the Fill Phase and the Claim Phase; "over" once the game has ended."""


@dataclass(frozen=True)
class Sheet(Value):
    """One player's sheet. ``grid[i]`` is 0 (empty) or the number written in space i."""

    grid: tuple[int, ...] = (0,) * 36
    crossed: int = 0  # bitmask of crossed-out spaces (their number no longer counts)
    claimed: int = 0  # bitmask of spaces inside a claimed outline
    claims: tuple[tuple[str, tuple[int, ...]], ...] = ()  # (letter with size, spaces) per outline: ("4L", (..))
    bonuses: tuple[int, ...] = (0,) * len(BONUSES)  # OPEN / CIRCLED / CROSSED per bonus
    free_used: int = 0
    zone: int = 0  # this round's zone for this player (a Switch Zone Die changes it)
    numbers: tuple[int, ...] = ()  # this round's Number Dice for this player
    to_write: tuple[int, ...] = ()  # Number Dice not yet written this Fill Phase
    pending: tuple[int, ...] = ()  # lightning writes still owed: 1-6 a depicted number, 0 any number in the zone
    to_circle: int = 0  # 3 or 4: a bonus of that section must be circled now (after a claim)
    connect4: tuple[tuple[int, int], ...] = ((EMPTY, EMPTY),) * len(CONNECT4_ORDER)  # (mark, circle) per shape
    connect5: tuple[tuple[str, int], ...] = ()  # (letter, points) per filled Connect-5 box, top first
    connect5_round: tuple[str, ...] = ()  # Connect-5 letters this player claimed this round
    objectives: tuple[int, ...] = (0, 0, 0)  # points written for each objective card
    done: bool = False  # finished their part of the current phase
    out: bool = False  # out of the game (needed an 8th Free Action)

    _counted: tuple[tuple[int, ...], int] = field(default=((), 0), init=False, repr=False, compare=False)
    """The grid whose written spaces were counted last, and that bitmask. ``edit`` copies it along;
    a changed grid is another tuple, so it is counted again and the count never goes stale."""

    _search: tuple[Any, ...] | None = field(default=None, init=False, repr=False, compare=False)
    """The claim search made last on this sheet or on one it was copied from (``edit`` copies it
    along): :func:`.claims.legal_claims` starts from it and looks again only where numbers changed."""

    @property
    def last_search(self) -> tuple[Any, ...] | None:
        """``(grid, available spaces, order rule, gaps, placements that fit)`` of the last claim search."""
        return self._search

    def searched(self, search: tuple[Any, ...]) -> None:
        """Keep ``search`` (see :attr:`last_search`) for this sheet and every copy made of it from now on."""
        object.__setattr__(self, "_search", search)

    @property
    def written(self) -> int:
        """Bitmask of spaces holding a number, crossed-out ones included (asked for at every move)."""
        grid, written = self._counted
        if grid is not self.grid:
            written = sum(1 << i for i, v in enumerate(self.grid) if v)
            object.__setattr__(self, "_counted", (self.grid, written))
        return written

    @property
    def usable(self) -> int:
        """Bitmask of numbers that may still be claimed: written, not crossed out, not claimed."""
        return self.written & ~self.crossed & ~self.claimed

    def empty_cells(self, mask: int) -> list[int]:
        """Empty spaces inside ``mask`` (never written, not crossed out), in reading order."""
        grid = self.grid  # a crossed-out space keeps its number: empty is 0 in the grid
        return [cell for cell in cells_of(mask) if not grid[cell]]

    def write(self, cell: int, value: int, **changes: object) -> Sheet:
        """A copy with ``value`` written in ``cell``, and ``changes`` (one copy for a whole move)."""
        grid = replaced(self.grid, cell, value)
        counted = (grid, self.written | 1 << cell)  # a number never leaves the sheet
        return self.edit(grid=grid, _counted=counted, **changes)


@dataclass(frozen=True)
class Played(Event):
    """What the last action did: the spaces of its player's sheet it wrote, changed, crossed out or
    outlined, and the Connect it claimed ("3I", "" if none).

    A chance action (a roll, a draw) touches no sheet; it keeps the last player's move in ``before``,
    so the page goes on marking that move (:attr:`move`) until the next one.
    """

    cells: tuple[int, ...] = ()
    claimed: str = ""
    before: Played | None = None

    @property
    def move(self) -> Played | None:
        """The last move of a player, this one or the one before a chance action."""
        return self if self.actor != CHANCE else self.before


@functools.lru_cache(maxsize=8192)
def played(actor: int, action: str, cells: tuple[int, ...], claimed: str) -> Played:
    """The event of ``actor``'s move: a value, so the same move always makes the same one. One is
    recorded at every step, so each is made once and shared."""
    return Played(actor, action, cells, claimed)


@dataclass(frozen=True)
class State(CoreState):
    """The shared table and every sheet. ``phase`` is one of :data:`PHASES`."""

    phase: str = "setup"
    round: int = 0
    active: int = 0
    shape_cards: tuple[str, ...] = ()  # the four Connect-5 cards drawn, in table order
    face_down: tuple[str, ...] = ()  # of those, the cards turned face down
    objectives: tuple[str, ...] = ()  # objective card ids, decks A, B, C
    score_cards: tuple[int, ...] = SCORE_CARDS  # top first
    first: int = -1  # the first player (chosen at random)
    prep_rolls: int = 0  # setup rolls made so far
    dice: tuple[int, ...] = ()  # this round's roll, lowest first
    zone: int = 0  # the Zone Die the active player chose
    numbers: tuple[int, ...] = ()  # the Number Dice
    tracker: tuple[tuple[int, ...], ...] = ()  # (zone, number, number) of each round so far
    connect4_first: tuple[int, ...] = (0,) * len(CONNECT4_ORDER)  # round each Connect-4 was first claimed
    connect5_round: tuple[str, ...] = ()  # Connect-5 letters claimed by anybody this round
    sheets: tuple[Sheet, ...] = ()

    def with_sheet(self, player: int, sheet: Sheet, **changes: Any) -> State:
        """A copy with ``player``'s sheet replaced, and ``changes``."""
        return self.edit(sheets=replaced(self.sheets, player, sheet), **changes)


def initial_state(players: int) -> State:
    """The table before the set-up draws: an empty sheet per player."""
    return State(sheets=(Sheet(),) * players)


def removed(values: tuple[int, ...], value: int) -> tuple[int, ...]:
    """``values`` with one ``value`` taken out (a die written, a die becoming the zone)."""
    i = values.index(value)
    return values[:i] + values[i + 1 :]


def swapped(values: tuple[int, ...], old: int, new: int) -> tuple[int, ...]:
    """``values`` with one ``old`` replaced by ``new`` (a die changed by a Free Action or a switch)."""
    return replaced(values, values.index(old), new)
