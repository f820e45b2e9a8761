"""The game's course: set-up draws, preparation rolls, the Zone Die, the phases of a round, the end of
a round (Connect-5 cards and score cards, first-claim marks, objectives) and of the game.

Who acts: CHANCE draws and rolls; the active player chooses the Zone Die; in the Fill and Claim
Phases every player who has not finished their part acts at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import combinations_with_replacement
from math import factorial
from typing import Any, Final

from ..core.game import CHANCE
from ..core.state import Event
from .board import SETUP_BLUE, SETUP_RED
from .cards import DECKS, OBJECTIVE_BY_ID
from .notation import CARD_TEXT, OBJECTIVE_TEXT, ZONE_TEXT, Move
from .rulebook import refusal
from .scoring import objective_met
from .shapes import CONNECT5_LETTERS
from .state import CROSSED_OUT, EMPTY, Sheet, State, removed

ROUNDS: Final = 12

OnlyDone = Callable[[State, int], bool]
"""Whether ``done`` is all a player may still play in a state (the rules know)."""


def _roll_outcomes() -> list[tuple[str, float]]:
    outcomes = []
    for dice in combinations_with_replacement(range(1, 7), 3):
        ways = factorial(3)
        for face in set(dice):
            ways //= factorial(dice.count(face))
        outcomes.append((str(Move("roll", dice=dice)), ways / 216))
    return outcomes


ROLLS: Final = _roll_outcomes()
"""The 56 results of three dice (lowest first) and their probabilities."""


def actors(state: State) -> tuple[int, ...]:
    """Who may act in ``state``: ``(CHANCE,)``, the active player, the players still in the phase, or nobody."""
    memo = state.memo()  # asked for several times at every step: kept with the state
    acting = memo.get("actors")
    if acting is None:
        acting = memo["actors"] = _actors(state)
    return acting


def _actors(state: State) -> tuple[int, ...]:
    phase = state.phase
    if phase in ("setup", "prep", "roll"):
        return (CHANCE,)
    if phase == "zone":
        return (state.active,)
    if phase == "over":
        return ()
    return tuple([i for i, sheet in enumerate(state.sheets) if not sheet.done])


# ---------------------------------------------------------------- chance: set-up draws and rolls
def chance_outcomes(state: State) -> list[tuple[str, float]]:
    """The draw or roll CHANCE makes now, with the probability of each outcome."""
    if state.phase in ("prep", "roll"):
        return ROLLS
    if len(state.shape_cards) < 4:
        left = [c for c in CONNECT5_LETTERS if c not in state.shape_cards]
        return [(CARD_TEXT[c], 1 / len(left)) for c in left]
    if len(state.objectives) < 3:
        deck = DECKS["ABC"[len(state.objectives)]]
        return [(OBJECTIVE_TEXT[c], 1 / len(deck)) for c in deck]
    players = len(state.sheets)
    return [(str(Move("first", value=p)), 1 / players) for p in range(players)]


def chance(state: State, move: Move, setup: str, event: Event) -> State:
    """The state after CHANCE's draw or roll ``move`` (one of :func:`chance_outcomes`), recording ``event``."""
    if move.verb == "card":
        return _after_setup_draw(state.edit(shape_cards=(*state.shape_cards, move.name), last=event))
    if move.verb == "objective":
        return _after_setup_draw(state.edit(objectives=(*state.objectives, move.name), last=event))
    if move.verb == "first":
        return state.edit(first=move.value, phase="prep", last=event)
    if state.phase == "prep":
        return _prep_roll(state.edit(last=event), move.dice, setup)
    return state.edit(dice=move.dice, phase="zone", last=event)


def _after_setup_draw(state: State) -> State:
    """In a solo game nobody is drawn to go first: the preparation starts once the cards are out."""
    if len(state.shape_cards) == 4 and len(state.objectives) == 3 and len(state.sheets) == 1:
        return state.edit(first=0, phase="prep")
    return state


