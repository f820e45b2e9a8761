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
from typing import Final

from ..core.errors import IllegalAction
from ..core.state import replaced
from ..core.words import Phrase
from .board import ADJACENT, CELLS, NAMES, mask_of, touching
from .bonuses import cross_out, earns
from .cards import BONUS_INDEX, CIRCLED
from .notation import Move
from .rulebook import RULEBOOK, refusal
from .shapes import BY_ANCHOR, CONNECT4_ORDER, shape_letter
from .state import CROSSED_OUT, EMPTY, FILLED, Sheet, State
from .words import WORDS

ORDER_RULES: Final = ("branch", "chain")
Claims = tuple[tuple[int, ...], ...]
"""Claims as sorted space tuples, in the order of the plain search."""
_AGAIN: Final = BONUS_INDEX["4a"]


def _touches(a: int, b: int) -> bool:
    return bool(ADJACENT[a] >> b & 1)


def _grows(order: tuple[int, ...]) -> bool:
    """Second touches first; each later number touches an earlier one other than the first."""
    if not _touches(order[0], order[1]):
        return False
    return all(any(_touches(order[k], order[j]) for j in range(1, k)) for k in range(2, len(order)))


@functools.lru_cache(maxsize=300_000)  # asked again and again by the claim search
def numbers_fit(cells: tuple[int, ...], values: tuple[int, ...], rule: str = "branch", gaps: bool = False) -> bool:
    """True if ``values`` written in ``cells`` are all the same or in order (see the module docstring)."""
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
    values = tuple(sheet.grid[c] for c in cells)
    if not numbers_fit(tuple(sorted(cells)), tuple(sheet.grid[c] for c in sorted(cells)), rule, gaps):
        return _refused("not_in_order", values="-".join(map(str, values)))
    if size == 5:
        problem = _connect5_problem(state, sheet, letter)
        if problem is not None:
            return problem
    return ClaimCheck(None, f"connect{size}", size, letter, reused[0] if reused else -1)


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
    """Every claim ``player`` may make now, as sorted space tuples (kept in the sheet's memo and
    in :data:`_SEARCHED`)."""
    sheet = state.sheets[player]
    open5 = connect5_open(state, sheet)
    memo, key = sheet.memo(), ("claims", open5, rule, gaps)
    found = memo.get(key)
    if found is None:
        search = _search_key(sheet, open5, rule, gaps)
        found = _SEARCHED.get(search)
        if found is None:
            if len(_SEARCHED) >= 50_000:
                _SEARCHED.clear()
            found = _SEARCHED[search] = search_claims(*search)
        memo[key] = found
    return found


SearchKey = tuple[tuple[int, ...], int, int, tuple[str, ...], str, bool]
_SEARCHED: Final[dict[SearchKey, Claims]] = {}
"""Claim searches by all they depend on (:func:`_search_key`). A sheet re-made without a change to
its numbers or outlines (a bonus circled, a phase ended), a replay or an undo finds its claims here
instead of searching again; emptied when it holds 50,000."""


def _search_key(sheet: Sheet, open5: tuple[str, ...], rule: str, gaps: bool) -> SearchKey:
    """The arguments of :func:`search_claims` for ``sheet``."""
    reusable = sheet.written & ~sheet.crossed & sheet.claimed if holds_again(sheet) else 0
    return (sheet.grid, sheet.usable, reusable, open5, rule, gaps)


# ---------------------------------------------------------------- claiming
def claim(state: State, player: int, move: Move, rule: str, gaps: bool) -> State:
    """``claim a1 b1 c1``: draw the outline of a Connect-3, -4 or -5 (or the refusal saying why not)."""
    action = str(move)
    cells = move.cells
    if list(cells) != sorted(cells):
        listed = Move("claim", cells=tuple(sorted(cells)))
        raise refusal("refuse.reading_order", "claim", action, claim=str(listed))
    check = judge_claim(state, player, cells, rule, gaps)
    if check.problem is not None:
        raise IllegalAction(check.problem, rule=RULEBOOK[check.rule], action=action)
    before = sheet = state.sheets[player]
    if check.reused >= 0:
        sheet = cross_out(sheet, _AGAIN)
    sheet = sheet.edit(
        claimed=sheet.claimed | mask_of(cells),
        claims=(*sheet.claims, (f"{check.size}{check.letter}", cells)),
    )
    if check.size == 5:
        sheet = sheet.edit(
            connect5=(*sheet.connect5, (check.letter, state.score_cards[0])),
            connect5_round=(*sheet.connect5_round, check.letter),
        )
        if check.letter not in state.connect5_round:
            state = state.edit(connect5_round=(*state.connect5_round, check.letter))
    else:
        if check.size == 4:
            state, sheet = _connect4_marks(state, sheet, check.letter)
        if earns(sheet, check.size):
            sheet = sheet.edit(to_circle=check.size)
    _inherit_claims(before, sheet, state, rule, gaps)
    return state.with_sheet(player, sheet)


