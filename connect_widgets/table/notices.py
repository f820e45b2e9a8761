"""Notices: the answer to a request the table could not carry out, kept for the player who made it.

A notice belongs to the seat it answers. It stays until that player acts again, cancels, or
dismisses it: other players' moves (a bot's, a second human's) never clear it, so a refusal is not
gone before it is read. A notice for no seat in particular (a bot that failed) is shown on every
screen and goes at the next change of the game.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass(frozen=True)
class Notice:
    """``kind`` is ``"refused"`` (the rules said no) or ``"error"``; ``rule`` and ``section`` quote the
    rulebook a refusal rests on (``quote``: the passage as the widget shows it, with a translation's
    marks); ``reply_to`` is the id of the message it answers."""

    kind: str
    text: str
    rule: str = ""
    section: str = ""
    reply_to: str = ""
    quote: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The notice as the page reads it."""
        return asdict(self)


class Notices:
    """The notices of one table, by seat (``None``: for every screen)."""

    def __init__(self) -> None:
        self._by_seat: dict[int | None, Notice] = {}

    def post(self, seat: int | None, notice: Notice) -> None:
        """Show ``notice`` to ``seat`` (replacing what it was shown before), as the latest."""
        self._by_seat.pop(seat, None)
        self._by_seat[seat] = notice

    def clear(self, seat: int | None) -> None:
        """``seat`` acted or dismissed its notice (the one for every screen goes too: it was read)."""
        self._by_seat.pop(seat, None)
        self._by_seat.pop(None, None)

    def clear_all(self) -> None:
        """A new game: nothing answered before still applies."""
        self._by_seat.clear()

    def game_changed(self, actor: int | None) -> None:
        """The game changed: the notice for every screen goes, and so does ``actor``'s if they moved."""
        self._by_seat.pop(None, None)
        if actor is not None:
            self._by_seat.pop(actor, None)

    def of(self, seat: int | None) -> Notice | None:
        """``seat``'s own notice, if it has one."""
        return self._by_seat.get(seat)

    def shown(self) -> Notice | None:
        """What the screen shows: the latest notice still standing, whoever it answers. On a screen
        shared by several players it is the answer to whoever asked last, and a bot's failure
        (for every screen) is not hidden behind a puzzle's standing task."""
        return next(reversed(self._by_seat.values()), None)

    def dismiss_shown(self) -> None:
        """The × of the notice shown was clicked: that notice goes, whoever it answered."""
        if self._by_seat:
            del self._by_seat[next(reversed(self._by_seat))]
