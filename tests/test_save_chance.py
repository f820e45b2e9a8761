"""A save is held to its seed: every chance outcome it does not list as scripted must be the one the
seed draws there, so an edited die, card or seed is refused; scripted chance is listed and loads."""

from __future__ import annotations

import json
import random

import pytest

import connect_widgets as cw
from connect_widgets.testing import play_random


def played(name: str, moves: int = 40, seed: int = 5) -> cw.Game:
    game = cw.new_game(name, players=2, seed=seed)
    play_random(game, random.Random(seed), moves)
    return game


def edited(save: str, change: dict) -> str:
    return json.dumps({**json.loads(save), **change})


def test_a_game_left_to_chance_lists_nothing_scripted_and_loads_exactly() -> None:
    for name in cw.GAME_NAMES:
        game = played(name)
        data = json.loads(game.to_json())
        assert data["scripted"] == [] and game.scripted_chance() == ()
        assert cw.load_game(game.to_json()).history == game.history


def test_an_edited_roll_is_refused_naming_its_step() -> None:
    game = played("connnect")
    data = json.loads(game.to_json())
    step = max(i for i, (actor, action) in enumerate(data["history"]) if action.startswith("roll"))
    # The last roll edited, and the history cut after it: every step still plays by the rules.
    rolled = "roll 6 6 6" if data["history"][step][1] != "roll 6 6 6" else "roll 1 1 1"
    data["history"] = [*data["history"][:step], [cw.CHANCE, rolled]]
    with pytest.raises(cw.CorruptSave, match=rf"^step {step + 1} \('roll .*'\) is not what the save's seed draws"):
        cw.load_game(json.dumps(data))


@pytest.mark.parametrize("name", [name for name in cw.GAME_NAMES if cw.game_class(name).info.has_chance])
def test_an_edited_seed_is_refused(name: str) -> None:  # a game without chance draws nothing from its seed
    game = played(name)
    with pytest.raises(cw.CorruptSave, match="its dice, cards or seed were edited"):
        cw.load_game(edited(game.to_json(), {"seed": game.seed + 1}))


def test_swapped_cards_of_a_deal_are_refused() -> None:
    game = played("num_connect", moves=0)
    data = json.loads(game.to_json())
    deals = [i for i, (actor, _) in enumerate(data["history"]) if actor == cw.CHANCE]
    first, other = deals[0], next(i for i in deals if data["history"][i][1] != data["history"][deals[0]][1])
    data["history"][first], data["history"][other] = data["history"][other], data["history"][first]
    with pytest.raises(cw.CorruptSave, match=f"^step {first + 1} "):
        cw.load_game(json.dumps(data))


def test_scripted_dice_are_listed_and_a_save_of_them_loads_with_the_seed_s_after() -> None:
    game = cw.new_game("connnect", players=2, seed=5, auto_chance=False)
    while game.actors() == (cw.CHANCE,):  # the set-up as the seed deals it, then a roll of our own
        game.apply(cw.CHANCE, game.chance_outcomes()[0][0] if game.history else game.legal_actions(cw.CHANCE)[0])
    scripted = game.scripted_chance()
    assert scripted and all(game.history[i][0] == cw.CHANCE for i in scripted)
    game.auto_chance = True
    play_random(game, random.Random(1), 30)
    loaded = cw.load_game(game.to_json())
    assert loaded.history == game.history and loaded.scripted_chance() == scripted
    data = json.loads(game.to_json())
    data["scripted"] = data["scripted"][1:]  # hiding one scripted outcome: it is not the seed's
    with pytest.raises(cw.CorruptSave, match=f"^step {scripted[0] + 1} "):
        cw.load_game(json.dumps(data))


def test_a_save_from_before_the_list_is_read_as_it_was() -> None:
    game = played("connnect")
    data = json.loads(game.to_json())
    del data["scripted"]
    assert cw.load_game(json.dumps(data)).history == game.history


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"scripted": "all"}, "the save's scripted must list history indices"),
        ({"scripted": [10**6]}, "the save's scripted must list history indices"),
        ({"scripted": [True]}, "the save's scripted must list history indices"),
        ({"scripted": [3, 1]}, "each history index once, in order"),
        ({"postion": "x"}, "the save has 1 key(s) no save has: 'postion'"),
    ],
)
def test_a_bad_scripted_list_or_an_unknown_key_is_refused(change: dict, message: str) -> None:
    with pytest.raises(cw.CorruptSave, match=message.replace("(", r"\(").replace(")", r"\)")):
        cw.load_game(edited(played("connect5").to_json(), change))


def test_an_empty_position_means_the_rules_own_start() -> None:
    game = played("connect5")
    assert cw.load_game(edited(game.to_json(), {"position": ""})).history == game.history


def test_scripted_may_list_only_chance() -> None:
    game = played("connect5")  # no chance at all: every entry is a player's move
    with pytest.raises(
        cw.CorruptSave, match=r"^the save's scripted lists step 1, which is a player's move, not chance$"
    ):
        cw.load_game(edited(game.to_json(), {"scripted": [0]}))
