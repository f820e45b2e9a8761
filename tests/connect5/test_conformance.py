"""The conformance checker on board A and on rule variants (board B with default rules is in
tests/test_conformance.py, with every game)."""

from __future__ import annotations

import pytest

from connect_widgets.testing import CONFORMANCE_GAMES, check_game

PLAYERS = (2, 3, 4, 5)


@pytest.mark.parametrize("players", PLAYERS)
def test_conformance_board_a(players) -> None:
    assert check_game("connect5", players, games=CONFORMANCE_GAMES, board="A") > 0


@pytest.mark.parametrize("options", [{"mode": "full"}, {"just_used": "moves", "must_continue": True, "turns": False}])
def test_conformance_variants(options) -> None:
    assert check_game("connect5", 3, games=10, seed=7, **options) > 0


@pytest.mark.long
@pytest.mark.parametrize("players", PLAYERS)
def test_conformance_board_a_long(players) -> None:
    assert check_game("connect5", players, games=10_000, seed=1, board="A") > 0
