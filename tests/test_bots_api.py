"""The bots' public surface: a level's budget unless one is given, specs whose keys clash with
``make_bot``'s own arguments, a bot given the game instead of a seat, ``analysis()`` on every bot,
an arena spec that cannot reach the worker processes, and the thinking panel's words where the
search counted little or nothing (a count over every move, one world, no simulation)."""

from __future__ import annotations

import random
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.core.analysis import Analysis, Candidate, only_move
from connect_widgets.core.bots import BaseBot
from connect_widgets.core.registry import build_bot
from connect_widgets.core.search import SearchBot
from connect_widgets.table.thoughts import reason, thought_view
from connect_widgets.table.words import TABLE_WORDS

EN, FR = TABLE_WORDS.table("en", ""), TABLE_WORDS.table("fr", "")


@pytest.mark.parametrize("name", ["connect5", "connnect"])
@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_budget_of_none_means_the_levels_own(name: str, level: str) -> None:
    own = cw.make_bot(name, level, 0)
    assert isinstance(own, SearchBot)
    for settings in ({"seconds": None}, {"simulations": None}, {"seconds": None, "simulations": None}):
        bot = cw.make_bot(name, level, 0, **settings)
        assert isinstance(bot, SearchBot)
        assert (bot.simulations, bot.seconds, bot.temperature) == (own.simulations, None, own.temperature)
        spec = build_bot(name, {"kind": level, **settings}, 0)  # as cw.play and cw.arena take it
        assert isinstance(spec, SearchBot)
        assert (spec.simulations, spec.seconds) == (own.simulations, None)
    timed = cw.make_bot(name, level, 0, seconds=2, simulations=None)  # a budget given replaces the level's
    assert isinstance(timed, SearchBot)
    assert (timed.simulations, timed.seconds) == (None, 2)


@pytest.mark.parametrize(
    ("spec", "refusal"),
    [
        ({"kind": "mcts", "seed": 3}, "a bot spec cannot set 'seed': the table or the arena seeds each bot itself"),
        ({"kind": "hard", "name": "x"}, "a bot spec cannot set 'name': the game is the table's or the arena's"),
        ({"kind": "mcts", 1: 2}, "a bot spec's settings are named by text, like 'simulations', not 1"),
    ],
    ids=["seed", "name", "a number as a key"],
)
def test_a_spec_key_that_make_bot_takes_itself_is_refused_in_words(spec: dict[Any, Any], refusal: str) -> None:
    with pytest.raises(ValueError) as play:
        cw.play("connect5", bots={1: spec})
    assert str(play.value) == refusal
    with pytest.raises(ValueError) as arena:
        cw.arena("connect5", {"A": spec, "B": "easy"}, games=2)
    assert str(arena.value) == f"bot 'A': {refusal}"


@pytest.mark.parametrize("name", cw.GAME_NAMES)
@pytest.mark.parametrize("kind", ["random", "easy", "mcts"])
def test_a_bot_given_the_game_or_nothing_says_to_pass_a_seat(name: str, kind: str) -> None:
    game = cw.new_game(name, players=2, seed=3)
    bot = cw.make_bot(name, kind, 0)
    with pytest.raises(ValueError, match=r"not the game: pass game\.seat\(player\), like bot\.choose\(game\.seat\(0\)"):
        bot.choose(game)  # type: ignore[arg-type]  # the game, not a seat, on purpose
    with pytest.raises(ValueError, match=r"^a bot chooses through a seat, game\.seat\(player\), not None$"):
        bot.choose(None)  # type: ignore[arg-type]  # nothing, on purpose
    assert game.history == () or all(actor == cw.CHANCE for actor, _ in game.history)  # nothing played


@pytest.mark.parametrize("name", cw.GAME_NAMES)
@pytest.mark.parametrize("kind", ["random", "easy"])
def test_every_bot_answers_analysis_none_when_it_does_not_search(name: str, kind: str) -> None:
    game = cw.new_game(name, players=2, seed=3)
    bot = cw.make_bot(name, kind, 0)
    actor = next(actor for actor in game.actors() if actor != cw.CHANCE)
    bot.choose(game.seat(actor))
    assert bot.analysis() is None


def first_action(game: Any, actor: int, actions: list[str], rng: random.Random) -> str:
    return actions[0]


def test_an_arena_spec_the_worker_processes_cannot_receive_is_refused_before_any_game() -> None:
    spec = {"kind": "mcts", "simulations": 2, "policy": lambda game, actor, actions, rng: actions[0]}
    with pytest.raises(ValueError, match=r"^bot 'P': its spec cannot be sent to the worker processes \(.*\): define"):
        cw.arena("connect5", {"P": spec, "R": "random"}, games=2, seed=0)
    with ThreadPoolExecutor(1) as here:  # in this process, the lambda needs no pickling
        assert cw.arena("connect5", {"P": spec, "R": "random"}, games=2, seed=0, executor=here).rows[0].games == 2


def test_the_block_is_counted_over_every_legal_move_not_the_ones_searched() -> None:
    game = cw.new_game("connect5", seed=1, setup="e6=B e7=B e8=B e9=B d9=R f9=R")  # Blue's four: only e4 stops it
    for simulations in (20, 60):
        bot = cw.make_bot("connect5", "mcts", 0, simulations=simulations)
        assert bot.choose(game.seat(0)) == "e4"
        analysis = bot.analysis()
        assert analysis is not None  # a search says how it chose
        assert reason(analysis, EN) == (
            "It blocks Blue's four. It stops an immediate win: 71 other moves would have let it happen."
        )


