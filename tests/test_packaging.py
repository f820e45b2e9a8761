"""The wheel a user installs carries the built front end and the board data."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import connect_widgets as cw

REPO = Path(__file__).resolve().parents[1]


def test_the_wheel_ships_the_built_js_and_the_boards(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "pip", "wheel", str(REPO), "--no-deps", "--no-build-isolation", "-q", "-w"]
    subprocess.run([*command, str(tmp_path)], check=True, timeout=300)
    (wheel,) = tmp_path.glob("connect_widgets-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for name in cw.GAME_NAMES:
        assert f"connect_widgets/static/{name}.js" in names
        assert f"connect_widgets/static/{name}.css" in names
    assert "connect_widgets/static/shell.css" in names  # every game's widget loads it before its own
    assert {"connect_widgets/connect5/boards/A.json", "connect_widgets/connect5/boards/B.json"} <= names
    assert not any(name.startswith(("tests/", "js/", "notebooks/")) for name in names)
