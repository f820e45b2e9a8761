"""Every legal action of a player, per phase (listed in a fixed order, cheap to compute)."""

from __future__ import annotations

from .board import NAMES, ZONE_MASK
from .cards import BONUSES, OPEN
from .claims import connect5_open, legal_claims
from .moves import DELTAS, MAX_FREE_ACTIONS, Context, empty_cells, held
from .state import Sheet, State

ALL = (1 << 36) - 1


def zone_actions(state: State) -> list[str]:
    """The active player picks one of the three dice as the Zone Die."""
    return [f"zone {v}" for v in sorted(set(state.dice))]


def fill_actions(sheet: Sheet) -> list[str]:
    """Fill Phase: write the Number Dice, Free Actions, kept bonuses, and done (memoised on the sheet)."""
    memo = sheet.cache()
    if "fill" not in memo:
        memo["fill"] = _fill_actions(sheet)
    return memo["fill"]


def _fill_actions(sheet: Sheet) -> list[str]:
    actions: list[str] = []
    zone_empty = empty_cells(sheet, ZONE_MASK[sheet.zone])
    values = sorted(set(sheet.to_write))
    for value in values:
        actions += [f"write {NAMES[c]} {value}" for c in zone_empty]
    if sheet.free_used < MAX_FREE_ACTIONS:
        for value in values:
            if zone_empty:
                actions += [f"free {value} to {w}" for w in range(1, 7) if w != value]
            else:
                actions.append(f"free skip {value}")
    elif values and not zone_empty:
        actions.append("out")
    if held(sheet, "switch") >= 0:
        actions += [f"switch {v}" for v in values]
    actions += kept_bonus_actions(sheet)
    if not sheet.to_write:
        actions.append("done")
    return actions


def kept_bonus_actions(sheet: Sheet) -> list[str]:
    """Cross out and write, and Plus or minus, on numbers not yet claimed."""
    actions: list[str] = []
    cross, plusminus = held(sheet, "cross") >= 0, held(sheet, "plusminus") >= 0
    if not (cross or plusminus):
        return actions
    mask = sheet.usable
    usable = [NAMES[c] for c in range(36) if mask >> c & 1]
    if cross:
        empty = [NAMES[c] for c in empty_cells(sheet, ALL)]
        actions += [f"move {src} {dst}" for src in usable for dst in empty]
    if plusminus:
        actions += [f"plus {cell} {d}" for cell in usable for d in DELTAS]
    return actions


def claim_actions(state: State, player: int, context: Context) -> list[str]:
    """Claim Phase: circle an earned bonus, owed lightning numbers, claims, kept bonuses, done."""
    sheet = state.sheets[player]
    memo = sheet.cache()
    key = ("claim", connect5_open(state, sheet))
    if key not in memo:
        memo[key] = _claim_actions(state, player, context)
    return memo[key]


def _claim_actions(state: State, player: int, context: Context) -> list[str]:
    sheet = state.sheets[player]
    if sheet.to_circle:
        return [
            f"circle {b.id}"
            for b, s in zip(BONUSES, sheet.bonuses, strict=False)
            if s == OPEN and b.section == sheet.to_circle
        ]
    if sheet.pending:
        return lightning_actions(sheet)
    actions = [
        "claim " + " ".join(NAMES[c] for c in cells)
        for cells in legal_claims(state, player, context.order, context.gaps)
    ]
    actions += kept_bonus_actions(sheet)
    actions.append("done")
    return actions


def lightning_actions(sheet: Sheet) -> list[str]:
    """The next owed lightning number: where (and for "any 2", which number) to write it."""
    owed = sheet.pending[0]
    if owed:
        empty = empty_cells(sheet, ALL)
        return [f"write {NAMES[c]} {owed}" for c in empty] or ["skip"]
    empty = empty_cells(sheet, ZONE_MASK[sheet.zone])
    actions = [f"write {NAMES[c]} {v}" for c in empty for v in range(1, 7)] or ["skip"]
    if held(sheet, "switch") >= 0:
        actions += [f"switch {v}" for v in sorted(set(sheet.numbers))]
    return actions
