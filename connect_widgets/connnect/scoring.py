"""Scoring: lines, circles, Connected Lines, bonuses, Connect-4 marks, Connect-5 boxes, objectives,
Free Action; the scores and the winners.

A sheet never changes, so what is counted on it is kept in its memo.
"""

from __future__ import annotations

from ..core.state import remembered
from .board import ARROW_LINES, CIRCLE_MASK, CONNECTED_LINES, LINE_CELLS, LINE_MASK
from .cards import BONUSES, CIRCLE_POINTS, CROSSED, FIRST_CLAIM_POINTS, FREE_ACTION_TRACK, OPEN, Objective
from .state import FILLED, Sheet, State

CORNER_CIRCLES = (0, 2, 6, 8)


def filled_circles(sheet: Sheet) -> tuple[int, ...]:
    """Indices of the filled circles (all four spaces around them written, crossed-out ones included).
    Nine mask tests: counted afresh when asked (at the end of each round), cheaper than a memo."""
    written = sheet.written
    return tuple([k for k, mask in enumerate(CIRCLE_MASK) if written & mask == mask])


def connected_lines(sheet: Sheet) -> tuple[tuple[int, int, int], ...]:
    """The Connected Lines: three filled circles in a row, column or diagonal."""
    filled = set(filled_circles(sheet))
    return tuple([line for line in CONNECTED_LINES if filled.issuperset(line)])


def line_points(sheet: Sheet, line: int) -> int:
    """8, 6, 3 or 0 points for row/column ``line`` (0-5 rows 1-6, 6-11 columns a-f)."""
    mask = LINE_MASK[line]
    if sheet.written & mask != mask:
        return 0
    if sheet.crossed & mask:
        return 3
    values = [sheet.grid[c] for c in LINE_CELLS[line]]
    if len(set(values)) == 1 or values in ([1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1]):
        return 8
    if sorted(values) == [1, 2, 3, 4, 5, 6]:
        return 6
    return 3


def free_action_penalty(sheet: Sheet, exhausted: int) -> int:
    """Points lost: the leftmost box not crossed, or ``exhausted`` once all seven are crossed."""
    track = (*FREE_ACTION_TRACK, exhausted)
    return track[min(sheet.free_used, len(track) - 1)]


def _claims3(sheet: Sheet, distinct: int) -> int:
    """Connect-3 claims whose numbers take ``distinct`` different values (0: any)."""
    grid = sheet.grid
    return sum(
        1
        for kind, cells in sheet.claims
        if kind[0] == "3" and (not distinct or len({grid[c] for c in cells}) == distinct)
    )


_STATS = {
    "connect3": lambda sheet: _claims3(sheet, 0),
    "connect3_same": lambda sheet: _claims3(sheet, 1),
    "connect3_ordered": lambda sheet: _claims3(sheet, 3),
    "connect4": lambda sheet: sum(1 for kind, _ in sheet.claims if kind[0] == "4"),
    "connect4_shapes": lambda sheet: len({kind for kind, _ in sheet.claims if kind[0] == "4"}),
    "connect5": lambda sheet: len(sheet.connect5),
    "first_claims": lambda sheet: sum(1 for mark, _ in sheet.connect4 if mark == FILLED),
    "bonuses_used": lambda sheet: sum(1 for b in sheet.bonuses if b == CROSSED),
    "circles": lambda sheet: len(filled_circles(sheet)),
    "corner_circles": lambda sheet: len(set(CORNER_CIRCLES).intersection(filled_circles(sheet))),
    "connected_lines": lambda sheet: len(connected_lines(sheet)),
    "full_lines": lambda sheet: _full_lines(sheet.written),
}
"""How each count objective cards ask about is taken from a sheet."""


def _full_lines(written: int) -> int:
    return len([mask for mask in LINE_MASK if written & mask == mask])


def objective_met(card: Objective, sheet: Sheet) -> bool:
    """True if ``sheet`` fulfils ``card``'s requirement now (asked for every sheet at the end of every
    round, on a sheet about to change: counted afresh, which costs less than keeping the count)."""
    return _STATS[card.stat](sheet) >= card.threshold


def breakdown(sheet: Sheet, arrows: str, exhausted: int) -> dict[str, int]:
    """Points by part of the score section; the values add up to the score."""
    return dict(remembered(sheet, ("breakdown", arrows, exhausted), lambda: _breakdown(sheet, arrows, exhausted)))


def _breakdown(sheet: Sheet, arrows: str, exhausted: int) -> dict[str, int]:
    bonus3 = sum(b.points for b, s in zip(BONUSES, sheet.bonuses, strict=False) if s != OPEN and b.section == 3)
    bonus4 = sum(b.points for b, s in zip(BONUSES, sheet.bonuses, strict=False) if s != OPEN and b.section == 4)
    marks = sum(
        FIRST_CLAIM_POINTS * (mark == FILLED) + CIRCLE_POINTS * (circle == FILLED) for mark, circle in sheet.connect4
    )
    return {
        "connect-3 bonuses": bonus3,
        "connect-4 bonuses": bonus4,
        "connect-4 shapes": marks,
        "connect-5": sum(points for _, points in sheet.connect5),
        "lines": sum(line_points(sheet, line) for line in ARROW_LINES[arrows]),
        "circles": len(filled_circles(sheet)),
        "connected lines": 2 * len(connected_lines(sheet)),
        "objectives": sum(sheet.objectives),
        "free action": -free_action_penalty(sheet, exhausted),
    }


def scores(state: State, arrows: str, exhausted: int) -> tuple[int, ...]:
    """Every player's points, in player order."""
    return remembered(state, ("scores", arrows, exhausted), lambda: _scores(state, arrows, exhausted))


def _scores(state: State, arrows: str, exhausted: int) -> tuple[int, ...]:
    return tuple(sum(breakdown(sheet, arrows, exhausted).values()) for sheet in state.sheets)


def winners(state: State, arrows: str, exhausted: int) -> tuple[int, ...]:
    """Most points; ties go to the fewest negative points (Free Action), then are shared.

    A player out of the game cannot win unless everybody is out.
    """
    points = scores(state, arrows, exhausted)
    players = [p for p, sheet in enumerate(state.sheets) if not sheet.out] or list(range(len(points)))
    key = {p: (points[p], -free_action_penalty(state.sheets[p], exhausted)) for p in players}
    best = max(key.values())
    return tuple(p for p in players if key[p] == best)
