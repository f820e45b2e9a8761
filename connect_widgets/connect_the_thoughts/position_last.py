"""The last event of a Connect the Thoughts position (``last=``), held to the rules twice.

It must be an event the rules make (:func:`check_made`: an outcome its action, actor, cards, side
and what followed give), and the rest of the position must be what that event left
(:func:`check_left`, from :func:`.rules.play` and :mod:`.rounds`): the widget tells the last event
in its log ("Jonas placed card 5 … at the right end"), so an event the position contradicts would be
told as if it had happened.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.errors import Refused
from ..core.game import CHANCE
from ..core.positions import Parts, written
from .cards import ROW_TARGET
from .notation import REVEALS, parse
from .rounds import void_rounds_before
from .rules import bell_outcome
from .state import (
    END_REASONS,
    ERROR,
    LAST_CARD,
    NEW_ROUND,
    NO_CARD,
    NOBODY,
    PICKED,
    PLACED,
    PLAYING,
    RETURNED,
    REVEALED,
    RIGHT_BELL,
    ROUND_VOID,
    STUCK,
    TOO_FEW,
    VOID_LIMIT,
    Played,
    State,
)
from .words import WORDS

ACTIONS = {  # each outcome the rules give an event, and the actions that have it
    PICKED: ("pick",), REVEALED: REVEALS[1:], PLACED: ("place", "place L", "place R"), RETURNED: ("return",),
    RIGHT_BELL: ("bell",), TOO_FEW: ("bell",), ERROR: ("bell",),
}  # fmt: skip
THENS = ("", NEW_ROUND, ROUND_VOID, *END_REASONS)
"""What may follow an event: nothing, a new round, a void round or the game's end."""
_AFTER_A_WRONG_BELL = ("", STUCK, ROUND_VOID, VOID_LIMIT)
FOLLOWS = {
    PICKED: ("",),  # the card is turned over next: nothing is settled before (rules.play)
    REVEALED: ("", LAST_CARD, STUCK),  # rounds.settle
    PLACED: ("", STUCK),  # (never the last card: the middle was not empty, or the game had ended)
    RETURNED: ("", STUCK),
    RIGHT_BELL: (NEW_ROUND,),  # rounds.next_round, which only a void round can end the game from
    TOO_FEW: _AFTER_A_WRONG_BELL,
    ERROR: _AFTER_A_WRONG_BELL,
}
"""What may follow each outcome, as the rules settle it."""


# ---------------------------------------------------------------- an event the rules make
def check_made(made: Played, item: str, players: int) -> None:
    """Refuse an event :mod:`.rules` never makes, saying how its outcome is written: the log words it
    from its outcome, cards and side, so an event they never make (an unknown outcome, a reveal with
    no card) would break the page later."""
    outcome = made.outcome
    if outcome not in ("", *ACTIONS) or made.then not in THENS:
        outcomes = ", ".join(o.replace(" ", "_") for o in ACTIONS)
        raise _refused("last_outcome", item=repr(item), outcomes=outcomes, thens=_written(THENS[1:]))
    if not _made_by_the_rules(made, players):
        key = "last_" + (outcome.replace(" ", "_") or "none")
        ends, thens = _written(END_REASONS), _written(FOLLOWS.get(outcome, ()))
        raise _refused(key, item=repr(item), most=players - 1, target=ROW_TARGET, ends=ends, thens=thens)


def _made_by_the_rules(made: Played, players: int) -> bool:
    """Whether ``made`` is an event :mod:`.rules` makes: the actor, action, cards, side and what
    followed of its outcome."""
    cards = made.cards
    if not made.outcome:  # the game ended before any action (``rounds.finish_game``)
        return (made.actor, made.action, cards, made.side) == (NOBODY, "", (), "") and made.then in END_REASONS
    if made.action not in ACTIONS[made.outcome] or len(set(cards)) != len(cards) or len(cards) > ROW_TARGET:
        return False
    if made.then not in FOLLOWS[made.outcome]:
        return False
    if made.outcome == REVEALED:  # chance turns over the card its action names
        return made.actor == CHANCE and cards == (parse(made.action, chance=True).card,) and not made.side
    if not 0 <= made.actor < players or made.side != parse(made.action).side:  # only a placement has a side
        return False
    if made.outcome in (PLACED, RETURNED):
        return len(cards) == 1
    return not cards if made.outcome == PICKED else bell_outcome(cards) == made.outcome  # the row rung


def _written(words: tuple[str, ...]) -> str:
    """Names as a position writes them (``last_card, stuck``; ``-`` for nothing)."""
    return ", ".join(word.replace(" ", "_") or "-" for word in words)


