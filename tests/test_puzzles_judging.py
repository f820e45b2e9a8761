"""What a puzzle judges, and what it refuses to: a race in a game without turns (another player
could be quicker), a Num Connect hand laid only tentatively (a cancel takes it back), and a game
that did not start from the puzzle."""

from __future__ import annotations

from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.puzzles import shipped_puzzle
from connect_widgets.puzzles.words import WORDS

RACE = "rows=16.39.70.65.12.30|10.47.17.77.76.41 hands=58|31"  # each player's card fits their own row
RIVALS = (
    "Hannah is not the only one who may act here (Emma too): this game has no turns, so another player could act "
    "first and nothing can be forced; seat the others out in the position (Connect the Thoughts: out=-|x)"
)


def test_a_connect_the_thoughts_puzzle_where_another_player_may_act_too_is_refused() -> None:
    with pytest.raises(ValueError) as refusal:
        cw.puzzle("connect_the_thoughts", RACE, "ring", within=2)
    assert str(refusal.value) == RIVALS  # was accepted: Emma could ring first, and the widget kept the task
    seated_out = cw.puzzle("connect_the_thoughts", "rows=16.39.70.65.12.30|- hands=58|- out=-|x", "ring", within=2)
    assert seated_out.solution() == ((0, "place R"), (0, "bell"))  # Emma sits out: Hannah alone may act


def test_the_race_refusal_reads_in_french() -> None:
    assert WORDS.text("puzzle.rivals", "fr", player="Hannah", others="Emma") == (
        "Hannah n'est pas seul à pouvoir jouer ici (Emma aussi) : ce jeu n'a pas de tours, un autre joueur pourrait "
        "donc jouer avant et rien ne peut être forcé ; mettez les autres hors jeu dans la position "
        "(Connect the Thoughts : out=-|x)"
    )


def test_num_connect_s_last_cards_in_a_tentative_line_are_not_yet_out() -> None:
    puzzle = shipped_puzzle("num_connect_1")
    widget = puzzle.play(bot_delay=0)
    for action in ("cross g0 r1c1 *", "put g0 r2c1 R11"):
        widget.game.apply(puzzle.player, action)
    notice = widget.table.notice()
    assert notice is not None and notice["kind"] == "open"  # was "solved", with confirm and cancel still to play
    assert puzzle.verdict(widget.game).status == "open"
    widget.game.apply(puzzle.player, "confirm")
    notice = widget.table.notice()
    assert notice is not None and notice["kind"] == "solved"


def _started_elsewhere() -> Any:
    game = cw.new_game("connect5", seed=0, position="a1=R b1=R c1=R d1=R turn=R")
    game.apply(0, "e1")  # a Connect 5, but not from the puzzle's position
    return game


OTHER_START = (
    "verdict() judges a game played on from the puzzle's start (puzzle.start() or its widget); this game of "
    "Connect5 started elsewhere, or with other players or rules"
)


@pytest.mark.parametrize(
    ("given", "says"),
    [
        (lambda: cw.new_game("num_connect", seed=0), "not a game of Num Connect"),  # was a KeyError
        (lambda: "i1=R", "not 'i1=R'"),
        (lambda: cw.new_game("connect5", seed=0), OTHER_START),  # was "refuted"
        (_started_elsewhere, OTHER_START),  # was "solved"
        (lambda: shipped_puzzle("connect5_3").start(), OTHER_START),  # the same kind on board A
        (lambda: cw.new_game("connect5", 3, position=shipped_puzzle("connect5_2").position), OTHER_START),
    ],
)
def test_a_verdict_on_a_game_that_is_not_the_puzzle_s_is_refused(given: Any, says: str) -> None:
    puzzle = shipped_puzzle("connect5_2")
    game = given()
    before = game.to_json() if isinstance(game, cw.Game) else game
    with pytest.raises(ValueError) as refusal:
        puzzle.verdict(game)
    assert says in str(refusal.value)
    assert (game.to_json() if isinstance(game, cw.Game) else game) == before


def test_a_verdict_on_the_puzzle_s_game_saved_forked_or_with_another_seed_is_given() -> None:
    puzzle = shipped_puzzle("connect5_2")
    game = puzzle.start()
    game.apply(puzzle.player, puzzle.solution()[0][1])
    assert puzzle.verdict(cw.load_game(game.to_json())).status == "open"
    assert puzzle.verdict(game.fork(0)).status == "open"
    reseeded = cw.new_game("connect5", seed=9, position=puzzle.position)  # nothing here is dealt from the seed
    assert puzzle.verdict(reseeded).status == "open"


def test_the_verdict_refusals_read_in_french() -> None:
    assert WORDS.text("puzzle.other_game", "fr", name="Connect5", given="une partie de Num Connect") == (
        "verdict() juge une partie de Connect5 jouée depuis le problème (puzzle.start() ou son widget), "
        "pas une partie de Num Connect"
    )
    assert WORDS.text("puzzle.other_start", "fr", name="Connect5").startswith(
        "verdict() juge une partie jouée depuis le départ du problème"
    )


def test_a_puzzle_table_seated_at_another_game_says_nothing_of_it_and_goes_on() -> None:
    widget = shipped_puzzle("connect5_2").play(bot_delay=0)
    other = cw.new_game("connect5", seed=0)
    widget.table.seat_at(other)
    other.apply(0, other.legal_actions(0)[0])  # the puzzle's verdict refuses this game: no word, no error
    assert widget.game is other and other.history[0][0] == 0
