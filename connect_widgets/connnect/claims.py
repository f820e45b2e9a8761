"""Which groups of numbers make a Connect (adjacency, shape, "in order"), the claim search, and
claiming one.

"In order" for a shape that branches is not defined by the rulebook. The default rule ``"branch"``
reads "adjacent numbers MUST be in the correct order" as: the numbers can be written one after
another from the lowest (or from the highest), the second next to the first and every later one
next to an earlier one other than the first. On a straight or bent chain this is exactly "in order
along the chain"; on a branching shape (T, F, Y, X...) it lets the numbers climb along every branch.
Lisa's "F" with 2, 3, 4, 5, 6 is ``2`` at the foot, ``3`` in the middle, then ``4``-``5`` up one
arm and ``6`` on the side. The strict rule ``"chain"`` demands that each number touch the next one.
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass
from itertools import compress
from operator import ne
from typing import Any, Final

from ..core.errors import IllegalAction
from ..core.state import replaced
from ..core.words import Phrase
from .board import ADJACENT, BITS, NAMES, mask_of, touching
from .bonuses import earns
from .cards import BONUS_INDEX, CIRCLED, CROSSED
from .notation import Move
from .rulebook import RULEBOOK, refusal
from .shapes import (
    CONNECT4_ORDER,
    FROM,
    LEAVES,
    PLACEMENT_LETTER,
    THROUGH,
    Branch,
    Leaf,
    Shape,
    shape_letter,
    shape_of,
)
from .state import CROSSED_OUT, EMPTY, FILLED, Sheet, State, played
from .words import WORDS

ORDER_RULES: Final = ("branch", "chain")
Tries = tuple[Branch, ...]
Claims = tuple[tuple[int, ...], ...]
"""Claims as sorted space tuples, in the order of the plain search."""
_AGAIN: Final = BONUS_INDEX["4a"]


def _touches(a: int, b: int) -> bool:
    return bool(ADJACENT[a] >> b & 1)


def numbers_fit(cells: tuple[int, ...], values: tuple[int, ...], rule: str = "branch", gaps: bool = False) -> bool:
    """True if ``values`` written in ``cells`` are all the same or in order (see the module docstring)."""
    if len(set(values)) == 1:
        return True
    return is_run(values, gaps) and _climb(values) in climbs(shape_of(cells), rule)


def is_run(values: tuple[int, ...], gaps: bool = False) -> bool:
    """True if ``values`` are different numbers in a row (1-2-3, in any order), or with gaps allowed
    any different numbers: "in order" once they are laid along the shape."""
    distinct = len(set(values))
    return distinct == len(values) and (gaps or max(values) - min(values) == distinct - 1)


def _climb(values: tuple[int, ...]) -> tuple[int, ...]:
    """The positions of ``values`` from the lowest number up."""
    return tuple(sorted(range(len(values)), key=values.__getitem__))


@functools.cache  # one per shape, orientation and rule: a few hundred in all
def climbs(shape: Shape, rule: str) -> frozenset[tuple[int, ...]]:
    """Every order (positions in ``shape``, lowest number first) in which different numbers are in
    order under ``rule``: each touching the next (``"chain"``), or growing from the lowest or from
    the highest as the module docstring says (``"branch"``)."""

    def touch(i: int, j: int) -> bool:
        return abs(shape[i][0] - shape[j][0]) + abs(shape[i][1] - shape[j][1]) == 1

    def grows(order: tuple[int, ...]) -> bool:  # second touches first; each later one an earlier one but the first
        return touch(order[0], order[1]) and all(
            any(touch(order[k], order[j]) for j in range(1, k)) for k in range(2, len(order))
        )

    if rule == "chain":
        return frozenset(o for o in itertools.permutations(range(len(shape))) if all(map(touch, o, o[1:])))
    return frozenset(o for o in itertools.permutations(range(len(shape))) if grows(o) or grows(o[::-1]))


@functools.cache  # asked in the claim search: a placement's rank hashes faster than its shape
def _leaf_climbs(rank: int, rule: str) -> frozenset[tuple[int, ...]]:
    """:func:`climbs` of the shape of the placement ``LEAVES[rank]``."""
    return climbs(LEAVES[rank].shape, rule)


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


@dataclass(frozen=True)
class ClaimCheck:
    """The judgement of a claim: what it would be (``size``, ``letter``), or why not (``problem``).

    ``rule`` is the :data:`~.rulebook.RULEBOOK` key the judgement rests on; ``reused`` the claimed
    space used again with the "Claimed Number again" bonus (-1 if none).
    """

    problem: Phrase | None = None
    rule: str = "claim"
    size: int = 0
    letter: str = ""
    reused: int = -1

    @property
    def reason(self) -> str:
        """Why the claim may not be made ("" if it may), in English."""
        return str(self.problem) if self.problem is not None else ""


def _refused(key: str, rule: str = "claim", **fields: object) -> ClaimCheck:
    return ClaimCheck(WORDS.phrase(f"refuse.{key}", **fields), rule)


def holds_again(sheet: Sheet) -> bool:
    """True if the player has a circled, unused "Claimed Number again" bonus."""
    return sheet.bonuses[_AGAIN] == CIRCLED


def connect5_open(state: State, sheet: Sheet) -> tuple[str, ...]:
    """Connect-5 letters ``sheet``'s player may claim now (face up, a score card and a box left)."""
    if not state.score_cards or len(sheet.connect5) >= 4:
        return ()
    if not state.face_down and not sheet.connect5_round:  # asked at every move: most often all four are open
        return state.shape_cards
    return tuple(
        letter for letter in state.shape_cards if letter not in state.face_down and letter not in sheet.connect5_round
    )


