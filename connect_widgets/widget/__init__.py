"""The widget shell (the only part of the package that imports ipywidgets and anywidget)."""

from .intents import BadIntent, parse_intent
from .shell import GameWidget

__all__ = ["BadIntent", "GameWidget", "parse_intent"]
