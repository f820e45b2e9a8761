"""The heuristic bot: goes for Connect 5, eats and blocks an open four (that it beats random play is
checked for every game in tests/test_bots.py)."""

from __future__ import annotations

import connect_widgets as cw
from connect_widgets.connect5 import BOTS, HeuristicBot, threats

from .helpers import game


def test_registered_and_seeded() -> None:
    assert cw.bot_kinds("connect5") == ("random", "heuristic")
    assert isinstance(cw.make_bot("connect5", "heuristic", seed=1), HeuristicBot)
    assert BOTS["heuristic"] is HeuristicBot
    g = game("c1=R e1=B")
    assert HeuristicBot(3).choose(g, 0) == HeuristicBot(3).choose(g, 0)


def test_goes_for_connect_5() -> None:
    g = game("a1=R b1=R c1=R d1=R g5=B")
    action = HeuristicBot(0).choose(g, 0)
    g.apply(0, action)
    assert g.scores() == (5, 0) and g.is_over


def test_eats_as_many_as_it_can() -> None:
    g = game("c1=R d1=B f1=B a9=B")
    action = HeuristicBot(0).choose(g, 0)
    assert action == "c1xe1xg1"


def test_blocks_an_open_four() -> None:
    g = game("e6=B e7=B e8=B e9=B d9=R f9=R")
    assert threats(g, 1) == ["e4"]
    assert HeuristicBot(0).choose(g, 0) == "e4"
    g.apply(0, "e4")
    assert threats(g, 1) == []
