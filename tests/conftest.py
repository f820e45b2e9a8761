"""Shared fixtures; the toy game is registered only for the protocol tests."""

from __future__ import annotations

import gc
import os
import sys
from typing import Any

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--long", action="store_true", help="run the 10,000-game conformance suite")


def pytest_configure(config: pytest.Config) -> None:
    """In mutmut's stats run (``make mutation``), no cyclic garbage collection: the run sets a
    ContextVar on every call of our functions, and before Python 3.12 a collection inside
    ``ContextVar.set`` can free what the set still uses and crash the run (python/cpython#148891;
    it did, twice, in tests/test_widget_live.py). Reference counting still frees the rest."""
    if os.environ.get("MUTANT_UNDER_TEST") == "stats" and sys.version_info < (3, 12):
        gc.disable()


@pytest.fixture(autouse=True)
def _fresh_memos_under_mutmut() -> None:
    """Under mutmut (``make mutation``), every test starts with the engines' memos empty. Mutmut runs
    a mutant against the tests that called its function in the stats run; a memo an earlier test
    filled (the judge of Num Connect, the parsed moves) would hide that call from a later test, and
    the mutant would be missed by the very tests written for it."""
    if "MUTANT_UNDER_TEST" not in os.environ:
        return
    from connect_widgets.num_connect import combination

    combination._JUDGED.clear()
    combination._VERDICTS.clear()
    for name, module in list(sys.modules.items()):
        if name.startswith("connect_widgets.") and module is not None:
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


@pytest.fixture
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    from connect_widgets.core import registry
    from connect_widgets.widget import GameWidget

    monkeypatch.setitem(registry.GAME_MODULES, "toy", "tests.toy_module")
    toy_widget = type("ToyWidget", (GameWidget,), {"game_name": "toy", "_esm": "export default {render() {}};"})
    monkeypatch.setitem(GameWidget._classes, "toy", toy_widget)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The 10,000-game runs are deselected (not skipped) unless ``--long`` is given. Notebooks go
    first: each is one long unit for a single worker, and started last it would leave the others idle."""
    items.sort(key=lambda item: not item.nodeid.partition("::")[0].endswith(".ipynb"))  # stable
    if config.getoption("--long"):
        return
    long_items = [item for item in items if item.get_closest_marker("long")]
    if long_items:
        config.hook.pytest_deselected(items=long_items)
        items[:] = [item for item in items if not item.get_closest_marker("long")]


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist, which a plain run may not load
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """With ``pytest -n N`` (``--dist load``), every test goes on its own to whichever worker is free,
    except a notebook's cells: they run in order in one kernel, so they go together to one worker.

    (``--dist loadgroup`` with ``xdist_group`` marks would say the same, but pytest 9.2's node ids
    no longer carry xdist's group suffix: pytest-dev/pytest-xdist#1386.)"""
    if config.getoption("dist") != "load":
        return None  # another mode asked for: xdist's own
    from xdist.scheduler import LoadScopeScheduling

    class NotebookCellsTogether(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.partition("::")[0]
            return path if path.endswith(".ipynb") else nodeid

    return NotebookCellsTogether(config, log)
