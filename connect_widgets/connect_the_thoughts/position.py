"""Connect the Thoughts positions in one line of text: ``game.position()`` and
``new_game("connect_the_thoughts", position=...)``.

    round=2 rows=12.40.7|-|3.5 hands=9|-|- piles=-|1.2.4.8.10.13.16|- out=-|x|- wins=0,1,0 final=0,0,0
    picker=- end=- put_back=- slipped=3 middle=17.4.61... last=2:place_R:placed:5:-:R

Players' parts are separated by ``|`` and cards (numbers 1 to 80) by ``.``; ``-`` is empty. ``rows``
(left to right), ``hands`` (the card held), ``piles`` (cards kept), ``out`` (``x``: sitting out after
a wrong bell) per player, and ``wins`` and ``final`` (cards taken at the end): one number per player
separated by ``,``; ``picker`` (the player whose card is being turned over) and ``end`` (why the
game ended); ``put_back`` (the cards put back since a card was last turned over: none of them is
next) and ``slipped`` (how many cards went back so far); ``middle`` (the face-down cards in the
order they will come: nobody at the table sees it); ``last`` (what the last action did: actor,
action, outcome, cards, what followed, side; spaces as ``_``; only an event the rules make, and the
rest of the position is what it left: see :mod:`.position_last`). Any part
may be left out: the face-down order is then dealt from the game's seed (the next card never one
just put back), and the rest is as at the start of a game. A position the rules cannot reach is
refused too: everyone sitting out, a player sitting out with a row or a card in hand, a card being
turned over for a player sitting out or in a game over, more rounds won than ended or
as many void ones as the cap ``max_void_rounds`` (``round - 1 - the rounds won`` are void: see
:func:`.rounds.void_rounds_before`), or an ``end`` the cards contradict (a game still played with no
card face-down or nothing left that fits, or over for a reason that did not happen).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..core.errors import Refused
from ..core.positions import Parts, counts, counts_example, left_out, per_player, position_parts, whole_number
from .cards import CARD_NUMBERS, ROW_TARGET
from .position_last import check_left, check_made
from .rounds import last_round, nobody_can_progress, void_rounds_before
from .state import (
    END_REASONS,
    LAST_CARD,
    NO_CARD,
    NOBODY,
    PLAYING,
    STUCK,
    State,
    event,
    initial_state,
)
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


def parse_position(text: str, players: int, max_void_rounds: int, rng: random.Random) -> State:
    """The state a position line describes; a ``ValueError`` naming the part that is wrong and why."""
    given, _ = position_parts(text, PARTS)
    start = initial_state(players)
    changes: dict[str, Any] = {}
    for key, (item, value) in given.items():
        changes.update(_READERS[key](item, value, players, max_void_rounds))
    state = _with_middle(start.edit(**changes), given, rng)
    _check_seats(state, given)
    _check_rounds(state, given, max_void_rounds)
    _check_end(state, given, max_void_rounds)
    check_left(state, given)
    return state


# ---------------------------------------------------------------- reading each part
Reader = Callable[[str, str, int, int], dict[str, Any]]
"""Reads one part: ``(item, value, players, max_void_rounds) -> the state's fields it sets``."""


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
    """``wins=`` and ``final=``: numbers separated by ``,`` where the players' other parts are separated
    by ``|``, so the refusal says which and shows the part written right."""

    def read(item: str, value: str, players: int, _: int) -> dict[str, Any]:
        try:
            return {key: counts(item, value, key, players)}
        except ValueError:
            example = counts_example(key, value, players)
            raise _refused("counts", item=repr(item), part=key, players=players, example=example) from None

    return read


def _number(key: str, low: int, high: Callable[[int, int], int]) -> Reader:
    return lambda item, value, players, rounds: {key: whole_number(item, value, key, low, high(players, rounds))}


def _out(item: str, value: str, players: int, _: int) -> dict[str, Any]:
    marks = per_player(item, value, players)
    if any(mark not in ("x", "-") for mark in marks):
        raise _refused("out", item=repr(item))
    if "-" not in marks:  # the last wrong bell of a round starts the next one: nobody is left out
        raise _refused("out_everyone", item=repr(item))
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
    """The last event, as the rules make it (:func:`.position_last.check_made`; what it left is checked
    once the whole position is read)."""
    fields = value.split(":")
    actor = fields[0]  # -1 (chance, or nobody) or a seat; no other sign, digit or length (int() takes '²', '-0')
    if len(fields) != 6 or not (actor == "-1" or (actor.isascii() and actor.isdigit() and len(actor) < 3)):
        raise _refused("last", item=repr(item))
    action, outcome, then, side = ("" if f == "-" else f.replace("_", " ") for f in fields[1:3] + fields[4:])
    made = event(int(actor), action, outcome, _card_list(item, fields[3]), then, side)
    check_made(made, item, players)
    return {"last": made}


