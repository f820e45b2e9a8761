"""Rounds: a fresh round, whose turn comes next, and the end of a round or of the game.

"Each player, going clockwise, starts a round first": round ``k`` of a full game is started by
player ``k``. A player who cannot act is skipped; when nobody can, the round is over.
"""

from __future__ import annotations

from collections.abc import Callable

from .state import RoundResult, Rules, State, initial_state

CanAct = Callable[[Rules, State, int], bool]
"""Whether a player could act in a state (the rules' ``has_move``)."""


def fresh_round(rules: Rules, previous: State, number: int) -> State:
    """The state at the start of round ``number`` (0-based): an empty board and full supplies.

    Points, the results of the rounds so far and the last move carry over from ``previous``.
    """
    return initial_state(rules).edit(
        eaten=previous.eaten,
        connects=previous.connects,
        to_move=number % rules.players,
        round=number,
        last=previous.last,
        results=previous.results,
    )


def first_able(rules: Rules, state: State, can_act: CanAct) -> State:
    """``state`` with the turn at the first player from ``to_move`` on who can act (others are skipped).

    When nobody can act the round is over.
    """
    for offset in range(rules.players):
        player = (state.to_move + offset) % rules.players
        if can_act(rules, state, player):
            return state if offset == 0 else state.edit(to_move=player)
    return end_round(rules, state, RoundResult("stuck"))


def end_round(rules: Rules, state: State, result: RoundResult) -> State:
    """Close the round with ``result``; start the next one (full game) or end the game."""
    state = state.edit(results=(*state.results, result))
    if state.round + 1 < rules.rounds:
        return fresh_round(rules, state, state.round + 1)
    return state.edit(to_move=-1)
