"""The protocol's promises, checked on every game and every supported player count.

10 seeded random games each in the normal run (``CONFORMANCE_GAMES``); ``pytest --long`` runs 10,000.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import connect_widgets as cw
from connect_widgets.testing import CONFORMANCE_GAMES, check_game, play_bots

CASES = [
    (name, players)
    for name in cw.GAME_NAMES
    for players in range(cw.game_class(name).info.min_players, cw.game_class(name).info.max_players + 1)
]
VIEW_CAP = 100 * 1024
REPOSITORY = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(("name", "players"), CASES)
def test_random_games_keep_the_protocol(name: str, players: int) -> None:
    assert check_game(name, players, games=CONFORMANCE_GAMES) > 0


@pytest.mark.long
@pytest.mark.parametrize(("name", "players"), CASES)
def test_random_games_keep_the_protocol_long(name: str, players: int) -> None:
    assert check_game(name, players, games=10_000, seed=1) > 0


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_every_game_declares_itself(name: str) -> None:
    info = cw.game_class(name).info
    assert info.name == name and info.title and info.notation
    assert len(info.default_names) >= info.max_players
    assert info.rules_notes == f"docs/rules/{name}.md" and (REPOSITORY / info.rules_notes).is_file()
    assert (cw.game_class(name).__module__.split(".")[1]) == name


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_random_bot_and_heuristic_bot_finish_a_game(name: str) -> None:
    game = cw.new_game(name, players=2, seed=3)
    play_bots(game, [cw.make_bot(name, "random", seed=1), cw.make_bot(name, "heuristic", seed=2)], seed=4)
    assert game.is_over and game.winners()  # finished, with a result
    assert {actor for actor, _ in game.history} >= {0, 1}  # both bots played their part
    assert cw.load_game(game.to_json()).scores() == game.scores()  # every move was a legal one


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_widget_view_stays_under_the_cap(name: str) -> None:
    widget = cw.play(name, players=2, seed=5)
    rng = random.Random(5)
    largest = 0
    while not widget.game.is_over:
        actor = rng.choice(widget.game.actors())
        widget.game.apply(actor, rng.choice(widget.game.legal_actions(actor)))
        largest = max(largest, len(json.dumps(widget.view)))
    assert 0 < largest <= VIEW_CAP
