"""The heuristic bot: lay every card that fits (at the end that keeps the most cards in play), return
the rest, ring at seven. It plays through its seat and reads only ``seat.legal_actions()`` and
``seat.view()``: never the order of the face-down cards, which nobody at the table can see.

The widget runs bots in real time: each ``choose`` gives the seat's next single action (pick,
place, return or bell), so the shell decides the speed.
"""

from __future__ import annotations

import random
from typing import Any

from ..core.bots import legal_actions_or_raise
from ..core.seat import Seat
from .cards import FULL_DECK_MASK, NEIGHBOURS, ROW_TARGET, fits
from .notation import BELL, LEFT, PICK, RETURN, RIGHT, START, Move, parse


class HeuristicBot:
    """Places wherever a card fits, returns it otherwise, rings the bell at seven.

    ``careless`` (0 to 1) is the chance that a card that does not fit is laid anyway (only when
    the game allows it, ``check_on_place=False``), like a hurried player: the error is then found
    at the bell.
    """

    kind = "heuristic"

    def __init__(self, seed: int | None = None, careless: float = 0.0) -> None:
        if not 0.0 <= careless <= 1.0:
            raise ValueError(f"careless is a probability from 0 to 1, not {careless!r}")
        self._rng = random.Random(seed)
        self.careless = careless

    def choose(self, seat: Seat) -> str:
        """The next action for ``seat``'s player."""
        return str(self._move(seat))

    def _move(self, seat: Seat) -> Move:
        legal = {parse(action) for action in legal_actions_or_raise(seat)}
        view = seat.view()
        me = view["players"][seat.player]
        row, hand = me["row"], me["hand"]
        if hand is None:
            return PICK if PICK in legal and len(row) < ROW_TARGET else BELL
        if not row:
            return START
        sides = [side for side, end in ((LEFT, row[0]), (RIGHT, row[-1])) if fits(hand, end)]
        if sides:
            return self._best_side(sides, row, hand, view)
        wrong = [side for side in (LEFT, RIGHT) if side in legal]
        if wrong and self._rng.random() < self.careless:  # a hurried hand lays it anyway
            return self._rng.choice(wrong)
        return RETURN

    def _best_side(self, sides: list[Move], row: list[int], hand: int, view: dict[str, Any]) -> Move:
        """Of the fitting ends, the one leaving ends that the most unseen cards fit (ties: at random)."""
        if len(sides) == 1:
            return sides[0]
        unseen = _unseen_cards(view)

        def reach(side: Move) -> int:
            left, right = (hand, row[-1]) if side == LEFT else (row[0], hand)
            return ((NEIGHBOURS[left] | NEIGHBOURS[right]) & unseen).bit_count()

        best = max(reach(side) for side in sides)
        return self._rng.choice([side for side in sides if reach(side) == best])

    def __repr__(self) -> str:
        return f"HeuristicBot(careless={self.careless})" if self.careless else "HeuristicBot()"


def _unseen_cards(view: dict[str, Any]) -> int:
    """Bit mask of the cards not in sight: the face-down ones (counted from what is on the table)."""
    seen = 0
    for player in view["players"]:
        for card in (*player["row"], *player["pile"], player["hand"]):
            if card is not None:
                seen |= 1 << card
    return FULL_DECK_MASK & ~seen
