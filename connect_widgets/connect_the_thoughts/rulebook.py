"""The rulebook's own sentences (rulebook 004), by section, quoted for refusals and the rules panel."""

from __future__ import annotations

from typing import Final

RULEBOOK_FILE: Final = "004_948a60ee2a650e1e.txt"

MATERIALS: Final = "80 cards showing three different objects each; 1 bell"
AIM: Final = (
    "Players try to create a row of seven picture cards, with each card having at least one object in common "
    "with the cards right next to it."
)
PREPARATION: Final = (
    "Place the bell in the middle of the table. The 80 cards are shuffled and then spread face-down around the bell."
)
START: Final = (
    "The youngest player gives a starting signal, and then each player starts and tries to create a row of seven "
    "cards as quickly as possible."
)
ONE_CARD_AT_A_TIME: Final = (
    "To do this, one card at a time is picked up from the face-down cards in the middle. If it fits into your row, "
    "you may place it there. If it does not, return it face-down with the other cards. Then pick up your next card."
)
STARTING_CARD: Final = (
    "Each player picks up a card and places it in front of him or her as the starting card for his or her row."
)
PLACING: Final = (
    "Subsequent cards must be placed either to the right or the left of the cards already in your row, but can only "
    "be placed there if they share at least one object in common with their neighbouring card."
)
EXAMPLE_1: Final = "Example 1: Hannah cannot place this card because the two cards do not share a common object."
EXAMPLE_2: Final = (
    "Example 2: Emma is lucky: the card at the end of her row and the card she just picked up both show an umbrella. "
    "She may place the card into her row."
)
RIGHT_BELL: Final = (
    "When a player manages to finish his or her row first, he or she quickly hits the bell! If the row shows no "
    "errors, that player may keep all the cards of that row and places them in a pile by his or her side. All other "
    "players return the cards in their current rows face-down to the middle of the table. Then a new round is started."
)
WRONG_BELL: Final = (
    "If a player hits the bell but does not have seven cards in his or her row, or the row shows an error, he or she "
    "must return all cards in that row to the middle of the table. The other players finish this round without him "
    "or her."
)
GAME_END: Final = (
    "When the last card has been picked up from the middle of the table, the game ends. The player with the longest "
    "correct row at that moment may put these cards into his or her pile. The player with the most cards in his or "
    "her pile wins the game."
)

SECTIONS: Final[dict[str, str]] = {
    "Materials": MATERIALS,
    "Aim and Idea of the Game": AIM,
    "Preparation": PREPARATION,
    "How to Play": f"{START} {ONE_CARD_AT_A_TIME}",
    "Placing a Card": f"{STARTING_CARD} {PLACING}",
    "Placing a Card: examples": f"{EXAMPLE_1} {EXAMPLE_2}",
    "Finished Your Row?": f"{RIGHT_BELL} {WRONG_BELL}",
    "Game End": GAME_END,
}
"""Section title -> the rulebook's text, in the rulebook's order."""
