"""The teaching helpers refuse a card number that is no card: 0 and below read the deck from its end
(``objects_of(0)`` was card 80's objects, ``card_label(-1)`` card 79's), 81 and above failed with an
``IndexError``, text with a ``TypeError``. A ``ValueError`` in the wing's words says what a card is,
in English (``card_label``: in the language asked); NumPy's integers are cards like Python's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import connect_widgets as cw
from connect_widgets.connect_the_thoughts import CARDS

ct = cw.connect_the_thoughts
NO_CARDS = [0, -1, 81, 10**30, "x", "9", 9.0, True, False, None, np.bool_(True), [9]]

ONE_CARD: list[tuple[str, Callable[[Any], Any]]] = [
    ("objects_of", ct.objects_of),
    ("card_label", ct.card_label),
    ("common_objects first", lambda card: ct.common_objects(card, 80)),
    ("common_objects second", lambda card: ct.common_objects(80, card)),
    ("fits first", lambda card: ct.fits(card, 80)),
    ("fits second", lambda card: ct.fits(80, card)),
]


@pytest.mark.parametrize("value", NO_CARDS, ids=repr)
@pytest.mark.parametrize(("helper", "call"), ONE_CARD, ids=[name for name, _ in ONE_CARD])
def test_a_helper_refuses_a_number_that_is_no_card(helper: str, call: Callable[[Any], Any], value: Any) -> None:
    with pytest.raises(ValueError, match=r"^card must be a number from 1 to 80, not ") as refusal:
        call(value)
    said = "a huge integer" if type(value) is int and value > 10**20 else repr(value)
    assert str(refusal.value).endswith(f", not {said}")


def test_card_0_is_not_card_80() -> None:
    """The report: card 0 was card 80, and yet shared nothing with it."""
    for call in (lambda: ct.objects_of(0), lambda: ct.card_label(0), lambda: ct.common_objects(0, 80)):
        with pytest.raises(ValueError, match=r"^card must be a number from 1 to 80, not 0$"):
            call()


@pytest.mark.parametrize("helper", [ct.row_errors, ct.is_correct], ids=lambda helper: helper.__name__)
def test_a_row_helper_refuses_a_row_holding_no_card_naming_its_place(helper: Callable[[Any], Any]) -> None:
    with pytest.raises(ValueError, match=r"^row\[1\] must be a number from 1 to 80, not 0$"):
        helper([9, 0, 40])
    with pytest.raises(ValueError, match=r"^row\[2\] must be a number from 1 to 80, not 81$"):
        helper((9, 12, 81))
    with pytest.raises(ValueError, match=r"^row\[0\] must be a number from 1 to 80, not True$"):
        helper([True, 9])
    for not_a_row, said in (("9.12", "'9.12'"), (9, "9"), (None, "None")):
        with pytest.raises(ValueError, match=r"^row must be a list of card numbers, like \[9, 12, 40\], not "):
            helper(not_a_row)
        with pytest.raises(ValueError, match=f"not {said}$"):
            helper(not_a_row)


def test_card_label_refuses_in_the_language_asked() -> None:
    with pytest.raises(ValueError, match=r"^card doit être un nombre de 1 à 80, pas 0$"):
        ct.card_label(0, lang="fr")
    with pytest.raises(ValueError, match="lang='de' is not available"):
        ct.card_label(9, lang="de")  # was a KeyError


def test_numpy_integers_are_cards_and_every_card_is_read_as_before() -> None:
    row = np.array([1, 2, 3])
    assert ct.objects_of(np.int64(80)) == CARDS[79] and ct.card_label(np.uint8(9)) == ct.card_label(9)
    assert ct.fits(np.int32(1), 2) == ct.fits(1, 2)
    assert ct.common_objects(np.int16(9), np.int64(40)) == ct.common_objects(9, 40)
    assert ct.row_errors(row) == ct.row_errors([1, 2, 3]) and ct.is_correct(row) == ct.is_correct((1, 2, 3))
    assert [ct.objects_of(n) for n in range(1, 81)] == list(CARDS)
    assert ct.row_errors([]) == [] and ct.is_correct([]) and ct.is_correct(range(5, 6))
