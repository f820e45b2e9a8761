"""The search concedes a Connect 5 rather than block, again and again, with a token that is eaten at
once (connect_widgets/connect5/feeding.py). In a game against easy, hard with 1,600 simulations put a
token on the dot of Red's four 20 times in a row, each eaten straight back by Red's double token with
the four open again, and lost 1-27 where conceding loses 1-6: its tree saw a point lost a turn, never
the end of it. Before a full game's last round it makes no such block; in a quick game (and a full
game's last round) the Connect 5 ends the game and the rival may not eat: it tries two in a row."""

from __future__ import annotations

import random

import pytest

import connect_widgets as cw
from connect_widgets.connect5 import Connect5
from connect_widgets.connect5.feeding import FEEDS_TRIED, fed, not_in_vain
from connect_widgets.connect5.teaching import line_dots, occupied, rounds_after, target

from .helpers import game, search_bot

FED = ["c5", "g5", "b5", "h5", "a5", "b4", "a4", "b4xb6", "c4", "b5", "a5xc5", "i5", "a5"]
"""Easy (Red) against hard (Blue), board B: Red's four needs b5, and Red's double on c5 and single on a5
flank it: a Blue token there is eaten at once."""


def played(moves: tuple[str, ...], mode: str = "full") -> Connect5:
    g = cw.new_game("connect5", players=["easy", "hard"], seed=0, mode=mode)
    assert isinstance(g, Connect5)
    for move in moves:
        g.apply(g.actors()[0], move)
    return g


def fed_game(mode: str = "full", then: tuple[str, ...] = ()) -> Connect5:
    return played((*FED, *then), mode)


def blocks(g: Connect5) -> set[str]:
    return {action for action in g.legal_actions(1) if target(g, action) == "b5"}


def test_the_block_is_eaten_at_once_and_the_four_opens_again() -> None:
    g = fed_game()
    assert line_dots(g, 0)[0] == {"b5"} and occupied(g)["c5"] == (0, 2)
    assert blocks(g) == {"b5", "b6-b5"}
    g.apply(1, "b5")
    assert line_dots(g, 0)[0] == frozenset()
    g.apply(0, "c5xa5")
    assert line_dots(g, 0)[0] == {"b5"} and g.scores() == (2, 1)


def test_rounds_after_counts_the_rounds_still_to_play() -> None:
    assert rounds_after(fed_game("quick")) == 0
    g = fed_game("full")
    assert rounds_after(g) == 1 and rounds_after(g.seat(1)) == 1
    three = cw.new_game("connect5", players=3, mode="full")
    assert isinstance(three, Connect5) and rounds_after(three) == 2


def test_before_the_last_round_the_search_weighs_no_block_eaten_at_once() -> None:
    g = fed_game("full")
    weighed = search_bot("hard", seed=0).sensible(g.seat(1), g.legal_actions(1))
    assert set(weighed) == set(g.legal_actions(1)) - blocks(g)


def test_when_every_move_weighed_is_such_a_block_they_are_all_kept() -> None:
    g = fed_game("full")
    only_blocks = sorted(blocks(g))
    assert not_in_vain(g.seat(1), only_blocks, random.Random(0)) == only_blocks  # the search needs a move
    assert not_in_vain(g.seat(1), [*only_blocks, "i2"], random.Random(0)) == ["i2"]


@pytest.mark.parametrize("seed", range(3))
def test_with_more_simulations_it_concedes_the_round_rather_than_feed_the_eat(seed: int) -> None:
    g = fed_game("full")
    action = cw.make_bot("connect5", "hard", seed=seed, simulations=1600).choose(g.seat(1))
    assert target(g, action) != "b5", action
    g.apply(1, action)
    g.apply(0, "b5")  # Red's Connect 5 ends the round, not the game: the board is cleared
    assert g.view()["round"] == 2 and not g.is_over and g.scores() == (6, 1)


ONCE = ("b5", "c5xa5")
TWICE = ("b5", "c5xa5", "b5", "a5xc5")
"""Blue blocks on b5 and Red eats the block, once or twice."""


def test_fed_counts_the_blocks_in_a_row_on_the_dot() -> None:
    assert FEEDS_TRIED == 2
    assert [fed(fed_game("quick", then).seat(1), "b5") for then in ((), ONCE, TWICE)] == [0, 1, 2]
    assert fed(fed_game("quick", TWICE).seat(0), "b5") == 0


@pytest.mark.parametrize("then", [(), ONCE])
def test_where_the_connect_5_ends_the_game_the_block_is_weighed_twice(then: tuple[str, ...]) -> None:
    g = fed_game("quick", then)
    assert line_dots(g, 0)[0] == {"b5"} and blocks(g)
    assert search_bot("hard", seed=0).sensible(g.seat(1), g.legal_actions(1)) == g.legal_actions(1)


def test_after_two_blocks_eaten_in_a_row_it_concedes_even_the_last_round() -> None:
    g = fed_game("quick", TWICE)
    assert g.scores() == (3, 1) and line_dots(g, 0)[0] == {"b5"}
    weighed = search_bot("hard", seed=0).sensible(g.seat(1), g.legal_actions(1))
    assert set(weighed) == set(g.legal_actions(1)) - blocks(g)
    action = cw.make_bot("connect5", "hard", seed=0, simulations=1600).choose(g.seat(1))
    assert target(g, action) != "b5", action


def test_a_block_that_is_not_eaten_is_weighed() -> None:
    g = game("e6=B e7=B e8=B e9=B d9=R f9=R", mode="full")  # Blue's four needs e4: nothing of Red's near it
    weighed = search_bot("hard", seed=0).sensible(g.seat(0), g.legal_actions(0))
    assert "e4" in weighed and weighed == g.legal_actions(0)


def test_with_a_connect_5_of_its_own_to_make_no_move_is_left_out() -> None:
    g = fed_game("full", ("i3", "a1"))  # Blue makes a four of its own (i4); Red plays elsewhere
    assert line_dots(g, 1)[0] == {"i4"} and line_dots(g, 0)[0] == {"b5"} and blocks(g) == {"b5", "b6-b5"}
    assert not_in_vain(g.seat(1), g.legal_actions(1), random.Random(0)) == g.legal_actions(1)


SQUARE = ("e7", "h6", "e8", "f9", "d7", "c6", "d8")
"""Red's square of four tokens (d7 d8 e7 e8), board B: a four on c7 and one on c8, Blue none."""


def test_with_two_fours_of_the_rival_s_to_stop_no_move_is_left_out() -> None:
    g = played(SQUARE)
    assert line_dots(g, 0)[0] == {"c7", "c8"} and not line_dots(g, 1)[0] and rounds_after(g) == 1
    stops = sorted(action for action in g.legal_actions(1) if target(g, action) in {"c7", "c8"})
    assert stops == ["c6-c7", "c7", "c8"]
    assert all(line_dots(played((*SQUARE, stop)), 0)[0] for stop in stops)  # each leaves the other four
    assert not_in_vain(g.seat(1), g.legal_actions(1), random.Random(0)) == g.legal_actions(1)
