"""The Connect5 state value, its event, the token encoding on a dot, and the settings of one game.

A dot holds ``0`` (free) or a code for one player's single or double token: ``2 * player + 1`` for a
single, ``2 * player + 2`` for a double. States are frozen values sharing nothing mutable, so the
base class keeps one per history entry for exact undo.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from ..core.errors import Refused
from ..core.options import shown
from ..core.state import Event, Value
from ..core.state import State as BaseState
from ..core.words import DEFAULT_NAMES
from .board import Board
from .words import WORDS

EMPTY = 0
COLOURS = tuple(WORDS.text(DEFAULT_NAMES).split("|"))
"""The players' colours, their names by default (in a widget, in its language)."""
CSS_COLOURS = ("#d62828", "#1d4ed8", "#7b2cbf", "#f2c300", "#2a9d3f")
LETTERS = "RBPYG"


def single(player: int) -> int:
    """The code of ``player``'s single token."""
    return 2 * player + 1


def double(player: int) -> int:
    """The code of ``player``'s double token."""
    return 2 * player + 2


def marks(codes: tuple[int, ...]) -> bytes:
    """A table for ``bytes.translate`` that marks the dots holding ``codes``: 1 for those codes, else 0."""
    return bytes(code in codes for code in range(256))


MARKS_FREE = marks((EMPTY,))
"""Marks the free dots (see :func:`marks`)."""


@cache  # asked on every listing
def marks_mine(player: int) -> bytes:
    """Marks the dots of ``player``'s tokens, single or double (see :func:`marks`)."""
    return marks((single(player), double(player)))


@cache  # asked on every listing
def opponents(players: int, player: int) -> frozenset[int]:
    """The codes of the tokens of ``player``'s opponents among ``players``."""
    return frozenset(code for other in range(players) if other != player for code in (single(other), double(other)))


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


@dataclass(frozen=True)
class Played(Event):
    """What a move did, in the rules' terms: its kind, the dots it touched and the dots it ate.

    ``kind`` is ``"place"``, ``"stack"``, ``"step"``, ``"unstack"`` or ``"eat"``; ``dots`` are the
    dot indices in order (where it starts, then where it goes or lands); ``eaten`` the dots whose
    tokens it ate, in order.
    """

    kind: str
    dots: tuple[int, ...]
    eaten: tuple[int, ...] = ()


@dataclass(frozen=True)
class RoundResult(Value):
    """How a round ended: ``"connect5"`` (``player`` completed ``run``), ``"move_limit"`` or ``"stuck"``."""

    end: str
    player: int = -1
    run: tuple[int, ...] = ()


@dataclass(frozen=True)
class State(BaseState):
    """Everything about a position.

    ``cells``: the code on each dot; ``supply``, ``eaten`` (points from eating), ``connects``
    (points from Connect 5): per player; ``to_move``: ``-1`` once the game is over; ``moves``: in
    this round; ``blocked``: line numbers just used (see the ``just_used`` option); ``results``: how
    each finished round ended; ``last``: the :class:`Played` event of the last move.
    """

    cells: tuple[int, ...]
    supply: tuple[int, ...]
    eaten: tuple[int, ...]
    connects: tuple[int, ...]
    to_move: int
    round: int = 0
    moves: int = 0
    blocked: frozenset[int] = frozenset()
    results: tuple[RoundResult, ...] = ()
    last: Played | None = field(default=None, kw_only=True)


def initial_state(rules: Rules) -> State:
    """The state before anyone acts: an empty board, full supplies, the first player to move."""
    zeros = (0,) * rules.players
    return State(
        cells=(EMPTY,) * len(rules.board.dots),
        supply=(rules.tokens,) * rules.players,
        eaten=zeros,
        connects=zeros,
        to_move=0,
    )


def parse_setup(rules: Rules, text: str, source: str = "setup") -> State:
    """A scripted starting position from ``"a1=R b2=BB turn=B"`` (letters R B P Y G = players 0-4).

    ``XX`` is a double. Tokens on the board come out of their owner's supply. Used by the teaching
    notebook and tests; raises ``ValueError`` naming the bad item, and ``source`` ("setup", or
    "position" when a position's tokens are read).
    """
    state = initial_state(rules)
    cells, supply, to_move = list(state.cells), list(state.supply), 0
    letters = LETTERS[: rules.players]
    for item in text.replace(",", " ").split():
        key, _, value = item.partition("=")
        if key == "turn":
            if len(value) != 1 or value not in letters:
                raise _refused("turn", what=source, item=shown(item), letters=", ".join(letters))
            to_move = letters.index(value)
            continue
        if key not in rules.board.index:
            raise _refused("no_dot", what=source, item=shown(item), dot=shown(key))
        if value not in [c * k for c in letters for k in (1, 2)]:
            raise _refused("token", what=source, item=shown(item), letters=letters)
        dot, player = rules.board.index[key], letters.index(value[0])
        if len(value) == 2 and not rules.board.circled[dot]:
            raise _refused("double", what=source, item=shown(item))
        if cells[dot]:
            raise _refused("twice", what=source, item=shown(item), dot=shown(key))
        cells[dot] = double(player) if len(value) == 2 else single(player)
        supply[player] -= len(value)
        if supply[player] < 0:
            raise _refused("too_many", what=source, letter=value[0], tokens=rules.tokens)
    return state.edit(cells=tuple(cells), supply=tuple(supply), to_move=to_move)


def _refused(key: str, **fields: Any) -> Refused:
    """The refusal ``setup.<key>`` of a scripted start (a bad option, so a ``ValueError``). Its
    quotes are cut (:func:`~connect_widgets.core.options.shown`): one item of a setup may be a pasted page."""
    return Refused(WORDS.phrase(f"setup.{key}", **fields))
