"""The rulebook's own sentences, verbatim, by key: quoted by refusals and by the rules panel.

Each :class:`~connect_widgets.core.rulebook.Quote` names the rulebook's own heading it stands under
(``section``) and, where one heading holds several passages, our short ``detail`` ("Zone Die" under
"Roll Phase", each bonus effect under "Effects"). ``tests/test_rulebooks.py`` finds every sentence
and every heading in the rulebook file.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import IllegalAction
from ..core.rulebook import Quote, Rulebook
from .words import WORDS

RULEBOOK = Rulebook(
    file="000_7c5274001bc4f547.txt",
    language="en",
    quotes={
        "setup": Quote(
            "Set-Up",
            (
                "Shuffle all Connect-5 Shape Cards, then randomly draw four cards and place them face-up in "
                "the center of the table. Shuffle each deck of Objective Cards (A, B, C) separately, then "
                "randomly draw one card from each deck and place them face-up in a row in the center of the "
                "table."
            ),
        ),
        "preparation": Quote(
            "Preparation",
            (
                "The first player rolls 3 dice; all players write the rolled numbers in the setup spaces. "
                "The first player rolls 3 dice again; all players write the rolled numbers in the remaining "
                "setup spaces."
            ),
        ),
        "roll": Quote(
            "Roll Phase",
            (
                "The active player rolls all three dice and chooses one of those dice to be the Zone Die; "
                "the other two dice will be called Number Dice."
            ),
        ),
        "zone": Quote(
            "Roll Phase",
            (
                "The Zone Die is chosen from one of the three dice. It determines which zone is activated in "
                "this round. Each zone consists of two columns or rows, marked by the dice face. (Zones 1, 2 "
                "and 3 consist of two columns while zones 4, 5 and 6 consist of two rows.)"
            ),
            detail="Zone Die",
        ),
        "fill": Quote(
            "Fill Phase",
            (
                "Each player (including the active player) MUST simultaneously write each number from each "
                "Number Die in the selected zone. The numbers can be written in any order, and do not have "
                "to be adjacent to each other. Each space can contain only one number."
            ),
        ),
        "circles": Quote(
            "Fill Phase",
            (
                "At any time, you write numbers in all spaces around a Circle; you fill that Circle. If "
                "three Filled Circles align in a straight line orthogonally or diagonally, it is called a "
                "Connected Line."
            ),
            detail="Circles",
        ),
        "free": Quote(
            "Free Action",
            (
                "In the Fill Phase, a player can play a Free Action when: A player wants to write a "
                "different number from that on a Number Die. A player cannot write a number in the selected "
                "zone due to all spaces being occupied. Free Action can be used up to 7 times. If you use up "
                "all of your Free Action and cannot play on, you are out of the game."
            ),
        ),
        "claim": Quote(
            "Claim Phase",
            (
                "Players simultaneously claim the Connects by drawing the shape outlines using numbers in "
                "the play area. The numbers used MUST: be adjacent to each other; be arranged in ascending "
                "or descending order; or all numbers are the same. The claimed shape can be rotated or "
                "mirrored. If a player claims ordered numbers, adjacent numbers MUST be in the correct "
                "order. Each number can be used for claiming ONLY ONCE."
            ),
        ),
        "connect3": Quote(
            "Connect-3",
            (
                "Draw a shape with 3 numbers. Choose a Bonus in the Connect-3 bonuses section and circle it. "
                "The chosen Bonus can be used immediately or be kept for a later turn (except for a Bonus "
                "with a lightning symbol, which MUST be used immediately)."
            ),
        ),
        "connect4": Quote(
            "Connect-4",
            (
                "Draw a shape with 4 numbers. If the Connect-4 is claimed for the first time among all "
                "players, fill the first-claim mark and cross out the circle under the claimed shape; other "
                "players cross out their first-claim mark. If multiple players claim the same Connect-4 in "
                "the same round, all of them fill the first-claim mark and cross out the circle. If the "
                "Connect-4 has been claimed and the circle has not been crossed out, fill the circle below "
                "the shape and you will get 1 point at the end of the game. Next choose a Bonus in the "
                "Connect-4 bonuses section and circle it."
            ),
        ),
        "connect5": Quote(
            "Connect-5",
            (
                "Draw a shape with 5 numbers (in which shapes are depicted on the Connect-5 Shape Cards) "
                "(setup step 2). As "
                "soon as a player claims a Connect-5, that player writes the claimed shape's letter (printed "
                "on each card) in the topmost available Connect-5 Box on the Player Sheet. The player then "
                "writes the point depicted on the top Connect-5 Score Card in the star next to the written "
                "claimed shape's letter. If multiple players claim Connect-5s in the same round (can be the "
                "same or different shapes), those players get the same score depicted on the score card. "
                "Flip all the claimed Connect-5 Shape Cards facedown. These facedown cards cannot be claimed "
                "throughout the game."
            ),
        ),
        "end_round": Quote(
            "End of the Round",
            (
                "If one or more Connect-5s have been claimed in this round, remove the top Connect-5 Score "
                "Card from the game. Each player checks the requirements on each of the Objective Cards. If "
                "the requirement is fulfilled, write the points in the scoring section. Then the active "
                "player passes all the dice to the player on the left. That player becomes the new active "
                "player."
            ),
        ),
        "end_game": Quote(
            "End of the Game",
            (
                "The game ends after the twelfth round. All players tally their points. Whoever gets the "
                "most points wins! In case of a tie, the player with the fewest negative points wins! If "
                "still tied, share the victory."
            ),
        ),
        "lines": Quote(
            "Lines",
            (
                "8 points: Fill the row or column with 1 to 6 in ascending or descending order, or with all "
                "the same number. May not have a crossed-out space. 6 points: Fill the row or column with 1 "
                "to 6, but not in order. May not have a crossed-out space. 3 points: Fill all spaces in the "
                "line."
            ),
        ),
        "bonuses": Quote(
            "Bonuses",
            (
                "Bonuses can be used in the Fill Phase and the Claim Phase. Whether the claimed bonuses are "
                "used or not, at the end of the game, they will give you points indicated in the star. When "
                "a claimed bonus is used, cross it out and apply its effect. The bonuses with a lightning "
                "symbol MUST be used immediately after it is claimed."
            ),
        ),
        "cross": Quote(
            "Effects",
            ("Cross out a number that has not been claimed yet, and write that number anywhere in the play area."),
            detail="Cross out and write",
        ),
        "switch": Quote(
            "Effects",
            ("Switch the Zone Die with 1 Number Die. The number on that Number Die becomes the zone and vice versa."),
            detail="Switch Zone Die",
        ),
        "plusminus": Quote(
            "Effects",
            ("Plus or minus a number by 1 up to 2 times. 1 minus 1 is 6; and 6 plus 1 is 1."),
            detail="Plus or minus",
        ),
        "again": Quote(
            "Effects", "Use a Claimed Number again for claiming a new Connect.", detail="Claimed Number again"
        ),
        "any2": Quote(
            "Effects",
            (
                'Immediately write any 2 numbers in the active zone of the current round. If a "write any 2 '
                'numbers" bonus is used with the Switch Zone Die bonus, write the number in the new zone.'
            ),
            detail="Write any 2 numbers",
        ),
        "six": Quote(
            "Effects",
            ("Score 6 points at the end of the game. This bonus is always counted as used."),
            detail="Score 6 points",
        ),
        "write": Quote(
            "Effects",
            ("Immediately write the depicted number anywhere in the play area."),
            detail="Write depicted number",
        ),
    },
)
"""Key -> the rulebook's passage (a bonus effect's key is its effect, as in :data:`~.cards.EFFECTS`)."""


def refusal(key: str, rule: str, action: str | None = None, **fields: Any) -> IllegalAction:
    """The refusal saying ``WORDS[key]`` (with ``fields``) and quoting ``RULEBOOK[rule]``."""
    return IllegalAction(WORDS.phrase(key, **fields), rule=RULEBOOK[rule], action=action)
