"""What players see (a JSON-able dict) and the position in a few words.

Nothing is hidden in this game: the face-down cards are not decided until one is turned over
(chance), and every card on the table is in plain sight. So every player's view is the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .cards import ROW_TARGET, card_label, row_errors
from .state import LAST_CARD, NOBODY, ROUND_LIMIT, STUCK, Event, State

END_WORDS = {
    LAST_CARD: "the last card was picked up from the middle",
    STUCK: "no card left fits any row",
    ROUND_LIMIT: "the last round was played",
}


def view(state: State, names: Sequence[str]) -> dict[str, Any]:
    """Everything on the table, as plain JSON (kept lean: the checker encodes it at every step).

    Scores are the pile sizes (``game.scores()``); the options are ``game.options``.
    """
    players = [
        {"name": name, "row": list(row), "hand": hand or None, "sitting_out": out, "pile": list(pile)}
        for name, row, hand, out, pile in zip(names, state.rows, state.hands, state.out, state.piles, strict=True)
    ]  # hand: NO_CARD is 0
    return {
        "round": state.round,
        "face_down": state.face_down,
        "picking": state.picker if state.picker != NOBODY else None,
        "players": players,
        "last": event_view(state.last, names, text=False),
        "end": state.end or None,
    }


def event_view(event: Event | None, names: Sequence[str], text: bool = True) -> dict[str, Any] | None:
    """The last event as JSON: who, the action, its outcome, the cards, what followed (and a sentence)."""
    if event is None:
        return None
    seen = {"actor": event.actor, "action": event.action, "outcome": event.outcome, "cards": list(event.cards)}
    seen["then"] = event.then
    if text:
        seen["text"] = event_text(event, names)
    return seen


def event_text(event: Event, names: Sequence[str]) -> str:
    """The last event in one sentence ("Emma placed card 9 (carrot, key, umbrella) at the right end.")."""
    who = names[event.actor] if 0 <= event.actor < len(names) else "Chance"
    outcome, cards = event.outcome, event.cards
    if outcome == "picked":
        text = f"{who} picked up a card."
    elif outcome == "revealed":
        text = f"It is {card_label(cards[0])}."
    elif outcome == "placed":
        where = {"place": "to start a row", "place L": "at the left end", "place R": "at the right end"}
        text = f"{who} placed {card_label(cards[0])} {where[event.action]}."
    elif outcome == "returned":
        text = f"{who} returned {card_label(cards[0])} face-down."
    elif outcome == "right bell":
        text = f"{who} rang the bell with a correct row of seven and keeps it!"
    elif outcome == "too few":
        text = f"{who} rang the bell with only {len(cards)} of {ROW_TARGET} cards and sits out this round."
    elif outcome == "error":
        i = row_errors(cards)[0]
        text = f"{who} rang the bell, but cards {i + 1} and {i + 2} of the row share no object: sits out this round."
    else:
        text = ""
    return f"{text} {_then_text(event.then)}".strip()


def _then_text(then: str) -> str:
    if then == "new round":
        return "A new round starts."
    if then == "round void":
        return "Everyone sits out: a new round starts with nobody winning that one."
    if then in END_WORDS:
        return f"Game over: {END_WORDS[then]}."
    return ""


def describe(state: State, names: Sequence[str]) -> str:
    """``"round 2, 61 face-down: rows Ann 3, Bob 5 (out)"``, deterministic."""
    if state.end:
        piles = ", ".join(f"{name} {len(pile)}" for name, pile in zip(names, state.piles, strict=True))
        return f"game over after round {state.round} ({END_WORDS[state.end]}): {piles}"
    head = f"round {state.round}, {state.face_down} face-down"
    if state.picker != NOBODY:
        return f"{head}: {names[state.picker]} is turning over a card"
    rows = ", ".join(
        f"{name} {len(row)}" + (" (out)" if out else "")
        for name, row, out in zip(names, state.rows, state.out, strict=True)
    )
    return f"{head}: rows {rows}"
