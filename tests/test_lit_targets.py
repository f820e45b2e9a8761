"""A target the hints light is never refused: with hints on, a click on anything lit (from no
selection) is taken, by every seat that acts, at every step of seeded random games. Connnect lit
the zone's spaces before a die was picked, and a click on one was refused."""

from __future__ import annotations

import random
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets import IllegalAction
from connect_widgets.connect_the_thoughts import Interaction as ThoughtsInteraction
from connect_widgets.connnect import Interaction as ConnnectInteraction
from connect_widgets.connnect.board import INDEX
from connect_widgets.core.interaction import Interaction

SPACE = {index: name for name, index in INDEX.items()}


def connnect_lit(board: dict[str, Any]) -> list[str]:
    """What Connnect's renderer lights on the sheet shown: spaces, bonuses to circle, Number Dice."""
    sheet = board["sheet"]
    lit = [f"cell:{SPACE[index]}" for index in sheet.get("legal", [])]
    lit += [f"bonus:{bonus}" for bonus in sheet.get("bonus_legal", [])]
    return lit + ([f"num:{k}" for k in range(len(sheet["to_write"]))] if sheet.get("dice_legal") else [])


def thoughts_lit(board: dict[str, Any]) -> list[str]:
    return list(board.get("legal_targets", []))


GAMES = {"connnect": (ConnnectInteraction, connnect_lit), "connect_the_thoughts": (ThoughtsInteraction, thoughts_lit)}


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", [0, 1])
def test_no_lit_target_is_refused(name: str, seed: int) -> None:
    interaction, lit = GAMES[name]
    game, rng, clicked = cw.new_game(name, players=2, seed=seed), random.Random(seed), 0
    while not game.is_over:
        for seat in game.actors():
            for target in lit(interaction(game).render(seat, True).board):
                ui: Interaction = interaction(game)  # a fresh one: nothing selected
                try:
                    ui.click(seat, target)
                except IllegalAction as refusal:
                    pytest.fail(f"{target} is lit for seat {seat} but refused: {refusal} ({game.describe()})")
                clicked += 1
        actor = game.actors()[0]
        game.apply(actor, rng.choice(game.legal_actions(actor)))
    assert clicked > 100  # the games lit targets all along
