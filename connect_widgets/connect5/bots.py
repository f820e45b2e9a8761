"""The heuristic Connect5 bot: goes for Connect 5, eats, blocks open fours, avoids being eaten.

It plays through the protocol only: ``legal_actions``, :func:`~.teaching.after` (``clone`` then
``apply``) to look one move ahead, ``actors``, ``score_breakdown`` and ``view`` (the round), and
reads the position and the moves with the documented teaching helpers of :mod:`.teaching`
(:func:`~.teaching.open_fours`, :func:`~.teaching.fours_through`, :func:`~.teaching.run_potential`,
:func:`~.teaching.target`, :func:`~.teaching.longest_eat`). Nothing is hidden in Connect5, so the
whole position is fair to read. Ties are broken by a seeded RNG, so a game against it replays
exactly.
"""

from __future__ import annotations

import random

from ..core.bots import legal_actions_or_raise
from .teaching import Connect5, after, fours_through, longest_eat, open_fours, run_potential, target

CONNECT5_VALUE = 10_000
EAT_VALUE = 100
BLOCK_VALUE = 300
THREAT_VALUE = 60
DANGER_VALUE = 90
POTENTIAL_VALUE = 3


class HeuristicBot:
    """Takes a Connect 5 when it can, else scores each move: eats, blocks, threats, safety, potential."""

    kind = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, game: Connect5, actor: int) -> str:
        """The best action of ``actor`` by the heuristic (a seeded random pick among equals)."""
        actions = legal_actions_or_raise(game, actor)
        now = _Now(game, actor)
        best, best_value = [], None
        for action in actions:
            value = self._value(game, actor, action, now)
            if best_value is None or value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
        return self._rng.choice(best)

    def __repr__(self) -> str:
        return "HeuristicBot()"

    def _value(self, game: Connect5, actor: int, action: str, now: _Now) -> float:
        twin = after(game, actor, action)
        points = twin.score_breakdown(actor)
        if points["connect 5"] > now.points["connect 5"]:
            return CONNECT5_VALUE
        value = EAT_VALUE * (points["eaten"] - now.points["eaten"])
        value -= DANGER_VALUE * _danger(twin, actor)
        if twin.is_over or twin.view(actor)["round"] != now.round:
            return value  # the round ended (move limit, nobody can move): the position is gone
        for player, fours in now.rival_fours.items():  # a rival's four left open is a Connect 5 next turn
            value -= BLOCK_VALUE * sum(1 for dot in fours if fours_through(twin, player, dot))
        dot = target(twin, action)
        value += THREAT_VALUE * fours_through(twin, actor, dot)
        value += POTENTIAL_VALUE * run_potential(twin, actor, dot)
        return value


class _Now:
    """What the bot reads once per choice: its points, the round, the rivals' open fours."""

    def __init__(self, game: Connect5, actor: int) -> None:
        self.points = game.score_breakdown(actor)
        self.round = game.view(actor)["round"]
        self.rival_fours = {p: open_fours(game, p) for p in range(len(game.players)) if p != actor}


def _danger(twin: Connect5, actor: int) -> int:
    """How many of ``actor``'s tokens the next player could eat at once."""
    actors = twin.actors()
    if not actors or actors[0] == actor:
        return 0
    return longest_eat(twin, actors[0])
