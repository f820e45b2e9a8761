"""Bonuses: circling one after a Connect, the lightning writes owed at once, and the bonuses kept
for later (Cross out and write, Switch Zone Die, Plus or minus), listed and applied.

Every function applying a move returns a new :class:`~.state.Sheet` or raises the
:class:`~connect_widgets.IllegalAction` naming the rule.
"""

from __future__ import annotations

from typing import Final

from ..core.state import replaced
from .board import CELLS, NAMES, ZONE_MASK
from .cards import BONUS_INDEX, BONUSES, CIRCLED, CROSSED, EFFECTS, OPEN
from .notation import CIRCLE_TEXT, DELTAS, MOVE_TEXT, PLUS_TEXT, SWITCH_TEXT, WRITE_TEXT, Move
from .rulebook import refusal
from .state import Sheet, swapped
from .words import WORDS

EVERYWHERE: Final = (1 << CELLS) - 1
"""The whole play area, as a bitmask."""
_BY_EFFECT: Final = {effect: tuple(i for i, b in enumerate(BONUSES) if b.effect == effect) for effect in EFFECTS}


def keeps_any(sheet: Sheet) -> bool:
    """True if a circled bonus is kept for later. Most sheets keep none: the legal lists, rebuilt at
    every move, then need not look for each kind."""
    return CIRCLED in sheet.bonuses


def held(sheet: Sheet, effect: str) -> int:
    """Index of the first circled, unused bonus with ``effect`` (Connect-3 section first), or -1."""
    bonuses = sheet.bonuses
    for i in _BY_EFFECT[effect]:
        if bonuses[i] == CIRCLED:
            return i
    return -1


def cross_out(sheet: Sheet, index: int) -> Sheet:
    """The bonus at ``index`` used: crossed out."""
    return sheet.edit(bonuses=replaced(sheet.bonuses, index, CROSSED))


def earns(bonuses: tuple[int, ...], section: int) -> bool:
    """True if a Connect of this size earns a bonus: its section still has an open one (``bonuses``:
    a sheet's bonus marks)."""
    return any(s == OPEN and b.section == section for b, s in zip(BONUSES, bonuses, strict=False))


# ---------------------------------------------------------------- what may be played
def kept_bonus_actions(sheet: Sheet) -> list[str]:
    """Cross out and write, and Plus or minus, on numbers not yet claimed."""
    actions: list[str] = []
    if not keeps_any(sheet):
        return actions
    cross, plusminus = held(sheet, "cross") >= 0, held(sheet, "plusminus") >= 0
    if not (cross or plusminus):
        return actions
    mask = sheet.usable
    usable = [c for c in range(CELLS) if mask >> c & 1]
    if cross:
        empty = sheet.empty_cells(EVERYWHERE)
        actions += [MOVE_TEXT[source, target] for source in usable for target in empty]
    if plusminus:
        actions += [PLUS_TEXT[cell, delta] for cell in usable for delta in DELTAS]
    return actions


def circle_actions(sheet: Sheet) -> list[str]:
    """The open bonuses of the section just earned, one of which must be circled now."""
    return [
        CIRCLE_TEXT[b.id]
        for b, s in zip(BONUSES, sheet.bonuses, strict=False)
        if s == OPEN and b.section == sheet.to_circle
    ]


def lightning_actions(sheet: Sheet) -> list[str]:
    """The next owed lightning number: where (and for "any 2", which number) to write it."""
    owed = sheet.pending[0]
    if owed:
        writes = [WRITE_TEXT[owed][c] for c in sheet.empty_cells(EVERYWHERE)]
        return writes or ["skip"]
    empty = sheet.empty_cells(ZONE_MASK[sheet.zone])
    actions = [WRITE_TEXT[v][c] for c in empty for v in range(1, 7)] or ["skip"]
    if held(sheet, "switch") >= 0:
        actions += [SWITCH_TEXT[v] for v in sorted(set(sheet.numbers))]
    return actions


# ---------------------------------------------------------------- bonuses kept for later
def use_cross(sheet: Sheet, move: Move) -> Sheet:
    """``move c3 e5``: Cross out and write (cross out c3's number and write it in e5)."""
    index = _need(sheet, "cross", move)
    source, target = move.cells
    if not sheet.usable >> source & 1:
        raise refusal("refuse.not_usable", "cross", str(move), cell=NAMES[source])
    if sheet.written >> target & 1:
        raise refusal("refuse.not_empty", "cross", str(move), cell=NAMES[target])
    crossed = sheet.crossed | 1 << source
    return cross_out(sheet.write(target, sheet.grid[source]), index).edit(crossed=crossed)


