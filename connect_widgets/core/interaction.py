"""How clicks on a drawn game become actions: the pure-Python half of every game's widget.

The front end only draws what :meth:`Interaction.board` returns and reports clicks on elements by
their ``target`` id. Everything else (what a click means, what is selected, what is legal, why a
move is refused) is decided here, from the engine. No ipywidgets here: an ``Interaction`` can be
driven from a test or a terminal exactly as the widget drives it.
"""

from __future__ import annotations

import abc
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, ClassVar

from .game import Game

MAX_TARGET_LENGTH = 64


class Interaction(abc.ABC):
    """One game's click handling and render state. The widget shell owns one per widget.

    Selection (a picked token, chosen cards, pending landing dots) lives here, in Python, so the
    rules panel and the highlighted targets always agree with the engine. ``reset`` is called
    after every change to the game (a move, an undo, a bot move, a move typed in Python).
    """

    OPTIONS: ClassVar[Mapping[str, Any]] = MappingProxyType({})
    """Display options (not rules) this interaction accepts as keyword arguments, with defaults,
    e.g. ``{"lang": "en"}``. ``cw.play`` routes these here and the rest to the game."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.reset()

    @abc.abstractmethod
    def reset(self) -> None:
        """Forget any selection (the game changed under it)."""

    @abc.abstractmethod
    def board(self, seat: int | None, hints: bool) -> dict[str, Any]:
        """The JSON-able render state for the JS renderer, as ``seat`` may see it.

        ``seat`` is the human player the screen belongs to now (``None``: a spectator of an
        all-bot game). With ``hints`` on, include what is legal from the current selection.
        """

    @abc.abstractmethod
    def click(self, seat: int, target: str) -> str | None:
        """What a click by ``seat`` on ``target`` means.

        Return an action for the shell to apply, or ``None`` when the click only changed the
        selection. Raise :class:`~connect_widgets.IllegalAction` (naming the rule) to refuse it.
        Never change the game itself.
        """

    def layout(self) -> dict[str, Any]:
        """What never changes during a game (board geometry, printed labels), as plain JSON.

        Sent to the page once per game (the widget's ``fixed_layout`` trait), not with every move, so
        ``board()`` carries only what moves. The renderer receives it as ``ctx.layout``.
        """
        return {}

    def buttons(self, seat: int | None) -> list[dict[str, Any]]:
        """Buttons drawn by the shell under the board: ``{"target", "label", "enabled", "title"}``.

        A click on one arrives at :meth:`click` with its ``target`` (and as ``seat``'s click when
        the button carries a ``"seat"``).
        """
        return []

    def rule(self, seat: int | None) -> tuple[str, str]:
        """``(section, rulebook text)`` for what is happening now: the phase, the selected piece."""
        return ("", "")

    def prompt(self, seat: int | None) -> str:
        """One line telling ``seat`` what to do now ("Blue: place a token or pick one to move")."""
        return self.game.describe()
