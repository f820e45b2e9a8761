"""What a sheet may still earn: how the search reads a position at the end of a round.

Connnect's points come late: a line scores only once it is full, a Connect only once its last
number is written and claimed, an objective at the end of a round. A search that counted only the
points on the sheet would never write a number for later. So the search (:class:`~.bots.ConnnectSearch`)
plays each candidate to the end of the round and there reads each sheet as its points so far plus
what it is expected to earn by the end of the game: a weighted sum of the :data:`FEATURES` below,
with one set of weights per round.

The weights are fitted, not guessed: ``python -m benchmarks.outlook`` plays seeded games between
two heuristic bots, notes every sheet's features at the start of every round and the points that
sheet went on to earn, and fits them by least squares (``outlook.json`` records the games and the
seed). Everything is read from the public view (:func:`~.teaching.read_sheet`), as a player would.
"""

from __future__ import annotations

import functools
import json
from importlib import resources
from typing import TYPE_CHECKING, Any, Final

from ..core.sums import float_sum
from .board import ARROW_LINES, CELLS, CIRCLE_MASK, CONNECTED_LINES, LINE_CELLS
from .cards import BONUSES, FREE_ACTION_TRACK
from .teaching import within_reach

if TYPE_CHECKING:  # the bots read the position; the outlook only weighs it
    from .bots import Position

FEATURES: Final = {
    "free_next": "the points one more Free Action would cost",
    "kept_switch": "Switch Zone Die bonuses circled and kept",
    "kept_plusminus": "Plus or minus bonuses circled and kept",
    "kept_cross": "Cross out and write bonuses circled and kept",
    "kept_again": "Claimed Number again bonuses circled and kept",
    "open3": "Connect-3 bonuses still open",
    "open4": "Connect-4 bonuses still open",
    "first4": "Connect-4 shapes whose first-claim mark is still to win",
    "boxes5": "Connect-5 boxes left while a shape card is face up",
    "card5": "the top Connect-5 score card (0 when no card is face up)",
    "empty": "spaces never written",
    "usable": "numbers that may still be claimed",
    "now3": "the worth of the best Connect-3 claimable now",
    "now4": "the worth of the best Connect-4 claimable now",
    "now5": "the worth of the best Connect-5 claimable now",
    "near3": "the worth of the best Connect-3 one number away",
    "near4": "the worth of the best Connect-4 one number away",
    "near5": "the worth of the best Connect-5 one number away",
    "ways3": "Connect-3s claimable now or one number away (at most 6 counted)",
    "ways4": "Connect-4s claimable now or one number away (at most 6 counted)",
    "ways5": "Connect-5s claimable now or one number away (at most 6 counted)",
    "lines": "numbers written in lines not yet full",
    "lines6": "of those, numbers in lines whose numbers all differ (6 points are still possible)",
    "lines8": "of those, numbers in lines that may still read 1 to 6 in order or all the same (8 points)",
    "circles3": "circles with 3 of their 4 spaces written",
    "circles2": "circles with 2 of their 4 spaces written",
    "connected_near": "Connected Lines not yet made whose three circles miss 3 spaces at most",
}
"""What the outlook reads on a sheet, by name: each a number, weighed by the round's weights."""
KEPT: Final = ("switch", "plusminus", "cross", "again")
WAYS_COUNTED = 6
ALL: Final = (1 << CELLS) - 1


def features(position: Position, arrows: str) -> tuple[float, ...]:
    """The :data:`FEATURES` of the position's sheet, in that order."""
    fields, sheet = position.fields, position.sheet
    bonuses = fields["bonuses"]
    track = (*FREE_ACTION_TRACK, position.exhausted)
    used = fields["free_used"]
    kept = [sum(1 for b in BONUSES if b.effect == effect and bonuses[b.id] == "c") for effect in KEPT]
    open3 = sum(1 for b in BONUSES if b.section == 3 and bonuses[b.id] == "o")
    open4 = sum(1 for b in BONUSES if b.section == 4 and bonuses[b.id] == "o")
    first4 = len(position.first4)
    face_up = bool(position.open5)
    return (
        float(track[min(used + 1, len(track) - 1)] - track[min(used, len(track) - 1)]),
        *map(float, kept),
        float(open3),
        float(open4),
        float(first4),
        float((4 - len(fields["connect5"])) * face_up),
        position.worth["5"] * face_up,
        float(bin(sheet.empty).count("1")),
        float(bin(sheet.usable).count("1")),
        *_reach(position),
        *_lines(sheet.grid, arrows),
        *_circles(ALL & ~sheet.empty),
    )


def _reach(position: Position) -> tuple[float, ...]:
    """The best Connect of each size claimable now, one number away, and how many there are."""
    now = {3: 0.0, 4: 0.0, 5: 0.0}
    near = {3: 0.0, 4: 0.0, 5: 0.0}
    ways = {3: 0, 4: 0, 5: 0}
    for reach in within_reach(position.sheet, position.open5, 1, (3, 4, 5), position.rule, position.gaps):
        size, worth = len(reach.cells), position.claim_worth(reach.cells)
        best = near if reach.empty else now
        best[size] = max(best[size], worth)
        ways[size] += 1
    return (*now.values(), *near.values(), *(float(min(n, WAYS_COUNTED)) for n in ways.values()))


def _lines(grid: tuple[int, ...], arrows: str) -> tuple[float, float, float]:
    """Numbers written in lines not yet full: all of them, those where 6 points and 8 points are still possible."""
    partial = six = eight = 0
    for line in ARROW_LINES[arrows]:
        cells = LINE_CELLS[line]
        values = [grid[c] for c in cells if grid[c]]
        written = len(values)
        if written == len(cells):
            continue
        partial += written
        distinct = len(set(values))
        if distinct == written:
            six += written
            rising = all(grid[c] in (0, i + 1) for i, c in enumerate(cells))
            falling = all(grid[c] in (0, 6 - i) for i, c in enumerate(cells))
            eight += written * (rising or falling)
        elif distinct == 1:
            eight += written
    return float(partial), float(six), float(eight)


def _circles(written: int) -> tuple[float, float, float]:
    """Circles with 3 and with 2 of their 4 spaces written, and the Connected Lines nearly made."""
    around = [bin(written & mask).count("1") for mask in CIRCLE_MASK]
    near = 0
    for line in CONNECTED_LINES:
        spaces = [around[k] for k in line]
        near += min(spaces) < 4 and sum(spaces) >= 9
    return float(around.count(3)), float(around.count(2)), float(near)


def expected_points(position: Position, round_number: int, arrows: str) -> float:
    """The points the position's player is expected to end the game with: the points on their sheet,
    and what the round's weights expect the sheet to earn in the rounds left (from round ``round_number``)."""
    bias, *weights = _weights()[min(max(round_number, 1), len(_weights())) - 1]
    found = features(position, arrows)
    return float(position.fields["total"]) + bias + float_sum(w * f for w, f in zip(weights, found, strict=True))


@functools.cache
def _weights() -> tuple[tuple[float, ...], ...]:
    """Per round 1 to 12: the constant, then one weight per feature (``outlook.json``)."""
    data: dict[str, Any] = json.loads(resources.files(__package__).joinpath("outlook.json").read_text())
    if data["features"] != list(FEATURES):
        raise ValueError("outlook.json was fitted on other features: run python -m benchmarks.outlook")
    return tuple(tuple(float(w) for w in row) for row in data["weights"])
