"""Points: minus the cards left in hand (the tentative combination's cards still count as in hand)."""

from __future__ import annotations

from .state import State
from .words import WORDS


def scores(state: State) -> tuple[int, ...]:
    """Each player's points: minus the cards they hold, the empty hand scoring 0."""
    pending = state.pending
    return tuple(
        -len(hand) - (len(pending.laid()) if pending is not None and i == state.turn else 0)
        for i, hand in enumerate(state.hands)
    )


def breakdown(state: State, player: int) -> dict[str, int]:
    """The points of ``player`` by category: only the cards left in hand."""
    return {WORDS.text("describe.cards_left"): scores(state)[player]}


def winners(state: State) -> tuple[int, ...]:
    """Everyone on the highest score: at the end, the one player who emptied their hand (the only end)."""
    points = scores(state)
    best = max(points)
    return tuple(i for i, score in enumerate(points) if score == best)
