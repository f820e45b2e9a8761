"""A heuristic Connnect bot: writes numbers where they build circles and Connects, claims greedily.

It reads the public state (nothing is hidden in Connnect) and the game's legal actions, and never
changes the game. Ties are broken by its seeded random generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..core.bots import legal_actions_or_raise
from ..core.game import Game
from .board import ADJACENT, CIRCLE_MASK, CONNECTED_LINES, ZONE_MASK
from .cards import BONUSES
from .notation import Move, parse
from .state import Sheet, State

# Bonus preference when circling: star points first, then usefulness.
_BONUS_RANK = {b.id: b.points + (0.5 if b.effect in ("switch", "again") else 0) for b in BONUSES}


def write_value(sheet: Sheet, cell: int, value: int) -> float:
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
    usable = sheet.usable
    neighbours = ADJACENT[cell] & usable
    for other in range(36):
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

    def choose(self, game: Game[State], actor: int) -> str:
        """The bot's action for ``actor`` now."""
        actions = legal_actions_or_raise(game, actor)
        state = game.state
        sheet = state.sheets[actor]
        moves = [parse(action) for action in actions]
        if state.phase == "zone":
            return str(self._zone(sheet, moves, state.dice))
        circles = [m for m in moves if m.verb == "circle"]
        if circles:
            return str(max(circles, key=lambda m: (_BONUS_RANK[m.name], self._rng.random())))
        writes = [m for m in moves if m.verb == "write"]
        if writes:
            return str(max(writes, key=lambda m: (write_value(sheet, m.cell, m.value), self._rng.random())))
        rescue = [m for m in moves if m.verb == "switch" and self._zone_has_room(sheet, m.value)]
        if rescue and state.phase == "fill":  # the zone is full: a kept Switch Zone Die beats a Free Action
            return str(rescue[0])
        for forced in (_free_skip, _verb("skip"), _verb("out")):
            options = [m for m in moves if forced(m)]
            if options:
                return str(options[0])
        claims = [m for m in moves if m.verb == "claim"]
        if claims:
            return str(max(claims, key=lambda m: (len(m.cells), self._claim_value(sheet, m), self._rng.random())))
        return "done" if "done" in actions else self._rng.choice(actions)

    def _zone(self, sheet: Sheet, moves: list[Move], dice: tuple[int, ...]) -> Move:
        def value(move: Move) -> float:
            numbers = list(dice)
            numbers.remove(move.value)
            empty = [c for c in range(36) if ZONE_MASK[move.value] >> c & 1 and not sheet.written >> c & 1]
            if len(empty) < 2:
                return -10.0 * (2 - len(empty))
            return sum(max(write_value(sheet, c, v) for c in empty) for v in numbers)

        return max(moves, key=lambda m: (value(m), self._rng.random()))

    @staticmethod
    def _zone_has_room(sheet: Sheet, zone: int) -> bool:
        return bool(ZONE_MASK[zone] & ~sheet.written)

    @staticmethod
    def _claim_value(sheet: Sheet, move: Move) -> float:
        """Prefer claims that keep the "Claimed Number again" bonus for later."""
        return -sum(1 for cell in move.cells if sheet.claimed >> cell & 1)


def _free_skip(move: Move) -> bool:
    return move.verb == "free" and not move.new


def _verb(verb: str) -> Callable[[Move], bool]:
    return lambda move: move.verb == verb
