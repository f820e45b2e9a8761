"""One test per rule: zones, filling, Free Action, claims and "in order", rounds, scoring and the end."""

from __future__ import annotations

import re

import pytest

import connect_widgets as cw
from connect_widgets import CHANCE, IllegalAction, testing
from connect_widgets.connnect.board import INDEX, ZONE_CELLS, cell_name
from connect_widgets.connnect.claims import numbers_fit
from connect_widgets.connnect.scoring import free_action_penalty, line_points, scores, winners
from connect_widgets.connnect.state import Sheet

from .helpers import claim, fill, finish, play_round, roll, scripted

LISA, LUCAS = 0, 1


def cells(*names):
    return tuple(sorted(INDEX[n] for n in names))


def test_zones_1_to_3_are_column_pairs_and_4_to_6_row_pairs() -> None:
    assert {cell_name(c) for c in ZONE_CELLS[2]} == {f"{col}{r}" for col in "cd" for r in range(1, 7)}
    assert {cell_name(c) for c in ZONE_CELLS[6]} == {f"{col}{r}" for col in "abcdef" for r in (5, 6)}


def test_numbers_must_go_in_the_zone_one_per_space() -> None:
    game = scripted()
    roll(game, (2, 4, 5), 2)
    with pytest.raises(IllegalAction, match="not in zone 2") as refusal:
        game.apply(LISA, "write a1 4")
    assert "Zone Die" in refusal.value.rule
    refused(
        game,
        ("write c5 4", "only one"),  # the setup 4
        ("write c1 2", "not a Number Die"),
        ("done", "MUST still write"),
        ("plus a3 +1", "no circled, unused Plus or minus"),
    )


def test_only_the_active_player_chooses_the_zone_and_it_rotates() -> None:
    game = scripted(first=1)
    game.apply(CHANCE, "roll 2 4 5")
    assert game.actors() == (LUCAS,)
    assert game.legal_actions(LUCAS) == ["zone 2", "zone 4", "zone 5"]
    with pytest.raises(IllegalAction, match="Zone Die"):
        game.apply(LUCAS, "zone 3")
    game.apply(LUCAS, "zone 5")
    assert set(game.actors()) == {LISA, LUCAS}  # the Fill Phase is simultaneous
    fill(game)
    claim(game)
    assert game.state.active == LISA and game.state.round == 2


def test_chance_outcomes_are_the_56_rolls_of_three_dice() -> None:
    game = scripted()
    outcomes = game.chance_outcomes()
    assert len(outcomes) == 56 and abs(sum(p for _, p in outcomes) - 1) < 1e-12
    assert dict(outcomes)["roll 1 1 1"] == pytest.approx(1 / 216)
    assert dict(outcomes)["roll 1 2 3"] == pytest.approx(6 / 216)


def test_set_up_draws_four_shape_cards_and_one_objective_from_each_deck() -> None:
    game = cw.new_game("connnect", players=2, auto_chance=False)
    game.apply(CHANCE, "card F")
    assert "card F" not in game.legal_actions(CHANCE) and len(game.legal_actions(CHANCE)) == 7
    for letter in "ILT":
        game.apply(CHANCE, f"card {letter}")
    assert all(a.startswith("objective A") for a in game.legal_actions(CHANCE))
    game.apply(CHANCE, "objective A1")
    assert all(a.startswith("objective B") for a in game.legal_actions(CHANCE))


def test_own_setup_rolls_give_each_player_different_numbers() -> None:
    game = scripted(prep=((1, 1, 1), (2, 2, 2), (5, 5, 5), (6, 6, 6)), setup="own")
    assert game.state.sheets[LISA].grid[INDEX["e1"]] == 1 and game.state.sheets[LISA].grid[INDEX["d2"]] == 2
    assert game.state.sheets[LUCAS].grid[INDEX["e1"]] == 5 and game.state.sheets[LUCAS].grid[INDEX["d2"]] == 6
    assert game.state.phase == "roll"


def test_free_action_needs_a_space_or_a_full_zone() -> None:
    game = scripted()
    roll(game, (2, 4, 5), 4)
    with pytest.raises(IllegalAction, match="still has an empty space"):
        game.apply(LISA, "free skip 2")
    with pytest.raises(IllegalAction, match="different number"):
        game.apply(LISA, "free 2 to 2")