def _connect4_marks(state: State, sheet: Sheet, letter: str) -> tuple[State, Sheet]:
    """First claim (this round, by anyone): fill the mark, cross the circle; later: fill the circle."""
    k = CONNECT4_ORDER.index(letter)
    mark, circle = sheet.connect4[k]
    first = state.connect4_first[k]
    if mark == EMPTY and first in (0, state.round):
        new = (FILLED, CROSSED_OUT)
        state = state.edit(connect4_first=replaced(state.connect4_first, k, state.round))
    elif mark == EMPTY or (mark == CROSSED_OUT and circle == EMPTY):
        new = (CROSSED_OUT, FILLED)  # claimed in an earlier round but not yet crossed here: fill the circle
    else:
        new = (mark, circle)  # one crossed, the other filled: do nothing
    return state, sheet.edit(connect4=replaced(sheet.connect4, k, new))


def _inherit_claims(before: Sheet, after: Sheet, state: State, rule: str, gaps: bool) -> None:
    """After a claim, the legal claims are the earlier ones that avoid the newly claimed spaces.

    Saves a full search, and is filed with the searches (:data:`_SEARCHED`) for the sheets made
    from ``after`` without a change to its numbers. Only used when neither sheet holds "Claimed
    Number again" and the grid and crossings did not change (a claim only adds outlines).
    """
    old = [
        value
        for key, value in before.memo().items()
        if isinstance(key, tuple) and key[0] == "claims" and key[2:] == (rule, gaps)
    ]
    if not old or holds_again(before) or holds_again(after) or before.grid != after.grid:
        return
    open5 = connect5_open(state, after)
    claimed = after.claimed
    found = tuple(
        cells
        for cells in old[0]
        if not any(claimed >> c & 1 for c in cells) and (len(cells) < 5 or shape_letter(cells) in open5)
    )
    after.memo()[("claims", open5, rule, gaps)] = _SEARCHED[_search_key(after, open5, rule, gaps)] = found


# ---------------------------------------------------------------- the claim search


def _build_trie() -> tuple:
    """The placements of all sizes as a trie per anchor (their first space), keyed on the later
    spaces in reading order: node = ``((space, bit, child node, child spaces mask, leaves), ...)``; a leaf is
    ``(rank, cells, letter, value getter, mask)``, ``rank`` the order of the plain search (size, then
    anchor, then :data:`~.shapes.BY_ANCHOR` order)."""
    roots: list[dict] = [{} for _ in range(CELLS)]
    rank = 0
    for size in (3, 4, 5):
        for anchor in range(CELLS):
            for mask, cells, letter, values_of in BY_ANCHOR[size][anchor]:
                node, leaves = roots[anchor], []
                for cell in cells[1:]:
                    node, leaves = node.setdefault(cell, ({}, []))
                leaves.append((rank, cells, letter, values_of, mask))
                rank += 1

    def freeze(node: dict) -> tuple:
        return tuple(
            (cell, 1 << cell, *freeze_kids(kids), tuple(leaves)) for cell, (kids, leaves) in sorted(node.items())
        )

    def freeze_kids(kids: dict) -> tuple:
        return freeze(kids), sum(1 << cell for cell in kids)  # the child nodes, and their spaces as a bitmask

    return tuple(freeze_kids(root) for root in roots)


_TRIE = _build_trie()


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
    """Every placement on usable numbers (at most one reusable) whose numbers fit.

    Walks the placement trie from each usable anchor, only into usable (or reusable) spaces next
    to another one and only while the numbers so far are all the same or all different within a
    span of 5 (without gaps), so most placements are never looked at; placements using more than
    one reusable space are dropped at the end (rare: it takes the "Claimed Number again" bonus).
    The result is in the order of the plain search (by rank).
    """
    avail = usable | reusable
    avail &= touching(avail)  # a Connect is connected: a number with no usable neighbour is in none
    may_grow = _MAY_GROW[gaps]
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
        stack.append((children, 1 << grid[anchor], 2))  # (children, values seen, spaces with a child)
        while stack:
            children, seen, count = stack.pop()
            grows = may_grow[count]
            for cell, bit, grand, spaces, leaves in children:
                if not avail & bit:
                    continue
                values = seen | 1 << grid[cell]
                if not grows[values]:
                    continue  # a repeated number among different ones, or too wide a range
                same = _POP[values] == 1
                for leaf in leaves:
                    if count == 5 and leaf[2] not in open5:
                        continue
                    if same or (
                        (gaps or _SPAN[values] == count - 1) and numbers_fit(leaf[1], leaf[3](grid), rule, gaps)
                    ):
                        found.append(leaf)
                if spaces & avail:
                    stack.append((grand, values, count + 1))
    if reusable:
        found = [leaf for leaf in found if _at_most_one(leaf[4] & reusable)]
    found.sort()
    return tuple(leaf[1] for leaf in found)
