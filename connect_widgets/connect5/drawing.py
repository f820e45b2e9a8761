"""The board in drawing terms: :func:`layout` (fixed, sent to the page once) and :func:`board` (what changes).

Pure functions of the board, the players and the state; the renderer ``js/src/games/connect5.js``
draws them and takes its words from the layout's ``words`` (the ``page.`` words of :mod:`.words`).
"""

from __future__ import annotations

import math
from typing import Any

from .board import Board
from .state import CSS_COLOURS, Played, Rules, State, height, owner

DOT = "dot:"
"""Click targets of the dots: ``"dot:<id>"``."""
TOKEN_SCALE, MIN_RADIUS, MAX_RADIUS = 0.4, 6, 15


def layout(geometry: Board, players: tuple[str, ...]) -> dict[str, Any]:
    """What never changes during a game, sent to the page once (the renderer's ``ctx.layout``).

    ``board``: name, title and viewBox ``width`` / ``height``; ``radius``: the token radius (0.4 x
    the closest distance between two dots, between 6 and 15, so tokens never overlap); ``lines``:
    ``id``, ``path`` of dot ids and ``[x, y]`` waypoints, ``closed`` (join the end to the start),
    ``smooth`` (a curve through the points, else straight segments); ``dots``: ``id``, click
    ``target``, ``x``, ``y``, ``circled``; ``players``: ``name``, ``colour`` name, ``css`` colour.
    """
    return {
        "game": "connect5",
        "board": {
            "name": geometry.name,
            "title": geometry.title,
            "width": geometry.width,
            "height": geometry.height,
        },
        "radius": token_radius(geometry),
        "lines": [line.to_json() for line in geometry.lines],
        "dots": [
            {"id": dot.id, "target": DOT + dot.id, "x": dot.x, "y": dot.y, "circled": dot.circled}
            for dot in geometry.dots
        ],
        "players": [{"name": name, "css": CSS_COLOURS[p]} for p, name in enumerate(players)],
        "coordinates": coordinates(geometry),
    }


def board(
    rules: Rules,
    state: State,
    scores: tuple[int, ...],
    actors: tuple[int, ...],
    legal: list[str],
    selection: dict[str, Any],
) -> dict[str, Any]:
    """What changes from move to move, drawn over :func:`layout`.

    ``tokens``: ``{dot id: [player, count]}`` for the occupied dots only (count 2: a double);
    ``players``: per player ``score``, ``supply`` (tokens left), ``to_move``; ``round`` (from 1),
    ``rounds``, ``mode``, ``move`` (in the round), ``over``; ``last_move``: the action, its player,
    the dots it touched and the dots it ate from; ``just_used``: ids of the lines just used;
    ``legal``: dot ids a click would use now (with hints); ``selection``: the picked token, the
    landing dots so far, split mode.
    """
    ids = rules.board.ids
    return {
        "tokens": {ids[i]: [owner(code), height(code)] for i, code in enumerate(state.cells) if code},
        "players": [
            {"score": score, "supply": supply, "to_move": p in actors}
            for p, (score, supply) in enumerate(zip(scores, state.supply, strict=True))
        ],
        "round": state.round + 1,
        "rounds": rules.rounds,
        "mode": rules.mode,
        "move": state.moves,
        "over": not actors,
        "last_move": last_move(ids, state.last),
        "just_used": rules.board.line_ids(state.blocked),
        "legal": legal,
        "selection": selection,
    }


def coordinates(geometry: Board) -> dict[str, list[dict[str, Any]]]:
    """The letters of the columns and the numbers of the rows, where the board's dot ids are a grid's
    (``e3``: column e, row 3, every dot of a column at one x and of a row at one y, as on board B):
    ``{"columns": [{"text": "a", "x": ...}], "rows": [{"text": "1", "y": ...}]}``. Empty on a board
    whose ids name no grid (board A's rings)."""
    columns: dict[str, set[float]] = {}
    rows: dict[str, set[float]] = {}
    for dot in geometry.dots:
        letter, number = dot.id[:1], dot.id[1:]
        if not (letter.isalpha() and number.isdigit()):
            return {"columns": [], "rows": []}
        columns.setdefault(letter, set()).add(dot.x)
        rows.setdefault(number, set()).add(dot.y)
    if any(len(xs) > 1 for xs in columns.values()) or any(len(ys) > 1 for ys in rows.values()):
        return {"columns": [], "rows": []}
    return {
        "columns": [{"text": letter, "x": xs.pop()} for letter, xs in sorted(columns.items())],
        "rows": [{"text": number, "y": ys.pop()} for number, ys in sorted(rows.items(), key=lambda item: int(item[0]))],
    }


def last_move(ids: tuple[str, ...], event: Played | None) -> dict[str, Any] | None:
    """The last move as the board marks it: its player and action, the dots it touched and those it ate."""
    if event is None:
        return None
    return {
        "player": event.actor,
        "action": event.action,
        "dots": [ids[dot] for dot in event.dots],
        "eaten": [ids[dot] for dot in event.eaten],
    }


def token_radius(geometry: Board) -> float:
    """0.4 x the closest distance between two dots, kept within 6..15: tokens never overlap on any board."""
    dots = geometry.dots
    closest = min(
        (math.hypot(a.x - b.x, a.y - b.y) for i, a in enumerate(dots) for b in dots[i + 1 :]), default=math.inf
    )
    return max(MIN_RADIUS, min(MAX_RADIUS, closest * TOKEN_SCALE))
