"""Spelling an action token by token: the observation tells where the agent is in the action (the
order of the tokens, not only their bag), and a refused token or action string says so in a line."""

from __future__ import annotations

import copy
import random
import re

import numpy as np
import pytest

import connect_widgets as cw
from connect_widgets import agents
from connect_widgets.agents.game_env import GameEnv
from connect_widgets.agents.tokens import Choices

EATS_AHEAD = (
    "a3=B a6=B a14=B a15=R a19=B a25=R a29=R a30=R a32=R b1=R b2=B b3=R b4=B b5=B b6=R b7=R b8=B b9=B "
    "b11=R b13=B b15=R b16=B b17=B b18=R b19=B b20=R b21=B b23=B c2=R c3=R c4=B c7=R c8=B c9=R c14=R "
    "c15=B d3=B d5=BB d6=B d7=B z=R t4=R t6=R t9=R t11=R t12=B t16=R turn=R round=1 move=68 supply=0,0 "
    "eaten=1,1 connect5=0,0 last=B:a21-b16:step:a21-b16:"
)
"""Board A, Red to move (the audit's seed 1, after 68 entries): Red's token on b20 may eat over
b22, d8 and c13 in either order, and ends on another dot in each."""


def after(env: GameEnv, words: str) -> dict[str, np.ndarray]:
    """What the selected agent observes after choosing ``words`` on a copy of ``env``."""
    twin = copy.deepcopy(env)
    for word in words.split():
        twin.step(twin.vocabulary.index[word])
    return twin.observe(twin.agent_selection)


def test_two_eats_through_the_same_dots_in_another_order_observe_differently() -> None:
    env = agents.env("connect5", board="A")
    env.game = cw.new_game("connect5", board="A", seed=1, position=EATS_AHEAD)
    one, other = after(env, "b20 x b22 x d8 x c13 x"), after(env, "b20 x c13 x d8 x b22 x")
    assert not np.array_equal(one["action_mask"], other["action_mask"])  # on c13 and on b22: other jumps
    assert not np.array_equal(one["observation"], other["observation"])
    order = env.layout["chosen_order"]  # the jumping token stands on the dot chosen last
    index = env.vocabulary.index
    assert one["observation"][order][index["c13"]] == 7 and other["observation"][order][index["b22"]] == 7


def proper_prefixes(choices: Choices) -> set[tuple[int, ...]]:
    """Every token sequence an agent may have chosen mid-action: a legal action's proper prefixes."""
    return {path[:k] for path in choices.actions for k in range(1, len(path))}


def test_no_two_prefixes_an_agent_can_tell_apart_only_by_its_mask_share_an_observation() -> None:
    """Random play on board A (long eats): at each action's start, every prefix of a legal action the
    agent could have chosen; two with the same observation must have the same mask."""
    env = agents.env("connect5", board="A")
    for seed in range(12):  # seeds 5, 7 and 11 met eats whose bags of tokens alias (1, 50 and 5 pairs)
        rng = random.Random(seed)
        env.reset(seed=seed)
        while not env.game.is_over:
            agent = env.agent_selection
            if not env._chosen:
                masks: dict[bytes, bytes] = {}
                for prefix in proper_prefixes(env._choices_of(env._seat[agent])):
                    env._chosen = prefix  # as if the agent had chosen these tokens
                    seen = env.observe(agent)
                    mask = masks.setdefault(seen["observation"].tobytes(), seen["action_mask"].tobytes())
                    assert mask == seen["action_mask"].tobytes(), (seed, env.game.position(), prefix)
                env._chosen = ()
            env.step(int(rng.choice(np.flatnonzero(env.observe(agent)["action_mask"]))))


def test_every_layout_ends_with_the_agents_seat_and_the_action_it_spells() -> None:
    for name in agents.GAMES:
        fields = list(agents.env(name).layout.fields)
        assert fields[-5:] == ["own_seat", "chosen", "last_token", "chosen_order", "chosen_length"]


@pytest.mark.parametrize(
    ("name", "action"),
    [("connnect", "zone 9"), ("connnect", "ZONE 1"), ("num_connect", "put g0 r0c0 R99")],
)
def test_spelling_a_word_outside_the_vocabulary_is_not_a_legal_action(name: str, action: str) -> None:
    env = agents.env(name)
    env.reset(seed=1)
    with pytest.raises(ValueError, match=rf"^'{action}' is not a legal action of player_\d now$"):
        env.spell(action)


def test_a_refused_token_is_named_with_its_word_and_the_tokens_chosen_so_far() -> None:
    env = agents.env("connect5", board="A")
    env.game = cw.new_game("connect5", board="A", seed=1, position=EATS_AHEAD)
    words = env.vocabulary.index
    with pytest.raises(ValueError) as refused:
        env.step(words["+"])
    message = str(refused.value)
    assert message.startswith(f"player_0 may not choose token {words['+']} ('+') to begin an action; its mask ")
    assert len(message) < 160  # not the ~100 dots it allows: a count and a few
    for word in ("b20", "x"):
        env.step(words[word])
    with pytest.raises(ValueError, match=re.escape(f"token {words['a1']} ('a1') after 'b20 x'; its mask allows")):
        env.step(words["a1"])
    with pytest.raises(ValueError, match=r"token 999 \(tokens are 0 to 101\)"):
        env.step(999)


@pytest.mark.parametrize(
    ("name", "action"),
    [("connect5", "zz99"), ("connect5", ""), ("num_connect", "drow"), ("num_connect", "put"), ("connnect", "")],
)
def test_spelling_a_string_the_game_cannot_parse_is_not_a_legal_action(name: str, action: str) -> None:
    env = agents.env(name)
    env.reset(seed=1)
    saved, selected = env.game.to_json(), env.agent_selection
    with pytest.raises(ValueError, match=rf"^{re.escape(repr(action))} is not a legal action of {selected} now$"):
        env.spell(action)
    assert env.game.to_json() == saved and env.agent_selection == selected and env._chosen == ()


@pytest.mark.parametrize("name", agents.GAMES)
@pytest.mark.parametrize("bad", [5, None, b"draw", ["pick"]])
def test_spelling_anything_but_a_string_is_refused_naming_its_type(name: str, bad: object) -> None:
    env = agents.env(name)
    env.reset(seed=1)
    saved, selected = env.game.to_json(), env.agent_selection
    kind = type(bad).__name__
    with pytest.raises(ValueError, match=rf"^an action is a string of the game's notation, not .+ \({kind}\)$"):
        env.spell(bad)  # type: ignore[arg-type]
    assert env.game.to_json() == saved and env.agent_selection == selected and env._chosen == ()
