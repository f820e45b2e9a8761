"""Scores: the cards in each player's pile. Split into rows won at the bell and the row taken at the end."""

from __future__ import annotations

from .cards import ROW_TARGET
from .state import State


def scores(state: State) -> tuple[int, ...]:
    """Cards in each player's pile."""
    return tuple(len(pile) for pile in state.piles)


def score_breakdown(state: State, player: int) -> dict[str, int]:
    """``{"rows won at the bell": 7 per round won, "longest row at the end": cards taken then}``."""
    return {
        "rows won at the bell": ROW_TARGET * state.wins[player],
        "longest row at the end": state.final[player],
    }


def winners(state: State) -> tuple[int, ...]:
    """Everyone with the most cards in their pile (a shared win when tied)."""
    points = scores(state)
    best = max(points)
    return tuple(p for p, score in enumerate(points) if score == best)
