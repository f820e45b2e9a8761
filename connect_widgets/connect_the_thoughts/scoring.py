"""Scores: the cards in each player's pile. Split into rows won at the bell and the row taken at the end.

Winners: "The player with the most cards in his or her pile wins the game"; players who tie share
the win. That is the protocol's own default (``Game.winners``), so the game adds no rule of its own.
"""

from __future__ import annotations

from .cards import ROW_TARGET
from .state import State
from .words import WORDS

BELL_POINTS = WORDS.text("describe.score_bell")
END_POINTS = WORDS.text("describe.score_end")
"""The score breakdown's categories (English: the protocol's breakdown is plain data)."""


def scores(state: State) -> tuple[int, ...]:
    """Cards in each player's pile."""
    return tuple(len(pile) for pile in state.piles)


def breakdown(state: State, player: int) -> dict[str, int]:
    """``{"rows won at the bell": 7 per round won, "longest row at the end": cards taken then}``."""
    return {BELL_POINTS: ROW_TARGET * state.wins[player], END_POINTS: state.final[player]}
