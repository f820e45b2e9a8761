"""The shared conformance checker on every player count, with and without the check on placing."""

from __future__ import annotations

import pytest

from connect_widgets.testing import check_game

from .helpers import NAME


@pytest.mark.parametrize("check_on_place", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_conformance(players, check_on_place) -> None:
    assert check_game(NAME, players, games=100, check_on_place=check_on_place) > 0


@pytest.mark.long
@pytest.mark.parametrize("players", [2, 3, 4])
def test_conformance_long(players) -> None:
    assert check_game(NAME, players, games=10_000, seed=1) > 0
