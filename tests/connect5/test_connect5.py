"""Connect 5, turning at a T but not at a crossing, "a line just used", and the ends of rounds."""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.connect5 import RULEBOOK

from .helpers import game, tiny_board
from .test_moves import refused


# ------------------------------------------------------------------ Connect 5
def test_five_in_a_row_scores_five_and_ends_a_quick_game() -> None:
    g = game("a1=R b1=R c1=R d1=R f9=B")
    g.apply(0, "e1")
    assert g.is_over
    assert g.scores() == (5, 0)
    assert g.score_breakdown(0) == {"eaten": 0, "connect 5": 5}
    assert g.winners() == (0,)
    assert g.view()["results"] == ["Red Connect 5 a1-b1-c1-d1-e1"]


def test_a_move_can_complete_connect_5_too() -> None:
    g = game("a1=R b1=R c1=R d1=R e2=R")
    g.apply(0, "e2-e1")
    assert g.scores() == (5, 0) and g.is_over


def test_four_are_not_enough_and_an_opponent_token_is_an_obstacle() -> None:
    g = game("a1=R b1=R c1=B d1=R")
    g.apply(0, "e1")
    assert not g.is_over and g.scores() == (0, 0)


def test_connect_5_ok_turning_at_a_t_connection() -> None:
    g = game("e1=R e2=R e3=R d3=R")  # e3: line v meets the inner ring
    g.apply(0, "c3")
    assert g.scores() == (5, 0)


def test_connect_5_no_turning_where_lines_cross_without_a_dot() -> None:
    g = game("c5=R d5=R e6=R e7=R")  # d5 -> e6 would turn at the centre, where h and v cross with no dot
    g.apply(0, "e8")
    assert not g.is_over and g.scores() == (0, 0)
    straight = game("c5=R d5=R f5=R g5=R")  # straight across the crossing along line h: fine
    straight.apply(0, "h5")
    assert straight.scores() == (5, 0)


def test_turns_option_keeps_runs_and_jumps_on_one_line() -> None:
    g = game("e1=R e2=R e3=R d3=R", turns=False)
    g.apply(0, "c3")
    assert g.scores() == (0, 0)
    refused(game("a5=RR b5=B", turns=False), "a5xb6", "", "one line")  # the option's rule: no passage


def test_a_double_counts_as_one_dot_of_five_unless_the_option_says_not() -> None:
    g = game("a1=RR b1=R c1=R d1=R")
    g.apply(0, "e1")
    assert g.scores() == (5, 0)
    g = game("a1=RR b1=R c1=R d1=R", doubles_count=False)
    g.apply(0, "e1")
    assert g.scores() == (0, 0)


# ------------------------------------------------------------------ a line just used (NO / OK)
def test_line_just_used_no_eating_back_along_it() -> None:
    # Red eats along the outer ring r1 (c1 over d1 to e1); Blue may not eat back along r1 at once.
    g = game("c1=R d1=B f1=B a5=B b5=R h9=R")
    g.apply(0, "c1xe1")
    assert g.view()["just_used"] == ["r1"]
    refused(g, "f1xd1", RULEBOOK.text("line_just_used"), "just been used")  # NO
    assert "f1xd1" not in g.legal_actions(1)
    g.apply(1, "a5xc5")  # OK: another line (h)
    assert g.scores() == (1, 1)


def test_line_just_used_also_through_a_turn_onto_it() -> None:
    g = game("c1=R d1=B e2=B e3=B f5=R")
    g.apply(0, "c1xe1")
    refused(g, "e2xd1", RULEBOOK.text("line_just_used"))  # NO: e2 over e1 turns onto r1
    g.apply(1, "g5")  # quiet moves: "just used" means by the previous move only
    g.apply(0, "a9")
    assert "e2xd1" in g.legal_actions(1)  # OK now


def test_line_just_used_no_connect_5_along_it() -> None:
    # Blue eats along r1 (g1 over h1 to i1); Red's five on r1 does not score at once (NO) ...
    g = game("g1=B h1=R b1=R c1=R d1=R e1=R e2=R e3=R e4=R i9=B turn=B")
    g.apply(1, "g1xi1")
    g.apply(0, "a1")
    assert g.scores() == (0, 1) and not g.is_over
    # ... but five along line v (e1-e2-e3-e4-e6) scores (OK): the crossing does not matter, it is one line
    g.apply(1, "i8")
    g.apply(0, "e6")
    assert g.scores() == (5, 1) and g.is_over


def test_line_just_used_moves_and_off_options() -> None:
    g = game("c1=R f1=R e2=B", just_used="moves")
    g.apply(0, "f1-g1")  # a plain move along r1 also "uses" r1 with just_used='moves'
    g.apply(1, "e2-e1")  # Blue steps next to Red's c1... along v
    assert g.view()["just_used"] == ["v"]
    g2 = game("c1=R d1=B f1=B", just_used="off")
    g2.apply(0, "c1xe1")
    assert "f1xd1" in g2.legal_actions(1)


# ------------------------------------------------------------------ end of a round, quick and full games
def test_round_ends_when_no_free_dot_and_nobody_can_move(tmp_path) -> None:
    board = tiny_board(tmp_path, {"p1": False, "p2": False}, [["p1", "p2"]])
    g = cw.new_game("connect5", board=board, tokens=1)
    g.apply(0, "p1")
    g.apply(1, "p2")
    assert g.is_over
    assert g.view()["results"] == ["nobody can move"]
    assert g.winners() == (0, 1)


