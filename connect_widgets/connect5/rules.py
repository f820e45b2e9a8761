"""The rules of a Connect5 move in the rulebook's words: what may be played, and what it does.

:func:`legal_actions` lists the actions of the player to move; :func:`play` is the one judge of an
action: it returns the next state, or raises the :class:`IllegalAction` saying why not and
quoting the rulebook. Both rest on :func:`classify_jump`, the single place where the "Exceptions"
about doubles live; :func:`eat_search`, every eat a token may make now, lists the eats and tells
whether an eat must go on (``must_continue``) and whether a player can act at all.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
from typing import NamedTuple

from ..core.errors import IllegalAction
from ..core.state import replaced
from .notation import EAT, PLACE, STACK, STEP, UNSTACK, Move, read, spelling
from .rounds import end_round, first_able
from .rulebook import RULEBOOK
from .scoring import CONNECT5_POINTS, connect5_run, unscored_five
from .state import (
    EMPTY,
    MARKS_FREE,
    Played,
    RoundResult,
    Rules,
    State,
    double,
    height,
    initial_state,
    marks_mine,
    opponents,
    owner,
    parse_setup,
    single,
)
from .words import WORDS

WHOLE, SPLIT, STACK_ON_LANDING = "whole", "split", "stack"
"""How a jump lands: the whole token(s) move; a double splits (top jumps, bottom stays);
the (top) token stacks on the player's own single on the landing dot, making a double."""


class Outcome(NamedTuple):
    """What a judged move does to the board: dots, supplies, eaten counts, lines travelled and eaten along.

    (A named tuple: one is made on every move, and it is the cheapest record to make.)
    """

    cells: tuple[int, ...]
    supply: tuple[int, ...]
    eaten: tuple[int, ...]
    travelled: frozenset[int] = frozenset()
    eat_lines: frozenset[int] = frozenset()
    eaten_dots: tuple[int, ...] = ()

    def just_used(self, option: str) -> frozenset[int]:
        """The lines the next move may not use, per the ``just_used`` option: ``"eats"``, ``"moves"`` or ``"off"``."""
        if option == "eats":
            return self.eat_lines
        return self.travelled if option == "moves" else frozenset()


def start(rules: Rules, setup: str) -> State:
    """The state a game starts from: an empty board, or the scripted ``setup`` (a player who cannot act is skipped)."""
    if setup:
        return first_able(rules, parse_setup(rules, setup), has_move)
    return initial_state(rules)


# ------------------------------------------------------------------------------------ jumps
def classify_jump(
    rules: Rules, cells: list[int] | tuple[int, ...], player: int, start: int, over: int, landing: int
) -> tuple[str, str, str]:
    """``(how, refusal, rule)`` for ``player``'s token on ``start`` jumping ``over`` onto ``landing``.

    ``how`` is :data:`WHOLE`, :data:`SPLIT` or :data:`STACK_ON_LANDING`, or ``""`` with the key of the
    refusal (``refuse.<key>``) and of the rulebook quote when the rules forbid the jump. Lines and
    adjacency are checked by the caller.
    """
    circled = rules.board.circled
    mover, target, land = height(cells[start]), cells[over], cells[landing]
    if not target:
        return "", "nothing_to_eat", "eat"
    if owner(target) == player:
        return "", "own_token", "eat"
    eaten = height(target)
    if mover == 1 and eaten == 2:
        return "", "single_eats_double", "single_cannot_eat_double"
    if land == EMPTY:
        if mover == 2 and eaten == 2 and not circled[landing]:
            return "", "double_landing", "double_landing"
        return (SPLIT if mover == 2 and not circled[landing] else WHOLE), "", ""
    if land != single(player):
        return "", "landing_taken", "eat"
    if not circled[landing]:
        return "", "land_on_own", "stack"
    if eaten == 2:
        return "", "stack_over_double", "capture_stack_not_double"
    if mover == 1 and not circled[start]:
        return "", "stack_from_single", "capture_stack"
    return STACK_ON_LANDING, "", ""


