"""Every game's interaction, clicked everywhere the page can be clicked (one test for every game).

At random points of seeded random games, every target the page shows the player to act
(``Interaction.targets``) is clicked in turn. A click must give an action the engine accepts, a
change of selection (``None``) or a refusal with a reason; it must never change the game itself,
and the board stays small. Then a random legal move is played and the game goes on.
"""

from __future__ import annotations

import json
import random

import pytest

import connect_widgets as cw
from connect_widgets.core.registry import game_module

BOARD_CAP = 8_000
"""Bytes of one board as JSON, at most (the fixed geometry travels once, in the layout)."""
CASES = [(name, lang) for name in cw.GAME_NAMES for lang in game_module(name).Interaction.words.languages]
"""Every game in every language it speaks."""


@pytest.mark.parametrize(("name", "lang"), CASES)
def test_every_click_is_an_accepted_action_a_selection_or_a_refusal(name: str, lang: str) -> None:
    interaction_class = game_module(name).Interaction
    rng = random.Random(f"{name}:{lang}")
    clicks = actions = 0
    info = cw.game_class(name).info
    for seed in range(100):
        if seed >= 3 and clicks > 200 and actions > 5:
            break  # three games; a small game (a tic-tac-toe) plays on until it has clicked as much
        players = min(max(2 + seed % 2, info.min_players), info.max_players)  # 2 and 3 in turn, where the game allows
        game = cw.new_game(name, players=players, seed=seed)
        ui = interaction_class(game, lang=lang)
        for step in range(400):
            if game.is_over:
                break
            seat = rng.choice(game.actors())
            if step % 7 == 0:  # now and then, click everything the page shows this seat
                clicks, actions = _click_everything(game, ui, seat, rng, clicks, actions)
            game.apply(seat, rng.choice(game.legal_actions(seat)))
            ui.reset()
    assert clicks > 200 and actions > 5, (clicks, actions)


def _click_everything(game: cw.Game, ui, seat: int, rng: random.Random, clicks: int, actions: int) -> tuple[int, int]:
    targets = ui.targets(seat)
    assert targets, f"{game.name}: the page shows {seat} nothing to click"
    for target in rng.sample(targets, len(targets)):
        before = game.history
        try:
            action = ui.click(seat, target)
        except cw.IllegalAction as refusal:
            assert refusal.text(ui.lang), f"{game.name}: clicking {target!r} was refused without a reason"
        else:
            if action is not None:
                assert game.refusal(seat, action) is None, f"{game.name}: {target!r} gave {action!r}, refused"
                actions += 1
                ui.reset()
        assert game.history == before, f"{game.name}: clicking {target!r} changed the game"
        assert len(json.dumps(ui.render(seat, True).board)) < BOARD_CAP
        clicks += 1
    return clicks, actions
