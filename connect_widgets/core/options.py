"""Rule variants ("options") a game declares once, and their validation.

Each game lists its options in its :class:`~connect_widgets.core.game.GameInfo`. ``new_game`` and
``play`` pass unknown keyword arguments here, so a typo gets an error naming the valid options.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Option:
    """One documented rule variant: its name, default, allowed values and what it changes."""

    name: str
    default: Any
    doc: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None

    def validate(self, value: Any) -> Any:
        """Return ``value`` if allowed, else raise ``ValueError`` saying what is allowed."""
        choices = (False, True) if isinstance(self.default, bool) else self.choices
        if choices is not None:
            if value not in choices or type(value) is not type(self.default):
                allowed = ", ".join(repr(c) for c in choices)
                raise ValueError(f"option {self.name}={value!r} is not allowed; choose one of: {allowed}")
            return value
        if type(value) is not type(self.default):
            raise ValueError(
                f"option {self.name}={value!r} must be a {type(self.default).__name__} (default {self.default!r})"
            )
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"option {self.name}={value!r} is too small; the minimum is {self.minimum}")
        if self.maximum is not None and value > self.maximum:
            raise ValueError(f"option {self.name}={value!r} is too large; the maximum is {self.maximum}")
        return value


def resolve_options(declared: tuple[Option, ...], given: Mapping[str, Any]) -> dict[str, Any]:
    """Defaults overlaid with ``given``; an unknown name or a bad value raises ``ValueError``."""
    by_name = {option.name: option for option in declared}
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        valid = ", ".join(sorted(by_name)) or "none"
        raise ValueError(f"unknown option {', '.join(unknown)}; the valid options are: {valid}")
    resolved = {option.name: option.default for option in declared}
    for name, value in given.items():
        resolved[name] = by_name[name].validate(value)
    return resolved
