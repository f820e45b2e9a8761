"""Connect the Thoughts (rulebook 004): race to a row of seven picture cards, then hit the bell.

>>> import connect_widgets as cw
>>> game = cw.new_game("connect_the_thoughts", players=2, seed=1)
>>> game.apply(0, "pick")          # chance turns the card over at once (auto_chance)
>>> game.apply(0, "place")         # the first card starts Hannah's row
>>> game.explain(0, "pick").reason
'pick up the next face-down card'

Teaching helpers: :func:`common_objects`, :func:`fits`, :func:`row_errors`, :func:`is_correct`,
:func:`objects_of`, :func:`card_label`, :func:`fitting_ends`, and the deck as data
(:data:`CARDS`, :data:`OBJECTS`, :data:`EMOJI`). Whether an action is allowed and why, naming the
rule: ``game.explain(player, action)``.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.bots import Bot
from .bots import ConnectTheThoughtsSearch, HeuristicBot
from .cards import CARD_COUNT, ROW_TARGET
from .deck import CARDS
from .game import ConnectTheThoughts
from .interaction import ConnectTheThoughtsInteraction
from .notation import Move, parse
from .objects import EMOJI, OBJECTS
from .rulebook import RULEBOOK
from .teaching import card_label, common_objects, fits, fitting_ends, is_correct, objects_of, row_errors
from .words import WORDS

GAME = ConnectTheThoughts
BOTS: dict[str, Callable[..., Bot]] = {"heuristic": HeuristicBot, "mcts": ConnectTheThoughtsSearch}
Interaction = ConnectTheThoughtsInteraction

__all__ = [
    "BOTS",
    "CARDS",
    "CARD_COUNT",
    "EMOJI",
    "GAME",
    "OBJECTS",
    "ROW_TARGET",
    "RULEBOOK",
    "WORDS",
    "ConnectTheThoughts",
    "ConnectTheThoughtsInteraction",
    "ConnectTheThoughtsSearch",
    "HeuristicBot",
    "Interaction",
    "Move",
    "card_label",
    "common_objects",
    "fits",
    "fitting_ends",
    "is_correct",
    "objects_of",
    "parse",
    "row_errors",
]
