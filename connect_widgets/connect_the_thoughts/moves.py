"""What each action does, and why an action is refused (each reason quotes the rulebook)."""

from __future__ import annotations

from connect_widgets.core.errors import IllegalAction
from connect_widgets.core.game import CHANCE

from . import rulebook
from .cards import ROW_TARGET, card_label, fits, is_correct
from .notation import BELL, LEFT, PICK, PLAYER_ACTIONS, RETURN, RIGHT, START
from .rounds import gather, next_round, settle
from .state import NO_CARD, NOBODY, Event, State, replaced


def legal_actions(state: State, player: int, check_on_place: bool) -> list[str]:
    """Every action ``player`` (an active player) may take; the bell may always be hit."""
    row, hand = state.rows[player], state.hands[player]
    if hand == NO_CARD:
        return [PICK, BELL] if len(row) < ROW_TARGET else [BELL]
    if not row:
        return [START, BELL]
    actions = []
    if not check_on_place or fits(hand, row[0]):
        actions.append(LEFT)
    if not check_on_place or fits(hand, row[-1]):
        actions.append(RIGHT)
    actions += [RETURN, BELL]
    return actions


def refusal(state: State, player: int, action: str, check_on_place: bool) -> IllegalAction | None:
    """Why ``player`` may not play ``action`` now (naming the rule), or ``None`` if it is allowed."""
    if action not in PLAYER_ACTIONS:
        moves = ", ".join(PLAYER_ACTIONS)
        return IllegalAction(
            f"{action!r} is not a move here; the moves are: {moves}", rule=rulebook.ONE_CARD_AT_A_TIME, action=action
        )
    if state.end:
        return IllegalAction("the game is over", rule=rulebook.GAME_END, action=action)
    if state.out[player]:
        return IllegalAction(
            "you rang the bell wrongly and sit out the rest of this round", rule=rulebook.WRONG_BELL, action=action
        )
    if state.picker != NOBODY:
        return IllegalAction("a picked card is being turned over", rule=rulebook.ONE_CARD_AT_A_TIME, action=action)
    if action == BELL:
        return None
    row, hand = state.rows[player], state.hands[player]
    if action == PICK:
        return _refuse_pick(row, hand, action)
    if hand == NO_CARD:
        return IllegalAction(
            "you hold no card: pick one up from the middle first", rule=rulebook.ONE_CARD_AT_A_TIME, action=action
        )
    if action == RETURN:
        if not row:
            return IllegalAction(
                f"the first card you pick up starts your row: place {card_label(hand)}",
                rule=rulebook.STARTING_CARD,
                action=action,
            )
        return None
    return _refuse_place(row, hand, action, check_on_place)


def _refuse_pick(row: tuple[int, ...], hand: int, action: str) -> IllegalAction | None:
    if hand != NO_CARD:
        return IllegalAction(
            f"you already hold {card_label(hand)}: place it or return it before picking up the next card",
            rule=rulebook.ONE_CARD_AT_A_TIME,
            action=action,
        )
    if len(row) >= ROW_TARGET:
        return IllegalAction("your row has seven cards: hit the bell", rule=rulebook.RIGHT_BELL, action=action)
    return None


def _refuse_place(row: tuple[int, ...], hand: int, action: str, check_on_place: bool) -> IllegalAction | None:
    if not row:
        if action == START:
            return None
        return IllegalAction(
            f"your row is empty: {card_label(hand)} starts it ('{START}')", rule=rulebook.STARTING_CARD, action=action
        )
    if action == START:
        return IllegalAction(
            f"your row has started: place the card at its left or right end ('{LEFT}' or '{RIGHT}')",
            rule=rulebook.PLACING,
            action=action,
        )
    end, side = (row[0], "left") if action == LEFT else (row[-1], "right")
    if check_on_place and not fits(hand, end):
        return IllegalAction(
            f"{card_label(hand)} shares no object with {card_label(end)} at the {side} end of your row",
            rule=rulebook.PLACING,
            action=action,
        )
    return None


def apply_action(state: State, player: int, action: str, check_on_place: bool, max_rounds: int) -> State:
    """The state after ``player`` plays ``action``; refused with the reason if not allowed."""
    problem = refusal(state, player, action, check_on_place)
    if problem is not None:
        raise problem
    if action == PICK:
        return state._replace(picker=player, actors=(CHANCE,), last=Event(player, action, "picked"))
    if action == BELL:
        return ring_bell(state, player, max_rounds)
    hand = state.hands[player]
    hands = replaced(state.hands, player, NO_CARD)
    if action == RETURN:
        state = state._replace(
            pool=state.pool | 1 << hand, hands=hands, last=Event(player, action, "returned", (hand,))
        )
        return settle(state, max_rounds)
    row = state.rows[player]
    row = (hand, *row) if action == LEFT else (*row, hand)
    rows = replaced(state.rows, player, row)
    return settle(state._replace(rows=rows, hands=hands, last=Event(player, action, "placed", (hand,))), max_rounds)


def reveal_card(state: State, card: int, max_rounds: int) -> State:
    """CHANCE turns over the card just picked up: it is ``card``, now in the picker's hand."""
    bit = 1 << card
    if state.picker == NOBODY or not state.pool & bit:
        raise IllegalAction(f"card {card} is not face-down in the middle", action=f"reveal {card}")
    player = state.picker
    hands = replaced(state.hands, player, card)
    event = Event(CHANCE, f"reveal {card}", "revealed", (card,))
    return settle(state._replace(pool=state.pool ^ bit, hands=hands, picker=NOBODY, last=event), max_rounds)


def bell_outcome(row: tuple[int, ...]) -> str:
    """``"right bell"`` for a correct row of seven, ``"too few"`` or ``"error"`` for a wrong bell."""
    if len(row) < ROW_TARGET:
        return "too few"
    return "right bell" if is_correct(row) else "error"


def ring_bell(state: State, player: int, max_rounds: int) -> State:
    """A right bell wins the round (the row goes to the pile); a wrong one returns the row and sits out."""
    row = state.rows[player]
    outcome = bell_outcome(row)
    event = Event(player, BELL, outcome, row)
    if outcome == "right bell":
        piles = replaced(state.piles, player, state.piles[player] + row)
        wins = replaced(state.wins, player, state.wins[player] + 1)
        rows = replaced(state.rows, player, ())
        state = state._replace(piles=piles, wins=wins, rows=rows)
        return next_round(state._replace(last=event), max_rounds)
    state = gather(state, (player,))
    out = replaced(state.out, player, True)
    return settle(state._replace(out=out, last=event), max_rounds)
