"""Which groups of numbers make a Connect: adjacency, shape, "in order", and the claim search.

"In order" for a shape that branches is not defined by the rulebook. The default rule ``"branch"``
reads "adjacent numbers MUST be in the correct order" as: the numbers can be written one after
another from the lowest (or from the highest), the second next to the first and every later one
next to an earlier one other than the first. On a straight or bent chain this is exactly "in order
along the chain"; on a branching shape (T, F, Y, X...) it lets the numbers climb along every branch.
Lisa's "F" with 2, 3, 4, 5, 6 is ``2`` at the foot, ``3`` in the middle, then ``4``-``5`` up one
arm and ``6`` on the side. The strict rule ``"chain"`` demands that each number touch the next one.
"""

from __future__ import annotations

import itertools
from typing import NamedTuple

from .board import ADJACENT, NAMES
from .cards import BONUS_INDEX, CIRCLED
from .shapes import BY_ANCHOR, shape_letter
from .state import Sheet, State

ORDER_RULES = ("branch", "chain")
_AGAIN = BONUS_INDEX["4a"]
_memo: dict[tuple, bool] = {}


def _touches(a: int, b: int) -> bool:
    return bool(ADJACENT[a] >> b & 1)


def _grows(order: tuple[int, ...]) -> bool:
    """Second touches first; each later number touches an earlier one other than the first."""
    if not _touches(order[0], order[1]):
        return False
    return all(any(_touches(order[k], order[j]) for j in range(1, k)) for k in range(2, len(order)))


def numbers_fit(cells: tuple[int, ...], values: tuple[int, ...], rule: str = "branch", gaps: bool = False) -> bool:
    """True if ``values`` written in ``cells`` are all the same or in order (see the module docstring)."""
    key = (cells, values, rule, gaps)
    hit = _memo.get(key)
    if hit is not None:
        return hit
    if len(_memo) > 300_000:
        _memo.clear()
    _memo[key] = result = _numbers_fit(cells, values, rule, gaps)
    return result


def _numbers_fit(cells: tuple[int, ...], values: tuple[int, ...], rule: str, gaps: bool) -> bool:
    if len(set(values)) == 1:
        return True
    if len(set(values)) != len(values):
        return False
    ranked = sorted(zip(values, cells, strict=False))
    if not gaps and ranked[-1][0] - ranked[0][0] != len(values) - 1:
        return False
    order = tuple(cell for _, cell in ranked)
    if rule == "chain":
        return all(_touches(a, b) for a, b in itertools.pairwise(order))
    return _grows(order) or _grows(order[::-1])


def connected(cells: tuple[int, ...]) -> bool:
    """True if the spaces form one orthogonally connected group."""
    todo, seen = [cells[0]], {cells[0]}
    members = set(cells)
    while todo:
        cell = todo.pop()
        for other in members - seen:
            if _touches(cell, other):
                seen.add(other)
                todo.append(other)
    return len(seen) == len(members)


class Verdict(NamedTuple):
    """The judgement of a claim: ``reason`` is empty when it is legal."""

    reason: str
    section: str
    size: int = 0
    letter: str = ""
    reused: int = -1  # the claimed space used again with the "Claimed Number again" bonus


def holds_again(sheet: Sheet) -> bool:
    """True if the player has a circled, unused "Claimed Number again" bonus."""
    return sheet.bonuses[_AGAIN] == CIRCLED


def connect5_open(state: State, sheet: Sheet) -> tuple[str, ...]:
    """Connect-5 letters ``sheet``'s player may claim now (face up, a score card and a box left)."""
    if not state.score_cards or len(sheet.connect5) >= 4:
        return ()
    return tuple(
        letter for letter in state.shape_cards if letter not in state.face_down and letter not in sheet.connect5_round
    )