def test_free_action_changes_only_a_number_die_still_to_write() -> None:
    game = scripted()
    roll(game, (2, 4, 5), 4)
    game.apply(LISA, "write a1 2")
    refused(
        game,
        ("free 2 to 3", "2 is not a Number Die still to write"),  # written already
        ("free 6 to 3", "6 is not a Number Die still to write"),  # not rolled
    )
    game.apply(LISA, "free 5 to 3")
    assert game.state.sheets[LISA].to_write == (3,)


def test_out_only_when_no_die_can_be_written_and_no_free_action_is_left() -> None:
    rows12 = "123456/654321/....../....../....../......"  # zone 4 (rows 1-2) full
    empty = "/".join(["......"] * 6)
    for sheet in (f"{rows12} f:3", f"{empty} f:7"):  # Free Actions left; a space for the dice
        game = cw.new_game("connnect", players=1, seed=0, position=f"dice=245 zone_die=4 {sheet}")
        refused(game, ("out", "you can still play on"))
    game = cw.new_game("connnect", players=1, seed=0, position=f"dice=245 zone_die=4 {rows12} f:7")
    game.apply(LISA, "out")
    assert game.state.sheets[LISA].out


def test_free_action_penalty_is_the_leftmost_box_and_28_when_all_are_used() -> None:
    assert [free_action_penalty(Sheet(free_used=k), 28) for k in range(8)] == [0, 1, 3, 6, 10, 15, 21, 28]


def test_out_of_the_game_after_seven_free_actions() -> None:
    game = scripted(players=("Lisa",))
    spaces = [s for s in (f"{c}{r}" for r in (1, 2) for c in "abcdef") if s not in ("e1", "d2")]
    for k in range(5):
        play_round(game, (4, 3, 3), 4, writes={LISA: [f"write {spaces[2 * k]} 3", f"write {spaces[2 * k + 1]} 3"]})
    for _ in range(3):
        play_round(game, (4, 5, 5), 4, writes={LISA: ["free skip 5", "free skip 5"]})
    roll(game, (4, 5, 5), 4)
    game.apply(LISA, "free skip 5")
    assert game.state.sheets[LISA].free_used == 7
    assert game.legal_actions(LISA) == ["out"]
    game.apply(LISA, "out")
    assert game.is_over and game.state.sheets[LISA].out
    assert game.score_breakdown(LISA)["free action"] == -28
    assert game.winners() == (LISA,)  # everybody is out: the best of them wins


def test_claim_must_be_adjacent_numbers_in_order_or_all_the_same() -> None:
    game = scripted()
    roll(game, (1, 1, 4), 4)
    fill(game, {LISA: ["write d1 1", "write f1 1"]})
    with pytest.raises(IllegalAction, match="adjacent") as refusal:
        game.apply(LISA, "claim d1 f1 a3")
    quote = refusal.value.quote
    assert quote is not None and "Claim Phase" in quote.title
    refused(
        game,
        ("claim d1 e1 e2", "empty"),
        ("claim d1 e1 d2", "neither all the same nor in order"),
        ("claim a1 b1", "3, 4 or 5"),
        ("claim f1 e1 d1", "reading order"),  # the notation lists the spaces in reading order
    )


def test_a_move_of_another_phase_names_the_phase_and_what_it_allows_now() -> None:
    lisa = "12..../.3..../....../....../....../......"  # a1 b1 b2: 1 2 3, a Connect-3 to claim
    not_here = {"fill": ("claim a1 b1 b2", "circle 3x1", "skip", "zone 2"), "claim": ("write a6 1", "out")}
    for phase, moves in not_here.items():
        game = cw.new_game("connnect", players=1, seed=0, position=f"phase={phase} dice=245 zone_die=4 {lisa}")
        refused(game, *((move, f"is not a move of the {phase.capitalize()} Phase now: you may") for move in moves))
        with pytest.raises(IllegalAction) as refusal:
            game.apply(LISA, moves[0])
        quote = refusal.value.quote
        assert quote is not None and f"{phase.capitalize()} Phase" in quote.title