def test_a_player_who_cannot_move_is_skipped(tmp_path) -> None:
    board = tiny_board(
        tmp_path,
        {"p1": False, "p2": True, "p3": False, "p4": False, "p5": False},
        [["p1", "p2", "p3"], ["p2", "p4", "p5"]],
    )
    g = cw.new_game("connect5", board=board, tokens=2, setup="p1=B p3=B p2=RR turn=R")
    assert g.legal_actions(0) == ["p2/p4"]
    g.apply(0, "p2/p4")
    assert g.actors() == (0,)  # Blue: no supply, no move (a single cannot eat... and both blocked)


def test_on_a_full_board_a_single_on_a_circled_dot_can_still_stack(tmp_path) -> None:
    board = tiny_board(tmp_path, {"p1": True, "p2": False, "p3": False}, [["p1", "p2", "p3"]])
    g = cw.new_game("connect5", board=board, tokens=2, setup="p1=R p2=B p3=B turn=B")
    assert g.actors() == (0,)  # Blue cannot move; Red, with a token left, can stack on its circled p1
    assert g.legal_actions(0) == ["+p1"]


def test_move_limit_ends_the_round() -> None:
    g = cw.new_game("connect5", move_limit=10)
    for n in range(10):
        g.apply(n % 2, ["a1", "a9", "c1", "c9", "e1", "e9", "g1", "g9", "a3", "a7"][n])
    assert g.is_over
    assert g.view()["results"] == ["move limit"]


def test_full_game_one_round_per_player_each_starting_once(tmp_path) -> None:
    board = tiny_board(tmp_path, {"p1": False, "p2": False}, [["p1", "p2"]])
    g = cw.new_game("connect5", players=3, board=board, tokens=1, mode="full")
    starters = []
    while not g.is_over:
        starters.append((g.view()["round"], g.actors()[0]))
        while not g.is_over and g.view()["round"] == starters[-1][0]:
            actor = g.actors()[0]
            g.apply(actor, g.legal_actions(actor)[0])
    assert starters == [(1, 0), (2, 1), (3, 2)]
    assert len(g.view()["results"]) == 3


def test_full_game_scores_are_summed_over_rounds() -> None:
    g = cw.new_game("connect5", mode="full", setup="a1=R b1=R c1=R d1=R c2=R d3=B")
    g.apply(0, "e1")  # Connect 5: round 1 over, 5 points
    assert not g.is_over and g.view()["round"] == 2 and g.actors() == (1,)
    assert g.view()["position"] == "" and g.view()["supply"] == [25, 25]
    for dot in ("a9", "a1", "b9", "b1", "c9", "c1", "d9", "d1"):
        g.apply(g.actors()[0], dot)
    g.apply(1, "e9")  # Blue: five on the top row a9..e9
    assert g.is_over
    assert g.scores() == (5, 5)
    assert g.describe() == "game over, Red and Blue win (5-5)"


def test_describe_and_quick_game_texts() -> None:
    g = cw.new_game("connect5", players=3)
    assert g.describe() == "move 1: Red to move (0-0-0)"
    assert repr(g).startswith("<Connect5: Red, Blue, Purple")
    full = cw.new_game("connect5", mode="full")
    assert full.describe() == "round 1 of 2, move 1: Red to move (0-0)"
    assert RULEBOOK.text("quick_game").startswith("The game is over")


@pytest.mark.parametrize(
    ("option", "value", "match"),
    [
        ("mode", "long", "'quick', 'full'"),
        ("just_used", "never", "'eats', 'moves', 'off'"),
        ("turns", "yes", "True"),
        ("move_limit", 5, "minimum is 10"),
        ("tokens", 30, "maximum is 25"),
        ("board", 3, "must be text"),
        ("setup", "q1=R", "no dot 'q1'"),
        ("setup", "a1=Z", "dot=R"),
        ("setup", "b1=RR", "circled"),
        ("setup", "a1=R a1=B", "given twice"),
        ("setup", "turn=Q", "turn="),
    ],
)
def test_bad_options_are_refused_naming_valid_values(option, value, match) -> None:
    with pytest.raises(ValueError, match=match):
        cw.new_game("connect5", **{option: value})


def test_a_scripted_start_skips_a_player_who_cannot_move(tmp_path) -> None:
    board = tiny_board(
        tmp_path, {"p1": False, "p2": True, "p3": False, "p4": False}, [["p1", "p2", "p3"], ["p2", "p4"]]
    )
    g = cw.new_game("connect5", board=board, tokens=2, setup="p1=B p3=B p2=RR turn=B")
    assert g.actors() == (0,)
    assert g.legal_actions(0) == ["p2/p4"]


def test_view_position_round_trips_through_setup_and_undo_restores() -> None:
    g = game("a5=RR b5=B c1=R")
    g.apply(0, "a5xc5")
    view = g.view(1)
    assert view["position"] == "c1=R c5=RR"
    assert view["last_move"] == {"player": 0, "action": "a5xc5"} and view["just_used"] == ["h"]
    again = game(view["position"] + " turn=B")
    assert again.view()["position"] == view["position"] and again.actors() == (1,)
    g.undo()
    assert sorted(g.view()["position"].split()) == ["a5=RR", "b5=B", "c1=R"] and g.scores() == (0, 0)
