"""The JSON view of a game: the shared table and every sheet (nothing is hidden in Connnect)."""

from __future__ import annotations

from typing import Any

from .board import NAMES
from .scoring import breakdown
from .shapes import CONNECT4_ORDER
from .state import Sheet, State


def table_view(state: State) -> dict[str, Any]:
    """The shared table: dice card, shape cards, score cards, objective cards, round tracker."""
    return {
        "phase": state.phase,
        "round": state.round,
        "active": state.active,
        "dice": "".join(map(str, state.dice)),
        "zone_die": state.zone,
        "number_dice": "".join(map(str, state.numbers)),
        "shape_cards": "".join(state.shape_cards),
        "face_down": "".join(state.face_down),
        "score_cards": list(state.score_cards),
        "objectives": " ".join(state.objectives),
        "connect4_first": " ".join(
            f"{letter}{r}" for letter, r in zip(CONNECT4_ORDER, state.connect4_first, strict=False)
        ),
        "tracker": " ".join("".join(map(str, t)) for t in state.tracker),
    }


def sheet_view(sheet: Sheet, arrows: str, exhausted: int) -> str:
    """One sheet in a compact, FEN-like line of space-separated fields (one JSON string is cheap).

    ``<grid> x:<crossed> c:<claims> b:<bonuses> f:<free actions used> d:<zone+numbers> w:<to write>
    p:<lightning owed> k:<section to circle> 4:<Connect-4 marks> 5:<Connect-5 boxes>
    o:<objective points> s:<status> t:<total>``. ``grid``: rows 1-6 separated by ``/``, one
    character per column a-f, a digit or ``.``. Claims like ``4L-b1b2a3b3`` (size, letter,
    spaces), comma-separated. Bonuses: one of ``o`` open, ``c`` circled, ``x`` crossed per bonus in
    :data:`~.cards.BONUSES` order. Connect-4: per shape, letter, mark, circle: ``.`` empty, ``o``
    filled, ``x`` crossed out. Example: ``1.....`` ... ``4:I..O..T..S..Lox 5:F16``.
    """
    grid = "/".join("".join(str(v) if v else "." for v in sheet.grid[r * 6 : r * 6 + 6]) for r in range(6))
    fields = (
        grid,
        "x:" + ",".join(NAMES[i] for i in range(36) if sheet.crossed >> i & 1),
        "c:" + ",".join(f"{kind}-{''.join(NAMES[c] for c in cells)}" for kind, cells in sheet.claims),
        "b:" + "".join("ocx"[s] for s in sheet.bonuses),
        f"f:{sheet.free_used}",
        "d:" + ("".join(map(str, (sheet.zone, *sheet.numbers))) if sheet.zone else ""),
        "w:" + "".join(map(str, sheet.to_write)),
        "p:" + "".join(map(str, sheet.pending)),
        f"k:{sheet.to_circle}",
        "4:"
        + "".join(
            f"{letter}{'.ox'[m]}{'.ox'[c]}" for letter, (m, c) in zip(CONNECT4_ORDER, sheet.connect4, strict=False)
        ),
        "5:" + ",".join(f"{letter}{points}" for letter, points in sheet.connect5),
        "o:" + ",".join(map(str, sheet.objectives)),
        "s:" + ("out" if sheet.out else "done" if sheet.done else "acting"),
        f"t:{sum(breakdown(sheet, arrows, exhausted).values())}",
    )
    return " ".join(fields)


def view(game, state: State) -> dict[str, Any]:
    """Everything, for every player (no hidden information). Computed once per state: treat it as read-only."""
    arrows, exhausted = game.options["arrows"], game.options["exhausted"]
    memo = state.cache()
    if "view" not in memo:
        memo["view"] = {**table_view(state), "sheets": [_sheet_line(s, arrows, exhausted) for s in state.sheets]}
    return memo["view"]


def _sheet_line(sheet: Sheet, arrows: str, exhausted: int) -> str:
    memo = sheet.cache()
    key = ("line", arrows, exhausted)
    if key not in memo:
        memo[key] = sheet_view(sheet, arrows, exhausted)
    return memo[key]
