"""Legal actions of the player to act, generated from the state's precomputed slots.

Laying is built card by card (``cross``/``new`` then ``put`` ..., then ``confirm``), and only
placements that keep the tentative combination a valid *part* of a combination are listed: every
card of a valid combination can be laid in that order, so every legal lay stays reachable while
the list stays small (a few dozen actions).
"""

from __future__ import annotations

from .cards import RAINBOW, SHADOW
from .combination import _check
from .grid import add, is_free
from .notation import Move, cell_name, parse_move
from .state import STEP, Pending, Slot, State


def has_jokers(cards) -> bool:
    """At least one Rainbow and one Shadow among ``cards`` (first lays and free combinations)."""
    return RAINBOW in cards and SHADOW in cards


def legal_actions(state: State, player: int, gap: str) -> list[str]:
    """Every action ``player`` (the one to act) may take; memoised on the state."""
    key = ("legal", player)
    if key not in state.memo:
        state.memo[key] = _generate(state, player, gap)
    return state.memo[key]


def _generate(state: State, player: int, gap: str) -> list[str]:
    hand = state.hands[player]
    kinds = sorted(set(hand), key=hand.index)
    if state.phase == "discard":
        return [f"discard {card}" for card in kinds]
    if state.pending is not None:
        return _pending_actions(state, player, kinds, gap)
    actions: list[str] = []
    if not state.laid and state.draw:
        actions.append("draw")
    else:
        actions += [f"discard {card}" for card in kinds]
    opened = state.opened[player]
    jokers = has_jokers(hand)
    if jokers:
        actions += [f"new {card}" for card in kinds]
    for slot in state.slots:
        where = f"g{slot.grid} {cell_name(slot.cell)}"
        if slot.combo >= 0:
            if not opened:
                continue
            for card in kinds:
                if fits(state, slot, card, gap):
                    actions.append(f"ext {where} {card}")
        elif opened or jokers:
            anchor = state.grids[slot.grid][slot.anchor]
            for card in kinds:
                if _can_grow(anchor, card, slot.front, hand, gap):
                    actions.append(f"cross {where} {card}")
    return actions


def is_legal(state: State, player: int, action: str, gap: str) -> bool:
    """Whether ``action`` is in ``legal_actions`` (checked directly, without listing them all)."""
    memo = state.memo.get(("legal", player))
    if memo is not None:
        return action in memo
    move = parse_move(action)
    if move is None or move.text() != action or state.phase not in ("play", "discard"):
        return False
    hand = state.hands[player]
    if move.card is not None and move.card not in hand:
        return False
    if state.phase == "discard":
        return move.verb == "discard"
    if state.pending is not None:
        return _pending_legal(state, player, move, gap)
    verb = move.verb
    if verb == "draw":
        return not state.laid and bool(state.draw)
    if verb == "discard":
        return state.laid or not state.draw
    if verb == "new":
        return has_jokers(hand)
    if verb == "ext":
        return state.opened[player] and any(
            s.combo >= 0 and s.grid == move.grid and s.cell == move.cell and fits(state, s, move.card, gap)
            for s in state.slots
        )
    if verb == "cross":
        if not (state.opened[player] or has_jokers(hand)):
            return False
        for s in state.slots:
            if s.combo < 0 and s.grid == move.grid and s.cell == move.cell:
                return _can_grow(state.grids[s.grid][s.anchor], move.card, s.front, hand, gap)
    return False


def _pending_legal(state: State, player: int, move: Move, gap: str) -> bool:
    pending = state.pending
    assert pending is not None
    if move.verb == "cancel":
        return True
    if move.verb == "confirm":
        return can_confirm(state, player, gap)
    if move.verb != "put" or move.grid != pending.grid:
        return False
    for cell, front in pending_ends(state):
        if cell == move.cell:
            return _put_fits(pending, move.card, front, gap)
    return False


def _put_fits(pending: Pending, card: str, front: bool, gap: str) -> bool:
    """``card`` at one end keeps the tentative line a valid part, and never lies next to a laid Shadow."""
    end = 0 if front else len(pending.cards) - 1
    if end == pending.anchor and pending.cards[end] == SHADOW and card != SHADOW:
        return False
    cards = (card, *pending.cards) if front else (*pending.cards, card)
    return _check(cards, gap, True).valid


def fits(state: State, slot: Slot, card: str, gap: str) -> bool:
    """``card`` on ``slot`` keeps the extended combination valid."""
    cards = state.combos[slot.combo].cards
    return _check((card, *cards) if slot.front else (*cards, card), gap, False).valid


def _can_grow(anchor: str, card: str, front: bool, hand: tuple[str, ...], gap: str) -> bool:
    """``card`` laid next to ``anchor`` is part of some 3-card line with another card of ``hand``.

    A necessary condition for completing a combination (any 3 neighbouring cards of a valid
    combination are a valid part), so no legal lay is lost; it spares players (and random
    self-play) starts that can never be confirmed.
    """
    if anchor == SHADOW and card != SHADOW:
        return False  # only another Shadow may be laid right next to a Shadow
    pair = (card, anchor) if front else (anchor, card)
    if not _check(pair, gap, True).valid:
        return False
    rest = list(hand)
    rest.remove(card)
    for other in set(rest):
        if _check((other, *pair), gap, True).valid or _check((*pair, other), gap, True).valid:
            return True
    return False


def pending_ends(state: State) -> list[tuple[tuple[int, int], bool]]:
    """The free cells at both ends of the tentative combination: ``(cell, in front)``."""
    pending = state.pending
    assert pending is not None
    cells = state.grids[pending.grid] if pending.grid < len(state.grids) else {}
    step = STEP[pending.axis]
    ends = []
    for front, end in ((True, pending.cells[0]), (False, pending.cells[-1])):
        cell = add(end, step, -1 if front else 1)
        if is_free(cells, cell, end, pending.cells):
            ends.append((cell, front))
    return ends


def can_confirm(state: State, player: int, gap: str) -> bool:
    """The tentative combination is valid, connected or free, and meets the first-lay rule."""
    pending = state.pending
    if pending is None or not _check(pending.cards, gap, False).valid:
        return False
    if pending.anchor < 0 or not state.opened[player]:
        return has_jokers(pending.laid())
    return True


def _pending_actions(state: State, player: int, kinds: list[str], gap: str) -> list[str]:
    pending: Pending = state.pending  # type: ignore[assignment]
    actions = []
    for cell, front in pending_ends(state):
        where = f"g{pending.grid} {cell_name(cell)}"
        for card in kinds:
            if _put_fits(pending, card, front, gap):
                actions.append(f"put {where} {card}")
    if can_confirm(state, player, gap):
        actions.append("confirm")
    actions.append("cancel")
    return actions
