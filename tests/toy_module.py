"""Registry entry point for the toy game, with a minimal Interaction for the widget-shell tests."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from connect_widgets import IllegalAction
from connect_widgets.core.interaction import Interaction
from tests.toy_game import ToyGame

GAME = ToyGame
BOTS: dict = {}


class ToyInteraction(Interaction):
    """Click "n:1".."n:3" to select a number, then "confirm" to pick it."""

    OPTIONS = MappingProxyType({"lang": "en"})

    def __init__(self, game: ToyGame, lang: str = "en") -> None:
        self.lang = lang
        super().__init__(game)

    def reset(self) -> None:
        self.selected: int | None = None

    def board(self, seat: int | None, hints: bool) -> dict[str, Any]:
        return {"numbers": [1, 2, 3], "selected": self.selected, "seat": seat, "lang": self.lang}

    def click(self, seat: int, target: str) -> str | None:
        if target.startswith("n:") and target[2:] in {"1", "2", "3"}:
            self.selected = int(target[2:])
            return None
        if target == "confirm":
            if self.selected is None:
                raise IllegalAction("select a number first", rule="Toy rule 2")
            return f"pick {self.selected}"
        raise IllegalAction(f"nothing to click at {target!r}")

    def layout(self) -> dict[str, Any]:
        return {"numbers": [1, 2, 3]}

    def buttons(self, seat: int | None) -> list[dict[str, Any]]:
        return [{"target": "confirm", "label": "Confirm", "enabled": True}]

    def rule(self, seat: int | None) -> tuple[str, str]:
        return ("Toy", "Pick 1, 2 or 3.")


Interaction = ToyInteraction
