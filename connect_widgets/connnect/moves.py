"""Applying a player's action to the state (never mutating it); refusals name the rule broken.

Every function here returns a new :class:`State` or raises :class:`IllegalAction`.
"""

from __future__ import annotations

from ..core.errors import IllegalAction
from .board import INDEX, NAMES, ZONE_MASK
from .cards import BONUS_INDEX, BONUSES, CIRCLED, CROSSED, EFFECT_TITLES, OPEN
from .claims import inherit_claims, judge_claim
from .rulebook import RULES
from .shapes import CONNECT4_ORDER
from .state import CROSSED_OUT, EMPTY, FILLED, Sheet, State

MAX_FREE_ACTIONS = 7
DELTAS = ("-2", "-1", "+1", "+2")


class Context:
    """What the rules need besides the state: the order rule and gaps option."""

    def __init__(self, order: str, gaps: bool) -> None:
        self.order = order
        self.gaps = gaps


def refuse(message: str, section: str, action: str) -> IllegalAction:
    """An :class:`IllegalAction` quoting the rulebook's ``section``."""
    return IllegalAction(message, rule=f"{section}: {RULES[section]}", action=action)


_BY_EFFECT = {effect: tuple(i for i, b in enumerate(BONUSES) if b.effect == effect) for effect in EFFECT_TITLES}


def held(sheet: Sheet, effect: str) -> int:
    """Index of the first circled, unused bonus with ``effect`` (Connect-3 section first), or -1."""
    bonuses = sheet.bonuses
    for i in _BY_EFFECT[effect]:
        if bonuses[i] == CIRCLED:
            return i
    return -1


def empty_cells(sheet: Sheet, mask: int) -> list[int]:
    """Empty spaces inside ``mask`` (never written, not crossed out), in reading order."""
    free = mask & ~sheet.written
    cells = []
    while free:
        low = free & -free
        cells.append(low.bit_length() - 1)
        free ^= low
    return cells


def without(values: tuple[int, ...], value: int) -> tuple[int, ...]:
    """``values`` with one ``value`` removed."""
    i = values.index(value)
    return values[:i] + values[i + 1 :]


def _swap(values: tuple[int, ...], old: int, new: int) -> tuple[int, ...]:
    i = values.index(old)
    return (*values[:i], new, *values[i + 1 :])


def _write(sheet: Sheet, cell: int, value: int) -> Sheet:
    new = sheet.edit(grid=(*sheet.grid[:cell], value, *sheet.grid[cell + 1 :]))
    object.__setattr__(new, "_written", sheet.written | 1 << cell)  # a number never leaves the sheet
    return new


def _cell(word: str, action: str, section: str) -> int:
    if word not in INDEX:
        raise refuse(f"{word!r} is not a space (a1 to f6)", section, action)
    return INDEX[word]


def _value(word: str, action: str, section: str) -> int:
    if word not in ("1", "2", "3", "4", "5", "6"):
        raise refuse(f"{word!r} is not a number from 1 to 6", section, action)
    return int(word)


# ---------------------------------------------------------------- Fill Phase
def fill_write(sheet: Sheet, words: list[str], action: str) -> Sheet:
    """``write c3 5``: write a Number Die in an empty space of the zone."""
    cell, value = _cell(words[1], action, "Fill Phase"), _value(words[2], action, "Fill Phase")
    if value not in sheet.to_write:
        left = " and ".join(map(str, sheet.to_write)) or "nothing"
        raise refuse(f"{value} is not a Number Die still to write (left: {left})", "Fill Phase", action)
    if not ZONE_MASK[sheet.zone] >> cell & 1:
        raise refuse(f"{NAMES[cell]} is not in zone {sheet.zone}", "Zone Die", action)
    if sheet.written >> cell & 1:
        raise refuse(f"{NAMES[cell]} already holds a number: each space can contain only one", "Fill Phase", action)
    return _write(sheet, cell, value).edit(to_write=without(sheet.to_write, value))


def free_action(sheet: Sheet, words: list[str], action: str) -> Sheet:
    """``free 2 to 3`` (write a different number) or ``free skip 5`` (the zone is full)."""
    if sheet.free_used >= MAX_FREE_ACTIONS:
        raise refuse("all seven Free Actions are used", "Free Action", action)
    zone_full = not empty_cells(sheet, ZONE_MASK[sheet.zone])
    if len(words) == 3 and words[1] == "skip":
        value = _value(words[2], action, "Free Action")
        if value not in sheet.to_write:
            raise refuse(f"{value} is not a Number Die still to write", "Free Action", action)
        if not zone_full:
            raise refuse(f"zone {sheet.zone} still has an empty space: write the number", "Free Action", action)
        return sheet.edit(to_write=without(sheet.to_write, value), free_used=sheet.free_used + 1)
    if len(words) != 4 or words[2] != "to":
        raise refuse("write 'free 2 to 3' or 'free skip 5'", "Free Action", action)
    old, new = _value(words[1], action, "Free Action"), _value(words[3], action, "Free Action")
    if old not in sheet.to_write:
        raise refuse(f"{old} is not a Number Die still to write", "Free Action", action)
    if old == new:
        raise refuse("a Free Action writes a different number from the die", "Free Action", action)
    if zone_full:
        raise refuse(f"zone {sheet.zone} is full: only 'free skip {old}' is possible", "Free Action", action)
    return sheet.edit(
        to_write=_swap(sheet.to_write, old, new), numbers=_swap(sheet.numbers, old, new), free_used=sheet.free_used + 1
    )


