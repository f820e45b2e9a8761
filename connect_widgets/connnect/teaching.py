"""Teaching helpers: a sheet read from the public view (``game.view()`` or a seat's ``view()``),
never from the engine's state, and the Connects within reach on it (:func:`shapes_within_reach`).

The rules' own claim and scoring functions a notebook may call on a sheet are documented helpers
too, and are offered here with the rest (they live with the rules they serve)."""

from __future__ import annotations

from itertools import product
from typing import Any, NamedTuple

from ..core.game import Game
from ..core.seat import Seat
from .board import CELLS, INDEX, NAMES, mask_of
from .cards import BONUSES
from .claims import judge_claim, legal_claims, numbers_fit
from .scoring import breakdown, connected_lines, filled_circles, line_points
from .shapes import PLACEMENTS

_FIELDS = {
    "x": "crossed",
    "c": "claims",
    "b": "bonuses",
    "f": "free_used",
    "d": "dice",
    "w": "to_write",
    "p": "lightning",
    "k": "to_circle",
    "4": "connect4",
    "5": "connect5",
    "o": "objectives",
    "s": "status",
    "t": "total",
}


def _pairs(spaces: str) -> tuple[str, ...]:
    return tuple(spaces[i : i + 2] for i in range(0, len(spaces), 2))


def _digits(text: str) -> tuple[int, ...]:
    return tuple(int(d) for d in text)


def parse_sheet(line: str) -> dict[str, Any]:
    """One sheet line of ``game.view()["sheets"]`` decoded into named fields.

    ``grid``: rows 1-6, one string each (``.`` = empty); ``crossed``: space names; ``claims``:
    ``(kind, spaces)`` per outline, like ``("4L", ("b1", "b2", "a3", "b3"))``; ``bonuses``:
    ``{bonus id: "o" open, "c" circled or "x" crossed}``; ``free_used``: Free Action boxes crossed;
    ``dice``: this round's ``(zone, number, number)`` (empty between rounds); ``to_write``: Number
    Dice not yet written; ``lightning``: lightning numbers owed (0 = any number in the zone);
    ``to_circle``: 3 or 4 when a bonus of that section must be circled now, else 0; ``connect4``:
    ``{letter: first-claim mark + circle}``, each ``.`` empty, ``o`` filled, ``x`` crossed;
    ``connect5``: ``(letter, points)`` per filled box, top first; ``objectives``: points written for
    each objective card; ``status``: ``"acting"``, ``"done"`` or ``"out"``; ``total``: the score.
    """
    grid, *fields = line.split(" ")
    raw = {}
    for field in fields:
        key, _, value = field.partition(":")
        raw[_FIELDS[key]] = value
    connect4 = raw["connect4"]
    return {
        "grid": tuple(grid.split("/")),
        "crossed": tuple(raw["crossed"].split(",")) if raw["crossed"] else (),
        "claims": tuple(
            (kind, _pairs(spaces)) for kind, spaces in (c.split("-") for c in raw["claims"].split(",") if c)
        ),
        "bonuses": {bonus.id: state for bonus, state in zip(BONUSES, raw["bonuses"], strict=True)},
        "free_used": int(raw["free_used"]),
        "dice": _digits(raw["dice"]),
        "to_write": _digits(raw["to_write"]),
        "lightning": _digits(raw["lightning"]),
        "to_circle": int(raw["to_circle"]),
        "connect4": {connect4[i]: connect4[i + 1 : i + 3] for i in range(0, len(connect4), 3)},
        "connect5": tuple((box[0], int(box[1:])) for box in raw["connect5"].split(",") if box),
        "objectives": tuple(int(points) for points in raw["objectives"].split(",") if points),
        "status": raw["status"],
        "total": int(raw["total"]),
    }


def read_sheet(table: Game[Any] | Seat, player: int | None = None) -> dict[str, Any]:
    """``player``'s sheet as named fields (see :func:`parse_sheet`), read from the view of a game or
    of a seat (``game.seat(p)``, what a bot holds): a seat reads its own sheet when ``player`` is
    left out, and any other from its own view (every sheet is public).

    >>> import connect_widgets as cw
    >>> game = cw.new_game("connnect", players=2, seed=1)
    >>> read_sheet(game, 0)["free_used"], read_sheet(game.seat(1))["status"]
    (0, 'acting')
    """
    if isinstance(table, Seat):
        view = table.view()
        player = table.player if player is None else player
    elif player is None:
        raise ValueError("read_sheet(game, player) needs the player whose sheet to read")
    else:
        view = table.view(player)
    return parse_sheet(view["sheets"][player])


# ---------------------------------------------------------------- Connects within reach
class Reach(NamedTuple):
    """A Connect within reach on a sheet: its spaces (indices, reading order), its ``kind`` like
    ``"5T"`` (size and shape letter), the ``empty`` spaces it still needs, and every way of writing
    numbers there (one number per empty space, in their order) that would make it claimable."""

    cells: tuple[int, ...]
    kind: str
    empty: tuple[int, ...]
    numbers: tuple[tuple[int, ...], ...]


class Sheet(NamedTuple):
    """A sheet as numbers and bitmasks, read from the view: ``grid`` holds 0 for an empty space;
    ``usable`` the numbers that may still be claimed (written, not crossed out, not claimed);
    ``empty`` the spaces never written (a crossed-out space keeps its number)."""

    grid: tuple[int, ...]
    usable: int
    empty: int


_THROUGH = tuple(
    tuple(
        (p.mask & ~(1 << cell), p.cells, p.letter) for size in (3, 4, 5) for p in PLACEMENTS[size] if p.mask >> cell & 1
    )
    for cell in range(CELLS)
)
"""``_THROUGH[cell]``: every placement with a space ``cell``, as (its other spaces, its spaces, letter)."""
_PLACED = {size: tuple((p.mask, p.cells, p.letter) for p in PLACEMENTS[size]) for size in PLACEMENTS}
"""``_PLACED[size]``: every placement of a Connect of that size, as (its spaces' bitmask, spaces, letter)."""


