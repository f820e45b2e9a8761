"""The player sheet and the shared table in drawing terms, for :class:`.interaction.ConnnectInteraction`.

Coordinates are in cell units: space ``a1`` is the square from (0, 0) to (1, 1), ``x`` to the
right (columns a-f) and ``y`` down (rows 1-6). Circles sit on the corner points where four
spaces meet.
"""

from __future__ import annotations

from typing import Any

from .board import ARROW_LINES, CIRCLE_CELLS, CONNECTED_LINES, LINE_NAMES, NAMES, SETUP_COLOUR, SIZE, ZONE_MASK
from .cards import BONUSES, EFFECT_TITLES, FREE_ACTION_TRACK, OBJECTIVE_BY_ID
from .scoring import breakdown, filled_circles, line_points, objective_met
from .shapes import CONNECT4_ORDER, CONNECT4_SHAPES, CONNECT5_SHAPES
from .state import State

PLAYER_COLOURS = ("#1f5fbf", "#c0392b", "#1e8449", "#8e44ad")
"""One pencil colour per seat, for outlines and names."""
STATES = ("open", "circled", "crossed")
MARKS = ("empty", "filled", "crossed")
ZONES = [{"zone": z, "axis": "column", "index": [2 * z - 2, 2 * z - 1]} for z in (1, 2, 3)] + [
    {"zone": z, "axis": "row", "index": [2 * z - 8, 2 * z - 7]} for z in (4, 5, 6)
]


def _cells_for(legal: set[str]) -> set[str]:
    """Spaces named by the legal actions (where a click could lead somewhere)."""
    found = set()
    for action in legal:
        words = action.split()
        if words[0] in ("write", "move", "plus", "claim"):
            found.update(w for w in words[1:] if w in NAMES)
    return found


def sheet_board(game, state: State, player: int, sel, legal: set[str]) -> dict[str, Any]:
    """One sheet: spaces, circles, outlines, tracks, bonus sections, Connect-4/5, score."""
    sheet = state.sheets[player]
    zone = ZONE_MASK.get(sheet.zone, 0)
    hinted = _cells_for(legal)
    cells = []
    for i, name in enumerate(NAMES):
        cell: dict[str, Any] = {"id": name, "target": f"cell:{name}", "x": i % SIZE, "y": i // SIZE}
        if sheet.grid[i]:
            cell["value"] = sheet.grid[i]
        if i in SETUP_COLOUR:
            cell["setup"] = SETUP_COLOUR[i]
        if sheet.crossed >> i & 1:
            cell["crossed"] = True
        if sheet.claimed >> i & 1:
            cell["claimed"] = True
        if zone >> i & 1:
            cell["zone"] = True
        if i in sel.cells or i == sel.source or i == sel.target:
            cell["selected"] = True
        if name in hinted:
            cell["legal"] = True
        cells.append(cell)
    filled = set(filled_circles(sheet))
    arrows, exhausted = game.options["arrows"], game.options["exhausted"]
    parts = breakdown(sheet, arrows, exhausted)
    return {
        "name": game.players[player],
        "colour": PLAYER_COLOURS[player],
        "cells": cells,
        "zones": ZONES,
        "active_zone": sheet.zone,
        "circles": [
            {
                "id": k,
                "x": 2 * (k % 3) + 1,
                "y": 2 * (k // 3) + 1,
                "filled": k in filled,
                "cells": [NAMES[c] for c in cs],
            }
            for k, cs in enumerate(CIRCLE_CELLS)
        ],
        "connected_lines": [list(line) for line in CONNECTED_LINES if filled.issuperset(line)],
        "outlines": [{"kind": kind, "cells": [NAMES[c] for c in cs]} for kind, cs in sheet.claims],
        "lines": [
            {"name": LINE_NAMES[k], "arrow": k in ARROW_LINES[arrows], "points": line_points(sheet, k)}
            for k in range(12)
        ],
        "tracker": [list(t) for t in state.tracker],
        "dice": {
            "zone": sheet.zone,
            "numbers": list(sheet.numbers),
            "to_write": [
                {"target": f"num:{k}", "value": v, "selected": v == sel.die} for k, v in enumerate(sheet.to_write)
            ],
        },
        "free_action": {
            "target": "free",
            "used": sheet.free_used,
            "boxes": [{"value": v, "crossed": k < sheet.free_used} for k, v in enumerate(FREE_ACTION_TRACK)],
            "star_box": exhausted,
            "selected": sel.free,
        },
        "bonuses": [
            {
                "id": b.id,
                "target": f"bonus:{b.id}",
                "section": b.section,
                "title": EFFECT_TITLES[b.effect] + (f" {b.depicted}" if b.depicted else ""),
                "points": b.points,
                "lightning": b.lightning,
                "state": STATES[sheet.bonuses[k]],
                **({"selected": True} if sel.bonus == b.id else {}),
                **({"legal": True} if f"circle {b.id}" in legal else {}),
            }
            for k, b in enumerate(BONUSES)
        ],
        "to_circle": sheet.to_circle,
        "pending": list(sheet.pending),
        "connect4": [
            {
                "letter": letter,
                "cells": [list(rc) for rc in CONNECT4_SHAPES[letter]],
                "mark": MARKS[m],
                "circle": MARKS[c],
            }
            for letter, (m, c) in zip(CONNECT4_ORDER, sheet.connect4, strict=False)
        ],
        "connect5": [
            {"box": k, "letter": sheet.connect5[k][0], "points": sheet.connect5[k][1]}
            if k < len(sheet.connect5)
            else {"box": k}
            for k in range(4)
        ],
        "objectives": list(sheet.objectives),
        "score": {**parts, "total": sum(parts.values())},
        "status": "out" if sheet.out else "done" if sheet.done else "acting",
    }


def table_board(game, state: State, player: int, hints: bool = False) -> dict[str, Any]:
    """The shared table: dice card, shape cards, score card stack, objective cards."""
    choosing = hints and state.phase == "zone" and player == state.active
    dice = []
    zone_taken = False
    for k, value in enumerate(state.dice):
        role = None
        if state.zone:
            role = "zone" if value == state.zone and not zone_taken else "number"
            zone_taken = zone_taken or role == "zone"
        dice.append({"target": f"die:{k}", "value": value, "role": role, **({"legal": True} if choosing else {})})
    sheet = state.sheets[player]
    return {
        "round": state.round,
        "rounds": 12,
        "phase": state.phase,
        "active": state.active,
        "active_name": game.players[state.active] if state.active >= 0 else "",
        "dice": dice,
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
                "met": objective_met(OBJECTIVE_BY_ID[c], sheet),
            }
            for c in state.objectives
        ],
        "connect4_first": {letter: state.connect4_first[k] for k, letter in enumerate(CONNECT4_ORDER)},
    }
