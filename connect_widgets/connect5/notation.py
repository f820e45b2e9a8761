"""Connect5 move notation: short strings that read like a score sheet and parse back.

========================  ==================================================================
``c3``                    place a token from your supply on the free dot c3
``+c3``                   stack a token from your supply on your single token on circled c3
``c3-d3``                 move the token (single or double) on c3 to the adjacent dot d3
``c3/d3``                 unstack the double on c3: one token stays, the other goes to d3
``c3xe3``                 eat by jumping from c3 over the token between to land on e3
``c3xe3xe5``              several eats in one move: the landing dots in order
========================  ==================================================================

The dot jumped over is never written: a board never has two dots between the same two dots.
"""

from __future__ import annotations

from typing import NamedTuple

from ..core.errors import IllegalAction
from . import rulebook
from .board import Board

KINDS = ("place", "stack", "step", "unstack", "eat")


class Move(NamedTuple):
    """A parsed action: its kind and dot indices (``dots[0]`` is where it starts)."""

    kind: str
    dots: tuple[int, ...]

    def text(self, board: Board) -> str:
        """The move in notation."""
        ids = [board.ids[d] for d in self.dots]
        if self.kind == "place":
            return ids[0]
        if self.kind == "stack":
            return "+" + ids[0]
        separator = {"step": "-", "unstack": "/", "eat": "x"}[self.kind]
        return separator.join(ids)


def parse(board: Board, action: str) -> Move:
    """The :class:`Move` an action string means on ``board``; ``IllegalAction`` if it is not notation."""
    if not isinstance(action, str) or not 0 < len(action) <= 200:
        raise IllegalAction(f"{action!r} is not a Connect5 move", action=action)
    if action.startswith("+"):
        return Move("stack", (_dot(board, action[1:], action),))
    for kind, separator in (("eat", "x"), ("step", "-"), ("unstack", "/")):
        if separator in action:
            parts = action.split(separator)
            if kind != "eat" and len(parts) != 2:
                raise IllegalAction(f"{action!r}: a {kind} joins exactly two dots, like c3{separator}d3", action=action)
            return Move(kind, tuple(_dot(board, part, action) for part in parts))
    return Move("place", (_dot(board, action, action),))


def _dot(board: Board, dot_id: str, action: str) -> int:
    if dot_id not in board.index:
        raise IllegalAction(
            f"{action!r}: there is no dot {dot_id!r} on board {board.name} "
            "(write c3 to place, +c3 to stack, c3-d3 to move, c3/d3 to unstack, c3xe3 to eat)",
            rule=rulebook.ADJACENT,
            action=action,
        )
    return board.index[dot_id]


def describe_move(board: Board, move: Move, player_name: str) -> str:
    """The move in words ("Red eats from c3, landing on e3 then e5")."""
    ids = [board.ids[d] for d in move.dots]
    if move.kind == "place":
        return f"{player_name} places a token on {ids[0]}"
    if move.kind == "stack":
        return f"{player_name} stacks a token on {ids[0]}, making a double"
    if move.kind == "step":
        return f"{player_name} moves from {ids[0]} to {ids[1]}"
    if move.kind == "unstack":
        return f"{player_name} unstacks the double on {ids[0]}, moving one token to {ids[1]}"
    return f"{player_name} eats from {ids[0]}, landing on {' then '.join(ids[1:])}"
