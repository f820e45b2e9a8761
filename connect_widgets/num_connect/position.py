"""Num Connect positions in one line of text: ``game.position()`` and ``new_game("num_connect", position=...)``.

    phase=play turn=1 turns=8 laid=no opened=yes|no hands=B5.G5.Y9|B6.Y1.Y5.*.# known=-|*.#
    draw=64 discard=R2.G7.B2 lines=g0:r0c-1:#>R5>R6>R7>* pending=- last=0:discard_B2

Cards are written as in the moves (``R7``, ``*``, ``#``), separated by ``.``; players' parts by
``|``; ``-`` is none; a hidden hand is ``?<count>``. A line is its grid, its first cell and its
cards, with the way to the next card between them: ``>`` right, ``<`` left, ``v`` down, ``^`` up
(``g0:r-1c1:B6vR6vG6``); ``order``, written only when needed, lists a grid's cells in laid order.
``last`` is the last player action (spaces as ``_``), one the rules could have made last here. Each
part is described in ``docs/rules/num_connect.md`` (Positions). Any part may be left out; the cards
nowhere else are dealt at random (from the game's seed) to the hidden hands, the rest is the draw pile.
"""

from __future__ import annotations

import itertools
import random
import re
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from ..core.errors import Refused
from ..core.positions import Parts, per_player, position_parts, whole_number, written
from .cards import COLOURS, build_deck, parse_card, sort_key
from .combination import judge
from .grid import compute_slots, line_axes
from .notation import Move, cell_name, parse
from .state import HORIZONTAL, VERTICAL, Cell, Combo, Grid, Pending, Played, State
from .words import WORDS

PARTS = ("phase", "turn", "turns", "laid", "opened", "hands", "known", "draw", "discard", "lines", "order", "pending",
         "last")  # fmt: skip
PHASES = ("deal", "play", "drawing", "discard", "over")
YES_NO = {True: "yes", False: "no"}
STEPS = {">": (0, 1), "<": (0, -1), "v": (1, 0), "^": (-1, 0)}
MARKS = {step: mark for mark, step in STEPS.items()}
_LINE = re.compile(r"^g(\d{1,3}):r(-?\d{1,4})c(-?\d{1,4}):(\S+)$")
_CELL = re.compile(r"^r(-?\d{1,4})c(-?\d{1,4})$")
Line = tuple[int, tuple[Cell, ...], tuple[str, ...]]
"""A line as written: its grid, its cells in reading order and their cards."""
Hands = list[tuple[str, ...] | int]
"""The hands as given: each one's cards, or how many it gets at random."""


# ---------------------------------------------------------------- writing
def position_line(state: State) -> str:
    """``state`` as a position line, every part written (all hands too: a teacher's view)."""
    pending, last = state.pending, state.last
    parts = {
        "phase": state.phase, "turn": str(state.turn), "turns": str(state.turns), "laid": YES_NO[state.laid],
        "opened": "|".join(YES_NO[flag] for flag in state.opened),
        "hands": "|".join(map(_cards, state.hands)), "known": "|".join(map(_cards, state.known)),
        "draw": str(len(state.draw)), "discard": _cards(state.discard),
        "lines": ",".join(_line_text(combo.grid, combo.cells, combo.cards) for combo in state.combos) or "-",
        "order": _order_text(state),
        "pending": "-" if pending is None else _line_text(pending.grid, pending.cells, pending.cards),
        "last": "-" if last is None else f"{last.actor}:{last.action.replace(' ', '_')}",
    }  # fmt: skip
    return " ".join(f"{key}={value}" for key, value in parts.items() if value)


def _cards(cards: tuple[str, ...]) -> str:
    return ".".join(cards) or "-"


def _line_text(grid: int, cells: tuple[Cell, ...], cards: tuple[str, ...]) -> str:
    steps = [MARKS[(b[0] - a[0], b[1] - a[1])] for a, b in itertools.pairwise(cells)]
    path = "".join(card + step for card, step in zip(cards, [*steps, ""], strict=True))
    return f"g{grid}:{cell_name(cells[0])}:{path}"


