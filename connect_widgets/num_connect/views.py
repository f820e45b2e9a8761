"""What a player may see: their own hand, the others' hand sizes, the piles and the grids."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from .notation import cell_name
from .state import Cell, State


def grid_json(cells: dict[Cell, str], index: int) -> dict[str, Any]:
    """A grid as plain JSON: its bounds and its cards by cell name."""
    if not cells:
        return {"grid": index, "cells": {}, "rows": [0, 0], "cols": [0, 0]}
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    return {
        "grid": index,
        "cells": {cell_name(cell): card for cell, card in sorted(cells.items())},
        "rows": [min(rows), max(rows)],
        "cols": [min(cols), max(cols)],
    }


_NAMED: dict[int, tuple[dict, dict[str, str]]] = {}  # id(grid cells) -> (those cells, {cell name: card})


def named_cells(cells: dict[Cell, str]) -> dict[str, str]:
    """``{cell name: card}`` of a grid, a fresh copy; grids never change, so names are kept per grid."""
    entry = _NAMED.get(id(cells))
    if entry is None or entry[0] is not cells:
        if len(_NAMED) > 20_000:
            _NAMED.clear()
        entry = (cells, {cell_name(cell): card for cell, card in cells.items()})
        _NAMED[id(cells)] = entry
    return dict(entry[1])


@lru_cache(maxsize=50_000)
def line_name(grid: int, cells: tuple[Cell, ...]) -> str:
    """A line of cells in the notation: ``"g0 r0c1 r0c2 r0c3"`` (reading order)."""
    return " ".join([f"g{grid}", *(cell_name(cell) for cell in cells)])


def public_view(game, state: State, player: int | None) -> dict[str, Any]:
    """``view(player)``: only ``player``'s hand is shown (all hands when ``player`` is ``None``).

    Grids are ``{cell name: card}``; combinations and the tentative one are lines of cells in the
    notation (``"g0 r0c1 r0c2 r0c3"``). The discard pile is squared up: only its top card shows.
    """
    pending = state.pending
    return {
        "phase": state.phase,
        "turn": state.turn,
        "turns": state.turns,
        "hands": [list(hand) if player is None or i == player else None for i, hand in enumerate(state.hands)],
        "hand_sizes": [len(hand) for hand in state.hands],
        "draw_pile": len(state.draw),
        "discard_pile": [len(state.discard), state.discard[-1] if state.discard else None],
        "grids": [named_cells(cells) for cells in state.grids],
        "combinations": [line_name(c.grid, c.cells) for c in state.combos],
        "pending": None
        if pending is None
        else {"line": line_name(pending.grid, pending.cells), "cards": list(pending.cards)},
        "opened": list(state.opened),
        "laid_this_turn": state.laid,
        "last": None if state.last is None else list(state.last),
    }
