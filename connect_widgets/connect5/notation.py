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

from dataclasses import dataclass
from functools import lru_cache

from ..core.errors import IllegalAction
from .board import Board
from .words import WORDS

PLACE, STACK, STEP, UNSTACK, EAT = "place", "stack", "step", "unstack", "eat"
KINDS = (PLACE, STACK, STEP, UNSTACK, EAT)
SEPARATORS = {EAT: "x", STEP: "-", UNSTACK: "/"}
"""The character joining the dots of a move of each kind (an eat is looked for first)."""
MAX_LENGTH = 200


@dataclass(frozen=True)
class Move:
    """A move: its kind (one of :data:`KINDS`) and its dot ids in order, ``dots[0]`` where it starts.

    ``str(move)`` is its notation; :func:`parse` reads it back.
    """

    kind: str
    dots: tuple[str, ...]

    def __str__(self) -> str:
        if self.kind == PLACE:
            return self.dots[0]
        if self.kind == STACK:
            return "+" + self.dots[0]
        return SEPARATORS[self.kind].join(self.dots)

    @property
    def start(self) -> str:
        """The dot the move starts from (for a placement or a stack: the dot it fills)."""
        return self.dots[0]

    @property
    def target(self) -> str:
        """The dot the move puts a token on: where it is placed, stacked, moved, unstacked or lands."""
        return self.dots[-1]

    @property
    def jumps(self) -> int:
        """How many tokens the move jumps over: one per landing dot of an eat, else 0."""
        return len(self.dots) - 1 if self.kind == EAT else 0


@dataclass(frozen=True)
class Spelling:
    """Every move of a board written out once, by dot index (the rules list thousands a game).

    ``place[d]`` writes a placement on dot ``d`` and ``stack[d]`` a stack on it; ``steps[a]`` holds, for
    each neighbour ``b`` of dot ``a``, ``(b, step, unstack)``: ``b`` and the notation of a move and of
    an unstack from ``a`` to ``b``.

    An eat from ``a`` is written as the id of ``a`` followed by ``x`` and the id of each dot it lands on:
    ``jumps[turns][a]`` (``turns``: the option) holds, for each dot ``b`` a jump from ``a`` passes over,
    ``(b, leads)``, with a lead ``(c, lines, "x" + id of c)`` for each dot ``c`` it may land on and the
    lines it travels (the board's jumps, grouped). So a search for eats writes each eat step by step,
    and looks at the landings past a dot only when that dot holds a token to eat.
    """

    place: tuple[str, ...]
    stack: tuple[str, ...]
    steps: tuple[tuple[tuple[int, str, str], ...], ...]
    jumps: dict[bool, tuple[tuple[tuple[int, tuple[Lead, ...]], ...], ...]]


Lead = tuple[int, frozenset[int], str]
"""Where a jump lands, the lines it travels and the notation it adds to an eat (see :class:`Spelling`)."""


@lru_cache(maxsize=32)
def spelling(board: Board) -> Spelling:
    """The :class:`Spelling` of ``board``'s moves, each the ``str()`` of its :class:`Move`."""
    ids = board.ids

    def written(kind: str, *dots: str) -> str:
        return str(Move(kind, dots))

    steps = tuple(
        tuple((b, written(STEP, ids[a], ids[b]), written(UNSTACK, ids[a], ids[b])) for b in board.neighbours[a])
        for a in range(len(ids))
    )
    return Spelling(
        place=tuple(written(PLACE, dot) for dot in ids),
        stack=tuple(written(STACK, dot) for dot in ids),
        steps=steps,
        jumps={turns: tuple(_grouped(board, row) for row in board.jumps[turns]) for turns in (True, False)},
    )


def _grouped(
    board: Board, jumps: tuple[tuple[int, int, frozenset[int]], ...]
) -> tuple[tuple[int, tuple[Lead, ...]], ...]:
    """The jumps ``(over, landing, lines)`` of one dot by the dot they pass over, in the board's order."""
    leads: dict[int, list[Lead]] = {}
    for over, landing, lines in jumps:
        leads.setdefault(over, []).append((landing, lines, SEPARATORS[EAT] + board.ids[landing]))
    return tuple((over, tuple(group)) for over, group in leads.items())


def parse(text: str, board: Board) -> Move:
    """The :class:`Move` that ``text`` writes on ``board``; ``IllegalAction`` if it is not a move there."""
    if not isinstance(text, str) or not 0 < len(text) <= MAX_LENGTH:
        raise _not_a_move(text)
    return _read(text, board)[0]  # (not through ``read``: the widget parses every legal move on every click)


def read(text: str, board: Board) -> tuple[Move, tuple[int, ...]]:
    """The :class:`Move` that ``text`` writes on ``board`` and its dots as indices of the board (the small
    values the rules work with); ``IllegalAction`` if it is not a move there."""
    if not isinstance(text, str) or not 0 < len(text) <= MAX_LENGTH:
        raise _not_a_move(text)
    return _read(text, board)


def _not_a_move(text: str) -> IllegalAction:
    return IllegalAction(WORDS.phrase("refuse.not_a_move", action=repr(text)), action=text)


@lru_cache(maxsize=16_384)  # moves are values: the rules, bots and widget read the same few hundred again and again
def _read(text: str, board: Board) -> tuple[Move, tuple[int, ...]]:
    move = _parse(text, board)
    return move, tuple([board.index[dot] for dot in move.dots])  # (from a list: quicker than from a generator)


def _parse(text: str, board: Board) -> Move:
    if text.startswith("+"):
        return Move(STACK, (_dot(board, text[1:], text),))
    for kind, separator in SEPARATORS.items():
        if separator in text:
            parts = text.split(separator)
            if kind != EAT and len(parts) != 2:
                raise IllegalAction(WORDS.phrase(f"refuse.{kind}_two_dots", action=repr(text)), action=text)
            return Move(kind, tuple(_dot(board, part, text) for part in parts))
    return Move(PLACE, (_dot(board, text, text),))


def _dot(board: Board, dot_id: str, text: str) -> str:
    if dot_id not in board.index:
        if not dot_id:  # "a1-", "xxxx": a separator with nothing on one side, not a dot named ''
            raise IllegalAction(WORDS.phrase("refuse.missing_dot", action=repr(text)), action=text)
        phrase = WORDS.phrase("refuse.no_dot", action=repr(text), dot=repr(dot_id), board=board.name)
        raise IllegalAction(phrase, action=text)  # notation, not a rule: no passage says where the dots are
    return dot_id
