"""The table in drawing terms: :func:`layout` (fixed, sent once per game) and :func:`board` (what moves).

The table is ``WIDTH`` x ``HEIGHT`` units (the renderer scales it): opponents' rows across the
top, the face-down cards spread around the bell in the middle, the seat's own row at the bottom.
All positions are card centres; ``scale`` multiplies ``CARD_W`` x ``CARD_H``.

Click targets drawn here (the interaction turns them into moves):

=================  ===========================================================================
``pool:<i>``       any face-down card in the middle: pick it up; while holding a card: put it back
``bell``           hit the bell
``place``          the empty place where a first card starts the row
``place:L/R``      the empty place at the left/right end of the row: lay the held card there
``end:L/R``        the card at the left/right end of the row: the same as ``place:L/R`` (while a card is held)
``return``         put the held card back face-down
``hand``           the card in the hand: nothing to do
=================  ===========================================================================
"""

from __future__ import annotations

import math
import random
from collections.abc import Collection, Mapping, Sequence
from typing import Any, Final

from .cards import ROW_TARGET, common_objects, objects_of, row_errors
from .notation import BELL, LEFT, PICK, RETURN, RIGHT, START, Move
from .objects import OBJECTS
from .state import NO_CARD, NOBODY, State

WIDTH: Final = 1000
HEIGHT: Final = 760
CARD_W: Final = 76
CARD_H: Final = 100
STEP: Final = 82
"""Distance between the centres of neighbouring cards in a row (at scale 1)."""
BELL_X: Final = 500
BELL_Y: Final = 400
BELL_R: Final = 36
POOL_SCALE: Final = 0.55
HAND_X: Final = 80
PILE_X: Final = 920
ROW_X: Final = 500
OWN_Y: Final = 680
TOP_BAND: Final = 250
MAX_OPPONENT_SCALE: Final = 0.8

COLOURS: Final = ("#d1495b", "#00798c", "#edae49", "#66a182")
"""Each seat's colour, in seat order."""

_RINGS: Final = ((110, 70, 14), (190, 100, 24), (270, 125, 42))
"""``(x radius, y radius, cards)`` of the rings of face-down cards around the bell: 80 places."""


def _pool_places() -> tuple[tuple[int, int, int], ...]:
    rng = random.Random(4)  # a fixed, slightly untidy spread; it is the same on every screen
    places = []
    for rx, ry, count in _RINGS:
        for i in range(count):
            angle = 2 * math.pi * (i + rng.random() * 0.4) / count
            x = BELL_X + rx * math.cos(angle) + rng.uniform(-6, 6)
            y = BELL_Y + ry * math.sin(angle) + rng.uniform(-5, 5)
            places.append((round(x), round(y), rng.randint(-25, 25)))
    return tuple(places)


POOL_PLACES: Final = _pool_places()
"""``(x, y, rotation in degrees)`` of each of the up to 80 face-down cards."""


def band(place: int, opponents: int) -> tuple[int, float]:
    """``(centre y, scale)`` of a player's area: ``place`` 0 is the seat's own (bottom), 1.. the opponents."""
    if place == 0:
        return OWN_Y, 1.0
    height = TOP_BAND / opponents
    scale = min(MAX_OPPONENT_SCALE, (height - 24) / CARD_H)
    return round(height * (place - 0.5) + 10), round(scale, 3)


def row_xs(length: int, scale: float) -> list[int]:
    """Centre x of each card of a row of ``length``, the row centred on the table."""
    step = STEP * scale
    return [round(ROW_X + (i - (length - 1) / 2) * step) for i in range(length)]


def end_slots(length: int, scale: float) -> tuple[int, int]:
    """Centre x of the empty places just left and right of a row (where a card would be laid)."""
    step = STEP * scale
    half = (length + 1) / 2
    return round(ROW_X - half * step), round(ROW_X + half * step)


