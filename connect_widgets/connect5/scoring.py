"""Points: Connect 5 detection, open fours, scores and their breakdown.

A Connect 5 is scored on the move that completes it: five of the mover's tokens on a run of five
consecutive dots (see :mod:`.board`) that includes the dot the move just put a token on, and whose
lines were not "just used" (the previous move's lines, per the ``just_used`` option).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from operator import add

from .state import Rules, State, double, single

CONNECT5_POINTS = 5


def scores(state: State) -> tuple[int, ...]:
    """Each player's points: tokens eaten plus Connect 5s, over every round so far."""
    return tuple(map(add, state.eaten, state.connects))


def breakdown(state: State, player: int) -> dict[str, int]:
    """``player``'s points by category (the values add up to the score)."""
    return {"eaten": state.eaten[player], "connect 5": state.connects[player]}


def counted(rules: Rules, player: int) -> frozenset[int]:
    """The dot codes that count as ``player``'s for a Connect 5 (doubles only if ``doubles_count``)."""
    return _counted(rules.doubles_count, player)


@cache  # asked on every move: made once per player and option
def _counted(doubles_count: bool, player: int) -> frozenset[int]:
    return frozenset((single(player), double(player)) if doubles_count else (single(player),))


def complete_runs(
    rules: Rules, cells: tuple[int, ...], player: int, arrived: int
) -> Iterator[tuple[tuple[int, ...], frozenset[int]]]:
    """Each run of five ``player`` holds whole through the dot ``arrived``: its dots and its lines."""
    board, turns = rules.board, rules.turns
    mine = counted(rules, player)
    if cells[arrived] not in mine or mine.isdisjoint([cells[n] for n in board.neighbours[arrived]]):
        return  # a run of five through ``arrived`` needs one of mine beside it
    owned = 0
    for near in board.run_zone[turns][arrived]:
        if cells[near] in mine:
            owned |= 1 << near
    runs, masks = board.runs[turns], board.run_masks[turns]
    for number in board.runs_by_dot[turns][arrived]:
        if masks[number] & owned == masks[number]:
            yield runs[number]


def connect5_run(
    rules: Rules, blocked: frozenset[int], cells: tuple[int, ...], player: int, arrived: int
) -> tuple[int, ...] | None:
    """The first run of five (dot indices) ``player`` completes through the dot ``arrived``, or ``None``.

    ``blocked``: the lines just used before the move, along which no Connect 5 scores.
    """
    return next(
        (dots for dots, lines in complete_runs(rules, cells, player, arrived) if blocked.isdisjoint(lines)), None
    )


def unscored_five(
    rules: Rules, blocked: frozenset[int], cells: tuple[int, ...], player: int, arrived: int
) -> tuple[tuple[int, ...], frozenset[int]] | None:
    """The five in a row ``player`` completed through ``arrived`` that does not score because it uses a
    line just used ("It's not allowed to ... score Connect 5 using again a line that has just been used"):
    one such run and the just-used lines of all of them; ``None`` when none stands or one scores. The
    runs are :func:`connect5_run`'s own (:func:`complete_runs`), so the two never disagree.
    """
    fives = list(complete_runs(rules, cells, player, arrived))
    if not fives or any(blocked.isdisjoint(lines) for _, lines in fives):
        return None  # no five, or one that scores
    return fives[0][0], frozenset().union(*(lines & blocked for _, lines in fives))


def open_fours(rules: Rules, cells: tuple[int, ...], player: int) -> dict[int, tuple[int, ...]]:
    """Free dots that would give ``player`` a Connect 5 if they held one more of their tokens.

    Maps each such dot to one of the runs it completes (four of ``player``'s tokens and that free dot).
    The line-just-used rule, which lasts one move, is ignored.
    """
    mine = counted(rules, player)
    found: dict[int, tuple[int, ...]] = {}
    for dots, _ in rules.board.runs[rules.turns]:
        gaps = [d for d in dots if cells[d] not in mine]
        if len(gaps) == 1 and not cells[gaps[0]]:
            found.setdefault(gaps[0], dots)
    return found