_READERS = {
    "round": _number("round", 1, lambda players, max_void_rounds: last_round(max_void_rounds)),
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
    "slipped": _number("slipped", 0, lambda players, max_void_rounds: 10**6),
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
    first = next((k for k, card in enumerate(order) if not put_back >> card & 1), None)
    if first is not None:  # (none when no card is face-down, or every one was just put back)
        order.insert(0, order.pop(first))
    return order


# ---------------------------------------------------------------- the seats and rounds agree with the rules
def _check_seats(state: State, given: Parts) -> None:
    """Refuse seats the rules never leave so: a wrong bell sends the ringer's row and hand back
    face-down, and only a player still in a game still played picks up a card."""
    for player, out in enumerate(state.out):
        if out and (state.rows[player] or state.hands[player] != NO_CARD):
            raise _refused("out_holding", item=repr(given["out"][0]), player=player)
    if state.picker == NOBODY:
        return
    if state.end:  # a pick is turned over before anything else happens, and the game ends only then
        raise _refused("picker_over", item=repr(given["picker"][0]))
    if state.out[state.picker]:  # sitting out forbids a pick, and no bell can come between a pick and its reveal
        raise _refused("picker_out", item=repr(given["picker"][0]), player=state.picker)


def _check_rounds(state: State, given: Parts, max_void_rounds: int) -> None:
    """Refuse a round the rounds won contradict: each round before it was won once or was void, and
    the game ends at the ``max_void_rounds``-th void one (so fewer came before the round played)."""
    voids = void_rounds_before(state)
    if 0 <= voids < max_void_rounds:
        return
    item = repr(" ".join(given[key][0] for key in ("round", "wins") if key in given))
    if voids < 0:
        raise _refused("rounds_won", item=item, won=sum(state.wins), round=state.round)
    raise _refused("void_cap", item=item, voids=voids, cap=max_void_rounds)


# ---------------------------------------------------------------- the end agrees with the cards
def _check_end(state: State, given: Parts, max_void_rounds: int) -> None:
    """Refuse an ``end=`` (``-`` when left out) that the cards contradict: the game would deadlock,
    crash, or be over for no reason the rules know."""
    wrong = _end_contradiction(state, max_void_rounds)
    if wrong:
        item = repr(given["end"][0]) if "end" in given else left_out("end=", "-")
        raise _refused(wrong, item=item, cap=max_void_rounds)


def _end_contradiction(state: State, max_void_rounds: int) -> str | None:
    """The ``position.`` word saying how ``state.end`` contradicts the cards, or ``None``.

    Each test is what the rules leave behind (``rounds.settle``, ``next_round``, ``finish_game``).
    """
    if state.end == PLAYING:
        # "When the last card has been picked up from the middle of the table, the game ends": with
        # none face-down the game is already over. Refused rather than ended here: ending it would move
        # the longest row into a pile, changing the cards given (end=last_card says it is over).
        if not state.middle:
            return "end_no_card_face_down"
        return "end_nobody_can_go_on" if nobody_can_progress(state) else None
    if state.end == LAST_CARD:  # the last card turned over stays in its picker's hand
        agrees = not state.middle and any(card != NO_CARD for card in state.hands)
    elif state.end == STUCK:  # cards left face-down fitting no row; a row taken at the end is not judged
        taken = tuple(out or final > 0 for out, final in zip(state.out, state.final, strict=True))
        agrees = bool(state.middle) and nobody_can_progress(state.edit(out=taken))
    else:  # the void limit: the round played, void, was the last allowed; every row and hand went back
        cleared = not any(state.rows) and all(card == NO_CARD for card in state.hands) and not any(state.out)
        agrees = void_rounds_before(state) == max_void_rounds - 1 and cleared
    return None if agrees else "end_" + state.end.replace(" ", "_")


def _players(groups: tuple[tuple[int, ...], ...]) -> str:
    return "|".join(_cards(group) for group in groups)


def _cards(cards: Any) -> str:
    return ".".join(map(str, cards)) or "-"


def _refused(key: str, **fields: Any) -> Refused:
    return Refused(WORDS.phrase(f"position.{key}", **fields))
