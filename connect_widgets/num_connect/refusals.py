"""Why an action is refused: the reason code (a key of :data:`~.messages.MESSAGES`) naming the rule."""

from __future__ import annotations

from .cards import SHADOW
from .combination import _check
from .moves import has_jokers, pending_ends
from .notation import parse_move
from .state import State


def diagnose(state: State, player: int, action: str, gap: str) -> str:
    """The reason code explaining why ``action`` is not legal for ``player`` in ``state``."""
    move = parse_move(action)
    if state.phase == "over":
        return "game_over"
    if move is None:
        return "bad_notation"
    hand = state.hands[player]
    if move.card is not None and move.card not in hand:
        return "not_in_hand"
    if state.phase == "discard":
        return "must_discard"
    if state.pending is not None:
        return _pending_reason(state, player, move, gap)
    if move.verb in ("put", "confirm", "cancel"):
        return "no_anchor"
    if move.verb == "draw" or (move.verb == "discard"):
        return "draw_once" if move.verb == "draw" else "must_draw_or_lay"
    if move.verb == "new":
        return "free_needs_jokers" if state.opened[player] else "first_lay"
    if move.verb == "ext":
        return _ext_reason(state, player, move, gap)
    return _cross_reason(state, player, move, gap)


def _pending_reason(state: State, player: int, move, gap: str) -> str:
    pending = state.pending
    if move.verb == "confirm":
        verdict = _check(pending.cards, gap, False)
        if not verdict.valid:
            return verdict.reasons[0]
        return "free_needs_jokers" if pending.anchor < 0 and state.opened[player] else "first_lay"
    if move.verb != "put":
        return "finish_pending"
    if move.grid != pending.grid or move.cell not in [cell for cell, _ in pending_ends(state)]:
        return "line"
    front = move.cell < pending.cells[0]
    if pending.cards[0 if front else -1] == SHADOW and pending.anchor == (0 if front else len(pending.cards) - 1):
        return "next_to_shadow"
    cards = (move.card, *pending.cards) if front else (*pending.cards, move.card)
    verdict = _check(cards, gap, True)
    return verdict.reasons[0] if verdict.reasons else "line"


def _ext_reason(state: State, player: int, move, gap: str) -> str:
    if not state.opened[player]:
        return "not_opened"
    slots = [s for s in state.slots if s.combo >= 0 and s.grid == move.grid and s.cell == move.cell]
    if not slots:
        return "not_an_end"
    for slot in slots:
        cards = state.combos[slot.combo].cards
        verdict = _check((move.card, *cards) if slot.front else (*cards, move.card), gap, False)
        if verdict.reasons:
            return verdict.reasons[0]
    return "invalid_after"


def _cross_reason(state: State, player: int, move, gap: str) -> str:
    if not state.opened[player] and not has_jokers(state.hands[player]):
        return "first_lay"
    slots = [s for s in state.slots if s.combo < 0 and s.grid == move.grid and s.cell == move.cell]
    if not slots:
        return "touching" if move.grid is not None and move.grid < len(state.grids) else "no_anchor"
    slot = slots[0]
    anchor = state.grids[slot.grid][slot.anchor]
    if anchor == SHADOW and move.card != SHADOW:
        return "next_to_shadow"
    verdict = _check((move.card, anchor) if slot.front else (anchor, move.card), gap, True)
    return verdict.reasons[0] if verdict.reasons else "invalid_after"
