"""Undo (never across a turned-over card under "own"), saves, and option validation."""

from __future__ import annotations

import pytest

import connect_widgets as cw

from .helpers import NAME, chain, new, take


def test_a_pick_cannot_be_undone_under_own_because_the_card_was_turned_over() -> None:
    game = new()
    take(game, 0, 9)
    reason = game.can_undo(0)
    assert reason is not None and "undo never goes back across" in reason


def test_a_placement_can_be_undone_until_someone_picks_again() -> None:
    a, b = chain(2)
    game = new()
    take(game, 0, a)
    game.apply(0, "place")
    assert game.can_undo(0) is None
    assert game.undo(0) == (0, "place")
    assert game.view()["players"][0]["hand"] == a
    game.apply(0, "place")
    take(game, 1, b)
    assert game.can_undo(0) is not None  # a card has been turned over since


def test_undo_keeps_the_other_players_actions_when_they_still_stand() -> None:
    game = new()
    take(game, 0, 3)
    take(game, 1, 4)
    game.apply(0, "place")
    game.apply(1, "place")
    assert game.undo(0) == (0, "place")
    assert game.view()["players"][1]["row"] == [4]
    assert game.view()["players"][0]["hand"] == 3


def test_practice_undo_goes_back_across_the_reveal_and_redraws_the_same_card() -> None:
    game = cw.new_game(NAME, players=2, seed=11, undo="practice")
    game.apply(0, "pick")
    first = game.view()["players"][0]["hand"]
    game.undo(0)
    assert game.view()["players"][0]["hand"] is None and game.history == ()
    game.apply(0, "pick")
    assert game.view()["players"][0]["hand"] == first


def test_a_save_reloads_exactly() -> None:
    game = cw.new_game(NAME, players=3, seed=5, check_on_place=True, max_void_rounds=9)
    for actor, action in [(0, "pick"), (0, "place"), (1, "pick"), (2, "bell"), (1, "place")]:
        game.apply(actor, action)
    twin = cw.load_game(game.to_json())
    assert twin.history == game.history and twin.view() == game.view() and twin.options == game.options


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"check_on_place": "yes"}, "choose one of: False, True"),
        ({"max_void_rounds": 0}, "minimum is 1"),
        ({"max_void_rounds": 101}, "maximum is 100"),
        ({"max_void_rounds": 5.0}, "must be a whole number"),
        ({"rows": 7}, "valid options are: check_on_place, max_void_rounds"),
    ],
)
def test_bad_options_are_refused_naming_the_valid_values(options, message) -> None:
    with pytest.raises(ValueError, match=message):
        cw.new_game(NAME, **options)


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(players) -> None:
    with pytest.raises(ValueError, match="2 to 4 players"):
        cw.new_game(NAME, players=players)
