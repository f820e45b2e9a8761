"""What each player may see: the JSON view of the shared table and every sheet (nothing is hidden
in Connnect), and the position in words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.state import remembered
from ..core.words import DEFAULT_LANGUAGE
from .board import NAMES
from .rounds import ROUNDS, actors
from .scoring import breakdown, scores, winners
from .shapes import CONNECT4_ORDER
from .state import Sheet, State
from .words import WORDS


def table_view(state: State) -> dict[str, Any]:
    """The shared table: dice card, shape cards, score cards, objective cards, round tracker."""
    return {
        "phase": state.phase,
        "round": state.round,
        "active": state.active,
        "dice": "".join(map(str, state.dice)),
        "zone_die": state.zone,
        "number_dice": "".join(map(str, state.numbers)),
        "shape_cards": "".join(state.shape_cards),
        "face_down": "".join(state.face_down),
        "score_cards": list(state.score_cards),
        "objectives": " ".join(state.objectives),
        "connect4_first": " ".join(
            f"{letter}{r}" for letter, r in zip(CONNECT4_ORDER, state.connect4_first, strict=False)
        ),
        "tracker": " ".join("".join(map(str, t)) for t in state.tracker),
    }


def sheet_view(sheet: Sheet, arrows: str, exhausted: int) -> str:
    """One sheet in a compact, FEN-like line of space-separated fields (one JSON string is cheap).

    ``<grid> x:<crossed> c:<claims> b:<bonuses> f:<free actions used> d:<zone+numbers> w:<to write>
    p:<lightning owed> k:<section to circle> 4:<Connect-4 marks> 5:<Connect-5 boxes>
    o:<objective points> s:<status> t:<total>``. ``grid``: rows 1-6 separated by ``/``, one
    character per column a-f, a digit or ``.``. Claims like ``4L-b1b2a3b3`` (size, letter,
    spaces), comma-separated. Bonuses: one of ``o`` open, ``c`` circled, ``x`` crossed per bonus in
    :data:`~.cards.BONUSES` order. Connect-4: per shape, letter, mark, circle: ``.`` empty, ``o``
    filled, ``x`` crossed out. Example: ``1.....`` ... ``4:I..O..T..S..Lox 5:F16``.
    """
    grid = "/".join("".join(str(v) if v else "." for v in sheet.grid[r * 6 : r * 6 + 6]) for r in range(6))
    fields = (
        grid,
        "x:" + ",".join(NAMES[i] for i in range(36) if sheet.crossed >> i & 1),
        "c:" + ",".join(f"{kind}-{''.join(NAMES[c] for c in cells)}" for kind, cells in sheet.claims),
        "b:" + "".join("ocx"[s] for s in sheet.bonuses),
        f"f:{sheet.free_used}",
        "d:" + ("".join(map(str, (sheet.zone, *sheet.numbers))) if sheet.zone else ""),
        "w:" + "".join(map(str, sheet.to_write)),
        "p:" + "".join(map(str, sheet.pending)),
        f"k:{sheet.to_circle}",
        "4:"
        + "".join(
            f"{letter}{'.ox'[m]}{'.ox'[c]}" for letter, (m, c) in zip(CONNECT4_ORDER, sheet.connect4, strict=False)
        ),
        "5:" + ",".join(f"{letter}{points}" for letter, points in sheet.connect5),
        "o:" + ",".join(map(str, sheet.objectives)),
        "s:" + ("out" if sheet.out else "done" if sheet.done else "acting"),
        f"t:{sum(breakdown(sheet, arrows, exhausted).values())}",
    )
    return " ".join(fields)


def view(state: State, arrows: str, exhausted: int) -> dict[str, Any]:
    """Everything, for every player (no hidden information). Kept in the state's memo: treat it as read-only."""
    return remembered(
        state,
        ("view", arrows, exhausted),
        lambda: {**table_view(state), "sheets": [_sheet_line(s, arrows, exhausted) for s in state.sheets]},
    )


def _sheet_line(sheet: Sheet, arrows: str, exhausted: int) -> str:
    return remembered(sheet, ("line", arrows, exhausted), lambda: sheet_view(sheet, arrows, exhausted))


def describe(state: State, players: Sequence[str], arrows: str, exhausted: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """The position in a few words, in ``lang``: the round, the phase and who is to act (or the final scores)."""
    if state.phase in ("setup", "prep"):
        return WORDS.text("describe.setup", lang)
    if state.phase == "over":  # by name: "6--10-6" read as a range, and said nothing of who won
        points = scores(state, arrows, exhausted)
        named = zip(players, points, strict=True)
        final = ", ".join(WORDS.text("describe.score", lang, name=name, points=n) for name, n in named)
        won = WORDS.text("describe.and", lang).join(players[p] for p in winners(state, arrows, exhausted))
        return WORDS.text("describe.over", lang, round=state.round, scores=final, winners=won)
    rolling = state.phase == "roll"  # the dice are to act, not a player
    who = WORDS.text("describe.dice", lang) if rolling else ", ".join(players[p] for p in actors(state))
    phase = WORDS.text(f"describe.phase_{state.phase}", lang)
    return WORDS.text("describe.round", lang, round=state.round, rounds=ROUNDS, phase=phase, who=who)