def eat_search(
    rules: Rules, cells: list[int] | tuple[int, ...], player: int, blocked: frozenset[int]
) -> Callable[[int, str, int, list[str]], None]:
    """A search for ``player``'s eats: ``search(at, written, jumped, found)`` appends to ``found`` every
    legal eat going on from the token on ``at``, in notation (each shorter eat too, unless eating must
    go on), where the eat ``written`` so far has jumped over ``jumped`` tokens. The eats of the token
    on ``start`` are ``search(start, board.ids[start], 0, found)``.

    ``blocked``: the lines just used, which no eat may travel along. The search changes its own copy
    of ``cells`` while it tries a chain and restores it on the way back, so one search serves every
    token of a listing (the rules list eats on every move of every game: this is their hot loop).
    """
    work = list(cells)
    jumps = spelling(rules.board).jumps[rules.turns]
    mine_single, must_continue = single(player), rules.must_continue
    theirs = opponents(rules.players, player)

    # One closure per listing, not per token, reading the board's tables from local names; an eat is
    # written as it grows (a landing's text added per jump), never joined from a list of dots.
    def search(at: int, written: str, jumped: int, found: list[str]) -> None:
        extended = False
        for over, leads in jumps[at]:
            target = work[over]
            if target not in theirs:
                continue  # nothing of theirs to eat there
            for landing, lines, landed in leads:
                land = work[landing]
                if land and land != mine_single:
                    continue  # the landing taken
                if blocked and not blocked.isdisjoint(lines):
                    continue  # along a line just used
                saved = mover, _, _ = work[at], target, land
                if target & 1 and not land and mover & 1:  # the common case: a single eats a single, whole
                    how, work[at], work[over], work[landing] = WHOLE, EMPTY, EMPTY, mover
                else:
                    how = classify_jump(rules, work, player, at, over, landing)[0]
                    if not how:
                        continue
                    carry_out(work, player, at, over, landing, how)
                extended = True
                if how == STACK_ON_LANDING:  # a jump that stacks ends the move
                    found.append(written + landed)
                else:
                    search(landing, written + landed, jumped + 1, found)
                work[at], work[over], work[landing] = saved
        if jumped and not (extended and must_continue):
            found.append(written)

    return search


def can_jump(rules: Rules, cells: list[int] | tuple[int, ...], player: int, at: int, blocked: frozenset[int]) -> bool:
    """True if ``player``'s token on ``at`` can eat now (see :func:`eat_search`)."""
    found: list[str] = []
    eat_search(rules, cells, player, blocked)(at, rules.board.ids[at], 0, found)
    return bool(found)


def jump_over(rules: Rules, start: int, landing: int) -> int | None:
    """The dot a jump from ``start`` to ``landing`` passes over (turning at a T if the option allows), or ``None``."""
    return next((over for over, land, _ in rules.board.jumps[rules.turns][start] if land == landing), None)


def carry_out(cells: list[int], player: int, start: int, over: int, landing: int, how: str) -> int:
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
def legal_actions(rules: Rules, state: State, player: int) -> list[str]:
    """Every legal action of ``player`` (who is to move) in ``state``, in notation.

    Placements and stacks first, then each token in board order: its moves (or unstacks), then its eats.
    """
    cells, written = state.cells, spelling(rules.board)
    circled, ids = rules.board.circled, rules.board.ids
    # The dots wanted are marked by translating the board as bytes, and picked by ``compress`` (a loop
    # in C, not in Python: the free dots and one's tokens are found on every move).
    codes = bytes(cells)
    mine_single, tokens = single(player), list(compress(range(len(cells)), codes.translate(marks_mine(player))))
    actions: list[str] = []
    if state.supply[player] > 0:
        actions = list(compress(written.place, codes.translate(MARKS_FREE)))  # in board order
        actions += [written.stack[at] for at in tokens if cells[at] == mine_single and circled[at]]
    eats = None  # the eat search, made for the first token that might eat
    for at in tokens:
        code = cells[at]
        beside_theirs = False  # a token can eat only over an opponent's token beside it
        for to, step, unstack in written.steps[at]:
            there = cells[to]
            if there == EMPTY:
                if code == mine_single:
                    actions.append(step)
                else:  # a double steps only circled to circled, and may unstack
                    if circled[at] and circled[to]:
                        actions.append(step)
                    actions.append(unstack)
            elif (there - 1) >> 1 != player:
                beside_theirs = True
        if beside_theirs:
            eats = eats or eat_search(rules, cells, player, state.blocked)
            eats(at, ids[at], 0, actions)
    return actions


