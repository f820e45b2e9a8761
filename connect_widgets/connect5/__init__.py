"""Connect5 (rulebook 001): place, stack, move, eat and unstack tokens on a circuit of dots.

``GAME`` is the engine, ``BOTS`` the bots beyond random, ``Interaction`` the click handling of the
widget. Teaching helpers: :func:`explain` (why an action is or is not legal, naming the rule),
:func:`threats` (dots that would complete a Connect 5), :func:`open_fours`, :func:`fours_through`,
:func:`run_potential`, :func:`runs_through`, :func:`position` (the position as data) and
:func:`load_board`. The heuristic bot uses only these and the protocol.
"""

from __future__ import annotations

from .board import Board, BoardError, load_board
from .bots import HeuristicBot
from .game import Connect5
from .interaction import Connect5Interaction
from .teaching import Verdict, explain, fours_through, open_fours, position, run_potential, runs_through, threats

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
    "fours_through",
    "load_board",
    "open_fours",
    "position",
    "run_potential",
    "runs_through",
    "threats",
]
