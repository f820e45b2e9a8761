"""Every move type of Connect5 and its double-token exceptions: listing them and checking one.

``legal_moves`` lists the actions of the player to move; ``play_move`` checks one action and
returns the new dots, supplies and eaten counts, or raises :class:`IllegalAction` quoting the rule.
Both use :func:`classify_jump`, the single place where the "Exceptions" about doubles live.
"""

from __future__ import annotations

from typing import NamedTuple

from ..core.errors import IllegalAction
from . import rulebook
from .notation import Move, parse
from .state import EMPTY, Rules, State, double, height, owner, single

WHOLE, SPLIT, STACK_ON_LANDING = "whole", "split", "stack"
"""How a jump lands: the whole token(s) move; a double splits (top jumps, bottom stays);
the (top) token stacks on the player's own single on the landing dot, making a double."""


class Outcome(NamedTuple):
    """What a checked move does: new dots and counts, lines travelled, dots newly holding the mover's token."""

    cells: tuple[int, ...]
    supply: tuple[int, ...]
    eaten: tuple[int, ...]
    travelled: frozenset[int]
    eat_lines: frozenset[int]
    arrived: tuple[int, ...]


def classify_jump(
    rules: Rules, cells: list[int] | tuple[int, ...], player: int, start: int, over: int, landing: int
) -> tuple[str, str, str]:
    """``(how, reason, rule)`` for ``player``'s token on ``start`` jumping ``over`` onto ``landing``.

    ``how`` is :data:`WHOLE`, :data:`SPLIT` or :data:`STACK_ON_LANDING`, or ``""`` with the reason
    and the rulebook sentence when the rules forbid the jump. Lines and adjacency are checked by the caller.
    """
    circled = rules.board.circled
    mover, target, land = height(cells[start]), cells[over], cells[landing]
    if not target:
        return "", "there is no token to jump over", rulebook.EAT
    if owner(target) == player:
        return "", "you can only eat an opponent's token, not your own", rulebook.EAT
    eaten = height(target)
    if mover == 1 and eaten == 2:
        return "", "a single token cannot eat a double token", rulebook.SINGLE_CANNOT_EAT_DOUBLE
    if land == EMPTY:
        if mover == 2 and eaten == 2 and not circled[landing]:
            return "", "a double eats a double only onto a free circled dot", rulebook.DOUBLE_LANDING
        return (SPLIT if mover == 2 and not circled[landing] else WHOLE), "", rulebook.DOUBLE_LANDING
    if land != single(player):
        return "", "the landing dot must be free", rulebook.EAT
    if not circled[landing]:
        return "", "you can land on your own token only on a circled dot, making a double", rulebook.STACK
    if eaten == 2:
        return (
            "",
            "eating to make a double is not allowed when the eaten token is a double",
            (rulebook.CAPTURE_STACK_NOT_DOUBLE),
        )
    if mover == 1 and not circled[start]:
        return "", "eating onto your own token needs both your tokens on circled dots", rulebook.CAPTURE_STACK
    return STACK_ON_LANDING, "", rulebook.UPPER_TOKEN if mover == 2 else rulebook.CAPTURE_STACK


def _land(cells: list[int], player: int, start: int, over: int, landing: int, how: str) -> int:
    """Carry out a classified jump on ``cells``; returns the number of tokens eaten."""
    eaten = height(cells[over])
    cells[over] = EMPTY
    if how == WHOLE:
        cells[landing], cells[start] = cells[start], EMPTY
    elif how == SPLIT:
        cells[landing] = cells[start] = single(player)
    else:
        cells[start] = single(player) if height(cells[start]) == 2 else EMPTY
        cells[landing] = double(player)
    return eaten


# ------------------------------------------------------------------------------------ listing
def legal_moves(rules: Rules, state: State, player: int) -> list[str]:
    """Every legal action of ``player`` (who is to move) in ``state``, in notation."""
    board, cells = rules.board, state.cells
    ids, circled = board.ids, board.circled
    jumps = board.jumps[rules.turns]
    mine_single, mine_double = single(player), double(player)
    actions: list[str] = []
    if state.supply[player] > 0:
        actions += [ids[i] for i, code in enumerate(cells) if code == EMPTY]
        actions += ["+" + ids[i] for i, code in enumerate(cells) if code == mine_single and circled[i]]
    for start, code in enumerate(cells):
        if code != mine_single and code != mine_double:
            continue
        for to, step, unstack in board.step_texts[start]:
            if cells[to] == EMPTY:
                if code == mine_single or (circled[start] and circled[to]):  # as _step: doubles only circled to circled
                    actions.append(step)
                if code == mine_double:
                    actions.append(unstack)
        for over, landing, _ in jumps[start]:  # cheap pre-check before searching eat chains
            target, land = cells[over], cells[landing]
            if target and owner(target) != player and land in (EMPTY, mine_single):
                actions += [ids[start] + tail for tail in _eat_chains(rules, state, player, start)]
                break
    return actions


