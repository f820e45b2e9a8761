"""The rules of a move, in the rulebook's words: what may be played, and what each action does.

:func:`play` is the one judge: it returns the state after an action, or raises the
:class:`~connect_widgets.IllegalAction` saying why not (a ``refuse.`` phrase and the rulebook's
quote). :func:`legal_actions` lists exactly what :func:`play` accepts, and :func:`allowed` says
in words what an accepted action does (for ``game.explain``).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..core.errors import IllegalAction, Verdict
from ..core.game import CHANCE
from ..core.state import replaced
from ..core.words import Phrase
from .cards import ROW_TARGET, card_phrase, common_objects, fits, is_correct, objects_phrase
from .notation import BELL, LEFT, PICK, PLAYER_ACTIONS, RETURN, REVEALS, RIGHT, START, Move, parse
from .rounds import gather, next_round, settle, slip_in
from .rulebook import RULEBOOK
from .state import (
    ERROR,
    NO_CARD,
    NOBODY,
    PICKED,
    PLACED,
    RETURNED,
    REVEALED,
    RIGHT_BELL,
    ROUND_VOID,
    TOO_FEW,
    State,
    event,
)
from .words import WORDS

PICK_TEXT, START_TEXT, LEFT_TEXT, RIGHT_TEXT, RETURN_TEXT, BELL_TEXT = PLAYER_ACTIONS

_ALLOWED = {
    PICK: ("allowed.pick", "one_card_at_a_time"),
    START: ("allowed.start", "starting_card"),
    RETURN: ("allowed.return", "one_card_at_a_time"),
    BELL: ("allowed.bell", "right_bell"),
}
"""What the moves other than a placement at an end do, in words, and the rule that allows them."""
WRONG_BELL_WORDS = {TOO_FEW: "allowed.bell_too_few", ERROR: "allowed.bell_error"}
"""What a wrong bell does, by why it is wrong (:func:`bell_outcome`)."""


def legal_actions(state: State, player: int, check_on_place: bool) -> list[str]:
    """Every action ``player`` (an active player) may take; the bell may always be hit."""
    row, hand = state.rows[player], state.hands[player]
    if hand == NO_CARD:
        return [PICK_TEXT, BELL_TEXT] if len(row) < ROW_TARGET else [BELL_TEXT]
    if not row:
        return [START_TEXT, BELL_TEXT]
    actions = []
    if not check_on_place or fits(hand, row[0]):
        actions.append(LEFT_TEXT)
    if not check_on_place or fits(hand, row[-1]):
        actions.append(RIGHT_TEXT)
    actions += [RETURN_TEXT, BELL_TEXT]
    return actions


def chance_outcomes(state: State) -> list[tuple[str, float]]:
    """While a picked card is turned over: any face-down card, each equally likely (to anyone who
    cannot see the order of the middle, which is everyone; :func:`dealt` is the card it is)."""
    if state.picker == NOBODY:
        return []
    outcomes = _outcomes_among(state.pool.bit_count())
    bits = bin(state.pool)[:1:-1]  # bit n is card n, as in cards_in; one pass (a pick lists up to 80 cards)
    return [outcomes[card] for card, bit in enumerate(bits) if bit == "1"]


@cache
def _outcomes_among(face_down: int) -> tuple[tuple[str, float], ...]:
    """``outcomes[n]``: card n's chance outcome when ``face_down`` cards lie in the middle (made once per count)."""
    chance = 1 / face_down
    return tuple((text, chance) for text in REVEALS)


def dealt(state: State) -> str | None:
    """While a picked card waits to be turned over: the reveal of the next card of the middle."""
    if state.picker == NOBODY or not state.middle:
        return None
    return REVEALS[state.middle[0]]


def play(state: State, actor: int, action: str, check_on_place: bool, max_void_rounds: int, seed: int) -> State:
    """The state after ``actor`` plays ``action``, or the refusal naming the rule.

    ``seed`` is the game's: it places the cards that go back face-down (:func:`~.rounds.slip_in`).
    """
    if actor == CHANCE:
        return _reveal(state, action)
    move = parse(action)
    _check(state, actor, move, check_on_place, action)
    if move == PICK:
        return state.edit(picker=actor, last=event(actor, action, PICKED))
    if move == BELL:
        return _ring_bell(state, actor, max_void_rounds, seed)
    hand = state.hands[actor]
    hands = replaced(state.hands, actor, NO_CARD)
    if move == RETURN:
        returned = event(actor, action, RETURNED, (hand,))
        return settle(slip_in(state, (hand,), seed, hands=hands, last=returned))
    row = state.rows[actor]
    row = (hand, *row) if move == LEFT else (*row, hand)
    placed = event(actor, action, PLACED, (hand,), side=move.side)
    return settle(state.edit(rows=replaced(state.rows, actor, row), hands=hands, last=placed))


