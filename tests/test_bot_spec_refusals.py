"""A bot's settings are checked when the bot is made, in words: a playout ``policy`` that cannot be
called as one (it failed only at the bot's first search, as an internal error of the widget), and a
``seed`` that a game would refuse (checked by the same function, so both say the same)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.core.registry import build_bot
from connect_widgets.core.words import PROTOCOL

POLICY = (
    "policy must be a playout function taking (game, actor, legal actions, rng) and returning an action, "
    "or None, not {value}"
)


def first_action(game: Any, actor: int, actions: list[str], rng: random.Random) -> str:
    return actions[0]


def one_argument(game: Any) -> str:
    return ""


@pytest.mark.parametrize(
    ("policy", "shown"),
    [("random", "'random'"), (3, "3"), (one_argument, repr(one_argument)[:60])],
    ids=["a name", "a number", "a function of one argument"],  # stable ids: xdist workers compare them
)
def test_a_policy_that_is_no_playout_function_is_refused_when_the_bot_is_made(policy: Any, shown: str) -> None:
    with pytest.raises(ValueError) as refusal:
        cw.make_bot("connect5", "hard", policy=policy)
    assert str(refusal.value) == POLICY.format(value=shown)


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_each_game_s_search_refuses_it_too_and_its_spec_in_a_widget(name: str) -> None:
    for kind in ("medium", "mcts"):
        with pytest.raises(ValueError, match=r"^policy must be a playout function"):
            build_bot(name, {"kind": kind, "policy": "random"}, seed=0)
    with pytest.raises(ValueError) as refusal:
        cw.play(name, bots={1: {"kind": "hard", "policy": "random"}})  # was an internal error at its first move
    assert str(refusal.value) == POLICY.format(value="'random'")


def test_a_playout_function_or_none_is_taken_and_plays() -> None:
    game = cw.new_game("connect5", seed=0)
    for policy in (first_action, None, lambda *args: args[2][-1]):
        bot = cw.make_bot("connect5", "mcts", seed=1, simulations=4, policy=policy)
        assert bot.choose(game.seat(0)) in game.legal_actions(0)


def test_the_policy_refusal_reads_in_french() -> None:
    assert PROTOCOL.text("bot.policy", "fr", value="'random'") == (
        "policy doit être une fonction de simulation qui prend (partie, acteur, actions légales, rng) et rend "
        "une action, ou None, pas 'random'"
    )


@pytest.mark.parametrize(
    ("seed", "shown"),
    [("abc", "'abc'"), (1.5, "1.5"), (True, "True"), (-5, "-5"), ([1], "[1]"), (2**63, str(2**63))],
)
@pytest.mark.parametrize("kind", ["easy", "hard", "random"])
def test_a_bot_s_seed_is_refused_as_a_game_s_is(seed: Any, shown: str, kind: str) -> None:
    with pytest.raises(ValueError) as game_refusal:
        cw.new_game("connect5", seed=seed)
    with pytest.raises(ValueError) as bot_refusal:
        cw.make_bot("connect5", kind, seed=seed)
    says = f"seed must be an integer from 0 to 2**63 - 1, or None, not {shown}"
    assert str(bot_refusal.value) == str(game_refusal.value) == says


def test_a_whole_seed_or_none_is_taken() -> None:
    game = cw.new_game("connect5", seed=0)
    first = cw.make_bot("connect5", "random", seed=2**63 - 1).choose(game.seat(0))
    assert cw.make_bot("connect5", "random", seed=2**63 - 1).choose(game.seat(0)) == first  # seeded: the same
    assert cw.make_bot("connect5", "easy", seed=None).choose(game.seat(0)) in game.legal_actions(0)
    assert cw.make_bot("connect5", "random", seed=0).choose(game.seat(0)) in game.legal_actions(0)