def _order_text(state: State) -> str:
    """The grids whose cards were not laid in the order of the lines, each with its cells in laid order."""
    natural = _natural_orders(state.combos)
    late = [(g, list(grid.axes)) for g, grid in enumerate(state.grids) if list(grid.axes) != natural[g]]
    return "/".join(f"g{g}:" + ".".join(map(cell_name, cells)) for g, cells in late)


def _natural_orders(combos: Any) -> dict[int, list[Cell]]:
    """Each grid's cells in the order of the lines, each line in reading order (first time seen)."""
    orders: dict[int, dict[Cell, None]] = {}
    for combo in combos:
        orders.setdefault(combo.grid, {}).update(dict.fromkeys(combo.cells))
    return {g: list(cells) for g, cells in orders.items()}


# ---------------------------------------------------------------- reading
def parse_position(text: str, players: int, options: Mapping[str, Any], rng: random.Random) -> State:
    """The state a position line describes; a ``ValueError`` naming the part that is wrong and why."""
    gone = [item for item in text.split() if item.startswith("quiet=")]  # counted a quiet-round end: no rule
    if gone:  # refused, not ignored: quiet=2 said the game was over, and would now read as another position
        raise _refused("gone", item=repr(gone[0]), part="quiet")
    parts, _ = position_parts(text, PARTS)
    colours = options["colours"]
    fields: dict[str, Any] = {"phase": "play", "turn": 0, "turns": 1, "laid": False, "opened": (False,) * players,
                              "known": ((),) * players, "discard": (), "last": None}  # fmt: skip
    fields.update({key: read(*parts[key], players, colours) for key, read in _READERS.items() if key in parts})
    combos, grids = _lines(parts, options)
    pending = _pending(parts["pending"], colours, options["rainbow_gap"], grids) if "pending" in parts else None
    hands = _hands(parts, fields["phase"], players, options["hand_size"], colours)
    state = State(
        hands=(), draw=(), grids=grids, combos=combos, slots=compute_slots(grids, combos), pending=pending, **fields
    )
    state = _dealt(state, hands, parts, options, rng)
    _check_turn(state, parts, players, options["hand_size"])
    _check_last(state, parts, players)
    return state.edit(dealt=sum(map(len, state.hands)) if state.phase == "deal" else players * options["hand_size"])


def _choice(item: str, value: str, part: str, choices: tuple[str, ...]) -> str:
    if value not in choices:
        raise _refused("choice", item=repr(item), part=part, choices=", ".join(choices))
    return value


def _card_list(item: str, text: str, colours: int) -> tuple[str, ...]:
    """Cards separated by ``.`` (``-``: none), each a card of this game's deck."""
    if text == "-":
        return ()
    cards = tuple(text.split("."))
    wrong = next((card for card in cards if parse_card(card, colours) is None), None)
    if wrong is not None:
        letters = " ".join(letter for letter, _ in COLOURS[:colours])
        raise _refused("card", item=repr(item), card=repr(wrong), letters=letters)
    return cards


def _last(item: str, value: str, players: int, _: int) -> Played | None:
    if value == "-":
        return None
    actor, _sep, action = value.partition(":")
    action = action.replace("_", " ")
    try:
        move = parse(action)
    except ValueError:
        move = None
    if move is None or not (actor.isascii() and actor.isdigit() and len(actor) < 4) or int(actor) >= players:
        raise _refused("last", item=repr(item), players=players - 1)  # (int() refuses 4,300 digits)
    return Played(int(actor), action, (move.grid, move.cell) if move.cell is not None else None)


