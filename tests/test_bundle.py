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
    assert (STATIC / "shell.css").stat().st_size > 1000  # the shell's, shipped once for every game


def test_the_shell_s_styles_are_shipped_once_not_in_each_game_s() -> None:
    # Each game's stylesheet carried its own copy of the shell's (7.5 KB, four times over).
    shell_rule = ".cw-root{"
    assert shell_rule in (STATIC / "shell.css").read_text()
    for name in cw.GAME_NAMES:
        assert shell_rule not in (STATIC / f"{name}.css").read_text(), name
    total = sum(path.stat().st_size for path in STATIC.iterdir())
    assert total <= 150 * 1024, f"the front end ships {total / 1024:.1f} KB, over the 150 KB target"
