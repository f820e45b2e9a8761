"""Connect 5 detection, the end of a round, and whose turn comes next.

A Connect 5 is scored on the move that completes it: five of the mover's tokens on a run of five
consecutive dots (see :mod:`.board`) that includes a dot the move just put a token on, and whose
lines were not "just used" (the previous move's lines, per the ``just_used`` option).
"""

from __future__ import annotations

from .moves import Outcome, has_move
from .state import Rules, State, double, fresh_round, single

CONNECT5_POINTS = 5


def connect5_run(rules: Rules, state: State, cells: tuple[int, ...], player: int, arrived: tuple[int, ...]):
    """The first run of five (dot indices) completed by ``player`` through one of ``arrived``, or ``None``."""
    board = rules.board
    runs, by_dot, masks = board.runs[rules.turns], board.runs_by_dot[rules.turns], board.run_masks[rules.turns]
    mine = (single(player), double(player)) if rules.doubles_count else (single(player),)
    if not any(cells[dot] in mine for dot in arrived):
        return None
    for dot in arrived:
        if cells[dot] not in mine or not any(cells[n] in mine for n in board.neighbours[dot]):
            continue
        owned = 0
        for near in board.run_zone[rules.turns][dot]:
            if cells[near] in mine:
                owned |= 1 << near
        for number in by_dot[dot]:
            if masks[number] & owned == masks[number] and state.blocked.isdisjoint(runs[number][1]):
                return runs[number][0]
    return None


def open_fours(rules: Rules, cells: tuple[int, ...], player: int) -> dict[int, tuple[int, ...]]:
    """Free dots that would give ``player`` a Connect 5 if they held one more of their tokens.

    Maps each such dot to one of the runs it completes (four of ``player``'s tokens and that free dot).
    """
    board = rules.board
    mine = {single(player), double(player)} if rules.doubles_count else {single(player)}
    found: dict[int, tuple[int, ...]] = {}
    for dots, _ in board.runs[rules.turns]:
        gaps = [d for d in dots if cells[d] not in mine]
        if len(gaps) == 1 and not cells[gaps[0]]:
            found.setdefault(gaps[0], dots)
    return found


def after_move(rules: Rules, state: State, player: int, action: str, outcome: Outcome) -> State:
    """The state after ``player``'s checked move: Connect 5, the next player or the end of the round."""
    run = connect5_run(rules, state, outcome.cells, player, outcome.arrived)
    blocked = {"eats": outcome.eat_lines, "moves": outcome.travelled, "off": frozenset()}[rules.just_used]
    connects = state.connects
    if run is not None:
        connects = (*connects[:player], connects[player] + CONNECT5_POINTS, *connects[player + 1 :])
    moved = State(
        outcome.cells,
        outcome.supply,
        outcome.eaten,
        connects,
        player,
        state.round,
        state.moves + 1,
        blocked,
        (player, action),
        state.results,
    )
    if run is not None:
        return end_round(rules, moved, f"P{player} Connect 5 {'-'.join(rules.board.ids[d] for d in run)}")
    if moved.moves >= rules.move_limit:
        return end_round(rules, moved, "move limit")
    return first_able(rules, moved._replace(to_move=(player + 1) % rules.players))


def first_able(rules: Rules, state: State) -> State:
    """``state`` with the turn at the first player from ``to_move`` on who can act (others are skipped).

    When nobody can act the round is over.
    """
    for offset in range(rules.players):
        player = (state.to_move + offset) % rules.players
        if has_move(rules, state, player):
            return state if offset == 0 else state._replace(to_move=player)
    return end_round(rules, state, "nobody can move")


def end_round(rules: Rules, state: State, result: str) -> State:
    """Close the round with ``result``; start the next one (full game) or end the game."""
    state = state._replace(results=(*state.results, result))
    if state.round + 1 < rules.rounds:
        return fresh_round(rules, state, state.round + 1)
    return state._replace(to_move=-1)
