"""The easy bot (the heuristic) blocks a rival's three before it is a fork, takes a double four of its
own, and feeds no token into a fork it cannot stop. Its dot potential used to outweigh every threat:
against a straight line on the edge, a1 b1 c1 d1 e1, it built its own line and lost in five placements.

A "fork" is a dot where one token makes two fours with different completion dots (``fork_dots``): the
ends of an open three are such dots, and so are the dots around a corner of board B, where the outer
ring turns and the diagonal starts (a Connect 5 may turn at a T, docs/rules/connect5.md)."""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.connect5 import Connect5
from connect_widgets.connect5.teaching import after, eatable, fork_dots, line_dots
from connect_widgets.core.errors import IllegalAction

BLUE_ELSEWHERE = ["e7=B e8=B", "g7=B f7=B", "b8=B b7=B", "a9=B a8=B"]
"""Two Blue tokens away from Red's three: a line of Blue's own to build instead of blocking."""


def easy(seed: int = 0) -> cw.Bot:
    return cw.make_bot("connect5", "easy", seed=seed)


@pytest.mark.parametrize("blue", BLUE_ELSEWHERE)
def test_blocks_a_three_on_the_edge(blue: str) -> None:
    g = cw.new_game("connect5", position=f"a1=R b1=R c1=R {blue} turn=B")
    assert isinstance(g, Connect5)
    assert fork_dots(g, 0) == {"a2", "b2", "d1"}  # Red's next token there makes two fours
    for seed in range(4):
        action = easy(seed).choose(g.seat(1))
        assert action == "d1", f"seed {seed}: {action}"  # the old bot built its own line (e9 beside e7 e8)
        assert fork_dots(after(g.seat(1), action), 0) == {"b2"}  # of three forks, one is left


@pytest.mark.parametrize("blue", BLUE_ELSEWHERE)
def test_blocks_an_open_three_on_the_middle_ring(blue: str) -> None:
    g = cw.new_game("connect5", position=f"d2=R e2=R f2=R {blue} turn=B")
    assert isinstance(g, Connect5)
    assert fork_dots(g, 0) == {"c2", "g2"}  # either end makes a four open at both ends
    for seed in range(4):
        action = easy(seed).choose(g.seat(1))
        assert action in ("c2", "g2"), f"seed {seed}: {action}"
        assert fork_dots(after(g.seat(1), action), 0) == frozenset()


@pytest.mark.parametrize("level", ["easy", "hard"])
@pytest.mark.parametrize("seed", range(6))
def test_a_straight_line_on_the_edge_no_longer_wins_in_five_placements(level: str, seed: int) -> None:
    """Before, easy lost on every seed, and hard (its search alone) on four of these six."""
    widget = cw.play("connect5", bots={1: level}, seed=seed, bot_delay=0)
    try:
        for dot in ("a1", "b1", "c1", "d1", "e1"):
            widget.click(f"dot:{dot}")
    except IllegalAction as refusal:
        assert "Blue's token" in str(refusal)  # Blue took a dot of the line
    history = " ".join(str(action) for _, action in widget.game.history)
    assert widget.game.scores()[0] == 0 and not widget.game.is_over, history


def test_takes_a_double_four_rather_than_block_a_fork() -> None:
    g = cw.new_game("connect5", position="c7=R c6=R c5=R d2=B e2=B f2=B turn=B")
    assert isinstance(g, Connect5)
    assert fork_dots(g, 0) and fork_dots(g, 1) == {"c2", "g2"}  # both have forks; Blue moves first
    action = easy().choose(g.seat(1))
    twin = after(g.seat(1), action)
    assert len(line_dots(twin, 1)[0]) == 2 and not line_dots(twin, 0)[0]  # two completions: Red stops one


def test_feeds_no_token_into_a_fork_it_cannot_stop() -> None:
    g = cw.new_game("connect5", position="a5=R b5=R c4=R c7=R turn=B")
    assert isinstance(g, Connect5)
    assert fork_dots(g, 0) == {"c5"}
    blocked = after(g.seat(1), "c5")
    assert "c5" in eatable(blocked, 0)  # and once eaten, the fork is back:
    assert "c5" in fork_dots(after(blocked.seat(0), "c4xc6"), 0)
    assert easy().choose(g.seat(1)) != "c5"  # the old bot placed it there, again and again
