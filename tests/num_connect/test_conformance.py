"""The conformance checker on rule variants (the default rules are checked in
tests/test_conformance.py with every game)."""

from __future__ import annotations

import pytest

from connect_widgets.testing import check_game


@pytest.mark.parametrize(
    "options", [{"rainbow_gap": "one"}, {"colours": 6, "rainbows": 2, "shadows": 2, "hand_size": 7}]
)
def test_conformance_with_options(options):
    assert check_game("num_connect", 3, games=10, seed=1, **options) > 0
