"""The rules of a move in the rulebook's words: what each player may play now
(:func:`legal_actions`) and what a move does (:func:`play`, the one judge of an action).

:func:`play` returns the next state or raises the :class:`~connect_widgets.IllegalAction` naming
the rule; ``game.apply``, ``game.refusal``, ``game.explain`` and the widget's clicks all ask it.
:func:`legal_actions` lists exactly what it accepts. The Fill Phase (writing the Number Dice, Free
Actions) is here; the claims are in :mod:`.claims`, the bonuses in :mod:`.bonuses` and the course
of the rounds in :mod:`.rounds`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..core.errors import IllegalAction, Verdict
from ..core.game import CHANCE
from . import bonuses, claims, rounds
from .board import NAMES, ZONE_MASK
from .cards import BONUS_INDEX, BONUSES
from .notation import CLAIM_TEXT, FREE_SKIP_TEXT, FREE_TEXT, SWITCH_TEXT, WRITE_TEXT, Move, parse
from .rulebook import RULEBOOK, refusal
from .shapes import shape_letter
from .state import Played, Sheet, State, played, removed, swapped
from .words import WORDS, either, numbers

MAX_FREE_ACTIONS: Final = 7
PHASE_RULES: Final = {"zone": "roll", "fill": "fill", "claim": "claim"}
"""The rulebook passage of each phase in which players act."""
KEPT_BONUSES: Final = {"cross": "move", "plusminus": "plus", "switch": "switch"}
"""The bonuses kept for later (Cross out and write, Plus or minus, Switch Zone Die): effect -> the move it plays."""
KEPT_BONUS_VERBS: Final = tuple(KEPT_BONUSES.values())
_MAY: Final = (
    ("write", ("write",)),
    ("free", ("free",)),
    ("out", ("out",)),
    ("claim", ("claim",)),
    ("bonus", KEPT_BONUS_VERBS),
    ("done", ("done",)),
)
"""What a player may do in a phase, in the order a refusal lists it: its ``refuse.may_`` words and its verbs."""


@dataclass(frozen=True)
class Variant:
    """The rule options that change what a move may do (see the game's options)."""

    setup: str = "shared"
    order: str = "branch"
    gaps: bool = False

    def only_done(self, state: State, player: int) -> bool:
        """True if ``player``'s part of the phase has ended by itself: in the Fill Phase once their Number
        Dice are written (every round alike: a kept bonus waits for the Claim Phase, which offers it
        too); in the Claim Phase when ``done`` is all they may still play."""
        if state.phase == "fill":
            return not state.sheets[player].to_write
        return claim_actions(state, player, self) == ["done"]


# ---------------------------------------------------------------- what may be played
def legal_actions(state: State, actor: int, variant: Variant) -> list[str]:
    """Every action ``actor`` (one of the actors) may take in ``state``, in a fixed order."""
    if state.phase == "zone":
        return rounds.zone_actions(state)
    if state.phase == "fill":
        return fill_actions(state.sheets[actor])
    return claim_actions(state, actor, variant)


def fill_actions(sheet: Sheet) -> list[str]:
    """Fill Phase: write the Number Dice, Free Actions and kept bonuses (kept in the sheet's memo). No
    ``done``: the part ends by itself once the Number Dice are written."""
    memo = sheet.memo()  # asked at every move of the Fill Phase: no closure for the memo
    actions = memo.get("fill")
    if actions is None:
        actions = memo["fill"] = _fill_actions(sheet)
    return actions


def _fill_actions(sheet: Sheet) -> list[str]:
    actions: list[str] = []
    zone_empty = sheet.empty_cells(ZONE_MASK[sheet.zone])
    values = sorted(set(sheet.to_write))
    for value in values:
        actions += map(WRITE_TEXT[value].__getitem__, zone_empty)
    if sheet.free_used < MAX_FREE_ACTIONS:
        for value in values:
            if zone_empty:
                actions += FREE_TEXT[value]
            else:
                actions.append(FREE_SKIP_TEXT[value])
    elif values and not zone_empty and not bonuses.switch_plays_on(sheet):
        actions.append("out")
    if bonuses.keeps_any(sheet):  # bonuses kept for later
        if bonuses.held(sheet, "switch") >= 0:
            actions += [SWITCH_TEXT[v] for v in bonuses.dice_to_switch(sheet)]
        actions += bonuses.kept_bonus_actions(sheet)
    return actions


def claim_actions(state: State, player: int, variant: Variant) -> list[str]:
    """Claim Phase: circle an earned bonus, owed lightning numbers, claims, kept bonuses, done."""
    sheet = state.sheets[player]
    memo, key = sheet.memo(), ("claim", claims.connect5_open(state, sheet), variant.order, variant.gaps)
    actions = memo.get(key)
    if actions is None:
        actions = memo[key] = _claim_actions(state, player, variant)
    return actions


def _claim_actions(state: State, player: int, variant: Variant) -> list[str]:
    sheet = state.sheets[player]
    if sheet.to_circle:
        return bonuses.circle_actions(sheet)
    if sheet.pending:
        return bonuses.lightning_actions(sheet)
    found = claims.legal_claims(state, player, variant.order, variant.gaps)
    actions = [CLAIM_TEXT[cells] for cells in found]
    actions += bonuses.kept_bonus_actions(sheet)
    actions.append("done")
    return actions


# ---------------------------------------------------------------- the judge
def play(state: State, actor: int, action: str, variant: Variant) -> State:
    """The state after ``actor`` plays ``action``, or the refusal naming the rule. Never changes ``state``."""
    if actor == CHANCE:
        before = state.last.move if isinstance(state.last, Played) else None
        return rounds.chance(state, parse(action), variant.setup, Played(actor, action, before=before))
    move = parse(action, PHASE_RULES.get(state.phase, "fill"))
    event = played(actor, action, move.cells, "")
    if state.phase == "zone":
        return rounds.choose_zone(state, move, event)
    return rounds.advance(_act(state, actor, move, variant, event), (actor,), variant.only_done)


def _act(state: State, actor: int, move: Move, variant: Variant, event: Played) -> State:
    """The state after ``move`` itself, with its ``event`` recorded in that same copy (copying the
    table is a good part of what a move costs: each move makes one copy, not two)."""
    sheet = state.sheets[actor]
    if state.phase == "fill":
        return state.with_sheet(actor, _fill(sheet, move), last=event)
    if sheet.to_circle:
        if move.verb != "circle":
            raise refusal("refuse.circle_first", f"connect{sheet.to_circle}", str(move), size=sheet.to_circle)
        return state.with_sheet(actor, bonuses.circle_bonus(sheet, move), last=event)
    if sheet.pending:
        return state.with_sheet(actor, _lightning(sheet, move), last=event)
    if move.verb == "claim":  # its event names the Connect it claimed, like "3I"
        return claims.claim(state, actor, move, variant.order, variant.gaps)
    if move.verb == "done":
        return state.with_sheet(actor, sheet.edit(done=True), last=event)
    if move.verb == "circle":
        raise refusal("refuse.circle_late", "connect3", str(move))
    if move.verb in KEPT_BONUS_VERBS:
        return state.with_sheet(actor, _kept_bonus(sheet, move, "claim"), last=event)
    raise _not_now(move, "claim", claim_actions(state, actor, variant))


def _fill(sheet: Sheet, move: Move) -> Sheet:
    verb = move.verb
    if verb == "write":
        return fill_write(sheet, move)
    if verb == "free":
        return free_action(sheet, move)
    if verb == "out":
        return go_out(sheet, move)
    if verb == "done":  # a player still writing is all that acts in the Fill Phase
        raise refusal("refuse.must_write", "fill", str(move), left=numbers(sheet.to_write), zone=sheet.zone)
    if verb in KEPT_BONUS_VERBS:
        return _kept_bonus(sheet, move, "fill")
    raise _not_now(move, "fill", fill_actions(sheet))


def _lightning(sheet: Sheet, move: Move) -> Sheet:
    """A lightning number is owed: write it (or skip it), or switch the zone for "write any 2"."""
    if move.verb == "write":
        return bonuses.lightning_write(sheet, move)
    if move.verb == "skip":
        return bonuses.skip_write(sheet, move)
    if move.verb == "switch" and sheet.pending[0] == 0:
        return bonuses.use_switch(sheet, move, "claim")
    raise refusal("refuse.lightning_first", "bonuses", str(move))


def _kept_bonus(sheet: Sheet, move: Move, phase: str) -> Sheet:
    """A bonus kept for later: ``move`` is one of :data:`KEPT_BONUS_VERBS`."""
    if move.verb == "move":
        return bonuses.use_cross(sheet, move)
    if move.verb == "switch":
        return bonuses.use_switch(sheet, move, phase)
    return bonuses.use_plus(sheet, move)


def _not_now(move: Move, phase: str, legal: list[str]) -> IllegalAction:
    """The refusal of ``move``, which reads as a move but not one the player's step of ``phase``
    takes (``circle 3x2`` in the Fill Phase, ``out`` in the Claim Phase). It names the phase and
    what the player may play now, one of ``legal`` for each kind, and quotes the phase's passage:
    the notation, which lists ``move`` too, would not say why it is refused."""
    first: dict[str, str] = {}
    for action in legal:
        first.setdefault(parse(action).verb, action)
    items = [
        WORDS.phrase(f"refuse.may_{key}", move=next(first[v] for v in verbs if v in first))
        for key, verbs in _MAY
        if any(v in first for v in verbs)
    ]
    phase_words = WORDS.phrase(f"section.{phase}")
    action = str(move)
    return refusal(
        "refuse.not_now", PHASE_RULES[phase], action, text=repr(action), phase=phase_words, allows=either(items)
    )


# ---------------------------------------------------------------- the Fill Phase
def fill_write(sheet: Sheet, move: Move) -> Sheet:
    """``write c3 5``: write a Number Die in an empty space of the zone."""
    cell, value = move.cell, move.value
    if value not in sheet.to_write:
        raise refusal("refuse.not_to_write", "fill", str(move), value=value, left=numbers(sheet.to_write))
    if not ZONE_MASK[sheet.zone] >> cell & 1:
        raise refusal("refuse.not_in_zone", "zone", str(move), cell=NAMES[cell], zone=sheet.zone)
    if sheet.written >> cell & 1:
        raise refusal("refuse.occupied", "fill", str(move), cell=NAMES[cell])
    return sheet.write(cell, value, to_write=removed(sheet.to_write, value))


def free_action(sheet: Sheet, move: Move) -> Sheet:
    """``free 2 to 3`` (write a different number) or ``free skip 5`` (the zone is full)."""
    value = move.value
    if sheet.free_used >= MAX_FREE_ACTIONS:
        raise refusal("refuse.free_used_up", "free", str(move))
    if value not in sheet.to_write:
        raise refusal("refuse.free_not_a_die", "free", str(move), value=value)
    zone_full = not ZONE_MASK[sheet.zone] & ~sheet.written
    if not move.new:  # free skip
        if not zone_full:
            raise refusal("refuse.free_zone_has_space", "free", str(move), zone=sheet.zone)
        return sheet.edit(to_write=removed(sheet.to_write, value), free_used=sheet.free_used + 1)
    if move.new == value:
        raise refusal("refuse.free_same", "free", str(move))
    if zone_full:
        raise refusal("refuse.free_zone_full", "free", str(move), zone=sheet.zone, skip=str(Move("free", value=value)))
    # The number to write changes, not the die: ``numbers`` stays the dice, which Switch Zone Die swaps.
    return sheet.edit(to_write=swapped(sheet.to_write, value, move.new), free_used=sheet.free_used + 1)


def go_out(sheet: Sheet, move: Move) -> Sheet:
    """``out``: a Number Die cannot be written, no Free Action is left, and no kept Switch Zone Die
    would open a zone with space ("cannot play on")."""
    if not sheet.to_write or sheet.empty_cells(ZONE_MASK[sheet.zone]) or sheet.free_used < MAX_FREE_ACTIONS:
        raise refusal("refuse.play_on", "free", str(move))
    if bonuses.switch_plays_on(sheet):
        raise refusal("refuse.play_on_switch", "switch", str(move))
    return sheet.edit(out=True, done=True, to_write=())


# ---------------------------------------------------------------- an allowed move in words
def allowed(state: State, actor: int, action: str, names: Sequence[str]) -> Verdict:
    """What ``action`` (allowed now) does, in words, and the rulebook passage that allows it."""
    move = parse(action)
    if actor == CHANCE:  # a set-up draw, a setup roll or a round's roll: every player sees it
        rule = "setup" if move.verb != "roll" else "preparation" if state.phase == "prep" else "roll"
        name = names[move.value] if move.verb == "first" else move.name
        a, b, c = move.dice or (0, 0, 0)
        return Verdict.allowed(WORDS.phrase(f"allowed.{move.verb}", name=name, a=a, b=b, c=c), RULEBOOK.text(rule))
    sheet = state.sheets[actor]
    key, rule, fields = _allowed_move(state, sheet, move)
    return Verdict.allowed(WORDS.phrase(f"allowed.{key}", name=names[actor], **fields), RULEBOOK.text(rule))


def _allowed_move(state: State, sheet: Sheet, move: Move) -> tuple[str, str, dict[str, object]]:
    """The ``allowed.`` words of ``move``, the rulebook key it rests on, and the words' fields."""
    verb = move.verb
    spaces = [NAMES[cell] for cell in move.cells] or [""]
    fields: dict[str, object] = {"value": move.value, "cell": spaces[0], "target": spaces[-1]}
    if verb == "write" and state.phase == "claim":
        return "lightning", "any2" if sheet.pending[0] == 0 else "write", fields
    if verb == "free":
        return ("free" if move.new else "free_skip"), "free", {**fields, "new": move.new}
    if verb == "claim":
        size = len(move.cells)
        return "claim", f"connect{size}", {"size": size, "letter": shape_letter(move.cells)}
    if verb == "circle":
        bonus = BONUSES[BONUS_INDEX[move.name]]
        title = WORDS.phrase(f"section.{bonus.effect}")
        return "circle", f"connect{bonus.section}", {"bonus": move.name, "title": title}
    if verb == "done":
        return "done", state.phase, {"phase": WORDS.phrase(f"section.{state.phase}")}
    if verb == "plus":
        return "plus", "plusminus", {**fields, "delta": f"{move.delta:+d}"}
    rules = {"zone": "zone", "write": "fill", "out": "free", "move": "cross", "switch": "switch", "skip": "bonuses"}
    return verb, rules[verb], fields