_READERS: dict[str, Callable[[str, str, int, int], Any]] = {  # (item, value, players, colours) -> a field
    "phase": lambda item, value, players, _: _choice(item, value, "phase", PHASES),
    "turn": lambda item, value, players, _: whole_number(item, value, "turn", 0, players - 1),
    "turns": lambda item, value, players, _: whole_number(item, value, "turns", 1, 10**6),
    "laid": lambda item, value, players, _: _choice(item, value, "laid", ("yes", "no")) == "yes",
    "opened": lambda item, value, players, _: tuple(
        _choice(item, flag, "opened", ("yes", "no")) == "yes" for flag in per_player(item, value, players)
    ),
    "known": lambda item, value, players, colours: tuple(
        tuple(sorted(_card_list(item, cards, colours), key=sort_key)) for cards in per_player(item, value, players)
    ),
    "discard": lambda item, value, players, colours: _card_list(item, value, colours),
    "last": _last,
}


# ---------------------------------------------------------------- the grids
def _read_line(item: str, text: str, colours: int) -> Line:
    """``g0:r0c-1:#>R5>R6``: the grid, the cells from the first one along the marks, the cards."""
    match = _LINE.match(text)
    pieces = re.split(r"([<>v^])", match[4]) if match else []
    if not match or not all(pieces[0::2]):
        raise _refused("line", item=repr(item), line=repr(text))
    cards = _card_list(item, ".".join(pieces[0::2]), colours)
    cells = [(int(match[2]), int(match[3]))]
    for mark in pieces[1::2]:
        cells.append((cells[-1][0] + STEPS[mark][0], cells[-1][1] + STEPS[mark][1]))
    if len(cards) != len(cells):  # a '.' (or '-') between marks: the path's cards would outnumber its cells
        raise _refused("path", item=repr(item), line=repr(text), cards=len(cards), cells=len(cells))
    if len(set(cells)) != len(cells):
        raise _refused("line", item=repr(item), line=repr(text))
    return int(match[1]), tuple(cells), cards


def _lines(parts: Parts, options: Mapping[str, Any]) -> tuple[tuple[Combo, ...], tuple[Grid, ...]]:
    """The laid combinations and the grids they make (in the ``order`` given, else the lines')."""
    if "lines" not in parts or parts["lines"][1] == "-":
        if "order" in parts:  # no grid to put in order: refused, naming the part
            _orders(*parts["order"], {})
        return (), ()
    item, value = parts["lines"]
    colours, gap = options["colours"], options["rainbow_gap"]
    combos = tuple(Combo(*_read_line(item, text, colours)) for text in value.split(","))
    for combo in combos:
        line = _line_text(combo.grid, combo.cells, combo.cards)
        straight = len({r for r, _ in combo.cells}) == 1 or len({c for _, c in combo.cells}) == 1
        if straight and combo.cells[-1] < combo.cells[0]:  # its cards would be read backwards
            raise _refused("reading", item=repr(item), line=line)
        reasons = judge(combo.cards, gap, False)[1]
        if reasons:
            raise _refused("combination", item=repr(item), line=line, why=WORDS.phrase(f"refuse.{reasons[0]}"))
    count = max(combo.grid for combo in combos) + 1
    if {combo.grid for combo in combos} != set(range(count)):
        raise _refused("grids", item=repr(item), grids=count - 1)
    orders = _natural_orders(combos)
    orders.update(_orders(*parts["order"], orders) if "order" in parts else {})
    deck = len(build_deck(colours, options["rainbows"], options["shadows"]))
    return combos, tuple(_grid(item, g, [c for c in combos if c.grid == g], orders[g], deck) for g in range(count))


def _orders(item: str, value: str, natural: dict[int, list[Cell]]) -> dict[int, list[Cell]]:
    """``g0:r0c0.r0c1.../g1:...``: for each grid named, every one of its cells once, in laid order."""
    orders: dict[int, list[Cell]] = {}
    for text in value.split("/"):
        grid, _, cells = text.partition(":")
        matches = [_CELL.match(cell) for cell in cells.split(".")]
        number = int(grid[1:]) if grid[:1] == "g" and grid[1:].isascii() and grid[1:].isdigit() else -1
        order = [(int(m[1]), int(m[2])) for m in matches if m]
        if number not in natural or number in orders or sorted(order) != sorted(natural[number]):
            raise _refused("order", item=repr(item), grid=repr(text))
        orders[number] = order
    return orders


