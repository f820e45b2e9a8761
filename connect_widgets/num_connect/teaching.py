"""The documented teaching helpers, for notebooks and bots: :func:`check_combination`, :func:`lays`.

>>> check_combination(["R5", "R6", "R7"]).valid
True
>>> check_combination(["R5", "#", "R7"]).reasons
('shadow_inside',)

Whether an action is allowed *on the table* (a first lay, a connection, a bend) is the engine's
question: ``game.explain(player, action)`` answers it, in words, with the rule.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.seat import Seat
from .cards import MAX_VALUE, RAINBOW, SHADOW, parse_card
from .combination import CombinationCheck, check, judge
from .grid import NEIGHBOURS, add, is_free
from .notation import Move, parse, parse_line
from .state import Cell
from .words import WORDS

RAINBOW_GAPS = ("one", "several")


def check_combination(cards: Sequence[str], rainbow_gap: str = "several", partial: bool = False) -> CombinationCheck:
    """Whether ``cards`` (codes in the order they lie) form a valid combination, and why not.

    ``partial=True`` checks a combination still being laid: the minimum of 3 cards and the need
    for a numbered card are not yet required (every part of a valid combination passes).
    ``rainbow_gap`` is the game's option: ``"several"`` missing cards per Rainbow in a same-colour
    run, or ``"one"``. Each reason against is a ``refuse.`` key of the game's words; the check says
    them in English or French (``messages(lang)``, ``explain(lang)``) and quotes their rules.
    """
    if isinstance(cards, str):  # a string is a sequence too, of one-letter "cards"
        raise ValueError(WORDS.text("refuse.cards_as_text", text=repr(cards[:40])))
    cards = tuple(cards)
    for code in cards:
        if parse_card(code) is None:
            raise ValueError(WORDS.text("refuse.not_a_card", code=repr(code)))
    if rainbow_gap not in RAINBOW_GAPS:
        raise ValueError(WORDS.text("refuse.rainbow_gap", value=repr(rainbow_gap)))
    return check(cards, rainbow_gap, partial)


# ---------------------------------------------------------------------- whole lays
LINE_NODES = 400
"""Rows of cards tried from each place a combination may start (each check is cached): a bound
per start, so listing every lay of a hand stays within milliseconds."""
ROOM = MAX_VALUE  # no line holds more cards than there are values
JOKERS = frozenset((RAINBOW, SHADOW))


@dataclass(frozen=True)
class Lay:
    """One whole lay a player can make now: its ``actions`` in order (one ``ext``, or a start, its
    ``put`` s and ``confirm``) and the ``cards`` it lays from the hand (a tentative combination's
    cards included)."""

    actions: tuple[str, ...]
    cards: tuple[str, ...]


@dataclass(frozen=True)
class _Seed:
    """A place a line may grow from: ``kind`` ``"new"`` (a free combination from a Rainbow),
    ``"cross"`` (through a laid card) or ``"pending"`` (the tentative combination); the cards and
    cells already there, the index of the laid card crossed (-1: none), the step from front to
    back, the room at the front and back ends, and the grid."""

    kind: str
    cards: tuple[str, ...]
    cells: tuple[Cell, ...]
    anchor: int
    step: tuple[int, int]
    room: tuple[int, int]
    grid: int

    def laid(self) -> tuple[str, ...]:
        """The seed's cards that come from the hand (all but the laid card crossed)."""
        return tuple(card for i, card in enumerate(self.cards) if i != self.anchor)


def lays(seat: Seat, per_start: int = 3, rows: int = LINE_NODES) -> list[Lay]:
    """The whole lays the seat's player can make now, most cards first: each extension by one card,
    and from each place a combination may start (a free combination from a Rainbow, a crossing of
    a laid card, the tentative combination on the table) its ``per_start`` longest valid lines that
    fit the grid (and, for a first lay or a free one, hold a Rainbow and a Shadow of the player's
    own). Each search is bounded (``rows`` rows tried per start, :data:`LINE_NODES` unless told; a
    search bot's playouts list with fewer), so a long line may be missed, but every lay listed is
    legal. It reads only the seat's view and legal actions.

    >>> import connect_widgets as cw
    >>> game = cw.new_game("num_connect", players=2, seed=1)
    >>> all(lay.actions[-1] == "confirm" or len(lay.actions) == 1 for lay in lays(game.seat(0)))
    True
    """
    view, actions = seat.view(), seat.legal_actions()
    hand, gap = view["hands"][seat.player], seat.options["rainbow_gap"]
    found = [Lay((action,), (parse(action).card,)) for action in actions if parse(action).verb == "ext"]
    for seed in _seeds(view, actions):
        rest = Counter(hand)
        if seed.kind == "new":
            rest[RAINBOW] -= 1  # the Rainbow it starts from comes from the hand
        needs = seed.anchor < 0 or not view["opened"][seat.player]
        for front, back in _lines(seed, rest, gap, needs, rows)[:per_start]:
            found.append(Lay(_actions(seed, front, back), (*front, *seed.laid(), *back)))
    found.sort(key=lambda lay: -len(lay.cards))
    return found


