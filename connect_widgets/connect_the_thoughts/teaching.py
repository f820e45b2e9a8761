"""Teaching helpers for notebooks and bots: which objects the card in hand shares with each end.

They read the table through what a player may see (``view``), from a game or from a player's seat,
like any player at the table. The matching helpers (:func:`common_objects`, :func:`fits`,
:func:`row_errors`, ...) are the cards' rules (:mod:`.cards`), offered here with the rest; whether
an action is allowed, and why, is ``game.explain(player, action)``.

Here, at the door a notebook comes in by, every card number is checked: a number from 1 to 80 (a
NumPy integer too), or a ``ValueError`` saying so (``objects_of(0)`` read card 80, ``objects_of(81)``
failed with an ``IndexError``). The engine and the bots call the cards' own helpers, unchecked: the
cards they pass come from the rules, and a search calls them thousands of times a move.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..core.game import Game
from ..core.options import shown, whole
from ..core.seat import Seat
from ..core.words import DEFAULT_LANGUAGE
from . import cards
from .cards import CARD_COUNT
from .words import WORDS


def objects_of(card: int) -> tuple[str, str, str]:
    """The three objects card ``card`` shows, in the order drawn on it."""
    return cards.objects_of(_card(card))


def common_objects(a: int, b: int) -> list[str]:
    """The objects cards ``a`` and ``b`` share, in the order drawn on ``a`` (empty: they do not fit)."""
    return cards.common_objects(_card(a), _card(b))


def fits(a: int, b: int) -> bool:
    """True when cards ``a`` and ``b`` share at least one object, so they may lie side by side."""
    return cards.fits(_card(a), _card(b))


def row_errors(row: Iterable[int]) -> list[int]:
    """Indices ``i`` where ``row[i]`` and ``row[i + 1]`` share no object (an empty list: a correct row)."""
    return cards.row_errors(_row(row))


def is_correct(row: Iterable[int]) -> bool:
    """True when every card in ``row`` shares at least one object with the card next to it."""
    return cards.is_correct(_row(row))


def card_label(card: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """``"card 9 (carrot, key, umbrella)"``: a card in words (``lang="fr"``: in French, and so is
    the refusal of a number that is no card)."""
    lang = WORDS.check_language(lang)
    return cards.card_label(_card(card, lang=lang), lang)


def fitting_ends(table: Game | Seat, player: int | None = None) -> dict[str, list[str]]:
    """For the card ``player`` holds: the objects it shares with each end of their row.

    ``table`` is a game (then name the ``player``) or a player's seat (``game.seat(p)``: its own
    player). ``{"L": ["umbrella"], "R": []}``: it fits on the left (an umbrella on both), not on
    the right. Empty when the player holds no card or has no row yet.
    """
    if player is None:
        if not isinstance(table, Seat):
            raise ValueError("fitting_ends(game, player) names the player; a seat is its own player's")
        player = table.player
    seen = table.view(player)["players"][player]
    hand, row = seen["hand"], seen["row"]
    if hand is None or not row:
        return {}
    return {"L": cards.common_objects(hand, row[0]), "R": cards.common_objects(hand, row[-1])}


def _card(value: Any, name: str = "card", lang: str = DEFAULT_LANGUAGE) -> int:
    """``value`` as a card number (an ``int`` from 1 to 80); a ``ValueError`` naming it otherwise:
    a bool, a float, text, or a number off the deck (0 and below read the deck from its end)."""
    number = whole(value)  # None for a bool, a float, text or an array; NumPy's integers count
    if number is None or not 1 <= number <= CARD_COUNT:
        raise ValueError(WORDS.text("refuse.card_number", lang, name=name, count=CARD_COUNT, value=shown(value)))
    return number


def _row(row: Any) -> list[int]:
    """``row`` as a list of card numbers, each checked (named by its place: ``row[2]``)."""
    if isinstance(row, (str, bytes)) or not isinstance(row, Iterable):
        raise ValueError(WORDS.text("refuse.row", value=shown(row)))
    return [_card(card, f"row[{i}]") for i, card in enumerate(row)]


__all__ = ["card_label", "common_objects", "fits", "fitting_ends", "is_correct", "objects_of", "row_errors"]
