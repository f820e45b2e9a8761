"""Refusals and verdicts, shared by every game. Errors are ``ValueError`` subclasses, so callers may catch either."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from .options import QUOTE_LIMIT, cut_quote
from .rulebook import Quote
from .words import DEFAULT_LANGUAGE, Phrase


@dataclass(frozen=True)
class Verdict:
    """Whether an action is allowed now, why in words, and the rulebook sentence it rests on.

    ``bool(verdict)`` is ``verdict.legal``. For an allowed action the reason says what it does.
    ``phrase`` is the reason in no language yet, where the game wrote it as one (:meth:`said_in`).
    """

    legal: bool
    reason: str
    rule: str = ""
    phrase: Phrase | None = field(default=None, compare=False, repr=False)

    def __bool__(self) -> bool:
        return self.legal

    @classmethod
    def allowed(cls, phrase: Phrase, rule: str = "") -> Verdict:
        """An allowed action's verdict: what it does (``phrase``, English as ``reason``) and its rule."""
        return cls(True, phrase.text(), rule, phrase)

    def said_in(self, lang: str) -> Verdict:
        """This verdict with its reason in ``lang`` (as it is, where the reason is plain text)."""
        return self if self.phrase is None else replace(self, reason=self.phrase.text(lang))

    def __reduce__(self) -> tuple[Any, ...]:  # pickled or copied as the words it says: a phrase holds its tables
        return (Verdict, (self.legal, self.reason, self.rule))


class IllegalAction(ValueError):
    """An action the rules forbid. The message names the rule; ``rule`` quotes the rulebook.

    Raised by :meth:`Game.apply`, :meth:`Game.undo` and :meth:`Game.redo`, and returned by
    :meth:`Game.refusal`. When it is raised the game is exactly as it was before the call. The
    message may be a :class:`~.words.Phrase`, so a widget can show it in its own language
    (:meth:`text`); the rule may be a :class:`~.rulebook.Quote`, so it can show its heading.
    """

    def __init__(self, message: str | Phrase, *, rule: str | Quote = "", action: str | None = None) -> None:
        super().__init__()
        self.phrase = _quoting_briefly(message) if isinstance(message, Phrase) else None
        self._message = None if isinstance(message, Phrase) else message
        self.quote = rule if isinstance(rule, Quote) else None
        self.rule = rule.text if isinstance(rule, Quote) else rule
        self.action = action

    @property
    def message(self) -> str:
        """The reason: in English, or in the language it was said in (:meth:`said_in`, a widget's click).
        Worded only when read: a search may try many refused moves."""
        if self._message is None:
            self._message = self.phrase.text() if self.phrase is not None else ""
        return self._message

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        return f"IllegalAction({self.message!r})"

    def __reduce__(self) -> tuple[Any, ...]:  # keep the reason when pickled (a worker process reports it)
        return (IllegalAction, (self.message,), {"rule": self.rule, "action": self.action})

    def text(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """The reason in ``lang`` (English when the rules wrote it as plain text)."""
        return self.phrase.text(lang) if self.phrase is not None else self.message

    def said_in(self, lang: str) -> IllegalAction:
        """This refusal with its message in ``lang`` (itself where the rules wrote plain text); the copy
        keeps the phrase, the rule and the action."""
        if self.phrase is None:
            return self
        said = IllegalAction(self.phrase, rule=self.quote or self.rule, action=self.action)
        said._message = self.phrase.text(lang)
        return said

    @property
    def verdict(self) -> Verdict:
        """This refusal as a :class:`Verdict` (not legal, the reason, the rule)."""
        return Verdict(False, self.message, self.rule, self.phrase)


def _quoting_briefly(phrase: Phrase) -> Phrase:
    """``phrase`` with each quote of what was refused cut to its start (:func:`~.options.cut_quote`).

    The wings quote the action they refuse as ``repr(text)``; cutting here, where every refusal is
    made, keeps a 100,000-character action out of every game's messages at once."""
    fields = phrase.fields
    if all(not isinstance(value, str) or len(value) <= QUOTE_LIMIT for value in fields.values()):
        return phrase  # the usual case, and a search makes many refusals: no copy
    cut = {name: cut_quote(value) if isinstance(value, str) else value for name, value in fields.items()}
    return Phrase(phrase.words, phrase.key, cut)


class Refused(ValueError):
    """Data refused in words any language can say: a position, a scripted start, a board file.

    ``str()`` is English, as a notebook shows it; :meth:`text` says it in another language and
    :meth:`said_in` is the same refusal said so (a French widget's ``position=`` is refused in
    French). Pickled as its English words, of its class: a phrase holds its tables.
    """

    def __init__(self, message: str | Phrase) -> None:
        self.phrase = message if isinstance(message, Phrase) else None
        super().__init__(message.text() if isinstance(message, Phrase) else message)

    def text(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """The reason in ``lang`` (as it is, where it was made of plain text)."""
        return self.phrase.text(lang) if self.phrase is not None else str(self)

    def said_in(self, lang: str) -> Refused:
        """This refusal, of the same class, with its message in ``lang``."""
        if self.phrase is None:
            return self
        said = type(self)(self.phrase)
        said.args = (self.phrase.text(lang),)
        return said

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (str(self),))


class CorruptSave(ValueError):
    """A saved game that cannot be loaded; the message says what is wrong and where."""
