"""Every sentence a game quotes from its rulebook (refusals, the rules panel) is really there.

The rulebooks are the project's truth and live beside the repository in ``../shared/rulebooks``
(CI lays ``shared/`` beside its clone the same way). Where they are absent these tests skip, saying so.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import connect_widgets as cw
from connect_widgets.core.registry import game_module
from connect_widgets.core.rulebook import Rulebook

RULEBOOKS = Path(__file__).resolve().parents[2] / "shared" / "rulebooks"
pytestmark = pytest.mark.skipif(
    not RULEBOOKS.is_dir(), reason=f"the rulebooks are not beside this clone ({RULEBOOKS} is absent)"
)


def sentences(rulebook: Rulebook) -> Iterator[tuple[str, str]]:
    """``(key, sentence)`` for every sentence of every quote."""
    for key in rulebook:
        for sentence in re.split(r"(?<=[.!?:;])\s+", rulebook[key].text):
            yield key, sentence


def plain(text: str) -> str:
    """Words only: no list bullets, commas or semicolons, single spaces."""
    text = re.sub(r"^\s*[-•]\s+", "", text, flags=re.MULTILINE)
    return " ".join(re.sub(r"[,;]", " ", text).split())


def book(name: str) -> str:
    return plain((RULEBOOKS / cw.game_class(name).info.rulebook).read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_every_quotation_is_in_the_rulebook(name: str) -> None:
    rulebook: Rulebook = game_module(name).RULEBOOK
    assert rulebook.file == cw.game_class(name).info.rulebook
    text, checked = book(name), 0
    for key, sentence in sentences(rulebook):
        words = plain(sentence)
        if len(words) < 12:
            continue
        if words.endswith("…") or sentence.rstrip().endswith(";"):  # cut on purpose, and it shows; or at a ";"
            assert words[:-1] in text, f"{name} {key} is not in the rulebook: {sentence!r}"
        else:  # a whole sentence: where the quote stops, the rulebook's sentence (or list item) stops too
            whole = re.escape(words.rstrip(".:")) + r"(?=[.:!?]|\s+[A-ZÀ-Ý]|$)"
            assert re.search(whole, text), f"{name} {key} is not a whole sentence of the rulebook: {sentence!r}"
        checked += 1
    assert checked >= 20, f"{name} quotes only {checked} sentences of its rulebook"


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_every_heading_is_the_rulebooks_own(name: str) -> None:
    rulebook: Rulebook = game_module(name).RULEBOOK
    text = book(name).lower()
    for key in rulebook:
        heading = plain(rulebook[key].section).lower()
        assert heading in text, f"{name} {key}: the heading {heading!r} is not in the rulebook"
