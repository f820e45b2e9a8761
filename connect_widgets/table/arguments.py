"""Checks of what a caller hands the table and its widget (a seat, a click target, how bots run), each
refusal a ``ValueError`` in the table's words, raised before anything changes.

A seat is checked here whether it comes from the page (``widget.intents``) or from Python
(``widget.click``), so both refuse the same values in the same words.
"""

from __future__ import annotations

from typing import Any

from ..core.interaction import MAX_TARGET_LENGTH
from ..core.options import shown, whole
from .words import TABLE_WORDS

MAX_BOT_DELAY = 10
"""The longest pause between bot moves, in seconds."""


def checked_seat(seat: Any, players: int, lang: str) -> int | None:
    """``seat`` if it is ``None`` (the seat shown) or a player index. A bool or a float is no index,
    even when it equals one: ``True`` or ``1.0`` would quietly play for seat 1."""
    if seat is not None and (not _is_whole(seat) or not 0 <= seat < players):
        raise ValueError(TABLE_WORDS.text("bad_seat", lang, last=players - 1, seat=shown(seat)))
    return None if seat is None else int(seat)


def plain_target(target: object) -> bool:
    """Whether ``target`` could be a click target: a short printable ASCII id, as every renderer's."""
    if not isinstance(target, str) or not 0 < len(target) <= MAX_TARGET_LENGTH:
        return False
    return target.isascii() and target.isprintable()


def check_bot_run(max_moves: Any, until_human: Any, lang: str) -> None:
    """Refuse a bot run that is no count of moves (``1.5`` would play two), or an ``until_human`` that is
    not ``True`` or ``False`` (any text would read as ``True``)."""
    if not _is_whole(max_moves) or max_moves < 0:
        raise ValueError(TABLE_WORDS.text("bad_max_moves", lang, value=shown(max_moves)))
    check_flag("until_human", until_human, lang)


def check_flag(name: str, value: Any, lang: str) -> None:
    """Refuse a switch that is not ``True`` or ``False``, by ``name``."""
    if not isinstance(value, bool):
        raise ValueError(TABLE_WORDS.text("bad_flag", lang, setting=name, value=repr(value)))


def checked_delay(value: Any, lang: str) -> float:
    """``value`` in seconds, if it is a number from 0 to :data:`MAX_BOT_DELAY` (NaN is none)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= MAX_BOT_DELAY:
        raise ValueError(TABLE_WORDS.text("bad_bot_delay", lang, most=MAX_BOT_DELAY, value=repr(value)))
    return float(value)


def _is_whole(value: Any) -> bool:
    return whole(value) is not None
