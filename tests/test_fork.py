"""game.fork(step): play on from any move of a game, with the same seed and chance stream, the
original line kept."""

from __future__ import annotations

import json
import random

import pytest

import connect_widgets as cw
from connect_widgets import CHANCE


def played(name: str, steps: int, seed: int = 3) -> cw.Game:
    """A seeded game of ``name`` after ``steps`` random moves (chance acting by itself), or fewer if it ends first."""
    game = cw.new_game(name, players=2, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        actor = rng.choice(game.actors())
        game.apply(actor, rng.choice(game.legal_actions(actor)))
    return game


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_a_fork_is_the_game_at_that_step_and_the_original_line_is_kept(name) -> None:
    game = played(name, 30)
    history, view = game.history, game.view()
    last = min(25, len(history) - 1)  # before the last step: in a game over by then, someone can still move
    step = next(k for k in range(last, 0, -1) if game.history[k][0] != CHANCE)  # a player's move
    fork = game.fork(step)
    again = cw.new_game(name, players=2, seed=game.seed, auto_chance=False)
    again.replay(history[:step])
    again.auto_chance = True  # chance due at that step acts, as in the fork
    assert fork.history == again.history and fork.view() == again.view() and fork.scores() == again.scores()
    assert fork.history[:step] == history[:step] and not fork.can_redo()
    actor = fork.actors()[0]
    fork.apply(actor, fork.legal_actions(actor)[-1])  # play on differently...
    assert game.history == history and game.view() == view  # ...the original line is as it was
    fork.undo()
    assert fork.history[:step] == history[:step] and fork.can_redo()  # undo and redo within the line


def test_chance_answers_a_fork_as_it_would_have_answered_the_original() -> None:
    """Connnect: a different write in round 2's Fill Phase, and round 3 rolls the same dice."""
    game = played("connnect", 0)
    rolls = []
    while game.state.round < 4:
        actor = game.actors()[0]
        game.apply(actor, game.legal_actions(actor)[0])
    rolls = [action for actor, action in game.history if actor == CHANCE and action.startswith("roll")]
    write = next(k for k, (a, act) in enumerate(game.history) if act.startswith("write") and k > 20)
    fork = game.fork(write)
    actor = game.history[write][0]
    other = [a for a in fork.legal_actions(actor) if a.startswith("write") and a != game.history[write][1]]
    fork.apply(actor, other[-1])
    while fork.state.round < 4:
        player = fork.actors()[0]
        fork.apply(player, fork.legal_actions(player)[0])
    assert [action for actor, action in fork.history if actor == CHANCE and action.startswith("roll")] == rolls
    assert fork.history != game.history


@pytest.mark.parametrize("step", [-1, 31, 2.0, True, "3"])
def test_a_step_outside_the_history_is_refused_and_nothing_changes(step) -> None:
    game = played("connect5", 30)
    history = game.history
    with pytest.raises(ValueError, match="step must be an index from 0 to 30"):
        game.fork(step)
    assert game.history == history


def test_a_fork_at_the_last_step_is_the_game_as_it_stands_and_at_0_the_start() -> None:
    game = played("connect5", 6)
    end, start = game.fork(len(game.history)), game.fork(0)
    assert end.history == game.history and end.view() == game.view() and not end.can_redo()
    assert start.history == () and start.view() == cw.new_game("connect5", players=2, seed=game.seed).view()


@pytest.mark.usefixtures("toy_registered")
def test_a_game_with_no_position_notation_refuses_one_clearly() -> None:
    with pytest.raises(ValueError, match="has no position notation yet"):  # every wing has one: a toy has none
        cw.new_game("toy", position="round=3")
    with pytest.raises(NotImplementedError, match="has no position notation yet"):
        cw.new_game("toy", seed=1).position()
    data = json.loads(cw.new_game("toy", seed=1).to_json())
    with pytest.raises(cw.CorruptSave, match="has no position notation yet"):
        cw.load_game(json.dumps({**data, "position": "round=3"}))
