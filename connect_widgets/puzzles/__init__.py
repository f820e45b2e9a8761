"""Puzzles checked by the engine: a position, a goal, and a search that proves the solution.

>>> import connect_widgets as cw
>>> p = cw.puzzle("connect5", "c3=R d3=R e3=R f3=R a1=B b1=B c1=B turn=R", "connect5")
>>> p.task()
'Red to play: make a Connect 5 in one move.'
"""

from __future__ import annotations

from .catalogue import shipped, shipped_puzzle
from .goals import GOALS, Goal
from .puzzle import Puzzle, PuzzleDefender, Verdict

__all__ = ["GOALS", "Goal", "Puzzle", "PuzzleDefender", "Verdict", "shipped", "shipped_puzzle"]
