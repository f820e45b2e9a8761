"""The heuristic bot: goes for Connect 5, eats, blocks fours, threes and forks, keeps its tokens out of
reach, takes no Connect 5 that loses, and reads only its seat (that it beats random play is checked
for every game in tests/test_bots.py). The positions of the later tests are the ones the old bot
got wrong: it blocked only open fours, re-placed a token that was eaten at once, and completed a
Connect 5 that ended the game with it behind."""

from __future__ import annotations

import random

import pytest

import connect_widgets as cw
from connect_widgets.connect5 import BOTS, Connect5, HeuristicBot, threats
from connect_widgets.connect5.teaching import after, eatable, fork_dots, line_dots, target
from connect_widgets.testing import snapshot

from .helpers import game


def test_registered_and_seeded() -> None:
    assert cw.bot_kinds("connect5") == ("easy", "medium", "hard", "random", "heuristic", "mcts")
    assert isinstance(cw.make_bot("connect5", "heuristic", seed=1), HeuristicBot)
    assert BOTS["heuristic"] is HeuristicBot
    g = game("c1=R e1=B")
    assert HeuristicBot(3).choose(g.seat(0)) == HeuristicBot(3).choose(g.seat(0))


def test_goes_for_connect_5() -> None:
    g = game("a1=R b1=R c1=R d1=R g5=B")
    action = HeuristicBot(0).choose(g.seat(0))
    g.apply(0, action)
    assert g.scores() == (5, 0) and g.is_over


def test_eats_as_many_as_it_can() -> None:
    g = game("c1=R d1=B f1=B a9=B")
    action = HeuristicBot(0).choose(g.seat(0))
    assert action == "c1xe1xg1"


def test_blocks_an_open_four() -> None:
    g = game("e6=B e7=B e8=B e9=B d9=R f9=R")
    assert threats(g, 1) == ["e4"]
    assert HeuristicBot(0).choose(g.seat(0)) == "e4"
    g.apply(0, "e4")
    assert threats(g, 1) == []


def test_blocks_a_three_before_it_is_a_four() -> None:
    g = game("a5=R a6=R a7=R g5=B turn=B", turns=False)  # one line only: Red's three is in column a
    assert line_dots(g, 0)[1] == {"a3", "a4", "a8", "a9"}  # where Red's next token makes a four
    action = HeuristicBot(0).choose(g.seat(1))
    assert action in ("a4", "a8")  # next to the three: Red keeps only two ways to a four
    assert len(line_dots(after(g.seat(1), action), 0)[1]) == 2


def test_stops_a_fork() -> None:
    g = game("a1=R a2=R a3=R b7=R c7=R d7=R i9=B turn=B", turns=False)
    assert fork_dots(g, 0) == {"a4", "b1"}  # one Red token there makes two fours: one block cannot stop both
    action = HeuristicBot(0).choose(g.seat(1))
    assert fork_dots(after(g.seat(1), action), 0) == frozenset()


def test_puts_no_token_where_the_next_player_eats_it_at_once() -> None:
    g = game("h5=B h8=R b5=B g6=R g7=R c5=B")  # g5 would make Red's four, and Blue would eat it back
    twin = after(g.seat(0), HeuristicBot(0).choose(g.seat(0)))
    assert target(twin, str(twin.history[-1][1])) not in eatable(twin, 1)


def test_takes_no_connect_5_that_ends_the_game_behind() -> None:
    g = game("a1=B b1=R d1=R f1=R h1=R i2=R i4=R g5=B e6=R e7=R e8=R f8=R turn=B")
    g.apply(1, "a1xc1xe1xg1xi1xi3xi5")  # Blue eats six: Red's Connect 5 would end the game 5-6
    finishing = [a for a in g.legal_actions(0) if after(g.seat(0), a).score_breakdown(0)["connect 5"]]
    assert finishing and g.scores() == (0, 6)
    assert HeuristicBot(0).choose(g.seat(0)) not in finishing


def same_position(seeds: tuple[int, int], players: int, board: str, moves: int) -> list[cw.Game]:
    """Two games with different seeds that reach the same position by the same random moves."""
    games = [cw.new_game("connect5", players=players, seed=seed, board=board, mode="full") for seed in seeds]
    rng = random.Random(f"{players}:{board}:{moves}")
    for _ in range(moves):
        if games[0].is_over:
            break
        actor = rng.choice(games[0].actors())
        action = rng.choice(games[0].legal_actions(actor))
        for g in games:
            g.apply(actor, action)
    return games


@pytest.mark.parametrize("kind", ["heuristic", "random"])
def test_a_bot_chooses_alike_in_games_that_differ_only_in_what_it_cannot_see(kind: str) -> None:
    """Connect5 hides nothing but the game's seed: two games in one position with different seeds
    get the same choice from bots of the same seed, whoever is to move and whatever the seeds."""
    compared = 0
    for number in range(40):
        first, second = same_position((number, 10_000 + 7 * number), 2 + number % 4, "BA"[number % 2], number * 3)
        assert first.view(None) == second.view(None) and first.seed != second.seed
        if first.is_over:
            continue
        actor = first.actors()[0]
        choices = {cw.make_bot("connect5", kind, seed=number).choose(g.seat(actor)) for g in (first, second)}
        assert len(choices) == 1, f"position {number}: {choices}"
        compared += 1
    assert compared >= 30


def test_the_bot_never_touches_the_game_it_is_asked_about(monkeypatch: pytest.MonkeyPatch) -> None:
    """It looks ahead on sampled copies only: the real game is never cloned, changed or notified."""
    g = game("c1=R d1=B f1=B a9=B e6=B e7=B e8=B")
    heard: list[str] = []
    g.subscribe(heard.append)
    before = snapshot(g)
    monkeypatch.setattr(Connect5, "clone", lambda self: pytest.fail("the bot cloned the real game"))
    assert HeuristicBot(0).choose(g.seat(0)) == "e4"  # Blue's fork on e4 costs more than two eaten tokens
    assert snapshot(g) == before and heard == []
