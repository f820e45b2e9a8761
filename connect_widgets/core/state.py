"""State values: frozen records that no move changes, with a fast ``edit`` and a memo.

Every game's state subclasses :class:`State` (and any record inside it, like a Connnect sheet,
subclasses :class:`Value`). Because a value never changes:

* a refused action changes nothing by construction (the rules build a new state or raise);
* the base class keeps the state before every history entry, so undo is a pop;
* anything derived from a state (its legal actions, its description, a claim search) can be kept
  in the state's own :meth:`Value.memo` and stays true for as long as the state lives.

Each state records its :class:`Event`: what the action that made it did, in the rules' own
terms, so the widget never re-reads the notation to know which dots a move touched.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any, TypeVar

V = TypeVar("V", bound="Value")
T = TypeVar("T")
_FIELD_NAMES: dict[type, frozenset[str]] = {}


@dataclass(frozen=True)
class Value:
    """A frozen record: ``edit(**changes)`` makes a changed copy; ``memo()`` keeps derived values."""

    _memo: dict[Any, Any] | None = field(default=None, init=False, repr=False, compare=False)

    def edit(self: V, **changes: Any) -> V:
        """A copy with ``changes`` (a fast ``dataclasses.replace``; the memo starts empty)."""
        names = _FIELD_NAMES.get(type(self))
        if names is None:
            names = _FIELD_NAMES[type(self)] = frozenset(f.name for f in fields(self) if f.name != "_memo")
        if not names.issuperset(changes):
            raise TypeError(f"{type(self).__name__} has no field {sorted(set(changes) - names)[0]!r}")
        new = object.__new__(type(self))
        attributes = new.__dict__
        attributes.update(self.__dict__)
        attributes.update(changes)
        attributes["_memo"] = None
        return new

    def memo(self) -> dict[Any, Any]:
        """This value's memo: a dict for values derived from it (never copied by :meth:`edit`)."""
        memo = self._memo
        if memo is None:
            memo = {}
            object.__setattr__(self, "_memo", memo)
        return memo


@dataclass(frozen=True)
class Event:
    """What the last action did: who acted and the action as written. Games add their own facts."""

    actor: int
    action: str


@dataclass(frozen=True)
class State(Value):
    """The base of every game's state: a :class:`Value` that records its last :class:`Event`."""

    last: Event | None = field(default=None, kw_only=True)


def remembered(value: Value, key: Any, compute: Callable[[], T]) -> T:
    """``value.memo()[key]``, computed by ``compute()`` the first time it is asked for."""
    memo = value.memo()
    try:
        return memo[key]  # type: ignore[no-any-return]
    except KeyError:
        result = memo[key] = compute()
        return result


def replaced(items: tuple[T, ...], index: int, item: T) -> tuple[T, ...]:
    """``items`` with the item at ``index`` replaced (tuples are never changed in place)."""
    return (*items[:index], item, *items[index + 1 :])
