"""What a draw and a discard do in Num Connect. A draw waits for the card it draws; a discard ends
the turn, or the game (an emptied hand, or a round in which nobody could lay or draw). The cards
everyone knew of stay true to the hands afterwards, and the game's last position reads back."""

from __future__ import annotations

from collections import Counter

import connect_widgets as cw
from connect_widgets.num_connect.cards import build_deck


def test_a_draw_is_the_last_move_until_the_card_comes() -> None:
    game = cw.new_game("num_connect", seed=0, position="phase=play turn=0 turns=6 hands=R9.B2|R2.B3")
    game.auto_chance = False
    game.apply(0, "draw")
    assert game.actors() == (cw.CHANCE,) and game.position().endswith(" pending=- last=0:draw")


def test_a_discard_that_leaves_cards_ends_the_turn() -> None:
    game = cw.new_game("num_connect", seed=0, position="phase=discard turn=0 turns=6 hands=R9.B2|R2.B3 known=R9|-")
    game.apply(0, "discard R9")
    assert game.actors() == (1,) and game.legal_actions(1) == ["draw"]
    text = game.position()
    assert text.startswith("phase=play turn=1 turns=7 laid=no quiet=0 opened=no|no hands=B2|R2.B3 known=-|- draw=")
    assert text.endswith(" discard=R9 lines=- pending=- last=0:discard_R9")


def after_discarding(position: str, card: str) -> cw.Game:
    game = cw.new_game("num_connect", seed=0, position=position)
    game.apply(0, f"discard {card}")
    assert game.is_over
    again = cw.new_game("num_connect", seed=0, position=game.position())  # refused if a part is untrue
    assert again.position() == game.position() and again.is_over
    return game


def test_discarding_the_last_card_ends_the_game_and_forgets_that_card() -> None:
    # Player 0 showed a Rainbow at their first lay (known=*) and now discards it, their last card.
    game = after_discarding("phase=play turn=0 turns=6 laid=yes opened=yes|no hands=*|R2.B2 known=*|-", "*")
    text = game.position()
    assert text.startswith("phase=over turn=0 turns=6 laid=yes quiet=0 opened=yes|no hands=-|R2.B2 known=-|- draw=77")
    assert text.endswith("discard=* lines=- pending=- last=0:discard_*")


def test_a_round_in_which_nobody_could_lay_or_draw_ends_the_game_and_forgets_the_discard() -> None:
    hands = {0: ("R9", "B2"), 1: ("R2", "B3")}
    elsewhere = Counter(build_deck(4, 6, 6)) - Counter(hands[0] + hands[1])  # the draw pile is empty
    position = (
        "phase=play turn=0 turns=6 laid=no quiet=1 opened=no|no hands=R9.B2|R2.B3 known=R9|- "
        f"discard={'.'.join(elsewhere.elements())}"
    )
    game = after_discarding(position, "R9")
    text = game.position()
    assert text.startswith("phase=over turn=0 turns=6 laid=no quiet=2 opened=no|no hands=B2|R2.B3 known=-|- draw=0")
    assert text.endswith(".R9 lines=- pending=- last=0:discard_R9")
