"""Golden transcripts: a seeded random game, a seeded bot game and the first moves of a seeded game
between search bots per game, compared exactly.

A refactor that changes behaviour (a legal action listed in another order, a view, a score, a bot's
choice, what a search thought or how its reason reads) fails here at once. Regenerate with
``python -m tests.golden`` only for a deliberate change.
"""

from __future__ import annotations

import json

import pytest

import connect_widgets as cw
from tests.golden import path, transcript


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_each_game_plays_and_explains_its_moves_exactly_as_recorded(name: str) -> None:
    recorded = json.loads(path(name).read_text(encoding="utf-8"))
    played = transcript(name)
    for part in ("random", "bots"):
        assert played[part]["history"] == recorded[part]["history"], f"{name} {part}: the moves differ"
    moves = [move[:2] for move in played["search"]]
    assert moves == [move[:2] for move in recorded["search"]], f"{name} search: the moves differ"
    assert played == recorded
