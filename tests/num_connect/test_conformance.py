"""The shared protocol checker over every supported player count, and random self-play speed."""

from __future__ import annotations

import pytest

from connect_widgets.testing import check_game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_conformance(players):
    assert check_game("num_connect", players, games=100) > 0


@pytest.mark.parametrize(
    "options", [{"rainbow_gap": "one"}, {"colours": 6, "rainbows": 2, "shadows": 2, "hand_size": 7}]
)
def test_conformance_with_options(options):
    assert check_game("num_connect", 3, games=10, seed=1, **options) > 0


@pytest.mark.long
@pytest.mark.parametrize("players", [2, 3, 4])
def test_conformance_long(players):
    assert check_game("num_connect", players, games=10_000, seed=7) > 0
