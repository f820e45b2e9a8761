"""Before a full game's last round, the search concedes a Connect 5 rather than block with a token that
is eaten at once (``_not_in_vain`` in connect_widgets/connect5/bots.py). In a game against easy, hard
with 1,600 simulations a move put a token on the dot of Red's four 20 times in a row, each eaten
straight back by Red's double token with the four open again, and lost 27-1 where conceding loses 6-1:
its tree saw a point lost a turn, never the end of it. In a quick game (and a full game's last round)
the Connect 5 ends the game, so the search may still block: the rival may not eat."""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.connect5 import Connect5
from connect_widgets.connect5.teaching import line_dots, occupied, rounds_after, target

from .helpers import game

FED = ["c5", "g5", "b5", "h5", "a5", "b4", "a4", "b4xb6", "c4", "b5", "a5xc5", "i5", "a5"]
"""Easy (Red) against hard (Blue), board B: Red's four needs b5, and Red's double on c5 and single on a5
flank it: a Blue token there is eaten at once."""


def fed(mode: str = "full") -> Connect5:
    g = cw.new_game("connect5", players=["easy", "hard"], seed=0, mode=mode)
    for move in FED:
        g.apply(g.actors()[0], move)
    return g


def blocks(g: Connect5) -> set[str]:
    return {action for action in g.legal_actions(1) if target(g, action) == "b5"}


def test_the_block_is_eaten_at_once_and_the_four_opens_again() -> None:
    g = fed()
    assert line_dots(g, 0)[0] == {"b5"} and occupied(g)["c5"] == (0, 2)
    assert blocks(g) == {"b5", "b6-b5"}
    g.apply(1, "b5")
    assert line_dots(g, 0)[0] == frozenset()
    g.apply(0, "c5xa5")
    assert line_dots(g, 0)[0] == {"b5"} and g.scores() == (2, 1)


def test_rounds_after_counts_the_rounds_still_to_play() -> None:
    assert rounds_after(fed("quick")) == 0
    g = fed("full")
    assert rounds_after(g) == 1 and rounds_after(g.seat(1)) == 1
    assert rounds_after(cw.new_game("connect5", players=3, mode="full")) == 2


def test_before_the_last_round_the_search_weighs_no_block_eaten_at_once() -> None:
    g = fed("full")
    weighed = cw.make_bot("connect5", "hard", seed=0).sensible(g.seat(1), g.legal_actions(1))
    assert set(weighed) == set(g.legal_actions(1)) - blocks(g)


@pytest.mark.parametrize("seed", range(3))
def test_with_more_simulations_it_concedes_the_round_rather_than_feed_the_eat(seed: int) -> None:
    g = fed("full")
    action = cw.make_bot("connect5", "hard", seed=seed, simulations=1600).choose(g.seat(1))
    assert target(g, action) != "b5", action
    g.apply(1, action)
    g.apply(0, "b5")  # Red's Connect 5 ends the round, not the game: the board is cleared
    assert g.view()["round"] == 2 and not g.is_over and g.scores() == (6, 1)


def test_where_the_connect_5_ends_the_game_the_block_is_weighed() -> None:
    g = fed("quick")
    assert cw.make_bot("connect5", "hard", seed=0).sensible(g.seat(1), g.legal_actions(1)) == g.legal_actions(1)


def test_a_block_that_is_not_eaten_is_weighed() -> None:
    g = game("e6=B e7=B e8=B e9=B d9=R f9=R", mode="full")  # Blue's four needs e4: nothing of Red's near it
    weighed = cw.make_bot("connect5", "hard", seed=0).sensible(g.seat(0), g.legal_actions(0))
    assert "e4" in weighed and weighed == g.legal_actions(0)