def has_move(rules: Rules, state: State, player: int) -> bool:
    """True if ``player`` could act in ``state`` (without listing every action)."""
    cells, supply = state.cells, state.supply[player] > 0
    if supply and EMPTY in cells:
        return True
    mine_single, mine_double = single(player), double(player)
    neighbours, circled = rules.board.neighbours, rules.board.circled
    for at, code in enumerate(cells):
        if code != mine_single and code != mine_double:
            continue
        if supply and code == mine_single and circled[at]:  # a stack
            return True
        if any(cells[to] == EMPTY for to in neighbours[at]):  # a single steps, a double unstacks
            return True
        if can_jump(rules, cells, player, at, state.blocked):
            return True
    return False


# ------------------------------------------------------------------------------------ judging
def refuse(key: str, rule: str | None, action: str, **fields: object) -> IllegalAction:
    """The refusal ``refuse.<key>`` of ``action``, quoting the rulebook passage ``rule`` (``None``: an
    option's own rule, which no passage states; its words name the option)."""
    return IllegalAction(WORDS.phrase(f"refuse.{key}", **fields), rule=RULEBOOK[rule] if rule else "", action=action)


def play(rules: Rules, state: State, player: int, action: str) -> State:
    """The state after ``player`` plays ``action``; ``IllegalAction`` quoting the rule if it is not allowed."""
    move, dots = read(action, rules.board)
    outcome = JUDGES[move.kind](rules, state, player, move.kind, dots, action)
    return _after(rules, state, Played(player, action, move.kind, dots, outcome.eaten_dots), outcome)


def _place(rules: Rules, state: State, player: int, kind: str, dots: tuple[int, ...], action: str) -> Outcome:
    dot, board = dots[0], rules.board
    code, new = state.cells[dot], single(player)  # ``new``: the code the dot will hold
    if state.supply[player] <= 0:
        raise refuse("empty_supply", "place", action)
    if kind == PLACE:
        if code == new and board.circled[dot]:
            raise refuse("write_stack", "stack", action, dot=board.ids[dot])
        if code:
            raise refuse("not_free", "place", action, dot=board.ids[dot])
    else:
        if code != single(player):
            refusal = "stack_on_double" if code == double(player) else "stack_not_yours"
            raise refuse(refusal, "stack", action, dot=board.ids[dot])
        if not board.circled[dot]:
            raise refuse("stack_not_circled", "stack", action, dot=board.ids[dot])
        new = double(player)
    supply = replaced(state.supply, player, state.supply[player] - 1)
    return Outcome(replaced(state.cells, dot, new), supply, state.eaten)


def _own_token(rules: Rules, state: State, player: int, dot: int, action: str) -> int:
    """How many tokens of ``player`` stand on ``dot``; refused if none do."""
    code = state.cells[dot]
    if owner(code) != player:
        raise refuse("not_your_token" if code else "no_token", "move", action, dot=rules.board.ids[dot])
    return height(code)


def _step(rules: Rules, state: State, player: int, kind: str, dots: tuple[int, ...], action: str) -> Outcome:
    board = rules.board
    start, to = dots
    names = {"start": board.ids[start], "to": board.ids[to]}
    tokens = _own_token(rules, state, player, start, action)
    if not board.adjacent(start, to):
        raise refuse("not_adjacent", "adjacent", action, **names)
    if state.cells[to]:
        raise refuse("taken", "unstack" if kind == UNSTACK else "adjacent", action, **names)
    cells = list(state.cells)
    if kind == UNSTACK:
        if tokens != 2:
            raise refuse("unstack_single", "unstack", action, dot=names["start"])
        cells[start] = cells[to] = single(player)
    else:
        if tokens == 2 and not (board.circled[start] and board.circled[to]):
            raise refuse("double_moves", "double_moves", action, **names)
        cells[start], cells[to] = EMPTY, cells[start]
    return Outcome(tuple(cells), state.supply, state.eaten, travelled=frozenset((board.edge_line[start, to],)))


