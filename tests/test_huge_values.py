"""A huge value handed to the base class's checks (``core/checks.py``) is refused in a few words: the
refusal says what was wrong and quotes at most the value's first 60 characters, with "…", or says "a
huge integer" for one too long to print (Python refuses past 4,300 digits); the game stays as it was."""

from __future__ import annotations

import json
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.core.checks import check_count, check_from_0_to_10, check_index, player_names
from connect_widgets.testing import snapshot

HUGE = 1_000_000
TEXT = "x" * HUGE
CUT = repr("x" * 60 + "…")  # how a refusal quotes TEXT
ENORMOUS = 10**5000  # past the 4,300 digits Python prints
SHORT = 300


def refusal(attempt: Any, *args: Any, **kwargs: Any) -> str:
    with pytest.raises(ValueError) as refused:
        attempt(*args, **kwargs)
    assert len(str(refused.value)) < SHORT
    return str(refused.value)


@pytest.mark.parametrize(
    ("players", "quoted"),
    [(TEXT, CUT), ({"x" * 100: 1}, repr({"x" * 100: 1})[:60] + "…"), (2.5, "2.5")],
    ids=["text", "dict", "short"],
)
def test_players_that_are_neither_a_count_nor_names_are_quoted_cut(players: Any, quoted: str) -> None:
    info = cw.game_class("connect5").info
    assert refusal(player_names, info, players) == f"players must be a count (2 to 5) or a list of names, not {quoted}"


def test_players_given_as_a_huge_text_are_refused_short_by_new_game_and_by_a_save() -> None:
    assert refusal(cw.new_game, "connnect", players=TEXT) == (
        f"players must be a count (1 to 4) or a list of names, not {CUT}"
    )
    save = {**json.loads(cw.new_game("connnect", seed=1).to_json()), "players": TEXT}
    with pytest.raises(cw.CorruptSave) as refused:
        cw.load_game(json.dumps(save))
    assert str(refused.value) == (
        f"the save's settings are invalid: players must be a count (1 to 4) or a list of names, not {CUT}"
    )


@pytest.mark.parametrize(
    ("value", "quoted"),
    [(-ENORMOUS, "a huge integer"), (TEXT, CUT), (["x" * 100], repr(["x" * 100])[:60] + "…")],
    ids=["huge-int", "text", "list"],
)
def test_a_count_setting_quotes_a_huge_value_cut(value: Any, quoted: str) -> None:
    assert refusal(check_count, "games", value) == f"games must be a positive whole number, not {quoted}"
    assert refusal(check_count, "max_actions", value, optional=True) == (
        f"max_actions must be None or a positive whole number, not {quoted}"
    )


@pytest.mark.parametrize(("value", "quoted"), [(ENORMOUS, "a huge integer"), (TEXT, CUT)], ids=["huge-int", "text"])
def test_a_setting_from_0_to_10_quotes_a_huge_value_cut(value: Any, quoted: str) -> None:
    assert refusal(check_from_0_to_10, "temperature", value) == (
        f"temperature must be a number from 0 to 10, not {quoted}"
    )


@pytest.mark.parametrize(("player", "quoted"), [(ENORMOUS, "a huge integer"), (TEXT, CUT)], ids=["huge-int", "text"])
def test_a_player_index_quotes_a_huge_value_cut_and_changes_nothing(player: Any, quoted: str) -> None:
    game = cw.new_game("connect5", seed=3)
    game.apply(0, game.legal_actions(0)[0])
    before = snapshot(game)
    for attempt in (game.view, game.score_breakdown):
        assert refusal(attempt, player) == f"player must be an index from 0 to 1, not {quoted}"
    assert refusal(check_index, player, 3, "step") == f"step must be an index from 0 to 2, not {quoted}"
    assert snapshot(game) == before


@pytest.mark.parametrize(
    ("position", "quoted"),
    [(ENORMOUS, "a huge integer"), (["x" * 100], repr(["x" * 100])[:60] + "…"), ([1] * 30, repr([1] * 30)[:60] + "…")],
    ids=["huge-int", "list-of-text", "list-of-numbers"],
)
def test_a_position_that_is_no_text_is_quoted_cut_with_its_mark(position: Any, quoted: str) -> None:
    assert refusal(cw.new_game, "connect5", position=position) == (
        f"position must be a line of text of up to 20000 characters, not {quoted}"
    )


def test_a_huge_setup_given_with_a_position_is_quoted_cut() -> None:
    position = cw.new_game("connect5", seed=1).position()
    assert refusal(cw.new_game, "connect5", setup=TEXT, position=position) == (
        f"a position and setup={CUT} both say where the game starts: give one of them"
    )


@pytest.mark.parametrize(
    ("attempt", "says"),
    [
        (
            lambda: cw.new_game("connect5", auto_chance=TEXT),  # type: ignore[arg-type]  # a text on purpose
            f"auto_chance must be True or False, not {CUT}",
        ),
        (lambda: setattr(cw.new_game("connect5"), "auto_chance", ENORMOUS), "not a huge integer"),
        (
            lambda: cw.make_bot("connect5", "mcts", seed=1, seconds=TEXT),
            f"seconds must be a positive number, not {CUT}",
        ),
        (
            lambda: cw.arena("connect5", {"a": "random", "b": "random"}, games=2, seed=TEXT),  # type: ignore[arg-type]
            f"not {CUT}: the same seed gives the same table",
        ),
        (
            lambda: cw.arena(
                "connect5",
                {"a": "random", "b": "random"},
                games=2,
                opening_moves=TEXT,  # type: ignore[arg-type]  # a text on purpose
            ),
            f"not {CUT}",
        ),
    ],
    ids=["auto_chance", "auto_chance set", "seconds", "arena seed", "opening_moves"],
)
def test_other_settings_quote_a_huge_value_cut(attempt: Any, says: str) -> None:
    assert refusal(attempt).endswith(says)
