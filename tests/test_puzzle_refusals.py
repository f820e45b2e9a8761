"""Puzzles refuse, in words, what would change them or what is no puzzle at all: a keyword of
``play()`` that the puzzle fixes (its position, players, rules, bots, seed), a game name with a typo
or of the wrong type, a position that is no text. Each refusal leaves the puzzle as it was."""

from __future__ import annotations

from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.puzzles import shipped_puzzle
from connect_widgets.puzzles.words import WORDS

GAMES = ", ".join(cw.GAME_NAMES)  # as the refusals name them: every game, in the registry's order
ALLOWED = "hints, bot_delay, lang, undo"


def fixed(names: str) -> str:
    return (
        f"play() cannot change {names}: the puzzle fixes its position, players, rules, bots and seed, "
        f"as they were checked; it takes only {ALLOWED}"
    )


@pytest.mark.parametrize(
    ("settings", "names"),
    [
        ({"position": "turn=R"}, "'position'"),  # an empty board under the puzzle's task
        ({"mode": "full"}, "'mode'"),  # other rules than the ones it was checked under
        ({"bots": {0: "easy"}}, "'bots'"),  # was a TypeError: multiple values for 'bots'
        ({"players": 3}, "'players'"),
        ({"referee": None}, "'referee'"),
        ({"seed": 3}, "'seed'"),
        ({"auto_chance": False}, "'auto_chance'"),
        ({"lang": "fr", "board": "A", "seed": 1}, "'board', 'seed'"),  # only the clashes are named
    ],
)
def test_play_refuses_a_keyword_the_puzzle_fixes_naming_it(settings: dict[str, Any], names: str) -> None:
    puzzle = cw.puzzles.shipped("connect5")[0]
    with pytest.raises(ValueError) as refusal:
        puzzle.play(**settings)
    assert str(refusal.value) == fixed(names)


def test_play_refuses_a_keyword_it_does_not_take() -> None:
    with pytest.raises(ValueError) as refusal:
        cw.puzzles.shipped("connect5")[0].play(hint=False)
    assert str(refusal.value) == f"play() takes no keyword 'hint'; it takes only {ALLOWED}"


def test_the_refusals_of_play_read_in_french() -> None:
    fields = {"names": "'seed'", "allowed": ALLOWED}
    assert WORDS.text("puzzle.play_fixed", "fr", **fields) == (
        "play() ne peut pas changer 'seed' : le problème fixe sa position, ses joueurs, ses règles, ses robots "
        f"et sa graine, tels qu'ils ont été vérifiés ; il ne prend que {ALLOWED}"
    )
    assert WORDS.text("puzzle.play_unknown", "fr", **fields) == (
        f"play() ne prend pas le mot-clé 'seed' ; il ne prend que {ALLOWED}"
    )


def test_after_a_refusal_the_puzzle_plays_as_it_was_with_the_presentational_keywords() -> None:
    puzzle = shipped_puzzle("connect5_3")  # board A: a rule option of its own
    with pytest.raises(ValueError):
        puzzle.play(board="B", position="turn=R")
    widget = puzzle.play(lang="fr", hints=False, bot_delay=0, undo="practice")
    assert widget.game.position() == puzzle.start().position()
    assert dict(widget.game.options) == dict(puzzle.start().options) and widget.game.options["board"] == "A"
    notice = widget.table.notice()
    assert notice is not None and notice["text"] == puzzle.task("fr") and widget.table.hints is False
    assert widget.game.undo_policy == "practice" and widget.bot_delay == 0


@pytest.mark.parametrize("name", ["connect_5", "Connect5", ["connect5"], 5])
def test_the_shipped_puzzles_of_no_game_are_refused_naming_the_games(name: Any) -> None:
    with pytest.raises(ValueError) as refusal:
        cw.puzzles.shipped(name)
    assert str(refusal.value) == f"{name!r} is not a game; choose one of: {GAMES}"


def test_the_shipped_puzzles_of_a_game_and_of_every_game_are_still_listed() -> None:
    assert [p.key for p in cw.puzzles.shipped("connect5")] == [f"connect5_{n}" for n in range(1, 6)]
    assert len(cw.puzzles.shipped()) == len(cw.puzzles.shipped(None)) == 20


def test_the_puzzles_package_is_reachable_by_its_dotted_name() -> None:
    # cw.puzzles was the catalogue function, which hid the package: this import failed
    import connect_widgets.puzzles.generate as generate

    assert cw.puzzles.generate is generate
    assert callable(generate.main)


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (
            ("connect5", None, "connect5"),  # was: "this puzzle has no solution" (an empty board)
            "a puzzle's position is a line of text in the game's notation (game.position() writes one), not None",
        ),
        (
            ("connect5", "  ", "connect5"),
            "a puzzle's position is a line of text in the game's notation (game.position() writes one), not '  '",
        ),
        (
            ("connect5", ["c3=R"], "connect5"),
            "a puzzle's position is a line of text in the game's notation (game.position() writes one), not ['c3=R']",
        ),
        ((["connect5"], "c3=R turn=R", "connect5"), f"['connect5'] is not a game; choose one of: {GAMES}"),
        (("connect5", "c3=R turn=R", ["connect5"]), "['connect5'] is not a goal of connect5; its goals: connect5"),
    ],
)
def test_a_puzzle_asked_with_a_value_of_the_wrong_type_is_refused_saying_which(
    args: tuple[Any, ...], says: str
) -> None:
    with pytest.raises(ValueError) as refusal:
        cw.puzzle(*args)
    assert str(refusal.value) == says


def test_the_position_refusal_reads_in_french() -> None:
    assert WORDS.text("puzzle.position", "fr", value="None") == (
        "la position d'un problème est une ligne de texte dans la notation du jeu (game.position() en écrit une), "
        "pas None"
    )


def test_a_puzzle_asked_without_a_seed_keeps_the_seed_it_was_checked_with() -> None:
    hidden = shipped_puzzle("num_connect_1")  # the other hand is hidden: dealt from the seed
    made = cw.puzzle(hidden.name, hidden.position, hidden.goal, seed=None)
    assert isinstance(made.seed, int)
    assert made.start().position() == made.start().position()  # the hidden hand is dealt the same every time
    with pytest.raises(ValueError) as refusal:
        cw.puzzle("connect5", "c3=R d3=R e3=R f3=R turn=R", "connect5", seed="abc")  # type: ignore[arg-type]
    assert str(refusal.value) == "seed must be an integer from 0 to 2**63 - 1, or None, not 'abc'"
