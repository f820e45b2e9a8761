"""Errors raised by every game. All are ``ValueError`` subclasses, so callers may catch either."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules forbid. The message names the rule; ``rule`` quotes the rulebook.

    Raised by :meth:`Game.apply`, :meth:`Game.undo` and :meth:`Game.redo`. When it is raised the
    game is exactly as it was before the call.
    """

    def __init__(self, message: str, *, rule: str = "", action: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule
        self.action = action


class CorruptSave(ValueError):
    """A saved game that cannot be loaded; the message says what is wrong and where."""
