"""The Connect5 state value, the token encoding on a dot, and the rule settings of one game.

A dot holds ``0`` (free) or a code for one player's single or double token: ``2 * player + 1`` for a
single, ``2 * player + 2`` for a double. States are tuples and share nothing mutable, so the base
class can keep one per history entry for exact undo.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .board import Board

EMPTY = 0
COLOURS = ("Red", "Blue", "Purple", "Yellow", "Green")
CSS_COLOURS = ("#d62828", "#1d4ed8", "#7b2cbf", "#f2c300", "#2a9d3f")
LETTERS = "RBPYG"


def single(player: int) -> int:
    """The code of ``player``'s single token."""
    return 2 * player + 1


def double(player: int) -> int:
    """The code of ``player``'s double token."""
    return 2 * player + 2


def owner(code: int) -> int:
    """The player owning the token(s) coded ``code`` (``-1`` for a free dot)."""
    return (code - 1) >> 1 if code else -1


def height(code: int) -> int:
    """How many tokens stand on the dot: 0, 1 or 2."""
    return 0 if not code else 2 - (code & 1)


@dataclass(frozen=True)
class Rules:
    """The settings of one game, resolved from its options (shared by all its states)."""

    board: Board
    players: int
    mode: str = "quick"
    tokens: int = 25
    just_used: str = "eats"
    turns: bool = True
    doubles_count: bool = True
    eaten_return: bool = False
    must_continue: bool = False
    move_limit: int = 200

    @property
    def rounds(self) -> int:
        """Rounds in the game: one per player in a full game, one in a quick game."""
        return self.players if self.mode == "full" else 1


class State(NamedTuple):
    """Everything about a position (an immutable tuple: cheap to make, keep and compare).

    ``cells``: the code on each dot; ``supply``, ``eaten`` (points from eating), ``connects``
    (points from Connect 5): per player; ``to_move``: ``-1`` once the game is over; ``moves``: in
    this round; ``blocked``: line numbers just used (see the ``just_used`` option); ``last``: the
    last ``(player, action)``; ``results``: how each finished round ended.
    """

    cells: tuple[int, ...]
    supply: tuple[int, ...]
    eaten: tuple[int, ...]
    connects: tuple[int, ...]
    to_move: int
    round: int = 0
    moves: int = 0
    blocked: frozenset[int] = frozenset()
    last: tuple[int, str] | None = None
    results: tuple[str, ...] = ()


def fresh_round(rules: Rules, state: State | None, number: int) -> State:
    """The state at the start of round ``number`` (0-based): an empty board and full supplies."""
    n = rules.players
    zeros = (0,) * n
    return State(
        cells=(EMPTY,) * len(rules.board.dots),
        supply=(rules.tokens,) * n,
        eaten=state.eaten if state else zeros,
        connects=state.connects if state else zeros,
        to_move=number % n,  # "each player, going clockwise, starts a round first"
        round=number,
        last=state.last if state else None,
        results=state.results if state else (),
    )


def parse_setup(rules: Rules, text: str) -> State:
    """A scripted starting position from ``"a1=R b2=BB turn=B"`` (letters R B P Y G = players 0-4).

    ``XX`` is a double. Tokens on the board come out of their owner's supply. Used by the teaching
    notebook and tests; raises ``ValueError`` naming the bad item.
    """
    state = fresh_round(rules, None, 0)
    cells, supply, to_move = list(state.cells), list(state.supply), 0
    for item in text.replace(",", " ").split():
        key, _, value = item.partition("=")
        letters = LETTERS[: rules.players]
        if key == "turn":
            if len(value) != 1 or value not in letters:
                raise ValueError(f"setup {item!r}: turn=<one of {', '.join(letters)}>")
            to_move = letters.index(value)
            continue
        if key not in rules.board.index:
            raise ValueError(f"setup {item!r}: the board has no dot {key!r}")
        if value not in [c * k for c in letters for k in (1, 2)]:
            raise ValueError(f"setup {item!r}: write dot=R for a single or dot=RR for a double (letters {letters})")
        dot, player = rules.board.index[key], letters.index(value[0])
        if len(value) == 2 and not rules.board.circled[dot]:
            raise ValueError(f"setup {item!r}: a double can only stand on a circled dot")
        if cells[dot]:
            raise ValueError(f"setup {item!r}: dot {key!r} is given twice")
        cells[dot] = double(player) if len(value) == 2 else single(player)
        supply[player] -= len(value)
        if supply[player] < 0:
            raise ValueError(f"setup: player {value[0]} has more than {rules.tokens} tokens on the board")
    return State(tuple(cells), tuple(supply), state.eaten, state.connects, to_move)
