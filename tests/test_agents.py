"""The PettingZoo environments (``connect_widgets.agents``): the API checks, seeded random games whose
scores the engine confirms, a vocabulary that holds every legal action met, observations drawn
from the agent's own view, and the widget that follows the agents' game."""

from __future__ import annotations

import random
import subprocess
import sys
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

import connect_widgets as cw
from connect_widgets import agents
from connect_widgets.agents.game_env import GameEnv
from connect_widgets.agents.num_connect import Deck

REPO = Path(__file__).resolve().parents[1]
DICT_OBSERVATION = (
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box",
)
"""What PettingZoo's checker says of every env whose observation is ``{"observation", "action_mask"}``
(it is quiet only for its own classic games): the layout its classic games use, and RLlib reads."""
RANDOM_GAMES = {"connnect": 20, "connect5": 10, "num_connect": 100, "connect_the_thoughts": 10}
"""Random games per game, sized by what they find: in 100 games the last token never seen before came
in game 7 (Connnect), 0 (Connect5), 87 (Num Connect: 104 tokens, some rare) and 0 (Connect the Thoughts)."""


def test_every_game_has_an_environment_and_its_random_games() -> None:
    """Every game is offered to agents (docs/ADDING_A_GAME.md): its layout in ``SPECS``, and here the
    number of random games that reach each of its tokens."""
    assert agents.GAMES == cw.GAME_NAMES, "add the game's layout to connect_widgets/agents/game_env.py, SPECS"
    missing = [name for name in agents.GAMES if name not in RANDOM_GAMES]
    assert not missing, f"add {missing} to RANDOM_GAMES in tests/test_agents.py: random games to play"