def allowed(state: State, actor: int, action: str) -> Verdict:
    """What an action :func:`play` accepts does, in words, and the rule that allows it."""
    if actor == CHANCE:
        card = parse(action, chance=True).card
        return _verdict("allowed.reveal", "one_card_at_a_time", card=card_phrase(card))
    move = parse(action)
    if move in (LEFT, RIGHT):
        hand, end = state.hands[actor], _end(state.rows[actor], move)
        shared = common_objects(hand, end)
        fields = {"card": card_phrase(hand), "end": card_phrase(end), "side": _side(move)}
        if shared:  # the rulebook's example 2: the cards share an object
            return _verdict("allowed.fits", "example_2", objects=objects_phrase(shared), **fields)
        # Allowed only with check_on_place=False: the error stays in the row until a bell finds it.
        return _verdict("allowed.error", "wrong_bell", **fields)
    row, hand = state.rows[actor], state.hands[actor]
    if move == BELL and bell_outcome(row) != RIGHT_BELL:  # a wrong bell: the row goes back, its player sits out
        return _verdict(WRONG_BELL_WORDS[bell_outcome(row)], "wrong_bell", n=len(row))
    if move == RETURN and row and any(common_objects(hand, end) for end in (row[0], row[-1])):
        return _verdict("allowed.return_fits", "one_card_at_a_time", card=card_phrase(hand))
    return _verdict(*_ALLOWED[move])


def bell_outcome(row: tuple[int, ...]) -> str:
    """``RIGHT_BELL`` for a correct row of seven, ``TOO_FEW`` or ``ERROR`` for a wrong bell."""
    if len(row) < ROW_TARGET:
        return TOO_FEW
    return RIGHT_BELL if is_correct(row) else ERROR


# ---------------------------------------------------------------------- the refusals, in the rulebook's order
def _check(state: State, player: int, move: Move, check_on_place: bool, action: str) -> None:
    """Raise the refusal if ``player`` may not play ``move`` now."""
    if state.end:
        raise _refusal("game_over", "game_end", action)
    if state.out[player]:
        raise _refusal("sitting_out", "wrong_bell", action)
    if state.picker != NOBODY:
        raise _refusal("turning_over", "one_card_at_a_time", action)
    if move == BELL:
        return
    row, hand = state.rows[player], state.hands[player]
    if move == PICK:
        if hand != NO_CARD:
            raise _refusal("holding", "one_card_at_a_time", action, card=card_phrase(hand))
        if len(row) >= ROW_TARGET:
            raise _refusal("row_full", "right_bell", action)
        return
    if hand == NO_CARD:
        raise _refusal("empty_hand", "one_card_at_a_time", action)
    if move == RETURN:
        if not row:
            raise _refusal("keep_first_card", "starting_card", action, card=card_phrase(hand))
        return
    _check_placement(row, hand, move, check_on_place, action)


def _check_placement(row: tuple[int, ...], hand: int, move: Move, check_on_place: bool, action: str) -> None:
    if not row:
        if move != START:
            raise _refusal("row_empty", "starting_card", action, card=card_phrase(hand), start=START_TEXT)
        return
    if move == START:
        raise _refusal("row_started", "placing", action, left=LEFT_TEXT, right=RIGHT_TEXT)
    end = _end(row, move)
    if check_on_place and not fits(hand, end):
        fields = {"card": card_phrase(hand), "end": card_phrase(end), "side": _side(move)}
        raise _refusal("no_common_object", "placing", action, **fields)


def _refusal(key: str, rule: str, action: str, **fields: Any) -> IllegalAction:
    return IllegalAction(WORDS.phrase(f"refuse.{key}", **fields), rule=RULEBOOK[rule], action=action)


def _verdict(key: str, rule: str, **fields: Any) -> Verdict:
    return Verdict.allowed(WORDS.phrase(key, **fields), RULEBOOK.text(rule))


def _end(row: tuple[int, ...], move: Move) -> int:
    """The card at the end of ``row`` that ``move`` lays beside."""
    return row[0] if move == LEFT else row[-1]


def _side(move: Move) -> Phrase:
    return WORDS.phrase(f"describe.side.{move.side}")


# ---------------------------------------------------------------------- chance and the bell
def _reveal(state: State, action: str) -> State:
    """CHANCE turns over the card just picked up: the card ``action`` names, now in the picker's hand.

    It is the next card of the middle (:func:`dealt`); a scripted reveal (``auto_chance=False``) may
    name any face-down card, which then leaves the middle from wherever it lies.
    """
    card = parse(action, chance=True).card
    bit = 1 << card
    if state.picker == NOBODY or not state.pool & bit:
        raise IllegalAction(WORDS.phrase("refuse.not_face_down", card=card), action=action)
    middle = state.middle
    if middle[0] == card:
        middle = middle[1:]
    else:
        at = middle.index(card)
        middle = middle[:at] + middle[at + 1 :]
    hands = replaced(state.hands, state.picker, card)
    revealed = event(CHANCE, action, REVEALED, (card,))
    turned = state.edit(pool=state.pool ^ bit, middle=middle, put_back=0, hands=hands, picker=NOBODY, last=revealed)
    return settle(turned)


def _ring_bell(state: State, player: int, max_void_rounds: int, seed: int) -> State:
    """A right bell wins the round (the row goes to the pile); a wrong one returns the row and sits out,
    and when everyone sits out the round ends with no winner. (Only a bell ends a round, so only the
    bell needs the cap on rounds nobody won.)"""
    row = state.rows[player]
    outcome = bell_outcome(row)
    rung = event(player, BELL_TEXT, outcome, row)
    if outcome == RIGHT_BELL:
        piles = replaced(state.piles, player, state.piles[player] + row)
        wins = replaced(state.wins, player, state.wins[player] + 1)
        rows = replaced(state.rows, player, ())
        return next_round(state.edit(piles=piles, wins=wins, rows=rows, last=rung), max_void_rounds, seed)
    out = replaced(state.out, player, True)
    gathered = gather(state, (player,), seed, out=out, last=rung)
    if all(out):
        return next_round(gathered, max_void_rounds, seed, ROUND_VOID)
    return settle(gathered)
