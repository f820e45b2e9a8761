"""Every sentence a game quotes from its rulebook (refusals, the rules panel) is really there.

The rulebooks are the project's truth and live beside the repository in ``../shared/rulebooks``
(CI lays ``shared/`` beside its clone the same way).
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import connect_widgets as cw

RULEBOOKS = Path(__file__).resolve().parents[2] / "shared" / "rulebooks"
NOT_QUOTES = {"TITLES"}  # English section titles of the French rulebook, not quotations


def quotations(name: str) -> Iterator[tuple[str, str]]:
    """``(where, sentence)`` for every sentence of the upper-case constants of ``<game>/rulebook.py``."""
    module = importlib.import_module(f"connect_widgets.{name}.rulebook")
    for key, value in vars(module).items():
        if not key.isupper() or key.endswith("FILE") or key in NOT_QUOTES:
            continue
        texts = value.items() if isinstance(value, dict) else [("", value)]
        for part, text in texts:
            if isinstance(text, str):
                for sentence in re.split(r"(?<=[.!?:;])\s+", text):
                    yield f"{key}[{part}]", sentence


def plain(text: str) -> str:
    """Words only: no list bullets, commas or semicolons, single spaces."""
    text = re.sub(r"^\s*[-•]\s+", "", text, flags=re.MULTILINE)
    return " ".join(re.sub(r"[,;]", " ", text).split())


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_every_quotation_is_in_the_rulebook(name: str) -> None:
    path = RULEBOOKS / cw.game_class(name).info.rulebook
    assert path.exists(), f"the rulebook {path} should be beside the repository (../shared/rulebooks)"
    book = plain(path.read_text(encoding="utf-8"))
    checked = 0
    for where, sentence in quotations(name):
        words = plain(sentence).rstrip(".:")
        if len(words) < 12:
            continue
        assert words in book, f"{name} {where} is not in the rulebook: {sentence!r}"
        checked += 1
    assert checked >= 20, f"{name} quotes only {checked} sentences of its rulebook"
