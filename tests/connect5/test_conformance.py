"""The protocol conformance checker on every player count and both boards."""

from __future__ import annotations

import pytest

from connect_widgets.testing import check_game

CASES = [(board, players) for board in ("B", "A") for players in (2, 3, 4, 5)]


@pytest.mark.parametrize(("board", "players"), CASES)
def test_conformance(board, players) -> None:
    assert check_game("connect5", players, games=100, board=board) > 0


@pytest.mark.parametrize("options", [{"mode": "full"}, {"just_used": "moves", "must_continue": True, "turns": False}])
def test_conformance_variants(options) -> None:
    assert check_game("connect5", 3, games=10, seed=7, **options) > 0


@pytest.mark.long
@pytest.mark.parametrize(("board", "players"), CASES)
def test_conformance_long(board, players) -> None:
    assert check_game("connect5", players, games=10_000 // len(CASES), seed=1, board=board) > 0
