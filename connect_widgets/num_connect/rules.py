"""The rules of a turn: who acts, the legal actions, and :func:`play`, the one judge of an action.

:func:`play` checks an action against the rules in the rulebook's order and returns the next
state, or raises the refusal naming the rule (a ``refuse.`` phrase quoting the rulebook).
:func:`legal_actions` lists exactly what :func:`play` accepts; both ask the same checks below
(``_put_refusal``, ``_crossing_refusal``, ``_confirm_refusal``, ...), so they cannot disagree.

Laying is built card by card (``cross``/``new`` then ``put`` ..., then ``confirm``), and only
placements that keep the tentative combination a valid *part* of a combination are accepted:
every card of a valid combination can be laid in that order, so every legal lay stays reachable
while the list stays small (a few dozen actions).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..core.game import CHANCE
from ..core.state import replaced
from .cards import RAINBOW, SHADOW, add_sorted, remove_one
from .combination import judge
from .grid import EMPTY, beyond_ends, compute_slots, missing_end, pending_ends, with_card, with_line
from .notation import Move, card_actions, parse, placements
from .rulebook import refusal
from .state import HORIZONTAL, Combo, Grid, Pending, Played, Slot, State


# ---------------------------------------------------------------------- who acts, and chance
def actors(state: State) -> tuple[int, ...]:
    """Who may act: the player whose turn it is, ``CHANCE`` while dealing or drawing, nobody at the end."""
    if state.phase == "over":
        return ()
    if state.phase in ("deal", "drawing"):
        return (CHANCE,)
    return (state.turn,)


def chance_outcomes(state: State) -> list[tuple[str, float]]:
    """Each card left in the draw pile, with its share of the pile."""
    counts = Counter(state.draw)
    total = len(state.draw)
    return [(card, count / total) for card, count in counts.items()]


def receiver(state: State, players: int) -> int:
    """Who gets the card CHANCE deals or draws now."""
    return state.dealt % players if state.phase == "deal" else state.turn


def has_jokers(cards: tuple[str, ...]) -> bool:
    """At least one Rainbow and one Shadow among ``cards`` (first lays and free combinations)."""
    return RAINBOW in cards and SHADOW in cards


# ---------------------------------------------------------------------- the legal actions
def legal_actions(state: State, player: int, gap: str) -> list[str]:
    """Every action ``player`` (the one to act) may take: exactly what :func:`play` accepts."""
    hand = state.hands[player]
    kinds = tuple(dict.fromkeys(hand))  # each card once, in hand order
    if state.phase == "discard":
        return card_actions("discard", kinds)
    if state.pending is not None:
        return _pending_actions(state, state.pending, player, kinds, gap)
    actions = ["draw"] if _may_draw(state) else card_actions("discard", kinds)
    opened = state.opened[player]
    jokers = has_jokers(hand)
    if jokers:
        actions += card_actions("new", kinds)
    for slot in state.slots:
        if slot.combo >= 0:
            if opened:
                combo = state.combos[slot.combo].cards
                fitting = [card for card in kinds if not _extended_reasons(combo, slot.front, card, gap)]
                if fitting:
                    actions += placements("ext", slot.grid, slot.cell, fitting)
        elif opened or jokers:
            anchor = _anchor_card(state, slot)
            starts = [card for card in kinds if _crossing_refusal(anchor, card, slot.front, hand, gap) is None]
            if starts:
                actions += placements("cross", slot.grid, slot.cell, starts)
    return actions


def _pending_actions(state: State, pending: Pending, player: int, kinds: tuple[str, ...], gap: str) -> list[str]:
    """Grow the tentative combination at either end, confirm it (if it may be laid), or take it back."""
    actions = []
    for cell, front in pending_ends(state.grids, pending):
        fitting = [card for card in kinds if _put_refusal(pending, card, front, gap) is None]
        if fitting:
            actions += placements("put", pending.grid, cell, fitting)
    if _confirm_refusal(state, pending, player, gap) is None:
        actions.append("confirm")
    actions.append("cancel")
    return actions


# ---------------------------------------------------------------------- the judge
def play(state: State, actor: int, action: str, players: int, options: Mapping[str, Any]) -> State:
    """The state after ``actor`` plays ``action``, or the :class:`IllegalAction` saying which rule forbids it.

    ``actor`` is one of :func:`actors` (the protocol checks that first); CHANCE's action is a card
    dealt or drawn. The next state's ``last`` is the :class:`Played` event of a player's action.
    """
    if actor == CHANCE:
        return _receive(state, action, players, options["hand_size"])
    if state.phase == "over":
        raise refusal("refuse.game_over", action)
    move = parse(action)
    if move.card and move.card not in state.hands[actor]:
        raise refusal("refuse.not_in_hand", action)
    played = Played(actor, action, (move.grid, move.cell) if move.cell is not None else None)
    gap = options["rainbow_gap"]
    if state.phase == "discard":
        if move.verb != "discard":
            raise refusal("refuse.must_discard", action)
        return _discard(state, played, move.card, players)
    if state.pending is not None:
        return _play_pending(state, state.pending, played, move, gap)
    return _play_turn(state, played, move, gap, players)


def _play_turn(state: State, played: Played, move: Move, gap: str, players: int) -> State:
    """An action with no tentative combination on the table."""
    verb, card, action, actor = move.verb, move.card, played.action, played.actor
    if verb in ("put", "confirm", "cancel"):
        raise refusal("refuse.no_anchor", action)
    if verb == "draw":
        if not _may_draw(state):
            raise refusal("refuse.draw_once", action)
        return state.edit(phase="drawing", last=played)
    if verb == "discard":
        if _may_draw(state):  # a player who laid nothing draws before discarding
            raise refusal("refuse.must_draw_or_lay", action)
        return _discard(state, played, card, players)
    if verb == "new":
        if not has_jokers(state.hands[actor]):
            raise refusal("refuse.free_needs_jokers" if state.opened[actor] else "refuse.first_lay", action)
        pending = Pending(len(state.grids), HORIZONTAL, ((0, 0),), (card,), -1)
        return _take(state, played, card, pending, shows_jokers=True)
    if verb == "ext":
        return _extend(state, played, _extension_slot(state, played, move, gap), card)
    slot = _crossing_slot(state, played, move, gap)
    anchor = _anchor_card(state, slot)
    if slot.front:
        pending = Pending(slot.grid, slot.axis, (slot.cell, slot.anchor), (card, anchor), 1)
    else:
        pending = Pending(slot.grid, slot.axis, (slot.anchor, slot.cell), (anchor, card), 0)
    return _take(state, played, card, pending, shows_jokers=not state.opened[actor])


def _play_pending(state: State, pending: Pending, played: Played, move: Move, gap: str) -> State:
    """An action while a tentative combination is on the table: grow it, confirm it or take it back."""
    card, action, actor = move.card, played.action, played.actor
    if move.verb == "cancel":
        hand, known = state.hands[actor], state.known[actor]
        for taken in pending.laid():  # back in the hand, seen by everyone
            hand, known = add_sorted(hand, taken), add_sorted(known, taken)
        hands, knowns = replaced(state.hands, actor, hand), replaced(state.known, actor, known)
        return state.edit(hands=hands, known=knowns, pending=None, last=played)
    if move.verb == "confirm":
        reason = _confirm_refusal(state, pending, actor, gap)
        if reason is not None:
            raise refusal(reason, action)
        return _confirm(state, played, pending)
    if move.verb != "put":
        raise refusal("refuse.finish_pending", action)
    ends = pending_ends(state.grids, pending) if move.grid == pending.grid else []
    end = next(((cell, front) for cell, front in ends if cell == move.cell), None)
    if end is None:  # in line but not free (taken, or touching another line's card), or not in line
        in_line = move.grid == pending.grid and any(cell == move.cell for cell, _, _ in beyond_ends(pending))
        raise refusal("refuse.touching" if in_line else "refuse.line", action)
    cell, front = end
    reason = _put_refusal(pending, card, front, gap)
    if reason is not None:
        raise refusal(reason, action)
    if front:  # the anchor, if any, moves one place along
        cells, cards, anchor = (cell, *pending.cells), (card, *pending.cards), pending.anchor + (pending.anchor >= 0)
    else:
        cells, cards, anchor = (*pending.cells, cell), (*pending.cards, card), pending.anchor
    return _take(state, played, card, Pending(pending.grid, pending.axis, cells, cards, anchor))


# ---------------------------------------------------------------------- the checks behind both
def _may_draw(state: State) -> bool:
    """Drawing is for a player who has laid nothing this turn, while the draw pile lasts."""
    return not state.laid and bool(state.draw)


def _put_refusal(pending: Pending, card: str, front: bool, gap: str) -> str | None:
    """Why ``card`` may not grow the tentative line at one end (``None`` if it may).

    The line must stay a valid part of a combination, and only a Shadow may sit next to the laid
    Shadow the line crosses.
    """
    end = 0 if front else len(pending.cards) - 1
    if end == pending.anchor and pending.cards[end] == SHADOW and card != SHADOW:
        return "refuse.next_to_shadow"
    reasons = judge((card, *pending.cards) if front else (*pending.cards, card), gap, True)[1]
    return f"refuse.{reasons[0]}" if reasons else None


def _confirm_refusal(state: State, pending: Pending, player: int, gap: str) -> str | None:
    """Why the tentative combination may not be laid (``None`` if it may): it must be valid, and a
    first lay or a free combination must hold a Rainbow and a Shadow of the player's own."""
    reasons = judge(pending.cards, gap, False)[1]
    if reasons:
        return f"refuse.{reasons[0]}"
    if pending.anchor >= 0 and state.opened[player]:
        return None
    if has_jokers(pending.laid()):
        return None
    return "refuse.free_needs_jokers" if pending.anchor < 0 and state.opened[player] else "refuse.first_lay"


