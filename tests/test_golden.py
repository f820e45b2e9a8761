"""Golden transcripts: a seeded random game, a seeded bot game and the first moves of a seeded game
between search bots per game, compared exactly.

A refactor that changes behaviour (a legal action listed in another order, a view, a score, a bot's
choice, what a search thought or how its reason reads) fails here at once. Regenerate with
``python -m tests.golden`` only for a deliberate change.
"""

from __future__ import annotations

import builtins
import json
import math
from collections.abc import Iterable
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.core.sums import float_sum
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


def compensated_sum(values: Iterable[Any], start: Any = 0) -> Any:
    """``sum`` as Python 3.12 and later add floats: with Neumaier's compensation (ints as before)."""
    items = list(values)
    numbers = all(isinstance(item, (int, float)) for item in items)
    if not (numbers and isinstance(start, (int, float)) and any(type(item) is float for item in items)):
        return PLAIN_SUM(items, start)
    total, compensation = float(start), 0.0
    for item in items:
        if type(item) is float:
            added = total + item
            compensation += (total - added) + item if abs(total) >= abs(item) else (item - added) + total
            total = added
        else:
            total += item
    return total + compensation if compensation and math.isfinite(compensation) else total


PLAIN_SUM = builtins.sum


def test_the_sum_of_python_3_12_differs_from_the_packages_float_sum() -> None:
    assert compensated_sum([1e16, 1.0, -1e16]) == 1.0
    assert compensated_sum([0.1] * 10) == 1.0
    assert compensated_sum(range(4)) == 6 and compensated_sum([[1], [2]], []) == [1, 2]
    assert float_sum([1e16, 1.0, -1e16]) == 0.0  # the package's sum of floats: left to right, everywhere
    assert float_sum([0.1] * 10) == 0.9999999999999999


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_each_game_replays_as_recorded_where_sum_adds_floats_otherwise(name: str, monkeypatch: Any) -> None:
    # Recorded on Python 3.11, whose sum adds floats left to right; from 3.12 sum compensates. A bot or
    # a chance draw that used sum on floats would replay otherwise there (Connnect's search did).
    recorded = json.loads(path(name).read_text(encoding="utf-8"))
    monkeypatch.setattr(builtins, "sum", compensated_sum)
    played = transcript(name)
    monkeypatch.undo()
    assert played == recorded
