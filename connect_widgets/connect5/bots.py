"""The heuristic Connect5 bot: goes for Connect 5, eats, blocks open fours, avoids being eaten.

It looks one move ahead through the protocol (``game.clone()`` then ``apply``) and reads the
position with the teaching helpers of :mod:`.scoring`; nothing is hidden in Connect5, so the whole
state is fair to read. Ties are broken by a seeded RNG, so a game against it replays exactly.
"""

from __future__ import annotations

import random

from ..core.game import Game
from .scoring import open_fours
from .state import owner

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

    def choose(self, game: Game, actor: int) -> str:
        """The best action of ``actor`` by the heuristic (a seeded random pick among equals)."""
        actions = game.legal_actions(actor)
        if not actions:
            raise ValueError(f"{game.players[actor]} has no legal action now ({game.describe()})")
        rules, state = game.rules, game.state
        rivals = [p for p in range(len(game.players)) if p != actor]
        rival_fours = {p: open_fours(rules, state.cells, p) for p in rivals}
        best, best_value = [], None
        for action in actions:
            value = self._value(game, actor, action, rival_fours)
            if best_value is None or value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
        return self._rng.choice(best)

    def __repr__(self) -> str:
        return "HeuristicBot()"

    def _value(self, game: Game, actor: int, action: str, rival_fours: dict) -> float:
        twin = game.clone()
        before = game.state
        twin.apply(actor, action)
        after = twin.state
        if after.connects[actor] > before.connects[actor]:
            return CONNECT5_VALUE
        cells = after.cells if after.round == before.round else before.cells
        value = EAT_VALUE * (after.eaten[actor] - before.eaten[actor])
        for player, fours in rival_fours.items():  # a rival's four left open is a Connect 5 next turn
            still = sum(1 for dot, run in fours.items() if not cells[dot] and _owns(cells, run, dot, player))
            value -= BLOCK_VALUE * still
        value -= DANGER_VALUE * _danger(twin, actor)
        target = _target(game, action)
        if target is not None:
            value += THREAT_VALUE * _my_fours_through(game, cells, actor, target)
            value += POTENTIAL_VALUE * _potential(game, cells, actor, target)
        return value


def _owns(cells: tuple[int, ...], run: tuple[int, ...], gap: int, player: int) -> bool:
    return all(owner(cells[d]) == player for d in run if d != gap)


def _danger(twin: Game, actor: int) -> int:
    """How many of ``actor``'s tokens the next player could eat at once."""
    actors = twin.actors()
    if not actors:
        return 0
    eats = [a for a in twin.legal_actions(actors[0]) if "x" in a]
    return max((a.count("x") for a in eats), default=0) if actors[0] != actor else 0


def _target(game: Game, action: str) -> int | None:
    """The dot the action puts a token on (for placements, steps, unstacks and eats)."""
    tail = action.lstrip("+").replace("/", "-").replace("x", "-").split("-")[-1]
    return game.board.index.get(tail)


def _my_fours_through(game: Game, cells: tuple[int, ...], player: int, dot: int) -> int:
    """Runs through ``dot`` holding four of ``player``'s tokens and one free dot."""
    board, turns = game.board, game.rules.turns
    count = 0
    for number in board.runs_by_dot[turns][dot]:
        dots = board.runs[turns][number][0]
        owners = [owner(cells[d]) for d in dots]
        if owners.count(player) == 4 and owners.count(-1) == 1:
            count += 1
    return count


def _potential(game: Game, cells: tuple[int, ...], player: int, dot: int) -> int:
    """Sum over the runs through ``dot`` free of rivals of (own tokens in the run) squared."""
    board, turns = game.board, game.rules.turns
    total = 0
    for number in board.runs_by_dot[turns][dot]:
        owners = [owner(cells[d]) for d in board.runs[turns][number][0]]
        if all(o in (player, -1) for o in owners):
            total += owners.count(player) ** 2
    return total
