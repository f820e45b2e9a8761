"""Round and game ends (a right bell, a round everyone sat out, nothing left that fits, the last
card), and where a card put back face-down goes.

Decisions where the rulebook is silent (see ``docs/rules/connect_the_thoughts.md``):

* The face-down cards are shuffled once, at set-up, into the order they will be picked up in
  (``State.middle``). A card that goes back face-down (a return, a wrong bell's row, the rows and
  hands gathered at a round's end) is slipped in at a random place *behind* the next card, never
  first: it lies where its player put it back. Its place is drawn from the seed's slip stream,
  indexed by how many cards were slipped in before it (:func:`slip_in`), so nothing a player
  chooses changes which card the next pick turns over.
* At every round end all rows and every card in a hand go back face-down into the middle.
* When every player has rung wrongly, the round ends with no winner and a new one starts.
* When no card left (face-down or in a hand) can fit at either end of any row still being built,
  nobody can progress: the game ends as if the last card had been picked up.
* The game also ends when the ``max_void_rounds``-th round that nobody won ends (an option). Only
  void rounds count: a won round takes seven cards out of play for good, so at most eleven are won
  and the cards end those games; players who keep ringing wrongly would otherwise never finish.
* At the game end every player whose correct row is the longest (ties: each of them) takes it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any, Final

from .cards import CARD_COUNT, NEIGHBOURS, ROW_TARGET, is_correct
from .state import LAST_CARD, NEW_ROUND, NO_CARD, NOBODY, ROUND_VOID, STUCK, VOID_LIMIT, State, event

MOST_ROUNDS_WON: Final = CARD_COUNT // ROW_TARGET
"""Eleven: each round won keeps seven cards out of play for good, and there are 80."""
SLIP_BATCH: Final = 256
"""The slip stream is drawn this many places at a time (one generator per batch, not per card)."""


@lru_cache(maxsize=64)
def _slip_stream(seed: int, batch: int) -> tuple[float, ...]:
    """Numbers ``SLIP_BATCH * batch`` to ``SLIP_BATCH * (batch + 1) - 1`` of the seed's slip stream."""
    rng = random.Random(f"{seed}:slip:{batch}")
    return tuple(rng.random() for _ in range(SLIP_BATCH))


def slip_in(state: State, cards: Sequence[int], seed: int, **changes: Any) -> State:
    """``cards`` go back face-down, one after the other, each at a random place behind the next card.

    Card number ``k`` slipped in since set-up (``state.slipped``) takes place ``1 + floor(u * n)``
    among the ``n`` cards face-down, ``u`` being number ``k`` of the slip stream of ``seed``: a pure
    function of the seed and ``k``, never of what the players chose. (And ``changes`` too: one copy
    of the state instead of two.)
    """
    if not cards:
        return state.edit(**changes) if changes else state
    middle, pool, put_back, slipped = list(state.middle), state.pool, state.put_back, state.slipped
    for card in cards:
        stream = _slip_stream(seed, slipped // SLIP_BATCH)
        middle.insert(1 + int(stream[slipped % SLIP_BATCH] * len(middle)), card)  # (an empty middle: first)
        pool |= 1 << card
        put_back |= 1 << card
        slipped += 1
    put_back &= ~(1 << middle[0])  # only a card put back into an empty middle can be next
    return state.edit(middle=tuple(middle), pool=pool, put_back=put_back, slipped=slipped, **changes)


def settle(state: State) -> State:
    """Finish ``state`` after an action: the game ends when the middle is empty or nobody can progress.

    (A round ends only at a bell: see ``rules._ring_bell``.)
    """
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


def gather(state: State, players: Iterable[int], seed: int, **changes: Any) -> State:
    """Return the rows (left to right) and then the hands of ``players`` face-down to the middle,
    slipped in behind the next card (and make ``changes`` too)."""
    rows, hands = list(state.rows), list(state.hands)
    back: list[int] = []
    for p in players:
        back += rows[p]
        if hands[p] != NO_CARD:
            back.append(hands[p])
        rows[p], hands[p] = (), NO_CARD
    return slip_in(state, back, seed, rows=tuple(rows), hands=tuple(hands), **changes)


def void_rounds_before(state: State) -> int:
    """How many rounds before the one being played ended with nobody winning.

    Derived, not kept: every round that ended was either won once (``wins``) or void. (At the void
    limit the round being played has ended too: it is the last void one, not counted here.)
    """
    return state.round - 1 - sum(state.wins)


def last_round(max_void_rounds: int) -> int:
    """The highest round a game can reach: every round won, and every void round but the last one."""
    return MOST_ROUNDS_WON + max_void_rounds


def next_round(state: State, max_void_rounds: int, seed: int, why: str = NEW_ROUND) -> State:
    """Everything back into the middle, nobody sitting out, round + 1 (or the game ends at the cap).

    ``why`` is ``NEW_ROUND`` after a right bell, ``ROUND_VOID`` when everyone sat out; only a void
    round can reach the cap of ``max_void_rounds`` rounds nobody won.
    """
    players = len(state.rows)
    back_in = (False,) * players
    if why == ROUND_VOID and void_rounds_before(state) + 1 >= max_void_rounds:
        return finish_game(gather(state, range(players), seed, out=back_in), VOID_LIMIT)
    last = state.last.followed_by(why) if state.last else None
    return gather(state, range(players), seed, out=back_in, round=state.round + 1, last=last)


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
    # (picker stays NOBODY: the game ends only once a card picked up has been turned over)
    return state.edit(piles=tuple(piles), rows=tuple(rows), final=tuple(final), end=reason, last=last)
