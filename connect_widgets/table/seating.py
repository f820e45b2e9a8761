"""Who sits at a table besides its humans: the bots, and a referee judging a puzzle after every move."""

from __future__ import annotations

import random
from typing import Any, Protocol

from ..core.bots import Bot
from ..core.game import Game
from ..core.registry import make_bot
from .notices import Notice


class Referee(Protocol):
    """Judges the game at a table (a puzzle, ``connect_widgets.puzzles``): its task, then a verdict."""

    player: int

    def task(self, lang: str = ...) -> str:
        """What the player must do, in words."""
        ...

    def verdict(self, game: Game[Any], lang: str = ...) -> Any:
        """How ``game`` stands: an object with ``status`` ("open", "solved", "refuted") and ``text``."""
        ...


def seated_bots(name: str, bots: Any, players: int, seed: int) -> dict[int, Bot]:
    """``{seat: kind or bot}`` checked; each kind becomes a bot seeded from the game's seed and the
    seat, and a bot object (a puzzle's defender) sits as it is."""
    if bots is None:
        return {}
    if not isinstance(bots, dict):
        raise ValueError(f"bots maps seats to bot kinds, like {{1: 'heuristic'}}, not {bots!r}")
    made = {}
    for seat, kind in bots.items():
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise ValueError(f"bot seat {seat!r} is not a player index from 0 to {players - 1}")
        if not isinstance(kind, str) and callable(getattr(kind, "choose", None)):
            made[seat] = kind
        else:
            made[seat] = make_bot(name, kind, seed=random.Random(f"{seed}:bot:{seat}").randrange(2**63))
    return made


def judged(referee: Referee | None, game: Game[Any], lang: str, shown: Notice | None) -> tuple[int, Notice] | None:
    """The referee's word on ``game`` for its player's seat: the task before the first move, then
    the verdict after each. ``None`` (nothing new) without a referee, and after another player's
    move once the puzzle is refuted or solved: the notice ``shown`` says how, and by what reply."""
    if referee is None:
        return None
    if all(actor != referee.player for actor, _ in game.history):
        return referee.player, Notice("puzzle", referee.task(lang))
    if shown is not None and shown.kind in ("refuted", "solved") and game.history[-1][0] != referee.player:
        return None
    verdict = referee.verdict(game, lang)
    return referee.player, Notice(verdict.status, verdict.text)
