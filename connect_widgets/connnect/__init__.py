"""Connnect: the roll-and-write dice game of Connects on a 6x6 sheet (rulebook 000).

>>> import connect_widgets as cw
>>> game = cw.new_game("connnect", players=2, seed=1)
>>> game.describe()
'round 1 of 12, choosing the Zone Die: Lucas to act'

The front door: :data:`GAME`, :data:`BOTS`, :data:`Interaction`, :data:`WORDS`, :data:`RULEBOOK`,
the notation (:class:`Move`, :func:`parse`) and the teaching helpers: :func:`read_sheet` (one
player's sheet from the view of a game or of a seat, as named fields) and :func:`parse_sheet` (the
same for one sheet line of the view), :func:`shapes_within_reach` and its bitmask forms for bots
(:func:`sheet_of`, :func:`within_reach`, :func:`completions`, :func:`open_letters`,
:func:`space_names`), and the scoring and claim functions notebooks may call on a sheet.
"""

from __future__ import annotations

from .bots import ConnnectSearch, HeuristicBot
from .game import Connnect
from .interaction import ConnnectInteraction
from .notation import Move, parse
from .rulebook import RULEBOOK
from .teaching import (
    breakdown,
    completions,
    connected_lines,
    filled_circles,
    judge_claim,
    legal_claims,
    line_points,
    numbers_fit,
    open_letters,
    parse_sheet,
    read_sheet,
    shapes_within_reach,
    sheet_of,
    space_names,
    within_reach,
)
from .words import WORDS

GAME = Connnect
BOTS = {"heuristic": HeuristicBot, "mcts": ConnnectSearch}
Interaction = ConnnectInteraction

__all__ = [
    "BOTS",
    "GAME",
    "RULEBOOK",
    "WORDS",
    "Connnect",
    "ConnnectInteraction",
    "ConnnectSearch",
    "HeuristicBot",
    "Interaction",
    "Move",
    "breakdown",
    "completions",
    "connected_lines",
    "filled_circles",
    "judge_claim",
    "legal_claims",
    "line_points",
    "numbers_fit",
    "open_letters",
    "parse",
    "parse_sheet",
    "read_sheet",
    "shapes_within_reach",
    "sheet_of",
    "space_names",
    "within_reach",
]
