"""What a player may see: their own hand, the others' hand sizes, the piles and the grids."""

from __future__ import annotations

from typing import Any

from .notation import cell_name
from .state import State


def grid_json(cells: dict, index: int) -> dict[str, Any]:
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


def public_view(game, state: State, player: int | None) -> dict[str, Any]:
    """``view(player)``: only ``player``'s hand is shown (all hands when ``player`` is ``None``)."""
    pending = state.pending
    return {
        "phase": state.phase,
        "turn": state.turn,
        "turns": state.turns,
        "hands": {
            str(i): list(hand) if player is None or i == player else None for i, hand in enumerate(state.hands)
        },
        "hand_sizes": [len(hand) for hand in state.hands],
        "draw_pile": len(state.draw),
        "discard_pile": list(state.discard),
        "grids": [grid_json(cells, i) for i, cells in enumerate(state.grids)],
        "combinations": [
            {"grid": c.grid, "cells": [cell_name(cell) for cell in c.cells], "cards": list(c.cards)}
            for c in state.combos
        ],
        "pending": None
        if pending is None
        else {
            "grid": pending.grid,
            "cells": [cell_name(cell) for cell in pending.cells],
            "cards": list(pending.cards),
            "anchor": pending.anchor,
        },
        "opened": list(state.opened),
        "laid_this_turn": state.laid,
        "scores": list(game._scores(state)),
        "last": None if state.last is None else list(state.last),
    }
