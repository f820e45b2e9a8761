"""What players see (a JSON-able dict), what nobody sees drawn again, the last event in a
sentence, and the position in a few words.

Every card on the table is in plain sight (rows, hands, piles), and which cards lie face-down
follows from them; the one thing hidden is the order of the face-down cards, and it is hidden from
everyone alike. So every player's view is the same, and :func:`determinized` draws that order
again from what everyone knows of it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..core.words import DEFAULT_LANGUAGE
from .cards import ROW_TARGET, card_phrase, cards_in, row_errors
from .state import ERROR, NEW_ROUND, NOBODY, PLACED, RETURNED, REVEALED, ROUND_VOID, TOO_FEW, Played, State
from .words import WORDS


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
        "last": event_view(state.last, names, lang=None),
        "end": state.end or None,
    }


def determinized(state: State, rng: random.Random) -> State:
    """``state`` with the order of the face-down cards drawn again from ``rng``, as anyone at the
    table may believe it to be.

    The next card is any face-down card that was not put back since a card was last turned over
    (a card put back is slipped in behind the next one), each equally likely; the others follow in
    a uniformly random order. That is exactly the chance of each order given what was seen: at
    set-up and after every card turned over the order is uniform, and a card slipped in at a
    uniform place behind the next card keeps the rest uniform. Nothing anyone sees changes.
    """
    if not state.middle:
        return state
    # Sorted before drawing: a shuffle of the real order would be a function of it, so the same
    # generator would give another sample for another hidden order, and a bot another move.
    first = rng.choice(cards_in(state.pool & ~state.put_back) or sorted(state.middle))
    rest = sorted(card for card in state.middle if card != first)
    rng.shuffle(rest)
    return state.edit(middle=(first, *rest))


def event_view(
    event: Played | None, names: Sequence[str], lang: str | None = DEFAULT_LANGUAGE
) -> dict[str, Any] | None:
    """The last event as JSON: who, the action, its outcome, the cards, what followed, and (in
    ``lang``; none when ``lang`` is ``None``) the sentence saying it."""
    if event is None:
        return None
    seen = {"actor": event.actor, "action": event.action, "outcome": event.outcome, "cards": list(event.cards)}
    seen["then"] = event.then
    if lang is not None:
        seen["text"] = event_text(event, names, lang)
    return seen


def event_text(event: Played, names: Sequence[str], lang: str = DEFAULT_LANGUAGE) -> str:
    """The last event in one sentence ("Emma placed card 9 (carrot, key, umbrella) at the right end.")."""
    outcome, cards = event.outcome, event.cards
    who = names[event.actor] if 0 <= event.actor < len(names) else WORDS.text("log.chance", lang)
    fields: dict[str, Any] = {"who": who}
    key = f"log.{outcome}.{event.side}" if outcome == PLACED and event.side else f"log.{outcome}"
    if outcome in (REVEALED, PLACED, RETURNED):  # one card: the one turned over, laid or put back
        fields["card"] = card_phrase(cards[0])
    elif outcome == TOO_FEW:
        fields.update(count=len(cards), target=ROW_TARGET)
    elif outcome == ERROR:  # the row rung: name the first two neighbours that share nothing
        first = row_errors(cards)[0] + 1
        fields.update(first=first, second=first + 1)
    text = WORDS.text(key, lang, **fields) if outcome else ""  # no outcome: the game ended before any action
    return f"{text} {then_text(event.then, lang)}".strip()


def then_text(then: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """What followed an event, in a sentence ("A new round starts."; "" when nothing did)."""
    if not then:
        return ""
    if then in (NEW_ROUND, ROUND_VOID):
        return WORDS.text(f"log.{then}", lang)
    return WORDS.text("log.game_over", lang, end=end_text(then, lang))


def end_text(end: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """Why the game ended, in words ("the last card was picked up from the middle")."""
    return WORDS.text(f"describe.end.{end}", lang)


def describe(state: State, names: Sequence[str], lang: str = DEFAULT_LANGUAGE) -> str:
    """``"round 2, 61 face-down: rows Ann 3, Bob 5 (out)"``, deterministic."""
    if state.end:
        piles = ", ".join(
            WORDS.text("describe.pile", lang, name=name, count=len(pile))
            for name, pile in zip(names, state.piles, strict=True)
        )
        return WORDS.text("describe.over", lang, round=state.round, end=end_text(state.end, lang), piles=piles)
    if state.picker != NOBODY:
        fields = {"round": state.round, "face_down": state.face_down, "name": names[state.picker]}
        return WORDS.text("describe.turning", lang, **fields)
    rows = ", ".join(
        WORDS.text("describe.row_out" if out else "describe.row", lang, name=name, count=len(row))
        for name, row, out in zip(names, state.rows, state.out, strict=True)
    )
    return WORDS.text("describe.playing", lang, round=state.round, face_down=state.face_down, rows=rows)