PLACE_TARGETS: Final[dict[str, Move]] = {
    "place": START,
    "place:L": LEFT,
    "place:R": RIGHT,
    "end:L": LEFT,
    "end:R": RIGHT,
}
"""The targets that lay the held card, and the placement each one means."""
POOL_TARGET: Final = "pool:"
"""``pool:<i>``: the ``i``-th face-down card (any of them: which card it is, is chance)."""


def layout() -> dict[str, Any]:
    """The table's fixed geometry and the object drawings, sent to the page once per game.

    The face-down cards lie on the first ``board()["pool"]["count"]`` of ``pool_places``
    (``[x, y, rotation]``), clicked as ``pool:<i>``; ``row_target`` is the length of a finished row.
    """
    return {
        "size": [WIDTH, HEIGHT],
        "card_size": [CARD_W, CARD_H],
        "objects": {name: emoji for name, emoji in OBJECTS},
        "pool_places": [list(place) for place in POOL_PLACES],
        "pool_scale": POOL_SCALE,
        "row_target": ROW_TARGET,
    }


def board(
    state: State,
    names: Sequence[str],
    seat: int | None,
    hints: bool,
    legal: Collection[Move],
    *,
    options: Mapping[str, Any],
    last: dict[str, Any] | None,
    end: str | None,
    winners: Sequence[int],
) -> dict[str, Any]:
    """Everything the renderer draws now: the pool around the bell, every row, hand and pile.

    ``legal`` are the moves ``seat`` may play now; ``last`` (the last event) and ``end`` (why
    the game ended) come in words, in the page's language; ``winners`` once the game is over.
    """
    visible: set[int] = set()  # the face-up cards, whose objects the page needs
    players = _players(state, names, seat, hints, legal, visible)
    drawn: dict[str, Any] = {
        "bell": {"x": BELL_X, "y": BELL_Y, "r": BELL_R, "target": "bell"},
        "pool": _pool(state, seat, legal),
        "players": players,
        "cards": {str(card): list(objects_of(card)) for card in sorted(visible)},
        "seat": seat,
        **_progress(state, options, last, end, winners),
        "hints": hints,
    }
    if hints and seat is not None:
        drawn["legal_targets"] = legal_targets(state, legal, seat)
    return drawn


def _players(
    state: State, names: Sequence[str], seat: int | None, hints: bool, legal: Collection[Move], visible: set[int]
) -> list[dict[str, Any]]:
    """Every player's band, in seat order, each placed by :func:`seat_order`; adds the cards shown to ``visible``."""
    order = seat_order(len(names), seat)
    return [
        _player(state, p, names[p], order.index(p), len(names) - 1, p == seat, hints, legal, visible)
        for p in range(len(names))
    ]


def _pool(state: State, seat: int | None, legal: Collection[Move]) -> dict[str, Any]:
    """The face-down cards around the bell: how many, who is picking one up, and what a click on them does."""
    # what a click on the face-down cards does for the seat (Interaction._move_for), by its word: nothing
    # said of a move it may not make (the first card picked up starts the row: it is not put back)
    label = "put_back_here" if RETURN in legal else "pick_here" if PICK in legal else "face_down_here"
    return {"count": state.face_down, "picking": state.picker if state.picker != NOBODY else None, "label": label}


def _progress(
    state: State, options: Mapping[str, Any], last: dict[str, Any] | None, end: str | None, winners: Sequence[int]
) -> dict[str, Any]:
    """How the game stands, in order: the round, the options the page shows, the last event, the end, the winners."""
    return {
        "round": state.round,
        "max_void_rounds": options["max_void_rounds"],
        "check_on_place": options["check_on_place"],
        "last": last,
        "over": bool(state.end),
        "end": end,
        "winners": list(winners),
    }


def legal_targets(state: State, legal: Collection[Move], seat: int) -> list[str]:
    """The targets whose click is a legal move now (the hints). The bell may be rung at any time, but
    before ``seat``'s row is long enough it only sends the player out: it is hinted from then on."""
    targets = [target for target, move in PLACE_TARGETS.items() if move in legal]
    if RETURN in legal:
        targets.append("return")
    if BELL in legal and len(state.rows[seat]) >= ROW_TARGET:
        targets.append("bell")
    if PICK in legal or RETURN in legal:
        targets += [f"{POOL_TARGET}{i}" for i in range(state.face_down)]
    return targets


