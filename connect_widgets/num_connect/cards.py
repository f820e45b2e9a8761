"""Cards and their notation: ``R7`` is the red 7, ``*`` a Rainbow, ``#`` a Shadow.

Numbered cards are a colour letter and a value from 0 to 16. Rainbow and Shadow cards have no
value and no colour of their own (they stand for the card a combination needs), so all Rainbows
are alike and written ``*``, all Shadows ``#``.
"""

from __future__ import annotations

from ..core.words import Phrase
from .words import WORDS

MIN_VALUE = 0
MAX_VALUE = 16
RAINBOW = "*"
SHADOW = "#"
COLOURS: tuple[tuple[str, str], ...] = (
    ("R", "red"),
    ("B", "blue"),
    ("G", "green"),
    ("Y", "yellow"),
    ("O", "orange"),
    ("P", "purple"),
)
"""(letter, name) of each classic colour, in the order the option takes them. The name is the
colour's id in drawing terms (the words say it in each language: ``page.colour_red``)."""

_LETTERS = {letter: index for index, (letter, _) in enumerate(COLOURS)}


def card_code(colour: int, value: int) -> str:
    """The code of the numbered card of colour index ``colour`` and ``value`` (``R7``)."""
    return f"{COLOURS[colour][0]}{value}"


def parse_card(code: str, colours: int = len(COLOURS)) -> tuple[str, int, int] | None:
    """``(kind, colour index, value)`` of ``code`` or ``None`` if it is not a card of the game.

    ``kind`` is ``"number"``, ``"rainbow"`` or ``"shadow"``; jokers have colour and value ``-1``.
    """
    if code == RAINBOW:
        return ("rainbow", -1, -1)
    if code == SHADOW:
        return ("shadow", -1, -1)
    colour = _LETTERS.get(code[:1])
    digits = code[1:]
    plain = digits.isascii() and digits.isdigit() and not (len(digits) > 1 and digits[0] == "0")  # not "²", "07"
    if colour is None or colour >= colours or not plain:
        return None
    value = int(digits)
    return ("number", colour, value) if MIN_VALUE <= value <= MAX_VALUE else None


def card_phrase(code: str) -> Phrase:
    """Card ``code`` in words, in no language yet ("red 7", "Rainbow"): how a sentence said aloud names
    it, in the words the page names it by."""
    kind, colour, value = parse_card(code) or ("", -1, -1)
    if kind != "number":
        return WORDS.phrase(f"page.{kind}")
    return WORDS.phrase("page.card", colour=WORDS.phrase(f"page.colour_{COLOURS[colour][1]}"), value=value)


def build_deck(colours: int, rainbows: int, shadows: int) -> tuple[str, ...]:
    """Every card of a game, sorted: one per value and colour, plus the Rainbows and Shadows."""
    numbered = [card_code(c, v) for c in range(colours) for v in range(MIN_VALUE, MAX_VALUE + 1)]
    return tuple(sorted(numbered + [RAINBOW] * rainbows + [SHADOW] * shadows, key=sort_key))


def sort_key(code: str) -> tuple[int, int, int]:
    """Hand order: numbered cards by colour then value, then Rainbows, then Shadows."""
    return _HAND_ORDER[code]


_HAND_ORDER: dict[str, tuple[int, int, int]] = {
    **{card_code(c, v): (0, c, v) for c in range(len(COLOURS)) for v in range(MIN_VALUE, MAX_VALUE + 1)},
    RAINBOW: (1, 0, 0),
    SHADOW: (2, 0, 0),
}
"""Every card of any deck -> its place in a sorted hand (a table, since hands are sorted at every deal)."""


def remove_one(cards: tuple[str, ...], code: str) -> tuple[str, ...]:
    """``cards`` without one copy of ``code`` (which must be there)."""
    index = cards.index(code)
    return cards[:index] + cards[index + 1 :]


def add_sorted(cards: tuple[str, ...], code: str) -> tuple[str, ...]:
    """``cards`` (sorted) with ``code`` added in hand order."""
    return tuple(sorted((*cards, code), key=sort_key))
