"""What ``agents.env`` does with the arguments ``cw.new_game`` takes: a start position and the
players' names are honoured; a seed, ``auto_chance`` and ``undo`` are refused by name."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

import connect_widgets as cw
from connect_widgets import agents


def played_into(name: str, seed: int, actions: int) -> cw.Game[Any]:
    """A game of ``name`` a few random actions in (a position to start a curriculum from)."""
    game, rng = cw.new_game(name, seed=seed), random.Random(seed)
    for _ in range(actions):
        seat = game.actors()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


@pytest.mark.parametrize("name", ["connect5", "num_connect"])
def test_every_reset_starts_from_the_position_given(name: str) -> None:
    start = played_into(name, 5, 6).position()
    env = agents.env(name, position=start)
    assert env.game.position() == start  # usable at once, as without a position
    for seed in (1, 2):
        env.reset(seed=seed)
        assert env.game.position() == start and env.game.seed == seed
        for _ in range(4):
            env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
        assert env.game.position() != start


def test_a_position_where_the_game_is_over_is_refused() -> None:
    game, rng = cw.new_game("connect5", seed=1), random.Random(1)
    while not game.is_over:
        seat = game.actors()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    with pytest.raises(ValueError, match="the game is over there, so no agent could act"):
        agents.env("connect5", position=game.position())


def test_the_players_names_show_in_the_render_and_the_agents_keep_their_ids() -> None:
    env = agents.env("num_connect", players=["Ann", "Bob"], render_mode="ansi")
    env.reset(seed=3)
    assert env.possible_agents == ["player_0", "player_1"] and env.game.players == ("Ann", "Bob")
    rendered = env.render()
    assert rendered is not None  # the ansi mode renders to text
    assert rendered.splitlines()[1] == f"scores: Ann {env.game.scores()[0]}, Bob {env.game.scores()[1]}"


@pytest.mark.parametrize(
    ("argument", "why"),
    [
        ({"seed": 3}, r"agents.env takes no seed= argument: seed each game with env.reset\(seed=...\)"),
        ({"auto_chance": False}, "agents.env takes no auto_chance= argument: the environment always draws"),
        ({"undo": "none"}, "agents.env takes no undo= argument: agents never take an action back"),
        ({"lang": "fr"}, "unknown option lang; the valid options are: board"),
    ],
)
def test_an_argument_the_environment_does_not_honour_is_refused_by_name(argument: dict[str, Any], why: str) -> None:
    with pytest.raises(ValueError, match=f"^{why}"):
        agents.env("connect5", **argument)
