"""The table in drawing terms, for ``js/src/games/num_connect.js``: pure functions of the state.

:func:`layout` is what never changes (the click targets' shapes, sent once); :func:`board` is what
the renderer draws now: players, piles, the grids with a one-cell margin of empty cells to click,
the tentative combination and its verdict, and the hand (or the hot-seat "pass" screen). Cards
carry their ``kind`` (number, rainbow, shadow) and colour id; the page words them (``page.`` words).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .cards import COLOURS, parse_card
from .notation import Move, cell_name
from .rules import actors
from .state import Cell, Pending, Played, State

CELL_TARGET = "cell:g{grid}:r{row}c{col}"
NEW_GRID = "grid:new"
DRAW = "draw"
DISCARD = "discard"


def layout() -> dict[str, Any]:
    """The fixed part: how click targets are written (cells fill in ``CELL_TARGET``)."""
    return {"targets": {"cell": CELL_TARGET, "new_grid": NEW_GRID, "draw": DRAW, "discard": DISCARD}}


def cell_target(grid: int, cell: Cell) -> str:
    """The click target of a grid cell: ``"cell:g0:r1c-2"``."""
    return f"cell:g{grid}:{cell_name(cell)}"


def card(code: str) -> dict[str, Any]:
    """A card in drawing terms: code, kind (``number``/``rainbow``/``shadow``), value and colour id."""
    kind, colour, value = parse_card(code)  # type: ignore[misc]
    if kind == "number":
        return {"code": code, "kind": kind, "value": value, "colour": COLOURS[colour][1]}
    return {"code": code, "kind": kind, "value": None, "colour": kind}


def board(
    state: State,
    names: tuple[str, ...],
    seat: int | None,
    hidden: bool,
    selected: str | None,
    targets: list[str],
    pending: dict[str, Any] | None,
    just_drawn: str | None = None,
) -> dict[str, Any]:
    """What the renderer draws for ``seat`` (``hidden``: the hot-seat screen hides the hand;
    ``just_drawn``: the card ``seat`` has just drawn, marked in its sorted hand)."""
    to_act = [a for a in actors(state) if a >= 0]
    screen = "over" if state.phase == "over" else ("pass" if hidden and seat is not None else "play")
    drawn: dict[str, Any] = {
        "screen": screen,
        "seat": seat,
        "to_act": to_act[0] if to_act else None,
        "phase": state.phase,
        "players": [
            {"name": name, "hand_size": len(state.hands[i]), "opened": state.opened[i], "to_act": i in to_act}
            for i, name in enumerate(names)
        ],
        "hand": [] if hidden or seat is None else hand(state.hands[seat], selected, just_drawn),
        "selected": None if hidden else selected,
        "draw_pile": {"count": len(state.draw)},
        "discard_pile": {"count": len(state.discard), "top": card(state.discard[-1]) if state.discard else None},
        "grids": grids(state),
        "pending": pending,
        "last": None if state.last is None else {"player": state.last.actor, "action": state.last.action},
        "legal_targets": targets,
    }
    if screen == "pass":
        drawn["pass_to"] = names[seat]  # type: ignore[index]
    return drawn


def hand(cards: tuple[str, ...], selected: str | None, drawn: str | None = None) -> list[dict[str, Any]]:
    """The hand in its sorted order; each card's target is its place (``hand:3``). The card just
    ``drawn`` is marked (the first of equal cards): sorted in, it would look like any other."""
    fresh = cards.index(drawn) if drawn in cards else -1
    return [
        {**card(code), "target": f"hand:{i}", "selected": code == selected, "drawn": i == fresh}
        for i, code in enumerate(cards)
    ]


def grids(state: State) -> list[dict[str, Any]]:
    """Every grid, and the new grid a tentative free combination is opening."""
    opening = state.pending is not None and state.pending.grid == len(state.grids)
    last = state.last.cell if isinstance(state.last, Played) else None
    return [_grid(state, g, last) for g in range(len(state.grids) + opening)]


def _grid(state: State, g: int, last: tuple[int, Cell] | None) -> dict[str, Any]:
    laid: Mapping[Cell, str] = state.grids[g].cards if g < len(state.grids) else {}
    cells = dict(laid)
    pending = state.pending
    if pending is not None and pending.grid == g:
        cells.update(zip(pending.cells, pending.cards, strict=False))
    rows = [r for r, _ in cells] or [0]
    cols = [c for _, c in cells] or [0]
    return {
        "grid": g,
        "rows": [min(rows), max(rows)],
        "cols": [min(cols), max(cols)],
        "box": {"rows": [min(rows) - 1, max(rows) + 1], "cols": [min(cols) - 1, max(cols) + 1]},
        "cells": [
            {
                "row": r,
                "col": c,
                "target": cell_target(g, (r, c)),
                "card": card(code),
                "tentative": (r, c) not in laid,
                "last": last == (g, (r, c)),
            }
            for (r, c), code in sorted(cells.items())
        ],
    }


def pending_line(pending: Pending, verdict: dict[str, Any], can_confirm: bool) -> dict[str, Any]:
    """The tentative combination: its grid, cells, cards, and the verdict the page shows under it."""
    return {
        "grid": pending.grid,
        "cells": [cell_name(cell) for cell in pending.cells],
        "cards": [card(code) for code in pending.cards],
        "verdict": verdict,
        "can_confirm": can_confirm,
    }


def legal_targets(moves: Iterable[Move], selected: str) -> list[str]:
    """The cells (and the new-grid tile, or the discard pile) where the selected card may go now."""
    targets = set()
    for move in moves:
        if move.card != selected:
            continue
        if move.cell is not None:
            targets.add(cell_target(move.grid, move.cell))
        elif move.verb == "new":
            targets.add(NEW_GRID)
        elif move.verb == "discard":
            targets.add(DISCARD)
    return sorted(targets)
