"""A bot knows the game it plays: ``choose`` refuses a seat of another game, and a table refuses to
seat it, in words (a connect5 bot given a Connnect seat failed deep inside with a ``KeyError``, and a
widget showed "Internal error" after the first move). A user's own bot, which names no game, still
sits anywhere. Also: any mapping of bots seats them, and ``RandomBot``'s seed is checked as a game's."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.connect5.bots import HeuristicBot as Connect5Heuristic
from connect_widgets.connnect.bots import ConnnectSearch
from connect_widgets.core.seat import Seat

KINDS = ("random", "easy", "medium", "mcts")
OTHER = {
    "connnect": "connect5",
    "connect5": "num_connect",
    "num_connect": "connect_the_thoughts",
    "connect_the_thoughts": "connnect",
}
"""Each game, and the game whose seat its bots are given."""


def test_every_game_has_another_game_to_refuse() -> None:
    missing = [name for name in cw.GAME_NAMES if name not in OTHER]
    assert not missing, f"add {missing} to OTHER in tests/test_bots_games.py: each game -> another game"
    assert all(other in cw.GAME_NAMES and other != name for name, other in OTHER.items()), OTHER


def first_seat(name: str) -> Seat:
    game = cw.new_game(name, players=2, seed=2)
    return game.seat(next(actor for actor in game.actors() if actor != cw.CHANCE))


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_a_bot_refuses_a_seat_of_another_game_in_words_and_changes_nothing(name: str, kind: str) -> None:
    other = OTHER[name]
    settings = {"simulations": 8} if kind == "mcts" else {}
    bot, twin = (cw.make_bot(name, kind, seed=5, **settings) for _ in range(2))
    assert bot.plays == name
    with pytest.raises(ValueError) as refusal:
        bot.choose(first_seat(other))
    assert str(refusal.value) == (
        f"this bot plays {name}, not {other}: make one for {other}, like cw.make_bot({other!r}, 'easy')"
    )
    seat = first_seat(name)
    if kind in ("random", "mcts"):  # cheap enough to play: the refused call drew nothing from its seed
        assert bot.choose(seat) == twin.choose(seat)
    assert bot.analysis() == twin.analysis()


def test_a_game_s_own_bot_made_by_hand_knows_its_game_too() -> None:
    with pytest.raises(ValueError, match=r"^this bot plays connect5, not connnect: "):
        Connect5Heuristic(seed=1).choose(first_seat("connnect"))
    with pytest.raises(ValueError, match=r"^this bot plays connnect, not num_connect: "):
        ConnnectSearch(seed=1, simulations=4).choose(first_seat("num_connect"))
    assert cw.RandomBot(1).choose(first_seat("connnect")) in first_seat("connnect").legal_actions()  # any game


def test_a_table_refuses_to_seat_a_bot_of_another_game_at_once() -> None:
    with pytest.raises(ValueError) as refusal:
        cw.play("connect5", bots={1: cw.make_bot("connnect", "easy")})
    assert str(refusal.value) == (
        "the bot of seat 1 plays connnect, not connect5: make one for connect5, like cw.make_bot('connect5', 'easy')"
    )
    own = cw.make_bot("connect5", "easy", seed=1)
    assert cw.play("connect5", bots={1: own}).table.bots[1] is own


class FirstMove:
    """A user's own bot: it chooses and has a kind, and says nothing of a game."""

    kind = "first"

    def choose(self, seat: Any) -> str:
        return str(seat.legal_actions()[0])


def test_a_users_own_bot_that_names_no_game_still_sits_anywhere() -> None:
    for name in cw.GAME_NAMES:
        bot = FirstMove()
        assert cw.play(name, bots={1: bot}).table.bots[1] is bot


def test_any_mapping_of_bots_is_taken_as_a_dict_is() -> None:
    widget = cw.play("connect5", seed=1, bots=MappingProxyType({1: "easy"}))
    assert widget.table.bots[1].kind == "easy"
    with pytest.raises(ValueError, match=r"^bots maps seats to bot kinds, like \{1: 'heuristic'\}, not \[1\]$"):
        cw.play("connect5", bots=[1])  # type: ignore[arg-type]  # a list on purpose


@pytest.mark.parametrize("seed", ["x", 1.5, True, -1, 2**63])
def test_a_random_bot_s_seed_is_refused_as_a_game_s_is(seed: Any) -> None:
    with pytest.raises(ValueError) as game_refusal:
        cw.new_game("connect5", seed=seed)
    with pytest.raises(ValueError) as bot_refusal:
        cw.RandomBot(seed)
    assert str(bot_refusal.value) == str(game_refusal.value)


def test_a_random_bot_s_whole_seed_or_none_is_taken() -> None:
    seat = first_seat("connect5")
    assert cw.RandomBot(7).choose(seat) == cw.RandomBot(7).choose(seat)
    assert cw.RandomBot(None).choose(seat) in seat.legal_actions()
