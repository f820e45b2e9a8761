"""Teaching helpers: what stands where, where a Connect 5 threatens, what a move does.

They read the game through its public face: ``game.view()`` (the position), ``game.board`` (the
dots and the runs of five consecutive dots) and ``game.rules`` (the options ``turns`` and
``doubles_count``), so the bots and the notebook may use them like any player. Whether an action
is legal, and why, is the protocol's ``game.explain(player, action)``.

* :func:`position` -- ``{dot: (player, tokens)}`` for the occupied dots;
* :func:`runs_through` -- the runs of five consecutive dots through a dot (where a Connect 5 can be);
* :func:`open_fours` / :func:`threats` -- free dots one more token of a player would make a Connect 5;
* :func:`fours_through` -- runs through a dot holding four of a player's tokens and one free dot;
* :func:`run_potential` -- how promising a dot is for a player's Connect 5 (runs free of rivals);
* :func:`after` -- a copy of the game one move ahead;
* :func:`target` -- the dot an action puts a token on;
* :func:`longest_eat` -- the most tokens a player could jump over in one move now.

A "four" counts a double as one of the player's dots unless ``doubles_count=False`` (the rule of a
Connect 5); the line-just-used rule, which lasts one move, is ignored.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from .board import Board
from .game import Connect5
from .notation import parse
from .scoring import counted
from .scoring import open_fours as open_runs
from .state import LETTERS, double, height, owner, single


def threats(game: Connect5, player: int) -> list[str]:
    """Free dots where one more token of ``player`` would complete five in a row (their open fours)."""
    return sorted(open_fours(game, player))


def position(game: Connect5) -> dict[str, tuple[int, int]]:
    """What stands on each occupied dot: ``{dot id: (player, tokens)}``, tokens 2 for a double.

    >>> position(cw.new_game("connect5", setup="c1=R e1=BB"))  # doctest: +SKIP
    {'c1': (0, 1), 'e1': (1, 2)}
    """
    ids = game.board.ids
    return {ids[d]: (owner(code), height(code)) for d, code in enumerate(_codes(game)) if code}


def runs_through(game: Connect5, dot: str) -> list[tuple[str, ...]]:
    """The runs of five consecutive dots through ``dot``: where a Connect 5 with it could be.

    A run may turn at a T connection (with ``turns=False``: all five on one line); ``KeyError`` for a
    dot the board does not have.
    """
    ids = game.board.ids
    return [tuple(ids[d] for d in run) for run in _runs_through(game, dot)]


def open_fours(game: Connect5, player: int) -> dict[str, tuple[str, ...]]:
    """Free dots that one more token of ``player`` would turn into a Connect 5 (their open fours).

    Maps each such dot to one run of five it completes (four of ``player``'s tokens and that dot).
    """
    ids = game.board.ids
    fours = open_runs(game.rules, _codes(game), player)
    return {ids[dot]: tuple(ids[d] for d in run) for dot, run in fours.items()}


def fours_through(game: Connect5, player: int, dot: str) -> int:
    """How many runs through ``dot`` hold four of ``player``'s tokens and one free dot.

    With a token of ``player`` on ``dot``: the Connect 5 threats it takes part in. With ``dot`` free:
    the runs a token there would complete (non-zero exactly when ``dot`` is in :func:`open_fours`).
    """
    codes, mine = _codes(game), counted(game.rules, player)
    count = 0
    for run in _runs_through(game, dot):
        held = free = 0
        for d in run:
            if codes[d] in mine:
                held += 1
            elif not codes[d]:
                free += 1
        count += held == 4 and free == 1
    return count


def run_potential(game: Connect5, player: int, dot: str) -> int:
    """How promising ``dot`` is for a Connect 5 of ``player``: over the runs through ``dot`` with no
    rival token, the sum of (``player``'s tokens in the run) squared."""
    codes, mine = _codes(game), counted(game.rules, player)
    total = 0
    for run in _runs_through(game, dot):
        held = 0
        for d in run:
            if codes[d] in mine:
                held += 1
            elif codes[d] and owner(codes[d]) != player:
                break  # a rival's token: no Connect 5 along this run
        else:
            total += held * held
    return total


def after(game: Connect5, actor: int, action: str) -> Connect5:
    """A copy of ``game`` after ``actor`` plays ``action``, to look one move ahead (``game`` is unchanged)."""
    twin = game.clone()
    twin.apply(actor, action)
    return twin


def target(game: Connect5, action: str) -> str:
    """The dot ``action`` puts a token on: where it places, stacks, moves, unstacks or last lands."""
    return parse(action, game.board).target


def longest_eat(game: Connect5, player: int) -> int:
    """The most tokens ``player`` could jump over in one move now (0 if they cannot eat or are not to move)."""
    board = game.board
    return max((parse(action, board).jumps for action in game.legal_actions(player)), default=0)


def _runs_through(game: Connect5, dot: str) -> Iterator[tuple[int, ...]]:
    board, turns = game.board, game.rules.turns
    runs = board.runs[turns]
    return (runs[number][0] for number in board.runs_by_dot[turns][board.index[dot]])


def _codes(game: Connect5) -> tuple[int, ...]:
    """The code on each dot (0 free, ``2p + 1`` a single, ``2p + 2`` a double), read from ``view()``."""
    return _parse_position(game.board, game.view()["position"])


@lru_cache(maxsize=512)
def _parse_position(board: Board, text: str) -> tuple[int, ...]:
    codes = [0] * len(board.dots)
    for item in text.split():
        dot, _, letters = item.partition("=")
        player = LETTERS.index(letters[0])
        codes[board.index[dot]] = double(player) if len(letters) == 2 else single(player)
    return tuple(codes)
