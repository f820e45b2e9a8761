"""A tiny game that uses every part of the protocol, to test the base class on its own.

Each round both players secretly and simultaneously pick a number 1-3, then a die is rolled; a
player whose pick is at most the die scores the pick. First to 6 wins. The state is a tuple.
"""

from __future__ import annotations

import random
from typing import Any

from connect_widgets import CHANCE, Game, GameInfo, IllegalAction, Option

TOY_INFO = GameInfo(
    name="toy",
    title="Toy",
    rulebook="none",
    min_players=2,
    max_players=3,
    default_names=("Ann", "Bob", "Cy"),
    options=(Option("target", 6, "points to win", minimum=1, maximum=50),),
    has_chance=True,
    hidden_information=True,
    simultaneous=True,
)

# state: (scores, picks) ; picks[i] is None until player i picked; when all picked, CHANCE rolls.


class ToyGame(Game[tuple]):
    info = TOY_INFO

    def _initial_state(self) -> tuple:
        n = len(self.players)
        return ((0,) * n, (None,) * n)

    def _actors(self, state: tuple) -> tuple[int, ...]:
        scores, picks = state
        if max(scores) >= self.options["target"]:
            return ()
        if all(p is not None for p in picks):
            return (CHANCE,)
        return tuple(i for i, p in enumerate(picks) if p is None)

    def _legal_actions(self, state: tuple, actor: int) -> list[str]:
        return ["pick 1", "pick 2", "pick 3"]

    def _chance_outcomes(self, state: tuple) -> list[tuple[str, float]]:
        return [(f"roll {face}", 1 / 6) for face in range(1, 7)]

    def _apply(self, state: tuple, actor: int, action: str) -> tuple:
        scores, picks = state
        if actor == CHANCE:
            face = int(action.split()[1])
            scores = tuple(s + (p if p <= face else 0) for s, p in zip(scores, picks, strict=True))
            return (scores, (None,) * len(picks))
        if action not in self._legal_actions(state, actor):
            raise IllegalAction(f"{action!r}: pick 1, 2 or 3", rule="Toy rule 1", action=action)
        return (scores, (*picks[:actor], int(action[-1]), *picks[actor + 1 :]))

    def _scores(self, state: tuple) -> tuple[int, ...]:
        scores: tuple[int, ...] = state[0]
        return scores

    def _view(self, state: tuple, player: int | None) -> dict[str, Any]:
        picks = [p if player is None or player == i else (p is not None) for i, p in enumerate(state[1])]
        return {"scores": list(state[0]), "picks": picks}

    def _determinized(self, state: tuple, player: int, rng: random.Random, seed: int) -> tuple:
        """The picks made but hidden from ``player`` are drawn again."""
        scores, picks = state
        return (scores, tuple(p if i == player or p is None else rng.randint(1, 3) for i, p in enumerate(picks)))

    def _describe(self, state: tuple) -> str:
        return f"scores {'-'.join(map(str, state[0]))}"
