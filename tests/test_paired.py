"""The paired search (``core/paired.py``): every candidate tried on the same sampled worlds, the worse
half dropped each time the worlds double, within the same budgets and analysis as the tree search."""

from __future__ import annotations

import math
import random
from collections import defaultdict
from dataclasses import replace
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets import CHANCE
from connect_widgets.core.game import Game
from connect_widgets.core.paired import FIRST_HALVING, PairedSearch, Trial, _analysis, draw_by_lead
from connect_widgets.core.search import Analysis, Candidate
from connect_widgets.table.thoughts import reason
from connect_widgets.table.words import TABLE_WORDS

from .toy_game import ToyGame


class FirstRoll(PairedSearch):
    """Stops each playout at the first die and notes, per candidate, the die each world rolled."""

    def __init__(self, **settings: Any) -> None:
        super().__init__(**settings)
        self.rolls: dict[str, list[str]] = defaultdict(list)

    def pause(self, world: Game[Any]) -> bool:
        return world.history[-1][0] == CHANCE

    def estimate(self, world: Game[Any]) -> list[float]:
        candidate = world.history[0][1]  # a world's history starts with the candidate
        self.rolls[candidate].append(next(action for actor, action in world.history if actor == CHANCE))
        return super().estimate(world)


def toy(ann: int = 0) -> Game[Any]:
    """The toy game with Ann (``ann`` points) to pick and Bob's pick made (hidden from Ann: each world draws it)."""
    game = ToyGame(players=["Ann", "Bob"], seed=0)
    game._state = ((ann, 0), (None, 1))  # a test may set the state, to script a position
    return game


def test_every_candidate_meets_the_same_dice_in_the_same_world() -> None:
    bot = FirstRoll(seed=5, simulations=3 * 8)
    bot.choose(toy().seat(0))
    assert set(bot.rolls) == {"pick 1", "pick 2", "pick 3"}
    shared = min(len(rolls) for rolls in bot.rolls.values())
    for world in range(shared):
        assert len({rolls[world] for rolls in bot.rolls.values()}) == 1, f"world {world}: {dict(bot.rolls)}"
    assert len({bot.rolls["pick 1"][world] for world in range(shared)}) > 1  # the worlds differ from each other


def test_the_worse_half_is_dropped_when_the_worlds_reach_four_and_the_budget_is_exact() -> None:
    bot = FirstRoll(seed=1, simulations=3 * FIRST_HALVING + 2 * 4)
    bot.choose(toy().seat(0))
    analysis = bot.analysis()
    assert analysis is not None and analysis.simulations == 20 and analysis.worlds == 8
    assert sorted(candidate.visits for candidate in analysis.candidates) == [4, 8, 8]
    assert sum(candidate.share for candidate in analysis.candidates) == pytest.approx(1.0)
    dropped = analysis.candidates[-1]
    assert dropped.visits == 4 and analysis.chosen != dropped.action


def test_it_picks_the_best_expected_lead_and_the_same_seed_picks_the_same() -> None:
    """Picking 3 scores 3 on a die of 3 or more (2 points on average), picking 2 scores 1.67 and 1 scores 1:
    against the same die and the same pick of Bob's in each world, the bigger pick leads."""
    for seed in range(4):
        first, second = (FirstRoll(seed=seed, simulations=60) for _ in range(2))
        assert first.choose(toy().seat(0)) == second.choose(toy().seat(0)) == "pick 3"
        assert first.analysis() == second.analysis()
        candidates = first.analysis().candidates  # type: ignore[union-attr]
        assert [candidate.action for candidate in candidates] == ["pick 3", "pick 2", "pick 1"]
        assert candidates[0].score_difference > candidates[1].score_difference


def test_a_move_that_wins_only_through_the_die_is_searched_not_taken_blind() -> None:
    """Ann at 5 of 6: each pick may win, but only once the die is rolled (chance acts after it), so
    none is a move that "wins at once": the search weighs them all."""
    bot = PairedSearch(seed=0, simulations=30)
    bot.choose(toy(ann=5).seat(0))
    analysis = bot.analysis()
    assert analysis is not None and analysis.simulations == 30 and len(analysis.candidates) == 3
    assert not any(candidate.wins_at_once for candidate in analysis.candidates)


