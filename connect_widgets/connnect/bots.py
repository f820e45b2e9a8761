"""A heuristic Connnect bot: writes numbers where they build circles and Connects, claims greedily.

It plays through its seat: its own sheet read from ``seat.view()`` with the teaching helper
:func:`~.teaching.read_sheet`, the dice on the table and ``seat.legal_actions()``. Nothing is
hidden in Connnect but the dice to come, which no bot may know. It never changes the game; ties are
broken by its seeded random generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from ..core.bots import legal_actions_or_raise
from ..core.seat import Seat
from .board import ADJACENT, CELLS, CIRCLE_MASK, CONNECTED_LINES, INDEX, ZONE_MASK, mask_of
from .cards import BONUSES
from .notation import Move, parse
from .teaching import read_sheet

# Bonus preference when circling: star points first, then usefulness.
_BONUS_RANK = {b.id: b.points + (0.5 if b.effect in ("switch", "again") else 0) for b in BONUSES}


class Spaces(NamedTuple):
    """What the bot weighs on its sheet, as read from its view: the number in each space (0 if
    empty) and bitmasks of the spaces written, inside a claimed outline, and still claimable."""

    grid: tuple[int, ...]
    written: int
    claimed: int
    usable: int

    @classmethod
    def read(cls, seat: Seat) -> Spaces:
        """The seat's own sheet (:func:`~.teaching.read_sheet` of its view)."""
        fields = read_sheet(seat)
        grid = tuple(0 if c == "." else int(c) for row in fields["grid"] for c in row)
        written = mask_of(i for i in range(CELLS) if grid[i])
        crossed = mask_of(INDEX[name] for name in fields["crossed"])
        claimed = mask_of(INDEX[name] for _, spaces in fields["claims"] for name in spaces)
        return cls(grid, written, claimed, written & ~crossed & ~claimed)


def write_value(sheet: Spaces, cell: int, value: int) -> float:
    """How good writing ``value`` in ``cell`` is: circles filled, lines connected, Connects prepared."""
    written = sheet.written | 1 << cell
    score = 0.0
    for k, mask in enumerate(CIRCLE_MASK):
        if mask >> cell & 1:
            have = bin(written & mask).count("1")
            score += 0.15 * have
            if have == 4:
                score += 1.0 + sum(
                    2
                    for line in CONNECTED_LINES
                    if k in line and all(written & CIRCLE_MASK[j] == CIRCLE_MASK[j] for j in line)
                )
    neighbours = ADJACENT[cell] & sheet.usable
    for other in range(CELLS):
        if neighbours >> other & 1:
            gap = abs(sheet.grid[other] - value)
            score += 0.7 if gap == 0 else 0.6 if gap == 1 else 0.0
    return score


class HeuristicBot:
    """Greedy and seeded: good writes, the biggest Connect available, the most valuable bonus."""

    kind = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def __repr__(self) -> str:
        return "HeuristicBot()"

    def choose(self, seat: Seat) -> str:
        """The bot's action for the seat's player now."""
        actions = legal_actions_or_raise(seat)
        table = seat.view()
        phase = table["phase"]
        sheet = Spaces.read(seat)
        moves = [parse(action) for action in actions]
        if phase == "zone":
            dice = tuple(int(d) for d in table["dice"])  # the roll, lowest first
            return str(self._zone(sheet, moves, dice))
        circles = [m for m in moves if m.verb == "circle"]
        if circles:
            return str(max(circles, key=lambda m: (_BONUS_RANK[m.name], self._rng.random())))
        writes = [m for m in moves if m.verb == "write"]
        if writes:
            return str(max(writes, key=lambda m: (write_value(sheet, m.cell, m.value), self._rng.random())))
        rescue = [m for m in moves if m.verb == "switch" and self._zone_has_room(sheet, m.value)]
        if rescue and phase == "fill":  # the zone is full: a kept Switch Zone Die beats a Free Action
            return str(rescue[0])
        for forced in (_free_skip, _verb("skip"), _verb("out")):
            options = [m for m in moves if forced(m)]
            if options:
                return str(options[0])
        claims = [m for m in moves if m.verb == "claim"]
        if claims:
            return str(max(claims, key=lambda m: (len(m.cells), self._claim_value(sheet, m), self._rng.random())))
        return "done" if "done" in actions else self._rng.choice(actions)

    def _zone(self, sheet: Spaces, moves: list[Move], dice: tuple[int, ...]) -> Move:
        def value(move: Move) -> float:
            numbers = list(dice)
            numbers.remove(move.value)
            empty = [c for c in range(CELLS) if ZONE_MASK[move.value] >> c & 1 and not sheet.written >> c & 1]
            if len(empty) < 2:
                return -10.0 * (2 - len(empty))
            return sum(max(write_value(sheet, c, v) for c in empty) for v in numbers)

        return max(moves, key=lambda m: (value(m), self._rng.random()))

    @staticmethod
    def _zone_has_room(sheet: Spaces, zone: int) -> bool:
        return bool(ZONE_MASK[zone] & ~sheet.written)

    @staticmethod
    def _claim_value(sheet: Spaces, move: Move) -> float:
        """Prefer claims that keep the "Claimed Number again" bonus for later."""
        return -sum(1 for cell in move.cells if sheet.claimed >> cell & 1)


def _free_skip(move: Move) -> bool:
    return move.verb == "free" and not move.new


def _verb(verb: str) -> Callable[[Move], bool]:
    return lambda move: move.verb == verb
