"""Where things lie on the drawn table, in a fixed coordinate space (the renderer scales it).

The table is ``WIDTH`` x ``HEIGHT`` units: opponents' rows across the top, the face-down cards
spread around the bell in the middle, the seat's own row at the bottom. All positions are card
centres; ``scale`` multiplies ``CARD_W`` x ``CARD_H``.
"""

from __future__ import annotations

import math
import random
from typing import Final

WIDTH: Final = 1000
HEIGHT: Final = 760
CARD_W: Final = 76
CARD_H: Final = 100
STEP: Final = 82
"""Distance between the centres of neighbouring cards in a row (at scale 1)."""
BELL_X: Final = 500
BELL_Y: Final = 400
BELL_R: Final = 36
POOL_SCALE: Final = 0.55
HAND_X: Final = 80
PILE_X: Final = 920
ROW_X: Final = 500
OWN_Y: Final = 680
TOP_BAND: Final = 250
MAX_OPPONENT_SCALE: Final = 0.8

COLOURS: Final = ("#d1495b", "#00798c", "#edae49", "#66a182")
"""Each seat's colour, in seat order."""

_RINGS: Final = ((110, 70, 14), (190, 100, 24), (270, 125, 42))
"""``(x radius, y radius, cards)`` of the rings of face-down cards around the bell: 80 places."""


def _pool_places() -> tuple[tuple[int, int, int], ...]:
    rng = random.Random(4)  # a fixed, slightly untidy spread; it is the same on every screen
    places = []
    for rx, ry, count in _RINGS:
        for i in range(count):
            angle = 2 * math.pi * (i + rng.random() * 0.4) / count
            x = BELL_X + rx * math.cos(angle) + rng.uniform(-6, 6)
            y = BELL_Y + ry * math.sin(angle) + rng.uniform(-5, 5)
            places.append((round(x), round(y), rng.randint(-25, 25)))
    return tuple(places)


POOL_PLACES: Final = _pool_places()
"""``(x, y, rotation in degrees)`` of each of the up to 80 face-down cards."""


def band(place: int, opponents: int) -> tuple[int, float]:
    """``(centre y, scale)`` of a player's area: ``place`` 0 is the seat's own (bottom), 1.. the opponents."""
    if place == 0:
        return OWN_Y, 1.0
    height = TOP_BAND / opponents
    scale = min(MAX_OPPONENT_SCALE, (height - 24) / CARD_H)
    return round(height * (place - 0.5) + 10), round(scale, 3)


def row_xs(length: int, scale: float) -> list[int]:
    """Centre x of each card of a row of ``length``, the row centred on the table."""
    step = STEP * scale
    return [round(ROW_X + (i - (length - 1) / 2) * step) for i in range(length)]


def end_slots(length: int, scale: float) -> tuple[int, int]:
    """Centre x of the empty places just left and right of a row (where a card would be laid)."""
    step = STEP * scale
    half = (length + 1) / 2
    return round(ROW_X - half * step), round(ROW_X + half * step)
