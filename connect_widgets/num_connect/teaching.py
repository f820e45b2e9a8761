"""The documented teaching helpers, for notebooks and bots: :func:`check_combination`.

>>> check_combination(["R5", "R6", "R7"]).valid
True
>>> check_combination(["R5", "#", "R7"]).reasons
('shadow_inside',)

Whether an action is allowed *on the table* (a first lay, a connection, a bend) is the engine's
question: ``game.explain(player, action)`` answers it, in words, with the rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import parse_card
from .combination import CombinationCheck, check
from .words import WORDS

RAINBOW_GAPS = ("one", "several")


def check_combination(cards: Sequence[str], rainbow_gap: str = "several", partial: bool = False) -> CombinationCheck:
    """Whether ``cards`` (codes in the order they lie) form a valid combination, and why not.

    ``partial=True`` checks a combination still being laid: the minimum of 3 cards and the need
    for a numbered card are not yet required (every part of a valid combination passes).
    ``rainbow_gap`` is the game's option: ``"several"`` missing cards per Rainbow in a same-colour
    run, or ``"one"``. Each reason against is a ``refuse.`` key of the game's words; the check says
    them in English or French (``messages(lang)``, ``explain(lang)``) and quotes their rules.
    """
    cards = tuple(cards)
    for code in cards:
        if parse_card(code) is None:
            raise ValueError(WORDS.text("refuse.not_a_card", code=repr(code)))
    if rainbow_gap not in RAINBOW_GAPS:
        raise ValueError(WORDS.text("refuse.rainbow_gap", value=repr(rainbow_gap)))
    return check(cards, rainbow_gap, partial)


__all__ = ["CombinationCheck", "check_combination"]
