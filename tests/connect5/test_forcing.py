"""Forced Connect 5s (connect_widgets/connect5/forcing.py) and the search bot that reads them first.

Around a corner of board B, where the outer ring turns and a diagonal starts (a Connect 5 may turn at
a T), three tokens make three fork dots: two Red tokens there are a win two threats deep unless Blue
answers at once. (The hard bot of before lost to a straight line on the edge in five placements:
tests/connect5/test_easy_blocks.py.)"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.connect5 import Connect5, HeuristicBot
from connect_widgets.connect5.forcing import Forcing, answers_first
from connect_widgets.connect5.teaching import fork_dots, line_dots, three_dots
from connect_widgets.table.thoughts import reason
from connect_widgets.table.words import TABLE_WORDS

from .helpers import search_bot

CORNER_TWO = "a1=R b1=R e7=B e8=B"
CORNER_THREE = "a1=R b1=R c1=R e7=B e8=B"
BLUE_ANSWERS = "a1=R b1=R e8=B"
"""Blue to move against the two at the corner with nothing forced of its own, even three threats deep
(with CORNER_TWO's e7 e8, Blue to move forces a Connect 5 three deep: e9)."""
ENOUGH = 1_000_000
EN, FR = TABLE_WORDS.table("en", ""), TABLE_WORDS.table("fr", "")


def game(position: str, turn: str) -> Any:
    return cw.new_game("connect5", position=f"{position} turn={turn}")


def test_three_dots_are_the_free_dots_of_runs_holding_two_tokens() -> None:
    g = game(CORNER_TWO, "R")
    assert {"c1", "d1", "e1", "a2", "b2"} <= three_dots(g, 0)
    assert "e9" in three_dots(g, 1) and "c1" not in three_dots(g, 1)
    assert fork_dots(g, 0) == frozenset() and fork_dots(g.clone(), 0) == frozenset()
    g.apply(0, "c1")  # a three at the corner: its free dots are fork dots now
    assert fork_dots(g, 0) == {"a2", "b2", "d1"}


def test_a_fork_is_a_win_one_threat_deep() -> None:
    g = game(CORNER_THREE, "R")
    assert Forcing(ENOUGH).winning_move(g, 0, 0) is None  # no four yet: nothing completes now
    move = Forcing(ENOUGH).winning_move(g, 0, 1)
    assert move in fork_dots(g, 0)
    g.apply(0, move)
    assert len(line_dots(g, 0)[0]) >= 2  # two dots complete a Connect 5: Blue stops one


def test_two_at_the_corner_win_two_threats_deep_and_not_one() -> None:
    g = game(CORNER_TWO, "R")
    assert Forcing(ENOUGH).winning_move(g, 0, 1) is None
    move = Forcing(ENOUGH).winning_move(g, 0, 2)
    assert move in three_dots(g, 0) and move is not None


def test_a_three_at_the_corner_leaves_blue_no_move_that_holds() -> None:
    g = game(CORNER_THREE, "B")
    forcing = Forcing(ENOUGH)
    assert not [action for action in g.legal_actions(1) if forcing.holds(g, 1, action, 1) is not False]


def test_holds_tells_the_answer_from_a_move_elsewhere() -> None:
    g = game(CORNER_TWO, "B")
    forcing = Forcing(ENOUGH)
    assert forcing.holds(g, 1, "c1", 2) is True  # the line is shut at its turn
    assert forcing.holds(g, 1, "h9", 2) is False  # far away: Red's c1 makes three fork dots
    assert g.position() == game(CORNER_TWO, "B").position()  # read on copies: the game is unchanged


def test_past_its_limit_the_reading_says_it_does_not_know() -> None:
    g = game(CORNER_TWO, "B")
    assert Forcing(1).holds(g, 1, "c1", 2) is None
    assert Forcing(0).winning_move(game(CORNER_TWO, "R"), 0, 2) is None


def test_the_limit_counts_every_move_played_on_a_copy() -> None:
    g = game(CORNER_TWO, "B")
    forcing = Forcing(ENOUGH)
    assert forcing.holds(g, 1, "c1", 0) is True  # c1 played on a copy; Red has no four to complete
    assert forcing.left == ENOUGH - 1
    assert Forcing(1).holds(g, 1, "c1", 0) is True
    assert Forcing(0).holds(g, 1, "c1", 0) is None


def test_one_reading_keeps_each_depth_apart() -> None:
    """A reading asked one threat deep, then two, must not answer the second from the first."""
    g = game(CORNER_TWO, "R")
    forcing = Forcing(ENOUGH)
    assert forcing.winning_move(g, 0, 1) is None
    assert forcing.winning_move(g, 0, 2) in three_dots(g, 0)


def test_no_threat_wins_while_the_opponent_completes_a_connect_5_first() -> None:
    """Red's b2 blocks Blue's four on column b and makes two fours at the corner, but Blue completes
    its four at b7 before Red completes either."""
    g = game("a1=R b1=R c1=R b3=B b4=B b5=B b6=B", "R")
    assert line_dots(g, 1)[0] == {"b2", "b7"} and "b2" in fork_dots(g, 0)
    assert Forcing(ENOUGH).winning_move(g, 0, 2) is None


@pytest.mark.parametrize(("eaten", "wins"), [("0,4", "e1"), ("0,6", None)])
def test_a_connect_5_that_loses_the_game_is_no_win(eaten: str, wins: str | None) -> None:
    """A quick game ends at the first Connect 5 (5 points): behind by 6 eaten tokens, Red would lose it."""
    g = cw.new_game("connect5", position=f"a1=R b1=R c1=R d1=R e7=B e8=B turn=R eaten={eaten}")
    assert isinstance(g, Connect5) and "e1" in line_dots(g, 0)[0]
    assert Forcing(ENOUGH).winning_move(g, 0, 0) == wins


@pytest.mark.parametrize("level", ["hard", "medium"])
def test_the_searching_levels_take_a_forced_win(level: str) -> None:
    g = game(CORNER_THREE, "R")
    bot = cw.make_bot("connect5", level, seed=0)
    assert bot.choose(g.seat(0)) in fork_dots(g, 0)


def test_the_thinking_panel_says_the_move_forces_a_connect_5() -> None:
    g = game(CORNER_TWO, "R")
    bot = cw.make_bot("connect5", "hard", seed=0)
    bot.choose(g.seat(0))
    analysis = bot.analysis()
    assert analysis is not None
    assert reason(analysis, EN).startswith("It forces a Connect 5: every answer leaves another threat")
    assert reason(analysis, FR).startswith("Il force un Connect 5 : chaque réponse laisse une autre menace")
    bot.choose(game(BLUE_ANSWERS, "B").seat(1))  # a move that forces nothing does not say it
    analysis = bot.analysis()
    assert analysis is not None and "forces" not in reason(analysis, EN)


@pytest.mark.parametrize("level", ["hard", "medium"])
def test_the_searching_levels_answer_two_at_the_corner(level: str) -> None:
    g = game(CORNER_TWO, "B")
    forcing = Forcing(ENOUGH)
    for seed in range(3):
        action = cw.make_bot("connect5", level, seed=seed).choose(g.seat(1))
        assert forcing.holds(g, 1, action, 2), f"seed {seed}: {action}"


def test_hard_answers_two_at_the_corner_when_its_first_reading_is_cut_short() -> None:
    """After ``b2 e8 c3`` only 7 of Blue's 78 moves hold two threats deep, all next to Red's tokens,
    and the heuristic ranks them last (its favourites are next to its own e8): the quick reading's
    limit ran out on about 57 moves that lose, and hard played one of the moves it had not read (a6,
    h1, a8, d1 on seeds 0 to 3), losing in six moves. It now reads the moves that answer Red's
    threats afresh first."""
    g = game("b2=R c3=R e8=B", "B")
    forcing = Forcing(ENOUGH)
    holding = {action for action in g.legal_actions(1) if forcing.holds(g, 1, action, 2)}
    assert holding == {"a1", "b1", "a2", "c2", "b3", "d3", "c4"}
    for seed in range(4):
        action = cw.make_bot("connect5", "hard", seed=seed, simulations=20).choose(g.seat(1))
        assert action in holding, f"seed {seed}: {action}"


def test_the_answers_to_threats_come_first_in_the_order_given() -> None:
    g = game("b2=R c3=R e8=B", "B")
    moves = g.legal_actions(1)
    ordered = answers_first(g, 1, moves)
    assert sorted(ordered) == sorted(moves) and ordered[: len(three_dots(g, 0))] == [
        move for move in moves if move in three_dots(g, 0)
    ]


def test_threat_depth_is_a_setting_of_its_own() -> None:
    assert repr(cw.make_bot("connect5", "hard")) == "Connect5Search(level='hard', simulations=400)"
    assert "threat_depth=3" in repr(cw.make_bot("connect5", "hard", threat_depth=3))
    assert "threat_depth=1" in repr(cw.make_bot("connect5", "medium"))
    assert "threat_depth" not in repr(cw.make_bot("connect5", "mcts", threat_depth=2))  # the default
    assert "threat_depth=0" in repr(cw.make_bot("connect5", "mcts", threat_depth=0))
    for wrong in (-1, 5, 1.5, True, "2", None):
        with pytest.raises(ValueError, match="threat_depth must be a whole number from 0 to 4"):
            cw.make_bot("connect5", "hard", threat_depth=wrong)


def test_without_threats_the_search_weighs_every_move() -> None:
    g = game(CORNER_TWO, "B")
    bot = search_bot("mcts", seed=0, threat_depth=0)
    assert bot.sensible(g.seat(1), g.legal_actions(1)) == g.legal_actions(1)


def test_the_reading_of_threats_leaves_the_search_its_seconds() -> None:
    """A budget in seconds is the search's: counted from before the reading, hard at 1 s a move made
    one simulation after it and fed a token to the same eat twenty times."""
    g = game(BLUE_ANSWERS, "B")
    bot = cw.make_bot("connect5", "hard", seed=0, seconds=0.2)
    bot.choose(g.seat(1))
    analysis = bot.analysis()
    assert analysis is not None and analysis.simulations > 10 and analysis.seconds >= 0.2


def weighed_after(
    monkeypatch: pytest.MonkeyPatch, verdict: Callable[[str, int], bool | None], threat_depth: int = 2
) -> list[str]:
    """The moves hard's search weighs with Blue to answer at the corner, when the reading of threats
    says ``verdict(action, depth)`` of each move (whether it holds at that depth)."""
    g = game(BLUE_ANSWERS, "B")
    monkeypatch.setattr(Forcing, "holds", lambda forcing, world, player, action, depth: verdict(action, depth))
    return search_bot("hard", seed=0, threat_depth=threat_depth).sensible(g.seat(1), g.legal_actions(1))


def test_when_every_move_loses_two_deep_the_search_holds_what_one_deep_sees(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without this fallback hard weighed every move as second player against easy, which reads less
    than two threats deep and so missed most of those wins: 0-0-50 deals (benchmarks/STRENGTH.md)."""
    chosen = weighed_after(monkeypatch, lambda action, depth: depth == 1 and action in {"c1", "h9"})
    assert sorted(chosen) == ["c1", "h9"]


def test_when_every_move_loses_even_one_deep_the_search_weighs_them_all(monkeypatch: pytest.MonkeyPatch) -> None:
    assert weighed_after(monkeypatch, lambda action, depth: False) == game(BLUE_ANSWERS, "B").legal_actions(1)


def test_past_the_limit_the_search_weighs_the_heuristic_best_unread_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    g = game(BLUE_ANSWERS, "B")
    easy = cw.make_bot("connect5", "easy")
    assert isinstance(easy, HeuristicBot)
    values = easy.values(g.seat(1))
    best = sorted(g.legal_actions(1), key=lambda action: -values[action])[:6]
    assert weighed_after(monkeypatch, lambda action, depth: None) == best


def test_a_reading_three_deep_cut_short_leaves_the_choice_to_the_one_two_deep(monkeypatch: pytest.MonkeyPatch) -> None:
    """Its unread moves are not weighed as holding: the heuristic's best of them are the ones that lose
    three deep in an opening (below), which the quick reading already weighs."""

    def verdict(action: str, depth: int) -> bool | None:
        return None if depth == 3 else action in {"c1", "h9"}

    assert sorted(weighed_after(monkeypatch, verdict, threat_depth=3)) == ["c1", "h9"]


def test_a_reading_three_deep_weighs_only_the_moves_it_proves_hold(monkeypatch: pytest.MonkeyPatch) -> None:
    assert weighed_after(monkeypatch, lambda action, depth: True if action == "h9" else None, threat_depth=3) == ["h9"]


def test_a_search_reading_three_deep_answers_two_in_a_row_where_hard_does_not() -> None:
    """After ``g5 c5 h5`` the heuristic's favourite answers build Blue's own line (b5 first): they hold
    two threats deep and lose three deep, as hard's second move did in 24 of 25 games against medium
    (benchmarks/STRENGTH.md). The 8 moves that hold are next to Red's two tokens."""
    g = game("g5=R h5=R c5=B", "B")
    forcing = Forcing(ENOUGH)
    two_deep = search_bot("hard", seed=0).sensible(g.seat(1), g.legal_actions(1))
    assert "b5" in two_deep and not forcing.holds(g, 1, "b5", 3)
    weighed = search_bot("hard", seed=0, threat_depth=3).sensible(g.seat(1), g.legal_actions(1))
    assert len(weighed) == 6 and all(forcing.holds(g, 1, action, 3) for action in weighed), weighed


def test_the_move_that_decided_last_is_read_first_and_changes_only_how_much_is_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The killer heuristic: the same verdicts, from fewer moves played on copies (after ``g5 c5 h5``,
    where the moves that hold three threats deep are few and Red's wins against the others alike)."""
    g = game("g5=R h5=R c5=B", "B")
    moves = g.legal_actions(1)[:12]
    killers = Forcing(ENOUGH)
    with_killers = [killers.holds(g, 1, action, 3) for action in moves]
    monkeypatch.setattr(Forcing, "_first", lambda forcing, moves, where: moves)
    plain = Forcing(ENOUGH)
    assert [plain.holds(g, 1, action, 3) for action in moves] == with_killers
    assert ENOUGH - killers.left < ENOUGH - plain.left


def test_the_reading_is_a_step_a_move_so_a_cancelled_search_stops_soon() -> None:
    """Reading three threats deep takes seconds: the widget's thread stops a search only between its
    steps, so the reading yields after each move it reads, and shows nothing meanwhile (not the
    analysis of the bot's move before)."""
    bot = search_bot("hard", seed=0, simulations=20, threat_depth=3)
    bot.choose(game(BLUE_ANSWERS, "B").seat(1))
    assert bot.analysis() is not None
    steps = bot.think(game("g5=R h5=R c5=B", "B").seat(1))
    for _ in range(4):
        assert next(steps) is None and bot.analysis() is None
    steps.close()  # as the widget's thread does when cancelled: nothing is left running
    again = bot.think(game("g5=R h5=R c5=B", "B").seat(1))
    moves = list(iter(lambda: next(again, "end"), "end"))
    assert moves.count(None) > 10 and moves[-1] is not None  # read a step at a time, then searched