def _crossing_refusal(anchor: str, card: str, front: bool, hand: tuple[str, ...], gap: str) -> str | None:
    """Why ``card`` may not start a line through the laid card ``anchor`` (``None`` if it may).

    The pair must be a valid part of a combination, and some other card of ``hand`` must make it a
    valid 3-card combination: a necessary condition for completing the line (any 3 neighbouring
    cards of a valid combination are a valid part, and a valid combination if one is numbered;
    with a pair of jokers, any numbered card of the line does on one side or the other), so no
    legal lay is lost, and starts that can never be confirmed (jokers alone) are not offered.
    """
    if anchor == SHADOW and card != SHADOW:
        return "refuse.next_to_shadow"  # only another Shadow may be laid right next to a Shadow
    pair = (card, anchor) if front else (anchor, card)
    reasons = judge(pair, gap, True)[1]
    if reasons:
        return f"refuse.{reasons[0]}"
    rest = list(hand)
    rest.remove(card)
    # Jokers first (a sorted hand ends with them): they complete most pairs, so the search stops early.
    for other in dict.fromkeys(reversed(rest)):
        if not judge((other, *pair), gap, False)[1] or not judge((*pair, other), gap, False)[1]:
            return None
    return "refuse.no_third_card"


def _extended_reasons(combo: tuple[str, ...], front: bool, card: str, gap: str) -> tuple[str, ...]:
    """Why the laid cards ``combo`` with ``card`` at their front (or back) end are no longer a valid
    combination (empty: they are). It takes the cards, not the slot, so the legal actions look them
    up once per slot."""
    return judge((card, *combo) if front else (*combo, card), gap, False)[1]


