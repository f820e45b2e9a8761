"""The rulebook's own sentences (rulebook 004), verbatim, under the rulebook's own headings: ``RULEBOOK``.

Refusals carry one of these quotes as their rule, and the rules panel shows the passage for what
is happening. ``tests/test_rulebooks.py`` finds every sentence and every heading in the rulebook.
"""

from __future__ import annotations

from ..core.rulebook import Quote, Rulebook

RULEBOOK = Rulebook(
    file="004_948a60ee2a650e1e.txt",
    language="en",
    quotes={
        "materials": Quote("Materials", "80 cards showing three different objects each; 1 bell"),
        "aim": Quote(
            "Aim and Idea of the Game",
            "Players try to create a row of seven picture cards, with each card having at least one object in "
            "common with the cards right next to it.",
        ),
        "preparation": Quote(
            "Preparation",
            "Place the bell in the middle of the table. The 80 cards are shuffled and then spread face-down "
            "around the bell.",
        ),
        "start": Quote(
            "How to Play",
            "The youngest player gives a starting signal, and then each player starts and tries to create a row "
            "of seven cards as quickly as possible.",
            "start",
        ),
        "one_card_at_a_time": Quote(
            "How to Play",
            "To do this, one card at a time is picked up from the face-down cards in the middle. If it fits into "
            "your row, you may place it there. If it does not, return it face-down with the other cards. Then "
            "pick up your next card.",
            "one card at a time",
        ),
        "starting_card": Quote(
            "Placing a Card",
            "Each player picks up a card and places it in front of him or her as the starting card for his or her row.",
            "starting card",
        ),
        "placing": Quote(
            "Placing a Card",
            "Subsequent cards must be placed either to the right or the left of the cards already in your row, "
            "but can only be placed there if they share at least one object in common with their neighbouring "
            "card.",
            "placing",
        ),
        "example_1": Quote(
            "Placing a Card",
            "Example 1: Hannah cannot place this card because the two cards do not share a common object.",
            "example 1",
        ),
        "example_2": Quote(
            "Placing a Card",
            "Example 2: Emma is lucky: the card at the end of her row and the card she just picked up both show "
            "an umbrella. She may place the card into her row.",
            "example 2",
        ),
        "right_bell": Quote(
            "Finished Your Row?",
            "When a player manages to finish his or her row first, he or she quickly hits the bell! If the row "
            "shows no errors, that player may keep all the cards of that row and places them in a pile by his or "
            "her side. All other players return the cards in their current rows face-down to the middle of the "
            "table. Then a new round is started.",
            "right bell",
        ),
        "wrong_bell": Quote(
            "Finished Your Row?",
            "If a player hits the bell but does not have seven cards in his or her row, or the row shows an "
            "error, he or she must return all cards in that row to the middle of the table. The other players "
            "finish this round without him or her.",
            "wrong bell",
        ),
        "game_end": Quote(
            "Game End",
            "When the last card has been picked up from the middle of the table, the game ends. The player with "
            "the longest correct row at that moment may put these cards into his or her pile. The player with "
            "the most cards in his or her pile wins the game.",
        ),
    },
)
"""The quoted passages by key, in the rulebook's order."""
