"""Showing the agents' game: ``render_mode="human"``, the game's own widget following it as they play;
``render_mode="ansi"``, :func:`in_words`.

The widget is seated at a copy of the environment's game, never at the game itself: a person who
clicks the board while agents train would otherwise play moves in their game. The copy is kept in
step by applying the game's new history entries (chance included, so the copy meets the same
dice and cards); when it has gone its own way (a click, Undo, New game in the widget) or a new
game began, a fresh copy is loaded from the game's save and the widget is seated at it again.

The widget is imported only here and only when asked for, so the environment runs where no
widget library is installed (a training cluster) as long as nobody asks to see it.
"""

from __future__ import annotations

from typing import Any

from ..core.game import CHANCE, SPECTATOR, Game
from ..core.registry import load_game


def in_words(game: Game[Any]) -> str:
    """The game as every player may read it, in a few lines: the position described
    (``game.describe()``), the scores, and the last player action and the chance that followed it,
    as the move log words them for everyone (a card drawn: "Alice draws a card").

    Never ``game.position()``: it writes every hidden hand (Num Connect) and the order of the
    face-down cards (Connect the Thoughts), and a render is seen by whoever watches the training.
    """
    scores = ", ".join(f"{name} {score}" for name, score in zip(game.players, game.scores(), strict=True))
    lines = [game.describe(), f"scores: {scores}"]
    last = next((i for i in range(len(game.history) - 1, -1, -1) if game.history[i][0] != CHANCE), None)
    if last is not None:  # none before the first player action: the set-up is chance alone (the deal)
        lines.append(f"last: {game.players[game.history[last][0]]}: {game.action_text(last, SPECTATOR)}")
        lines += [f"then: {game.action_text(i, SPECTATOR)}" for i in range(last + 1, len(game.history))]
    return "\n".join(lines)


class Follower:
    """One widget, shown once, following whatever game :meth:`follow` is given."""

    def __init__(self) -> None:
        self.widget: Any = None
        self._copy: Game[Any] | None = None

    def follow(self, game: Game[Any]) -> None:
        """Show ``game`` as it is now: bring the copy up to date, or seat the widget at a new one."""
        copy, done = self._copy, len(self._copy.history) if self._copy is not None else 0
        if copy is None or self.widget is None or self.widget.game is not copy or copy.history != game.history[:done]:
            copy = load_game(game.to_json())  # first: a game that cannot be saved shows no widget
            copy.auto_chance = False  # chance comes from the agents' game, entry by entry
            if self.widget is None:
                self.widget = _show(game)
            self._copy = copy
            self.widget.table.seat_at(copy)
            self.widget.table.on_change()  # draw the new copy
            return
        for actor, action in game.history[done:]:
            copy.apply(actor, action)  # each apply redraws the widget

    def close(self) -> None:
        """Close the widget."""
        if self.widget is not None:
            self.widget.close()


def _show(game: Game[Any]) -> Any:
    """A widget of ``game``'s kind, players and options, displayed in the notebook (no bots: every
    seat is an agent's, and the widget never moves by itself)."""
    from IPython.display import display

    from ..widget import GameWidget  # the widget libraries: only when a person asks to see the game

    widget = GameWidget.for_game(game.name)(players=game.players, seed=game.seed, **game.options)
    display(widget)
    return widget