def test_ordered_numbers_must_run_along_the_shape() -> None:
    line = cells("a1", "b1", "c1")
    assert numbers_fit(line, (1, 2, 3)) and numbers_fit(line, (6, 5, 4)) and numbers_fit(line, (4, 4, 4))
    assert not numbers_fit(line, (2, 1, 3))  # adjacent numbers must be in the correct order
    assert not numbers_fit(line, (1, 3, 5))  # gaps only with the option
    assert numbers_fit(line, (1, 3, 5), gaps=True)
    assert not numbers_fit(line, (1, 1, 2))


def test_branching_shapes_lisas_f_under_both_order_rules() -> None:
    f = cells("b1", "c1", "a2", "b2", "b3")
    values = {"b3": 2, "b2": 3, "b1": 4, "c1": 5, "a2": 6}
    ordered = tuple(values[cell_name(c)] for c in f)
    assert numbers_fit(f, ordered, "branch")
    assert not numbers_fit(f, ordered, "chain")  # an F has three ends: no single chain
    t = cells("a1", "b1", "c1", "b2")
    assert numbers_fit(t, (1, 2, 4, 3), "branch")  # a1=1, b1=2, then c1=4 and b2=3 grow from b1
    assert not numbers_fit(t, (2, 1, 3, 4), "branch")  # the lowest must start the branch


def test_lines_score_8_6_or_3() -> None:
    def row1(values, crossed=0):
        return line_points(Sheet(grid=tuple(values) + (0,) * 30, crossed=crossed), 0)

    assert row1([1, 2, 3, 4, 5, 6]) == 8 and row1([6, 5, 4, 3, 2, 1]) == 8 and row1([3] * 6) == 8
    assert row1([2, 1, 3, 4, 5, 6]) == 6
    assert row1([2, 2, 3, 4, 5, 6]) == 3
    assert row1([1, 2, 3, 4, 5, 6], crossed=1) == 3  # may not have a crossed-out space
    assert row1([1, 2, 3, 4, 5, 0]) == 0


def test_only_lines_with_the_arrow_score() -> None:
    sheet = Sheet(grid=(0,) * 6 + (1, 2, 3, 4, 5, 6) + (0,) * 24)
    from connect_widgets.connnect.scoring import breakdown

    assert breakdown(sheet, "all", 28)["lines"] == 8
    assert breakdown(sheet, "alternate", 28)["lines"] == 0  # row 2 has no arrow


def test_objective_with_a_deadline_is_checked_at_the_end_of_each_round() -> None:
    game = scripted(players=("Lisa",), objectives=("A4", "B4", "C4"))
    play_round(game, (1, 1, 4), 4, writes={0: ["write d1 1", "write f1 1"]})
    roll(game, (1, 1, 4), 4)
    fill(game, {0: ["write e2 1", "write f2 1"]})
    claim(game, {0: ["claim d1 e1 f1 e2", "circle 4s"]})
    assert game.state.sheets[0].objectives == (0, 3, 0)  # B4: a Connect-4 by the end of round 6


def test_twelve_rounds_then_the_game_ends() -> None:
    game = scripted(players=("Lisa", "Lucas", "Mia"))
    actives = []
    for r in range(12):
        actives.append(game.state.active)
        zone = r % 6 + 1
        roll(game, (zone, 1, 2) if zone > 2 else (zone, 5, 6), zone)
        for p in game.actors():
            while p in game.actors() and game.state.sheets[p].to_write:
                game.apply(p, game.legal_actions(p)[0])
            finish(game, p, "fill")
        claim(game)
    assert actives == [0, 1, 2] * 4
    assert not any(sheet.out for sheet in game.state.sheets)
    assert game.is_over and game.actors() == () and game.describe().startswith("game over after round 12")
    named = ", ".join(f"{name} {points}" for name, points in zip(game.players, game.scores(), strict=True))
    won = " and ".join(game.players[p] for p in game.winners())
    assert game.describe() == f"game over after round 12: {named}; won by {won}"  # it read "6--10-6", no winner
    assert game.describe("fr").startswith(f"partie terminée après la manche 12 : {named} ; gagnée par ")


