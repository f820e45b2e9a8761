"""The one reader and writer of Connnect's moves: :class:`Move` and :func:`parse`.

Spaces are ``a1``-``f6``: columns ``a``-``f`` left to right, rows ``1``-``6`` from the top. The
actions, each written with single spaces exactly as here:

========================  =====================================================================
``card F``                CHANCE: a Connect-5 Shape Card drawn at set-up
``objective A2``          CHANCE: the objective card drawn from deck A (then B, then C)
``first 1``               CHANCE: the first player (a player index)
``roll 2 4 5``            CHANCE: three dice, lowest first (also the setup rolls)
``zone 4``                the active player makes the die showing 4 the Zone Die
``write c3 5``            write a Number Die (Fill Phase) or a lightning bonus's number (Claim Phase)
``free 2 to 3``           Free Action: the Number Die 2 is written as a 3
``free skip 5``           Free Action: the zone is full, the 5 is not written
``out``                   no Free Action left and a number cannot be written
``claim a1 b1 c1``        claim the Connect of these spaces (in reading order)
``circle 3x1``            circle a bonus of the section just earned
``move c3 e5``            Cross out and write: cross out c3's number, write it in e5
``switch 2``              Switch Zone Die with the Number Die 2
``plus c3 +1``            Plus or minus on c3 (-2, -1, +1 or +2)
``skip``                  a lightning number with no empty space to go to
``done``                  end my part of this phase
========================  =====================================================================

Every other module reads an action only as a :class:`Move` (never by splitting the text), and
writes one as ``str(move)``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Final, NamedTuple

from ..core.errors import IllegalAction
from .board import CELLS, INDEX, NAMES
from .cards import BONUS_INDEX, OBJECTIVE_BY_ID
from .rulebook import refusal
from .shapes import CONNECT5_LETTERS, PLACEMENTS
from .words import WORDS

DELTAS: Final = (-2, -1, 1, 2)
"""The changes of Plus or minus: by 1 up to 2 times, either way."""
NUMBERS: Final = ("1", "2", "3", "4", "5", "6")
NOTATION: Final = WORDS.text("describe.notation")
"""The notation in one paragraph (the game's ``info.notation``)."""


class Move(NamedTuple):
    """One action, read: its ``verb`` and what it names. ``str(move)`` is its notation.

    ``cells``: the spaces named (write, plus: one; move: source and target; claim: the Connect);
    ``value``: the number named (zone, write, switch, a Free Action's die, the first player);
    ``new``: the number a Free Action writes instead (0 for ``free skip``); ``delta``: Plus or
    minus; ``name``: a card letter, an objective card id or a bonus id; ``dice``: a roll.
    An immutable tuple, so the legal-action lists (hundreds of moves) are quick to write.
    """

    verb: str
    cells: tuple[int, ...] = ()
    value: int = 0
    new: int = 0
    delta: int = 0
    name: str = ""
    dice: tuple[int, ...] = ()

    @property
    def cell(self) -> int:
        """The (first) space named."""
        return self.cells[0]

    def __str__(self) -> str:
        return _WRITERS[self.verb](self)


def _spaces(cells: tuple[int, ...]) -> str:
    return " ".join(NAMES[cell] for cell in cells)


_WRITERS: Final[dict[str, Callable[[Move], str]]] = {
    "card": lambda m: f"card {m.name}",
    "objective": lambda m: f"objective {m.name}",
    "first": lambda m: f"first {m.value}",
    "roll": lambda m: " ".join(("roll", *map(str, m.dice))),
    "zone": lambda m: f"zone {m.value}",
    "write": lambda m: f"write {NAMES[m.cell]} {m.value}",
    "free": lambda m: f"free {m.value} to {m.new}" if m.new else f"free skip {m.value}",
    "out": lambda m: "out",
    "claim": lambda m: " ".join(("claim", *(NAMES[cell] for cell in m.cells))),
    "circle": lambda m: f"circle {m.name}",
    "move": lambda m: f"move {_spaces(m.cells)}",
    "switch": lambda m: f"switch {m.value}",
    "plus": lambda m: f"plus {NAMES[m.cell]} {m.delta:+d}",
    "skip": lambda m: "skip",
    "done": lambda m: "done",
}


WRITE_TEXT: Final = {v: tuple(str(Move("write", cells=(c,), value=v)) for c in range(CELLS)) for v in range(1, 7)}
MOVE_TEXT: Final = {(s, t): str(Move("move", cells=(s, t))) for s in range(CELLS) for t in range(CELLS) if s != t}
PLUS_TEXT: Final = {(c, d): str(Move("plus", cells=(c,), delta=d)) for c in range(CELLS) for d in DELTAS}
FREE_TEXT: Final = {v: tuple(str(Move("free", value=v, new=w)) for w in range(1, 7) if w != v) for v in range(1, 7)}
FREE_SKIP_TEXT: Final = {v: str(Move("free", value=v)) for v in range(1, 7)}
ZONE_TEXT: Final = {v: str(Move("zone", value=v)) for v in range(1, 7)}
SWITCH_TEXT: Final = {v: str(Move("switch", value=v)) for v in range(1, 7)}
CLAIM_TEXT: Final = {p.cells: str(Move("claim", cells=p.cells)) for size in PLACEMENTS for p in PLACEMENTS[size]}
CIRCLE_TEXT: Final = {bonus: str(Move("circle", name=bonus)) for bonus in BONUS_INDEX}
CARD_TEXT: Final = {letter: str(Move("card", name=letter)) for letter in CONNECT5_LETTERS}
OBJECTIVE_TEXT: Final = {card: str(Move("objective", name=card)) for card in OBJECTIVE_BY_ID}
"""The notation of the moves legal lists and chance outcomes name again and again, by their fields,
written once (the lists are rebuilt at every step): ``WRITE_TEXT[value][cell]``,
``MOVE_TEXT[source, target]``, ``PLUS_TEXT[cell, delta]``, ``FREE_TEXT[die]`` (its five
``free 2 to 3``), ``FREE_SKIP_TEXT[die]``, ``ZONE_TEXT[die]``, ``SWITCH_TEXT[die]``,
``CLAIM_TEXT[cells]`` (every placement of a shape), ``CIRCLE_TEXT[bonus]``, ``CARD_TEXT[letter]``
and ``OBJECTIVE_TEXT[card]``."""


class _Reader:
    """Reads the words after the verb of one action, refusing what is not notation."""

    def __init__(self, text: str, rule: str) -> None:
        self.text, self.rule = text, rule

    def fail(self, key: str = "", rule: str = "", **fields: object) -> IllegalAction:
        if not key:
            return not_a_move(self.text, rule or self.rule)
        return refusal(key, rule or self.rule, self.text, text=repr(self.text), **fields)

    def space(self, word: str, key: str = "refuse.not_a_space", rule: str = "") -> int:
        if word not in INDEX:
            raise self.fail(key, rule, word=repr(word))
        return INDEX[word]

    def number(self, word: str, rule: str = "") -> int:
        if word not in NUMBERS:
            raise self.fail("refuse.not_a_number", rule, word=repr(word))
        return int(word)

    def read(self, verb: str, args: list[str]) -> Move:
        if verb in ("out", "skip", "done") and not args:
            return Move(verb)
        if verb == "claim":
            return Move(verb, cells=tuple(self.space(word, "refuse.claim_spaces", "claim") for word in args))
        if verb == "free":
            return self.free(args)
        if verb in ("write", "move", "plus") and len(args) == 2:
            return self.two(verb, *args)
        if len(args) == 1:
            return self.one(verb, args[0])
        if verb == "roll" and len(args) == 3 and all(word in NUMBERS for word in args):
            return Move(verb, dice=tuple(int(word) for word in args))
        raise self.fail()

    def one(self, verb: str, word: str) -> Move:
        if verb in ("zone", "first") and word.isascii() and word.isdigit() and len(word) < 7:  # int() refuses "²"
            return Move(verb, value=int(word))
        if verb == "switch":
            return Move(verb, value=self.number(word, "switch"))
        if verb == "circle":
            if word not in BONUS_INDEX:
                raise self.fail("refuse.not_a_bonus", "bonuses", word=repr(word))
            return Move(verb, name=word)
        if (verb == "card" and word in CONNECT5_LETTERS) or (verb == "objective" and word in OBJECTIVE_BY_ID):
            return Move(verb, name=word)
        raise self.fail()

    def two(self, verb: str, first: str, second: str) -> Move:
        if verb == "write":
            return Move(verb, cells=(self.space(first),), value=self.number(second))
        if verb == "move":
            return Move(verb, cells=(self.space(first, rule="cross"), self.space(second, rule="cross")))
        cell = self.space(first, rule="plusminus")
        delta = next((d for d in DELTAS if f"{d:+d}" == second), 0)
        if not delta:
            raise self.fail("refuse.delta", "plusminus", deltas=", ".join(f"{d:+d}" for d in DELTAS))
        return Move(verb, cells=(cell,), delta=delta)

    def free(self, args: list[str]) -> Move:
        if len(args) == 2 and args[0] == "skip":
            return Move("free", value=self.number(args[1], "free"))
        if len(args) == 3 and args[1] == "to":
            return Move("free", value=self.number(args[0], "free"), new=self.number(args[2], "free"))
        raise self.fail("refuse.free_form", "free")


def not_a_move(text: str, rule: str) -> IllegalAction:
    """The refusal of ``text``, which is no move (here), quoting the notation and ``RULEBOOK[rule]``."""
    return refusal("refuse.not_a_move", rule, text, text=repr(text), notation=WORDS.phrase("describe.notation"))


@functools.lru_cache(maxsize=8192)  # the same few thousand actions are read again and again
def parse(text: str, rule: str = "fill") -> Move:
    """The :class:`Move` written ``text``; an :class:`~connect_widgets.IllegalAction` if it is not one.

    ``rule`` is the rulebook key a refusal quotes when the text is no move at all (the phase's rule).
    Only the exact notation is read: ``str(parse(text)) == text``.
    """
    reader = _Reader(text, rule)
    if text != " ".join(text.split()):
        raise reader.fail("refuse.single_spaces")
    verb, *args = text.split(" ")
    move = reader.read(verb, args)
    if str(move) != text:  # "zone 04" names a zone, but is not how a move is written
        raise reader.fail()
    return move
