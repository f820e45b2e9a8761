"""The table's panels of the view: players, log, scores and the status line.

Pure functions of the game and the seats; the game's own half comes from its ``Interaction``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.game import CHANCE, Game

LOG_LENGTH = 50
"""Entries of the move log sent to the page (the whole history stays in the engine)."""


def players_view(
    game: Game, bots: dict[int, str], thinking: int | None, text: Mapping[str, str]
) -> list[dict[str, Any]]:
    """Each seat: name, score, who controls it, whether it is to act or has won."""
    actors, scores, winners = game.actors(), game.scores(), game.winners()
    return [
        {
            "name": name,
            "score": scores[i],
            "bot": i in bots,
            "control": text["bot"].format(kind=text.get(f"kind_{bots[i]}", bots[i])) if i in bots else text["human"],
            "acting": i in actors,
            "thinking": i == thinking,
            "winner": i in winners,
        }
        for i, name in enumerate(game.players)
    ]


def log_view(game: Game, viewer: int | None, text: Mapping[str, str]) -> list[dict[str, Any]]:
    """The last moves as ``viewer`` may read them, numbered from the start, chance shown as such.

    ``viewer`` is the seat the screen shows (``None`` only when no human plays): hidden cards
    drawn by others read as the game words them publicly.
    """
    history = game.history
    start = max(0, len(history) - LOG_LENGTH)
    return [
        {
            "n": n + 1,
            "actor": text["chance"] if actor == CHANCE else game.players[actor],
            "chance": actor == CHANCE,
            "action": game.action_text(n, viewer),
        }
        for n, (actor, _) in enumerate(history[start:], start=start)
    ]


def scores_view(game: Game) -> dict[str, Any]:
    """The score breakdown as a table: one column per player, one row per category."""
    breakdowns = [game.score_breakdown(p) for p in range(len(game.players))]
    categories: list[str] = []
    for breakdown in breakdowns:
        categories += [c for c in breakdown if c not in categories]
    return {
        "categories": categories,
        "rows": [[b.get(c, 0) for b in breakdowns] for c in categories],
        "totals": list(game.scores()),
    }


def status_line(game: Game, bots: Mapping[int, Any], text: Mapping[str, str]) -> str:
    """Game over with the winners, or who is to act."""
    if game.is_over:
        names = [game.players[w] for w in game.winners()]
        if len(names) > 1:
            return text["status_shared"].format(names=text["and"].join(names))
        return text["status_won"].format(name=names[0]) if names else text["status_over"]
    names = [game.players[a] + (text["bot_suffix"] if a in bots else "") for a in game.actors() if a != CHANCE]
    return text["status_act"].format(names=", ".join(names)) if names else text["status_chance"]
