"""PettingZoo environments for the four games: train agents with any trainer that speaks PettingZoo.

>>> from connect_widgets import agents
>>> env = agents.env("connect5")
>>> env.reset(seed=1)
>>> for agent in env.agent_iter():
...     observation, reward, termination, truncation, info = env.last()
...     action = None if termination or truncation else env.action_space(agent).sample(observation["action_mask"])
...     env.step(action)

Needs the extra ``connect_widgets[agents]`` (PettingZoo and NumPy); ``import connect_widgets``
alone never imports either. The design (observations from each player's view only, actions as
tokens of the game's notation chosen one per step, chance from the seed, rewards) is in
``docs/agents.md``.
"""

from __future__ import annotations

from typing import Any

from ..core.options import shown
from .game_env import SPECS, GameEnv, final_rewards
from .tokens import END, Choices, Vocabulary

GAMES: tuple[str, ...] = tuple(SPECS)
"""The games with an environment: all four."""


def env(name: str, render_mode: str | None = None, **options: Any) -> GameEnv:
    """A PettingZoo AEC environment of game ``name``.

    ``render_mode``: ``None``, ``"human"`` (the game's widget in a notebook, following the game) or
    ``"ansi"`` (``render()`` returns the game in words, as every player may read it). ``options``:
    ``players`` (a count, 2 by default, or the players' names, which the renders show; agent
    ``player_k`` is seat ``k``), ``reward`` (``"win"``, the default, or ``"score"``; alone only
    ``"score"``, the default then), ``max_actions`` (truncate every agent after that many whole
    actions; ``None``, the default, never), ``position`` (the game's position notation: every reset
    starts there) and the game's rule options, as ``cw.new_game`` takes them (``board="A"`` for
    Connect5). ``seed``, ``auto_chance`` and ``undo`` are refused: a game's seed is ``reset(seed=...)``'s,
    and chance is always drawn from it.
    """
    if name not in SPECS:
        raise ValueError(f"unknown game {shown(name)}; the games are: {', '.join(SPECS)}")
    return GameEnv(name, render_mode=render_mode, **options)


__all__ = ["END", "GAMES", "Choices", "GameEnv", "Vocabulary", "env", "final_rewards"]
