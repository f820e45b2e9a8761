"""What every position notation shares: ``key=value`` parts, whole numbers, one value per player.

Each wing's ``position.py`` writes and reads its own notation (``game.position()``); these readers
refuse in the protocol's words (``position.*`` in :data:`~.words.PROTOCOL`), naming the item that
is wrong, so the same mistake reads the same in every game.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from typing import Any

from .errors import Refused
from .words import PROTOCOL, Phrase

Parts = dict[str, tuple[str, str]]
"""The parts of a position by key: ``(the item as written, its value)`` (the item is for refusals)."""


def position_parts(text: str, known: Collection[str], *, loose: bool = False) -> tuple[Parts, list[str]]:
    """The ``key=value`` items of ``text`` by key, and the items that name no part. Those are refused
    unless ``loose`` (Connect5's tokens, ``c3=RR``, come before its parts); a part given twice is refused."""
    parts: Parts = {}
    others: list[str] = []
    for item in text.split():
        key, _, value = item.partition("=")
        if key not in known:
            if not loose:
                raise refused("unknown", item=repr(item), parts=", ".join(known))
            others.append(item)
        elif key in parts:
            raise refused("twice", item=repr(item), part=key)
        else:
            parts[key] = (item, value)
    return parts, others


def whole_number(item: str, value: str, part: str, low: int, high: int) -> int:
    """``value`` as a whole number from ``low`` to ``high``."""
    if not (value.isascii() and value.isdigit() and len(value) < 8) or not low <= int(value) <= high:
        raise refused("number", item=repr(item), part=part, low=low, high=high)
    return int(value)


def per_player(item: str, value: str, players: int) -> list[str]:
    """``value`` split at ``|``: exactly one text per player."""
    texts = value.split("|")
    if len(texts) != players:
        raise refused("players", item=repr(item), count=len(texts), players=players)
    return texts


def counts(item: str, value: str, part: str, players: int) -> tuple[int, ...]:
    """``value`` as one whole number of 0 or more per player, separated by ``,``."""
    values = value.split(",")
    if len(values) != players or not all(v.isascii() and v.isdigit() and len(v) < 6 for v in values):
        # with an example of the right form, built from the numbers given (``wins=1|0``: like wins=1,0)
        example = counts_example(part, value, players)
        raise refused("counts", item=repr(item), part=part, players=players, example=example)
    return tuple(int(v) for v in values)


def counts_example(part: str, value: str, players: int) -> str:
    """``part`` written right, with the numbers ``value`` holds where it has them (``wins=1|0`` ->
    ``wins=1,0``, ``wins=1`` -> ``wins=1,0``): a refusal shows it, as the ``,`` is easy to miss where
    the players' other parts are separated by ``|``."""
    found = [number if len(number) < 6 else "0" for number in re.findall("[0-9]+", value)]  # ASCII digits only
    return f"{part}=" + ",".join((found + ["0"] * players)[:players])


def written(parts: Parts, keys: Iterable[str]) -> str:
    """The items of ``keys`` the position wrote, quoted together for a refusal (``'round=2 wins=1,0'``):
    a refusal never quotes a part that was left out as if it had been written."""
    return repr(" ".join(parts[key][0] for key in keys if key in parts))


def left_out(part: str, value: Any) -> Phrase:
    """A part the position left out, as it was taken (``round= 1 (left out)``), for a refusal that
    names it: ``part`` with its separator (``"end="``, ``"phase:"``)."""
    return PROTOCOL.phrase("position.left_out", part=part, value=value)


def refused(key: str, **fields: Any) -> Refused:
    """A position refused, in the protocol's words (``position.<key>``)."""
    return Refused(PROTOCOL.phrase(f"position.{key}", **fields))
