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

from typing import Final

from .cards import CARD_COUNT

PICK: Final = "pick"
START: Final = "place"
LEFT: Final = "place L"
RIGHT: Final = "place R"
RETURN: Final = "return"
BELL: Final = "bell"
REVEAL: Final = "reveal"

PLAYER_ACTIONS: Final = (PICK, START, LEFT, RIGHT, RETURN, BELL)
"""Every player action, in the order ``legal_actions`` lists them."""


REVEALS: Final = ("", *(f"{REVEAL} {card}" for card in range(1, CARD_COUNT + 1)))
"""``REVEALS[n] == "reveal n"``, made once (a pick lists up to 80 of them)."""


def reveal(card: int) -> str:
    """The chance action revealing card ``card``: ``"reveal 17"``."""
    return REVEALS[card]


def parse_reveal(action: str) -> int | None:
    """The card number of ``"reveal 17"``, or ``None`` if ``action`` is not a well-formed reveal."""
    word, _, number = action.partition(" ")
    if word != REVEAL or not number.isdigit() or number != str(int(number)):
        return None
    card = int(number)
    return card if 1 <= card <= CARD_COUNT else None
