"""Shared helpers for the Connect5 tests: scripted positions and a tiny custom board."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import connect_widgets as cw
from connect_widgets.connect5 import Connect5, Connect5Search


def game(setup: str = "", players: int = 2, **options: Any) -> Connect5:
    """A game on board B (unless ``board`` is given) from a scripted position."""
    g = cw.new_game("connect5", players=players, seed=1, setup=setup, **options)
    assert isinstance(g, Connect5)
    return g


def search_bot(kind: str, **settings: Any) -> Connect5Search:
    """``cw.make_bot("connect5", kind, **settings)``, checked to be the game's search (a level that
    searches, or "mcts"): the tests read its ``sensible``, ``deeds`` and ``think``."""
    bot = cw.make_bot("connect5", kind, **settings)
    assert isinstance(bot, Connect5Search)
    return bot


def at(g: Connect5, dot: str) -> str:
    """What stands on ``dot``: "" or "R", "BB", ... (the view's position notation)."""
    position: str = g.view()["position"]
    for item in position.split():
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
