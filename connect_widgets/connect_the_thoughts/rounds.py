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

from .cards import NEIGHBOURS, ROW_TARGET, is_correct
from .state import LAST_CARD, NO_CARD, NOBODY, ROUND_LIMIT, STUCK, Event, State


def settle(state: State, max_rounds: int) -> State:
    """Finish ``state`` after an action: end the round or the game if due, and cache who may act."""
    players = range(len(state.rows))
    if all(state.out):
        return next_round(state, max_rounds, "round void")
    if state.pool == 0:
        return finish_game(state, LAST_CARD)
    if nobody_can_progress(state):
        return finish_game(state, STUCK)
    return state._replace(actors=tuple(p for p in players if not state.out[p]))


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


def gather(state: State, players: range | list[int] | tuple[int, ...]) -> State:
    """Return the rows and hands of ``players`` face-down to the middle."""
    pool, rows, hands = state.pool, list(state.rows), list(state.hands)
    for p in players:
        for card in rows[p]:
            pool |= 1 << card
        if hands[p] != NO_CARD:
            pool |= 1 << hands[p]
        rows[p], hands[p] = (), NO_CARD
    return state._replace(pool=pool, rows=tuple(rows), hands=tuple(hands))


def next_round(state: State, max_rounds: int, why: str = "new round") -> State:
    """Everything back into the middle, nobody sitting out, round + 1 (or the game ends at the cap).

    ``why`` is ``"new round"`` after a right bell, ``"round void"`` when everyone sat out.
    """
    players = len(state.rows)
    state = gather(state, range(players))._replace(out=(False,) * players)
    if state.round >= max_rounds:
        return finish_game(state, ROUND_LIMIT)
    return state._replace(round=state.round + 1, actors=tuple(range(players)), last=state.last._replace(then=why))


def finish_game(state: State, reason: str) -> State:
    """The game ends: the longest correct row(s) go to their owners' piles (every tie takes its own)."""
    lengths = [len(row) if row and is_correct(row) else 0 for row in state.rows]
    best = max(lengths)
    piles, rows, final = list(state.piles), list(state.rows), list(state.final)
    if best:
        for p, length in enumerate(lengths):
            if length == best:
                piles[p], rows[p], final[p] = piles[p] + rows[p], (), best
    last = state.last._replace(then=reason) if state.last else Event(NOBODY, "", "", (), reason)
    return state._replace(
        piles=tuple(piles), rows=tuple(rows), final=tuple(final), end=reason, actors=(), picker=NOBODY, last=last
    )