# ---------------------------------------------------------------- what the event left
Left = tuple[str, tuple[str, ...]] | None
"""How a position contradicts its last event: the ``position.`` word saying what the event left, and
the parts that disagree (quoted when written); ``None`` when it agrees."""


def check_left(state: State, given: Parts) -> None:
    """Refuse a position that is not what its last event left."""
    last = state.last
    if last is None:
        return
    # The game ends with the event that ends it (rounds.finish_game), and the log says so after that event.
    if (last.then if last.then in END_REASONS else PLAYING) != state.end:
        then, end = (_written((text,)) for text in (last.then, state.end))
        raise _refused("last_end", item=written(given, ("last", "end")), then=then, end=end)
    wrong = _disagreement(state, last)
    if wrong is not None:
        key, parts = wrong
        fields = {"player": last.actor, "card": last.cards[0] if last.cards else NO_CARD}
        raise _refused(key, item=written(given, ("last", *parts)), voids=void_rounds_before(state), **fields)


def _disagreement(state: State, last: Played) -> Left:
    """How ``state`` contradicts ``last``, the event that made it."""
    picking = last.outcome == PICKED
    if state.picker != (last.actor if picking else NOBODY):  # a pick is turned over next, and only a pick
        return ("left_picked" if picking else "left_picker"), ("picker",)
    check = _LEFT.get(last.outcome)
    return check(state, last) if check is not None else None


def _revealed(state: State, last: Played) -> Left:
    """The card turned over is in its picker's hand, and a reveal forgets the cards put back."""
    if last.cards[0] not in state.hands or state.put_back:
        return "left_revealed", ("hands", "put_back")
    return None


def _placed(state: State, last: Played) -> Left:
    """The card is at its end of the player's row (alone, to start it), or in their pile if the game
    ended there and took that row (rounds.finish_game); the hand is empty."""
    player, card, side = last.actor, last.cards[0], last.side
    row = state.rows[player]
    there = (len(row) > 1 and row[0 if side == "L" else -1] == card) if side else row == (card,)
    taken = bool(state.end) and not row and card in state.piles[player]
    if (there or taken) and state.hands[player] == NO_CARD and not state.out[player]:
        return None
    return "left_placed" + (f".{side}" if side else ""), ("rows", "hands", "out", "piles")


def _returned(state: State, last: Played) -> Left:
    """The card went back face-down, put back since a card was last turned over (rounds.slip_in; the
    middle was not empty, so it is never next), from a started row; the hand is empty."""
    player, card = last.actor, last.cards[0]
    started = bool(state.rows[player]) or bool(state.end)  # the game's end may have taken the row
    if state.put_back >> card & 1 and started and state.hands[player] == NO_CARD and not state.out[player]:
        return None
    return "left_returned", ("rows", "hands", "piles", "put_back", "out")


def _right_bell(state: State, last: Played) -> Left:
    """The row rung ends the ringer's pile and wins them the round; a new round starts (rounds.next_round)."""
    player, cards = last.actor, last.cards
    if state.piles[player][-len(cards) :] != cards or state.wins[player] < 1:
        return "left_right_bell", ("piles", "wins")
    return None if _new_round(state) else ("left_new_round", ("rows", "hands", "out"))


def _wrong_bell(state: State, last: Played) -> Left:
    """The row rung went back face-down; the ringer sits out, or everyone did and a void round ended
    (rounds.next_round; at the void limit :func:`.position._check_end` checks the cards)."""
    if any(not state.put_back >> card & 1 for card in last.cards):
        return "left_rung", ("rows", "hands", "piles", "put_back")
    if last.then == ROUND_VOID:
        if not _new_round(state):
            return "left_new_round", ("rows", "hands", "out")
        return None if void_rounds_before(state) >= 1 else ("left_round_void", ("round", "wins"))
    if last.then != VOID_LIMIT and not state.out[last.actor]:
        return "left_wrong_bell", ("out",)
    return None


def _new_round(state: State) -> bool:
    """Whether a round has just begun: every row and hand back face-down, nobody sitting out."""
    return not any(state.rows) and all(card == NO_CARD for card in state.hands) and not any(state.out)


_LEFT: dict[str, Callable[[State, Played], Left]] = {
    REVEALED: _revealed,
    PLACED: _placed,
    RETURNED: _returned,
    RIGHT_BELL: _right_bell,
    TOO_FEW: _wrong_bell,
    ERROR: _wrong_bell,
}
"""What each outcome leaves, checked (a pick: the card being turned over, checked first)."""


def _refused(key: str, **fields: Any) -> Refused:
    return Refused(WORDS.phrase(f"position.{key}", **fields))
