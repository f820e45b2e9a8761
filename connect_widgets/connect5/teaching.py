"""Teaching helpers: what stands where, where a Connect 5 threatens, what a move does.

Each takes a game or a seat (``game.seat(player)``, what a bot plays through) and reads only what
a player may: ``view()`` (the position) and ``options`` (the board, as its name or its data, and
the options ``turns`` and ``doubles_count``), so the bots and the notebook may use them like any
player. Whether an action is legal, and why, is the protocol's ``game.explain(player, action)``.

* :func:`occupied` -- ``{dot: (player, tokens)}`` for the occupied dots;
* :func:`runs_through` -- the runs of five consecutive dots through a dot (where a Connect 5 can be);
* :func:`open_fours` / :func:`threats` -- free dots one more token of a player would make a Connect 5;
* :func:`fours_through` -- runs through a dot holding four of a player's tokens and one free dot;
* :func:`run_potential` -- how promising a dot is for a player's Connect 5 (runs free of rivals);
* :func:`open_lines` -- how many runs hold one, two, three or four of a player's tokens and no rival's;
* :func:`line_dots` / :func:`fork_dots` / :func:`three_dots` -- free dots that would complete a
  Connect 5, make a four, make two fours at once (a fork), or make a three;
* :func:`after` -- a copy of the game one move ahead, sampled from what the seat knows;
* :func:`target` -- the dot an action puts a token on;
* :func:`longest_eat` -- the most tokens a player could jump over in one move now;
* :func:`eatable` -- the dots whose tokens a player could eat in their next move;
* :func:`rounds_after` -- how many rounds follow this one (where points made now still count).

A "four" counts a double as one of the player's dots unless ``doubles_count=False`` (the rule of a
Connect 5); the line-just-used rule, which lasts one move, is ignored.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import lru_cache
from itertools import pairwise
from typing import cast

from ..core.options import shown
from ..core.seat import Seat
from .board import Board
from .game import Connect5, rules_of
from .notation import parse
from .rules import jump_over
from .scoring import counted
from .scoring import open_fours as open_runs
from .state import LETTERS, Rules, double, height, owner, single
from .words import WORDS

Window = Connect5 | Seat
"""What a helper reads: a game (the referee's, or a determinized copy) or one player's seat."""


def threats(game: Window, player: int) -> list[str]:
    """Free dots where one more token of ``player`` would complete five in a row (their open fours)."""
    return sorted(open_fours(game, player))


def occupied(game: Window) -> dict[str, tuple[int, int]]:
    """What stands on each occupied dot: ``{dot id: (player, tokens)}``, tokens 2 for a double.

    >>> occupied(cw.new_game("connect5", setup="c1=R e1=BB"))  # doctest: +SKIP
    {'c1': (0, 1), 'e1': (1, 2)}
    """
    rules = _rules(game)
    ids = rules.board.ids
    return {ids[d]: (owner(code), height(code)) for d, code in enumerate(_codes(game, rules)) if code}


def runs_through(game: Window, dot: str) -> list[tuple[str, ...]]:
    """The runs of five consecutive dots through ``dot``: where a Connect 5 with it could be.

    A run may turn at a T connection (with ``turns=False``: all five on one line). A dot the board
    does not have (``"z9"``, ``""``, ``"c1-"``) is refused with a ``ValueError`` naming it, as it is
    by :func:`fours_through` and :func:`run_potential`.
    """
    rules = _rules(game)
    ids = rules.board.ids
    return [tuple(ids[d] for d in run) for run in _runs_through(rules, dot)]


def open_fours(game: Window, player: int) -> dict[str, tuple[str, ...]]:
    """Free dots that one more token of ``player`` would turn into a Connect 5 (their open fours).

    Maps each such dot to one run of five it completes (four of ``player``'s tokens and that dot).
    """
    rules = _rules(game)
    ids = rules.board.ids
    fours = open_runs(rules, _codes(game, rules), player)
    return {ids[dot]: tuple(ids[d] for d in run) for dot, run in fours.items()}


def fours_through(game: Window, player: int, dot: str) -> int:
    """How many runs through ``dot`` hold four of ``player``'s tokens and one free dot.

    With a token of ``player`` on ``dot``: the Connect 5 threats it takes part in. With ``dot`` free:
    the runs a token there would complete (non-zero exactly when ``dot`` is in :func:`open_fours`).
    """
    rules = _rules(game)
    codes, mine = _codes(game, rules), counted(rules, player)
    count = 0
    for run in _runs_through(rules, dot):
        held = free = 0
        for d in run:
            if codes[d] in mine:
                held += 1
            elif not codes[d]:
                free += 1
        count += held == 4 and free == 1
    return count


def run_potential(game: Window, player: int, dot: str) -> int:
    """How promising ``dot`` is for a Connect 5 of ``player``: over the runs through ``dot`` with no
    rival token, the sum of (``player``'s tokens in the run) squared."""
    rules = _rules(game)
    codes, mine = _codes(game, rules), counted(rules, player)
    total = 0
    for run in _runs_through(rules, dot):
        held = 0
        for d in run:
            if codes[d] in mine:
                held += 1
            elif codes[d] and owner(codes[d]) != player:
                break  # a rival's token: no Connect 5 along this run
        else:
            total += held * held
    return total


def open_lines(game: Window, player: int) -> tuple[int, int, int, int]:
    """How many runs of five dots hold exactly 1, 2, 3 and 4 of ``player``'s tokens and no rival
    token: the player's chances of a Connect 5 over the whole board (the search's evaluation)."""
    rules = _rules(game)
    counts = _lines(rules.board, rules.turns, rules.doubles_count, game.view()["position"], player)[0]
    one, two, three, four = counts
    return one, two, three, four


def line_dots(game: Window, player: int) -> tuple[frozenset[str], frozenset[str]]:
    """The free dots that would complete a Connect 5 of ``player`` (as :func:`open_fours`), and the
    free dots that would make a four of them: a player with two of the first can no longer be stopped
    by one token."""
    rules = _rules(game)
    _, fours, threes, _, _ = _lines(rules.board, rules.turns, rules.doubles_count, game.view()["position"], player)
    return fours, threes


def fork_dots(game: Window, player: int) -> frozenset[str]:
    """Free dots where one token of ``player`` would make two fours with different completion dots
    at once (a fork): one token of the opponent cannot stop both."""
    rules = _rules(game)
    return _lines(rules.board, rules.turns, rules.doubles_count, game.view()["position"], player)[3]


def three_dots(game: Window, player: int) -> frozenset[str]:
    """Free dots where one token of ``player`` would make a three: a run of five holding three of their
    tokens and no rival's, so that their next token there makes a four (and, where two such runs
    meet, a fork). The moves that threaten a fork a move later."""
    rules = _rules(game)
    return _lines(rules.board, rules.turns, rules.doubles_count, game.view()["position"], player)[4]


@lru_cache(maxsize=4096)
def _lines(
    board: Board, turns: bool, doubles_count: bool, position: str, player: int
) -> tuple[tuple[int, ...], frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """:func:`open_lines`, :func:`line_dots`, :func:`fork_dots` and :func:`three_dots` in one pass over
    the runs through the player's tokens (bit masks): a run without one counts for none of them, and
    the search reads thousands of positions a move (tests/connect5/test_teaching.py checks it against
    every run)."""
    codes = _parse_position(board, position)
    mine = theirs = 0
    held_runs: set[int] = set()  # only a run through one of the player's tokens counts for anything below
    counting = {single(player), double(player)} if doubles_count else {single(player)}
    for dot, code in enumerate(codes):
        if code in counting:
            mine |= 1 << dot
            held_runs.update(board.runs_by_dot[turns][dot])
        elif code:  # a rival's token, or a double of the player's that does not count: the run is shut
            theirs |= 1 << dot
    counts, free_of = [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]
    partners: dict[int, int] = {}  # a free dot of a three -> the other free dots of its threes
    masks = board.run_masks[turns]
    for mask in (masks[number] for number in held_runs):
        if not mask & theirs:
            held = (mask & mine).bit_count()
            counts[held] += 1
            free = mask & ~mine
            free_of[held] |= free
            if held == 3:  # a token on one free dot makes a four completed on the other
                for dot in _bits(free):
                    partners[dot] = partners.get(dot, 0) | (free & ~(1 << dot))
    forks = sum(1 << dot for dot, others in partners.items() if others.bit_count() >= 2)
    fours, threes, twos = (_dot_ids(board, free_of[held]) for held in (4, 3, 2))
    return tuple(counts[1:5]), fours, threes, _dot_ids(board, forks), twos


def _bits(mask: int) -> list[int]:
    dots = []
    while mask:  # one step per set bit: the masks are sparse (the free dots of a few runs)
        low = mask & -mask
        dots.append(low.bit_length() - 1)
        mask ^= low
    return dots


def _dot_ids(board: Board, mask: int) -> frozenset[str]:
    return frozenset(board.ids[dot] for dot in _bits(mask))


def after(seat: Seat, action: str, rng: random.Random | None = None) -> Connect5:
    """A game one move ahead: the seat's player plays ``action`` on a copy sampled from what they
    know (``seat.determinize(rng)``); the real game is unchanged.

    Connect5 hides nothing, so the copy is the position itself; ``rng`` (the bot's own) only draws
    the copy's seed, which no rule of Connect5 uses. ``IllegalAction`` for an action refused there.
    """
    twin = cast(Connect5, seat.determinize(rng if rng is not None else random.Random(0)))
    twin.apply(seat.player, action)
    return twin


def target(game: Window, action: str) -> str:
    """The dot ``action`` puts a token on: where it places, stacks, moves, unstacks or last lands."""
    return parse(action, _rules(game).board).target


def is_eat(game: Window, action: str) -> bool:
    """Whether ``action`` eats: it jumps over at least one token."""
    return parse(action, _rules(game).board).jumps > 0


def longest_eat(game: Window, player: int) -> int:
    """The most tokens ``player`` could jump over in one move now (0 if they cannot eat or are not to move)."""
    board = _rules(game).board
    return max((parse(action, board).jumps for action in game.legal_actions(player)), default=0)


def eatable(game: Window, player: int) -> frozenset[str]:
    """The dots whose tokens ``player`` could jump over in one move now (none if they are not to move):
    a token placed there is lost at once, with every threat it made."""
    rules = _rules(game)
    board, over = rules.board, set[int | None]()
    for action in game.legal_actions(player):
        move = parse(action, board)
        dots = [board.dot(dot) for dot in move.dots] if move.jumps else []
        over.update(jump_over(rules, start, landing) for start, landing in pairwise(dots))
    return _dot_ids(board, sum(1 << dot for dot in over if dot is not None))


def rounds_after(game: Window) -> int:
    """How many rounds follow the current one: 0 in a quick game and in a full game's last round, where
    a Connect 5 ends the game; before that it ends only the round, and the points made in it still count."""
    return _rules(game).rounds - int(game.view()["round"])  # the view counts rounds from 1


def _runs_through(rules: Rules, dot: str) -> Iterator[tuple[int, ...]]:
    board, turns = rules.board, rules.turns
    runs = board.runs[turns]
    return (runs[number][0] for number in board.runs_by_dot[turns][_index(board, dot)])


def _index(board: Board, dot: str) -> int:
    """The index of ``dot`` on ``board``; a ``ValueError`` in words for a dot it lacks (a notebook's
    typo should read as one, not as a bare ``KeyError``)."""
    if not isinstance(dot, str) or dot not in board.index:
        examples = ", ".join(board.ids[:3])
        raise ValueError(WORDS.text("refuse.unknown_dot", dot=shown(dot), board=board.name, examples=examples))
    return board.index[dot]


def _codes(game: Window, rules: Rules) -> tuple[int, ...]:
    """The code on each dot (0 free, ``2p + 1`` a single, ``2p + 2`` a double), read from ``view()``."""
    return _parse_position(rules.board, game.view()["position"])


def _rules(game: Window) -> Rules:
    """The settings of ``game`` read from its options (public to every player), never from its internals."""
    return rules_of(game.options, len(game.players))


@lru_cache(maxsize=512)
def _parse_position(board: Board, text: str) -> tuple[int, ...]:
    codes = [0] * len(board.dots)
    for item in text.split():
        dot, _, letters = item.partition("=")
        player = LETTERS.index(letters[0])
        codes[board.index[dot]] = double(player) if len(letters) == 2 else single(player)
    return tuple(codes)
