"""Teaching helpers for notebooks and bots: which objects the card in hand shares with each end.

They read the table through what a player may see (``view``), from a game or from a player's seat,
like any player at the table. The matching helpers (:func:`common_objects`, :func:`fits`,
:func:`row_errors`, ...) live with the cards, whose rules they are, and are offered here with the
rest; whether an action is allowed, and why, is ``game.explain(player, action)``.
"""

from __future__ import annotations

from ..core.game import Game
from ..core.seat import Seat
from .cards import card_label, common_objects, fits, is_correct, objects_of, row_errors


def fitting_ends(table: Game | Seat, player: int | None = None) -> dict[str, list[str]]:
    """For the card ``player`` holds: the objects it shares with each end of their row.

    ``table`` is a game (then name the ``player``) or a player's seat (``game.seat(p)``: its own
    player). ``{"L": ["umbrella"], "R": []}``: it fits on the left (an umbrella on both), not on
    the right. Empty when the player holds no card or has no row yet.
    """
    if player is None:
        if not isinstance(table, Seat):
            raise ValueError("fitting_ends(game, player) names the player; a seat is its own player's")
        player = table.player
    seen = table.view(player)["players"][player]
    hand, row = seen["hand"], seen["row"]
    if hand is None or not row:
        return {}
    return {"L": common_objects(hand, row[0]), "R": common_objects(hand, row[-1])}


__all__ = ["card_label", "common_objects", "fits", "fitting_ends", "is_correct", "objects_of", "row_errors"]