def seat_order(players: int, seat: int | None) -> list[int]:
    """Players by place on the screen: the seat first (bottom), then the others in seat order."""
    first = 0 if seat is None else seat
    return [first, *(p for p in range(players) if p != first)]


def _player(
    state: State,
    p: int,
    name: str,
    place: int,
    opponents: int,
    mine: bool,
    hints: bool,
    legal: Collection[Move],
    visible: set[int],
) -> dict[str, Any]:
    """Player ``p``'s band: the row, the card in hand, the pile (and, for the seat, where the card may go)."""
    y, scale = band(place, opponents)
    row, hand, pile = state.rows[p], state.hands[p], state.piles[p]
    visible.update(row)
    area = _band_area(state, p, name, mine, y, scale)
    if pile:
        visible.add(pile[-1])
    if hand != NO_CARD:
        visible.add(hand)
        area["hand"] = _held(hand, y, mine, legal)
        if mine and not state.end:  # once the game is over, the card held goes nowhere
            area["drops"] = _drops(row, hand, y, scale, hints, legal)
    if hints:
        area["errors"] = row_errors(row)
    return area


def _band_area(state: State, p: int, name: str, mine: bool, y: int, scale: float) -> dict[str, Any]:
    """Player ``p``'s band at ``y`` and ``scale``, with no card in hand and nowhere to lay one (yet)."""
    row, pile = state.rows[p], state.piles[p]
    return {
        "seat": p,
        "name": name,
        "colour": COLOURS[p],
        "you": mine,
        "y": y,
        "scale": scale,
        "label": {"x": HAND_X, "y": round(y - CARD_H * scale / 2 - 10)},
        "sitting_out": state.out[p],
        "score": len(pile),
        "rounds_won": state.wins[p],
        "row": _row(row, y, scale, mine and state.hands[p] != NO_CARD and not state.end),  # ends take a held card
        "hand": None,
        "pile": {"count": len(pile), "top": pile[-1] if pile else None},
        "pile_at": {"x": PILE_X, "y": y},
        "drops": [],
    }


def _held(hand: int, y: int, mine: bool, legal: Collection[Move]) -> dict[str, Any]:
    """The card in hand, and for the seat the tab under it that puts it back (``None``: no tab)."""
    # no click target: a click on it would do nothing
    return {"card": hand, "x": HAND_X, "y": y, "put_back": "return" if mine and RETURN in legal else None}


def _row(row: tuple[int, ...], y: int, scale: float, laying: bool) -> list[dict[str, Any]]:
    """The cards of a row; while the seat holds a card to lay, its own end cards are targets (a single
    card is its right end)."""
    cards: list[dict[str, Any]] = [
        {"card": card, "x": x, "y": y} for card, x in zip(row, row_xs(len(row), scale), strict=True)
    ]
    if laying and row:
        cards[0]["target"], cards[-1]["target"] = "end:L", "end:R"
        if len(row) == 1:
            cards[0]["target"] = "end:R"
    return cards


def _drops(
    row: tuple[int, ...], hand: int, y: int, scale: float, hints: bool, legal: Collection[Move]
) -> list[dict[str, Any]]:
    """The empty places where the held card can be laid (with hints: whether it may, and what it shares)."""
    drops: list[dict[str, Any]]
    if not row:
        drops = [{"target": "place", "x": ROW_X, "y": y}]
    else:
        left, right = end_slots(len(row), scale)
        drops = [{"target": "place:L", "x": left, "y": y}, {"target": "place:R", "x": right, "y": y}]
    if hints:
        for drop in drops:
            move = PLACE_TARGETS[drop["target"]]
            drop["legal"] = move in legal
            if row:
                drop["shared"] = common_objects(hand, row[0] if move == LEFT else row[-1])
    return drops