def test_ties_go_to_fewest_negative_points_then_are_shared() -> None:
    game = scripted()
    state = game.state
    same = state.edit(sheets=(Sheet(objectives=(4, 0, 0)), Sheet(objectives=(4, 0, 0))), phase="over")
    assert winners(same, "all", 28) == (0, 1)
    # Lucas: 4 + 6 - 6 (three Free Actions) = 4, Lisa 4 with none: Lisa wins the tie.
    split = same.edit(sheets=(Sheet(objectives=(4, 0, 0)), Sheet(objectives=(4, 0, 0), free_used=3, grid=(0,) * 36)))
    lucas = split.sheets[1].edit(objectives=(4, 6, 0))
    split = split.edit(sheets=(split.sheets[0], lucas))
    assert scores(split, "all", 28) == (4, 4)
    assert winners(split, "all", 28) == (0,)


@pytest.mark.parametrize(
    ("option", "value"),
    [("setup", "mine"), ("order", "loose"), ("gaps", 1), ("arrows", "none"), ("exhausted", 5), ("colour", 1)],
)
def test_bad_options_are_refused_naming_valid_values(option, value) -> None:
    with pytest.raises(ValueError, match=option if option != "colour" else "valid options"):
        cw.new_game("connnect", players=2, **{option: value})


def test_options_change_the_rules() -> None:
    """Each rule option changes what a claim may be or what a sheet scores, not only what is stored."""
    from itertools import permutations

    from connect_widgets.connnect.board import ARROW_LINES, INDEX, LINE_CELLS
    from connect_widgets.connnect.claims import numbers_fit
    from connect_widgets.connnect.scoring import breakdown

    game = scripted(order="chain", gaps=True, arrows="alternate", exhausted=30)
    assert game.options["order"] == "chain" and game.options["exhausted"] == 30
    row = tuple(INDEX[s] for s in ("a1", "b1", "c1"))
    assert numbers_fit(row, (1, 3, 5), gaps=True) and not numbers_fit(row, (1, 3, 5), gaps=False)
    tee = tuple(sorted(INDEX[s] for s in ("a1", "b1", "c1", "b2")))  # a T: it branches at b1
    differ = [v for v in permutations((1, 2, 3, 4)) if numbers_fit(tee, v, "branch") != numbers_fit(tee, v, "chain")]
    assert differ and all(numbers_fit(tee, v, "branch") for v in differ)  # "chain" is the stricter
    exhausted = game.state.sheets[0].edit(free_used=7)  # all seven boxes crossed: the star box counts
    assert breakdown(exhausted, "all", 28)["free action"] == -28
    assert breakdown(exhausted, "all", 30)["free action"] == -30
    sheet = game.state.sheets[0]
    row2 = LINE_CELLS[1]  # row 2 carries an arrow in "all", not in "alternate" (rows 1, 3, 5...)
    full = sheet.edit(grid=tuple(4 if c in row2 else v for c, v in enumerate(sheet.grid)))  # six 4s in row 2
    assert 1 in ARROW_LINES["all"] and 1 not in ARROW_LINES["alternate"]
    assert breakdown(full, "all", 28)["lines"] - breakdown(sheet, "all", 28)["lines"] == 8  # six 4s: 8 points
    assert breakdown(full, "alternate", 28)["lines"] == breakdown(sheet, "alternate", 28)["lines"]


def test_claim_list_kept_after_a_claim_equals_a_fresh_search() -> None:
    import random

    from connect_widgets.connnect import claims

    for seed in range(15):
        rng = random.Random(seed)
        game = cw.new_game("connnect", players=2, seed=seed)
        while not game.is_over:
            actor = rng.choice(game.actors())
            if game.state.phase == "claim":
                sheet = game.state.sheets[actor]
                listed = claims.legal_claims(game.state, actor, "branch", False)
                usable = sheet.usable
                reusable = sheet.written & ~sheet.crossed & sheet.claimed if claims.holds_again(sheet) else 0
                open5 = claims.connect5_open(game.state, sheet)
                assert listed == claims.search_claims(sheet.grid, usable, reusable, open5, "branch", False)
            game.apply(actor, rng.choice(game.legal_actions(actor)))


def refused(game, *attempts: tuple[str, str]) -> None:
    """Each of Lisa's ``(action, reason)`` is refused with that reason, naming that action, and changes
    nothing: the game and its save stay the same."""
    for action, reason in attempts:
        refusal = testing.refused(game, LISA, action)
        assert re.search(reason, str(refusal)) and refusal.action == action, (action, str(refusal))