def test_importing_the_package_imports_neither_numpy_nor_pettingzoo() -> None:
    code = (
        "import sys, connect_widgets as cw\n"
        "for name in cw.GAME_NAMES: cw.new_game(name).legal_actions(0)\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'numpy', 'pettingzoo', 'gymnasium'}))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO)
    assert result.stdout.strip() == "[]"


@pytest.mark.parametrize("name", agents.GAMES)
def test_pettingzoo_api_and_seed_tests_pass(name: str) -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(agents.env(name), num_cycles=1000)
        seed_test(lambda: agents.env(name), num_cycles=500)
    unexpected = {str(w.message) for w in caught if not str(w.message).startswith(DICT_OBSERVATION)}
    assert not unexpected


def play_random(env: GameEnv, seed: int, seen: set[str]) -> tuple[dict[str, float], int]:
    """One game of random masked tokens; every legal action of every actor met goes into ``seen``.
    Returns each agent's reward summed over the game, and how often END was chosen."""
    rng = random.Random(seed)
    env.reset(seed=seed)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    state, ends = None, 0
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        assert env.observation_space(agent).contains(observation)  # every field within its bounds
        totals[agent] += reward
        if termination or truncation:
            env.step(None)
            continue
        if env.game.state is not state:
            state = env.game.state
            seen.update(a for seat in env.game.actors() for a in env.game.legal_actions(seat))
        token = rng.choice(np.flatnonzero(observation["action_mask"]))
        ends += token == env.vocabulary.end
        env.step(token)
    return totals, ends


@pytest.mark.parametrize("name", agents.GAMES)
def test_random_games_score_as_the_engine_scores_them(name: str) -> None:
    env = agents.env(name)
    seen: set[str] = set()
    ends = 0
    for seed in range(RANDOM_GAMES[name]):
        totals, ended = play_random(env, seed, seen)
        ends += ended
        game = env.game
        assert game.is_over and game.seed == seed
        again = cw.load_game(game.to_json())  # the history, replayed through the rules
        assert again.history == game.history and again.is_over
        assert again.scores() == game.scores()
        assert list(totals.values()) == agents.final_rewards(again, "win")
    vocabulary = set(env.vocabulary.tokens)
    outside = {action: tokens for action in seen if not set(tokens := env.spec.tokenize(action)) <= vocabulary}
    assert not outside
    # END is needed where a legal action extends another: a claim of 4 spaces one of 3, an eat
    # that may go on; elsewhere an action is played as soon as its last token is chosen
    assert bool(ends) == (name in ("connnect", "connect5"))


@pytest.mark.parametrize(
    ("name", "action", "tokens"),
    [
        ("connnect", "write c3 5", ("write", "c3", "5")),
        ("connnect", "free 2 to 3", ("free", "2", "to", "3")),
        ("connect5", "c1xe1", ("c1", "x", "e1")),
        ("connect5", "+e4", ("+", "e4")),
        ("connect5", "c3xe3xg3", ("c3", "x", "e3", "x", "g3")),
        ("num_connect", "put g0 r2c-1 R8", ("put", "R8", "g0", "r2", "c-1")),
        ("num_connect", "discard *", ("discard", "*")),
        ("connect_the_thoughts", "place L", ("place L",)),
    ],
)
def test_actions_are_cut_into_tokens(name: str, action: str, tokens: tuple[str, ...]) -> None:
    env = agents.env(name)
    assert env.spec.tokenize(action) == tokens
    assert env.vocabulary.encode(tokens)  # every token is in the vocabulary


def test_vocabularies_come_from_the_static_data_alone() -> None:
    # Connnect: 11 verbs, 36 spaces, 6 numbers, 4 changes, 18 bonuses, "to", END; the notation's
    # tables of every writable action add nothing to it
    assert len(agents.env("connnect").vocabulary) == 11 + 36 + 6 + 4 + 18 + 1 + 1
    assert len(agents.env("connect5").vocabulary) == 76 + 4 + 1  # board B's dots, + - / x
    assert len(agents.env("connect5", board="A").vocabulary) == 97 + 4 + 1
    # Num Connect: 8 verbs, 4 x 17 + 2 cards, 6 grids, 2 x 161 rows and columns (80 cards a deck)
    assert len(agents.env("num_connect").vocabulary) == 8 + 70 + 6 + 2 * 161 + 1
    # 6 colours, 12 Rainbows and 3 Shadows: 104 cards, 3 grids, a deck of 117
    assert len(agents.env("num_connect", colours=6, rainbows=12, shadows=3).vocabulary) == 8 + 104 + 3 + 2 * 235 + 1
    assert agents.env("connect_the_thoughts").vocabulary.tokens[-1] == agents.END


def test_an_observation_is_drawn_from_the_agents_view_only() -> None:
    """In Num Connect the others' hands and the draw pile are hidden: an agent observes the same in
    any game its view cannot tell apart (a determinized copy draws those again)."""
    env = agents.env("num_connect", players=3)
    env.reset(seed=4)
    for _ in range(12):  # into the game a little
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    seat = int(env.agent_selection.split("_")[1])
    before = env.observe(env.agent_selection)
    real = env.game
    env.game = real.determinize(seat, random.Random(1))
    assert env.game.view(None)["hands"] != real.view(None)["hands"]
    after = env.observe(env.agent_selection)
    assert np.array_equal(before["observation"], after["observation"])
    assert np.array_equal(before["action_mask"], after["action_mask"])


def test_an_agent_observes_the_cards_everyone_saw_go_back_into_a_hand() -> None:
    """Num Connect: after ``new *`` and ``cancel`` everyone knows player_0 holds a Rainbow and a
    Shadow (``view(seat)["known"]``); each agent observes it in that seat's block of ``known``."""
    env = agents.env("num_connect")
    start = "phase=play turn=0 turns=8 laid=no opened=no|no hands=B5.G5.Y9.*.#|B6.Y1.Y5.R3 draw=70"
    env.game = cw.new_game("num_connect", position=start + " discard=R2")
    for action in ("new *", "cancel"):
        for token in env.spell(action):
            env.step(token)
    codes = Deck(env.options).codes  # the card codes, in the layout's order
    rainbow, shadow = codes.index("*"), codes.index("#")
    for agent, block in (("player_0", 0), ("player_1", 1)):  # player_0's hand: the agent's own, the next
        known = env.observe(agent)["observation"][env.layout["known"]].reshape(2, len(codes))
        assert np.flatnonzero(known[block]).tolist() == [rainbow, shadow] and not known[1 - block].any()


def test_a_bots_moves_spell_through_the_env() -> None:
    env = agents.env("connect5")
    for seed in range(2):
        env.reset(seed=seed)
        bots = [cw.make_bot("connect5", "heuristic", seed=seat) for seat in range(2)]
        while not env.game.is_over:
            seat = int(env.agent_selection.split("_")[1])
            for token in env.spell(bots[seat].choose(env.game.seat(seat))):
                env.step(token)
        assert cw.load_game(env.game.to_json()).scores() == env.game.scores()
    with pytest.raises(ValueError, match="not a legal action"):
        env.spell("a1")  # the game is over


def test_agents_of_a_race_take_turns() -> None:
    """Everyone may always act in Connect the Thoughts: whole actions alternate between the agents."""
    env = agents.env("connect_the_thoughts", players=3)
    env.reset(seed=0)
    chosen = []
    for _ in range(9):
        chosen.append(env.agent_selection)
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    assert chosen[:3] == ["player_0", "player_1", "player_2"]
    assert set(chosen) == set(env.possible_agents)


def test_a_reset_without_a_seed_follows_the_last_seed() -> None:
    first, second = agents.env("connect5"), agents.env("connect5")
    first.reset(seed=7)
    second.reset(seed=7)
    assert first.game.seed == 7
    first.reset()
    second.reset()
    assert first.game.seed == second.game.seed != 7


def test_a_refused_seed_changes_nothing_and_a_numpy_seed_is_its_integer() -> None:
    refused, plain = agents.env("connect5"), agents.env("connect5")
    refused.reset(seed=7)
    plain.reset(seed=7)
    for bad in (-1, 1.5, "7", True):
        with pytest.raises(ValueError, match="seed must be an integer from 0 to 2\\*\\*63 - 1"):
            refused.reset(seed=bad)  # type: ignore[arg-type]  # bad seeds on purpose
    assert refused.game.seed == 7
    refused.reset()
    plain.reset()
    assert refused.game.seed == plain.game.seed  # the stream did not move on with a refused seed
    numpy_seeded = agents.env("connect5")
    numpy_seeded.reset(seed=np.int64(7))
    assert numpy_seeded.game.seed == 7 and type(numpy_seeded.game.seed) is int


class Ended:
    """A finished game as far as the rewards look at it."""

    def __init__(self, winners: tuple[int, ...], scores: tuple[int, ...]) -> None:
        self.players, self._winners, self._scores = tuple(map(str, scores)), winners, scores

    def winners(self) -> tuple[int, ...]:
        return self._winners

    def scores(self) -> tuple[int, ...]:
        return self._scores


def test_rewards_share_the_win_and_sum_to_zero() -> None:
    reward: Any = agents.final_rewards
    assert reward(Ended((0,), (9, 3)), "win") == [1.0, -1.0]
    assert reward(Ended((0, 1), (5, 5)), "win") == [0.0, 0.0]
    assert reward(Ended((1,), (1, 9, 2)), "win") == [-0.5, 1.0, -0.5]
    assert reward(Ended((0, 2), (9, 1, 9)), "win") == [0.25, -0.5, 0.25]
    assert reward(Ended((0, 2), (10, 4, 1)), "score") == [7.5, -1.5, -6.0]
    assert reward(Ended((0,), (42,)), "score") == [42.0]


def test_refusals() -> None:
    env = agents.env("connect5")
    mask = env.observe(env.agent_selection)["action_mask"]
    with pytest.raises(ValueError, match="may not choose"):
        env.step(int(np.flatnonzero(mask == 0)[0]))
    with pytest.raises(ValueError, match="token index"):
        env.step("a1")
    with pytest.raises(ValueError, match="unknown game"):
        agents.env("chess")
    with pytest.raises(ValueError, match="option"):
        agents.env("connect5", colour="red")
    with pytest.raises(ValueError, match="render_mode"):
        agents.env("connect5", render_mode="rgb_array")


def test_ansi_rendering_begins_with_the_position_in_words() -> None:
    env = agents.env("connnect", render_mode="ansi")
    env.reset(seed=2)
    rendered = env.render()
    assert rendered is not None  # the ansi mode renders to text
    assert rendered.splitlines()[0] == env.game.describe()


def shown(env: GameEnv) -> Any:
    """``env.widget``, read afresh: mypy would keep it ``None``, as an ``assert env.widget is None``
    left it, past the reset that shows the widget."""
    return env.widget


def test_the_widget_follows_a_copy_of_the_agents_game(capsys: Any) -> None:
    env = agents.env("connect5", render_mode="human")
    assert env.widget is None  # shown at the first reset, not when made
    env.reset(seed=3)
    widget = shown(env)
    for _ in range(6):
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    assert widget.game is not env.game and widget.game.history == env.game.history
    assert widget.view["board"]  # drawn
    widget.game.undo()  # a person's Undo in the widget changes only the copy...
    env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    assert widget.game.history == env.game.history  # ...which is replaced at the next step
    env.reset(seed=4)
    assert shown(env) is widget and widget.game.seed == 4 and widget.game.history == env.game.history
    env.close()
    assert env.widget is None


def test_the_docs_show_each_games_layout() -> None:
    text = (REPO / "docs" / "agents.md").read_text(encoding="utf-8")
    for name in agents.GAMES:
        assert agents.env(name).layout.table() in text, f"docs/agents.md: the layout of {name} is not current"


def test_eaten_tokens_that_come_back_stay_within_the_observation_space() -> None:
    """With ``eaten_return`` a token may be eaten again and again: more than every rival token once."""
    env = agents.env("connect5", eaten_return=True, tokens=1)
    play_random(env, 23, set())  # asserts that every observation is within its space
    assert max(env.game.view(None)["eaten"]) == 3  # beyond players x rounds (2), the bound without eaten_return


def test_a_stalled_game_is_truncated_after_max_actions() -> None:
    env = agents.env("connect_the_thoughts", max_actions=6)
    env.reset(seed=0)
    played: list[str] = []
    for agent in env.agent_iter():
        _, reward, termination, truncation, _ = env.last()
        if termination or truncation:
            assert truncation and not termination and reward == 0
            env.step(None)
            continue
        legal = env.game.legal_actions(int(agent.removeprefix("player_")))
        action = next(a for a in ("return", "place", "pick") if a in legal)  # pick a card, give it back, again
        played.append(action)
        for token in env.spell(action):
            env.step(token)
    assert len(played) == 6 and not env.game.is_over and env.agents == []
    for bad in (0, 2.5, True):
        with pytest.raises(ValueError, match=f"max_actions must be None or a positive whole number, not {bad!r}"):
            agents.env("connect5", max_actions=bad)
