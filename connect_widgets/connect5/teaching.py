"""Teaching helpers: why an action is or is not legal, and where a Connect 5 threatens."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import IllegalAction
from . import rulebook
from .game import Connect5
from .moves import play_move
from .notation import describe_move
from .scoring import open_fours


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
    ids = game.board.ids
    return sorted(ids[d] for d in open_fours(game.rules, game.state.cells, player))