def _prep_roll(state: State, dice: tuple[int, ...], setup: str) -> State:
    """A setup roll: written lowest first in the blue spaces (first roll), then the red ones.

    With ``setup="shared"`` the first player's two rolls go on every sheet; with ``"own"`` each
    player makes their own two rolls, one player after the other.
    """
    k = state.prep_rolls
    shared = setup == "shared"
    spaces = SETUP_BLUE if k % 2 == 0 else SETUP_RED
    players = range(len(state.sheets)) if shared else (k // 2,)
    for p in players:
        sheet = state.sheets[p]
        for cell, value in zip(spaces, dice, strict=False):
            sheet = sheet.write(cell, value)
        state = state.with_sheet(p, sheet)
    rolls = 2 if shared else 2 * len(state.sheets)
    state = state.edit(prep_rolls=k + 1)
    if k + 1 == rolls:
        state = state.edit(phase="roll", round=1, active=state.first)
    return state


# ---------------------------------------------------------------- the Roll Phase
def zone_actions(state: State) -> list[str]:
    """The active player picks one of the three dice as the Zone Die."""
    return [ZONE_TEXT[v] for v in sorted(set(state.dice))]


def choose_zone(state: State, move: Move, event: Event) -> State:
    """``zone 4``: the die showing 4 is the Zone Die, the other two the Number Dice of every sheet
    (recording ``event`` in that same copy of the table)."""
    if move.verb != "zone" or move.value not in state.dice:
        dice = ", ".join(map(str, state.dice))
        raise refusal("refuse.zone", "roll", str(move), dice=dice, example=str(Move("zone", value=state.dice[0])))
    zone = move.value
    numbers = removed(state.dice, zone)
    sheets = tuple(
        s if s.out else s.edit(zone=zone, numbers=numbers, to_write=numbers, done=False) for s in state.sheets
    )
    tracker = (*state.tracker, (zone, *numbers))
    return state.edit(zone=zone, numbers=numbers, tracker=tracker, sheets=sheets, phase="fill", last=event)


# ---------------------------------------------------------------- the Fill and Claim Phases
def advance(state: State, players: Iterable[int], only_done: OnlyDone) -> State:
    """After an action: ``players`` with nothing left but ``done`` have finished their part; once
    everybody has, the Fill Phase gives way to the Claim Phase, and the Claim Phase to the next round.
    """
    finishing = [p for p in players if not state.sheets[p].done and only_done(state, p)]
    if len(actors(state)) > len(finishing):  # somebody plays on: who has finished waits, marked done
        for p in finishing:
            state = state.with_sheet(p, state.sheets[p].edit(done=True))
        return state
    # Everybody has finished. The next phase clears every "done": the finishing need no mark.
    if all(s.out for s in state.sheets):  # the round ends (its objectives checked) and the game with it
        return end_round(state, last=True)
    if state.phase == "fill":
        sheets = tuple(s.edit(done=False) if s.done and not s.out else s for s in state.sheets)
        return advance(state.edit(phase="claim", sheets=sheets), range(len(sheets)), only_done)
    return end_round(state)


def end_round(state: State, last: bool = False) -> State:
    """Score cards and shape cards, first-claim marks, objectives; then the next round, or the end
    after the twelfth round (or ``last``: every player is out)."""
    changes: dict[str, Any] = {"connect5_round": (), "dice": (), "zone": 0, "numbers": ()}
    if state.connect5_round:  # remove the top score card; claimed shape cards turn face down
        changes["score_cards"] = state.score_cards[1:]
        changes["face_down"] = state.face_down + tuple(c for c in state.connect5_round if c not in state.face_down)
    sheets = changes["sheets"] = tuple(_end_round_sheet(state, sheet) for sheet in state.sheets)
    if last or state.round == ROUNDS:
        return state.edit(phase="over", **changes)
    n = len(sheets)
    active = next(p % n for p in range(state.active + 1, state.active + n + 1) if not sheets[p % n].out)
    return state.edit(round=state.round + 1, active=active, phase="roll", **changes)  # one copy of the table


def _end_round_sheet(state: State, sheet: Sheet) -> Sheet:
    """Cross the first-claim marks others were first to; write the objectives met; clear the round."""
    if state.round in state.connect4_first:  # somebody claimed a Connect-4 shape first this round
        connect4 = tuple(
            (CROSSED_OUT if mark == EMPTY and state.connect4_first[k] == state.round else mark, circle)
            for k, (mark, circle) in enumerate(sheet.connect4)
        )
        if connect4 != sheet.connect4:
            sheet = sheet.edit(connect4=connect4)
    changes: dict[str, Any] = {}
    objectives = _objectives(state, sheet)
    if objectives != sheet.objectives:
        changes["objectives"] = objectives
    if not sheet.out:
        changes.update(zone=0, numbers=(), to_write=(), connect5_round=(), done=False)
    return sheet.edit(**changes) if changes else sheet


def _objectives(state: State, sheet: Sheet) -> tuple[int, ...]:
    """The points written for each objective card: met by its deadline, once written they stay."""
    written = []
    for card_id, points in zip(state.objectives, sheet.objectives, strict=False):
        card = OBJECTIVE_BY_ID[card_id]
        if not points and state.round <= card.deadline and objective_met(card, sheet):
            points = card.points
        written.append(points)
    return tuple(written)
