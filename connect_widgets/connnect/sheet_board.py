"""The player sheet and the shared table in drawing terms, for :class:`.interaction.ConnnectInteraction`.

Split in two: :func:`layout` is what never changes during a game (the printed sheet: spaces,
circles, lines, bonus boxes, shapes, tracks, objective card texts), sent to the page once;
:func:`sheet_board` and :func:`table_board` carry only what a move changes, compactly (a 36-character
string for the numbers, lists of space indices, one character per bonus or mark; false flags and
empty lists are left out).

Coordinates are in cell units: space ``a1`` is the square from (0, 0) to (1, 1), ``x`` to the
right (columns a-f) and ``y`` down (rows 1-6). Circles sit on the corner points where four
spaces meet. A space is referred to by its index ``row * 6 + col`` (``layout["cells"][i]``).
"""

from __future__ import annotations

from typing import Any

from .board import ARROW_LINES, CIRCLE_CELLS, CONNECTED_LINES, LINE_NAMES, NAMES, SETUP_COLOUR, SIZE
from .cards import BONUSES, EFFECT_TITLES, FREE_ACTION_TRACK, OBJECTIVE_BY_ID, OBJECTIVES
from .scoring import breakdown, connected_lines, filled_circles, line_points, objective_met
from .shapes import CONNECT4_ORDER, CONNECT4_SHAPES, CONNECT5_SHAPES
from .state import State

PLAYER_COLOURS = ("#1f5fbf", "#c0392b", "#1e8449", "#8e44ad")
"""One pencil colour per seat, for outlines and names."""
ZONES = [{"zone": z, "axis": "column", "index": [2 * z - 2, 2 * z - 1]} for z in (1, 2, 3)] + [
    {"zone": z, "axis": "row", "index": [2 * z - 8, 2 * z - 7]} for z in (4, 5, 6)
]
SCORE_KEYS = (
    "connect-3 bonuses",
    "connect-4 bonuses",
    "connect-4 shapes",
    "connect-5",
    "lines",
    "circles",
    "connected lines",
    "objectives",
    "free action",
)
"""The order of ``sheet["score"]`` (its last entry is the total)."""
_MARK = ".ox"  # a Connect-4 mark or circle: empty, filled, crossed out
_CONNECTED_INDEX = {line: k for k, line in enumerate(CONNECTED_LINES)}