def judge_claim(state: State, player: int, cells: tuple[int, ...], rule: str, gaps: bool) -> ClaimCheck:
    """Whether ``player`` may claim the spaces ``cells`` now, and as what."""
    sheet = state.sheets[player]
    size = len(cells)
    if len(set(cells)) != size or not 3 <= size <= 5:
        return _refused("claim_size")
    for cell in cells:
        if not sheet.grid[cell]:
            return _refused("claim_empty", cell=NAMES[cell])
        if sheet.crossed >> cell & 1:
            return _refused("claim_crossed", "cross", cell=NAMES[cell])
    if not connected(cells):
        return _refused("not_adjacent")
    letter = shape_letter(tuple(sorted(cells)))
    if letter is None:
        return _refused("no_shape", "connect5")
    reused = [cell for cell in cells if sheet.claimed >> cell & 1]
    if len(reused) > 1 or (reused and not holds_again(sheet)):
        return _refused("claimed_once", where=", ".join(NAMES[c] for c in reused))
    laid = tuple(sorted(cells))
    if not numbers_fit(laid, tuple(sheet.grid[c] for c in laid), rule, gaps):
        return _unfit(sheet.grid, cells, rule, gaps)
    if size == 5:
        problem = _connect5_problem(state, sheet, letter)
        if problem is not None:
            return problem
    return ClaimCheck(None, f"connect{size}", size, letter, reused[0] if reused else -1)


def _unfit(grid: tuple[int, ...], cells: tuple[int, ...], rule: str, gaps: bool) -> ClaimCheck:
    """Why the numbers of ``cells`` (named in this order) do not fit. 1-3-5 is in "ascending order" as
    the quoted rulebook says, so without ``gaps`` it is refused naming our reading and the option."""
    values = tuple(grid[c] for c in cells)
    shown = "-".join(map(str, values))
    if is_run(values, gaps):  # the numbers fit, their places do not
        return _refused("not_along", values=shown)
    laid = tuple(sorted(cells))
    if not gaps and numbers_fit(laid, tuple(grid[c] for c in laid), rule, True):
        return _refused("skips", values=shown)
    return _refused("not_in_order", values=shown)


def _connect5_problem(state: State, sheet: Sheet, letter: str) -> ClaimCheck | None:
    if letter not in state.shape_cards:
        return _refused("card_not_on_table", "connect5", letter=letter)
    if letter in state.face_down:
        return _refused("card_face_down", "connect5", letter=letter)
    if letter in sheet.connect5_round:
        return _refused("card_claimed_this_round", "connect5", letter=letter)
    if len(sheet.connect5) >= 4:
        return _refused("boxes_full", "connect5")
    if not state.score_cards:
        return _refused("no_score_card", "connect5")
    return None


def legal_claims(state: State, player: int, rule: str, gaps: bool) -> Claims:
    """Every claim ``player`` may make now, as sorted space tuples (kept in the sheet's memo)."""
    sheet = state.sheets[player]
    open5 = connect5_open(state, sheet)
    memo, key = sheet.memo(), ("claims", open5, rule, gaps)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _listed(_fitting_on(sheet, rule, gaps), _reusable(sheet), open5)
    return found


