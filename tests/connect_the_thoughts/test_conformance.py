"""The conformance checker with the teaching option that refuses a card that does not fit (the
table rules, the default, are checked in tests/test_conformance.py with every game)."""

from __future__ import annotations

import pytest

from connect_widgets.testing import CONFORMANCE_GAMES, check_game

from .helpers import NAME


@pytest.mark.parametrize("players", [2, 3, 4])
def test_conformance_check_on_place(players) -> None:
    assert check_game(NAME, players, games=CONFORMANCE_GAMES, check_on_place=True) > 0