def _anchor_card(state: State, slot: Slot) -> str:
    """The laid card a slot touches."""
    return state.grids[slot.grid].cards[slot.anchor]


def _extension_slot(state: State, played: Played, move: Move, gap: str) -> Slot:
    """The end of a laid combination that ``move`` extends, or the refusal."""
    if not state.opened[played.actor]:
        raise refusal("refuse.not_opened", played.action)
    slots = [s for s in state.slots if s.combo >= 0 and s.grid == move.grid and s.cell == move.cell]
    if not slots:
        grid = state.grids[move.grid] if 0 <= move.grid < len(state.grids) else EMPTY
        lines = [combo for combo in state.combos if combo.grid == move.grid]
        raise refusal(f"refuse.{missing_end(grid, lines, move.cell)}", played.action)
    first = ""
    for slot in slots:
        reasons = _extended_reasons(state.combos[slot.combo].cards, slot.front, move.card, gap)
        if not reasons:
            return slot
        first = first or reasons[0]
    raise refusal(f"refuse.{first}", played.action)


def _crossing_slot(state: State, played: Played, move: Move, gap: str) -> Slot:
    """The slot next to the laid card that ``move`` crosses, or the refusal."""
    hand, action = state.hands[played.actor], played.action
    if not state.opened[played.actor] and not has_jokers(hand):
        raise refusal("refuse.first_lay", action)
    slot = next((s for s in state.slots if s.combo < 0 and s.grid == move.grid and s.cell == move.cell), None)
    if slot is None:
        raise refusal("refuse.touching" if move.grid < len(state.grids) else "refuse.no_anchor", action)
    reason = _crossing_refusal(_anchor_card(state, slot), move.card, slot.front, hand, gap)
    if reason is not None:
        raise refusal(reason, action)
    return slot


