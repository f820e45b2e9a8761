"""Connect5 (rulebook 001): place, stack, move, eat and unstack tokens on a circuit of dots.

``GAME`` is the engine, ``BOTS`` the bots beyond random, ``Interaction`` the click handling of the
widget. Teaching helpers: :func:`explain` (why an action is or is not legal, naming the rule),
:func:`threats` (dots that would complete a Connect 5) and :func:`load_board`.
"""

from __future__ import annotations

from .board import Board, BoardError, load_board
from .bots import HeuristicBot
from .game import Connect5
from .interaction import Connect5Interaction
from .teaching import Verdict, explain, threats

GAME = Connect5
BOTS = {"heuristic": HeuristicBot}
Interaction = Connect5Interaction

__all__ = [
    "BOTS",
    "GAME",
    "Board",
    "BoardError",
    "Connect5",
    "Connect5Interaction",
    "HeuristicBot",
    "Interaction",
    "Verdict",
    "explain",
    "load_board",
    "threats",
]
