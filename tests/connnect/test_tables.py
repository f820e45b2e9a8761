"""The tables Connnect builds once, when it is imported, checked against counts worked out by hand:
the shapes and every placement of them on the 6x6 play area, the claim search's tries, the spaces
next to each space, and the 56 rolls of three dice.

(The tables are built by calling their builders here, not read from the module: that is also how a
mutation test reaches the builders, which otherwise run once, before any test.)
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from itertools import product
from types import SimpleNamespace
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.connnect import board, claims, rounds, scoring, shapes
from connect_widgets.connnect.notation import parse
from connect_widgets.connnect.rulebook import RULEBOOK
from connect_widgets.core.game import CHANCE

PLACEMENTS_BY_LETTER = {  # orientations x positions of each one's bounding box on a 6x6 area
    3: {"I": 2 * 6 * 4, "V": 4 * 5 * 5},
    4: {"I": 2 * 6 * 3, "O": 5 * 5, "T": 4 * 5 * 4, "S": 4 * 5 * 4, "L": 8 * 5 * 4},
    5: {"F": 8 * 4 * 4, "I": 2 * 6 * 2, "L": 8 * 5 * 3, "N": 8 * 5 * 3, "P": 8 * 5 * 4, "T": 4 * 4 * 4, "U": 4 * 5 * 4,
        "Y": 8 * 5 * 3},
}  # fmt: skip
ORIENTATIONS = {3: {"I": 2, "V": 4}, 4: {"I": 2, "O": 1, "T": 4, "S": 4, "L": 8}}
ORIENTATIONS[5] = {"F": 8, "I": 2, "L": 8, "N": 8, "P": 8, "T": 4, "U": 4, "Y": 8}


def test_a_picture_reads_as_the_cells_marked_x_row_by_row() -> None:
    assert shapes._parse("XX/X.") == ((0, 0), (0, 1), (1, 0))
    assert shapes._parse(".X./XXX") == ((0, 1), (1, 0), (1, 1), (1, 2))
    assert shapes._parse("X.X") == ((0, 0), (0, 2))


@pytest.mark.parametrize("size", [3, 4, 5])
def test_each_shape_has_its_rotations_and_mirror_images_once(size: int) -> None:
    found = {letter: shapes.orientations(cells) for letter, cells in shapes.SHAPES_BY_SIZE[size].items()}
    assert {letter: len(forms) for letter, forms in found.items()} == ORIENTATIONS[size]
    for forms in found.values():
        assert all(min(r for r, _ in form) == 0 == min(c for _, c in form) for form in forms)  # at the top left
        assert all(form == tuple(sorted(form)) for form in forms)


def test_the_v_tromino_turns_four_ways() -> None:
    forms = set(shapes.orientations(shapes.CONNECT3_SHAPES["V"]))
    assert forms == {
        ((0, 0), (0, 1), (1, 0)),
        ((0, 0), (0, 1), (1, 1)),
        ((0, 0), (1, 0), (1, 1)),
        ((0, 1), (1, 0), (1, 1)),
    }


@pytest.mark.parametrize("size", [3, 4, 5])
def test_every_placement_of_every_shape_once_on_the_play_area(size: int) -> None:
    placements = shapes._placements(size)
    assert Counter(p.letter for p in placements) == PLACEMENTS_BY_LETTER[size]
    assert len({(p.letter, p.cells) for p in placements}) == len(placements)
    for p in placements:
        assert len(set(p.cells)) == size and p.cells == tuple(sorted(p.cells)) and 0 <= p.cells[0] < p.cells[-1] < 36
        assert p.mask == board.mask_of(p.cells) and shapes.shape_letter(p.cells) == p.letter


def test_a_trie_branches_by_space_with_a_mask_of_the_next_spaces() -> None:
    # The trie never reads a leaf: strings stand in for the Leaf records.
    paths: list[tuple[tuple[int, ...], Any]] = [((1, 2), "first"), ((1,), "second"), ((6,), "third")]
    trie = shapes._trie(paths)
    assert trie == (
        1 << 1 | 1 << 6,
        {1: (("second",), (1 << 2, {2: (("first",), (0, {}))})), 6: (("third",), (0, {}))},
    )


def test_distances_and_the_nearest_spaces_first() -> None:
    assert [shapes._distance(a, b) for a, b in ((0, 35), (5, 30), (7, 7), (8, 13), (13, 8))] == [10, 10, 0, 2, 2]
    leaf = SimpleNamespace(cells=(0, 1, 2, 8))  # T: a1 b1 c1 and c2
    assert shapes._nearest_first(leaf, 1) == (0, 2, 8)  # type: ignore[arg-type]
    assert shapes._nearest_first(leaf, 8) == (2, 1, 0)  # type: ignore[arg-type]


def test_the_spaces_next_to_a_space_stay_on_the_sheet() -> None:
    beside = {
        "a1": ("b1", "a2"),
        "f1": ("e1", "f2"),
        "a6": ("a5", "b6"),
        "f6": ("f5", "e6"),
        "c3": ("c2", "c4", "b3", "d3"),
        "a4": ("a3", "a5", "b4"),
        "d6": ("d5", "c6", "e6"),
    }
    for space, spaces in beside.items():  # the whole mask: no space off the sheet either
        assert board._neighbours(board.INDEX[space]) == board.mask_of(board.INDEX[s] for s in spaces), space


def test_the_56_rolls_of_three_dice_and_their_chances() -> None:
    rolls = rounds._roll_outcomes()
    assert len(rolls) == 56 and rolls[0][0] == "roll 1 1 1" and rolls[-1][0] == "roll 6 6 6"
    chances = {text: Fraction(p).limit_denominator(216) for text, p in rolls}
    assert (chances["roll 1 1 1"], chances["roll 1 1 2"], chances["roll 2 4 6"]) == (
        Fraction(1, 216),
        Fraction(3, 216),
        Fraction(6, 216),
    )
    assert sum(chances.values()) == 1
    assert [text for text, _ in rolls] == sorted(text for text, _ in rolls)  # lowest die first, in order


def test_each_draw_and_roll_of_chance_quotes_its_part_of_the_rulebook() -> None:
    """The set-up draws quote the setup, the preparation's rolls the preparation, a round's roll the
    roll (explain, as the page's hint asks it of a chance step)."""
    game = cw.new_game("connnect", players=1, seed=1, auto_chance=False)
    quoted: dict[str, set[str]] = {}
    while len(quoted.get("roll", ())) < 1 and not game.is_over:
        if CHANCE in game.actors():
            action = game.chance_outcomes()[0][0]
            verdict = game.explain(CHANCE, action)
            move = parse(action)
            said = {
                "card": f"the Connect-5 shape card {move.name} is drawn",
                "objective": f"the objective card {move.name} is drawn",
            }
            said["roll"] = "the dice show {}, {} and {}".format(*move.dice) if move.dice else ""
            assert verdict.legal and verdict.reason == said[move.verb]  # it said "chance: card F"
            phase = game.view(None)["phase"]
            quoted.setdefault(phase, set()).add(verdict.rule)
            game.apply(CHANCE, action)
        else:
            game.apply(game.actors()[0], game.legal_actions(game.actors()[0])[0])
    part = {"setup": "setup", "prep": "preparation", "roll": "roll"}
    assert quoted == {phase: {RULEBOOK.text(part[phase])} for phase in ("setup", "prep", "roll")}


@pytest.mark.parametrize("gaps", [False, True])
def test_the_claim_search_prunes_a_path_only_when_no_connect_can_grow_from_it(gaps: bool) -> None:
    """``_may_grow`` against every sequence of numbers: a path is kept exactly when some numbers
    written after it make 3 to 5 numbers all the same or in order (without gaps: consecutive)."""

    def fits(values: tuple[int, ...]) -> bool:
        if len(set(values)) == 1:
            return True
        return len(set(values)) == len(values) and (gaps or max(values) - min(values) == len(values) - 1)

    may_grow: dict[tuple[int, int], bool] = {}
    for count in range(6):
        for path in product(range(1, 7), repeat=count):
            grows = any(
                fits(path + more)
                for size in range(max(3, count), 6)
                for more in product(range(1, 7), repeat=size - count)
            )
            key = (sum({1 << value for value in path}), count)
            assert may_grow.setdefault(key, grows) == grows  # the same for every path with those numbers
    assert {key: claims._may_grow(*key, gaps) for key in may_grow} == may_grow


def test_a_shape_is_its_spaces_as_steps_from_the_first_wherever_it_lies() -> None:
    f_at_b1 = tuple(board.INDEX[name] for name in ("b1", "a2", "b2", "c2", "c3"))  # the F of the rulebook
    assert shapes.shape_of(f_at_b1) == ((0, 0), (1, -1), (1, 0), (1, 1), (2, 1))
    for down, across in ((0, 0), (3, 2), (2, 3)):
        moved = tuple(cell + 6 * down + across for cell in f_at_b1)
        assert shapes.shape_of(moved) == shapes.shape_of(f_at_b1)


def test_scores_asked_of_one_state_under_other_options_are_worked_out_again() -> None:
    """Six 4s in row 2 (8 points where row 2 carries an arrow) and all seven Free Actions used."""
    position = "phase=fill dice=245 zone_die=4 ....../444444/....../....../....../...... f:7"
    state = cw.new_game("connnect", players=1, seed=0, position=position).state
    asked = [scoring.scores(state, "all", 28), scoring.scores(state, "alternate", 28), scoring.scores(state, "all", 20)]
    assert asked == [(-20,), (-28,), (-12,)]


def test_objective_counts_tell_connect_3_claims_of_one_number_from_ordered_ones() -> None:
    """a1 b1 c1 hold 1 1 1, a2 b2 c2 hold 1 2 3, and a Connect-4 of 4s: two Connect-3 claims."""
    grid, claimed = "111.../123.../4444../....../....../......", "c:3I-a1b1c1,3I-a2b2c2,4I-a3b3c3d3"
    sheet = cw.new_game(
        "connnect", players=1, seed=0, position=f"phase=claim dice=245 zone_die=4 {grid} {claimed}"
    ).state.sheets[0]
    expected = {"connect3": 2, "connect3_same": 1, "connect3_ordered": 1, "connect4": 1}
    assert {stat: scoring._STATS[stat](sheet) for stat in expected} == expected


@pytest.mark.parametrize(("round_", "objectives"), [(6, (5, 0, 0)), (7, (0, 0, 0))])
def test_the_round_ends_clearing_the_dice_and_scoring_an_objective_met_by_its_deadline(
    round_: int, objectives: tuple[int, ...]
) -> None:
    """Three Connect-3 claims and a Connect-5 this round; A4 asks for 3 Connect-3 by the end of round 6."""
    table = f"phase=claim round={round_} dice=245 zone_die=4 shape_cards=IFLT face_down=- objectives=A4,B1,C1"
    sheet = "111.../222.../333.../44444./....../...... c:3I-a1b1c1,3I-a2b2c2,3I-a3b3c3,5I-a4b4c4d4e4 5:I16"
    game = cw.new_game("connnect", players=1, seed=0, position=f"{table} {sheet}")
    assert game.state.sheets[0].connect5_round == ("I",)
    game.apply(0, "done")
    after = game.state.sheets[0]
    assert (game.state.phase, game.state.round, after.objectives) == ("zone", round_ + 1, objectives)
    assert (after.zone, after.numbers, after.to_write, after.connect5_round) == (0, (), (), ())
    assert after.done is False and game.state.face_down == ("I",)
    zone = game.legal_actions(0)[0]  # the next round's Zone Die, chosen
    game.apply(0, zone)
    assert game.state.sheets[0].done is False and f"last=0:{zone.replace(' ', '_')}" in game.position().split()


@pytest.mark.parametrize("players", [1, 2, 3])
def test_each_set_up_draw_is_uniform_over_what_is_left(players: int) -> None:
    game = cw.new_game("connnect", players=players, seed=0, auto_chance=False)
    for draws, verb in ((4, "card"), (3, "objective"), (1 if players > 1 else 0, "first")):
        for _ in range(draws):
            outcomes = game.chance_outcomes()
            assert {action.split()[0] for action, _ in outcomes} == {verb}
            assert [chance for _, chance in outcomes] == [1 / len(outcomes)] * len(outcomes)
            game.apply(CHANCE, outcomes[-1][0])
    assert game.state.phase == "prep" and len(game.state.shape_cards) == 4 and len(game.state.objectives) == 3


def test_touching_is_every_space_next_to_one_of_the_mask_and_no_other() -> None:
    rng = random.Random(5)
    masks = [1 << cell for cell in range(36)] + [rng.getrandbits(36) for _ in range(50)] + [0, (1 << 36) - 1]
    for mask in masks:
        cells = [cell for cell in range(36) if mask >> cell & 1]
        beside = {(r + dr) * 6 + c + dc for r, c in (divmod(cell, 6) for cell in cells)
                  for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)) if 0 <= r + dr < 6 and 0 <= c + dc < 6}  # fmt: skip
        assert board.touching(mask) == sum(1 << cell for cell in beside), board.NAMES[cells[0]] if cells else mask


def test_chance_s_steps_read_in_words_in_the_log_and_the_players_moves_as_written() -> None:
    """A French log read "hasard : roll 1 1 4" and "card L": notation, English, no sentence."""
    game = cw.new_game("connnect", players=2, seed=1)
    game.apply(game.actors()[0], game.legal_actions(game.actors()[0])[0])
    texts = [game.action_text(n, 0, "fr") for n in range(len(game.history))]
    assert texts[0].startswith("la carte de forme Connect-5 ") and texts[0].endswith(" est tirée")
    a, b, c = parse(game.history[-2][1]).dice
    assert texts[-2] == f"les dés donnent {a}, {b} et {c}"
    assert texts[-1] == game.history[-1][1]  # a player's move: its notation
    assert game.action_text(0) == game.history[0][1]  # the whole history, as recorded
