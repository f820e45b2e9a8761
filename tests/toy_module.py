"""Registry entry point for the toy game."""

from tests.toy_game import ToyGame

GAME = ToyGame
BOTS: dict = {}
