"""The game state: one immutable :class:`Sheet` per player and the shared table in :class:`State`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .cards import BONUSES
from .shapes import CONNECT4_ORDER

EMPTY, FILLED, CROSSED_OUT = 0, 1, 2
"""A first-claim mark or a Connect-4 circle is empty, filled or crossed out."""


@dataclass(frozen=True)
class Sheet:
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
    _cache: dict = field(default=None, init=False, compare=False, repr=False)  # type: ignore[assignment]
    _written: int = field(default=None, init=False, compare=False, repr=False)  # type: ignore[assignment]

    def cache(self) -> dict[str, Any]:
        """A per-sheet memo (sheets never change, so derived values can be kept)."""
        if self._cache is None:
            object.__setattr__(self, "_cache", {})
        return self._cache

    @property
    def written(self) -> int:
        """Bitmask of spaces holding a number, crossed-out ones included."""
        written = self._written
        if written is None:
            written = sum(1 << i for i, v in enumerate(self.grid) if v)
            object.__setattr__(self, "_written", written)
        return written

    @property
    def usable(self) -> int:
        """Bitmask of numbers that may still be claimed: written, not crossed out, not claimed."""
        return self.written & ~self.crossed & ~self.claimed

    def edit(self, **changes: Any) -> Sheet:
        """A copy with ``changes`` (a fast ``dataclasses.replace``: memos are not copied)."""
        return _copy(self, changes)


@dataclass(frozen=True)
class State:
    """The shared table and every sheet. ``phase`` is one of :data:`PHASES`."""

    phase: str = "setup"
    round: int = 0
    active: int = 0
    shape_cards: tuple[str, ...] = ()  # the four Connect-5 cards drawn, in table order
    face_down: tuple[str, ...] = ()  # of those, the cards turned face down
    objectives: tuple[str, ...] = ()  # objective card ids, decks A, B, C
    score_cards: tuple[int, ...] = (16, 14, 13, 12)  # top first
    first: int = -1  # the first player (chosen at random)
    prep_rolls: int = 0  # setup rolls made so far
    dice: tuple[int, ...] = ()  # this round's roll, lowest first
    zone: int = 0  # the Zone Die the active player chose
    numbers: tuple[int, ...] = ()  # the Number Dice
    tracker: tuple[tuple[int, ...], ...] = ()  # (zone, number, number) of each round so far
    connect4_first: tuple[int, ...] = (0,) * len(CONNECT4_ORDER)  # round each Connect-4 was first claimed
    connect5_round: tuple[str, ...] = ()  # Connect-5 letters claimed by anybody this round
    sheets: tuple[Sheet, ...] = ()
    _cache: dict = field(default=None, init=False, compare=False, repr=False)  # type: ignore[assignment]

    def cache(self) -> dict[str, Any]:
        """A per-state memo (states never change)."""
        if self._cache is None:
            object.__setattr__(self, "_cache", {})
        return self._cache

    def edit(self, **changes: Any) -> State:
        """A copy with ``changes`` (a fast ``dataclasses.replace``: memos are not copied)."""
        return _copy(self, changes)

    def with_sheet(self, player: int, sheet: Sheet) -> State:
        """A copy with ``player``'s sheet replaced."""
        return _copy(self, {"sheets": (*self.sheets[:player], sheet, *self.sheets[player + 1 :])})


PHASES = ("setup", "prep", "roll", "zone", "fill", "claim", "over")


_FIELDS = {
    cls: frozenset(name for name in cls.__dataclass_fields__ if not name.startswith("_")) for cls in (Sheet, State)
}


def _copy(value, changes: dict[str, Any]):
    """A copy of the frozen dataclass ``value`` with ``changes``, memo fields reset."""
    cls = type(value)
    if not _FIELDS[cls].issuperset(changes):
        wrong = next(name for name in changes if name not in _FIELDS[cls])
        raise TypeError(f"{cls.__name__} has no field {wrong!r}")
    new = object.__new__(cls)
    fields = new.__dict__
    fields.update(value.__dict__)
    fields.update(changes)
    fields["_cache"] = None
    if "grid" in changes and "_written" in fields:
        fields["_written"] = None  # recomputed on demand (a write sets it directly)
    return new
