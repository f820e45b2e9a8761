"""Shared helpers for the Connect5 tests: scripted positions and a tiny custom board."""

from __future__ import annotations

import json
from pathlib import Path

import connect_widgets as cw
from connect_widgets.connect5 import Connect5


def game(setup: str = "", players: int = 2, **options) -> Connect5:
    """A game on board B (unless ``board`` is given) from a scripted position."""
    return cw.new_game("connect5", players=players, seed=1, setup=setup, **options)


def at(g: Connect5, dot: str) -> str:
    """What stands on ``dot``: "" or "R", "BB", ... (the view's position notation)."""
    for item in g.view()["position"].split():
        key, _, value = item.partition("=")
        if key == dot:
            return value
    return ""


def tiny_board(tmp_path: Path, dots: dict[str, bool], lines: list[list[str]]) -> str:
    """Write a small board file (dots in a row, ``{id: circled}``) and return its path."""
    data = {
        "name": "tiny",
        "dots": [
            {"id": d, "x": 40 + 60 * i, "y": 40 + 30 * (i % 2), "circled": c} for i, (d, c) in enumerate(dots.items())
        ],
        "lines": [{"id": f"l{n + 1}", "path": path} for n, path in enumerate(lines)],
    }
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps(data))
    return str(path)
