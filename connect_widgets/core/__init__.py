"""The game protocol shared by every game (no widget code here)."""

from .bots import Bot, RandomBot
from .errors import CorruptSave, IllegalAction
from .game import CHANCE, Game, GameInfo
from .options import Option

__all__ = ["CHANCE", "Bot", "CorruptSave", "Game", "GameInfo", "IllegalAction", "Option", "RandomBot"]
