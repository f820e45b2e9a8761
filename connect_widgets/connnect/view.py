"""The JSON view of a game: the shared table and every sheet (nothing is hidden in Connnect)."""

from __future__ import annotations

from typing import Any

from .board import NAMES
from .scoring import breakdown, filled_circles
from .shapes import CONNECT4_ORDER
from .state import Sheet, State


def table_view(state: State) -> dict[str, Any]:
    """The shared table: dice card, shape cards, score cards, objective cards, round."""
    return {
        "phase": state.phase,
        "round": state.round,
        "active": state.active,
        "first": state.first,
        "dice": list(state.dice),
        "zone_die": state.zone,
        "number_dice": list(state.numbers),
        "shape_cards": [
            {"letter": c, "face_up": c not in state.face_down} for c in state.shape_cards
        ],
        "score_cards": list(state.score_cards),
        "objectives": list(state.objectives),
        "connect4_first": {letter: state.connect4_first[k] for k, letter in enumerate(CONNECT4_ORDER)},
        "tracker": [list(t) for t in state.tracker],
    }


def sheet_view(sheet: Sheet, arrows: str, exhausted: int) -> dict[str, Any]:
    """One sheet as compact data (legend in docs/rules/connnect.md).

    ``grid``: six strings (rows 1-6), one character per column a-f: a digit or ``.`` when empty.
    ``bonuses``: one character per bonus in :data:`~.cards.BONUSES` order: ``o`` open, ``c`` circled,
    ``x`` crossed. ``connect4``: per shape of the Connect-4 section, ``mark`` and ``circle`` as
    ``.`` empty, ``o`` filled, ``x`` crossed out.
    """
    parts = breakdown(sheet, arrows, exhausted)
    return {
        "grid": ["".join(str(v) if v else "." for v in sheet.grid[r * 6 : r * 6 + 6]) for r in range(6)],
        "crossed": [NAMES[i] for i in range(36) if sheet.crossed >> i & 1],
        "claims": [[kind, *(NAMES[c] for c in cells)] for kind, cells in sheet.claims],
        "circles": list(filled_circles(sheet)),
        "bonuses": "".join("ocx"[s] for s in sheet.bonuses),
        "free_used": sheet.free_used,
        "dice": [sheet.zone, *sheet.numbers],
        "to_write": list(sheet.to_write),
        "pending": list(sheet.pending),
        "to_circle": sheet.to_circle,
        "connect4": {letter: ".ox"[m] + ".ox"[c] for letter, (m, c) in zip(CONNECT4_ORDER, sheet.connect4)},
        "connect5": [[letter, points] for letter, points in sheet.connect5],
        "objectives": list(sheet.objectives),
        "done": sheet.done,
        "out": sheet.out,
        "total": sum(parts.values()),
    }


def view(game, state: State) -> dict[str, Any]:
    """Everything, for every player (no hidden information). Computed once per state: treat it as read-only."""
    arrows, exhausted = game.options["arrows"], game.options["exhausted"]
    memo = state.cache()
    if "view" not in memo:
        memo["view"] = {**table_view(state), "sheets": [sheet_view(s, arrows, exhausted) for s in state.sheets]}
    return memo["view"]
