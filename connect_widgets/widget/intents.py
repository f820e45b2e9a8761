"""Messages from the front end ("intents"), checked field by field before anything acts on them.

The front end sends intents with ``model.send`` (never trait writes): they arrive complete and in
order. Each carries the ``version`` of the view it was drawn from (``view["version"]``, the game's
change count: a move drawn before the seat's own legal moves changed is refused as stale, see
``Table.check_fresh``) and a per-view ``id`` for the reply.
Anything malformed raises :class:`BadIntent`, whose message is shown to the player; the game is
not touched. A field a kind does not take (a ``target`` on an Undo, ``on`` on a click) is malformed
too: nothing is dropped silently. ``seat`` is taken by every kind: it says whose screen sent the
request, so whose notice answers it (hot seat) and whose moves a stale request is checked against.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, TypeGuard

from ..core.checks import sendable
from ..core.interaction import MAX_TARGET_LENGTH
from ..core.options import shown_ascii
from ..table.arguments import checked_seat
from ..table.words import TABLE_WORDS

MAX_INTENT_BYTES = 2048
MAX_INTENT_DEPTH = 8
"""Lists and objects nested deeper than this are refused as such. An intent's values are plain (depth
1, the object itself); the limit is checked by a walk of our own, not left to the JSON encoder, whose
recursion limit differs between Pythons (3.12 moved it into C): the same message gets the same answer."""
KINDS = (
    "ready", "gone", "click", "cancel", "dismiss", "undo", "redo", "new_game", "hints", "inspector", "thinking",
    "save_replay", "save_game", "play_from", "line",
)  # fmt: skip
NUMBERED = ("play_from", "line")
"""Kinds whose target is a number: the move to play on from, the line to show."""
TARGETED = ("click", *NUMBERED)
"""Kinds that take a ``target``."""
TOGGLES = ("hints", "inspector", "thinking")
"""Kinds that take ``on``: the value the switch is set to."""
FRESH = ("click", "undo", "redo", "play_from", "line")
"""Kinds that act on the game shown as the view showed it: refused when the seat's legal moves changed
since the view they were drawn from, or another game or line is shown (``Table.check_fresh``)."""
SAME_GAME = ("new_game",)
"""Kinds refused only when another game or line is shown since their view (a New game clicked twice
must not skip a seed). Not after a move: New game waits on a confirmation, and in a race the bots'
moves meanwhile would refuse it nearly every time."""
FIELDS = {"kind", "version", "id", "target", "seat", "on"}


class BadIntent(ValueError):
    """A message from the front end that cannot be acted on; the text says why."""


@dataclass(frozen=True)
class Intent:
    """One validated request from a view."""

    kind: str
    version: int
    id: str
    target: str = ""
    seat: int | None = None
    on: bool = False


def parse_intent(content: Any, players: int, lang: str = "en") -> Intent:
    """Check every field of a raw message; raise :class:`BadIntent` naming the first problem, in the
    table's ``lang``."""

    def refused(key: str, **fields: Any) -> BadIntent:
        return BadIntent(TABLE_WORDS.text(f"intent.{key}", lang, **fields))

    if not isinstance(content, dict):
        raise refused("object", kind=type(content).__name__)
    if _nested_deeper(content, MAX_INTENT_DEPTH):  # ~1,000 nested lists fit in the size limit
        raise refused("deep")
    try:
        size = len(json.dumps(content))
    except (TypeError, ValueError):
        raise refused("json") from None
    if size > MAX_INTENT_BYTES:
        raise refused("size", size=size, most=MAX_INTENT_BYTES)
    unknown = sorted(set(content) - FIELDS)
    if unknown:
        raise refused("fields", fields=", ".join(map(ascii, unknown)))  # ascii: a page's key may be unsendable
    kind = content.get("kind")
    if kind not in KINDS:
        raise refused("kind", kind=repr(kind), kinds=", ".join(KINDS))
    for field, takers in (("target", TARGETED), ("on", TOGGLES)):
        if field in content and kind not in takers:
            raise refused("unused", kind=kind, field=field)
    version = content.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise refused("version", value=repr(version))
    ident = content.get("id", "")
    if not is_reply_id(ident):
        raise refused("id")
    target = content.get("target", "")
    if kind == "click" and (not isinstance(target, str) or not 0 < len(target) <= MAX_TARGET_LENGTH):
        raise refused("target", most=MAX_TARGET_LENGTH, target=shown_ascii(target))
    if kind in NUMBERED and not (isinstance(target, str) and target.isascii() and target.isdigit() and len(target) < 7):
        raise refused("number", kind=kind, target=shown_ascii(target))
    try:
        seat = checked_seat(content.get("seat"), players, lang)  # the check widget.click makes too
    except ValueError as error:
        raise BadIntent(str(error)) from None
    on = content.get("on", False)
    if not isinstance(on, bool):
        raise refused("on", value=repr(on))
    return Intent(kind=kind, version=version, id=ident, target=target, seat=seat, on=on)


def _nested_deeper(content: Any, most: int) -> bool:
    """Whether lists and objects nest deeper than ``most`` levels in ``content`` (a walk with a stack
    of its own: no recursion, however deep)."""
    todo = [(content, 1)]
    while todo:
        value, depth = todo.pop()
        if isinstance(value, (list, tuple, dict)):
            if depth > most:
                return True
            todo.extend((child, depth + 1) for child in (value.values() if isinstance(value, dict) else value))
    return False


def is_reply_id(ident: Any) -> TypeGuard[str]:
    """Whether ``ident`` may be echoed back in a reply: a short string that can be sent as UTF-8 (a
    lone surrogate would make the reply, and every message after it, unsendable)."""
    return isinstance(ident, str) and len(ident) <= 64 and sendable(ident)
