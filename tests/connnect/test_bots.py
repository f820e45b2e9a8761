"""Connnect's bots on scripted positions: Free Actions and kept bonuses spent for a Connect-5,
kept otherwise; the search registered as "mcts", taking a Connect-5 card before it is gone."""

from __future__ import annotations

import math
import random

import connect_widgets as cw
from connect_widgets.connnect import BOTS, HeuristicBot, legal_claims
from connect_widgets.connnect.bots import ConnnectSearch
from connect_widgets.connnect.cards import BONUS_INDEX, CIRCLED
from connect_widgets.connnect.teaching import open_letters, shapes_within_reach, sheet_of, space_names, within_reach
from connect_widgets.testing import play_bots

from .helpers import claim, fill, play_round, roll, scripted


def four_threes_in_row_3():
    """Lisa's row 3 reads 3 3 3 3 . (a3-d3; a3 is a setup space), the Connect-5 "I" is face up,
    and zone 5 (rows 3-4) is rolled with the Number Dice 2 and 6: no 3 to finish the row."""
    game = scripted()
    play_round(game, (3, 3, 5), 5, writes={0: ["write b3 3", "write c3 3"]})
    play_round(game, (3, 5, 6), 5, writes={0: ["write d3 3", "write a4 6"]})
    roll(game, (2, 5, 6), 5)
    return game


def play_through(game, bot, player=0):
    """``bot`` plays ``player``'s part of the Fill and Claim Phases; the others write and pass."""
    chosen = []
    for phase in ("fill", "claim"):
        while game.state.phase == phase and player in game.actors():
            action = bot.choose(game.seat(player))
            chosen.append(action)
            game.apply(player, action)
        (fill if phase == "fill" else claim)(game)
    return chosen


def test_a_free_action_finishes_a_connect5_which_is_then_claimed() -> None:
    game = four_threes_in_row_3()
    chosen = play_through(game, HeuristicBot(1))
    assert chosen[0] in ("free 2 to 3", "free 6 to 3")  # the old greedy bot wrote the 6 next to a4's 6
    assert chosen[1] in ("write e3 3", "write d4 3")  # the "I" of a3-e3, or the "L" of a3-d3 and d4
    assert any(action.startswith("claim a3 b3 c3 d3 ") for action in chosen)
    assert [points for _, points in cw.connnect.read_sheet(game, 0)["connect5"]] == [16]


def test_the_teaching_helper_shows_the_connect5_one_number_away() -> None:
    game = four_threes_in_row_3()
    reach = [r for r in shapes_within_reach(game, 0) if r.kind == "5I"]
    assert [(space_names(r.cells), space_names(r.empty), r.numbers) for r in reach] == [
        (("a3", "b3", "c3", "d3", "e3"), ("e3",), ((3,),))
    ]


def test_no_free_action_just_for_a_better_spot() -> None:
    """Zone 5 with 1 and 6 in round 1: a Free Action turning a die into a 3 would put it next to
    a3's 3 (the best spot on the sheet), but completes no Connect: the bot writes its dice."""
    game = scripted()
    roll(game, (1, 5, 6), 5)
    values = HeuristicBot(1).values(game.seat(0))
    assert max(values["free 1 to 3"], values["free 6 to 3"]) < max(
        v for a, v in values.items() if a.startswith("write")
    )
    chosen = play_through(game, HeuristicBot(1))
    assert not any(action.startswith("free") for action in chosen)
    assert cw.connnect.read_sheet(game, 0)["free_used"] == 0


def test_plus_or_minus_turns_a_number_into_the_missing_connect5() -> None:
    """Lisa holds Plus or minus (circled for a Connect-3 of 1s) and her row 3 reads 3 3 3 3 4: she
    changes the 4 into a 3 and claims the Connect-5 "I"."""
    game = scripted()
    play_round(
        game, (1, 1, 2), 2, writes={0: ["write c1 1", "write d1 1"]}, claims={0: ["claim c1 d1 e1", "circle 3p1"]}
    )
    play_round(game, (3, 3, 5), 5, writes={0: ["write b3 3", "write c3 3"]})
    play_round(game, (3, 4, 5), 5, writes={0: ["write d3 3", "write e3 4"]})
    assert cw.connnect.read_sheet(game, 0)["bonuses"]["3p1"] == "c"
    roll(game, (1, 5, 6), 5)
    chosen = play_through(game, HeuristicBot(1))
    assert chosen[0] in ("plus e3 -1", "plus d2 +1")  # d2's 2 makes an "L" with a3-d3; the old bot wrote
    assert [points for _, points in cw.connnect.read_sheet(game, 0)["connect5"]] == [16]


