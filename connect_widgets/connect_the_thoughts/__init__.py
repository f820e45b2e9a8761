"""Connect the Thoughts (rulebook 004): race to a row of seven picture cards, then hit the bell.

>>> import connect_widgets as cw
>>> game = cw.new_game("connect_the_thoughts", players=2, seed=1)
>>> game.apply(0, "pick")          # chance turns the card over at once (auto_chance)
>>> game.apply(0, "place")         # the first card starts Hannah's row

Teaching helpers: :func:`common_objects`, :func:`fits`, :func:`row_errors`, :func:`explain`,
:func:`card_label`, and the deck as data (:data:`CARDS`, :data:`OBJECTS`).
"""

from __future__ import annotations

from .bots import HeuristicBot
from .cards import CARD_COUNT, ROW_TARGET, card_label, common_objects, fits, is_correct, objects_of, row_errors
from .deck import CARDS
from .interaction import ConnectTheThoughtsInteraction
from .objects import EMOJI, OBJECTS
from .rules import ConnectTheThoughts
from .teaching import explain, fitting_ends

GAME = ConnectTheThoughts
BOTS = {"heuristic": HeuristicBot}
Interaction = ConnectTheThoughtsInteraction

__all__ = [
    "BOTS",
    "CARDS",
    "CARD_COUNT",
    "EMOJI",
    "GAME",
    "OBJECTS",
    "ROW_TARGET",
    "ConnectTheThoughts",
    "ConnectTheThoughtsInteraction",
    "HeuristicBot",
    "Interaction",
    "card_label",
    "common_objects",
    "explain",
    "fits",
    "fitting_ends",
    "is_correct",
    "objects_of",
    "row_errors",
]
