"""Lines of play at one table: the game as played, and the branches played on from any of its moves.

"Play from here" on a move of the log forks the game there (:meth:`~connect_widgets.Game.fork`: the
same seed and chance stream) and plays on in the new line; every line is kept, as on a chess
analysis board, and one click switches between them. Undo and redo work within the line shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.errors import IllegalAction
from ..core.game import Game
from .words import TABLE_WORDS


@dataclass
class Line:
    """One line of play: its game, the line it branched from and after how many of its moves."""

    game: Game[Any]
    parent: int | None = None
    step: int = 0


class Lines:
    """The lines of one table, and which one is shown (the first is the game as started)."""

    def __init__(self, game: Game[Any]) -> None:
        self.lines = [Line(game)]
        self.shown = 0

    @property
    def game(self) -> Game[Any]:
        """The game of the line shown."""
        return self.lines[self.shown].game

    def branch(self, step: int, lang: str) -> Game[Any]:
        """A new line from the shown one after its move ``step`` (1 to its length), now shown."""
        moves = len(self.game.history)
        if isinstance(step, bool) or not isinstance(step, int) or not 0 < step <= moves:
            raise IllegalAction(TABLE_WORDS.text("branch_step", lang, step=step, moves=moves))
        self.lines.append(Line(self.game.fork(step), self.shown, step))
        self.shown = len(self.lines) - 1
        return self.game

    def show(self, index: int, lang: str) -> Game[Any]:
        """Show line ``index`` (its game, where it was left)."""
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.lines):
            raise IllegalAction(TABLE_WORDS.text("line_unknown", lang, line=index))
        self.shown = index
        return self.game

    def view(self, lang: str) -> list[dict[str, Any]]:
        """Each line as the page lists it (only once there are two): label, moves, shown or not."""
        if len(self.lines) < 2:
            return []
        return [
            {
                "index": index,
                "label": _label(line, lang),
                "moves": len(line.game.history),
                "shown": index == self.shown,
            }
            for index, line in enumerate(self.lines)
        ]


def _label(line: Line, lang: str) -> str:
    """ "Game as played · 40 moves", "From move 12 of line 1 · 3 moves" (lines count from 1 on the page)."""
    moves = len(line.game.history)
    if line.parent is None:
        return TABLE_WORDS.text("line_main", lang, moves=moves)
    return TABLE_WORDS.text("line_branch", lang, step=line.step, moves=moves - line.step, parent=line.parent + 1)