def sheet_of(fields: dict[str, Any]) -> Sheet:
    """The :class:`Sheet` of fields read by :func:`read_sheet` (or :func:`parse_sheet`)."""
    grid = tuple(0 if c == "." else int(c) for row in fields["grid"] for c in row)
    crossed = mask_of(INDEX[name] for name in fields["crossed"])
    claimed = mask_of(INDEX[name] for _, spaces in fields["claims"] for name in spaces)
    written = mask_of(i for i in range(CELLS) if grid[i])
    return Sheet(grid, written & ~crossed & ~claimed, ((1 << CELLS) - 1) & ~written)


def open_letters(table: Game[Any] | Seat) -> str:
    """The Connect-5 letters still claimable at the table, from the view: the face-up cards while a
    score card is left (a player's own full boxes are on their sheet: ``read_sheet()["connect5"]``)."""
    view = table.view() if isinstance(table, Seat) else table.view(None)
    if not view["score_cards"]:
        return ""
    return "".join(letter for letter in view["shape_cards"] if letter not in view["face_down"])


def completions(sheet: Sheet, cell: int, open5: str, rule: str = "branch", gaps: bool = False) -> list[tuple[int, ...]]:
    """The Connects the number in ``cell`` makes claimable: placements through ``cell`` whose other
    spaces hold usable numbers and whose numbers fit (a Connect-5 only of a letter in ``open5``).
    ``sheet`` is the sheet with that number written (``cell`` counted usable). The bots ask it for
    each number they might write, so it works on bitmasks: a few microseconds a space."""
    grid, usable, found = sheet.grid, sheet.usable, []
    for others, cells, letter in _THROUGH[cell]:
        if others & ~usable or (len(cells) == 5 and letter not in open5):
            continue
        if numbers_fit(cells, tuple(grid[c] for c in cells), rule, gaps):
            found.append(cells)
    return found


def within_reach(
    sheet: Sheet,
    open5: str,
    missing: int = 1,
    sizes: tuple[int, ...] = (3, 4, 5),
    rule: str = "branch",
    gaps: bool = False,
) -> list[Reach]:
    """Every Connect of ``sizes`` on ``sheet`` that at most ``missing`` more numbers make claimable
    (``missing=0``: the claims open now), with the numbers that would do it. The search reads it
    at every simulation: a placement is dropped on its bitmask before its numbers are looked at."""
    found = []
    empty, allowed = sheet.empty, sheet.usable | sheet.empty
    for size in sizes:
        for mask, cells, letter in _PLACED[size]:
            if mask & ~allowed:
                continue
            holes = mask & empty
            if (holes and missing == 0) or (holes & (holes - 1) and (missing < 2 or _ones(holes) > missing)):
                continue
            if size == 5 and letter not in open5:
                continue
            numbers = _filling(sheet.grid, cells, holes, rule, gaps)
            if numbers:
                found.append(Reach(cells, f"{size}{letter}", tuple(c for c in cells if holes >> c & 1), numbers))
    return found


def _ones(mask: int) -> int:
    return bin(mask).count("1")


def _filling(
    grid: tuple[int, ...], cells: tuple[int, ...], holes: int, rule: str, gaps: bool
) -> tuple[tuple[int, ...], ...]:
    """The numbers for the ``holes`` of a placement that make its numbers fit."""
    written = [grid[c] for c in cells if not holes >> c & 1]
    kinds = len(set(written))
    if kinds == 1 < len(written):  # all the same so far: only the same number can join them
        choices: range | tuple[int, ...] = (written[0],)
    elif kinds != len(written) or (not gaps and written and max(written) - min(written) >= len(cells)):
        return ()  # a repeated number among different ones, or too wide a range: never
    else:
        choices = range(1, 7)
    ways = []
    for numbers in product(choices, repeat=len(cells) - len(written)):
        given = iter(numbers)
        filled = tuple(next(given) if holes >> c & 1 else grid[c] for c in cells)
        if numbers_fit(cells, filled, rule, gaps):
            ways.append(numbers)
    return tuple(ways)


def shapes_within_reach(table: Game[Any] | Seat, player: int | None = None, missing: int = 1) -> list[Reach]:
    """The Connects on ``player``'s sheet that at most ``missing`` more numbers make claimable, read
    from the view of a game or of a seat like :func:`read_sheet` (Connect-5 only of a face-up card).

    >>> import connect_widgets as cw
    >>> game = cw.new_game("connnect", players=1, seed=1)
    >>> reach = shapes_within_reach(game, 0)
    >>> all(len(r.empty) <= 1 for r in reach), sorted({r.kind[0] for r in reach})
    (True, ['3'])
    """
    fields = read_sheet(table, player)
    open5 = open_letters(table) if len(fields["connect5"]) < 4 else ""
    options = table.options
    return within_reach(sheet_of(fields), open5, missing, rule=options["order"], gaps=options["gaps"])


def space_names(cells: tuple[int, ...]) -> tuple[str, ...]:
    """Space names of indices, like ``("a1", "b1")``: to read a :class:`Reach`."""
    return tuple(NAMES[c] for c in cells)


__all__ = [
    "breakdown",
    "completions",
    "connected_lines",
    "filled_circles",
    "judge_claim",
    "legal_claims",
    "line_points",
    "numbers_fit",
    "open_letters",
    "parse_sheet",
    "read_sheet",
    "shapes_within_reach",
    "sheet_of",
    "space_names",
    "within_reach",
]