def _eat(rules: Rules, state: State, player: int, kind: str, dots: tuple[int, ...], action: str) -> Outcome:
    board, at = rules.board, dots[0]
    _own_token(rules, state, player, at, action)
    cells, supply, eaten = list(state.cells), list(state.supply), list(state.eaten)
    lines_used: set[int] = set()
    eaten_dots: list[int] = []
    how = WHOLE
    for number, landing in enumerate(dots[1:]):
        over, lines = _between(rules, at, landing, action)
        if state.blocked & lines:
            names = board.line_ids(state.blocked & lines)
            raise refuse("line_just_used", "line_just_used", action, lines=", ".join(names), count=len(names))
        how, refusal, rule = classify_jump(rules, cells, player, at, over, landing)
        if not how:
            raise refuse(refusal, rule, action, jump=str(Move(EAT, (board.ids[at], board.ids[landing]))))
        victim = owner(cells[over])
        count = carry_out(cells, player, at, over, landing, how)
        eaten[player] += count
        if rules.eaten_return:
            supply[victim] += count
        lines_used |= lines
        eaten_dots.append(over)
        at = landing
        if how == STACK_ON_LANDING and number < len(dots) - 2:
            raise refuse("stack_ends_move", "capture_stack", action)  # "...and therefore create a double token"
    if rules.must_continue and how != STACK_ON_LANDING and can_jump(rules, cells, player, at, state.blocked):
        raise refuse("must_continue", None, action)
    used = frozenset(lines_used)
    return Outcome(tuple(cells), tuple(supply), tuple(eaten), used, used, tuple(eaten_dots))


def _between(rules: Rules, start: int, landing: int, action: str) -> tuple[int, frozenset[int]]:
    """The dot jumped over from ``start`` to ``landing``, and the lines of the jump; refused if no jump leads there."""
    board = rules.board
    for over, land, lines in board.jumps[True][start]:
        if land == landing:
            if len(lines) > 1 and not rules.turns:
                raise refuse("one_line", None, action)
            return over, lines
    raise refuse("not_a_jump", "turning", action, landing=board.ids[landing], start=board.ids[start])


JUDGES = {PLACE: _place, STACK: _place, STEP: _step, UNSTACK: _step, EAT: _eat}
"""The judge of each kind of move (:func:`play` reads the move, its judge says what it does)."""


def five_not_scored(rules: Rules, before: State, event: Played) -> tuple[tuple[int, ...], frozenset[int]] | None:
    """The five in a row the move ``event``, made in ``before``, completed on a line just used, which
    therefore did not score: its dots and those lines (see :func:`.scoring.unscored_five`); else ``None``.

    The move is judged again for the board it left: a round it ended has cleared that board already.
    """
    if not before.blocked:
        return None  # nothing just used (the common case): any five completed scored
    outcome = JUDGES[event.kind](rules, before, event.actor, event.kind, event.dots, event.action)
    return unscored_five(rules, before.blocked, outcome.cells, event.actor, event.dots[-1])


def _after(rules: Rules, state: State, event: Played, outcome: Outcome) -> State:
    """The state after a judged move: a Connect 5, the next player who can act, or the end of the round."""
    player = event.actor
    run = connect5_run(rules, state.blocked, outcome.cells, player, event.dots[-1])
    blocked = outcome.just_used(rules.just_used)
    connects = state.connects
    if run is not None:
        connects = replaced(connects, player, connects[player] + CONNECT5_POINTS)
    moved = state.edit(
        cells=outcome.cells,
        supply=outcome.supply,
        eaten=outcome.eaten,
        connects=connects,
        to_move=(player + 1) % rules.players,
        moves=state.moves + 1,
        blocked=blocked,
        last=event,
    )
    if run is not None:
        return end_round(rules, moved, RoundResult("connect5", player, run))
    if moved.moves >= rules.move_limit:
        return end_round(rules, moved, RoundResult("move_limit"))
    return first_able(rules, moved, has_move)
