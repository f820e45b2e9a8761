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


EFFECTS: Final = ("write", "cross", "switch", "plusminus", "again", "any2", "six")
"""The bonus effects, each the key of its passage in :data:`~.rulebook.RULEBOOK` and of its name
in :data:`~.words.WORDS` (``section.<effect>``)."""

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
    """An objective card: fulfilled when ``stat`` reaches ``threshold`` by the end of round ``deadline``.

    Its printed text is the page word ``objective_<id>`` of :data:`~.words.WORDS`.
    """

    id: str
    deck: str
    points: int
    stat: str
    threshold: int
    deadline: int = 12
    own: bool = True  # designed by this project: the rulebook lists only A1, B1 and C1


OBJECTIVES: Final = (
    Objective("A1", "A", 4, "connect3", 5, own=False),
    Objective("A2", "A", 4, "connect3_same", 3),
    Objective("A3", "A", 4, "connect3_ordered", 3),
    Objective("A4", "A", 5, "connect3", 3, deadline=6),
    Objective("A5", "A", 4, "bonuses_used", 4),
    Objective("B1", "B", 4, "connect4", 2, own=False),
    Objective("B2", "B", 4, "connect5", 1),
    Objective("B3", "B", 5, "first_claims", 2),
    Objective("B4", "B", 3, "connect4", 1, deadline=6),
    Objective("B5", "B", 5, "connect4_shapes", 3),
    Objective("C1", "C", 4, "connected_lines", 3, own=False),
    Objective("C2", "C", 4, "corner_circles", 4),
    Objective("C3", "C", 4, "full_lines", 2),
    Objective("C4", "C", 4, "circles", 4, deadline=6),
)
"""The 14 objective cards (A: Connect-3, B: Connect-4 and -5, C: the sheet). Only A1, B1 and C1 are the
rulebook's; the other 11 are this project's own design."""
OBJECTIVE_BY_ID: Final = {card.id: card for card in OBJECTIVES}
DECKS: Final = {deck: tuple(c.id for c in OBJECTIVES if c.deck == deck) for deck in "ABC"}