def _eat_chains(rules: Rules, state: State, player: int, start: int) -> list[str]:
    """The ``xe3xe5`` tails of every legal eat from ``start`` (each prefix too, unless eating must go on)."""
    jumps = rules.board.jumps[rules.turns]
    ids, blocked, must_continue = rules.board.ids, state.blocked, rules.must_continue
    mine_single = single(player)
    cells = list(state.cells)  # changed in place while searching, restored on the way back
    found: list[str] = []

    def search(at: int, tail: str) -> None:
        extended = False
        for over, landing, lines in jumps[at]:
            target, land = cells[over], cells[landing]
            if not target or (target - 1) >> 1 == player or (land and land != mine_single):
                continue
            if blocked and not blocked.isdisjoint(lines):
                continue
            if target & 1 and not land and cells[at] & 1:  # the common case: a single eats a single
                how = WHOLE
            else:
                how = classify_jump(rules, cells, player, at, over, landing)[0]
                if not how:
                    continue
            extended = True
            saved = cells[at], cells[over], land
            _land(cells, player, at, over, landing, how)
            step = f"{tail}x{ids[landing]}"
            if how == STACK_ON_LANDING:  # a jump that stacks ends the move
                found.append(step)
            else:
                search(landing, step)
            cells[at], cells[over], cells[landing] = saved
        if tail and not (extended and must_continue):
            found.append(tail)

    search(start, "")
    return found


def has_move(rules: Rules, state: State, player: int) -> bool:
    """True if ``player`` could act in ``state`` (without listing every action)."""
    cells, supply = state.cells, state.supply[player] > 0
    if supply and EMPTY in cells:
        return True
    mine_single, mine_double = single(player), double(player)
    neighbours = rules.board.neighbours
    for start, code in enumerate(cells):
        if code != mine_single and code != mine_double:
            continue
        if (supply and code == mine_single and rules.board.circled[start]) or any(
            cells[to] == EMPTY
            for to in neighbours[start]  # a single steps, a double unstacks
        ):
            return True
        if _eat_chains(rules, state, player, start):
            return True
    return False


# ------------------------------------------------------------------------------------ checking
def refuse(message: str, rule: str, action: str) -> IllegalAction:
    """An ``IllegalAction`` saying why in words and quoting the rulebook sentence as its ``rule``."""
    return IllegalAction(message, rule=rule, action=action)


def play_move(rules: Rules, state: State, player: int, action: str) -> tuple[Move, Outcome]:
    """Check ``action`` for ``player`` and return what it does; ``IllegalAction`` quoting the rule if not allowed."""
    move = parse(rules.board, action)
    check = {"place": _place, "stack": _place, "step": _step, "unstack": _step, "eat": _eat}[move.kind]
    return move, check(rules, state, player, move, action)


def _place(rules: Rules, state: State, player: int, move: Move, action: str) -> Outcome:
    dot, board = move.dots[0], rules.board
    code = state.cells[dot]
    if state.supply[player] <= 0:
        raise refuse("you have no tokens left in your supply to place", rulebook.PLACE, action)
    if move.kind == "place":
        if code == single(player) and board.circled[dot]:
            raise refuse(
                f"{board.ids[dot]} holds your token: write +{board.ids[dot]} to stack on it", rulebook.STACK, action
            )
        if code:
            raise refuse(f"{board.ids[dot]} is not free", rulebook.PLACE, action)
        new = single(player)
    else:
        if code != single(player):
            what = "your double already" if code == double(player) else "no single token of yours"
            raise refuse(
                f"you can stack only on your own single token; {board.ids[dot]} holds {what}", rulebook.STACK, action
            )
        if not board.circled[dot]:
            raise refuse(
                f"you can stack only on a circled dot; {board.ids[dot]} is a single dot", rulebook.STACK, action
            )
        new = double(player)
    cells = list(state.cells)
    cells[dot] = new
    supply = _add(state.supply, player, -1)
    return Outcome(tuple(cells), supply, state.eaten, frozenset(), frozenset(), (dot,))


