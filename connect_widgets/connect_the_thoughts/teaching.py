"""Teaching helpers for notebooks and refusals: why an action is or is not allowed, which ends fit."""

from __future__ import annotations

from typing import Any

from connect_widgets.core.game import Game

from . import moves, rulebook
from .cards import card_label, common_objects
from .notation import BELL, LEFT, PICK, RETURN, RIGHT, START
from .state import NO_CARD, State

_WHY_ALLOWED = {
    PICK: ("pick up the next face-down card", rulebook.ONE_CARD_AT_A_TIME),
    START: ("the first card starts your row", rulebook.STARTING_CARD),
    RETURN: ("a card that does not fit goes back face-down", rulebook.ONE_CARD_AT_A_TIME),
    BELL: ("the bell may be hit at any moment; it only pays with a correct row of seven", rulebook.RIGHT_BELL),
}


def fitting_ends(game: Game, player: int) -> dict[str, list[str]]:
    """For the card ``player`` holds: the objects it shares with each end of their row.

    ``{"L": ["umbrella"], "R": []}``: it fits on the left (an umbrella on both), not on the right.
    Empty when the player holds no card or has no row yet.
    """
    state: State = game.state
    hand, row = state.hands[player], state.rows[player]
    if hand == NO_CARD or not row:
        return {}
    return {"L": common_objects(hand, row[0]), "R": common_objects(hand, row[-1])}


def explain(game: Game, player: int, action: str) -> dict[str, Any]:
    """Whether ``player`` may play ``action`` now and why, naming the rule.

    ``{"legal": bool, "reason": str, "rule": rulebook text}``. For a placement it says which
    objects the cards share, or that they share none (the rulebook's two examples).
    """
    state: State = game.state
    check = game.options["check_on_place"]
    if action in (LEFT, RIGHT) and player in state.actors and state.hands[player] != NO_CARD and state.rows[player]:
        return _explain_placement(state, player, action, check)  # only the objects decide
    problem = moves.refusal(state, player, action, check)
    if problem is not None:
        return {"legal": False, "reason": problem.message, "rule": problem.rule}
    reason, rule = _WHY_ALLOWED[action]
    return {"legal": True, "reason": reason, "rule": rule}


def _explain_placement(state: State, player: int, action: str, check: bool) -> dict[str, Any]:
    hand, row = state.hands[player], state.rows[player]
    end, side = (row[0], "left") if action == LEFT else (row[-1], "right")
    shared = common_objects(hand, end)
    if shared:
        reason = f"{card_label(hand)} and {card_label(end)} at the {side} end both show: {', '.join(shared)}"
        return {"legal": True, "reason": reason, "rule": rulebook.EXAMPLE_2}
    reason = (
        f"{card_label(hand)} shares no object with {card_label(end)} at the {side} end: allowed on the table, "
        "but the row now has an error that the bell will find"
    )
    return {"legal": not check, "reason": reason, "rule": rulebook.EXAMPLE_1}
