"""The reference every engine figure is divided by: a lean pure-Python connect-four.

This machine is shared: absolute speeds move by +-50% between runs. A ratio to this reference,
timed in the same process just before and after the games, does not. The reference is what a
hand-written engine of a small game costs in plain Python: a 6x7 list board, random playouts and
a win check around the last move only.
"""

from __future__ import annotations

import random
import time

ROWS, COLUMNS = 6, 7
DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))


def _wins(board: list[int], row: int, column: int, player: int) -> bool:
    """Four of ``player`` in a line through (``row``, ``column``)."""
    for dr, dc in DIRECTIONS:
        count = 1
        for sign in (1, -1):
            r, c = row + sign * dr, column + sign * dc
            while 0 <= r < ROWS and 0 <= c < COLUMNS and board[r * COLUMNS + c] == player:
                count += 1
                r, c = r + sign * dr, c + sign * dc
        if count >= 4:
            return True
    return False


def playout(rng: random.Random) -> int:
    """One random game to its end; returns the moves played."""
    board = [0] * (ROWS * COLUMNS)
    heights = [0] * COLUMNS
    player, moves = 1, 0
    while True:
        open_columns = [c for c in range(COLUMNS) if heights[c] < ROWS]
        if not open_columns:
            return moves
        column = rng.choice(open_columns)
        row = heights[column]
        heights[column] = row + 1
        board[row * COLUMNS + column] = player
        moves += 1
        if _wins(board, row, column, player):
            return moves
        player = 3 - player


def moves_per_s(seconds: float = 1.0, seed: int = 0) -> float:
    """Random-playout moves per CPU second (legal moves, apply and the win check each move)."""
    rng = random.Random(seed)
    moves, started = 0, time.process_time()
    while (spent := time.process_time() - started) < seconds:
        moves += playout(rng)
    return moves / spent
