"""Is a row of cards a valid combination, and why (not)? :func:`check` judges, for the rules and the
teaching helper :func:`~.teaching.check_combination`.

A combination is read in the order it lies (left to right, or top to bottom); runs may go up or
down. Three readings are tried (see ``docs/rules/num_connect.md``):

* **set**: every numbered card has the same value, all colours differ, at most 6 cards;
* **step run**: each card (numbered, Rainbow or Shadow) takes the next value; between two Rainbows
  the numbered cards are either all one colour or all different colours (a Rainbow starts the run
  again, so colours may repeat and the run may change type);
* **same-colour run with wide Rainbows** (option ``rainbow_gap="several"``): all numbered cards
  one colour, each Rainbow replacing one or more missing values.

Shadows stand at the start or the end only (a block of Shadows), each completing the combination
by one card, like a Rainbow.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from .cards import COLOURS, MAX_VALUE, MIN_VALUE, RAINBOW, SHADOW
from .rulebook import GROUNDS, RULEBOOK, shown_rule
from .words import WORDS

Cards = tuple[str, ...]
Numbered = list[tuple[int, int, int]]  # (index in the core, colour, value) of each numbered card
MAX_SET = 6
MIN_CARDS = 3
_PARSED = {f"{letter}{v}": (c, v) for c, (letter, _) in enumerate(COLOURS) for v in range(MIN_VALUE, MAX_VALUE + 1)}
_KINDS = {
    "set": "describe.set",
    "same-colour run": "describe.same_colour_run",
    "multicolour run": "describe.multicolour_run",
    None: "describe.fragment",
}
"""The kind found -> its name in words (``None``: a valid part of a combination, so far)."""


@dataclass(frozen=True)
class CombinationCheck:
    """Whether a row of cards is a valid combination: ``valid``, the ``kind`` found, the ``reasons`` against.

    Each reason is a key of :data:`~.words.WORDS` under ``refuse.`` (``"shadow_inside"``).
    """

    cards: tuple[str, ...]
    valid: bool
    kind: str | None
    reasons: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return self.valid

    def messages(self, lang: str = "en") -> list[str]:
        """Each reason against, as a sentence in ``lang``."""
        return [WORDS.text(f"refuse.{code}", lang) for code in self.reasons]

    def rules(self, lang: str | None = None) -> list[str]:
        """The rulebook text behind each reason, quoted in French as written; with ``lang``, as a widget
        in that language shows it (in English: our translation, which the widget marks as one)."""
        keys = [GROUNDS[f"refuse.{code}"] for code in self.reasons]
        return [RULEBOOK.text(key) if lang is None else shown_rule(key, lang)["text"] for key in keys]

    def explain(self, lang: str = "en") -> str:
        """One line: valid and what it is, or why not."""
        shown = " ".join(self.cards)
        if self.valid:
            return WORDS.text("describe.valid", lang, cards=shown, kind=WORDS.text(_KINDS[self.kind], lang))
        return WORDS.text("describe.invalid", lang, cards=shown, reasons="; ".join(self.messages(lang)))

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        """The check as plain JSON, messages in ``lang``."""
        return {
            "valid": self.valid,
            "kind": self.kind,
            "reasons": list(self.reasons),
            "messages": self.messages(lang),
            "rules": self.rules(lang),
            "text": self.explain(lang),
        }

    def __repr__(self) -> str:
        return f"<CombinationCheck {self.explain()}>"


def check(cards: tuple[str, ...], rainbow_gap: str, partial: bool) -> CombinationCheck:
    """Whether ``cards`` (valid codes, in the order they lie) form a valid combination, and why not.

    ``partial=True`` checks a combination still being laid: the minimum of 3 cards and the need
    for a numbered card are not yet required (every part of a valid combination passes). The
    teaching helper :func:`~.teaching.check_combination` checks its arguments, then asks this.
    """
    kind, reasons = judge(cards, rainbow_gap, partial)
    return CombinationCheck(cards, not reasons, kind, reasons)


Verdict = tuple[str | None, tuple[str, ...]]  # the kind found (None if none yet), the reasons against
_JUDGED: dict[str, Verdict] = {}
_VERDICTS: dict[Verdict, Verdict] = {}
MAX_JUDGED = 200_000


def judge(cards: tuple[str, ...], rainbow_gap: str, partial: bool = False) -> Verdict:
    """What :func:`check` finds, as plain values: the kind (``None`` if none yet) and the reasons
    against (empty: valid). The rules ask this many times per move, so it is kept.

    Kept by the cards' text, each distinct verdict once: a dict of strings and a few shared
    tuples, which the garbage collector stops watching (it walked a cache of records, or of
    tuples of cards, entry by entry at every full collection).
    """
    key = f"{' '.join(cards)} {rainbow_gap} {partial}"
    verdict = _JUDGED.get(key)
    if verdict is None:
        if len(_JUDGED) >= MAX_JUDGED:
            _JUDGED.clear()
        found = _judged(cards, rainbow_gap, partial)
        verdict = _JUDGED[key] = _VERDICTS.setdefault(found, found)
    return verdict


def _judged(cards: tuple[str, ...], rainbow_gap: str, partial: bool) -> Verdict:
    reasons: list[str] = []
    if not partial and len(cards) < MIN_CARDS:
        reasons.append("too_short")
    front, back = _shadow_blocks(cards)
    if front < 0:
        return None, (*reasons, "shadow_inside")
    core = cards[front : len(cards) - back]
    numbered: Numbered = [(i, *_PARSED[code]) for i, code in enumerate(core) if code != RAINBOW]
    if not numbered:
        return None, () if partial else (*reasons, "no_number")
    kind, against = _readings(cards, core, front, back, numbered, rainbow_gap)
    reasons.extend(against)
    return (kind, ()) if not reasons else (None, tuple(reasons))


def _shadow_blocks(cards: Cards) -> tuple[int, int]:
    """Lengths of the Shadow blocks at the front and back; ``(-1, -1)`` if a Shadow is elsewhere."""
    n = len(cards)
    front = 0
    while front < n and cards[front] == SHADOW:
        front += 1
    back = 0
    while back < n - front and cards[n - 1 - back] == SHADOW:
        back += 1
    if SHADOW in cards[front : n - back]:
        return (-1, -1)
    return (front, back)


def _readings(
    cards: Cards, core: Cards, front: int, back: int, numbered: Numbered, rainbow_gap: str
) -> tuple[str | None, list[str]]:
    """The kind found, or the reasons of the reading that fits the cards' shape best."""
    _, colours, values = zip(*numbered, strict=True)  # its columns, in one step
    one_colour = len(set(colours)) == 1
    if len(set(values)) == 1:
        against = _as_set(cards, colours)
        if not against:
            return "set", []
        if len(numbered) > 1:
            return None, against
    step = _as_step_run(core, front, back, numbered, 1)
    if step:  # not a run upwards: the downward reading counts if fewer reasons stand against it
        down = _as_step_run(core, front, back, numbered, -1)
        if len(down) < len(step):
            step = down
    if not step:
        return ("same-colour run" if one_colour else "multicolour run"), []
    if len(numbered) > 1 and one_colour:
        wide = _as_wide_run(core, front, back, numbered)
        if rainbow_gap == "several":
            return ("same-colour run", []) if not wide else (None, wide)
        if not wide:  # valid if a Rainbow filled several values: the option says one only
            return None, ["rainbow_one"]
    return None, step


