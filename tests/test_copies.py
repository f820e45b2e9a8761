"""A game can be pickled and deep-copied, to hand it to a worker process or to copy an agents
environment, and the copy leaves the widgets that listen to the original behind."""

from __future__ import annotations

import copy
import pickle
import random
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets import agents
from connect_widgets.testing import play_open


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_a_game_pickles_and_deep_copies_without_its_listeners(name: str) -> None:
    game = play_open(cw.new_game(name, players=2, seed=3), 12, random.Random(3))
    saved = game.to_json()
    heard: list[str] = []
    game.subscribe(heard.append)
    for twin in (pickle.loads(pickle.dumps(game)), copy.deepcopy(game)):
        assert twin.to_json() == saved and twin.position() == game.position()
        assert twin.options == game.options and type(twin.options) is type(game.options)
        with pytest.raises(TypeError):
            twin.options["seed"] = 1  # type: ignore[index]  # the options stay read-only
        actor = twin.actors()[0]
        twin.apply(actor, twin.legal_actions(actor)[0])
        assert twin.to_json() != saved
    assert heard == [] and game.to_json() == saved  # the original neither moved nor told its listener


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_an_agents_environment_deep_copies_for_a_look_ahead(name: str) -> None:
    env = agents.env(name)
    env.reset(seed=5)
    twin = copy.deepcopy(env)
    assert twin.game.to_json() == env.game.to_json() and twin.agent_selection == env.agent_selection
    mask = twin.observe(twin.agent_selection)["action_mask"]
    twin.step(int(mask.nonzero()[0][0]))
    assert twin.game is not env.game and len(env.game.history) <= len(twin.game.history)


def _seen(env: Any) -> list[tuple[bytes, bytes]]:
    """What every agent observes now (its vector and its mask), as bytes to compare exactly."""
    return [tuple(env.observe(agent)[key].tobytes() for key in ("observation", "action_mask")) for agent in env.agents]


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_an_agents_environment_pickles_and_plays_on_as_the_original(name: str) -> None:
    env = agents.env(name)
    env.reset(seed=5)
    for _ in range(3):  # a few tokens in: an action half spelled, or a move made
        env.step(int(env.observe(env.agent_selection)["action_mask"].nonzero()[0][0]))
    twin = pickle.loads(pickle.dumps(env))  # what a vectorised trainer does to hand it to a worker
    assert twin.game is not env.game and twin.game.to_json() == env.game.to_json()
    assert twin.agent_selection == env.agent_selection and _seen(twin) == _seen(env)
    for _ in range(8):  # both take the same tokens and stay the same
        if not env.agents:
            break
        token = int(env.observe(env.agent_selection)["action_mask"].nonzero()[0][-1])
        env.step(token)
        twin.step(token)
        assert twin.game.to_json() == env.game.to_json() and _seen(twin) == _seen(env)
        assert (twin.rewards, twin.terminations, twin.agent_selection) == (
            env.rewards,
            env.terminations,
            env.agent_selection,
        )


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_a_determinized_copy_keeps_nothing_of_the_real_hidden_state(name: str) -> None:
    """Not the real state in a cache, nor the start position (which may write every hand)."""
    start = cw.new_game(name, players=2, seed=1).position()
    game = cw.new_game(name, players=2, seed=5, position=start)
    player = next(p for p in game.actors() if p != cw.CHANCE)
    game.legal_actions(player)  # every query leaves a cache of the state asked about
    twin = game.determinize(player, random.Random(0))
    assert twin.start == ""
    kept = [value for value in vars(twin).values() if isinstance(value, tuple)]
    assert not any(part is game.state for value in kept for part in value)


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_a_verdict_pickles_and_copies_as_the_words_it_says(name: str) -> None:
    """A verdict keeps its reason's phrase (to say it in French), whose word tables do not pickle."""
    game = cw.new_game(name, seed=2)
    actor = game.actors()[0]
    for verdict in (game.explain(actor, game.legal_actions(actor)[0]), game.explain(actor, "no such move")):
        again = pickle.loads(pickle.dumps(verdict))
        assert again == verdict == copy.deepcopy(verdict) and again.reason == verdict.reason
        assert again.phrase is None and verdict.phrase is not None  # the words travel, not their tables
