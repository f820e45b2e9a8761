"""Connnect: the roll-and-write dice game of Connects on a 6x6 sheet (rulebook 000).

>>> import connect_widgets as cw
>>> game = cw.new_game("connnect", players=2, seed=1)
>>> game.describe()
'round 1 of 12, choosing the Zone Die: Lucas to act'

Teaching helpers: :func:`read_sheet` (one player's sheet from ``game.view()`` as named fields) and
:func:`parse_sheet` (the same for one sheet line of the view).
"""

from __future__ import annotations

from .bots import HeuristicBot
from .claims import judge_claim, legal_claims, numbers_fit
from .game import Connnect
from .interaction import ConnnectInteraction
from .scoring import breakdown, connected_lines, filled_circles, line_points
from .teaching import parse_sheet, read_sheet

GAME = Connnect
BOTS = {"heuristic": HeuristicBot}
Interaction = ConnnectInteraction

__all__ = [
    "BOTS",
    "GAME",
    "Connnect",
    "ConnnectInteraction",
    "HeuristicBot",
    "Interaction",
    "breakdown",
    "connected_lines",
    "filled_circles",
    "judge_claim",
    "legal_claims",
    "line_points",
    "numbers_fit",
    "parse_sheet",
    "read_sheet",
]
