"""Every game is an attribute of the package, as the docs write it (``cw.connnect.read_sheet``)."""

from __future__ import annotations

import subprocess
import sys

import pytest

import connect_widgets as cw

# A fresh interpreter: in this one, other tests have imported every game already.
PROBE = """
import sys, connect_widgets as cw
print(sorted(n for n in cw.GAME_NAMES if f"connect_widgets.{n}" in sys.modules))
print([getattr(cw, n).__name__ for n in cw.GAME_NAMES])
"""


def test_each_game_is_an_attribute_once_the_package_is_imported() -> None:
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, timeout=120)
    loaded_before, modules = done.stdout.splitlines()
    assert "connect_the_thoughts" not in loaded_before  # imported when asked for, not by the package
    assert modules == str([f"connect_widgets.{name}" for name in cw.GAME_NAMES])


def test_an_unknown_attribute_is_still_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'connect6'"):
        cw.connect6  # noqa: B018
    assert not hasattr(cw, "connect6")
