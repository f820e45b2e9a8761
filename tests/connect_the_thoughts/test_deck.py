"""The deck as data: regenerated exactly by its seeded generator, fair, and drawn with emoji."""

from __future__ import annotations

import itertools
from collections import Counter

from connect_widgets.connect_the_thoughts import CARDS, EMOJI, OBJECTS, fits
from connect_widgets.connect_the_thoughts.cards import CARD_NUMBERS, NEIGHBOURS, cards_in
from connect_widgets.connect_the_thoughts.deckgen import DECK_SEED, deck_source, generate_deck


def test_regenerating_gives_the_shipped_list() -> None:
    assert generate_deck(DECK_SEED) == CARDS


def test_deck_source_is_the_literal_in_deck_py() -> None:
    from pathlib import Path

    import connect_widgets.connect_the_thoughts.deck as deck

    assert deck_source() in Path(deck.__file__).read_text(encoding="utf-8")


def test_another_seed_gives_another_deck() -> None:
    assert generate_deck(DECK_SEED + 1) != CARDS


def test_eighty_cards_of_three_different_objects_none_twice() -> None:
    assert len(CARDS) == 80
    assert all(len(set(card)) == 3 for card in CARDS)
    assert len({frozenset(card) for card in CARDS}) == 80


def test_every_object_is_on_fifteen_cards() -> None:
    counts = Counter(name for card in CARDS for name in card)
    assert set(counts) == set(EMOJI)
    assert set(counts.values()) == {15}


def test_every_two_objects_are_together_on_exactly_two_cards() -> None:
    pairs = Counter(frozenset(pair) for card in CARDS for pair in itertools.combinations(card, 2))
    assert len(pairs) == len(OBJECTS) * (len(OBJECTS) - 1) // 2
    assert set(pairs.values()) == {2}


def test_every_card_fits_exactly_39_others() -> None:
    for n in CARD_NUMBERS:
        partners = cards_in(NEIGHBOURS[n])
        assert len(partners) == 39
        assert all(fits(n, m) for m in partners)


def test_an_umbrella_is_among_the_objects_and_every_object_has_a_drawing() -> None:
    assert "umbrella" in EMOJI
    assert all(name and emoji and not emoji.isascii() for name, emoji in OBJECTS)
    assert len(set(EMOJI.values())) == len(OBJECTS)