def use_switch(sheet: Sheet, move: Move, phase: str) -> Sheet:
    """``switch 2``: the Number Die 2 becomes this player's zone and the Zone Die a Number Die."""
    index = _need(sheet, "switch", move)
    value = move.value
    if phase == "claim" and 0 not in sheet.pending:
        raise refusal("refuse.switch_in_claim", "switch", str(move))
    # A Number Die ("the number on that Number Die becomes the zone"); in the Fill Phase one not written yet.
    if value not in (dice_to_switch(sheet) if phase == "fill" else sheet.numbers):
        raise refusal("refuse.switch_not_a_die", "switch", str(move), value=value)
    old = sheet.zone
    to_write = swapped(sheet.to_write, value, old) if phase == "fill" else sheet.to_write
    sheet = sheet.edit(zone=value, numbers=swapped(sheet.numbers, value, old), to_write=to_write)
    return cross_out(sheet, index)


def dice_to_switch(sheet: Sheet) -> list[int]:
    """The Fill Phase's Number Dice still to write, which Switch Zone Die may make the zone: the dice
    themselves, not a number a Free Action wrote instead of one (``numbers`` are the dice)."""
    return sorted({value for value in sheet.to_write if value in sheet.numbers})


def switch_plays_on(sheet: Sheet) -> bool:
    """Whether a kept Switch Zone Die would make a zone with an empty space of a die still to write."""
    if held(sheet, "switch") < 0:
        return False
    return any(sheet.empty_cells(ZONE_MASK[value]) for value in dice_to_switch(sheet))


def use_plus(sheet: Sheet, move: Move) -> Sheet:
    """``plus c3 +1``: Plus or minus a number by 1 up to 2 times, wrapping (1 minus 1 is 6)."""
    index = _need(sheet, "plusminus", move)
    cell = move.cell
    if not sheet.usable >> cell & 1:
        raise refusal("refuse.not_usable", "plusminus", str(move), cell=NAMES[cell])
    value = (sheet.grid[cell] - 1 + move.delta) % 6 + 1
    return cross_out(sheet.write(cell, value), index)


def _need(sheet: Sheet, effect: str, move: Move) -> int:
    index = held(sheet, effect)
    if index < 0:
        raise refusal("refuse.not_held", effect, str(move), title=WORDS.phrase(f"section.{effect}"))
    return index


# ---------------------------------------------------------------- right after a claim
def circle_bonus(sheet: Sheet, move: Move) -> Sheet:
    """``circle 3x1``: circle an open bonus of the section just earned; lightning ones act at once."""
    index = BONUS_INDEX[move.name]
    bonus = BONUSES[index]
    section = f"connect{sheet.to_circle}"
    if bonus.section != sheet.to_circle:
        raise refusal("refuse.circle_section", section, str(move), size=sheet.to_circle)
    if sheet.bonuses[index] != OPEN:
        raise refusal("refuse.circled_already", section, str(move), bonus=bonus.id)
    state = CROSSED if bonus.lightning or bonus.effect == "six" else CIRCLED
    owed = (bonus.depicted,) if bonus.effect == "write" else (0, 0) if bonus.effect == "any2" else ()
    return sheet.edit(bonuses=replaced(sheet.bonuses, index, state), to_circle=0, pending=sheet.pending + owed)


def lightning_write(sheet: Sheet, move: Move) -> Sheet:
    """``write c3 5`` in the Claim Phase: a lightning bonus's number."""
    owed = sheet.pending[0]
    rule = "any2" if owed == 0 else "write"
    cell, value = move.cell, move.value
    if owed and value != owed:
        raise refusal("refuse.depicted", rule, str(move), owed=owed)
    if owed == 0 and not ZONE_MASK[sheet.zone] >> cell & 1:
        raise refusal("refuse.not_in_active_zone", rule, str(move), cell=NAMES[cell], zone=sheet.zone)
    if sheet.written >> cell & 1:
        raise refusal("refuse.taken", rule, str(move), cell=NAMES[cell])
    return sheet.write(cell, value, pending=sheet.pending[1:])


def skip_write(sheet: Sheet, move: Move) -> Sheet:
    """``skip``: a lightning number that has no empty space to go to."""
    where = ZONE_MASK[sheet.zone] if sheet.pending[0] == 0 else EVERYWHERE
    if sheet.empty_cells(where):
        raise refusal("refuse.skip_with_space", "bonuses", str(move))
    return sheet.edit(pending=sheet.pending[1:])
