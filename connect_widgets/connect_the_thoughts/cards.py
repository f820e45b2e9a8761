"""Cards and how they match: which objects a card shows, what two cards share, whether a row is correct.

Card numbers are 1 to 80. Matching is precomputed once as bit masks (bit ``n`` = card ``n``), so the
engine can ask "does any face-down card fit this end?" with one ``&``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..core.words import Phrase
from .deck import CARDS
from .objects import OBJECT_NAMES
from .words import WORDS

CARD_COUNT: Final = len(CARDS)
CARD_NUMBERS: Final = range(1, CARD_COUNT + 1)
ROW_TARGET: Final = 7
"""A finished row has seven cards."""

_OBJECT_SETS: Final[tuple[frozenset[str], ...]] = (frozenset(), *(frozenset(card) for card in CARDS))
_OBJECT_BITS: Final[tuple[int, ...]] = (
    0,
    *(sum(1 << OBJECT_NAMES.index(name) for name in card) for card in CARDS),
)

NEIGHBOURS: Final[tuple[int, ...]] = (
    0,
    *(sum(1 << m for m in CARD_NUMBERS if m != n and _OBJECT_BITS[m] & _OBJECT_BITS[n]) for n in CARD_NUMBERS),
)
"""``NEIGHBOURS[n]``: bit mask of the cards sharing at least one object with card ``n``."""

FULL_DECK_MASK: Final = sum(1 << n for n in CARD_NUMBERS)
"""All 80 cards as a bit mask."""


def objects_of(card: int) -> tuple[str, str, str]:
    """The three objects card ``card`` shows, in the order drawn on it."""
    return CARDS[card - 1]


def common_objects(a: int, b: int) -> list[str]:
    """The objects cards ``a`` and ``b`` share, in the order drawn on ``a`` (empty: they do not fit)."""
    shared = _OBJECT_SETS[a] & _OBJECT_SETS[b]
    return [name for name in CARDS[a - 1] if name in shared]


def fits(a: int, b: int) -> bool:
    """True when cards ``a`` and ``b`` share at least one object, so they may lie side by side."""
    return bool(_OBJECT_BITS[a] & _OBJECT_BITS[b])


def row_errors(row: Sequence[int]) -> list[int]:
    """Indices ``i`` where ``row[i]`` and ``row[i + 1]`` share no object (an empty list: a correct row)."""
    return [i for i in range(len(row) - 1) if not _OBJECT_BITS[row[i]] & _OBJECT_BITS[row[i + 1]]]


def is_correct(row: Sequence[int]) -> bool:
    """True when every card in ``row`` shares at least one object with the card next to it."""
    return all(_OBJECT_BITS[row[i]] & _OBJECT_BITS[row[i + 1]] for i in range(len(row) - 1))


def cards_in(mask: int) -> list[int]:
    """The card numbers in a bit mask, in increasing order."""
    bits = bin(mask)[:1:-1]  # least significant bit first
    return [n for n, bit in enumerate(bits) if bit == "1"]


def objects_phrase(names: Sequence[str]) -> Phrase:
    """One to three object names in words (``"carrot, key, umbrella"``), in any language."""
    fields = {slot: WORDS.phrase(f"object.{name}") for slot, name in zip("abc", names, strict=False)}
    return WORDS.phrase(f"describe.objects.{len(names)}", **fields)


_CARD_PHRASES: Final[tuple[Phrase, ...]] = tuple(
    WORDS.phrase("describe.card", card=n, objects=objects_phrase(CARDS[n - 1])) for n in CARD_NUMBERS
)


def card_phrase(card: int) -> Phrase:
    """Card ``card`` in words, in no language yet: the field refusals, prompts and the log name a card by."""
    return _CARD_PHRASES[card - 1]


def card_label(card: int, lang: str = "en") -> str:
    """``"card 9 (carrot, key, umbrella)"``: a card in words (``lang="fr"``: in French)."""
    return card_phrase(card).text(lang)
