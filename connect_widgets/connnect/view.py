"""The JSON view of a game: the shared table and every sheet (nothing is hidden in Connnect)."""

from __future__ import annotations

import json
from typing import Any

from .board import NAMES
from .cards import BONUSES, OBJECTIVE_BY_ID
from .scoring import breakdown, connected_lines, filled_circles
from .shapes import CONNECT4_ORDER, CONNECT5_SHAPES
from .state import Sheet, State

MARKS = ("empty", "filled", "crossed")
BONUS_STATES = ("open", "circled", "crossed")


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
            {"letter": c, "face_up": c not in state.face_down, "cells": [list(rc) for rc in CONNECT5_SHAPES[c]]}
            for c in state.shape_cards
        ],
        "score_cards": list(state.score_cards),
        "objectives": [
            {
                "id": c,
                "deck": OBJECTIVE_BY_ID[c].deck,
                "points": OBJECTIVE_BY_ID[c].points,
                "text": OBJECTIVE_BY_ID[c].text,
                "own": OBJECTIVE_BY_ID[c].own,
            }
            for c in state.objectives
        ],
        "connect4_first": {letter: state.connect4_first[k] for k, letter in enumerate(CONNECT4_ORDER)},
        "tracker": [list(t) for t in state.tracker],
    }


def sheet_view(sheet: Sheet, arrows: str, exhausted: int) -> dict[str, Any]:
    """One sheet as data: numbers, crossings, outlines, bonuses, marks, boxes and score."""
    parts = breakdown(sheet, arrows, exhausted)
    return {
        "grid": {NAMES[i]: v for i, v in enumerate(sheet.grid) if v},
        "crossed": [NAMES[i] for i in range(36) if sheet.crossed >> i & 1],
        "claims": [{"kind": kind, "cells": [NAMES[c] for c in cells]} for kind, cells in sheet.claims],
        "circles": list(filled_circles(sheet)),
        "connected_lines": [list(line) for line in connected_lines(sheet)],
        "bonuses": {b.id: BONUS_STATES[s] for b, s in zip(BONUSES, sheet.bonuses)},
        "free_used": sheet.free_used,
        "zone": sheet.zone,
        "numbers": list(sheet.numbers),
        "to_write": list(sheet.to_write),
        "pending": list(sheet.pending),
        "to_circle": sheet.to_circle,
        "connect4": {
            letter: {"mark": MARKS[m], "circle": MARKS[c]} for letter, (m, c) in zip(CONNECT4_ORDER, sheet.connect4)
        },
        "connect5": [{"letter": letter, "points": points} for letter, points in sheet.connect5],
        "objectives": list(sheet.objectives),
        "done": sheet.done,
        "out": sheet.out,
        "score": parts,
        "total": sum(parts.values()),
    }


def view(game, state: State) -> dict[str, Any]:
    """Everything, for every player (no hidden information)."""
    arrows, exhausted = game.options["arrows"], game.options["exhausted"]
    memo = state.cache()
    if "view" not in memo:
        memo["view"] = json.dumps({**table_view(state), "sheets": [sheet_view(s, arrows, exhausted) for s in state.sheets]})
    return json.loads(memo["view"])
