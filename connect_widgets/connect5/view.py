"""What each player sees (everything: Connect5 hides nothing) and the game in words.

:func:`view` is the engine's view of a position; :func:`description` the position in words (a
:class:`~connect_widgets.core.words.Phrase`, to be read in any language of :data:`~.words.WORDS`);
:func:`allowed` what a legal move does and the rule allowing it (the ``Verdict`` of ``game.explain``).
"""

from __future__ import annotations

from typing import Any, cast

from ..core.errors import Verdict
from ..core.state import remembered
from ..core.words import Phrase
from .board import Board
from .notation import EAT, PLACE, STACK, STEP, UNSTACK
from .rulebook import RULEBOOK
from .rules import five_not_scored
from .scoring import scores
from .state import LETTERS, Played, RoundResult, Rules, State, height, owner
from .words import WORDS

MOVE_RULES = {PLACE: "place", STACK: "stack", STEP: "move", UNSTACK: "unstack"}
"""The rulebook passage that allows each kind of move (an eat: "eat", or "multi_eat" for several)."""


def view(rules: Rules, players: tuple[str, ...], state: State) -> dict[str, Any]:
    """Round (from 1), move (in the round), to_move, position (``"c3=R e5=BB"``, the ``setup``
    notation), supply / eaten / connect5 per player, lines just used, last move, round results.
    The board, mode and scores are ``game.board``, ``game.options`` and ``game.scores()``."""
    return {
        "round": state.round + 1,
        "move": state.moves,
        "to_move": state.to_move if state.to_move >= 0 else None,
        "position": remembered(state, "position", lambda: position_text(rules.board, state.cells)),
        "supply": list(state.supply),
        "eaten": list(state.eaten),
        "connect5": list(state.connects),
        "just_used": rules.board.line_ids(state.blocked),
        "last_move": None if state.last is None else {"player": state.last.actor, "action": state.last.action},
        "results": [str(result_phrase(rules.board, players, result)) for result in state.results],
    }


def position_text(board: Board, cells: tuple[int, ...]) -> str:
    """The occupied dots as ``"c3=R e5=BB"`` (the ``setup`` notation, letters R B P Y G)."""
    return " ".join(f"{board.ids[i]}={LETTERS[owner(code)] * height(code)}" for i, code in enumerate(cells) if code)


def result_phrase(board: Board, players: tuple[str, ...], result: RoundResult) -> Phrase:
    """How a round ended, in words ("Red Connect 5 a1-b1-c1-d1-e1", "move limit", "nobody can move")."""
    if result.end == "connect5":
        run = "-".join(board.ids[dot] for dot in result.run)
        return WORDS.phrase("describe.connect5", name=players[result.player], run=run)
    return WORDS.phrase(f"describe.{result.end}")


def describe(rules: Rules, players: tuple[str, ...], state: State) -> Phrase:
    """The position in a few words: whose move in which round, or who won, and the scores."""
    points = scores(state)
    totals = "-".join(str(s) for s in points)
    if state.to_move < 0:
        best = max(points)
        winners = [name for name, s in zip(players, points, strict=True) if s == best]
        key = "describe.shared" if len(winners) > 1 else "describe.won"
        return WORDS.phrase(key, names=joined(winners, "describe.and"), scores=totals)
    turn = {"move": state.moves + 1, "name": players[state.to_move], "scores": totals}
    if rules.rounds > 1:
        return WORDS.phrase("describe.turn_in_round", round=state.round + 1, rounds=rules.rounds, **turn)
    return WORDS.phrase("describe.turn", **turn)


def allowed(rules: Rules, players: tuple[str, ...], before: State, after: State) -> Verdict:
    """What the legal move that led from ``before`` to ``after`` does, in words, and the rule allowing it."""
    event = cast(Played, after.last)  # a state reached by a move always records it
    ids = [rules.board.ids[dot] for dot in event.dots]
    name = players[event.actor]
    if event.kind in (PLACE, STACK):
        words = WORDS.phrase(f"allowed.{event.kind}", name=name, dot=ids[0])
    elif event.kind == EAT:
        words = WORDS.phrase("allowed.eat", name=name, start=ids[0], landings=joined(ids[1:], "allowed.then"))
    else:
        words = WORDS.phrase(f"allowed.{event.kind}", name=name, start=ids[0], to=ids[1])
    eaten = sum(after.eaten) - sum(before.eaten)
    if eaten:
        words = WORDS.phrase("allowed.eating_many" if eaten > 1 else "allowed.eating_one", move=words, count=eaten)
    rule = MOVE_RULES.get(event.kind) or _eat_rule(before, event) or ("multi_eat" if len(ids) > 2 else "eat")
    unscored = five_not_scored(rules, before, event)
    if unscored is not None:  # the move stands; the rule to quote is the one that took its Connect 5
        run, lines = unscored
        names = rules.board.line_ids(lines)
        board_ids = rules.board.ids
        words = WORDS.phrase(
            "allowed.unscored",
            move=words,
            run="-".join(board_ids[dot] for dot in run),
            lines=", ".join(names),
            count=len(names),
        )
        rule = "line_just_used"
    return Verdict.allowed(words, RULEBOOK.text(rule))


def _eat_rule(before: State, event: Played) -> str | None:
    """The Exceptions' passage an eat rests on, if it is one: landing on your own token to make a
    double (from a single, or the upper token of a double), or a double landing (split or whole).
    ``None`` for a plain eat onto a free dot."""
    start, last = before.cells[event.dots[0]], before.cells[event.dots[-1]]
    if last and owner(last) == event.actor:  # not "free": the Exceptions allow it, making a double
        return "upper_token" if height(start) == 2 else "capture_stack"
    return "double_landing" if height(start) == 2 else None


def joined(items: list[str], key: str) -> str | Phrase:
    """``items`` joined by the pair phrase ``key`` ("{first} and {second}"), in the phrase's language."""
    result: str | Phrase = items[-1]
    for item in reversed(items[:-1]):
        result = WORDS.phrase(key, first=item, second=result)
    return result
