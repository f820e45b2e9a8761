"""The agents environment at its edges: copies of an environment showing a widget, what ``close()``
means, the token types ``step`` takes, the ``"ansi"`` render (public only), solo rewards, and what a
look-ahead on a copy sees of chance."""

from __future__ import annotations

import copy
import pickle
import random
from typing import Any

import numpy as np
import pytest

from connect_widgets import agents
from connect_widgets.agents.game_env import GameEnv


def first_token(env: GameEnv) -> int:
    """The first token the selected agent's mask allows."""
    return int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0])


def test_an_environment_showing_a_widget_copies_without_it(capsys: Any) -> None:
    env = agents.env("connect5", render_mode="human")
    env.reset(seed=1)
    env.step(first_token(env))
    widget = env.widget
    for twin in (pickle.loads(pickle.dumps(env)), copy.deepcopy(env)):
        assert twin.widget is None and twin.game.to_json() == env.game.to_json()
        twin.step(first_token(twin))  # a copy plays on (a look-ahead) and opens no widget
        assert twin.widget is None
    assert env.widget is widget and widget.game.history == env.game.history  # the original still follows
    twin = copy.deepcopy(env)
    twin.render()  # asked for, the copy shows its own widget
    assert twin.widget is not None and twin.widget is not widget
    twin.close()
    env.close()


def test_after_close_steps_show_nothing_and_a_reset_shows_a_new_widget(capsys: Any) -> None:
    env = agents.env("connect5", render_mode="human")
    env.reset(seed=1)
    first = env.widget
    env.close()
    env.step(first_token(env))  # the environment stays usable...
    assert env.widget is None  # ...and a step opens no widget
    env.reset(seed=2)
    assert env.widget is not None and env.widget is not first and env.widget.game.seed == 2
    env.close()


@pytest.mark.parametrize("kind", [int, np.int64, np.uint8, np.array])
def test_a_token_may_be_any_integer_discrete_accepts(kind: Any) -> None:
    env, plain = agents.env("connect5"), agents.env("connect5")
    env.reset(seed=0)
    plain.reset(seed=0)
    token = first_token(env)
    assert env.action_space(env.agent_selection).contains(kind(token))
    env.step(kind(token))  # a 0-d array: what a policy's argmax gives
    plain.step(token)
    assert env.game.to_json() == plain.game.to_json() and env._chosen == plain._chosen


@pytest.mark.parametrize("bad", [0.0, True, np.bool_(True), np.array(0.0), np.array(True), np.array([0]), "0"])
def test_a_token_of_another_type_is_refused_and_changes_nothing(bad: Any) -> None:
    env = agents.env("connect5")
    env.reset(seed=0)
    saved, selected = env.game.to_json(), env.agent_selection
    with pytest.raises(ValueError, match=r"an action is a token index \(an int\), not "):
        env.step(bad)
    assert env.game.to_json() == saved and env.agent_selection == selected and env._chosen == ()


def test_the_ansi_render_is_the_game_as_every_player_reads_it() -> None:
    env = agents.env("num_connect", render_mode="ansi")
    env.reset(seed=0)
    assert env.render() == f"{env.game.describe()}\nscores: Alice -10, Bruno -10"  # the deal is not shown
    rng = random.Random(0)
    while not any(actor == 0 and action == "draw" for actor, action in env.game.history):
        env.step(int(rng.choice(np.flatnonzero(env.observe(env.agent_selection)["action_mask"]))))
    drawn = env.game.history[-1][1]  # the card Alice drew, hers alone to see
    text = env.render()
    assert text is not None  # the ansi mode renders to text
    assert text.splitlines() == [
        env.game.describe(),
        f"scores: Alice {env.game.scores()[0]}, Bruno {env.game.scores()[1]}",
        "last: Alice: draw",
        "then: Alice draws a card",
    ]
    assert drawn not in text.split()
    for hand in env.game.view(None)["hands"]:  # no hand shows, as game.position() would show them
        assert " ".join(hand) not in text


def test_a_solo_game_rewards_the_score_and_refuses_win() -> None:
    env = agents.env("connnect", players=1)
    assert env.reward_kind == "score"  # the default alone: a lone player always "wins"
    with pytest.raises(ValueError, match=r'reward="win" needs two players or more.*use reward="score"'):
        agents.env("connnect", players=1, reward="win")
    env.reset(seed=3)
    rng, total = random.Random(3), 0.0
    for _agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        total += reward
        env.step(None if termination or truncation else int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    assert total == env.game.scores()[0]
    with pytest.raises(ValueError, match='reward="win" needs two players or more'):
        agents.final_rewards(env.game, "win")
    assert agents.env("connnect", players=2).reward_kind == "win"  # the default with others to beat


def test_a_copy_meets_the_real_draws_and_a_determinized_copy_its_own() -> None:
    """docs/agents.md (Chance and seeding): a look-ahead on a copy sees the real future; one on a copy
    whose game is ``game.determinize(seat, rng)`` draws again what the seat cannot see."""
    env = agents.env("num_connect")
    env.reset(seed=2)
    twin, fair = copy.deepcopy(env), copy.deepcopy(env)
    fair.game = env.game.determinize(0, random.Random(1))
    for look_ahead in (twin, fair, env):
        for token in look_ahead.spell("draw"):
            look_ahead.step(token)
    assert twin.game.history[-1] == env.game.history[-1] == (-1, "R4")  # the copy knew the card drawn
    assert fair.game.history[-1] == (-1, "*") and fair.agent_selection == env.agent_selection


def test_a_render_that_fails_leaves_no_widget_and_later_steps_play_as_without_one(capsys: Any) -> None:
    """A determinized copy cannot be saved, so it cannot show the widget: its ``render()`` raises and
    leaves no widget behind, and its steps then play and count as those of a copy never rendered."""
    env = agents.env("num_connect", render_mode="human")
    env.reset(seed=2)
    rendered, plain = copy.deepcopy(env), copy.deepcopy(env)
    for twin in (rendered, plain):
        twin.game = env.game.determinize(0, random.Random(1))
    with pytest.raises(ValueError, match="cannot be saved"):
        rendered.render()
    assert rendered.widget is None, "a failed render left a widget that later steps would update"
    for twin in (rendered, plain):
        for token in twin.spell("draw"):
            twin.step(token)
    assert rendered.game.history == plain.game.history and rendered.game.history[-2:] == ((0, "draw"), (-1, "*"))
    assert rendered.agent_selection == plain.agent_selection and rendered._chosen == plain._chosen == ()
    assert rendered._cumulative_rewards == plain._cumulative_rewards
    env.close()


def test_a_widget_that_cannot_follow_a_step_is_closed_with_a_warning_and_the_step_stands(capsys: Any) -> None:
    """A step that raises leaves the game as it was, so once the move is played a widget's failure is
    only warned of: the widget is closed and the step counts."""
    env = agents.env("num_connect", render_mode="human")
    env.reset(seed=2)
    assert env.widget is not None
    env.game = env.game.determinize(0, random.Random(1))  # the widget's next update would save it
    played = len(env.game.history)
    with pytest.warns(UserWarning, match="the widget stopped following the game and was closed: a determinized"):
        env.step(env.spell("draw")[0])
    assert env.game.history[played:] == ((0, "draw"), (-1, "*")) and env._chosen == ()
    assert env.widget is None
    discard = env.game.legal_actions(0)[0]
    for token in env.spell(discard):  # steps go on and show nothing, as after close()
        env.step(token)
    assert env.game.history[-1] == (0, discard) and env.widget is None
