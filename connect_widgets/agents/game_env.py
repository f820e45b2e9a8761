"""The PettingZoo AEC environment over any game of the protocol.

One class serves the four games: a game's module here gives its :class:`~.spec.Spec` (vocabulary,
tokenizer, observation), and everything else is the protocol's: ``actors()`` says who may act,
``legal_actions(seat)`` what, ``apply`` plays, ``view(seat)`` is all an agent observes, and with
``auto_chance=True`` the dice and cards come from the game's seed inside the environment.

An agent spells its action one token per step (see :mod:`.tokens`). It keeps the turn until the
action is complete; then the game moves on and the next agent is chosen by :meth:`GameEnv._next_agent`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ..core.bots import next_in_turn
from ..core.checks import MAX_SEED, check_count, check_seed
from ..core.game import Game
from ..core.options import shown
from ..core.registry import new_game
from . import connect5, connect_the_thoughts, connnect, num_connect
from .layout import Writer
from .render import Follower, in_words
from .spec import Spec, full_layout, write_chosen
from .tokens import Choices

SPECS: dict[str, Callable[[Game[Any]], Spec]] = {
    "connnect": connnect.spec,
    "connect5": connect5.spec,
    "num_connect": num_connect.spec,
    "connect_the_thoughts": connect_the_thoughts.spec,
}
"""Each game's agents' view, by registry name."""
REWARDS = ("win", "score")
RENDER_MODES = ("human", "ansi")
NOT_HONOURED = {
    "seed": "seed each game with env.reset(seed=...) (later resets without a seed follow from it)",
    "auto_chance": "the environment always draws dice and cards from the game's seed; no agent acts for chance",
    "undo": "agents never take an action back",
}
"""The arguments of ``cw.new_game`` that are not rule options and that an environment does not take,
with why: refused by name rather than passed to a game that would drop them or fail obscurely."""
SHOWN_ALLOWED = 5
"""How many allowed tokens a refused step names (a Connect5 board has about a hundred dots)."""


class GameEnv(AECEnv):
    """A PettingZoo AEC environment for game ``name`` (see :func:`connect_widgets.agents.env`)."""

    def __init__(
        self,
        name: str,
        render_mode: str | None = None,
        players: int | Sequence[str] = 2,
        reward: str | None = None,
        max_actions: int | None = None,
        position: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        refuse_not_honoured(options)
        check_count("max_actions", max_actions, optional=True)
        self.max_actions = max_actions  # whole actions, all agents together, before every agent is truncated
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be None or one of {', '.join(RENDER_MODES)}, not {render_mode!r}")
        # Checks the players, the position and the options; every game of this environment starts so.
        self.game: Game[Any] = new_game(name, players=players, seed=0, position=position, **options)
        if self.game.is_over:  # every reset would start a game nobody can play
            raise ValueError(f"position {shown(position)}: the game is over there, so no agent could act")
        reward = check_reward(reward, len(self.game.players))
        self.options = dict(self.game.options)  # as the game keeps them: data (a board file read once)
        self.position = position  # where every reset starts (None: the rules' set-up), for a curriculum
        self._name, self._names = name, self.game.players  # the players' names: the renders show them
        self.spec = SPECS[name](self.game)
        self.vocabulary = self.spec.vocabulary
        self.layout = full_layout(self.spec, len(self.game.players))
        self.metadata = {"name": f"{name}_v0", "render_modes": list(RENDER_MODES), "is_parallelizable": False}
        self.render_mode, self.reward_kind = render_mode, reward
        self.possible_agents = [f"player_{seat}" for seat in range(len(self.game.players))]
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        low, high = self.layout.bounds()
        size = len(self.vocabulary)
        self._observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(low, high, dtype=np.float32),
                    "action_mask": spaces.Box(0, 1, (size,), dtype=np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self._action_spaces = {agent: spaces.Discrete(size) for agent in self.possible_agents}
        self._seeds = random.Random()  # the next game's seed when reset() is given none
        self._follower: Follower | None = None
        self._paths: dict[str, tuple[int, ...]] = {}
        self._start(self._seeds.randrange(MAX_SEED))  # usable at once; reset() as PettingZoo asks

    # ------------------------------------------------------------------ spaces
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """``{"observation": Box float32 (see ``self.layout``), "action_mask": Box int8 over the tokens}``."""
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """``Discrete(len(vocabulary))``: one token of the action being spelled."""
        return self._action_spaces[agent]

    # ------------------------------------------------------------------ the AEC cycle
    def reset(self, seed: int | np.integer[Any] | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: seeded with ``seed`` (then later seedless resets follow from it), else the next
        seed of this environment's own stream. ``options`` is ignored: the rules are the constructor's.
        A NumPy integer seed counts as the same Python integer; a bad seed changes nothing."""
        if seed is not None:
            seed = check_seed(int(seed) if isinstance(seed, np.integer) else seed)  # before the stream moves on
            self._seeds = random.Random(seed)
        self._start(seed if seed is not None else self._seeds.randrange(MAX_SEED))
        if self.render_mode == "human":
            self.render()

    def _start(self, seed: int) -> None:
        """A new game of seed ``seed``, every agent in it, the first one selected."""
        self.game = new_game(self._name, players=self._names, seed=seed, position=self.position, **self.options)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._chosen: tuple[int, ...] = ()  # the tokens the selected agent has chosen for its action
        self._last_mover = -1
        self._actions = 0  # whole actions the agents played, for max_actions
        self._choices: dict[int, tuple[Any, Choices]] = {}
        self.agent_selection = self._next_agent()

    def step(self, action: Any) -> None:
        """The selected agent chooses one token (an index of the vocabulary, allowed by its mask)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self._seat[agent]
        choices = self._choices_of(seat)
        token = _index(action)
        allowed = choices.allowed(self._chosen, self.vocabulary.end)
        if token not in allowed:
            raise ValueError(self._refusal(agent, token, allowed))
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        chosen = self._chosen if token == self.vocabulary.end else (*self._chosen, token)
        played = choices.action(chosen)
        if played is not None and (token == self.vocabulary.end or not choices.following(chosen)):
            self._play(seat, played)
        else:
            self._chosen = chosen
        self._accumulate_rewards()
        self._follow_played_step()

    def _follow_played_step(self) -> None:
        """Update the widget shown, if any (a step never opens one). The step is played and counted
        by now, so a widget that cannot follow (its game replaced by one that cannot be saved) is
        warned of and closed, not raised: a step that raises must leave the game as it was."""
        if self._follower is None:
            return
        try:
            self._follower.follow(self.game)
        except Exception as error:  # whatever the widget's failure, the step stands
            gymnasium.logger.warn(f"the widget stopped following the game and was closed: {error}")
            self.close()

    def _refusal(self, agent: str, token: int, allowed: set[int]) -> str:
        """Why ``token`` may not be chosen now, in a line: the token's word, the tokens chosen so far
        for this action, and a few of the allowed ones (not all: a Connect5 board has ~100 dots)."""
        tokens = self.vocabulary.tokens
        word = f" ({tokens[token]!r})" if 0 <= token < len(tokens) else f" (tokens are 0 to {len(tokens) - 1})"
        so_far = f"after {' '.join(tokens[t] for t in self._chosen)!r}" if self._chosen else "to begin an action"
        names = [tokens[t] for t in sorted(allowed)]  # in vocabulary order: a1, a2, ... on a board
        shown_names = ", ".join(names[:SHOWN_ALLOWED]) + (", ..." if len(names) > SHOWN_ALLOWED else "")
        return f"{agent} may not choose token {token}{word} {so_far}; its mask allows {len(names)}: {shown_names}"

    def observe(self, agent: str) -> dict[str, Any]:
        """What ``agent`` sees, from ``view(its seat)`` only, and the tokens it may choose now."""
        seat = self._seat[agent]
        chosen = self._chosen if agent == self.agent_selection else ()
        writer = Writer(self.layout)
        self.spec.encode(self.game.view(seat), seat, writer)
        write_chosen(writer, seat, chosen)
        mask = np.zeros(len(self.vocabulary), dtype=np.int8)
        if seat in self.game.actors():
            mask[list(self._choices_of(seat).allowed(chosen, self.vocabulary.end))] = 1
        return {"observation": writer.vector, "action_mask": mask}

    def _play(self, seat: int, action: str) -> None:
        """Apply a whole action; the game resolves chance from its seed. At the end, the rewards."""
        self.game.apply(seat, action)
        self._chosen, self._last_mover, self._actions = (), seat, self._actions + 1
        if not self.game.is_over and self._actions == self.max_actions:
            # A stall (a lay begun and cancelled forever) ends here, truncated, with no reward.
            self.truncations = dict.fromkeys(self.agents, True)
            return
        if not self.game.is_over:
            self.agent_selection = self._next_agent()
            return
        for agent, reward in zip(self.possible_agents, final_rewards(self.game, self.reward_kind), strict=True):
            self.rewards[agent] = reward
            self.terminations[agent] = True

    def _next_agent(self) -> str:
        """The next actor in seat order after the one who played last, cyclically.

        In a turn-based phase that is the one actor. In a simultaneous one (Connnect's Fill and
        Claim Phases, the race of Connect the Thoughts) actors take turns by whole actions: always
        taking the lowest seat would let player_0 play the whole race of Connect the Thoughts before
        anyone else moved, since there everyone may always act.
        """
        actors = [seat for seat in self.game.actors() if seat >= 0]
        if not actors:  # the game is over: nobody is selected for a move (each steps None in turn)
            return self.agents[0]
        return self.possible_agents[next_in_turn(actors, self._last_mover)]

    def _choices_of(self, seat: int) -> Choices:
        """``seat``'s legal actions now as token paths, made once per position."""
        state = self.game.state
        kept = self._choices.get(seat)
        if kept is None or kept[0] is not state:
            kept = (state, Choices(self.game.legal_actions(seat), self.path))
            self._choices[seat] = kept
        return kept[1]

    # ------------------------------------------------------------------ actions as tokens
    def path(self, action: str) -> tuple[int, ...]:
        """The token indices of an action string, in the order an agent chooses them."""
        found = self._paths.get(action)
        if found is None:
            if len(self._paths) > 100_000:  # Num Connect's cells are many: keep the cache small
                self._paths.clear()
            found = self._paths[action] = self.vocabulary.encode(self.spec.tokenize(action))
        return found

    def spell(self, action: str) -> list[int]:
        """The steps that play ``action`` (a legal action of the selected agent, in the notation):
        its tokens, then ``END`` when a longer legal action starts with it. For replaying a bot's or
        a person's moves through the environment (imitation learning, tests)."""
        if not isinstance(action, str):  # the games' parsers would fail on it each in their own way
            raise ValueError(
                f"an action is a string of the game's notation, not {shown(action)} ({type(action).__name__})"
            )
        refusal = f"{action!r} is not a legal action of {self.agent_selection} now"
        choices = self._choices_of(self._seat[self.agent_selection])
        try:
            path = self.path(action)
        except ValueError as error:  # a typo: a word outside the vocabulary, or a string the game cannot parse
            raise ValueError(refusal) from error  # the game's reason, chained, says which word
        if choices.action(path) != action:
            raise ValueError(refusal)
        return [*path, self.vocabulary.end] if choices.following(path) else list(path)

    # ------------------------------------------------------------------ showing the game
    def render(self) -> str | None:
        """``"human"``: the game's widget, opened if none is shown, then following the game at every
        step; ``"ansi"``: the game in words as every player may read it (:func:`.render.in_words`)."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() was called without a render_mode: agents.env(name, render_mode=...)")
            return None
        if self.render_mode == "ansi":
            return in_words(self.game)
        follower = self._follower or Follower()
        try:
            follower.follow(self.game)
        except Exception:
            if follower is not self._follower:  # a new follower that failed is dropped: no step follows it
                follower.close()
            raise
        self._follower = follower
        return None

    @property
    def widget(self) -> Any:
        """The widget following the game (``render_mode="human"``, after the first reset), else ``None``."""
        return self._follower.widget if self._follower is not None else None

    def close(self) -> None:
        """Close the widget, if one is shown: steps then show nothing until the next ``reset()`` or
        ``render()`` opens a new one. The environment itself stays usable (as PettingZoo's own do)."""
        if self._follower is not None:
            self._follower.close()
            self._follower = None

    def __getstate__(self) -> dict[str, Any]:
        """Everything but the widget, which lives in one notebook's front end and cannot be copied: a
        copy (pickle, ``copy.deepcopy``) shows nothing until its own ``reset()`` or ``render()``, so a
        look-ahead on copies never fills the notebook with widgets."""
        state = self.__dict__.copy()
        state["_follower"] = None
        return state

    def __repr__(self) -> str:
        return f"<{self.game.info.title} agents env: {len(self.possible_agents)} agents, {len(self.vocabulary)} tokens>"


def refuse_not_honoured(options: dict[str, Any]) -> None:
    """``ValueError`` naming the first argument of :data:`NOT_HONOURED` in ``options``, and why."""
    for name, why in NOT_HONOURED.items():
        if name in options:
            raise ValueError(f"agents.env takes no {name}= argument: {why}")


def check_reward(kind: str | None, players: int) -> str:
    """The reward ``kind`` asked for, or the default (``None``): ``"win"``, but ``"score"`` alone.

    A solo game has nobody to beat (Connnect's rulebook, the one game that may be played alone,
    names no solo win: "Whoever gets the most points wins!"), so its only winner is the lone player
    whatever the score: ``"win"`` would reward every game +1. It is refused rather than made
    meaningless."""
    if kind is None:
        return "win" if players > 1 else "score"
    if kind not in REWARDS:
        raise ValueError(f"reward must be one of {', '.join(REWARDS)}, not {shown(kind)}")
    if kind == "win" and players == 1:
        raise ValueError('reward="win" needs two players or more: alone, the player always wins; use reward="score"')
    return kind


def final_rewards(game: Game[Any], kind: str) -> list[float]:
    """Each player's reward at the end (``ValueError`` for a kind :func:`check_reward` refuses).

    ``"win"``: the winners share the win, zero-sum: with ``n`` players a player's share ``w``
    (``1/len(winners)`` or 0) gives ``(w - 1/n) * n / (n - 1)``: +1 and -1 with two players, 0 each
    for a shared win; a lone winner of ``n`` gets +1 and each other -1/(n-1).
    ``"score"``: the final score less the mean of the others' (alone: the score itself).
    """
    players = len(game.players)
    kind = check_reward(kind, players)
    if kind == "score":
        scores = game.scores()
        if players == 1:
            return [float(scores[0])]
        return [s - (sum(scores) - s) / (players - 1) for s in scores]
    winners = game.winners()
    shares = [1 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    return [(share - 1 / players) * players / (players - 1) for share in shares]


def _index(action: Any) -> int:
    """A token index from an int, a NumPy integer or a 0-d NumPy integer array (what ``Discrete``'s
    ``contains`` accepts, and a policy's ``argmax`` may return); ``ValueError`` for anything else:
    a float, a bool, an array of another shape."""
    if isinstance(action, np.ndarray) and action.shape == ():
        action = action[()]  # the NumPy scalar it holds, checked below
    if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
        raise ValueError(f"an action is a token index (an int), not {shown(action)}")
    return int(action)