def _reusable(sheet: Sheet) -> int:
    """The claimed numbers "Claimed Number again" lets the player use once more, as a bitmask."""
    return sheet.written & ~sheet.crossed & sheet.claimed if holds_again(sheet) else 0


# ---------------------------------------------------------------- claiming
def claim(state: State, player: int, move: Move, rule: str, gaps: bool) -> State:
    """``claim a1 b1 c1``: draw the outline of a Connect-3, -4 or -5 (or the refusal saying why not).

    The claim is recorded as the last event, naming the Connect it claimed ("3I"); the sheet and the
    table are each copied once, with every change the claim makes.
    """
    action = str(move)
    cells = move.cells
    if list(cells) != sorted(cells):
        listed = Move("claim", cells=tuple(sorted(cells)))
        raise refusal("refuse.reading_order", "claim", action, claim=str(listed))
    check = _listed_claim(state, player, cells, rule, gaps) or judge_claim(state, player, cells, rule, gaps)
    if check.problem is not None:
        raise IllegalAction(check.problem, rule=RULEBOOK[check.rule], action=action)
    sheet = state.sheets[player]
    kind = f"{check.size}{check.letter}"
    marks: dict[str, Any] = {"claimed": sheet.claimed | mask_of(cells), "claims": (*sheet.claims, (kind, cells))}
    table: dict[str, Any] = {"last": played(player, action, cells, kind)}
    bonuses = sheet.bonuses if check.reused < 0 else replaced(sheet.bonuses, _AGAIN, CROSSED)  # "again" used
    marks["bonuses"] = bonuses
    if check.size == 5:
        marks["connect5"] = (*sheet.connect5, (check.letter, state.score_cards[0]))
        marks["connect5_round"] = (*sheet.connect5_round, check.letter)
        if check.letter not in state.connect5_round:
            table["connect5_round"] = (*state.connect5_round, check.letter)
    else:
        if check.size == 4:
            marks["connect4"], table["connect4_first"] = _connect4_marks(state, sheet, check.letter)
        if earns(bonuses, check.size):
            marks["to_circle"] = check.size
    return state.with_sheet(player, sheet.edit(**marks), **table)


def _listed_claim(state: State, player: int, cells: tuple[int, ...], rule: str, gaps: bool) -> ClaimCheck | None:
    """The judgement of a claim the search listed for this very sheet (kept in its memo), or None.

    A listed claim is allowed by construction (the legal list is exactly what :func:`judge_claim`
    accepts), so only what it is remains to be read; a claim played from the list skips the judge.
    """
    sheet = state.sheets[player]
    listed = sheet.memo().get(("claims", connect5_open(state, sheet), rule, gaps))
    if listed is None or cells not in listed:
        return None
    size = len(cells)
    reused = next((cell for cell in cells if sheet.claimed >> cell & 1), -1)
    return ClaimCheck(None, f"connect{size}", size, PLACEMENT_LETTER[cells], reused)


def _connect4_marks(state: State, sheet: Sheet, letter: str) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
    """The sheet's Connect-4 marks and the table's first claims after claiming ``letter``. First
    claim (this round, by anyone): fill the mark, cross the circle; later: fill the circle."""
    k = CONNECT4_ORDER.index(letter)
    mark, circle = sheet.connect4[k]
    firsts = state.connect4_first  # the round each shape was first claimed in (0: not yet)
    if mark == EMPTY and firsts[k] in (0, state.round):
        new = (FILLED, CROSSED_OUT)
        firsts = replaced(firsts, k, state.round)
    elif mark == EMPTY or (mark == CROSSED_OUT and circle == EMPTY):
        new = (CROSSED_OUT, FILLED)  # claimed in an earlier round but not yet crossed here: fill the circle
    else:
        new = (mark, circle)  # one crossed, the other filled: do nothing
    return replaced(sheet.connect4, k, new), firsts


# ---------------------------------------------------------------- the claim search


def _at_most_one(mask: int) -> bool:
    """True if ``mask`` holds no space or one."""
    return mask & (mask - 1) == 0


_POP = tuple(bin(m).count("1") for m in range(128))  # values seen, as a bitmask of 1-6: how many
_SPAN = tuple(m.bit_length() - (m & -m).bit_length() for m in range(128))  # highest minus lowest


def _may_grow(values: int, count: int, gaps: bool) -> bool:
    """The numbers on a path of ``count`` spaces (``values``, a bitmask of 1-6) may still become a
    Connect: all the same, or all different within a span of 5 (any span with gaps)."""
    return _POP[values] == 1 or (_POP[values] == count and (gaps or _SPAN[values] <= 4))


