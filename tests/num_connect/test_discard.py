"""What a draw and a discard do in Num Connect. A draw waits for the card it draws; a discard ends
the turn, or the game when it empties the hand (the only end, even once the draw pile is empty).
The cards everyone knew of stay true to the hands afterwards, and the game's last position reads back."""

from __future__ import annotations

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
    assert text.startswith("phase=play turn=1 turns=7 laid=no opened=no|no hands=B2|R2.B3 known=-|- draw=")
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
    assert text.startswith("phase=over turn=0 turns=6 laid=yes opened=yes|no hands=-|R2.B2 known=-|- draw=77")
    assert text.endswith("discard=* lines=- pending=- last=0:discard_*")


def empty_pile(hands: list[list[str]]) -> str:
    """Every card but the ``hands`` on the discard pile: the draw pile is empty, nobody can draw."""
    rest = list(build_deck(4, 6, 6))
    for card in (card for hand in hands for card in hand):
        rest.remove(card)
    return f"hands={'|'.join('.'.join(hand) for hand in hands)} draw=0 discard={'.'.join(rest)}"


def test_with_an_empty_pile_a_round_with_no_card_laid_goes_on_and_one_player_wins() -> None:
    # The rules audit's game: Alice and Bruno hold 1 card each after a round of discards, and the
    # game went on to no end of the rulebook's: "Le premier a vider sa main gagne immediatement".
    game = cw.new_game(
        "num_connect", players=2, seed=0, position=f"phase=play turn=0 {empty_pile([['R1', 'R3'], ['B5', 'B9']])}"
    )
    game.apply(0, "discard R1")
    game.apply(1, "discard B5")
    assert not game.is_over and game.actors() == (0,) and game.legal_actions(0) == ["discard R3"]
    game.apply(0, "discard R3")
    assert game.is_over and game.winners() == (0,) and game.scores() == (0, -1)
    assert game.describe() == "game over after 3 turns: Alice won"


def test_a_discard_that_empties_the_hand_with_the_pile_empty_ends_the_game_and_forgets_the_card() -> None:
    position = f"phase=play turn=0 turns=6 laid=no opened=no|no known=R9|- {empty_pile([['R9'], ['R2', 'B3']])}"
    game = after_discarding(position, "R9")
    text = game.position()
    assert text.startswith("phase=over turn=0 turns=6 laid=no opened=no|no hands=-|R2.B3 known=-|- draw=0")
    assert text.endswith(".R9 lines=- pending=- last=0:discard_R9")
