"""A refusal quotes what was refused, but only its start: a 100,000-character action gets a short
message that still names it, in every game and by every path that judges an action, and the game
is left exactly as it was."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets import agents
from connect_widgets.core.registry import game_module
from connect_widgets.testing import play_random

HUGE = 100_000
SHORT = 600  # a refusal sentence, its quotes cut, and a rule or the notation (Connnect's lists every move)
STARTS = ("x" * HUGE, "a1-" + "b" * HUGE, "reveal " + "7" * HUGE, "write A1 " + "9" * HUGE, "draw" + " " * HUGE)
"""Huge actions that begin like no move, like a move of one game or another, or like a move then spaces."""


def played(name: str) -> cw.Game:
    game = cw.new_game(name, players=2, seed=7)
    play_random(game, random.Random(7), 6)
    return game


def snapshot(game: cw.Game) -> tuple[str, str, str]:
    return game.to_json(), game.position(), json.dumps(game.view(None), sort_keys=True)


def assert_short(refusal: cw.IllegalAction) -> None:
    for text in (refusal.message, str(refusal), refusal.text("en"), refusal.text("fr"), refusal.verdict.reason):
        assert len(text) < SHORT, text[:200]


@pytest.mark.parametrize("name", cw.GAME_NAMES)
@pytest.mark.parametrize("action", STARTS, ids=lambda action: repr(action[:12]))
def test_a_huge_action_is_refused_in_a_few_words_and_changes_nothing(name: str, action: str) -> None:
    game = played(name)
    before = snapshot(game)
    for actor in range(len(game.players)):
        refusal = game.refusal(actor, action)
        assert refusal is not None
        assert_short(refusal)
        with pytest.raises(cw.IllegalAction) as raised:
            game.apply(actor, action)
        assert_short(raised.value)
        assert not game.explain(actor, action).legal and len(game.explain(actor, action).reason) < SHORT
    assert snapshot(game) == before


@pytest.mark.parametrize("name", [name for name in cw.GAME_NAMES if name != "num_connect"])
def test_the_quote_names_the_start_of_the_action(name: str) -> None:
    game = played(name)  # (Num Connect refuses a non-move without quoting it: it shows the notation)
    action = "zz-top-" + "q" * HUGE
    for actor in game.actors():
        refusal = game.refusal(actor, action)
        assert refusal is not None and "'zz-top-qqq" in refusal.message and "…" in refusal.message
        assert "'zz-top-qqq" in refusal.text("fr") and len(refusal.text("fr")) < SHORT


@pytest.mark.parametrize("name", [name for name in cw.GAME_NAMES if cw.game_class(name).info.has_chance])
def test_the_protocol_names_the_start_of_a_chance_outcome(name: str) -> None:
    game = cw.new_game(name, players=2, seed=7, auto_chance=False)
    while game.actors() != (cw.CHANCE,):  # play on until a die rolls or a card is drawn
        actor = game.actors()[0]
        game.apply(actor, game.legal_actions(actor)[0])
    refusal = game.refusal(cw.CHANCE, "zz-top-" + "q" * HUGE)
    assert refusal is not None and "'zz-top-qqq" in refusal.message and len(refusal.message) < SHORT


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_the_protocol_names_the_start_of_what_is_no_action(name: str) -> None:
    refusal = played(name).refusal(0, ["zz-top"] * HUGE)  # type: ignore[arg-type]  # as a careless caller may
    assert refusal is not None and "['zz-top', 'zz-top'" in refusal.message and len(refusal.message) < SHORT


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_a_huge_click_is_refused_in_a_few_words(name: str) -> None:
    game = played(name)
    before = snapshot(game)
    interaction = game_module(name).Interaction(game)
    seat = game.actors()[0] if game.actors()[0] >= 0 else 0
    with pytest.raises(cw.IllegalAction) as raised:
        interaction.click(seat, "dot-" + "y" * HUGE)
    assert_short(raised.value)
    assert snapshot(game) == before


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_a_chance_outcome_or_a_stranger_quoted_in_a_few_words(name: str) -> None:
    game = played(name)
    before = snapshot(game)
    for actor, action in ((cw.CHANCE, "w" * HUGE), (10**5000, "w"), (0, ["w"] * HUGE), ("w" * HUGE, "w")):
        refusal = game.refusal(actor, action)  # type: ignore[arg-type]  # what a careless caller may pass
        assert refusal is not None and len(refusal.message) < SHORT and len(refusal.text("fr")) < SHORT
    assert snapshot(game) == before


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_a_save_with_a_huge_action_is_refused_in_a_few_words(name: str) -> None:
    game = played(name)
    save = json.loads(game.to_json())
    actor = game.actors()[0] if game.actors()[0] >= 0 else 0
    save["history"].append([actor, "v" * HUGE])
    with pytest.raises(cw.CorruptSave) as raised:
        cw.load_game(json.dumps(save))
    assert len(str(raised.value)) < SHORT and "vvvvvvvvvv" in str(raised.value)
    save["history"][-1] = ["v" * HUGE]
    with pytest.raises(cw.CorruptSave) as raised:
        cw.load_game(json.dumps(save))
    assert len(str(raised.value)) < SHORT


TEXT = "t" * HUGE
HUGE_OPTION: dict[str, Any] = {TEXT: 1}  # Any: mypy checks a ** value against every keyword of new_game
SETTINGS = {
    "a language": lambda: cw.play("connect5", lang=TEXT),
    "a bot kind": lambda: cw.make_bot("connect5", TEXT, 1),
    "a player's name": lambda: cw.new_game("connect5", players=["Ann", TEXT]),
    "an undo policy": lambda: cw.new_game("connect5", undo=TEXT),
    "an option's name": lambda: cw.new_game("connect5", **HUGE_OPTION),
    "a game's name": lambda: cw.new_game(TEXT),
    "an agents env's game": lambda: agents.env(TEXT),
    "a puzzle's goal": lambda: cw.puzzle("connect5", "", TEXT),
}


@pytest.mark.parametrize("make", SETTINGS.values(), ids=SETTINGS.keys())
def test_a_huge_setting_is_refused_in_a_few_words_that_start_it(make) -> None:
    with pytest.raises(ValueError) as raised:
        make()
    assert len(str(raised.value)) < SHORT and "tttttttttt…" in str(raised.value)