def _seeds(view: dict[str, Any], actions: list[str]) -> list[_Seed]:
    """Every place a line may grow from now (see :class:`_Seed`)."""
    grids = [
        {parse_line(f"g{g} {name}")[1][0]: card for name, card in cells.items()}
        for g, cells in enumerate(view["grids"])
    ]
    if view["pending"] is not None:
        return [_pending_seed(view["pending"], grids)]
    seeds = []
    if "new *" in actions:
        seeds.append(_Seed("new", (RAINBOW,), ((0, 0),), -1, (0, 1), (ROOM, ROOM), len(grids)))
    crossed = set()
    for action in actions:
        move = parse(action)
        if move.verb != "cross" or move.cell is None:
            continue
        laid = grids[move.grid]
        cell = next(near for near in _around(move.cell) if near in laid)  # the one laid card it touches
        if (move.grid, cell) not in crossed:
            crossed.add((move.grid, cell))
            step = (1, 0) if cell[1] == move.cell[1] else (0, 1)
            seeds.append(_Seed("cross", (laid[cell],), (cell,), 0, step, _rooms(laid, (cell,), step), move.grid))
    return seeds


def _pending_seed(pending: dict[str, Any], grids: list[dict[Cell, str]]) -> _Seed:
    """The tentative combination on the table, as a place to grow from."""
    grid, cells = parse_line(pending["line"])
    laid = grids[grid] if grid < len(grids) else {}
    step = (cells[1][0] - cells[0][0], cells[1][1] - cells[0][1]) if len(cells) > 1 else (0, 1)
    anchor = next((i for i, cell in enumerate(cells) if cell in laid), -1)
    return _Seed("pending", tuple(pending["cards"]), cells, anchor, step, _rooms(laid, cells, step), grid)


def _around(cell: Cell) -> list[Cell]:
    return [add(cell, step) for step in NEIGHBOURS]


def _rooms(laid: Mapping[Cell, str], cells: tuple[Cell, ...], step: tuple[int, int]) -> tuple[int, int]:
    """How many cards fit in line before the first of ``cells`` and after the last (cards may only
    touch their own line: :func:`~.grid.is_free`)."""
    rooms = []
    for end, sign in ((cells[0], -1), (cells[-1], 1)):
        room, attach, cell = 0, end, add(end, step, sign)
        while room < ROOM and is_free(laid, cell, attach, cells):
            room, attach, cell = room + 1, cell, add(cell, step, sign)
        rooms.append(room)
    return rooms[0], rooms[1]


def _lines(
    seed: _Seed, rest: Counter[str], gap: str, needs_jokers: bool, rows: int
) -> list[tuple[tuple[str, ...], ...]]:
    """The valid lines grown from ``seed`` with cards of ``rest``, as (cards in front, cards behind),
    most cards first and then fewest jokers; a bounded depth-first search over valid parts.

    When the line needs a Rainbow and a Shadow it tries them first (a numbered-first search spent
    its whole bound on lines that could never be laid, and the bot missed its first lay).
    """
    seen: set[tuple[tuple[str, ...], tuple[str, ...]]] = set()
    found: list[tuple[tuple[str, ...], ...]] = []
    nodes = [rows]
    order = sorted(rest, key=lambda card: (card not in JOKERS) == needs_jokers)
    own = set(seed.laid()) & JOKERS

    def grow(front: tuple[str, ...], back: tuple[str, ...]) -> None:
        if (front, back) in seen or nodes[0] <= 0:
            return
        seen.add((front, back))
        nodes[0] -= 1
        row = (*front, *seed.cards, *back)
        jokers = not needs_jokers or (own | set(front) | set(back)) >= JOKERS
        if jokers and (front or back or seed.kind != "cross") and not judge(row, gap)[1]:
            found.append((front, back))
        for card in order:
            if rest[card] <= 0:
                continue
            rest[card] -= 1
            if (
                len(front) < seed.room[0]
                and _may_sit(seed, card, front, True)
                and not judge((card, *row), gap, True)[1]
            ):
                grow((card, *front), back)
            if len(back) < seed.room[1] and _may_sit(seed, card, back, False) and not judge((*row, card), gap, True)[1]:
                grow(front, (*back, card))
            rest[card] += 1

    grow((), ())
    found.sort(key=lambda line: (-len(line[0]) - len(line[1]), sum(card in JOKERS for part in line for card in part)))
    return found


def _may_sit(seed: _Seed, card: str, side: tuple[str, ...], front: bool) -> bool:
    """Only a Shadow may be laid right next to a laid Shadow the line crosses."""
    end = 0 if front else len(seed.cards) - 1
    return bool(side) or end != seed.anchor or seed.cards[end] != SHADOW or card == SHADOW


def _actions(seed: _Seed, front: tuple[str, ...], back: tuple[str, ...]) -> tuple[str, ...]:
    """The actions laying ``front`` and ``back`` around ``seed``: its start, one ``put`` a card
    outwards from the seed, then ``confirm``."""
    first, last = seed.cells[0], seed.cells[-1]
    places = [(add(last, seed.step, k + 1), card) for k, card in enumerate(back)]
    places += [(add(first, seed.step, -(k + 1)), card) for k, card in enumerate(reversed(front))]
    start: list[str] = []
    if seed.kind == "new":
        start = ["new *"]
    elif seed.kind == "cross":
        (cell, card), places = places[0], places[1:]
        start = [str(Move("cross", card, seed.grid, cell))]
    puts = [str(Move("put", card, seed.grid, cell)) for cell, card in places]
    return (*start, *puts, "confirm")


__all__ = ["CombinationCheck", "Lay", "check_combination", "lays"]
