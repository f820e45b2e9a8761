"""Is a row of cards a valid combination, and why (not)? The teaching helper :func:`check_combination`.

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
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from .cards import COLOURS, MAX_VALUE, MIN_VALUE, RAINBOW, SHADOW, parse_card
from .messages import message, section
from .rulebook import RULEBOOK

MAX_SET = 6
MIN_CARDS = 3
_PARSED = {f"{letter}{v}": (c, v) for c, (letter, _, _) in enumerate(COLOURS) for v in range(MIN_VALUE, MAX_VALUE + 1)}


@dataclass(frozen=True)
class Verdict:
    """The answer of :func:`check_combination`: ``valid``, the ``kind`` found and the ``reasons`` against."""

    cards: tuple[str, ...]
    valid: bool
    kind: str | None
    reasons: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return self.valid

    def messages(self, lang: str = "en") -> list[str]:
        """Each reason against, as a sentence in ``lang``."""
        return [message(code, lang) for code in self.reasons]

    def rules(self) -> list[str]:
        """The rulebook text behind each reason, quoted."""
        return [RULEBOOK[section(code)] for code in self.reasons]

    def explain(self, lang: str = "en") -> str:
        """One line: valid and what it is, or why not."""
        shown = " ".join(self.cards)
        if self.valid:
            kind = _KIND_NAMES[self.kind or "fragment"][0 if lang == "en" else 1]
            return f"{shown}: {'valid' if lang == 'en' else 'valide'} ({kind})"
        return f"{shown}: {'invalid' if lang == 'en' else 'invalide'}: " + "; ".join(self.messages(lang))

    def to_json(self, lang: str = "en") -> dict:
        """The verdict as plain JSON, messages in ``lang``."""
        return {
            "valid": self.valid,
            "kind": self.kind,
            "reasons": list(self.reasons),
            "messages": self.messages(lang),
            "rules": self.rules(),
            "text": self.explain(lang),
        }

    def __repr__(self) -> str:
        return f"<Verdict {self.explain()}>"


_KIND_NAMES = {
    "set": ("set of one value", "combinaison de meme valeur"),
    "same-colour run": ("same-colour run", "suite de meme couleur"),
    "multicolour run": ("multicolour run", "suite multicolore"),
    "fragment": ("so far", "pour l'instant"),
}


def check_combination(cards: Sequence[str], rainbow_gap: str = "several", partial: bool = False) -> Verdict:
    """Whether ``cards`` (codes in the order they lie) form a valid combination, and why not.

    ``partial=True`` checks a combination still being laid: the minimum of 3 cards and the need
    for a numbered card are not yet required (every part of a valid combination passes).

    >>> check_combination(["R5", "R6", "R7"]).valid
    True
    >>> check_combination(["R5", "#", "R7"]).reasons
    ('shadow_inside',)
    """
    cards = tuple(cards)
    for code in cards:
        if parse_card(code) is None:
            raise ValueError(f"{code!r} is not a card (write R7, B0, * for a Rainbow, # for a Shadow)")
    if rainbow_gap not in ("one", "several"):
        raise ValueError(f"rainbow_gap={rainbow_gap!r} is not allowed; choose one of: 'one', 'several'")
    return _check(cards, rainbow_gap, partial)


@lru_cache(maxsize=200_000)
def _check(cards: tuple[str, ...], rainbow_gap: str, partial: bool) -> Verdict:
    reasons: list[str] = []
    if not partial and len(cards) < MIN_CARDS:
        reasons.append("too_short")
    front, back = _shadow_blocks(cards)
    if front < 0:
        return Verdict(cards, False, None, (*reasons, "shadow_inside"))
    core = cards[front : len(cards) - back]
    numbered = [(i, *_PARSED[code]) for i, code in enumerate(core) if code != RAINBOW]
    if not numbered:
        if partial:
            return Verdict(cards, True, None)
        return Verdict(cards, False, None, (*reasons, "no_number"))
    kind, against = _readings(cards, core, front, back, numbered, rainbow_gap)
    reasons.extend(against)
    return Verdict(cards, not reasons, kind if not reasons else None, tuple(reasons))


def _shadow_blocks(cards: tuple[str, ...]) -> tuple[int, int]:
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


def _readings(cards, core, front, back, numbered, rainbow_gap) -> tuple[str | None, list[str]]:
    """The kind found, or the reasons of the reading that fits the cards' shape best."""
    values = {v for _, _, v in numbered}
    colours = [c for _, c, _ in numbered]
    if len(values) == 1:
        against = _as_set(cards, colours)
        if not against:
            return "set", []
        if len(numbered) > 1:
            return None, against
    step = min((_as_step_run(core, front, back, numbered, d) for d in (1, -1)), key=len)
    if not step:
        return ("same-colour run" if len(set(colours)) == 1 else "multicolour run"), []
    if rainbow_gap == "several" and len(numbered) > 1 and len(set(colours)) == 1:
        wide = _as_wide_run(core, front, back, numbered)
        if not wide:
            return "same-colour run", []
        return None, wide
    return None, step


def _as_set(cards: tuple[str, ...], colours: list[int]) -> list[str]:
    against = []
    if len(set(colours)) != len(colours):
        against.append("set_colours")
    if len(cards) > MAX_SET:
        against.append("set_too_big")
    return against


def _as_step_run(core, front, back, numbered, direction: int) -> list[str]:
    """Each card takes the next value (``direction`` +1 up, -1 down)."""
    first_index, _, first_value = numbered[0]
    base = first_value - first_index * direction
    if any(v != base + i * direction for i, _, v in numbered):
        return ["rainbow_between" if _rainbow_between(core, numbered) else "run_gap"]
    against = []
    ends = (base - front * direction, base + (len(core) - 1 + back) * direction)
    if min(ends) < MIN_VALUE or max(ends) > MAX_VALUE:
        against.append("run_range")
    segment: list[int] = []
    by_index = {i: c for i, c, _ in numbered}
    for i, code in enumerate((*core, RAINBOW)):
        if code != RAINBOW:
            segment.append(by_index[i])
            continue
        if len(set(segment)) not in (1, len(segment)) and segment:
            against.append("run_colours")
            break
        segment = []
    return against


def _rainbow_between(core, numbered) -> bool:
    """A Rainbow sits between two numbered cards that already follow each other in value."""
    return any(j - i > 1 and abs(w - v) == 1 for (i, _, v), (j, _, w) in itertools.pairwise(numbered))


def _as_wide_run(core, front, back, numbered) -> list[str]:
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
    ends = (numbered[0][2] - lead * direction, numbered[-1][2] + tail * direction)
    if min(ends) < MIN_VALUE or max(ends) > MAX_VALUE:
        return ["run_range"]
    return []
