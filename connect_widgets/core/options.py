"""Rule variants ("options") a game declares once, and their validation.

Each game lists its options in its :class:`~connect_widgets.core.game.GameInfo`. ``new_game`` and
``play`` pass unknown keyword arguments here, so a typo gets an error naming the valid options.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

Convert = Callable[[Any, bool], Any]
"""``convert(value, files)``: an option value as a person wrote it -> the data the game keeps.
``files`` is False for a value read from a save: then no file may be opened."""

TYPE_WORDS: dict[type, str] = {int: "a whole number", float: "a number", str: "text"}
"""How a refusal names the type an option's value must have (in words, not Python's type names)."""


QUOTE_LIMIT = 60
"""How much of a value a refusal quotes: enough to recognise it, never the whole of a pasted page."""


def shown(value: Any) -> str:
    """``repr(value)`` for a refusal, cut after :data:`QUOTE_LIMIT` characters with "…", except an
    integer too long to print (Python refuses past 4,300 digits, which would hide the refusal behind
    its own error). The protocol quotes through here, and every refusal a wing makes has its quotes
    cut by :func:`cut_quote` (in :class:`~.errors.IllegalAction`): none repeats a huge action."""
    if isinstance(value, int) and value.bit_length() >= 80:
        return "a huge integer"
    if isinstance(value, str):  # cut before repr: a huge text is never escaped in full
        return repr(brief(value))
    text = repr(value)
    return text if len(text) <= QUOTE_LIMIT else text[:QUOTE_LIMIT] + "…"


def brief(text: str) -> str:
    """``text`` cut after :data:`QUOTE_LIMIT` characters with "…": a name a refusal repeats as it was given."""
    return text if len(text) <= QUOTE_LIMIT else text[:QUOTE_LIMIT] + "…"


def shown_ascii(value: Any) -> str:
    """:func:`shown` escaped to ASCII, but for the cut's "…": for what a page sent, where a look-alike
    letter (a Cyrillic "а" for an "a", an Arabic-Indic digit) must show as its code."""
    return "…".join(part.encode("ascii", "backslashreplace").decode("ascii") for part in shown(value).split("…"))


def cut_quote(text: str) -> str:
    """``text`` cut as :func:`shown` cuts, if it is a quote (a ``repr`` of text, the way every
    wing quotes an action: ``'a1-b2'``) longer than :data:`QUOTE_LIMIT`; any other text as it is."""
    if len(text) <= QUOTE_LIMIT + 2 or text[0] not in "'\"" or text[-1] != text[0]:
        return text
    return text[: QUOTE_LIMIT + 1] + "…" + text[0]


class Settled(Mapping[str, Any]):
    """A game's options once resolved: read-only like ``MappingProxyType``, but a game holding them can
    still be pickled or deep-copied (to hand it to a worker process, or to copy an agents environment)."""

    __slots__ = ("_values",)

    def __init__(self, values: Mapping[str, Any]) -> None:
        self._values = dict(values)

    def __getitem__(self, name: str) -> Any:
        return self._values[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __repr__(self) -> str:
        return repr(self._values)


@dataclass(frozen=True)
class Option:
    """One documented rule variant: its name, default, allowed values and what it changes.

    ``convert`` (optional) turns what a person writes into data, e.g. the path of a board file into
    the board itself, so that a save holds the data and never names a file.
    """

    name: str
    default: Any
    doc: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    convert: Convert | None = None
    start: bool = False
    """The option is itself a start position (Connect5's ``setup``): given with a ``position``, which
    says where the game starts too, it is refused; a game restarted from its position leaves it out."""

    def validate(self, value: Any, files: bool = True) -> Any:
        """Return ``value`` (converted) if allowed, else raise ``ValueError`` saying what is allowed."""
        if self.convert is not None:
            return self.convert(value, files)
        choices = (False, True) if isinstance(self.default, bool) else self.choices
        if choices is not None:
            if value not in choices or type(value) is not type(self.default):
                allowed = ", ".join(repr(c) for c in choices)
                raise ValueError(f"option {self.name}={shown(value)} is not allowed; choose one of: {allowed}")
            return value
        if type(self.default) is int and whole(value) is not None:
            value = whole(value)  # NumPy's integers count, kept as the int they stand for
        if type(value) is not type(self.default):
            kind = TYPE_WORDS.get(type(self.default), f"a {type(self.default).__name__}")
            raise ValueError(f"option {self.name}={shown(value)} must be {kind} (default {self.default!r})")
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"option {self.name}={shown(value)} is too small; the minimum is {self.minimum}")
        if self.maximum is not None and value > self.maximum:
            raise ValueError(f"option {self.name}={shown(value)} is too large; the maximum is {self.maximum}")
        return value


def whole(value: Any) -> int | None:
    """``value`` as a Python ``int`` if it is a whole number (an ``int``, or NumPy's, which a sweep's
    ``np.arange`` gives), else ``None``: a bool is no count, a float is not whole even when it looks so,
    and an array is no number."""
    if _is_bool(value) or not hasattr(type(value), "__index__"):
        return None
    try:
        return operator.index(value)
    except TypeError:  # NumPy's arrays have __index__, and refuse it unless they hold one number
        return None


def _is_bool(value: Any) -> bool:
    """True for a bool, Python's or NumPy's (``np.True_``): NumPy before 2.3 still lets its bool pass
    as an index (1, with a warning), and NumPy is not imported here (only the agents' extra needs it)."""
    kind = type(value)
    return isinstance(value, bool) or (kind.__module__ == "numpy" and kind.__name__ in ("bool", "bool_"))


def without_start(declared: tuple[Option, ...], options: Mapping[str, Any]) -> dict[str, Any]:
    """``options`` less those that are a start position (:attr:`Option.start`): what a game started
    from a position takes."""
    starts = {option.name for option in declared if option.start}
    return {name: value for name, value in options.items() if name not in starts}


def resolve_options(declared: tuple[Option, ...], given: Mapping[str, Any], files: bool = True) -> dict[str, Any]:
    """Defaults overlaid with ``given``; an unknown name or a bad value raises ``ValueError``.

    ``files=False`` for options read from a save: an option that could name a file refuses to.
    """
    by_name = {option.name: option for option in declared}
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        valid = ", ".join(sorted(by_name)) or "none"
        raise ValueError(f"unknown option {', '.join(map(brief, unknown))}; the valid options are: {valid}")
    resolved = {option.name: option.default for option in declared}
    for name, value in given.items():
        resolved[name] = by_name[name].validate(value, files)
    return resolved