def judge_claim(state: State, player: int, cells: tuple[int, ...], rule: str, gaps: bool) -> Verdict:
    """Whether ``player`` may claim the spaces ``cells`` now, and as what."""
    sheet = state.sheets[player]
    size = len(cells)
    if len(set(cells)) != size or not 3 <= size <= 5:
        return Verdict("a Connect is 3, 4 or 5 different spaces", "Claim Phase")
    for cell in cells:
        if not sheet.grid[cell]:
            return Verdict(f"{NAMES[cell]} is empty: a Connect uses numbers in the play area", "Claim Phase")
        if sheet.crossed >> cell & 1:
            return Verdict(f"{NAMES[cell]} is crossed out", "Cross out and write")
    if not connected(cells):
        return Verdict("the numbers must be adjacent to each other", "Claim Phase")
    letter = shape_letter(tuple(sorted(cells)))
    if letter is None:
        return Verdict("that shape is on no Connect-5 Shape Card", "Connect-5")
    reused = [cell for cell in cells if sheet.claimed >> cell & 1]
    if len(reused) > 1 or (reused and not holds_again(sheet)):
        where = ", ".join(NAMES[c] for c in reused)
        return Verdict(f"{where} already claimed: each number can be used for claiming only once", "Claim Phase")
    values = tuple(sheet.grid[c] for c in cells)
    if not numbers_fit(tuple(sorted(cells)), tuple(sheet.grid[c] for c in sorted(cells)), rule, gaps):
        return Verdict(f"{'-'.join(map(str, values))} is neither all the same nor in order", "Claim Phase")
    if size == 5:
        problem = _connect5_problem(state, sheet, letter)
        if problem:
            return Verdict(problem, "Connect-5")
    return Verdict("", f"Connect-{size}", size, letter, reused[0] if reused else -1)


def _connect5_problem(state: State, sheet: Sheet, letter: str) -> str:
    if letter not in state.shape_cards:
        return f"the {letter} is not one of the four Connect-5 Shape Cards on the table"
    if letter in state.face_down:
        return f"the {letter} card is face down: it cannot be claimed any more"
    if letter in sheet.connect5_round:
        return f"you already claimed the {letter} this round"
    if len(sheet.connect5) >= 4:
        return "all four Connect-5 Boxes are full"
    if not state.score_cards:
        return "no Connect-5 Score Card is left"
    return ""


def legal_claims(state: State, player: int, rule: str, gaps: bool) -> list[tuple[int, ...]]:
    """Every claim ``player`` may make now, as sorted space tuples (cached on the sheet)."""
    sheet = state.sheets[player]
    open5 = connect5_open(state, sheet)
    key = ("claims", open5, rule, gaps)
    memo = sheet.cache()
    if key not in memo:
        usable = sheet.usable
        reusable = sheet.written & ~sheet.crossed & sheet.claimed if holds_again(sheet) else 0
        wide = (sheet.grid, usable, reusable, open5, rule, gaps)  # shared by equal sheets (replays, undo)
        found = _searched.get(wide)
        if found is None:
            if len(_searched) > 50_000:
                _searched.clear()
            found = _searched[wide] = _search(sheet.grid, usable, reusable, open5, rule, gaps)
        memo[key] = found
    return memo[key]


_searched: dict[tuple, list[tuple[int, ...]]] = {}


def inherit_claims(before: Sheet, after: Sheet, state: State, rule: str, gaps: bool) -> None:
    """After a claim, the legal claims are the earlier ones that avoid the newly claimed spaces.

    Saves a full search; only used when neither sheet holds "Claimed Number again" and the grid
    and crossings did not change (a claim only adds outlines).
    """
    old = [value for key, value in before.cache().items() if key[0] == "claims" and key[2:] == (rule, gaps)]
    if not old or holds_again(before) or holds_again(after) or before.grid != after.grid:
        return
    open5 = connect5_open(state, after)
    claimed = after.claimed
    found = [
        cells
        for cells in old[0]
        if not any(claimed >> c & 1 for c in cells) and (len(cells) < 5 or shape_letter(cells) in open5)
    ]
    after.cache()[("claims", open5, rule, gaps)] = found
    _searched[(after.grid, after.usable, 0, open5, rule, gaps)] = found


def _search(
    grid: tuple[int, ...], usable: int, reusable: int, open5: tuple[str, ...], rule: str, gaps: bool
) -> list[tuple[int, ...]]:
    """Every placement on usable numbers (at most one reusable) whose numbers fit."""
    anchors = [cell for cell in range(36) if (usable | reusable) >> cell & 1]
    found = []
    for size in (3, 4, 5):
        by_anchor = BY_ANCHOR[size]
        span = size - 1
        for anchor in anchors:
            for mask, cells, letter, values_of in by_anchor[anchor]:
                rest = mask & ~usable
                if rest and (rest & (rest - 1) or not rest & reusable):
                    continue
                if size == 5 and letter not in open5:
                    continue
                values = values_of(grid)
                low, high = min(values), max(values)
                # all the same fits any shape; otherwise a quick range test before the full order rule
                if low == high or ((gaps or high - low == span) and numbers_fit(cells, values, rule, gaps)):
                    found.append(cells)
    return found


__all__ = ["ORDER_RULES", "Verdict", "connect5_open", "connected", "judge_claim", "legal_claims", "numbers_fit"]
