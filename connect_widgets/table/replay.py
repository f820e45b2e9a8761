"""A finished (or unfinished) game step by step, as a table draws it: the views a replay shows.

The game is played again from its save on a fresh copy, one history entry at a time, with a table
seated as the game's players were (the same bots, hints off), so each view is exactly what that
screen drew after that step: board, prompt, log, scores, rules passage and the end banner.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.game import Game
from ..core.registry import new_game
from .table import Table


def replay_views(game: Game[Any], bots: Mapping[int, str] | None = None, lang: str = "en") -> list[dict[str, Any]]:
    """The view before the first step of ``game``'s history and after each step (chance included).

    ``bots`` (seat -> bot kind) says which seats were bots, as the widget's table had them: the
    screen then follows the human seats; without bots every seat is human (hot seat) and the
    screen follows whoever acts. The bots never play here: the history is the game's own.
    """
    name = game.info.name
    table = Table(name, list(game.players), dict(bots or {}), game.seed, False, game.undo_policy, lang, **game.options)
    start = game.start or None  # a game started from a position replays from there
    again = new_game(
        name,
        list(game.players),
        seed=game.seed,
        auto_chance=False,
        undo=game.undo_policy,
        position=start,
        **game.options,
    )
    table.seat_at(again)
    views = [table.view(0)]
    for step, (actor, action) in enumerate(game.history, start=1):
        again.apply(actor, action)
        views.append(table.view(step))
    return views
