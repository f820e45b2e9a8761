"""The puzzle generator: it finishes in a game without turns, offers no "within n" puzzle that is
solved in fewer moves, and its command line reads the rule options as their own types, takes
``--players`` and options after ``--games``, and refuses a bad bound or game count saying why."""

from __future__ import annotations

import threading
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.puzzles import generate
from connect_widgets.puzzles.goals import GOALS


def test_the_generator_finishes_in_connect_the_thoughts() -> None:
    found: list[Any] = []
    search = threading.Thread(
        target=lambda: found.append(list(generate.find("connect_the_thoughts", "ring", 2, range(2)))), daemon=True
    )
    search.start()
    search.join(timeout=60)  # was for ever: player 1 never acted, and player 0 picked and returned a card
    assert found, "the generator did not finish one Connect the Thoughts game in a minute"


def test_a_generated_game_lets_every_player_act_and_stops_after_its_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(generate, "STEPS", 40)
    seen = list(generate.positions("connect_the_thoughts", 1, 2, {}))
    game = seen[-1]
    assert {actor for actor, _ in game.history} >= {0, 1}
    assert len(game.history) <= 40


# Red has four on a line of board A: one move finishes it; the generator offered it "within 2".
IN_ONE = (
    "b2=B b15=B b19=B c1=R c13=B c14=B d1=R d8=R t6=R t11=R t16=R turn=R round=1 move=12 supply=19,20 eaten=0,0 "
    "connect5=0,0 last=B:b19:place:b19:"
)


def test_a_position_forced_in_fewer_moves_is_no_puzzle_of_more() -> None:
    assert cw.puzzle("connect5", IN_ONE, "connect5", 1, board="A").solution() == ((0, "c2"),)
    game = cw.new_game("connect5", seed=0, position=IN_ONE, board="A")
    rule = GOALS["connect5"]["connect5"]
    assert generate._puzzle(rule, game, 0, 1) is not None
    assert generate._puzzle(rule, game, 0, 2) is None  # was offered, solution c2
    corner = cw.new_game("connect5", seed=0, position=cw.puzzles.shipped("connect5")[1].position)
    assert generate._puzzle(rule, corner, 0, 2) is not None  # a true "within 2" is still found


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """What the command line asks ``find`` (which finds nothing here, at once)."""
    calls: list[tuple[Any, ...]] = []

    def find(*args: Any, **options: Any) -> list[Any]:
        calls.append((*args, options))
        return []

    monkeypatch.setattr(generate, "find", find)
    return calls


def test_the_command_line_reads_options_as_their_types_and_after_games(asked: list[tuple[Any, ...]]) -> None:
    generate.main(["connect5", "connect5", "2", "--games", "3", "board=A", "turns=False", "move_limit=100"])
    name, goal, within, seeds, *rest = asked[0]
    assert (name, goal, within, seeds) == ("connect5", "connect5", 2, range(3))
    assert rest[-1] == {"board": "A", "turns": False, "move_limit": 100}  # were text, refused by the game


def test_the_command_line_takes_players(asked: list[tuple[Any, ...]]) -> None:
    generate.main(["connnect", "claim_connect5", "3", "--players", "1", "--games", "1"])
    assert asked[0][4] == 1  # the shipped solo Connnect puzzles can be generated


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["connect5", "connect5", "9"], "within is a whole number of moves from 1 to 4, not 9"),
        (["connect5", "connect5", "0"], "within is a whole number of moves from 1 to 4, not 0"),
        (["connect5", "connect5", "1", "--games", "-3"], "--games is a whole number of games from 1, not -3"),
        (["connect5", "connect5", "1", "turns=maybe"], "option turns='maybe' is not allowed; choose one of"),
        (["connect5", "connect5", "1", "bord=A"], "unknown option bord; the valid options are: board"),
        (["connect5", "connect5", "1", "board"], "rule options are written key=value, such as board=A, not 'board'"),
        (["connect5", "mate", "1"], "'mate' is not a goal of connect5; its goals: connect5"),
        (["connect5", "connect5", "1", "--players", "9"], "Connect5 is for 2 to 5 players, not 9"),
    ],
)
def test_the_command_line_refuses_a_wrong_request_saying_why(
    argv: list[str], says: str, asked: list[tuple[Any, ...]], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        generate.main(argv)
    assert says in capsys.readouterr().err and asked == []