SOLO_LAST_MOVE = (  # Connnect alone, round 12: every legal move ends the game, each with a score of its own
    "phase=claim round=12 active=0 first=0 prep_rolls=2 shape_cards=IFTN face_down=I "
    "score_cards=14,13,12 objectives=A1,B2,C4 dice=146 zone_die=1 "
    "tracker=626,444,114,446,626,446,135,623,645,211,523,146 connect4_first=I0,O5,T0,S4,L5 "
    "last=0:free_skip_6\n"
    "444414/344323/2331.2/13.165/234166/565432 x: "
    "c:4S-c1d1b2c2,4L-a4a5b5c5,4O-d1e1d2e2,3I-a1a2a3,5I-b6c6d6e6f6,3I-f1f2f3,3I-d3d4d5,3V-b3c3b4,3V-e4e5f5 "
    "b:xoxxoxoooocoxooxxo f:6 d:146 w: p: k:0 4:I..OoxT..SoxLox 5:I16 o:4,4,0 s:acting t:69"
)


def test_a_move_that_wins_at_once_is_the_one_that_wins_by_most() -> None:
    game = cw.new_game("connnect", players=1, position=SOLO_LAST_MOVE)
    final = {action: _scored(game, action) for action in game.legal_actions(0)}
    assert len(final) > 2 and final["plus b1 -2"] == 69 and max(final.values()) == 72  # the first is not the best
    bot = cw.make_bot("connnect", "hard", seed=0)
    assert final[bot.choose(game.seat(0))] == 72
    analysis = bot.analysis()
    assert analysis is not None and analysis.candidates[0].wins_at_once
    assert reason(analysis, TABLE_WORDS.table("en", "")) == "It scores 3 points. It wins the game at once."


def _scored(game: Game[Any], action: str) -> int:
    after = game.clone()
    after.apply(0, action)
    assert after.is_over
    return after.scores()[0]


def test_a_move_dropped_after_lucky_worlds_is_read_on_the_best_move_s_worlds() -> None:
    """The best move led by 2 on the first 4 worlds and by -1 over all 8; a move dropped after those
    4 worlds led by 1 there, 1 behind the best: its expected lead is -1 - 1, not its own +1."""
    best = Trial("best", [2.0] * 4 + [-4.0] * 4)
    dropped = Trial("dropped", [1.0] * 4, out_after=4)
    analysis = _analysis(0, [dropped, best], 12, 0.0)
    assert [(c.action, c.visits, c.score_difference) for c in analysis.candidates] == [
        ("best", 8, -1.0),
        ("dropped", 4, -2.0),
    ]
    # Ahead in each of its own 4 worlds, as the best was there; the best was ahead in 4 of its 8: so the
    # dropped move is ahead in half, read on the best's worlds (it was 1.0, its own 4 worlds, once).
    assert analysis.candidates[1].value == 0.5 and analysis.worlds == 8
    rng = Recorder()
    draw_by_lead(analysis, 1.0, rng)
    assert rng.asked[0] == pytest.approx([1.0, math.exp(-1.0)])  # drawn e times less often, not more


@pytest.mark.parametrize(
    ("best", "dropped", "value"),
    [
        ([-1.0] * 4 + [1.0] * 4, [1.0, 1.0, 1.0, -1.0], 1.0),  # 0.5 + 0.75 - 0 = 1.25: a share stays at most 1
        ([1.0] * 4 + [-1.0] * 4, [-1.0, -1.0, -1.0, 1.0], 0.0),  # 0.5 + 0.25 - 1 = -0.25: and at least 0
        ([0.0, 1.0, -1.0, 1.0] + [-1.0] * 4, [1.0, 0.0, 0.0, -1.0], 0.1875),  # ties count half: 0.3125 + 0.5 - 0.625
    ],
)
def test_a_dropped_move_s_share_ahead_is_read_on_the_best_move_s_worlds(
    best: list[float], dropped: list[float], value: float
) -> None:
    """The share of worlds a move ends ahead in, corrected as its lead is: the best's share over all its
    worlds, plus the difference on the worlds both saw, kept between 0 and 1."""
    analysis = _analysis(0, [Trial("best", best), Trial("dropped", dropped, out_after=4)], 12, 0.0)
    assert [candidate.action for candidate in analysis.candidates] == ["best", "dropped"]
    assert analysis.candidates[1].value == pytest.approx(value)


@pytest.mark.parametrize(("setting", "value"), [("width", 0), ("width", 2.5), ("lookahead", True), ("lookahead", -1)])
def test_a_bad_width_or_lookahead_is_refused_by_name(setting: str, value: Any) -> None:
    with pytest.raises(ValueError, match=f"{setting} must be a positive whole number, not {value!r}"):
        PairedSearch(seed=0, **{setting: value})


LEADS = Analysis(
    0,
    "a",
    40,
    0.0,
    (Candidate("a", 16, 0.4, 0.6, 2.0), Candidate("b", 16, 0.4, 0.5, 1.0), Candidate("c", 8, 0.2, 0.2, -3.0)),
    worlds=16,
)