_MAY_GROW = tuple(tuple(tuple(_may_grow(m, n, gaps) for m in range(128)) for n in range(6)) for gaps in (False, True))
"""``_MAY_GROW[gaps][count][values]``, looked up at every space the search steps on."""


def search_claims(
    grid: tuple[int, ...], usable: int, reusable: int, open5: tuple[str, ...], rule: str, gaps: bool
) -> Claims:
    """Every placement on usable numbers (at most one reusable) whose numbers fit: a fresh search."""
    avail = usable | reusable
    return _listed(sorted(_search(grid, avail, avail, FROM, rule, gaps)), reusable, open5)


def _listed(fitting: list[Leaf], reusable: int, open5: tuple[str, ...]) -> Claims:
    """The claims among the placements that fit (by rank): a Connect-5 only of an open card, and
    at most one reusable number (rare: it takes the "Claimed Number again" bonus)."""
    return tuple(
        leaf.cells
        for leaf in fitting
        if (len(leaf.cells) < 5 or leaf.letter in open5) and (not reusable or _at_most_one(leaf.mask & reusable))
    )


def _fitting_on(sheet: Sheet, rule: str, gaps: bool) -> list[Leaf]:
    """The placements on ``sheet``'s usable (and reusable) numbers whose numbers fit, by rank.

    A sheet carries the last search made on it or on the sheet it was copied from
    (:attr:`~.state.Sheet.last_search`). A round writes a few numbers: only the placements through
    the spaces that changed since are looked for, and those that lost a space are dropped.
    """
    grid, avail = sheet.grid, sheet.usable | _reusable(sheet)
    last = sheet.last_search
    if last is None or last[2:4] != (rule, gaps):
        fitting = sorted(_search(grid, avail, avail, FROM, rule, gaps))
    else:
        last_grid, last_avail, _, _, last_fitting = last
        changed = _changed(last_grid, grid) & last_avail & avail  # a number changed by Plus or minus
        gone, added = last_avail & ~avail | changed, avail & ~last_avail | changed
        fitting = [leaf for leaf in last_fitting if not leaf.mask & gone] if gone else last_fitting  # never changed
        if added:
            fitting = sorted(fitting + _search(grid, avail, added, THROUGH, rule, gaps))
    sheet.searched((grid, avail, rule, gaps, fitting))
    return fitting


def _changed(before: tuple[int, ...], after: tuple[int, ...]) -> int:
    """The spaces whose numbers differ, as a bitmask (asked at every search: compared in one pass)."""
    if before is after:
        return 0
    return sum(compress(BITS, map(ne, before, after)))


def _search(grid: tuple[int, ...], avail: int, starts: int, tries: Tries, rule: str, gaps: bool) -> list[Leaf]:
    """The placements of ``tries[cell]`` for each space ``cell`` of ``starts`` that lie inside
    ``avail`` and whose numbers fit, each found once, in no order.

    With :data:`~.shapes.FROM` and every available space, that is every placement; with
    :data:`~.shapes.THROUGH`, those through a space of ``starts``. The walk steps only into
    available spaces, and only while the numbers so far are all the same or all different within a
    span of 5 (without gaps), so most placements are never looked at.
    """
    avail &= touching(avail)  # a Connect is connected: a number with no usable neighbour is in none
    starts &= avail
    may_grow = _MAY_GROW[gaps]
    found: list[Leaf] = []
    while starts:
        low = starts & -starts
        starts ^= low
        start = low.bit_length() - 1
        stack = [(tries[start], 1 << grid[start], 2)]  # (branch, values seen, spaces with a child)
        while stack:
            (mask, children), seen, count = stack.pop()
            grows = may_grow[count]
            kids = mask & avail
            while kids:  # the children on usable numbers, one bit at a time
                bit = kids & -kids
                kids ^= bit
                cell = bit.bit_length() - 1
                values = seen | 1 << grid[cell]
                if not grows[values]:
                    continue  # a repeated number among different ones, or too wide a range
                leaves, below = children[cell]
                if leaves:  # placements end here (most branches only lead on)
                    if _POP[values] == 1:
                        found += leaves
                    elif gaps or _SPAN[values] == count - 1:
                        found += [leaf for leaf in leaves if _climb(leaf[3](grid)) in _leaf_climbs(leaf[0], rule)]
                if below[0] & avail:
                    stack.append((below, values, count + 1))
        avail ^= low  # every placement through this start is found: the next starts look beyond it
    return found
