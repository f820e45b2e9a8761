"""The printed parts that are not the play area: bonuses, objective cards and Connect-5 score cards."""

from __future__ import annotations

from typing import Final, NamedTuple


class Bonus(NamedTuple):
    """One bonus box on the sheet: its id, section (3 or 4), effect, star points, lightning symbol."""

    id: str
    section: int
    effect: str
    points: int
    lightning: bool
    depicted: int = 0  # the number of a "write depicted number" bonus


EFFECT_TITLES: Final = {
    "write": "Write depicted number",
    "cross": "Cross out and write",
    "switch": "Switch Zone Die",
    "plusminus": "Plus or minus",
    "again": "Claimed Number again",
    "any2": "Write any 2 numbers",
    "six": "Score 6 points",
}
"""Effect -> the rulebook's name for it (also its section in :mod:`.rulebook`)."""

BONUSES: Final = (
    *(Bonus(f"3w{n}", 3, "write", 1, True, n) for n in range(1, 7)),
    Bonus("3x1", 3, "cross", 2, False),
    Bonus("3x2", 3, "cross", 2, False),
    Bonus("3s1", 3, "switch", 3, False),
    Bonus("3s2", 3, "switch", 3, False),
    Bonus("3p1", 3, "plusminus", 3, False),
    Bonus("3p2", 3, "plusminus", 3, False),
    Bonus("4w", 4, "any2", 2, True),
    Bonus("4x", 4, "cross", 3, False),
    Bonus("4s", 4, "switch", 4, False),
    Bonus("4a", 4, "again", 4, False),
    Bonus("4p", 4, "plusminus", 4, False),
    Bonus("46", 4, "six", 6, False),
)
"""The 18 bonuses: 12 in the Connect-3 section, 6 in the Connect-4 section, in printed order."""
BONUS_INDEX: Final = {b.id: i for i, b in enumerate(BONUSES)}
OPEN, CIRCLED, CROSSED = 0, 1, 2
"""A bonus is open, circled (claimed and kept) or crossed (used)."""

FREE_ACTION_TRACK: Final = (0, 1, 3, 6, 10, 15, 21)
"""The seven Free Action boxes; the penalty is the leftmost box not crossed (option for all seven crossed)."""
SCORE_CARDS: Final = (16, 14, 13, 12)
"""Connect-5 Score Cards, top first."""
FIRST_CLAIM_POINTS: Final = 4
CIRCLE_POINTS: Final = 1


class Objective(NamedTuple):
    """An objective card: fulfilled when ``stat`` reaches ``threshold`` by the end of round ``deadline``."""

    id: str
    deck: str
    points: int
    text: str
    stat: str
    threshold: int
    deadline: int = 12
    own: bool = True  # designed by this project: the rulebook lists only A1, B1 and C1


OBJECTIVES: Final = (
    Objective("A1", "A", 4, "End game: Claim at least 5 Connect-3.", "connect3", 5, own=False),
    Objective("A2", "A", 4, "End game: Claim at least 3 Connect-3 of all the same number.", "connect3_same", 3),
    Objective("A3", "A", 4, "End game: Claim at least 3 Connect-3 in order.", "connect3_ordered", 3),
    Objective("A4", "A", 5, "By the end of round 6: Claim at least 3 Connect-3.", "connect3", 3, deadline=6),
    Objective("A5", "A", 4, "End game: Use (cross out) at least 4 bonuses.", "bonuses_used", 4),
    Objective("B1", "B", 4, "End game: Claim at least 2 Connect-4.", "connect4", 2, own=False),
    Objective("B2", "B", 4, "End game: Claim at least 1 Connect-5.", "connect5", 1),
    Objective("B3", "B", 5, "End game: Fill at least 2 first-claim marks.", "first_claims", 2),
    Objective("B4", "B", 3, "By the end of round 6: Claim at least 1 Connect-4.", "connect4", 1, deadline=6),
    Objective("B5", "B", 5, "End game: Claim Connect-4s of at least 3 different shapes.", "connect4_shapes", 3),
    Objective("C1", "C", 4, "End game: Create at least 3 Connected Lines.", "connected_lines", 3, own=False),
    Objective("C2", "C", 4, "End game: Fill all 4 corner Circles.", "corner_circles", 4),
    Objective("C3", "C", 4, "End game: Fill all spaces of at least 2 rows or columns.", "full_lines", 2),
    Objective("C4", "C", 4, "By the end of round 6: Fill at least 4 Circles.", "circles", 4, deadline=6),
)
"""The 14 objective cards (A: Connect-3, B: Connect-4 and -5, C: the sheet). Only A1, B1 and C1 are the
rulebook's; the other 11 are this project's own design."""
OBJECTIVE_BY_ID: Final = {card.id: card for card in OBJECTIVES}
DECKS: Final = {deck: tuple(c.id for c in OBJECTIVES if c.deck == deck) for deck in "ABC"}
