"""The committed front-end bundle is exactly what the JS sources build (and small enough)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import connect_widgets as cw

REPO = Path(__file__).resolve().parents[1]
STATIC = REPO / "connect_widgets" / "static"


def test_committed_bundle_matches_the_sources() -> None:
    result = subprocess.run(["node", "js/build.mjs", "--check"], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_game_has_a_bundle_and_stylesheet() -> None:
    for name in cw.GAME_NAMES:
        assert (STATIC / f"{name}.js").stat().st_size > 1000, name
        assert (STATIC / f"{name}.css").exists(), name