def layout(game) -> dict[str, Any]:
    """The printed sheet and cards: geometry, targets, labels. Depends only on the game's options."""
    arrows, exhausted = game.options["arrows"], game.options["exhausted"]
    return {
        "game": "connnect",
        "players": [{"name": name, "colour": PLAYER_COLOURS[k]} for k, name in enumerate(game.players)],
        "rounds": 12,
        "cells": [
            {
                "id": name,
                "target": f"cell:{name}",
                "x": i % SIZE,
                "y": i // SIZE,
                **({"setup": SETUP_COLOUR[i]} if i in SETUP_COLOUR else {}),
            }
            for i, name in enumerate(NAMES)
        ],
        "zones": ZONES,
        "circles": [
            {"id": k, "x": 2 * (k % 3) + 1, "y": 2 * (k // 3) + 1, "cells": [NAMES[c] for c in cs]}
            for k, cs in enumerate(CIRCLE_CELLS)
        ],
        "connected_lines": [list(line) for line in CONNECTED_LINES],
        "lines": [{"name": LINE_NAMES[k], "arrow": k in ARROW_LINES[arrows]} for k in range(12)],
        "free_action": {"target": "free", "boxes": list(FREE_ACTION_TRACK), "star_box": exhausted},
        "bonuses": [
            {
                "id": b.id,
                "target": f"bonus:{b.id}",
                "section": b.section,
                "title": EFFECT_TITLES[b.effect] + (f" {b.depicted}" if b.depicted else ""),
                "points": b.points,
                "lightning": b.lightning,
            }
            for b in BONUSES
        ],
        "connect4": [
            {"letter": letter, "cells": [list(rc) for rc in CONNECT4_SHAPES[letter]]} for letter in CONNECT4_ORDER
        ],
        "connect5_boxes": 4,
        "shapes": {letter: [list(rc) for rc in cells] for letter, cells in CONNECT5_SHAPES.items()},
        "objectives": {
            card.id: {"deck": card.deck, "points": card.points, "text": card.text, "own": card.own}
            for card in OBJECTIVES
        },
        "score_keys": [*SCORE_KEYS, "total"],
    }


def _cells_for(legal: set[str]) -> set[str]:
    """Spaces named by the legal actions (where a click could lead somewhere)."""
    found = set()
    for action in legal:
        words = action.split()
        if words[0] in ("write", "move", "plus", "claim"):
            found.update(w for w in words[1:] if w in NAMES)
    return found


def sheet_board(game, state: State, player: int, sel, legal: set[str]) -> dict[str, Any]:
    """What changes on one sheet; drawn over ``layout``.

    ``grid``: 36 characters, a digit or ``.`` per space in index order; ``crossed``, ``selected``,
    ``legal``: space indices; ``claims``: ``[kind, [indices]]`` per outline ("4L"); ``zone``: the
    active zone (0 none); ``numbers``/``to_write``: this round's Number Dice, ``die`` the picked
    value; ``circles``: filled circle indices, ``connected``: indices into
    ``layout["connected_lines"]``; ``lines``: points per line; ``free``: Free Actions used;
    ``bonuses``: one of ``o`` open, ``c`` circled, ``x`` crossed per bonus;
    ``connect4``: mark and circle per shape, each ``.`` empty, ``o`` filled, ``x`` crossed out;
    ``connect5``: ``[letter, points]`` per filled box; ``score``: in ``SCORE_KEYS`` order, then the
    total; ``status``.
    """
    sheet = state.sheets[player]
    arrows, exhausted = game.options["arrows"], game.options["exhausted"]
    parts = breakdown(sheet, arrows, exhausted)
    score = [parts[key] for key in SCORE_KEYS]
    crossed = sheet.crossed
    board: dict[str, Any] = {
        "grid": "".join(str(v) if v else "." for v in sheet.grid),
        "zone": sheet.zone,
        "circles": list(filled_circles(sheet)),
        "lines": [line_points(sheet, k) for k in range(12)],
        "free": sheet.free_used,
        "bonuses": "".join("ocx"[s] for s in sheet.bonuses),
        "connect4": "".join(_MARK[m] + _MARK[c] for m, c in sheet.connect4),
        "score": [*score, sum(score)],
        "status": "out" if sheet.out else "done" if sheet.done else "acting",
    }
    optional = {
        "crossed": [i for i in range(36) if crossed >> i & 1] if crossed else [],
        "claims": [[kind, list(cells)] for kind, cells in sheet.claims],
        "connected": [_CONNECTED_INDEX[line] for line in connected_lines(sheet)],
        "numbers": list(sheet.numbers),
        "to_write": list(sheet.to_write),
        "connect5": [list(box) for box in sheet.connect5],
        "selected": sorted({*sel.cells, *(c for c in (sel.source, sel.target) if c is not None)}),
    }
    if legal:
        hinted = _cells_for(legal)
        optional["legal"] = [i for i, name in enumerate(NAMES) if name in hinted]
        optional["bonus_legal"] = [b.id for b in BONUSES if f"circle {b.id}" in legal]
    board.update((key, value) for key, value in optional.items() if value)
    if sel.die is not None:
        board["die"] = sel.die
    if sel.bonus:
        board["bonus"] = sel.bonus
    if sel.free:
        board["free_selected"] = True
    return board


def table_board(game, state: State, player: int, hints: bool = False) -> dict[str, Any]:
    """The shared table: dice, shape cards, score cards, objective cards, round tracker.

    ``dice``: the roll; ``roles``: per die ``z`` Zone Die or ``n`` Number Die once chosen;
    ``choose``: the dice are legal clicks; ``cards``/``face_down``: Connect-5 letters;
    ``objectives``: card ids, ``met`` the ones the shown sheet fulfils; ``tracker``: per round
    its zone and numbers as a 3-digit string.
    """
    sheet = state.sheets[player]
    table: dict[str, Any] = {
        "round": state.round,
        "phase": state.phase,
        "active": state.active,
        "dice": list(state.dice),
        "cards": "".join(state.shape_cards),
        "score_cards": list(state.score_cards),
        "objectives": list(state.objectives),
        "tracker": ["".join(map(str, t)) for t in state.tracker],
    }
    if state.zone:
        roles, zone_taken = "", False
        for value in state.dice:
            zone = value == state.zone and not zone_taken
            zone_taken = zone_taken or zone
            roles += "z" if zone else "n"
        table["roles"] = roles
    if hints and state.phase == "zone" and player == state.active:
        table["choose"] = True
    if state.face_down:
        table["face_down"] = "".join(state.face_down)
    met = [c for c in state.objectives if objective_met(OBJECTIVE_BY_ID[c], sheet)]
    if met:
        table["met"] = met
    return table