def go_out(sheet: Sheet, action: str) -> Sheet:
    """``out``: a Number Die cannot be written and no Free Action is left."""
    if not sheet.to_write or empty_cells(sheet, ZONE_MASK[sheet.zone]) or sheet.free_used < MAX_FREE_ACTIONS:
        raise refuse("you can still play on", "Free Action", action)
    return sheet.edit(out=True, done=True, to_write=())


# ---------------------------------------------------------------- bonuses kept for later
def use_cross(sheet: Sheet, words: list[str], action: str) -> Sheet:
    """``move c3 e5``: Cross out and write (cross out c3's number and write it in e5)."""
    index = _need(sheet, "cross", action)
    src, dst = _cell(words[1], action, "Cross out and write"), _cell(words[2], action, "Cross out and write")
    if not sheet.usable >> src & 1:
        raise refuse(
            f"{NAMES[src]} holds no number that is unclaimed and not crossed out", "Cross out and write", action
        )
    if sheet.written >> dst & 1:
        raise refuse(f"{NAMES[dst]} is not empty", "Cross out and write", action)
    sheet = _write(sheet, dst, sheet.grid[src])
    return _cross_bonus(sheet, index).edit(crossed=sheet.crossed | 1 << src)


def use_switch(sheet: Sheet, words: list[str], action: str, phase: str) -> Sheet:
    """``switch 2``: the Number Die 2 becomes this player's zone and the Zone Die a Number Die."""
    index = _need(sheet, "switch", action)
    value = _value(words[1], action, "Switch Zone Die")
    pool = sheet.to_write if phase == "fill" else sheet.numbers
    if phase == "claim" and 0 not in sheet.pending:
        raise refuse("in the Claim Phase a switch only serves a 'write any 2 numbers' bonus", "Switch Zone Die", action)
    if value not in pool:
        raise refuse(f"{value} is not one of your Number Dice not yet written", "Switch Zone Die", action)
    old = sheet.zone
    to_write = _swap(sheet.to_write, value, old) if phase == "fill" else sheet.to_write
    sheet = sheet.edit(zone=value, numbers=_swap(sheet.numbers, value, old), to_write=to_write)
    return _cross_bonus(sheet, index)


def use_plus(sheet: Sheet, words: list[str], action: str) -> Sheet:
    """``plus c3 +1``: Plus or minus a number by 1 up to 2 times, wrapping (1 minus 1 is 6)."""
    index = _need(sheet, "plusminus", action)
    cell = _cell(words[1], action, "Plus or minus")
    if words[2] not in DELTAS:
        raise refuse(f"the change is one of {', '.join(DELTAS)}", "Plus or minus", action)
    if not sheet.usable >> cell & 1:
        raise refuse(f"{NAMES[cell]} holds no number that is unclaimed and not crossed out", "Plus or minus", action)
    value = (sheet.grid[cell] - 1 + int(words[2])) % 6 + 1
    return _cross_bonus(_write(sheet, cell, value), index)


def _need(sheet: Sheet, effect: str, action: str) -> int:
    index = held(sheet, effect)
    if index < 0:
        title = EFFECT_TITLES[effect]
        raise refuse(f"you hold no circled, unused {title} bonus", title, action)
    return index


def _cross_bonus(sheet: Sheet, index: int) -> Sheet:
    return sheet.edit(bonuses=(*sheet.bonuses[:index], CROSSED, *sheet.bonuses[index + 1 :]))


