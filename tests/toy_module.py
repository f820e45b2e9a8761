"""Registry entry point for the toy game, with a minimal Interaction for the widget-shell tests."""

from __future__ import annotations

from typing import Any

from connect_widgets import IllegalAction
from connect_widgets.core import Quote, Words
from connect_widgets.core.interaction import Interaction as BaseInteraction
from connect_widgets.core.interaction import Render, button
from tests.toy_game import ToyGame

GAME = ToyGame
BOTS: dict = {}
WORDS = Words(
    en={"refuse.select": "select a number first", "button.confirm": "Confirm", "page.pick": "Pick"},
    fr={"refuse.select": "choisissez d'abord un nombre", "button.confirm": "Valider", "page.pick": "Choisir"},
)


class ToyInteraction(BaseInteraction):
    """Click "n:1".."n:3" to select a number, then "confirm" to pick it."""

    words = WORDS

    def reset(self) -> None:
        self.selected: int | None = None

    def render(self, seat: int | None, hints: bool) -> Render:
        board = {"numbers": [1, 2, 3], "selected": self.selected, "seat": seat, "lang": self.lang}
        confirm = button("confirm", self.say("button.confirm"))
        return Render(board=board, prompt=self.game.describe(), rule=("Toy", "Pick 1, 2 or 3."), buttons=[confirm])

    def click(self, seat: int, target: str) -> str | None:
        if target.startswith("n:") and target[2:] in {"1", "2", "3"}:
            self.selected = int(target[2:])
            return None
        if target == "confirm":
            if self.selected is None:
                raise IllegalAction(WORDS.phrase("refuse.select"), rule=Quote("Toy rules", "Toy rule 2", "picking"))
            return f"pick {self.selected}"
        raise IllegalAction(f"nothing to click at {target!r}")

    def layout(self) -> dict[str, Any]:
        return {"numbers": [1, 2, 3]}


Interaction = ToyInteraction
