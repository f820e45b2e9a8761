"""How clicks on a drawn game become actions: the pure-Python half of every game's widget.

The front end only draws what :meth:`Interaction.render` returns and reports clicks on elements by
their ``target`` id. Everything else (what a click means, what is selected, what is legal, why a
move is refused) is decided here, from the engine. No ipywidgets here: an ``Interaction`` can be
driven from a test or a terminal exactly as the widget drives it.
"""

from __future__ import annotations

import abc
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .errors import IllegalAction
from .game import Game
from .rulebook import Quote
from .words import YOU_NAMES, Words

MAX_TARGET_LENGTH = 64


@dataclass(frozen=True)
class Render:
    """Everything one redraw needs from the game, computed together in one :meth:`Interaction.render`.

    ``board``: the JSON-able state the renderer draws (only what changes; the fixed geometry is
    :meth:`Interaction.layout`); ``prompt``: one line telling the seat what to do; ``rule``: the
    rulebook's ``(section, text)`` for what is happening, or the passage as :meth:`Interaction.quoted`
    shows it (a translation with its marks); ``buttons``: the game's own buttons
    under the board, each ``{"target", "label", "enabled", "title"}`` (and ``"seat"`` when the
    click belongs to another player's sheet). ``spectator``: the screen shows no player's hidden
    cards (a hot-seat screen passed to the next player), so the move log hides them all too.
    """

    board: dict[str, Any]
    prompt: str
    rule: tuple[str, str] | dict[str, str] = ("", "")
    buttons: list[dict[str, Any]] = field(default_factory=list)
    spectator: bool = False


def button(
    target: str, label: str, enabled: bool = True, title: str = "", pressed: bool | None = None
) -> dict[str, Any]:
    """One game button as :class:`Render` lists it; ``pressed`` for a toggle (on or off), which keeps its label."""
    drawn = {"target": target, "label": label, "enabled": enabled, "title": title}
    return drawn if pressed is None else {**drawn, "pressed": pressed}


class Interaction(abc.ABC):
    """One game's click handling and render state. The table owns one per screen.

    Selection (a picked token, chosen cards, pending landing dots) lives here, in Python, so the
    rules panel and the highlighted targets always agree with the engine. ``reset`` is called
    after every change to the game (a move, an undo, a bot move, a move typed in Python).
    """

    words: ClassVar[Words]
    """The game's words: every sentence of its interaction and renderer, in each language."""

    def __init__(self, game: Game[Any], lang: str = "en") -> None:
        self.game = game
        self.lang = self.words.check_language(lang)
        self.reset()

    @abc.abstractmethod
    def reset(self) -> None:
        """Forget any selection (the game changed under it)."""

    selecting: int | None = None
    """The seat whose click made the selection of a game with one selection per screen (set by
    :meth:`judge_click`)."""

    def judge_click(self, seat: int, target: str) -> str | None:
        """:meth:`click` by ``seat``, who then made the selection, unless the click is refused: a
        refused click selects nothing, and whoever made the selection keeps it (and loses it when they move)."""
        selecting, self.selecting = self.selecting, seat
        try:
            return self.click(seat, target)
        except IllegalAction:
            self.selecting = selecting
            raise

    def ending(self) -> str:
        """How the finished game ended, in one sentence in the widget's language, for the end banner
        ("Red completed a Connect 5 on a1 b1 c1 d1 e1"); "" while it goes on."""
        return ""

    def quoted(self, quote: Quote) -> dict[str, str]:
        """A rulebook passage as this widget shows it: its ``section``, named in the widget's language
        as the rules panel names it (``section.<key>``), and its ``text``. A game whose rulebook is in
        another language than the widget's shows its translation, marked as one, with the original one
        click away (Num Connect)."""
        heading = f"section.{quote.key}"
        section = self.say(heading) if quote.key and heading in self.words else quote.title
        return {"section": section, "text": quote.text}

    def forget(self, seat: int) -> None:
        """Forget ``seat``'s selection: the game changed under it (its legal moves are not what they
        were). Other players' moves that leave ``seat``'s moves alone keep it. A game with one
        selection per screen forgets it if ``seat`` made it; one with a selection per seat
        (Connnect) forgets that seat's."""
        if seat == self.selecting:
            self.reset()

    def cancel(self, seat: int | None) -> None:
        """``seat`` pressed Escape: drop the selection of a game with one selection per screen, or
        only ``seat``'s in a game with one per seat (Connnect), where another player's stays."""
        self.reset()

    @abc.abstractmethod
    def click(self, seat: int, target: str) -> str | None:
        """What a click by ``seat`` on ``target`` means.

        Return an action for the table to apply, or ``None`` when the click only changed the
        selection. Raise :class:`~connect_widgets.IllegalAction` (naming the rule) to refuse it.
        Never change the game itself.
        """

    @abc.abstractmethod
    def render(self, seat: int | None, hints: bool) -> Render:
        """What the page draws now, as ``seat`` may see it (one call per redraw).

        ``seat`` is the human player the screen belongs to now (``None``: a spectator of an
        all-bot game). With ``hints`` on, the board marks what is legal from the current selection.
        """

    def layout(self) -> dict[str, Any]:
        """What never changes during a game (board geometry, printed labels), as plain JSON.

        Sent to the page once per game with the renderer's words (:meth:`fixed_layout`), not with
        every move, so :meth:`render` carries only what moves.
        """
        return {}

    def fixed_layout(self) -> dict[str, Any]:
        """The page's fixed part: :meth:`layout`, ``words`` (the renderer's words in this language) and
        ``you_names`` (the names that read as the viewer's own: the page knows no name of its own)."""
        return {**self.layout(), "words": self.words.table(self.lang, "page."), "you_names": sorted(YOU_NAMES)}

    def targets(self, seat: int | None) -> list[str]:
        """Every click target the page shows ``seat`` now: each ``"target"`` of the layout and of
        :meth:`render`. A game whose renderer numbers targets itself (the i-th face-down card) adds them.

        For tests that click everything, and for anything that plays by clicking.
        """
        drawn = self.render(seat, False)
        found: dict[str, None] = {}
        for part in (self.layout(), drawn.board, drawn.buttons):
            _collect_targets(part, found)
        return list(found)

    def action_targets(self, action: str) -> list[str]:
        """The click targets ``action`` involves (its dots, its cell, its button): where the thinking
        overlay marks it as a candidate. Empty when the board has no such place; the candidate is then
        listed in words only."""
        return []

    def say(self, key: str, **fields: Any) -> str:
        """The game's sentence ``key`` in this interaction's language."""
        return self.words.text(key, self.lang, **fields)

    def legal(self, seat: int | None) -> list[str]:
        """The legal actions of ``seat`` now (empty for a spectator or a seat not to act)."""
        return self.game.legal_actions(seat) if seat is not None else []

    def checked(self, seat: int, action: str) -> str:
        """``action`` if ``seat`` may play it now, else the engine's refusal (raised)."""
        refusal = self.game.refusal(seat, action)
        if refusal is not None:
            raise refusal
        return action


def _collect_targets(node: Any, found: dict[str, None]) -> None:
    """Add every string under a ``"target"`` key in a JSON-like ``node`` to ``found`` (in order)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "target" and isinstance(value, str):
                found[value] = None
            else:
                _collect_targets(value, found)
    elif isinstance(node, list):
        for item in node:
            _collect_targets(item, found)
