"""Round and game ends: a right bell, a round everyone sat out, nothing left that fits, the last card.

Decisions where the rulebook is silent (see ``docs/rules/connect_the_thoughts.md``):

* At every round end all rows and every card in a hand go back face-down into the middle; the
  middle is one shuffled pool again (any pick is equally likely to be any face-down card).
* When every player has rung wrongly, the round ends with no winner and a new one starts.
* When no card left (face-down or in a hand) can fit at either end of any row still being built,
  nobody can progress: the game ends as if the last card had been picked up.
* The game also ends when round ``max_rounds`` ends (an option; good players empty the middle in
  about twelve rounds, so the cap only stops games that would never end).
* At the game end every player whose correct row is the longest (ties: each of them) takes it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .cards import NEIGHBOURS, ROW_TARGET, is_correct
from .state import LAST_CARD, NEW_ROUND, NO_CARD, NOBODY, ROUND_LIMIT, ROUND_VOID, STUCK, State, event


def settle(state: State, max_rounds: int) -> State:
    """Finish ``state`` after an action: end the round or the game if due."""
    if all(state.out):
        return next_round(state, max_rounds, ROUND_VOID)
    if state.pool == 0:
        return finish_game(state, LAST_CARD)
    if nobody_can_progress(state):
        return finish_game(state, STUCK)
    return state


def nobody_can_progress(state: State) -> bool:
    """True when no face-down card and no card in a hand fits an end of any row still being built.

    A player with an empty row can always start one, and a player with seven cards can always ring,
    so either means the game can go on.
    """
    left = state.pool
    for card in state.hands:
        if card != NO_CARD:
            left |= 1 << card
    for p, row in enumerate(state.rows):
        if state.out[p]:
            continue
        if not row or len(row) >= ROW_TARGET or (NEIGHBOURS[row[0]] | NEIGHBOURS[row[-1]]) & left:
            return False
    return True


def gather(state: State, players: Iterable[int], **changes: Any) -> State:
    """Return the rows and hands of ``players`` face-down to the middle (and make ``changes`` too:
    one copy of the state instead of two)."""
    pool, rows, hands = state.pool, list(state.rows), list(state.hands)
    for p in players:
        for card in rows[p]:
            pool |= 1 << card
        if hands[p] != NO_CARD:
            pool |= 1 << hands[p]
        rows[p], hands[p] = (), NO_CARD
    return state.edit(pool=pool, rows=tuple(rows), hands=tuple(hands), **changes)


def next_round(state: State, max_rounds: int, why: str = NEW_ROUND) -> State:
    """Everything back into the middle, nobody sitting out, round + 1 (or the game ends at the cap).

    ``why`` is ``NEW_ROUND`` after a right bell, ``ROUND_VOID`` when everyone sat out.
    """
    players = len(state.rows)
    back_in = (False,) * players
    if state.round >= max_rounds:
        return finish_game(gather(state, range(players), out=back_in), ROUND_LIMIT)
    last = state.last.followed_by(why) if state.last else None
    return gather(state, range(players), out=back_in, round=state.round + 1, last=last)


def finish_game(state: State, reason: str) -> State:
    """The game ends: the longest correct row(s) go to their owners' piles (every tie takes its own)."""
    lengths = [len(row) if row and is_correct(row) else 0 for row in state.rows]
    best = max(lengths)
    piles, rows, final = list(state.piles), list(state.rows), list(state.final)
    if best:
        for p, length in enumerate(lengths):
            if length == best:
                piles[p], rows[p], final[p] = piles[p] + rows[p], (), best
    last = state.last.followed_by(reason) if state.last else event(NOBODY, "", "", then=reason)
    return state.edit(piles=tuple(piles), rows=tuple(rows), final=tuple(final), end=reason, picker=NOBODY, last=last)
