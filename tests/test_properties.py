"""Properties where examples are thin (hypothesis): every legal action reads back as itself through its
game's notation, saves round-trip, and Num Connect's combination checker does not care about the
direction a line is read in, which colours it uses, the order of a set, or where a joker stands in
for a card."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import connect_widgets as cw
from connect_widgets.connect5 import Connect5
from connect_widgets.connect5 import notation as connect5_notation
from connect_widgets.connect_the_thoughts import notation as ctt_notation
from connect_widgets.connnect import notation as connnect_notation
from connect_widgets.connnect.rules import PHASE_RULES
from connect_widgets.num_connect import notation as num_connect_notation
from connect_widgets.num_connect.cards import COLOURS, MAX_VALUE, MIN_VALUE, RAINBOW, SHADOW
from connect_widgets.num_connect.combination import judge
from connect_widgets.testing import play_random

SETTINGS = settings(max_examples=25, deadline=None, derandomize=True)  # seeded: the same cases every run


def reached(name: str, seed: int, steps: int) -> cw.Game:
    """A game of ``name`` after ``steps`` random moves from ``seed`` (or fewer, if it ended)."""
    return play_random(cw.new_game(name, players=2, seed=seed), random.Random(seed), steps)


def read_back(game: cw.Game, action: str) -> str:
    """``action`` parsed by its game's notation (as its rules read it now) and written out again."""
    name = game.info.name
    if name == "connect5":
        assert isinstance(game, Connect5)
        return str(connect5_notation.parse(action, game.rules.board))
    if name == "connnect":
        return str(connnect_notation.parse(action, PHASE_RULES.get(game.state.phase, "fill")))
    if name == "num_connect":
        return str(num_connect_notation.parse(action))
    return str(ctt_notation.parse(action))


@SETTINGS
@given(st.sampled_from(cw.GAME_NAMES), st.integers(0, 10**6), st.integers(0, 120))
def test_every_legal_action_reads_back_as_itself(name: str, seed: int, steps: int) -> None:
    game = reached(name, seed, steps)
    listed = [action for actor in game.actors() if actor != cw.CHANCE for action in game.legal_actions(actor)]
    assert [read_back(game, action) for action in listed] == listed


@SETTINGS
@given(st.sampled_from(cw.GAME_NAMES), st.integers(0, 10**6), st.integers(0, 200))
def test_a_save_loads_back_the_same_game(name: str, seed: int, steps: int) -> None:
    game = reached(name, seed, steps)
    loaded = cw.load_game(game.to_json())
    assert loaded.history == game.history and loaded.scores() == game.scores()
    assert loaded.view() == game.view() and loaded.to_json() == game.to_json()
    for actor in game.actors():
        assert loaded.legal_actions(actor) == game.legal_actions(actor)


# ---------------------------------------------------------------------- Num Connect's combinations
LETTERS = [letter for letter, _ in COLOURS]
values = st.integers(MIN_VALUE, MAX_VALUE)


@st.composite
def valid_combinations(draw: st.DrawFn) -> tuple[str, ...]:
    """A set, a same-colour run or a multicolour run of numbered cards, up or down."""
    kind = draw(st.sampled_from(("set", "same-colour run", "multicolour run")))
    if kind == "set":
        colours = draw(st.permutations(LETTERS))[: draw(st.integers(3, 6))]
        value = draw(values)
        return tuple(f"{c}{value}" for c in colours)
    length = draw(st.integers(3, 6 if kind == "multicolour run" else 8))
    start = draw(st.integers(MIN_VALUE, MAX_VALUE - length + 1))
    run = list(range(start, start + length))
    if draw(st.booleans()):
        run.reverse()
    if kind == "same-colour run":
        colour = draw(st.sampled_from(LETTERS))
        return tuple(f"{colour}{v}" for v in run)
    colours = draw(st.permutations(LETTERS))[:length]
    return tuple(f"{c}{v}" for c, v in zip(colours, run, strict=True))


def valid(cards: tuple[str, ...], gap: str = "one") -> bool:
    return not judge(cards, gap)[1]


@SETTINGS
@given(valid_combinations(), st.sampled_from(("one", "several")))
def test_a_valid_combination_is_valid_read_either_way(cards, gap) -> None:
    assert valid(cards, gap) and valid(tuple(reversed(cards)), gap)


@SETTINGS
@given(valid_combinations(), st.permutations(LETTERS))
def test_renaming_the_colours_keeps_a_combination_valid(cards, renamed) -> None:
    rename = dict(zip(LETTERS, renamed, strict=True))
    assert valid(tuple(rename[card[0]] + card[1:] for card in cards))


@SETTINGS
@given(valid_combinations(), st.randoms(use_true_random=False))
def test_a_set_is_valid_in_any_order_and_a_run_only_in_its_own(cards, rng) -> None:
    shuffled = list(cards)
    rng.shuffle(shuffled)
    is_set = len({card[1:] for card in cards}) == 1
    if is_set:
        assert valid(tuple(shuffled))
    elif shuffled not in (list(cards), list(reversed(cards))):
        assert not valid(tuple(shuffled))  # a run's order is its meaning


@SETTINGS
@given(valid_combinations(), st.data())
def test_a_joker_may_stand_in_for_a_card(cards, data) -> None:
    """A Shadow for the first or last card (at an end only), a Rainbow for any card of a run."""
    if len(cards) > 3 and len(cards) < 6:
        end = data.draw(st.sampled_from((0, len(cards) - 1)))
        assert valid(tuple(SHADOW if k == end else c for k, c in enumerate(cards)))
    if len({card[1:] for card in cards}) > 1:  # a run
        k = data.draw(st.integers(0, len(cards) - 1))
        assert valid(tuple(RAINBOW if i == k else c for i, c in enumerate(cards)))


# ---------------------------------------------------------------------- Connect5's jumps
@SETTINGS
@given(st.sampled_from(("A", "B")), st.booleans(), st.data())
def test_a_jump_is_two_steps_along_the_lines_turning_only_at_a_connection(board_name, turns, data) -> None:
    game = cw.new_game("connect5", board=board_name)
    assert isinstance(game, Connect5)
    board = game.board
    start = data.draw(st.integers(0, len(board.dots) - 1))
    for over, landing, lines in board.jumps[turns][start]:
        assert board.adjacent(start, over) and board.adjacent(over, landing) and landing != start
        assert lines == {board.edge_line[start, over], board.edge_line[over, landing]}
        assert len(lines) == 1 or (turns and over in board.connections)  # a turn only at a T
        assert (over, start, lines) in board.jumps[turns][landing]  # the way back is a jump too
        if len(lines) == 1:
            assert (over, landing, lines) in board.jumps[not turns][start]  # straight either way


@SETTINGS
@given(st.sampled_from(("A", "B")), st.integers(0, 10**6), st.integers(0, 150))
def test_every_legal_eat_jumps_an_opponent_at_each_step(board_name, seed, steps) -> None:
    game = play_random(cw.new_game("connect5", board=board_name, seed=seed), random.Random(seed), steps)
    assert isinstance(game, Connect5)
    board, turns = game.board, game.options["turns"]
    for actor in game.actors():
        for action in game.legal_actions(actor):
            move = connect5_notation.parse(action, board)
            if move.kind != "eat":
                continue
            path = [board.index[dot] for dot in move.dots]
            cells = game.state.cells
            for a, c in itertools.pairwise(path):
                over = next(b for b, landing, _ in board.jumps[turns][a] if landing == c)
                assert cells[over] and (cells[over] - 1) >> 1 != actor  # an opponent's token is jumped
