"""Planning an undo: which history entry to take back, and which later entries stand without it.

Computed without touching the game, so a refused undo leaves it exactly as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from .errors import IllegalAction
from .words import PROTOCOL

CHANCE: Final = -1
Entry = tuple[int, str]


def plan_undo(
    history: Sequence[Entry],
    before: Sequence[Any],
    actor: int | None,
    policy: str,
    actors: Callable[[Any], tuple[int, ...]],
    apply: Callable[[Any, int, str], Any],
) -> tuple[int, list[tuple[Entry, Any]]]:
    """Index of the entry to take back, and the later entries to keep with their new states.

    ``actor`` ``None`` takes back anyone's last action. Policy ``"practice"`` goes back to just
    before that action; ``"own"`` never crosses a chance event, and keeps the others' actions of a
    simultaneous phase only if each still stands without it.
    """
    # From the end: the last such action is near it (a scan from the start grew with the game, every view)
    index = next(
        (i for i in range(len(history) - 1, -1, -1) if history[i][0] != CHANCE and actor in (None, history[i][0])), None
    )
    if index is None:
        raise IllegalAction(PROTOCOL.phrase("refuse.nothing_to_undo"))
    later = history[index + 1 :]
    if policy == "practice":
        return index, []  # back to just before that action: what followed it goes too
    if any(a == CHANCE for a, _ in later):
        raise IllegalAction(PROTOCOL.phrase("refuse.undo_chance"))
    kept, state = [], before[index]
    refusal = IllegalAction(PROTOCOL.phrase("refuse.undo_answered"))
    try:  # others' actions since (a simultaneous phase) must still stand without this one
        for entry in later:
            if entry[0] not in actors(state):  # their move answered ours: it cannot stand alone
                raise refusal
            state = apply(state, *entry)
            kept.append((entry, state))
    except IllegalAction:
        raise refusal from None
    return index, kept
