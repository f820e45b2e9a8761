"""The game protocol shared by every game (no widget code here)."""

from .bots import Bot, RandomBot
from .errors import CorruptSave, IllegalAction, Refused, Verdict
from .game import CHANCE, SPECTATOR, Game
from .info import GameInfo
from .options import Option
from .rulebook import Quote, Rulebook
from .seat import Seat
from .state import Event, State, Value, remembered, replaced
from .words import Phrase, Words

__all__ = [
    "CHANCE",
    "SPECTATOR",
    "Bot",
    "CorruptSave",
    "Event",
    "Game",
    "GameInfo",
    "IllegalAction",
    "Option",
    "Phrase",
    "Quote",
    "RandomBot",
    "Refused",
    "Rulebook",
    "Seat",
    "State",
    "Value",
    "Verdict",
    "Words",
    "remembered",
    "replaced",
]
