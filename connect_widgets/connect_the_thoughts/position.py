"""Connect the Thoughts positions in one line of text: ``game.position()`` and
``new_game("connect_the_thoughts", position=...)``.

    round=2 rows=12.40.7|3|- hands=9|-|- piles=-|5.6|- out=-|x|- wins=0,1,0 final=0,0,0 picker=- end=-
    put_back=- slipped=3 middle=17.4.61... last=1:place_R:placed:9:-:R

Players' parts are separated by ``|`` and cards (numbers 1 to 80) by ``.``; ``-`` is empty. ``rows``
(left to right), ``hands`` (the card held), ``piles`` (cards kept), ``out`` (``x``: sitting out after
a wrong bell), ``wins`` and ``final`` (cards taken at the end) per player; ``picker`` (the player whose
card is being turned over) and ``end`` (why the game ended); ``put_back`` (the cards put back since a
card was last turned over: none of them is next) and ``slipped`` (how many cards went back so far);
``middle`` (the face-down cards in the order they will come: nobody at the table sees it);
``last`` (what the last action did: actor, action, outcome, cards, what followed, side; spaces as
``_``). Any part may be left out: the face-down order is then dealt from the game's seed (the next
card never one just put back), and the rest is as at the start of a game.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..core.positions import counts, per_player, position_parts, whole_number
from .cards import CARD_NUMBERS, ROW_TARGET
from .state import END_REASONS, NO_CARD, NOBODY, State, event, initial_state
from .words import WORDS

PARTS = (
    "round", "rows", "hands", "piles", "out", "wins", "final", "picker", "end", "put_back", "slipped", "middle", "last"
)  # fmt: skip


def position_line(state: State) -> str:
    """``state`` as a position line, every part written (the face-down order too)."""
    parts = {
        "round": str(state.round),
        "rows": _players(state.rows),
        "hands": "|".join(str(card) if card != NO_CARD else "-" for card in state.hands),
        "piles": _players(state.piles),
        "out": "|".join("x" if out else "-" for out in state.out),
        "wins": ",".join(map(str, state.wins)),
        "final": ",".join(map(str, state.final)),
        "picker": str(state.picker) if state.picker != NOBODY else "-",
        "end": (state.end or "-").replace(" ", "_"),
        "put_back": _cards([c for c in CARD_NUMBERS if state.put_back >> c & 1]),
        "slipped": str(state.slipped),
        "middle": _cards(state.middle),
    }
    line = " ".join(f"{key}={value}" for key, value in parts.items())
    last = state.last
    if last is not None:
        fields = (last.actor, last.action, last.outcome, _cards(last.cards), last.then or "-", last.side or "-")
        line += " last=" + ":".join(str(field).replace(" ", "_") for field in fields)
    return line


def parse_position(text: str, players: int, max_rounds: int, rng: random.Random) -> State:
    """The state a position line describes; a ``ValueError`` naming the part that is wrong and why."""
    given, _ = position_parts(text, PARTS)
    start = initial_state(players)
    changes: dict[str, Any] = {}
    for key, (item, value) in given.items():
        changes.update(_READERS[key](item, value, players, max_rounds))
    state = start.edit(**changes)
    return _with_middle(state, given, rng)


# ---------------------------------------------------------------- reading each part
Reader = Callable[[str, str, int, int], dict[str, Any]]
"""Reads one part: ``(item, value, players, max_rounds) -> the state's fields it sets``."""


def _card_list(item: str, text: str) -> tuple[int, ...]:
    if text == "-":
        return ()
    cards = text.split(".")
    if not all(c.isascii() and c.isdigit() and 1 <= int(c) <= len(CARD_NUMBERS) for c in cards):
        raise _refused("card", item=repr(item), cards=len(CARD_NUMBERS))
    return tuple(int(c) for c in cards)


def _rows(item: str, value: str, players: int, _: int) -> dict[str, Any]:
    rows = tuple(_card_list(item, part) for part in per_player(item, value, players))
    if any(len(row) > ROW_TARGET for row in rows):
        raise _refused("row", item=repr(item), target=ROW_TARGET)
    return {"rows": rows}


def _hands(item: str, value: str, players: int, _: int) -> dict[str, Any]:
    hands = [_card_list(item, part) for part in per_player(item, value, players)]
    if any(len(hand) > 1 for hand in hands):
        raise _refused("hand", item=repr(item))
    return {"hands": tuple(hand[0] if hand else NO_CARD for hand in hands)}


