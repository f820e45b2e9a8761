"""The Connect5 rulebook's own sentences (rulebook 001), quoted for refusals and the rules panel.

Every ``IllegalAction`` of the engine carries one of these as its ``rule``; the widget shows them
beside the board. The text is the rulebook's, typos included, so a player can find it there.
"""

from __future__ import annotations

from typing import Final

GOAL: Final = (
    "The player who scores the most points, wins the game. You can score points eating your opponents "
    "tokens (1 point each eaten token) or achieving a Connect 5 (5 points)."
)
FIRST_TURN: Final = (
    "After having decided which player will play first, each player – going clockwise – places one token "
    "on a single dot (fig. 1) or on a circled dot (fig. 2)."
)
PLACE: Final = "Place a token on any dot (single or circled) on the game board, if it's free from other players' token."
STACK: Final = "Stack a token on top on another of his token, if the latter is on a circled dot."
MOVE: Final = "Move any of his token from the dot it's placed to an adjacent dot."
EAT: Final = "Eat an opponent's token jumping over it, if the landing dot is free from anyone's token."
UNSTACK: Final = (
    "Unstack a double token into 2 separate single tokens, leaving one on the original dot and moving the "
    "other one on an adjacent dot, if free."
)
MULTI_EAT: Final = "Eat multiple opponent's token if the landing dots are free."
LINE_JUST_USED: Final = "It's not allowed to eat a token or score Connect 5 using again a line that has just been used."
SINGLE_CANNOT_EAT_DOUBLE: Final = "Double tokens can't be eaten by single tokens."
DOUBLE_EATS_SINGLE: Final = "They can eat single tokens."
DOUBLE_EATS_DOUBLE: Final = "They can eat and be eaten by opponents' double tokens."
DOUBLE_MOVES: Final = "Double tokens can only move between adjacent circled dots on the game board."
DOUBLE_LANDING: Final = (
    "A double token can eat another double token only if the landing dot is a free circled dot. A double "
    "token can eat a single token but if the landing dot is a single dot, it has to be split in 2 separate "
    "single tokens."
)
CAPTURE_STACK: Final = (
    "If a player token is placed between 2 circled dots where 2 tokens of another players are placed, the "
    "latter will be allowed, during his own turn, to eat the first player token with one of the 2 tokens he "
    "owns and therefore create a double token."
)
CAPTURE_STACK_NOT_DOUBLE: Final = "The previous manouver is not allowed if the first player's token is a double token."
CAPTURE_STACK_FROM_DOUBLE: Final = (
    "On the contrary, the manouver is allowed if the starting token of the second player is a double token "
    "and the landing token is a single token."
)
UPPER_TOKEN: Final = (
    "In the above situation, the second player will be allowed to eat the first player token moving the "
    "upper token from the double token and stacking it on top of the landing single token, creating a new "
    "double token on the landing dot."
)
ADJACENT: Final = (
    "Tokens are only allowed to move from the dot they are originally placed upon to an adjacent one "
    "(single or circled)."
)
TURNING: Final = (
    'It is only allowed to "turn" to a different directions when the token encounters a "T" connection, '
    "not when to lines cross each other."
)
CONNECT5: Final = (
    "To score Connect 5, a player must have 5 of his tokens placed on 5 consecutive dots on the game board, "
    "without any obstacle."
)
CONNECT5_CROSSING: Final = (
    "It is not possible to score Connect 5 if this is achieved changing direction where 2 lines cross without a dot."
)
ROUND_END: Final = (
    "If, during a round, none of the players scores a Connect 5 or if there are no more available free dots "
    "on the game board and it's not possible to place or move any token, the round is over and the final "
    "score is calculated counting the tokens that have been eaten by each player."
)
QUICK_GAME: Final = (
    "The game is over when one player scores Connect 5. Total scores are calculated and the winner is determined."
)
FULL_GAME: Final = (
    "Each player, going clockwise, starts a round first. Each round terminates when one of the players "
    "scores Connect 5. Each player score is calculated and is summed to the score of the following rounds."
)
BOTH_BOARDS: Final = "PLEASE NOTE: all game rules applies to both game boards."

SECTIONS: Final[dict[str, str]] = {
    "Game Description": GOAL,
    "How to Play: first turn": FIRST_TURN,
    "How to Play: place": PLACE,
    "How to Play: stack": STACK,
    "How to Play: move": MOVE,
    "How to Play: eat": EAT,
    "How to Play: unstack": UNSTACK,
    "How to Play: multiple eat": MULTI_EAT,
    "How to Play: a line just used": LINE_JUST_USED,
    "Exceptions: singles and doubles": SINGLE_CANNOT_EAT_DOUBLE,
    "Exceptions: doubles eat singles": DOUBLE_EATS_SINGLE,
    "Exceptions: doubles eat doubles": DOUBLE_EATS_DOUBLE,
    "Exceptions: doubles move": DOUBLE_MOVES,
    "Exceptions: landing of a double": DOUBLE_LANDING,
    "Exceptions: eating to make a double": CAPTURE_STACK,
    "Exceptions: not onto a double": CAPTURE_STACK_NOT_DOUBLE,
    "Exceptions: from a double": CAPTURE_STACK_FROM_DOUBLE,
    "Exceptions: the upper token": UPPER_TOKEN,
    "Moving Around: adjacent dots": ADJACENT,
    "Moving Around: turning": TURNING,
    "Moving Around: Connect 5": CONNECT5,
    "Moving Around: no turn at a crossing": CONNECT5_CROSSING,
    "Rules: end of a round": ROUND_END,
    "Game Modes: quick game": QUICK_GAME,
    "Game Modes: full game": FULL_GAME,
}
"""Section -> quoted text, in rulebook order (the rules panel lists them)."""


def section_of(text: str) -> str:
    """The section a quoted sentence comes from ("" if it is not one of :data:`SECTIONS`)."""
    return next((section for section, quoted in SECTIONS.items() if quoted == text), "")
