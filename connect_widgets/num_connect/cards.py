"""Cards and their notation: ``R7`` is the red 7, ``*`` a Rainbow, ``#`` a Shadow.

Numbered cards are a colour letter and a value from 0 to 16. Rainbow and Shadow cards have no
value and no colour of their own (they stand for the card a combination needs), so all Rainbows
are alike and written ``*``, all Shadows ``#``.
"""

from __future__ import annotations

from typing import Any

MIN_VALUE = 0
MAX_VALUE = 16
RAINBOW = "*"
SHADOW = "#"
COLOURS: tuple[tuple[str, str, str], ...] = (
    ("R", "red", "rouge"),
    ("B", "blue", "bleu"),
    ("G", "green", "vert"),
    ("Y", "yellow", "jaune"),
    ("O", "orange", "orange"),
    ("P", "purple", "violet"),
)
"""(letter, English name, French name) of each classic colour, in the order the option takes them."""

_LETTERS = {letter: index for index, (letter, _, _) in enumerate(COLOURS)}


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
    if colour is None or colour >= colours or not digits.isdigit() or (len(digits) > 1 and digits[0] == "0"):
        return None
    value = int(digits)
    return ("number", colour, value) if MIN_VALUE <= value <= MAX_VALUE else None


def build_deck(colours: int, rainbows: int, shadows: int) -> tuple[str, ...]:
    """Every card of a game, sorted: one per value and colour, plus the Rainbows and Shadows."""
    numbered = [card_code(c, v) for c in range(colours) for v in range(MIN_VALUE, MAX_VALUE + 1)]
    return tuple(sorted(numbered + [RAINBOW] * rainbows + [SHADOW] * shadows, key=sort_key))


def sort_key(code: str) -> tuple[int, int, int]:
    """Hand order: numbered cards by colour then value, then Rainbows, then Shadows."""
    key = _SORT_KEYS.get(code)
    if key is not None:
        return key
    kind, colour, value = parse_card(code)  # type: ignore[misc]
    if kind == "number":
        return (0, colour, value)
    return (1 if kind == "rainbow" else 2, 0, 0)


_SORT_KEYS: dict[str, tuple[int, int, int]] = {}
_SORT_KEYS.update({code: sort_key(code) for code in build_deck(len(COLOURS), 1, 1)})


def card_json(code: str, lang: str = "en") -> dict[str, Any]:
    """A card in drawing terms: code, value, colour name and kind (``number``/``rainbow``/``shadow``)."""
    kind, colour, value = parse_card(code)  # type: ignore[misc]
    if kind == "number":
        name = COLOURS[colour][1 if lang == "en" else 2]
        return {"code": code, "kind": kind, "value": value, "colour": COLOURS[colour][1], "label": f"{name} {value}"}
    return {"code": code, "kind": kind, "value": None, "colour": kind, "label": kind.capitalize()}


def remove_one(cards: tuple[str, ...], code: str) -> tuple[str, ...]:
    """``cards`` without one copy of ``code`` (which must be there)."""
    index = cards.index(code)
    return cards[:index] + cards[index + 1 :]


def add_sorted(cards: tuple[str, ...], code: str) -> tuple[str, ...]:
    """``cards`` (sorted) with ``code`` added in hand order."""
    return tuple(sorted((*cards, code), key=sort_key))