class Recorder(random.Random):
    """A generator that notes the weights it is asked to draw with, and picks the last choice."""

    def __init__(self) -> None:
        super().__init__(0)
        self.asked: list[list[float]] = []

    def choices(self, population: Any, weights: Any = None, **_: Any) -> list[Any]:
        self.asked.append(list(weights))
        return [population[-1]]


def test_a_temperature_draws_by_expected_lead_in_points() -> None:
    rng = Recorder()
    drawn = draw_by_lead(LEADS, 2.0, rng)
    assert drawn.chosen == "c" and drawn.candidates == LEADS.candidates
    assert rng.asked[0] == pytest.approx([1.0, math.exp(-0.5), math.exp(-2.5)])  # 1 point behind: e^-1/2 at t=2
    winning = replace(LEADS, candidates=(replace(LEADS.candidates[0], wins_at_once=True), *LEADS.candidates[1:]))
    assert draw_by_lead(winning, 2.0, rng) == winning and len(rng.asked) == 1  # a win is never drawn against


def test_the_same_seed_draws_the_same_and_a_higher_temperature_strays_more() -> None:
    def strays(temperature: float) -> int:
        return sum(draw_by_lead(LEADS, temperature, random.Random(seed)).chosen != "a" for seed in range(400))

    assert [draw_by_lead(LEADS, 1.0, random.Random(seed)).chosen for seed in range(20)] == [
        draw_by_lead(LEADS, 1.0, random.Random(seed)).chosen for seed in range(20)
    ]
    assert 0 < strays(0.5) < strays(4.0) < 400 * 2 / 3


def test_the_reason_says_a_paired_move_was_drawn_over_a_better_lead() -> None:
    english, french = TABLE_WORDS.table("en", ""), TABLE_WORDS.table("fr", "")
    drawn = replace(LEADS, chosen="b")
    assert reason(drawn, english) == (
        "It does not always play its best move: it drew this one (expected lead +1.0) over a (+2.0)."
    )
    assert reason(drawn, french).startswith("Il ne joue pas toujours son meilleur coup : il a tiré celui-ci (avance")


class Judging(FirstRoll):
    """Priors that rate "pick 2" e times above the other picks."""

    def priors(self, seat: Any, actions: list[str]) -> dict[str, float]:
        return {action: 1.0 if action == "pick 2" else math.exp(-1.0) for action in actions}


def test_weighed_in_priors_outweigh_a_smaller_lead_and_the_leads_shown_stay_the_search_s() -> None:
    """Picking 3 leads picking 2 by about 1/3 of a point; a prior weight of 1 costs it 1 point, so 2 is played."""
    plain, judging = Judging(seed=3, simulations=60), Judging(seed=3, simulations=60, prior_weight=1.0)
    assert plain.choose(toy().seat(0)) == "pick 3"
    assert judging.choose(toy().seat(0)) == "pick 2"
    judged = judging.analysis()
    assert judged is not None and judged.judged and judged.candidates[0].action == "pick 2"
    leads = {candidate.action: candidate.score_difference for candidate in judged.candidates}
    assert leads["pick 3"] > leads["pick 2"]  # what the search measured, not its rank
    assert reason(judged, TABLE_WORDS.table("en", "")) == (
        f"Its rules of thumb rate it above pick 3: that move's expected lead of {leads['pick 3']:+.1f} was not "
        f"enough to overrule them (this one's: {leads['pick 2']:+.1f})."
    )
    assert reason(judged, TABLE_WORDS.table("fr", "")).startswith("Ses règles empiriques le placent devant pick 3 :")


def test_a_prior_weight_that_does_not_change_the_move_leaves_the_usual_reason() -> None:
    bot = FirstRoll(seed=3, simulations=60, prior_weight=1.0)  # even priors: every move's weight is the same
    assert bot.choose(toy().seat(0)) == "pick 3"
    analysis = bot.analysis()
    assert analysis is not None and reason(analysis, TABLE_WORDS.table("en", "")).startswith("The best of the moves")


@pytest.mark.parametrize("value", [-1, 11, math.nan, True, "1"])
def test_a_bad_prior_weight_is_refused_by_name(value: Any) -> None:
    with pytest.raises(ValueError, match=f"prior_weight must be a number from 0 to 10, not {value!r}"):
        PairedSearch(seed=0, prior_weight=value)


def test_a_drawn_move_counts_its_judgement_with_its_lead() -> None:
    rng = Recorder()
    draw_by_lead(LEADS, 1.0, rng, {"a": -2.0, "b": 0.0})  # b's priors make up for its point of lead and more
    assert rng.asked[0] == pytest.approx([1.0, math.exp(1.0), math.exp(-3.0)])  # a at 2 - 2, b at 1, c at -3
