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
from .rulebook import RULEBOOK
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

    ``place[d]`` writes a placement on dot ``d``; ``stacks`` holds ``(d, stack)`` for each circled dot
    ``d``, the only dots a stack can be on; ``steps[a]`` holds, for each neighbour ``b`` of dot ``a``,
    ``(b, step, unstack)``: ``b`` and the notation of a move and of an unstack from ``a`` to ``b``.
    An eat from ``a`` is written as the id of ``a`` followed by ``landing[b]`` for each dot ``b`` it
    lands on, so a search for eats writes each one step by step.
    """

    place: tuple[str, ...]
    stacks: tuple[tuple[int, str], ...]
    steps: tuple[tuple[tuple[int, str, str], ...], ...]
    landing: tuple[str, ...]


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
        stacks=tuple((d, written(STACK, ids[d])) for d, circled in enumerate(board.circled) if circled),
        steps=steps,
        landing=tuple(SEPARATORS[EAT] + dot for dot in ids),
    )


def parse(text: str, board: Board) -> Move:
    """The :class:`Move` that ``text`` writes on ``board``; ``IllegalAction`` if it is not a move there."""
    if not isinstance(text, str) or not 0 < len(text) <= MAX_LENGTH:
        raise IllegalAction(WORDS.phrase("refuse.not_a_move", action=repr(text)), action=text)
    return _parse(text, board)


@lru_cache(maxsize=16_384)  # moves are values: the bots and the widget read the same few hundred again and again
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
        phrase = WORDS.phrase("refuse.no_dot", action=repr(text), dot=repr(dot_id), board=board.name)
        raise IllegalAction(phrase, rule=RULEBOOK["adjacent"], action=text)
    return dot_id