def _grid(item: str, number: int, combos: list[Combo], order: list[Cell], deck: int) -> Grid:
    """The grid the lines make: each cell's card (the same in every line through it) and its axes;
    refused unless its lines are all joined and it fits what the ``deck`` could lay from r0c0."""
    cards: dict[Cell, str] = {}
    links = {pair for combo in combos for a, b in itertools.pairwise(combo.cells) for pair in ((a, b), (b, a))}
    for combo in combos:
        for cell, card in zip(combo.cells, combo.cards, strict=True):
            if cards.setdefault(cell, card) != card:
                where, found = f"g{number} {cell_name(cell)}", f"{cards[cell]}, {card}"
                raise _refused("cell", item=repr(item), cell=where, found=found)
    axes, overlap = line_axes(combos)  # a line's axis marks every cell of it
    if overlap is not None:
        lines = {f"l{k}": _line_text(c.grid, c.cells, c.cards) for k, c in enumerate(overlap[:2])}
        raise _refused("overlap", item=repr(item), cell=f"g{number} {cell_name(overlap[2])}", **lines)
    near = {a: [(a[0] + dr, a[1] + dc) for dr, dc in STEPS.values()] for a in cards}  # each card's four neighbours
    touching = next(((a, b) for a in cards for b in near[a] if b in cards and (a, b) not in links), None)
    if touching is not None:  # a card touches only the cards of its own lines
        cells = " ".join(cell_name(cell) for cell in touching)
        raise _refused("touching", item=repr(item), cells=f"g{number} {cells}")
    _check_joined(item, number, combos)
    _check_span(item, number, list(cards), deck)
    return Grid({cell: cards[cell] for cell in order}, {cell: axes[cell] for cell in order})


def _check_joined(item: str, number: int, combos: list[Combo]) -> None:
    """Refuse a grid in pieces: every combination after a grid's first crosses a laid card ("via une
    autre carte"), so its lines are all joined through shared cards (lines apart would draw as one
    grid, every empty cell between them too: ``r9999c9999`` hung the page)."""
    reached, apart = set(combos[0].cells), combos[1:]
    while joined := [combo for combo in apart if reached.intersection(combo.cells)]:  # grown from the first line
        reached.update(cell for combo in joined for cell in combo.cells)
        apart = [combo for combo in apart if combo not in joined]
    if apart:
        line, first = (_line_text(combo.grid, combo.cells, combo.cards) for combo in (apart[0], combos[0]))
        raise _refused("apart", item=repr(item), grid=f"g{number}", line=line, first=first)


def _check_span(item: str, number: int, cells: list[Cell], deck: int) -> None:
    """Refuse a grid farther from r0c0 than the deck could ever lay: every grid starts on r0c0 (a first
    lay, a free combination) and grows a card per cell, so none is wider or taller than the deck has
    cards. (Far away, a grid would outgrow the notation's four digits: ``position()`` unreadable.)"""
    rows, cols = [0, *(r for r, _ in cells)], [0, *(c for _, c in cells)]
    if max(max(rows) - min(rows), max(cols) - min(cols)) >= deck:
        span = {"top": min(rows), "bottom": max(rows), "left": min(cols), "right": max(cols)}
        raise _refused("span", item=repr(item), grid=f"g{number}", deck=deck, **span)