# ---------------------------------------------------------------- Claim Phase
def claim(state: State, player: int, words: list[str], action: str, context: Context) -> State:
    """``claim a1 b1 c1``: draw the outline of a Connect-3, -4 or -5."""
    cells = tuple(INDEX.get(word, -1) for word in words[1:])
    if -1 in cells:
        raise refuse("name the spaces of the Connect, like 'claim a1 b1 c1'", "Claim Phase", action)
    if list(cells) != sorted(cells):
        listed = " ".join(NAMES[c] for c in sorted(cells))
        raise refuse(f"name the spaces in reading order: 'claim {listed}'", "Claim Phase", action)
    verdict = judge_claim(state, player, cells, context.order, context.gaps)
    if verdict.reason:
        raise refuse(verdict.reason, verdict.section, action)
    sheet = state.sheets[player]
    cells = tuple(sorted(cells))
    if verdict.reused >= 0:
        sheet = _cross_bonus(sheet, BONUS_INDEX["4a"])
    sheet = sheet.edit(
        claimed=sheet.claimed | sum(1 << c for c in cells),
        claims=(*sheet.claims, (f"{verdict.size}{verdict.letter}", cells)),
    )
    if verdict.size == 5:
        sheet = sheet.edit(
            connect5=(*sheet.connect5, (verdict.letter, state.score_cards[0])),
            connect5_round=(*sheet.connect5_round, verdict.letter),
        )
        if verdict.letter not in state.connect5_round:
            state = state.edit(connect5_round=(*state.connect5_round, verdict.letter))
        inherit_claims(state.sheets[player], sheet, state, context.order, context.gaps)
        return state.with_sheet(player, sheet)
    if verdict.size == 4:
        state, sheet = _connect4_marks(state, sheet, verdict.letter)
    if any(s == OPEN and b.section == verdict.size for b, s in zip(BONUSES, sheet.bonuses, strict=False)):
        sheet = sheet.edit(to_circle=verdict.size)
    inherit_claims(state.sheets[player], sheet, state, context.order, context.gaps)
    return state.with_sheet(player, sheet)


def _connect4_marks(state: State, sheet: Sheet, letter: str) -> tuple[State, Sheet]:
    """First claim (this round, by anyone): fill the mark, cross the circle; later: fill the circle."""
    k = CONNECT4_ORDER.index(letter)
    mark, circle = sheet.connect4[k]
    first = state.connect4_first[k]
    if mark == EMPTY and first in (0, state.round):
        new = (FILLED, CROSSED_OUT)
        state = state.edit(connect4_first=(*state.connect4_first[:k], state.round, *state.connect4_first[k + 1 :]))
    elif mark == EMPTY or (
        mark == CROSSED_OUT and circle == EMPTY
    ):  # claimed in an earlier round but not yet crossed here (cannot happen after round end)
        new = (CROSSED_OUT, FILLED)
    else:
        new = (mark, circle)  # one crossed, the other filled: do nothing
    return state, sheet.edit(connect4=(*sheet.connect4[:k], new, *sheet.connect4[k + 1 :]))


def circle_bonus(sheet: Sheet, words: list[str], action: str) -> Sheet:
    """``circle 3x1``: circle an open bonus of the section just earned; lightning ones act at once."""
    if words[1] not in BONUS_INDEX:
        raise refuse(f"{words[1]!r} is not a bonus", "Bonuses", action)
    index = BONUS_INDEX[words[1]]
    bonus = BONUSES[index]
    section = f"Connect-{sheet.to_circle}"
    if bonus.section != sheet.to_circle:
        raise refuse(f"choose a bonus in the {section} bonuses section", section, action)
    if sheet.bonuses[index] != OPEN:
        raise refuse(f"bonus {bonus.id} is already circled", section, action)
    state = CROSSED if bonus.lightning or bonus.effect == "six" else CIRCLED
    pending = sheet.pending + (
        (bonus.depicted,) if bonus.effect == "write" else (0, 0) if bonus.effect == "any2" else ()
    )
    bonuses = (*sheet.bonuses[:index], state, *sheet.bonuses[index + 1 :])
    return sheet.edit(bonuses=bonuses, to_circle=0, pending=pending)


def lightning_write(sheet: Sheet, words: list[str], action: str) -> Sheet:
    """``write c3 5`` in the Claim Phase: a lightning bonus's number."""
    owed = sheet.pending[0]
    section = "Write any 2 numbers" if owed == 0 else "Write depicted number"
    cell, value = _cell(words[1], action, section), _value(words[2], action, section)
    if owed and value != owed:
        raise refuse(f"this bonus writes the depicted number {owed}", section, action)
    if owed == 0 and not ZONE_MASK[sheet.zone] >> cell & 1:
        raise refuse(f"{NAMES[cell]} is not in your active zone {sheet.zone}", section, action)
    if sheet.written >> cell & 1:
        raise refuse(f"{NAMES[cell]} already holds a number", section, action)
    return _write(sheet, cell, value).edit(pending=sheet.pending[1:])


def skip_write(sheet: Sheet, action: str) -> Sheet:
    """``skip``: a lightning number that has no empty space to go to."""
    owed = sheet.pending[0] if sheet.pending else None
    if owed is None:
        raise refuse("no lightning number is owed", "Bonuses", action)
    where = ZONE_MASK[sheet.zone] if owed == 0 else (1 << 36) - 1
    if empty_cells(sheet, where):
        raise refuse("there is still an empty space for this number", "Bonuses", action)
    return sheet.edit(pending=sheet.pending[1:])
