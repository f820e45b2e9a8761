"""Teaching helpers: why an action is or is not legal, what stands where, where a Connect 5 threatens.

They read the game only through its public face: ``game.view()`` (the position), ``game.board``
(the dots and the runs of five consecutive dots) and ``game.options`` (``turns``,
``doubles_count``), so the bots and the notebook may use them like any player.

* :func:`explain` -- is an action legal now, and why (naming the rulebook sentence);
* :func:`position` -- ``{dot: (player, tokens)}`` for the occupied dots;
* :func:`runs_through` -- the runs of five consecutive dots through a dot (where a Connect 5 can be);
* :func:`open_fours` / :func:`threats` -- free dots one more token of a player would make a Connect 5;
* :func:`fours_through` -- runs through a dot holding four of a player's tokens and one free dot;
* :func:`run_potential` -- how promising a dot is for a player's Connect 5 (runs free of rivals).

A "four" counts a double as one of the player's dots unless ``doubles_count=False`` (the rule of a
Connect 5); the line-just-used rule, which lasts one move, is ignored.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..core.errors import IllegalAction
from . import rulebook
from .board import Board
from .game import Connect5
from .moves import play_move
from .notation import describe_move
from .state import LETTERS, double, height, owner, single


@dataclass(frozen=True)
class Verdict:
    """Whether an action is legal now, in words, with the rulebook sentence it rests on."""

    legal: bool
    reason: str
    rule: str

    def __bool__(self) -> bool:
        return self.legal


def explain(game: Connect5, action: str, player: int | None = None) -> Verdict:
    """Is ``action`` legal for ``player`` (default: the player to move)? The reason names the rule.

    >>> explain(game, "c3")            # doctest: +SKIP
    Verdict(legal=True, reason='Red places a token on c3', rule="Place a token on any dot ...")
    """
    actors = game.actors()
    player = actors[0] if player is None and actors else player
    if player is None or player not in actors:
        who = "nobody" if not actors else game.players[actors[0]]
        return Verdict(False, f"it is not that player's turn ({who} to move)", rulebook.FIRST_TURN)
    try:
        move, outcome = play_move(game.rules, game.state, player, action)
    except IllegalAction as refusal:
        return Verdict(False, refusal.message, refusal.rule)
    words = describe_move(game.board, move, game.players[player])
    eaten = sum(outcome.eaten) - sum(game.state.eaten)
    if eaten:
        words += f", eating {eaten} token{'s' if eaten > 1 else ''}"
    rule = {"place": rulebook.PLACE, "stack": rulebook.STACK, "step": rulebook.MOVE, "unstack": rulebook.UNSTACK}
    return Verdict(True, words, rule.get(move.kind, rulebook.MULTI_EAT if len(move.dots) > 2 else rulebook.EAT))


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
    board, turns = game.board, game.options["turns"]
    runs = board.runs[turns]
    return [tuple(board.ids[d] for d in runs[n][0]) for n in board.runs_by_dot[turns][board.index[dot]]]


def open_fours(game: Connect5, player: int) -> dict[str, tuple[str, ...]]:
    """Free dots that one more token of ``player`` would turn into a Connect 5 (their open fours).

    Maps each such dot to one run of five it completes (four of ``player``'s tokens and that dot).
    """
    board, codes, mine = game.board, _codes(game), _mine(game, player)
    found: dict[str, tuple[str, ...]] = {}
    for dots, _ in board.runs[game.options["turns"]]:
        gaps = [d for d in dots if codes[d] not in mine]
        if len(gaps) == 1 and not codes[gaps[0]]:
            found.setdefault(board.ids[gaps[0]], tuple(board.ids[d] for d in dots))
    return found


def fours_through(game: Connect5, player: int, dot: str) -> int:
    """How many runs through ``dot`` hold four of ``player``'s tokens and one free dot.

    With a token of ``player`` on ``dot``: the Connect 5 threats it takes part in. With ``dot`` free:
    the runs a token there would complete (non-zero exactly when ``dot`` is in :func:`open_fours`).
    """
    board, codes, mine = game.board, _codes(game), _mine(game, player)
    turns = game.options["turns"]
    runs, count = board.runs[turns], 0
    for number in board.runs_by_dot[turns][board.index[dot]]:
        held = free = 0
        for d in runs[number][0]:
            if codes[d] in mine:
                held += 1
            elif not codes[d]:
                free += 1
        count += held == 4 and free == 1
    return count


def run_potential(game: Connect5, player: int, dot: str) -> int:
    """How promising ``dot`` is for a Connect 5 of ``player``: over the runs through ``dot`` with no
    rival token, the sum of (``player``'s tokens in the run) squared."""
    board, codes, mine = game.board, _codes(game), _mine(game, player)
    turns = game.options["turns"]
    runs, total = board.runs[turns], 0
    for number in board.runs_by_dot[turns][board.index[dot]]:
        held = 0
        for d in runs[number][0]:
            if codes[d] in mine:
                held += 1
            elif codes[d] and owner(codes[d]) != player:
                break
        else:
            total += held * held
    return total


def _mine(game: Connect5, player: int) -> frozenset[int]:
    """The dot codes that count as ``player``'s for a Connect 5 (doubles only if ``doubles_count``)."""
    return frozenset((single(player), double(player)) if game.options["doubles_count"] else (single(player),))


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
