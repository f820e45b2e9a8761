"""A search has one budget, and its repr says what it is: ``simulations`` and ``seconds`` together
were taken and both acted as caps (whichever came first), while the repr showed only the simulations,
so a spec that promised a reproducible table could be cut short by the clock. A level's budget is
still replaced by the one given, as the strength benchmark gives hard one second a move."""

from __future__ import annotations

from concurrent.futures import Executor
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.core.registry import build_bot
from connect_widgets.core.search import SearchBot

BOTH = (
    "give a search one budget, not simulations=10 and seconds=0.05: simulations play the same moves on any "
    "machine, seconds as many simulations as the machine makes in that time; leave the other out (or None)"
)


@pytest.mark.parametrize("name", cw.GAME_NAMES)
@pytest.mark.parametrize("kind", ["mcts", "medium", "hard"])
def test_both_budgets_at_once_are_refused_saying_how_to_pick_one(name: str, kind: str) -> None:
    with pytest.raises(ValueError) as refusal:
        cw.make_bot(name, kind, seed=1, seconds=0.05, simulations=10)
    assert str(refusal.value) == BOTH
    with pytest.raises(ValueError) as spec:
        cw.play(name, bots={1: {"kind": kind, "simulations": 10, "seconds": 0.05}})
    assert str(spec.value) == BOTH


class NoGames(Executor):
    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a game was handed to the executor before the arguments were refused")


def test_an_arena_spec_with_both_budgets_is_refused_before_any_game() -> None:
    bots: dict[str, str | dict[str, Any]] = {"A": {"kind": "mcts", "simulations": 10, "seconds": 0.05}, "B": "easy"}
    with pytest.raises(ValueError) as refusal:
        cw.arena("connect5", bots, games=2, executor=NoGames())
    assert str(refusal.value) == f"bot 'A': {BOTH}"
    with pytest.raises(ValueError, match=r"^give a search one budget"):
        SearchBot(seed=1, seconds=1, simulations=1)


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_a_level_with_seconds_thinks_for_that_time_instead_of_its_simulations(name: str) -> None:
    for spec in ({"kind": "hard", "seconds": 1}, {"kind": "hard", "simulations": None, "seconds": 1}):
        bot = build_bot(name, spec, seed=1)  # the strength benchmark's spec, as cw.arena builds it
        assert isinstance(bot, SearchBot)
        assert (bot.seconds, bot.simulations) == (1, None)
    counted = cw.make_bot(name, "hard", seed=1, simulations=50, seconds=None)
    assert isinstance(counted, SearchBot)
    assert (counted.seconds, counted.simulations) == (None, 50)


@pytest.mark.parametrize(
    ("name", "kind", "settings", "shown"),
    [
        (
            "connnect",
            "medium",
            {},
            "ConnnectSearch(level='medium', simulations=40, temperature=1.25, width=6, lookahead=1)",
        ),
        ("connnect", "hard", {}, "ConnnectSearch(level='hard', simulations=400, width=6, lookahead=1, prior_weight=3)"),
        (
            "connnect",
            "hard",
            {"seconds": 1},
            "ConnnectSearch(level='hard', seconds=1, width=6, lookahead=1, prior_weight=3)",
        ),
        ("connnect", "easy", {}, "HeuristicBot(level='easy')"),
        ("connect5", "mcts", {"simulations": 7}, "Connect5Search(simulations=7)"),
        ("connect5", "mcts", {"seconds": 0.5, "exploration": 1.5}, "Connect5Search(seconds=0.5, exploration=1.5)"),
        ("connect5", "medium", {}, "Connect5Search(level='medium', simulations=100, temperature=1, threat_depth=1)"),
        ("num_connect", "hard", {}, "NumConnectSearch(level='hard', simulations=400)"),
        ("num_connect", "heuristic", {}, "HeuristicBot()"),
        ("num_connect", "easy", {}, "HeuristicBot(level='easy')"),
        ("connect_the_thoughts", "heuristic", {"careless": 0.25}, "HeuristicBot(careless=0.25)"),
        ("connect_the_thoughts", "medium", {}, "ConnectTheThoughtsSearch(level='medium', simulations=100)"),
        ("connect5", "random", {}, "RandomBot()"),
    ],
)
def test_a_bot_s_repr_names_its_class_level_and_settings(name: str, kind: str, settings: Any, shown: str) -> None:
    bot = cw.make_bot(name, kind, seed=1, **settings)
    assert repr(bot) == shown


def test_the_settings_shown_are_the_ones_make_bot_takes() -> None:
    bot = cw.make_bot("connnect", "medium", seed=1)
    again = cw.make_bot("connnect", "mcts", seed=1, **bot.settings())
    assert repr(again) == repr(bot).replace("level='medium', ", "")