def _pending(given: tuple[str, str], colours: int, gap: str, grids: tuple[Grid, ...]) -> Pending | None:
    """The tentative combination: a straight line (``>`` or ``v``) through one laid card of its grid,
    or a new grid's line (horizontal, through ``r0c0``)."""
    item, value = given
    if value == "-":
        return None
    grid, cells, cards = _read_line(item, value, colours)
    marks = set(re.findall(r"[<>v^]", value))
    axis = VERTICAL if marks == {"v"} else HORIZONTAL
    on_grid = [i for i, cell in enumerate(cells) if grid < len(grids) and cell in grids[grid].cards]
    if grid == len(grids):
        shaped, anchor = marks <= {">"} and (0, 0) in cells, -1
    else:
        anchor = on_grid[0] if len(on_grid) == 1 else -1  # the one laid card it crosses
        crossed = anchor >= 0 and grids[grid].cards[cells[anchor]] == cards[anchor]
        shaped = crossed and marks in ({">"}, {"v"})
    if not shaped:
        raise _refused("pending", item=repr(item), grids=len(grids))
    reasons = judge(cards, gap, True)[1]
    if reasons:
        raise _refused("combination", item=repr(item), line=value, why=WORDS.phrase(f"refuse.{reasons[0]}"))
    return Pending(grid, axis, cells, cards, anchor)


# ---------------------------------------------------------------- the cards in hand and in the draw pile
def _hands(parts: Parts, phase: str, players: int, hand_size: int, colours: int) -> Hands:
    """Each hand's cards, or how many cards it gets at random (all hidden when left out: a full
    hand each, nothing yet while dealing)."""
    if "hands" not in parts:
        return [0 if phase == "deal" else hand_size] * players
    item, value = parts["hands"]
    return [
        whole_number(item, text[1:], "hands", 0, 999) if text[:1] == "?" else _card_list(item, text, colours)
        for text in per_player(item, value, players)
    ]


def _dealt(state: State, hands: Hands, parts: Parts, options: Mapping[str, Any], rng: random.Random) -> State:
    """Every card of the deck in one place: the hands given, the grids, the tentative line, the
    discards; the cards nowhere else dealt at random to the hidden hands (besides their known
    cards), the rest the draw pile."""
    deck = Counter(build_deck(options["colours"], options["rainbows"], options["shadows"]))
    placed = Counter(state.discard)
    for grid in state.grids:
        placed.update(grid.cards.values())
    if state.pending is not None:
        placed.update(state.pending.laid())
    for player, hand in enumerate(hands):
        known = state.known[player]
        missing = Counter(known) - Counter(hand) if isinstance(hand, tuple) else Counter()
        if missing or (isinstance(hand, int) and hand < len(known)):
            raise _refused("known", item=repr(parts["known"][0]), player=player)
        placed.update(hand if isinstance(hand, tuple) else known)
    for card, times in placed.items():
        if times > deck[card]:
            raise _refused("card_twice", card=card, times=times, most=deck[card])
    rest = sorted((deck - placed).elements(), key=sort_key)
    takes = [hand - len(state.known[p]) if isinstance(hand, int) else 0 for p, hand in enumerate(hands)]
    if sum(takes) > len(rest):
        raise _refused("deal", item=repr(parts.get("hands", ("hands=",))[0]), need=sum(takes), left=len(rest))
    rng.shuffle(rest)
    dealt = []
    for player, (hand, take) in enumerate(zip(hands, takes, strict=True)):
        if isinstance(hand, int):  # its known cards and as many more as it holds, from the shuffled rest
            hand, rest = (*state.known[player], *rest[:take]), rest[take:]
        dealt.append(tuple(sorted(hand, key=sort_key)))
    if "draw" in parts and whole_number(*parts["draw"], "draw", 0, 999) != len(rest):
        raise _refused("draw", item=repr(parts["draw"][0]), left=len(rest))
    return state.edit(hands=tuple(dealt), draw=tuple(sorted(rest, key=sort_key)))


