"""``view(seat)["known"]``: what every player has seen of each hand (``state.known``) is public, so
every seat's view shows it, the same for all, and it follows the cards into and out of the hand."""

from __future__ import annotations

import json

import connect_widgets as cw
from tests.num_connect.helpers import P0, P1, dealt, play
from tests.num_connect.test_determinize import shown_hands


def known_by_seat(game: cw.Game) -> list[list[list[str]]]:
    """``view(seat)["known"]`` for every seat, then the referee's (``view(None)``)."""
    return [game.view(seat)["known"] for seat in (*range(len(game.players)), None)]


def test_every_view_shows_what_all_have_seen_of_each_hand() -> None:
    game = shown_hands()  # Bruno took back Y5 and a Shadow, and had shown he held a Rainbow and a Shadow
    expected = [[], ["Y5", "*", "#"], []]
    assert known_by_seat(game) == [expected] * 4
    assert [list(cards) for cards in game.state.known] == expected
    assert json.loads(json.dumps(game.view(2))) == game.view(2)  # JSON-able, as every view


def test_known_cards_follow_a_start_a_cancel_and_a_lay() -> None:
    game = dealt([P0, P1])
    assert known_by_seat(game) == [[[], []]] * 3
    play(game, 0, "new *")  # the Rainbow goes on the table: only the Shadow is known to be in hand
    assert known_by_seat(game) == [[["#"], []]] * 3
    play(game, 0, "cancel")  # the Rainbow is seen going back
    assert known_by_seat(game) == [[["*", "#"], []]] * 3
    play(game, 0, "new *", "put g0 r0c1 #")  # both leave the hand again
    assert known_by_seat(game) == [[[], []]] * 3
