"""Chance that no player can steer: what players choose before a die roll or a card draw never
changes it (one test for every game with chance).

From copies of random mid-game positions, two copies make different random legal choices until
chance next acts; the outcome must be the same in both. Saves and undo meet the same outcomes too
(checked by the conformance suite).
"""

from __future__ import annotations

import random

import pytest

import connect_widgets as cw
from connect_widgets.testing import play_random

WITH_CHANCE = [name for name in cw.GAME_NAMES if cw.game_class(name).info.has_chance]
POSITIONS = 300


def next_chance(game: cw.Game, rng: random.Random, steps: int = 2_000) -> str | None:
    """Play random legal player moves on ``game`` until chance acts; its outcome (None if it never does)."""
    start = len(game.history)
    for _ in range(steps):
        chance = [action for actor, action in game.history[start:] if actor == cw.CHANCE]
        if chance:
            return chance[0]
        if game.is_over:
            return None
        actor = rng.choice(game.actors())
        game.apply(actor, rng.choice(game.legal_actions(actor)))
    return None


@pytest.mark.parametrize("name", WITH_CHANCE)
def test_no_player_choice_changes_what_chance_does_next(name: str) -> None:
    compared = differed = 0
    for seed in range(POSITIONS):
        rng = random.Random(f"{name}:{seed}")
        game = play_random(cw.new_game(name, players=2 + seed % 2, seed=seed), rng, rng.randrange(80))
        if game.is_over:
            continue
        outcomes = {next_chance(game.clone(), random.Random(f"{seed}:{copy}")) for copy in range(3)}
        outcomes.discard(None)  # a copy whose game ended first met no chance
        if outcomes:
            compared += 1
            differed += len(outcomes) > 1
    assert differed == 0, f"{name}: in {differed} of {compared} positions, players' choices changed the chance"
    assert compared >= POSITIONS // 2, f"{name}: only {compared} positions reached chance"
