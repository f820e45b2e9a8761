"""A heuristic Connnect bot: writes numbers where they build circles and Connects, claims greedily.

It reads the public state (nothing is hidden in Connnect) and the game's legal actions, and never
changes the game. Ties are broken by its seeded random generator.
"""

from __future__ import annotations

import random

from ..core.bots import legal_actions_or_raise
from .board import ADJACENT, CIRCLE_MASK, CONNECTED_LINES, INDEX, ZONE_MASK
from .cards import BONUSES
from .state import Sheet

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

    def choose(self, game, actor: int) -> str:
        """The bot's action for ``actor`` now."""
        actions = legal_actions_or_raise(game, actor)
        state = game.state
        sheet = state.sheets[actor]
        if state.phase == "zone":
            return self._zone(sheet, actions, state.dice)
        circles = [a for a in actions if a.startswith("circle ")]
        if circles:
            return max(circles, key=lambda a: (_BONUS_RANK[a.split()[1]], self._rng.random()))
        writes = [a for a in actions if a.startswith("write ")]
        if writes:
            return self._best_write(sheet, writes)
        rescue = [a for a in actions if a.startswith("switch ") and self._zone_has_room(sheet, int(a.split()[1]))]
        if rescue and state.phase == "fill":  # the zone is full: a kept Switch Zone Die beats a Free Action
            return rescue[0]
        for forced in ("free skip", "skip", "out"):
            options = [a for a in actions if a.startswith(forced)]
            if options:
                return options[0]
        claims = [a for a in actions if a.startswith("claim ")]
        if claims:
            return max(claims, key=lambda a: (len(a.split()), self._claim_value(sheet, a), self._rng.random()))
        return "done" if "done" in actions else self._rng.choice(actions)

    def _zone(self, sheet: Sheet, actions: list[str], dice: tuple[int, ...]) -> str:
        def value(action: str) -> float:
            zone = int(action.split()[1])
            numbers = list(dice)
            numbers.remove(zone)
            empty = [c for c in range(36) if ZONE_MASK[zone] >> c & 1 and not sheet.written >> c & 1]
            if len(empty) < 2:
                return -10.0 * (2 - len(empty))
            return sum(max(write_value(sheet, c, v) for c in empty) for v in numbers)

        return max(actions, key=lambda a: (value(a), self._rng.random()))

    @staticmethod
    def _zone_has_room(sheet: Sheet, zone: int) -> bool:
        return bool(ZONE_MASK[zone] & ~sheet.written)

    def _best_write(self, sheet: Sheet, writes: list[str]) -> str:
        def value(action: str) -> float:
            _, cell, number = action.split()
            return write_value(sheet, INDEX[cell], int(number))

        return max(writes, key=lambda a: (value(a), self._rng.random()))

    def _claim_value(self, sheet: Sheet, action: str) -> float:
        """Prefer claims that keep the "Claimed Number again" bonus for later."""
        return -sum(1 for word in action.split()[1:] if sheet.claimed >> INDEX[word] & 1)
