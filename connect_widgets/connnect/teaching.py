"""Teaching helpers: a sheet read from the public view (``game.view()`` or a seat's ``view()``),
never from the engine's state."""

from __future__ import annotations

from typing import Any

from ..core.game import Game
from ..core.seat import Seat
from .cards import BONUSES

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
