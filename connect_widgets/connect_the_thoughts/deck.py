"""The 80 cards of the game, as data: each card is three different objects (names from
:mod:`.objects`). Card numbers are 1 to 80, in this order.

Generated once by :mod:`.deckgen` (``python -m connect_widgets.connect_the_thoughts.deckgen``)
with its seed; ``tests/connect_the_thoughts/test_deck.py`` checks that regenerating gives exactly
this list, and that the deck is fair: every object on 15 cards, every two objects together on
exactly 2 cards, no card twice.
"""

from __future__ import annotations

from typing import Final

CARDS: Final[tuple[tuple[str, str, str], ...]] = (
    ("guitar", "bicycle", "carrot"),  # 1
    ("balloon", "apple", "key"),  # 2
    ("fish", "bicycle", "moon"),  # 3
    ("cup", "guitar", "balloon"),  # 4
    ("glasses", "apple", "bicycle"),  # 5
    ("anchor", "balloon", "guitar"),  # 6
    ("moon", "top hat", "snail"),  # 7
    ("star", "key", "bicycle"),  # 8
    ("carrot", "key", "umbrella"),  # 9
    ("key", "cactus", "moon"),  # 10
    ("top hat", "bicycle", "umbrella"),  # 11
    ("glasses", "star", "balloon"),  # 12
    ("glasses", "key", "cup"),  # 13
    ("carrot", "star", "cup"),  # 14
    ("moon", "top hat", "fish"),  # 15
    ("balloon", "glasses", "apple"),  # 16
    ("star", "guitar", "apple"),  # 17
    ("cup", "bicycle", "anchor"),  # 18
    ("snail", "apple", "fish"),  # 19
    ("top hat", "umbrella", "star"),  # 20
    ("cup", "star", "moon"),  # 21
    ("cactus", "umbrella", "balloon"),  # 22
    ("top hat", "cup", "glasses"),  # 23
    ("star", "key", "apple"),  # 24
    ("cup", "umbrella", "cactus"),  # 25
    ("fish", "balloon", "key"),  # 26
    ("anchor", "cup", "fish"),  # 27
    ("cactus", "cup", "fish"),  # 28
    ("guitar", "carrot", "fish"),  # 29
    ("balloon", "moon", "carrot"),  # 30
    ("glasses", "moon", "guitar"),  # 31
    ("top hat", "carrot", "balloon"),  # 32
    ("balloon", "bicycle", "snail"),  # 33
    ("balloon", "umbrella", "bicycle"),  # 34
    ("balloon", "top hat", "anchor"),  # 35
    ("guitar", "apple", "umbrella"),  # 36
    ("star", "fish", "snail"),  # 37
    ("snail", "glasses", "cactus"),  # 38
    ("apple", "top hat", "cup"),  # 39
    ("glasses", "snail", "carrot"),  # 40
    ("apple", "bicycle", "anchor"),  # 41
    ("carrot", "anchor", "moon"),  # 42
    ("cactus", "moon", "balloon"),  # 43
    ("umbrella", "moon", "glasses"),  # 44
    ("cactus", "top hat", "glasses"),  # 45
    ("cactus", "bicycle", "guitar"),  # 46
    ("star", "cactus", "carrot"),  # 47
    ("moon", "guitar", "anchor"),  # 48
    ("apple", "anchor", "snail"),  # 49
    ("guitar", "cactus", "snail"),  # 50
    ("fish", "glasses", "anchor"),  # 51
    ("carrot", "bicycle", "glasses"),  # 52
    ("cup", "umbrella", "carrot"),  # 53
    ("star", "anchor", "cactus"),  # 54
    ("anchor", "key", "cactus"),  # 55
    ("umbrella", "guitar", "snail"),  # 56
    ("key", "carrot", "snail"),  # 57
    ("moon", "star", "snail"),  # 58
    ("balloon", "cup", "snail"),  # 59
    ("snail", "key", "top hat"),  # 60
    ("fish", "guitar", "top hat"),  # 61
    ("top hat", "anchor", "carrot"),  # 62
    ("umbrella", "anchor", "star"),  # 63
    ("fish", "apple", "carrot"),  # 64
    ("top hat", "star", "bicycle"),  # 65
    ("snail", "umbrella", "anchor"),  # 66
    ("glasses", "star", "guitar"),  # 67
    ("fish", "bicycle", "cactus"),  # 68
    ("moon", "umbrella", "apple"),  # 69
    ("bicycle", "cup", "snail"),  # 70
    ("balloon", "fish", "star"),  # 71
    ("key", "cup", "guitar"),  # 72
    ("anchor", "key", "glasses"),  # 73
    ("umbrella", "glasses", "fish"),  # 74
    ("umbrella", "fish", "key"),  # 75
    ("apple", "cactus", "carrot"),  # 76
    ("apple", "moon", "cup"),  # 77
    ("bicycle", "key", "moon"),  # 78
    ("top hat", "apple", "cactus"),  # 79
    ("top hat", "guitar", "key"),  # 80
)

"""Card number n shows ``CARDS[n - 1]``."""