def _counts(key: str) -> Reader:
    return lambda item, value, players, _: {key: counts(item, value, key, players)}


def _number(key: str, low: int, high: Callable[[int, int], int]) -> Reader:
    return lambda item, value, players, rounds: {key: whole_number(item, value, key, low, high(players, rounds))}


def _out(item: str, value: str, players: int, _: int) -> dict[str, Any]:
    marks = per_player(item, value, players)
    if any(mark not in ("x", "-") for mark in marks):
        raise _refused("out", item=repr(item))
    return {"out": tuple(mark == "x" for mark in marks)}


def _picker(item: str, value: str, players: int, _: int) -> dict[str, Any]:
    if value == "-":
        return {"picker": NOBODY}
    return _number("picker", 0, lambda p, _: p - 1)(item, value, players, 0)


def _end(item: str, value: str, players: int, _: int) -> dict[str, Any]:
    if value != "-" and value.replace("_", " ") not in END_REASONS:
        raise _refused("end", item=repr(item), reasons=", ".join(r.replace(" ", "_") for r in END_REASONS))
    return {"end": "" if value == "-" else value.replace("_", " ")}


def _put_back(item: str, value: str, players: int, _: int) -> dict[str, Any]:
    return {"put_back": sum(1 << card for card in _card_list(item, value))}


def _middle(item: str, value: str, players: int, _: int) -> dict[str, Any]:
    return {"middle": _card_list(item, value)}


def _last(item: str, value: str, players: int, _: int) -> dict[str, Any]:
    fields = value.split(":")
    if len(fields) != 6 or not fields[0].lstrip("-").isdigit() or not -1 <= int(fields[0]) < players:
        raise _refused("last", item=repr(item))
    actor, action, outcome, cards, then, side = fields
    text = {"then": then, "side": side}
    plain = {key: "" if field == "-" else field.replace("_", " ") for key, field in text.items()}
    cards_of = _card_list(item, cards)
    return {"last": event(int(actor), action.replace("_", " "), outcome.replace("_", " "), cards_of, **plain)}


_READERS = {
    "round": _number("round", 1, lambda players, max_rounds: max_rounds),
    "rows": _rows,
    "hands": _hands,
    "piles": lambda item, value, players, _: {
        "piles": tuple(_card_list(item, p) for p in per_player(item, value, players))
    },
    "out": _out,
    "wins": _counts("wins"),
    "final": _counts("final"),
    "picker": _picker,
    "end": _end,
    "put_back": _put_back,
    "slipped": _number("slipped", 0, lambda players, max_rounds: 10**6),
    "middle": _middle,
    "last": _last,
}


# ---------------------------------------------------------------- the cards face down
def _with_middle(state: State, given: dict[str, tuple[str, str]], rng: random.Random) -> State:
    """Every card in exactly one place; the face-down ones in the given order, else dealt from ``rng``."""
    seen: set[int] = set()
    placed = [*(c for row in state.rows for c in row), *(c for c in state.hands if c != NO_CARD)]
    placed += [c for pile in state.piles for c in pile]
    for card in placed:
        if card in seen:
            raise _refused("card_twice", card=card)
        seen.add(card)
    rest = [card for card in CARD_NUMBERS if card not in seen]
    if "middle" in given:
        middle = list(state.middle)
        if sorted(middle) != rest:
            raise _refused("middle", item=repr(given["middle"][0]), count=len(rest))
    else:
        middle = _dealt(rest, state.put_back, rng)
    if state.put_back & ~sum(1 << c for c in middle):
        raise _refused("put_back", item=repr(given.get("put_back", ("put_back=",))[0]))
    if state.picker != NOBODY and (not middle or state.hands[state.picker] != NO_CARD):
        raise _refused("picker", item=repr(given["picker"][0]))
    return state.edit(middle=tuple(middle), pool=sum(1 << card for card in middle))


def _dealt(cards: list[int], put_back: int, rng: random.Random) -> list[int]:
    """``cards`` in a random order whose first card was not just put back (as the table believes it)."""
    order = list(cards)
    rng.shuffle(order)
    first = next((k for k, card in enumerate(order) if not put_back >> card & 1), 0)
    order.insert(0, order.pop(first))
    return order


def _players(groups: tuple[tuple[int, ...], ...]) -> str:
    return "|".join(_cards(group) for group in groups)


def _cards(cards: Any) -> str:
    return ".".join(map(str, cards)) or "-"


def _refused(key: str, **fields: Any) -> ValueError:
    return ValueError(WORDS.text(f"position.{key}", **fields))