def _own_token(rules: Rules, state: State, player: int, dot: int, action: str) -> int:
    code = state.cells[dot]
    if owner(code) != player:
        whose = "no token" if not code else "an opponent's token"
        raise refuse(f"{rules.board.ids[dot]} holds {whose}: move one of your own tokens", rulebook.MOVE, action)
    return height(code)


def _step(rules: Rules, state: State, player: int, move: Move, action: str) -> Outcome:
    board = rules.board
    start, to = move.dots
    tokens = _own_token(rules, state, player, start, action)
    if not board.adjacent(start, to):
        raise refuse(
            f"{board.ids[to]} is not next to {board.ids[start]} along a line (turns only at a T connection)",
            rulebook.ADJACENT,
            action,
        )
    if state.cells[to]:
        rule = rulebook.UNSTACK if move.kind == "unstack" else rulebook.ADJACENT
        raise refuse(f"{board.ids[to]} is not free: a token moves only to a free dot", rule, action)
    cells = list(state.cells)
    if move.kind == "unstack":
        if tokens != 2:
            raise refuse(
                f"{board.ids[start]} holds a single token; only a double can be unstacked", rulebook.UNSTACK, action
            )
        cells[start] = cells[to] = single(player)
    else:
        if tokens == 2 and not (board.circled[start] and board.circled[to]):
            raise refuse(
                f"a double moves only between adjacent circled dots; {board.ids[to]} is a single dot "
                f"(write {board.ids[start]}/{board.ids[to]} to unstack instead)",
                rulebook.DOUBLE_MOVES,
                action,
            )
        cells[start], cells[to] = EMPTY, cells[start]
    line = frozenset((board.edge_line[start, to],))
    return Outcome(tuple(cells), state.supply, state.eaten, line, frozenset(), (to,))


def _eat(rules: Rules, state: State, player: int, move: Move, action: str) -> Outcome:
    board = rules.board
    at = move.dots[0]
    _own_token(rules, state, player, at, action)
    cells, supply, eaten = list(state.cells), list(state.supply), list(state.eaten)
    lines_used: set[int] = set()
    for number, landing in enumerate(move.dots[1:]):
        over, lines = _between(rules, at, landing, action)
        if state.blocked & lines:
            names = ", ".join(sorted(board.lines[n].id for n in state.blocked & lines))
            raise refuse(
                f"line {names} has just been used: it cannot be used again to eat now", rulebook.LINE_JUST_USED, action
            )
        how, reason, rule = classify_jump(rules, cells, player, at, over, landing)
        if not how:
            raise refuse(f"{board.ids[at]}x{board.ids[landing]}: {reason}", rule, action)
        victim = owner(cells[over])
        count = _land(cells, player, at, over, landing, how)
        eaten[player] += count
        if rules.eaten_return:
            supply[victim] += count
        lines_used |= lines
        at = landing
        if how == STACK_ON_LANDING and number < len(move.dots) - 2:
            raise refuse("eating onto your own token makes a double and ends the move", rulebook.UPPER_TOKEN, action)
    if rules.must_continue and how != STACK_ON_LANDING and _can_eat_on(rules, state, cells, player, at):
        raise refuse(
            "eating must go on while another eat is possible (option must_continue)", rulebook.MULTI_EAT, action
        )
    used = frozenset(lines_used)
    return Outcome(tuple(cells), tuple(supply), tuple(eaten), used, used, (at,))


def _between(rules: Rules, start: int, landing: int, action: str) -> tuple[int, frozenset[int]]:
    """The dot jumped over from ``start`` to ``landing``, and the lines of the jump."""
    board = rules.board
    for over, land, lines in board.jumps[True][start]:
        if land == landing:
            if len(lines) > 1 and not rules.turns:
                raise refuse("a jump must stay on one line (option turns=False)", rulebook.TURNING, action)
            return over, lines
    raise refuse(
        f"{board.ids[landing]} is not two dots away from {board.ids[start]} along the lines "
        "(paths turn only at a T connection, never where lines cross without a dot)",
        rulebook.TURNING,
        action,
    )


def _can_eat_on(rules: Rules, state: State, cells: list[int], player: int, at: int) -> bool:
    for over, landing, lines in rules.board.jumps[rules.turns][at]:
        target = cells[over]
        if (
            target
            and owner(target) != player
            and not (state.blocked & lines)
            and classify_jump(rules, cells, player, at, over, landing)[0]
        ):
            return True
    return False


def _add(values: tuple[int, ...], index: int, delta: int) -> tuple[int, ...]:
    return (*values[:index], values[index] + delta, *values[index + 1 :])
