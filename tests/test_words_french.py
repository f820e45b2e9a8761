"""No sentence is left in English in French, in any table of words: a game's, the table's, the
protocol's and the puzzles'. The French widget test reads what a few moves put on screen; a refusal
or an ending sentence never shown there was left in English unseen."""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.core.registry import game_module
from connect_widgets.core.words import PROTOCOL, Words
from connect_widgets.puzzles.words import WORDS as PUZZLE_WORDS
from connect_widgets.table.words import TABLE_WORDS

from .test_words import _same

TABLES = {**{name: game_module(name).WORDS for name in cw.GAME_NAMES}, "table": TABLE_WORDS}
TABLES |= {"protocol": PROTOCOL, "puzzles": PUZZLE_WORDS}


def left_in_english(words: Words) -> list[str]:
    """The keys whose French is their English, save names and words French writes the same."""
    english, french = words.table("en", ""), words.table("fr", "")
    return [key for key in english if _same(english[key], french[key])]


@pytest.mark.parametrize("speaker", TABLES)
def test_every_sentence_has_french_of_its_own(speaker: str) -> None:
    assert left_in_english(TABLES[speaker]) == []


def test_a_sentence_copied_from_english_is_found_and_a_shared_word_is_not() -> None:
    words = Words.pairs({"refuse.taken": ("{cell} is taken", "{cell} is taken"), "page.pile": ("pile", "pile")})
    assert left_in_english(words) == ["refuse.taken"]