def test_one_sampled_future_is_worded_in_the_singular() -> None:
    analysis = Analysis(0, "write a2 2", 10, 0.0, (Candidate("write a2 2", 2, 0.2, 1.0, 1.7),), worlds=1)
    assert reason(analysis, EN) == (
        "The best of the moves tried on one sampled future, the same for each (10 simulations): a lead of +1.7 in it."
    )
    assert reason(analysis, FR) == (
        "Le meilleur des coups essayés sur un futur tiré au sort, le même pour chacun (10 simulations) : "
        "une avance de +1,7 dans ce futur."
    )


def test_a_move_played_without_searching_is_not_given_a_share_of_simulations() -> None:
    game = cw.new_game("connect5", seed=1)
    interaction = cw.play("connect5").table.interaction
    view = thought_view(game, interaction, 0, only_move(0, "e3", 5), True, EN, None)
    assert [candidate["text"] for candidate in view["candidates"]] == ["e3: played without searching"]
    assert view["reason"] == "It was the only move worth weighing: no careful player makes the other legal moves here."
    french = thought_view(game, interaction, 0, only_move(0, "e3"), True, FR, None)
    assert [candidate["text"] for candidate in french["candidates"]] == ["e3 : joué sans chercher"]


def test_an_analysis_prints_as_a_few_lines_of_its_candidates() -> None:
    """``print(bot.analysis())`` printed a 1,000-character dataclass repr on one line."""
    game = cw.new_game("connect5", seed=1)
    game.apply(0, "e3")
    bot = cw.make_bot("connect5", "hard", seed=1, simulations=60)
    chosen = bot.choose(game.seat(1))
    analysis = bot.analysis()
    assert analysis is not None
    lines = str(analysis).splitlines()
    assert lines[0] == f"{chosen} chosen after 60 simulations"
    assert len(lines) == 1 + len(analysis.candidates)
    for line, candidate in zip(lines[1:], analysis.candidates, strict=True):
        assert line.split()[:3] == [candidate.action, str(candidate.visits), "simulations,"]
        assert f"value {candidate.value:.2f}" in line and f"margin {candidate.score_difference:+.1f}" in line


class _NotABaseBot:
    """A game's bot that forgot to derive from BaseBot: no ``analysis()``, no ``plays``."""

    kind = "lazy"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, seat: Any) -> str:
        return str(seat.legal_actions()[0])


def test_a_games_bot_that_is_no_base_bot_is_refused_by_name(
    toy_registered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests import toy_module

    monkeypatch.setitem(toy_module.BOTS, "lazy", _NotABaseBot)
    with pytest.raises(TypeError, match=r"toy's bot 'lazy' is a _NotABaseBot, not a BaseBot \(docs/ADDING_A_GAME.md\)"):
        cw.make_bot("toy", "lazy", 0)
    assert isinstance(cw.make_bot("toy", "random", 0), BaseBot)  # the package's own still are


def test_the_panel_writes_numbers_as_its_language_does_and_never_minus_zero() -> None:
    game = cw.new_game("connect5", seed=1)
    interaction = cw.play("connect5").table.interaction
    candidates = (Candidate("e3", 60, 0.6, 0.5, 1.25), Candidate("c3", 25, 0.25, 0.5, -0.04))
    analysis = Analysis(0, "e3", 100, 0.0, candidates)
    english = [c["text"] for c in thought_view(game, interaction, 0, analysis, False, EN, None)["candidates"]]
    assert english[1] == "c3: 25% of the simulations, expected score +0.0"  # -0.04 rounds to nothing
    french = [c["text"] for c in thought_view(game, interaction, 0, analysis, False, FR, None)["candidates"]]
    assert french == [
        "e3 : 60\u202f% des simulations, score attendu +1,2",
        "c3 : 25\u202f% des simulations, score attendu +0,0",
    ]


def test_a_place_two_candidates_name_is_marked_once_by_the_better_rank() -> None:
    game = cw.new_game("connect5", seed=2, setup="c1=R d1=B f1=B e9=BB i9=B")
    interaction = cw.play("connect5").table.interaction
    candidates = (Candidate("e8", 60, 0.6, 0.5, 1.0), Candidate("e9/e8", 30, 0.3, 0.5, 0.5))
    view = thought_view(game, interaction, 1, Analysis(1, "e8", 100, 0.0, candidates), False, EN, None)
    assert [c["targets"] for c in view["candidates"]] == [["dot:e8"], ["dot:e9"]]


def test_a_refuted_candidate_says_why_it_ranks_below_one_searched_less() -> None:
    game = cw.new_game("connect5", seed=1)
    interaction = cw.play("connect5").table.interaction
    candidates = (
        Candidate("g5", 180, 0.72, 0.9, 2.0),
        Candidate("f7", 1, 0.004, 0.5, 0.0),
        Candidate("c3", 3, 0.012, 0.0, -2.0, refuted=True),
    )
    view = thought_view(game, interaction, 0, Analysis(0, "g5", 250, 0.0, candidates, refuted=1), False, EN, None)
    texts = [c["text"] for c in view["candidates"]]
    assert texts[2] == "c3: 1% of the simulations, ruled out: a reply wins at once"
    assert texts[1] == "f7: 0% of the simulations, expected score +0.0"
