"""Num Connect: lay combinations of numbered cards in shared grids (rulebook 003, in French).

>>> import connect_widgets as cw
>>> game = cw.new_game("num_connect", players=2, seed=1)
>>> from connect_widgets.num_connect import check_combination
>>> check_combination(["R5", "*", "R7"]).valid
True
"""

from __future__ import annotations

from .bots import HeuristicBot, NumConnectSearch
from .game import NumConnect
from .interaction import NumConnectInteraction
from .rulebook import RULEBOOK
from .teaching import CombinationCheck, Lay, check_combination, lays
from .words import WORDS

GAME = NumConnect
BOTS = {"heuristic": HeuristicBot, "mcts": NumConnectSearch}
Interaction = NumConnectInteraction

__all__ = [
    "BOTS",
    "GAME",
    "RULEBOOK",
    "WORDS",
    "CombinationCheck",
    "HeuristicBot",
    "Interaction",
    "Lay",
    "NumConnect",
    "NumConnectInteraction",
    "NumConnectSearch",
    "check_combination",
    "lays",
]