def test_the_heuristic_makes_connect5s_in_seeded_games() -> None:
    """Four seeded games between two heuristic bots: before Free Actions and Connect-5 claims were
    valued, such games made about 0.05 Connect-5 per game; now more than one each."""
    made = 0
    for seed in range(4):
        game = cw.new_game("connnect", players=2, seed=5000 + seed)
        play_bots(game, [HeuristicBot(seed), HeuristicBot(seed + 100)], seed=seed)
        made += sum(len(cw.connnect.read_sheet(game, p)["connect5"]) for p in range(2))
    assert made >= 4


def test_the_search_claims_a_contested_connect5_before_it_is_gone() -> None:
    """Lisa and Lucas both have four 3s in row 3 and write the fifth: both can claim the Connect-5
    "I" this round. Claimed, it turns face down at the end of the round, so whoever waits loses it
    (the one interaction in Connnect that costs at once). The search claims it now."""
    assert BOTS["mcts"] is ConnnectSearch
    game = scripted()
    both = lambda *actions: {0: list(actions), 1: list(actions)}  # noqa: E731
    play_round(game, (3, 3, 5), 5, writes=both("write b3 3", "write c3 3"))
    play_round(game, (3, 5, 6), 5, writes=both("write d3 3", "write a4 6"))
    roll(game, (2, 5, 6), 5)
    fill(game, both("free 2 to 3", "write e3 3", "write b4 6"))
    for seed in range(5):  # the generic search (random priors and order) waits or claims less on seeds 1 and 4
        bot = cw.make_bot("connnect", "mcts", seed=seed, simulations=60)
        assert bot.choose(game.seat(0)) == "claim a3 b3 c3 d3 e3"


def test_the_claims_within_reach_of_no_number_are_the_legal_claims() -> None:
    """``within_reach(..., missing=0)`` (what the bots read as "claimable now") lists exactly the
    engine's legal claims, on the sheets of seeded random games (without "Claimed Number again")."""
    compared = 0
    for seed in range(6):
        game = cw.new_game("connnect", players=2, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            for player in range(2):
                sheet = game.state.sheets[player]  # a test may read the state, to compare
                if sheet.bonuses[BONUS_INDEX["4a"]] == CIRCLED:
                    continue
                reach = within_reach(sheet_of(cw.connnect.read_sheet(game, player)), open_letters(game), 0)
                assert {r.cells for r in reach} == set(legal_claims(game.state, player, "branch", False))
                compared += bool(reach)
            actor = rng.choice(game.actors())
            game.apply(actor, rng.choice(game.legal_actions(actor)))
    assert compared > 100


def test_hard_weighs_in_the_heuristic_and_medium_does_not() -> None:
    """Hard ranks a move by its lead less 1.5 points per heuristic point below the favourite
    (``prior_weight`` 3 on priors ``exp(value / 2)``); medium, which slips by lead, does not."""
    game = cw.new_game("connnect", players=2, seed=3)
    play_bots(game, [HeuristicBot(seed=0), HeuristicBot(seed=1)])  # to its end, then back to a Fill Phase
    while game.view(None)["phase"] != "fill" or len(game.legal_actions(0)) < 3:
        game.undo()
    hard, medium = (cw.make_bot("connnect", level, seed=0, simulations=24) for level in ("hard", "medium"))
    hard.choose(game.seat(0))
    medium.choose(game.seat(0))
    judged, plain = hard.analysis(), medium.analysis()
    assert judged is not None and plain is not None
    assert judged.judged and not plain.judged
    assert isinstance(hard, ConnnectSearch)
    priors = hard.priors(game.seat(0), game.legal_actions(0))
    ranks = {c.action: c.score_difference + 3.0 * math.log(priors[c.action]) for c in judged.candidates}
    assert judged.chosen == max(ranks, key=ranks.__getitem__)