# ---------------------------------------------------------------- the turn
def _check_turn(state: State, parts: Parts, players: int, hand_size: int) -> None:
    """What the phase asks of the rest: the deal round the table, a game over only when it ends."""
    phase_item = written(parts, ("phase",))  # deal, drawing, discard, over: never play, the phase left out
    sizes = [len(hand) for hand in state.hands]
    if state.phase == "deal":
        dealt = sum(sizes)
        round_robin = [dealt // players + (p < dealt % players) for p in range(players)]
        table = state.grids or state.discard or state.last or state.laid or any(state.opened)
        if sizes != round_robin or dealt >= players * hand_size or table:
            raise _refused("dealing", item=phase_item, most=players * hand_size - 1)
    if state.pending is not None and state.phase != "play":
        raise _refused("pending_phase", item=repr(parts["pending"][0]))
    if state.phase in ("drawing", "discard") and (state.laid or (state.phase == "drawing" and not state.draw)):
        raise _refused("drew", item=phase_item)
    empty = [p for p, size in enumerate(sizes) if not size and not (state.pending is not None and p == state.turn)]
    if state.phase in ("play", "drawing", "discard") and empty:
        raise _refused("not_over", item=written(parts, ("phase", "hands")))
    if state.phase == "over" and 0 not in sizes:  # an emptied hand is the only end
        raise _refused("over", item=phase_item)


def _check_last(state: State, parts: Parts, players: int) -> None:
    """Refuse a ``last=`` the rules could not have made here (what each action leaves: :func:`.rules.play`)."""
    last = state.last
    if last is None or _left_by(state, last.actor, parse(last.action), players):
        return
    move, actor = parse(last.action), last.actor
    grid, cell = (move.grid, cell_name(move.cell)) if move.cell is not None else (len(state.grids), "r0c0")
    fields = {"action": last.action, "actor": actor, "next": (actor + 1) % players, "card": move.card}
    raise _refused(f"last_{move.verb}", item=repr(parts["last"][0]), grid=grid, cell=cell, **fields)


def _left_by(state: State, actor: int, move: Move, players: int) -> bool:
    """Whether ``move`` by ``actor`` leaves ``state``: a discard tops the pile and passes the turn (or ends the
    game); any other action leaves its player to act (or the hand empty, the game over), its card where it says."""
    phase, pending, verb = state.phase, state.pending, move.verb
    if verb == "discard":
        passed = (phase, state.turn, state.laid, pending) == ("play", (actor + 1) % players, False, None)
        return state.discard[-1:] == (move.card,) and (passed or (phase, state.turn) == ("over", actor))
    if state.turn != actor or verb == "draw":  # chance then deals the card drawn, and the player discards
        return state.turn == actor and phase in ("drawing", "discard")
    if verb in ("confirm", "ext"):  # confirm laid the last line; ext put its card on an end of one
        lines = state.combos[-1:] if verb == "confirm" else [c for c in state.combos if _at_an_end(c, move)]
        going = phase == "play" or (phase == "over" and not state.hands[actor])
        return going and state.laid and pending is None and state.opened[actor] and bool(lines)
    if phase != "play" or pending is None:  # cancel took the tentative line back; the rest grew it
        return phase == "play" and pending is None and verb == "cancel"
    if verb == "new":
        return (pending.grid, pending.cells, pending.cards) == (len(state.grids), ((0, 0),), (move.card,))
    size, anchor = len(pending.cells), pending.anchor  # a cross lays a card beside the one it crosses
    grown = _at_an_end(pending, move) and (anchor < 0 or move.cell != pending.cells[anchor])
    return grown and (size == 2 and anchor >= 0 if verb == "cross" else size > 1 and verb == "put")


def _at_an_end(line: Combo | Pending, move: Move) -> bool:
    """Whether ``move`` put its card on an end of ``line`` (in its grid)."""
    ends = {line.cells[0]: line.cards[0], line.cells[-1]: line.cards[-1]}
    return line.grid == move.grid and move.cell is not None and ends.get(move.cell) == move.card


def _refused(key: str, **fields: Any) -> Refused:
    """A position refused in this game's words (``position.<key>``)."""
    return Refused(WORDS.phrase(f"position.{key}", **fields))
