"""The Connect5 rulebook's own sentences (rulebook 001), quoted for refusals and the rules panel.

Every refusal of the rules carries one of these quotes as its ``rule``; the widget shows it under
its heading beside the board. The text is the rulebook's, typos included, so a player can find it
there; ``section`` is the rulebook's own heading and ``detail`` our short label for the passage.
"""

from __future__ import annotations

from ..core.rulebook import Quote, Rulebook

DESCRIPTION = "Game Description"
RULES = "Rules"
MODES = "Game Modes"
HOW_TO_PLAY = "How to Play"
EXCEPTIONS = "Exceptions"
MOVING_AROUND = "Moving Around on the Game Board"
BOTH_BOARDS = "The Double Board Game"

RULEBOOK = Rulebook(
    file="001_ea2cf05446bc0e77.txt",
    language="en",
    quotes={
        "goal": Quote(
            DESCRIPTION,
            "The player who scores the most points, wins the game. You can score points eating your opponents "
            "tokens (1 point each eaten token) or achieving a Connect 5 (5 points).",
        ),
        "first_turn": Quote(
            HOW_TO_PLAY,
            "After having decided which player will play first, each player – going clockwise – places one token "
            "on a single dot (fig. 1) or on a circled dot (fig. 2).",
            "first turn",
        ),
        "place": Quote(
            HOW_TO_PLAY,
            "Place a token on any dot (single or circled) on the game board, if it's free from other players' token.",
            "place",
        ),
        "stack": Quote(
            HOW_TO_PLAY, "Stack a token on top on another of his token, if the latter is on a circled dot.", "stack"
        ),
        "move": Quote(HOW_TO_PLAY, "Move any of his token from the dot it's placed to an adjacent dot.", "move"),
        "eat": Quote(
            HOW_TO_PLAY,
            "Eat an opponent's token jumping over it, if the landing dot is free from anyone's token.",
            "eat",
        ),
        "unstack": Quote(
            HOW_TO_PLAY,
            "Unstack a double token into 2 separate single tokens, leaving one on the original dot and moving the "
            "other one on an adjacent dot, if free.",
            "unstack",
        ),
        "multi_eat": Quote(HOW_TO_PLAY, "Eat multiple opponent's token if the landing dots are free.", "multiple eat"),
        "line_just_used": Quote(
            HOW_TO_PLAY,
            "It's not allowed to eat a token or score Connect 5 using again a line that has just been used…",
            "a line just used",
        ),
        "single_cannot_eat_double": Quote(
            EXCEPTIONS, "Double tokens can't be eaten by single tokens.", "singles and doubles"
        ),
        "double_eats_single": Quote(EXCEPTIONS, "They can eat single tokens.", "doubles eat singles"),
        "double_eats_double": Quote(
            EXCEPTIONS, "They can eat and be eaten by opponents' double tokens.", "doubles eat doubles"
        ),
        "double_moves": Quote(
            EXCEPTIONS, "Double tokens can only move between adjacent circled dots on the game board.", "doubles move"
        ),
        "double_landing": Quote(
            EXCEPTIONS,
            "A double token can eat another double token only if the landing dot is a free circled dot. A double "
            "token can eat a single token but if the landing dot is a single dot, it has to be split in 2 separate "
            "single tokens.",
            "landing of a double",
        ),
        "capture_stack": Quote(
            EXCEPTIONS,
            "If a player token is placed between 2 circled dots where 2 tokens of another players are placed, the "
            "latter will be allowed, during his own turn, to eat the first player token with one of the 2 tokens he "
            "owns and therefore create a double token.",
            "eating to make a double",
        ),
        "capture_stack_not_double": Quote(
            EXCEPTIONS,
            "The previous manouver is not allowed if the first player's token is a double token.",
            "not onto a double",
        ),
        "capture_stack_from_double": Quote(
            EXCEPTIONS,
            "On the contrary, the manouver is allowed if the starting token of the second player is a double token "
            "and the landing token is a single token.",
            "from a double",
        ),
        "upper_token": Quote(
            EXCEPTIONS,
            "In the above situation, the second player will be allowed to eat the first player token moving the "
            "upper token from the double token and stacking it on top of the landing single token, creating a new "
            "double token on the landing dot.",
            "the upper token",
        ),
        "adjacent": Quote(
            MOVING_AROUND,
            "Tokens are only allowed to move from the dot they are originally placed upon to an adjacent one "
            "(single or circled).",
            "adjacent dots",
        ),
        "turning": Quote(
            MOVING_AROUND,
            'It is only allowed to "turn" to a different directions when the token encounters a "T" connection, '
            "not when to lines cross each other.",
            "turning",
        ),
        "connect5": Quote(
            RULES,
            "To score Connect 5, a player must have 5 of his tokens placed on 5 consecutive dots on the game board, "
            "without any obstacle.",
            "Connect 5",
        ),
        "connect5_crossing": Quote(
            MOVING_AROUND,
            "It is not possible to score Connect 5 if this is achieved changing direction where 2 lines cross "
            "without a dot.",
            "no turn at a crossing",
        ),
        "round_end": Quote(
            RULES,
            "If, during a round, none of the players scores a Connect 5 or if there are no more available free dots "
            "on the game board and it's not possible to place or move any token, the round is over and the final "
            "score is calculated counting the tokens that have been eaten by each player.",
            "end of a round",
        ),
        "quick_game": Quote(
            MODES,
            "The game is over when one player scores Connect 5. Total scores are calculated and the winner is "
            "determined.",
            "quick game",
        ),
        "full_game": Quote(
            MODES,
            "Each player, going clockwise, starts a round first. Each round terminates when one of the players "
            "scores Connect 5. Each player score is calculated and is summed to the score of the following rounds.",
            "full game",
        ),
        "both_boards": Quote(BOTH_BOARDS, "PLEASE NOTE: all game rules applies to both game boards."),
    },
)
"""Key -> quote, in the order of the rules panel."""
