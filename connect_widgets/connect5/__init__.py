"""Connect5 (rulebook 001): place, stack, move, eat and unstack tokens on a circuit of dots.

``GAME`` is the engine, ``BOTS`` the bots beyond random, ``Interaction`` the click handling of the
widget, ``WORDS`` every sentence of the game and ``RULEBOOK`` the rulebook's quoted passages.
Whether an action is legal, and why, is the protocol's ``game.explain(player, action)``.
Teaching helpers (each reads a game or a seat): :func:`threats` (dots that would complete a
Connect 5), :func:`open_fours`, :func:`open_lines`, :func:`line_dots` and :func:`fork_dots` (each
player's chances over the whole board), :func:`fours_through`, :func:`run_potential`, :func:`runs_through`,
:func:`three_dots` (where a fork is prepared), :func:`occupied` (the position as data), :func:`after`
(one move ahead, on a seat's determinized copy), :func:`target` (the dot a move fills), :func:`is_eat`,
:func:`longest_eat`, :func:`eatable`, :func:`rounds_after` (rounds still to play) and :func:`load_board`.
The bots use only these and their seat.
"""

from __future__ import annotations

from .board import Board, BoardError, load_board
from .bots import Connect5Search, HeuristicBot
from .game import Connect5
from .interaction import Connect5Interaction
from .notation import Move, parse
from .rulebook import RULEBOOK
from .teaching import (
    after,
    eatable,
    fork_dots,
    fours_through,
    is_eat,
    line_dots,
    longest_eat,
    occupied,
    open_fours,
    open_lines,
    rounds_after,
    run_potential,
    runs_through,
    target,
    threats,
    three_dots,
)
from .words import WORDS

GAME = Connect5
BOTS = {"heuristic": HeuristicBot, "mcts": Connect5Search}
Interaction = Connect5Interaction

__all__ = [
    "BOTS",
    "GAME",
    "RULEBOOK",
    "WORDS",
    "Board",
    "BoardError",
    "Connect5",
    "Connect5Interaction",
    "Connect5Search",
    "HeuristicBot",
    "Interaction",
    "Move",
    "after",
    "eatable",
    "fork_dots",
    "fours_through",
    "is_eat",
    "line_dots",
    "load_board",
    "longest_eat",
    "occupied",
    "open_fours",
    "open_lines",
    "parse",
    "rounds_after",
    "run_potential",
    "runs_through",
    "target",
    "threats",
    "three_dots",
]
