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


def _build_trie() -> tuple:
    """The placements of all sizes as a trie per anchor (their first space), keyed on the later
    spaces in reading order: node = ``((space, bit, child node, child spaces mask, leaves), ...)``; a leaf is
    ``(rank, cells, letter, value getter)``, ``rank`` the order of the plain search (size, then
    anchor, then :data:`~.shapes.BY_ANCHOR` order)."""
    roots: list[dict] = [{} for _ in range(36)]
    rank = 0
    for size in (3, 4, 5):
        for anchor in range(36):
            for _mask, cells, letter, values_of in BY_ANCHOR[size][anchor]:
                node, entry = roots[anchor], None
                for cell in cells[1:]:
                    entry = node.setdefault(cell, ({}, []))
                    node = entry[0]
                entry[1].append((rank, cells, letter, values_of))
                rank += 1

    def freeze(node: dict) -> tuple:
        return tuple(
            (cell, 1 << cell, *freeze_kids(kids), tuple(leaves)) for cell, (kids, leaves) in sorted(node.items())
        )

    def freeze_kids(kids: dict) -> tuple:
        return freeze(kids), sum(1 << cell for cell in kids)  # the child nodes, and their spaces as a bitmask

    return tuple(freeze_kids(root) for root in roots)


_TRIE = _build_trie()
_POP = tuple(bin(m).count("1") for m in range(128))  # values seen, as a bitmask of 1-6: how many
_SPAN = tuple(m.bit_length() - (m & -m).bit_length() for m in range(128))  # highest minus lowest


def _search(
    grid: tuple[int, ...], usable: int, reusable: int, open5: tuple[str, ...], rule: str, gaps: bool
) -> list[tuple[int, ...]]:
    """Every placement on usable numbers (at most one reusable) whose numbers fit.

    Walks the placement trie from each usable anchor, only into usable spaces and only while the
    numbers so far are all the same or all different within a span of 5 (without gaps), so most
    placements are never looked at. The result is in the order of the plain search (by rank).
    """
    avail = usable | reusable
    found = []
    stack = []
    anchors = avail
    while anchors:
        low = anchors & -anchors
        anchors ^= low
        anchor = low.bit_length() - 1
        children, spaces = _TRIE[anchor]
        if not spaces & avail:
            continue
        stack.append((children, 1 << grid[anchor], 1, not usable & low))
        while stack:
            children, seen, count, reused = stack.pop()
            count += 1  # the size of the placements one step down
            for cell, bit, grand, spaces, leaves in children:
                if usable & bit:
                    now_reused = reused
                elif reusable & bit and not reused:
                    now_reused = True
                else:
                    continue
                value_bit = 1 << grid[cell]
                values = seen | value_bit
                same = values == value_bit
                if not same and (_POP[values] != count or (not gaps and _SPAN[values] > 4)):
                    continue  # a repeated number among different ones, or too wide a range
                for leaf in leaves:
                    if count == 5 and leaf[2] not in open5:
                        continue
                    if same or (
                        (gaps or _SPAN[values] == count - 1) and numbers_fit(leaf[1], leaf[3](grid), rule, gaps)
                    ):
                        found.append(leaf)
                if spaces & avail:
                    stack.append((grand, values, count, now_reused))
    found.sort()
    return [leaf[1] for leaf in found]


__all__ = ["ORDER_RULES", "Verdict", "connect5_open", "connected", "judge_claim", "legal_claims", "numbers_fit"]
