"""The move notation: short words, so a move log reads like a score sheet.

======================  =====================================================================
``pick``                pick up a face-down card from the middle (which card it is, is chance)
``reveal 17``           CHANCE: the card just picked up is card 17 (cards are numbered 1-80)
``place``               lay the card in your hand as the starting card of your (empty) row
``place L``             lay it at the left end of your row
``place R``             lay it at the right end of your row
``return``              put it back face-down with the other cards in the middle
``bell``                hit the bell
======================  =====================================================================

A log reads: ``(0, "pick"), (-1, "reveal 17"), (0, "place R"), (1, "bell")``.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from ..core.errors import IllegalAction
from .cards import CARD_NUMBERS
from .rulebook import RULEBOOK
from .words import WORDS


class Move(NamedTuple):
    """One move: ``kind`` (``pick``, ``place``, ``return``, ``bell`` or ``reveal``), the ``side`` of a
    placement (``"L"``, ``"R"``, or ``""`` for the starting card) and the ``card`` a reveal turns over.

    ``str(move)`` is its notation and :func:`parse` reads it back: ``parse(str(move)) == move``. A
    named tuple: an immutable value that the rules compare at every step, at the speed of a tuple.
    """

    kind: str
    side: str = ""
    card: int = 0

    def __str__(self) -> str:
        if self.kind == "reveal":
            return f"reveal {self.card}"
        return f"{self.kind} {self.side}" if self.side else self.kind


PICK: Final = Move("pick")
START: Final = Move("place")
LEFT: Final = Move("place", "L")
RIGHT: Final = Move("place", "R")
RETURN: Final = Move("return")
BELL: Final = Move("bell")

PLAYER_MOVES: Final = (PICK, START, LEFT, RIGHT, RETURN, BELL)
"""Every player move, in the order ``legal_actions`` lists them."""
PLAYER_ACTIONS: Final = tuple(str(move) for move in PLAYER_MOVES)
"""The same, as notation: ``("pick", "place", "place L", "place R", "return", "bell")``."""


def reveal(card: int) -> Move:
    """The chance move turning over card ``card``."""
    return Move("reveal", card=card)


REVEALS: Final = ("", *(str(reveal(card)) for card in CARD_NUMBERS))
"""``REVEALS[n] == "reveal n"``, written once (a pick lists up to 80 of them)."""

_PLAYER_MOVE_OF: Final = {str(move): move for move in PLAYER_MOVES}
_REVEAL_OF: Final = {REVEALS[card]: reveal(card) for card in CARD_NUMBERS}
# parse looks the text up: only the exact notation of a move is found (no "reveal 012", no "place l")


def parse(text: str, chance: bool = False) -> Move:
    """The player move written ``text`` (with ``chance``: the reveal), or the refusal saying it is none.

    Only the exact notation is a move: ``"reveal 012"`` or ``"place l"`` are refused.
    """
    move = (_REVEAL_OF if chance else _PLAYER_MOVE_OF).get(text)
    if move is not None:
        return move
    if chance:
        raise IllegalAction(WORDS.phrase("refuse.not_a_reveal", action=repr(text)), action=text)
    phrase = WORDS.phrase("refuse.not_a_move", action=repr(text), moves=", ".join(PLAYER_ACTIONS))
    raise IllegalAction(phrase, rule=RULEBOOK["one_card_at_a_time"], action=text)
