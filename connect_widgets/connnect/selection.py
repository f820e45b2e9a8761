"""What one seat of Connnect has picked so far, and what the hints light for it next.

The page lights the next click, never a target the rules would then refuse: the Number Dice while two
numbers wait and none is picked ("click a die, then a space"), then the spaces that die may go to; in a
zone with no empty space, the Free Action track (each number goes there, ``free skip``); and a kept
bonus when it is the only way on (a full zone with no Free Action left). Kept bonuses are otherwise
dark until picked, so that the Claim Phase lights only what can be claimed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from . import drawing
from .board import ZONE_MASK
from .cards import BONUS_INDEX, BONUSES, CIRCLED
from .notation import parse
from .rules import KEPT_BONUS_VERBS, KEPT_BONUSES
from .state import Sheet, State

Hints = Callable[[list[str]], tuple[frozenset[int], tuple[str, ...]]]
"""The spaces and bonuses some of the given actions name (:func:`.drawing.hints`, remembered per state)."""


@dataclass
class Selection:
    """What one seat has picked so far."""

    die: int | None = None  # a Number Die value, to write or change
    cells: list[int] = field(default_factory=list)  # spaces chosen for a claim
    bonus: str | None = None  # a kept bonus about to be used
    source: int | None = None  # the space to cross out (Cross out and write) or change (Plus or minus)
    target: int | None = None  # the space for a "write any 2 numbers" number
    free: bool = False  # the Free Action track was clicked: pick the new number

    @property
    def effect(self) -> str:
        """The effect of the bonus about to be used ("" if none)."""
        return BONUSES[BONUS_INDEX[self.bonus]].effect if self.bonus else ""

    def single_die(self, sheet: Sheet) -> int | None:
        """The Number Die to write: the one picked, or the only value left to write."""
        if self.die is not None:
            return self.die
        return sheet.to_write[0] if len(set(sheet.to_write)) == 1 else None


def pencil(state: State, player: int, sel: Selection, legal: list[str], step_hints: Hints) -> drawing.Pencil:
    """What the screen adds to ``player``'s sheet: the picks, and with hints (``legal`` not empty) the
    next click lit. ``step_hints`` gives the spaces and bonuses of :func:`step` (remembered per state)."""
    picked = tuple(sorted({*sel.cells, *(c for c in (sel.source, sel.target) if c is not None)}))
    with_die = any(action.startswith(("write", "free")) for action in legal)  # not only Out of the game or a bonus
    if with_die and die_first(state, player, sel):  # a space clicked now is refused: light the dice instead
        return drawing.Pencil(picked, sel.die, sel.bonus, sel.free, dice_legal=True)
    actions = step(sel, legal)
    cells, bonuses = step_hints(actions) if legal else ((), ())
    if legal and not actions and not sel.bonus:  # only a kept bonus goes on (a full zone, no Free Action left)
        bonuses = kept_ways(state.sheets[player], legal)
    free_next = with_die and full_zone(state, player, sel) and sel.single_die(state.sheets[player]) is not None
    return drawing.Pencil(picked, sel.die, sel.bonus, sel.free, frozenset(cells), bonuses, free_legal=free_next)


def writing(state: State, player: int, sel: Selection) -> bool:
    """True while ``player`` has Number Dice to write in the Fill Phase and no bonus at work (a
    lightning number, a bonus to circle, a kept bonus picked)."""
    sheet = state.sheets[player]
    at_work = sheet.pending or sheet.to_circle or sel.bonus
    return state.phase == "fill" and bool(sheet.to_write) and not at_work


def die_first(state: State, player: int, sel: Selection) -> bool:
    """True when ``player``'s next click must be a Number Die, as the prompt says ("click a die, then a
    space"): writing, none of the numbers chosen (the test the interaction refuses a space by)."""
    return writing(state, player, sel) and sel.single_die(state.sheets[player]) is None


def full_zone(state: State, player: int, sel: Selection) -> bool:
    """True while ``player`` is writing into a zone with no empty space: each number then goes to the
    Free Action track (``free skip``), a click on the track playing it once the number is known."""
    sheet = state.sheets[player]
    return writing(state, player, sel) and not sheet.empty_cells(ZONE_MASK[sheet.zone])


def step(sel: Selection, legal: list[str]) -> list[str]:
    """The legal actions of the step the player is at, for the hints: a kept bonus picked (Plus or
    minus, Cross out and write) shows only where it applies; otherwise the kept bonuses' targets stay
    dark, so that the Claim Phase lights only what can be claimed."""
    kept = KEPT_BONUSES.get(sel.effect)  # its targets hinted only while it is picked
    if kept is not None:
        return [action for action in legal if parse(action).verb == kept]
    return [action for action in legal if parse(action).verb not in KEPT_BONUS_VERBS]


def kept_ways(sheet: Sheet, legal: list[str]) -> tuple[str, ...]:
    """The kept bonuses on ``sheet`` whose move is legal: lit when nothing else goes on."""
    verbs = {parse(action).verb for action in legal}
    return tuple(
        bonus.id
        for k, bonus in enumerate(BONUSES)
        if sheet.bonuses[k] == CIRCLED and KEPT_BONUSES.get(bonus.effect) in verbs
    )