def _as_set(cards: Cards, colours: tuple[int, ...]) -> list[str]:
    against = []
    if len(set(colours)) != len(colours):
        against.append("set_colours")
    if len(cards) > MAX_SET:
        against.append("set_too_big")
    return against


def _as_step_run(core: Cards, front: int, back: int, numbered: Numbered, direction: int) -> list[str]:
    """Each card takes the next value (``direction`` +1 up, -1 down).

    A plain loop rather than ``any()`` over a generator: every new row of cards the legal actions
    try is judged here, upwards and often downwards, so these are the engine's hottest lines.
    """
    first_index, _, first_value = numbered[0]
    base = first_value - first_index * direction
    for i, _, v in numbered:
        if v != base + i * direction:
            return ["rainbow_between" if _rainbow_between(core, numbered) else "run_gap"]
    against = []
    first, last = base - front * direction, base + (len(core) - 1 + back) * direction
    if not (MIN_VALUE <= first <= MAX_VALUE and MIN_VALUE <= last <= MAX_VALUE):
        against.append("run_range")
    if len(numbered) > 2 and _mixed_colours(core, numbered):  # one or two cards never mix
        against.append("run_colours")
    return against


def _mixed_colours(core: Cards, numbered: Numbered) -> bool:
    """Between two Rainbows (or an end), the numbered cards are neither one colour nor all different."""
    segment: list[int] = []
    by_index = {i: c for i, c, _ in numbered}
    for i, code in enumerate((*core, RAINBOW)):
        if code != RAINBOW:
            segment.append(by_index[i])
            continue
        if len(set(segment)) not in (1, len(segment)) and segment:
            return True
        segment = []
    return False


def _rainbow_between(core: Cards, numbered: Numbered) -> bool:
    """A Rainbow sits between two numbered cards that already follow each other in value."""
    if RAINBOW not in core:  # most rows have none: no need to look at the pairs
        return False
    return any(j - i > 1 and abs(w - v) == 1 for (i, _, v), (j, _, w) in itertools.pairwise(numbered))


def _as_wide_run(core: Cards, front: int, back: int, numbered: Numbered) -> list[str]:
    """One colour; each Rainbow between two cards replaces one or more missing values."""
    direction = 1 if numbered[1][2] > numbered[0][2] else -1
    for (i, _, v), (j, _, w) in itertools.pairwise(numbered):
        jokers, gap = j - i - 1, (w - v) * direction - 1
        if gap < 0 or (jokers == 0 and gap > 0):
            return ["run_gap"]
        if jokers > gap:
            return ["rainbow_between"]
    lead = numbered[0][0] + front
    tail = len(core) - 1 - numbered[-1][0] + back
    first, last = numbered[0][2] - lead * direction, numbered[-1][2] + tail * direction
    if not (MIN_VALUE <= first <= MAX_VALUE and MIN_VALUE <= last <= MAX_VALUE):
        return ["run_range"]
    return []
