"""The player sheets and the shared table in drawing terms, for :class:`.interaction.ConnnectInteraction`.

Split in two: :func:`layout` is what never changes during a game (the printed sheet: spaces,
circles, lines, bonus boxes, shapes, tracks, objective cards), sent to the page once;
:func:`board` carries only what a move or a click changes, compactly (a 36-character string for
the numbers, lists of space indices, one character per bonus or mark; false flags and empty lists
are left out). Every word the page writes is in :data:`~.words.WORDS` (``page.``), sent once too.

Coordinates are in cell units: space ``a1`` is the square from (0, 0) to (1, 1), ``x`` to the
right (columns a-f) and ``y`` down (rows 1-6). Circles sit on the corner points where four
spaces meet. A space is referred to by its index ``row * 6 + col`` (``layout["cells"][i]``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from .board import ARROW_LINES, CELLS, CIRCLE_CELLS, CONNECTED_LINES, LINE_NAMES, NAMES, SETUP_COLOUR, SIZE
from .cards import BONUS_INDEX, BONUSES, FREE_ACTION_TRACK, OBJECTIVES
from .notation import parse
from .rounds import ROUNDS
from .scoring import breakdown, connected_lines, filled_circles, line_points
from .shapes import CONNECT4_ORDER, CONNECT4_SHAPES, CONNECT5_SHAPES
from .state import Played, Sheet, State

PLAYER_COLOURS: Final = ("#1f5fbf", "#c0392b", "#1e8449", "#8e44ad")
"""One pencil colour per seat, for outlines and names."""
ZONES: Final = [{"zone": z, "axis": "column", "index": [2 * z - 2, 2 * z - 1]} for z in (1, 2, 3)] + [
    {"zone": z, "axis": "row", "index": [2 * z - 8, 2 * z - 7]} for z in (4, 5, 6)
]
SCORE_KEYS: Final = (
    "connect-3 bonuses",
    "connect-4 bonuses",
    "connect-4 shapes",
    "connect-5",
    "lines",
    "circles",
    "connected lines",
    "objectives",
    "free action",
)
"""The order of ``sheet["score"]`` (its last entry is the total)."""
_MARK: Final = ".ox"  # a Connect-4 mark or circle: empty, filled, crossed out
_CONNECTED_INDEX: Final = {line: k for k, line in enumerate(CONNECTED_LINES)}
_HINTED_VERBS: Final = ("write", "move", "plus", "claim")


@dataclass(frozen=True)
class Pencil:
    """What the screen adds to one sheet: the seat's selection and, with hints, what is legal.

    ``selected``: spaces picked (for a claim, or a bonus's source or target); ``die``: the Number
    Die picked; ``bonus``: the kept bonus about to be used; ``free``: the Free Action track picked;
    ``legal``: spaces some legal action names; ``bonus_legal``: bonuses that may be circled now;
    ``dice_legal``: the Number Dice are the next click (two numbers to write and none picked);
    ``free_legal``: the Free Action track is (the zone is full, and the number to put there is known).
    """

    selected: tuple[int, ...] = ()
    die: int | None = None
    bonus: str | None = None
    free: bool = False
    legal: frozenset[int] = frozenset()
    bonus_legal: tuple[str, ...] = ()
    dice_legal: bool = False
    free_legal: bool = False


def hints(actions: Iterable[str]) -> tuple[frozenset[int], tuple[str, ...]]:
    """The spaces the legal ``actions`` name (where a click could lead somewhere), and the bonuses
    they circle."""
    cells: set[int] = set()
    circles: set[str] = set()
    for action in actions:
        move = parse(action)
        if move.verb in _HINTED_VERBS:
            cells.update(move.cells)
        elif move.verb == "circle":
            circles.add(move.name)
    return frozenset(cells), tuple(b.id for b in BONUSES if b.id in circles)


def layout(players: Sequence[str], arrows: str, exhausted: int) -> dict[str, Any]:
    """The printed sheet and cards: geometry, targets, printed values. Depends only on the players and options."""
    return {
        "game": "connnect",
        "players": [{"name": name, "colour": PLAYER_COLOURS[k]} for k, name in enumerate(players)],
        "rounds": ROUNDS,
        "cells": _cells_layout(),
        "zones": ZONES,
        "circles": _circles_layout(),
        "connected_lines": [list(line) for line in CONNECTED_LINES],
        "lines": [{"name": LINE_NAMES[k], "arrow": k in ARROW_LINES[arrows]} for k in range(12)],
        "free_action": {"target": "free", "boxes": list(FREE_ACTION_TRACK), "star_box": exhausted},
        "bonuses": _bonuses_layout(),
        "connect4": [
            {"letter": letter, "cells": [list(rc) for rc in CONNECT4_SHAPES[letter]]} for letter in CONNECT4_ORDER
        ],
        "connect5_boxes": 4,
        "shapes": {letter: [list(rc) for rc in cells] for letter, cells in CONNECT5_SHAPES.items()},
        "objectives": {card.id: {"deck": card.deck, "points": card.points, "own": card.own} for card in OBJECTIVES},
        "score_keys": [*SCORE_KEYS, "total"],
    }


def _cells_layout() -> list[dict[str, Any]]:
    """The spaces, in index order: name, click target, position, and the setup colour where one is printed."""
    return [
        {
            "id": name,
            "target": f"cell:{name}",
            "x": i % SIZE,
            "y": i // SIZE,
            **({"setup": SETUP_COLOUR[i]} if i in SETUP_COLOUR else {}),
        }
        for i, name in enumerate(NAMES)
    ]


def _circles_layout() -> list[dict[str, Any]]:
    """The circles: each at the corner point it sits on, with the names of the four spaces around it."""
    return [
        {"id": k, "x": 2 * (k % 3) + 1, "y": 2 * (k // 3) + 1, "cells": [NAMES[c] for c in cs]}
        for k, cs in enumerate(CIRCLE_CELLS)
    ]


def _bonuses_layout() -> list[dict[str, Any]]:
    """The bonus boxes as printed: click target, section, effect, picture (if any), points and lightning."""
    return [
        {
            "id": b.id,
            "target": f"bonus:{b.id}",
            "section": b.section,
            "effect": b.effect,
            **({"depicted": b.depicted} if b.depicted else {}),
            "points": b.points,
            "lightning": b.lightning,
        }
        for b in BONUSES
    ]


def board(
    state: State,
    player: int,
    scoring: tuple[str, int],
    pencils: Mapping[int, Pencil],
    extras: Mapping[int, dict[str, Any]],
    picking: int | None = None,
    choose: bool = False,
) -> dict[str, Any]:
    """What changes: the sheet of ``player`` (the one the screen shows), every other sheet for the
    tabs, and the shared table. Drawn over :func:`layout`.

    ``scoring`` is the options ``(arrows, exhausted)``; ``pencils[p]`` what the screen adds to
    ``p``'s sheet; ``extras[p]`` what the interaction adds for ``p`` (``pickers``, and on another
    player's tab ``prompt`` and ``buttons``); ``picking``: the seat whose clicks on the dice choose the
    Zone Die from this screen, if any; ``choose``: the dice are lit as its legal clicks (hints on).
    """
    drawn: dict[str, Any] = {
        "player": player,
        "table": table(state, player, picking, choose),
        "sheet": sheet(state.sheets[player], *scoring, pencils[player]),
        "others": [
            {"player": p, **extras[p], "sheet": sheet(state.sheets[p], *scoring, pencils[p])}
            for p in range(len(state.sheets))
            if p != player
        ],
    }
    drawn.update(extras[player])
    last = state.last.move if isinstance(state.last, Played) else None
    if last is not None:
        drawn["last_move"] = {"player": last.actor, "cells": list(last.cells)}
    return drawn


def sheet(drawn: Sheet, arrows: str, exhausted: int, pencil: Pencil) -> dict[str, Any]:
    """What changes on one sheet; drawn over ``layout``.

    ``grid``: 36 characters, a digit or ``.`` per space in index order; ``crossed``, ``selected``,
    ``legal``: space indices; ``claims``: ``[kind, [indices]]`` per outline ("4L"); ``zone``: the
    active zone (0 none); ``numbers``/``to_write``: this round's Number Dice, ``die`` the picked
    value; ``circles``: filled circle indices, ``connected``: indices into
    ``layout["connected_lines"]``; ``lines``: points per line; ``free``: Free Actions used;
    ``bonuses``: one of ``o`` open, ``c`` circled, ``x`` crossed per bonus;
    ``connect4``: mark and circle per shape, each ``.`` empty, ``o`` filled, ``x`` crossed out;
    ``connect5``: ``[letter, points]`` per filled box; ``score``: in ``SCORE_KEYS`` order, then the
    total; ``status``: ``acting``, ``done`` or ``out``.
    """
    fields = _sheet_fields(drawn, arrows, exhausted)
    fields.update((key, value) for key, value in _sheet_lists(drawn, pencil).items() if value)
    fields.update(_pencil_fields(pencil))
    return fields


def _sheet_fields(drawn: Sheet, arrows: str, exhausted: int) -> dict[str, Any]:
    """The fields every sheet carries, in order: grid, zone, circles, lines, free, bonuses, marks, score, status."""
    parts = breakdown(drawn, arrows, exhausted)
    score = [parts[key] for key in SCORE_KEYS]
    return {
        "grid": "".join(str(v) if v else "." for v in drawn.grid),
        "zone": drawn.zone,
        "circles": list(filled_circles(drawn)),
        "lines": [line_points(drawn, k) for k in range(12)],
        "free": drawn.free_used,
        "bonuses": "".join("ocx"[s] for s in drawn.bonuses),
        "connect4": "".join(_MARK[m] + _MARK[c] for m, c in drawn.connect4),
        "score": [*score, sum(score)],
        "status": "out" if drawn.out else "done" if drawn.done else "acting",
    }


def _sheet_lists(drawn: Sheet, pencil: Pencil) -> dict[str, list[Any]]:
    """The sheet's lists, in order, empty ones included (the caller leaves those out)."""
    crossed = drawn.crossed
    return {
        "crossed": [i for i in range(CELLS) if crossed >> i & 1] if crossed else [],
        "claims": [[kind, list(cells)] for kind, cells in drawn.claims],
        "connected": [_CONNECTED_INDEX[line] for line in connected_lines(drawn)],
        "numbers": list(drawn.numbers),
        "to_write": list(drawn.to_write),
        "connect5": [list(box) for box in drawn.connect5],
        "selected": list(pencil.selected),
        "legal": sorted(pencil.legal),
        "bonus_legal": list(pencil.bonus_legal),
    }


def _pencil_fields(pencil: Pencil) -> dict[str, Any]:
    """The picks the screen pencils in, only those made: the die, the bonus (and whether it switches), Free Action."""
    fields: dict[str, Any] = {}
    if pencil.die is not None:
        fields["die"] = pencil.die
    if pencil.bonus:
        fields["bonus"] = pencil.bonus
        if BONUSES[BONUS_INDEX[pencil.bonus]].effect == "switch":
            fields["switching"] = True  # the Number Dice are the targets: the renderer lights them
    if pencil.free:
        fields["free_selected"] = True
    if pencil.dice_legal:
        fields["dice_legal"] = True  # the renderer lights the Number Dice, as for a Switch Zone Die
    if pencil.free_legal:
        fields["free_legal"] = True  # the renderer lights the Free Action track's next box
    return fields


def table(state: State, player: int, picking: int | None = None, choose: bool = False) -> dict[str, Any]:
    """The shared table: dice, shape cards, score cards, objective cards, round tracker.

    ``dice``: the roll; ``roles``: per die ``z`` Zone Die or ``n`` Number Die once chosen;
    ``pick``: the seat whose clicks on the dice choose the Zone Die (absent: the dice are no click
    targets); ``choose``: they are lit as legal; ``cards``/``face_down``: Connect-5 letters;
    ``objectives``: card ids, ``met`` the ones that scored on ``player``'s sheet; ``tracker``: per round
    its zone and numbers as a 3-digit string.
    """
    fields: dict[str, Any] = {
        "round": state.round,
        "phase": state.phase,
        "active": state.active,
        "dice": list(state.dice),
        "cards": "".join(state.shape_cards),
        "score_cards": list(state.score_cards),
        "objectives": list(state.objectives),
        "tracker": ["".join(map(str, t)) for t in state.tracker],
    }
    fields.update(_dice_fields(state, picking, choose))
    fields.update(_card_fields(state, player))
    return fields


def _dice_fields(state: State, picking: int | None, choose: bool) -> dict[str, Any]:
    """The dice's fields, only those that apply: their roles once the Zone Die is chosen, who picks, lit."""
    fields: dict[str, Any] = {}
    if state.zone:
        fields["roles"] = _dice_roles(state.dice, state.zone)
    if picking is not None:
        fields["pick"] = picking
        if choose:
            fields["choose"] = True
    return fields


def _dice_roles(dice: Sequence[int], zone: int) -> str:
    """One character per die: ``z`` for the Zone Die (the first die showing ``zone``), ``n`` for a Number Die."""
    roles, zone_taken = "", False
    for value in dice:
        is_zone = value == zone and not zone_taken
        zone_taken = zone_taken or is_zone
        roles += "z" if is_zone else "n"
    return roles


def _card_fields(state: State, player: int) -> dict[str, Any]:
    """The cards' fields, only those that apply: the face-down Connect-5 cards, the objectives ``player`` met."""
    fields: dict[str, Any] = {}
    if state.face_down:
        fields["face_down"] = "".join(state.face_down)
    # A card is ticked once it has scored on the player's sheet: a requirement met only after the card's
    # deadline scores nothing, and must not look as if it did.
    shown = state.sheets[player]
    met = [card for card, points in zip(state.objectives, shown.objectives, strict=False) if points]
    if met:
        fields["met"] = met
    return fields