# ---------------------------------------------------------------------- what an action does
def _receive(state: State, card: str, players: int, hand_size: int) -> State:
    """A card dealt (round the table) or drawn (then the player must discard); ``last`` stays."""
    target = receiver(state, players)
    hands = replaced(state.hands, target, add_sorted(state.hands[target], card))
    draw = remove_one(state.draw, card)
    if state.phase == "deal":
        done = state.dealt + 1 == players * hand_size
        return state.edit(hands=hands, draw=draw, dealt=state.dealt + 1, phase="play" if done else "deal")
    return state.edit(hands=hands, draw=draw, phase="discard")


def _discard(state: State, played: Played, card: str, players: int) -> State:
    """The card goes on the discard pile and the turn ends, or the game if it was the last card.

    An emptied hand is the only end ("Le premier a vider sa main gagne immediatement"). It always
    comes: once the draw pile is empty every turn ends with a compulsory discard ("Defausser une carte
    a chaque tour est obligatoire") and no card goes back into a hand, so a hand empties in time."""
    actor = played.actor
    hand = remove_one(state.hands[actor], card)
    hands, discard = replaced(state.hands, actor, hand), (*state.discard, card)
    known = _forget(state.known, actor, card)
    if not hand:
        return state.edit(hands=hands, discard=discard, known=known, phase="over", last=played)
    return state.edit(
        hands=hands,
        discard=discard,
        known=known,
        turn=(actor + 1) % players,
        phase="play",
        laid=False,
        turns=state.turns + 1,
        last=played,
    )


def _take(state: State, played: Played, card: str, pending: Pending, shows_jokers: bool = False) -> State:
    """``card`` leaves the hand for the tentative combination, which is now ``pending``.

    ``shows_jokers``: the rules let the player start only because they held a Rainbow and a Shadow
    (a free combination, a first lay), so everyone knows it.
    """
    actor, known = played.actor, state.known
    if shows_jokers:
        cards = known[actor]
        for joker in (RAINBOW, SHADOW):
            cards = cards if joker in cards else add_sorted(cards, joker)
        known = replaced(known, actor, cards)
    hand = remove_one(state.hands[actor], card)
    return state.edit(
        hands=replaced(state.hands, actor, hand), known=_forget(known, actor, card), pending=pending, last=played
    )


def _forget(known: tuple[tuple[str, ...], ...], actor: int, card: str) -> tuple[tuple[str, ...], ...]:
    """``known`` once ``card`` has left ``actor``'s hand: one copy fewer, if everyone knew it was there."""
    cards = known[actor]
    return replaced(known, actor, remove_one(cards, card)) if card in cards else known


def _confirm(state: State, played: Played, pending: Pending) -> State:
    """The tentative combination is laid: it opens its grid or crosses the laid card."""
    grids = state.grids if pending.grid < len(state.grids) else (*state.grids, EMPTY)
    grid = with_line(grids[pending.grid], pending.cells, pending.cards, pending.axis)
    combos = (*state.combos, Combo(pending.grid, pending.cells, pending.cards))
    opened = replaced(state.opened, played.actor, True)
    return _laid(state, played, state.hands, replaced(grids, pending.grid, grid), combos, pending=None, opened=opened)


def _extend(state: State, played: Played, slot: Slot, card: str) -> State:
    """``card`` extends a laid combination at one end (straight on or at a bend)."""
    combo = state.combos[slot.combo]
    if slot.front:
        longer = Combo(combo.grid, (slot.cell, *combo.cells), (card, *combo.cards))
    else:
        longer = Combo(combo.grid, (*combo.cells, slot.cell), (*combo.cards, card))
    grid = with_card(state.grids[slot.grid], slot.cell, card, slot.anchor)
    hands = replaced(state.hands, played.actor, remove_one(state.hands[played.actor], card))
    grids, combos = replaced(state.grids, slot.grid, grid), replaced(state.combos, slot.combo, longer)
    return _laid(state, played, hands, grids, combos, known=_forget(state.known, played.actor, card))


def _laid(
    state: State,
    played: Played,
    hands: tuple[tuple[str, ...], ...],
    grids: tuple[Grid, ...],
    combos: tuple[Combo, ...],
    **changes: Any,
) -> State:
    """Cards were laid on the grids: new slots, and the game stops the moment a hand is empty."""
    over = not hands[played.actor]
    return state.edit(
        hands=hands,
        grids=grids,
        combos=combos,
        slots=compute_slots(grids, combos),
        laid=True,
        phase="over" if over else state.phase,
        last=played,
        **changes,
    )
