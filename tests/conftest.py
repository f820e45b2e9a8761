"""Shared fixtures; the toy game is registered only for the protocol tests."""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--long", action="store_true", help="run the 10,000-game conformance suite")


@pytest.fixture
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    from connect_widgets.core import registry

    monkeypatch.setitem(registry.GAME_MODULES, "toy", "tests.toy_module")
