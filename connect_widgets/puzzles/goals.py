"""What a puzzle asks, game by game: when the goal is reached, how long the player has, and which
moves the search tries (a game's teaching helpers order or group them, so a check reads like a
player thinking rather than like brute force).

Every goal is measured from the puzzle's start: "makes a Connect 5" means one more than at the start.
Goals read the game through the protocol (scores, views, legal actions) and the wings' documented
teaching helpers only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..connect5 import teaching as connect5_teaching
from ..connnect.notation import Move as ConnnectMove
from ..connnect.notation import parse as connnect_parse
from ..core.game import Game
from ..num_connect import teaching as num_connect_teaching

Move = tuple[str, ...]
"""What the search tries as one move: one action, or several made in a row (a whole lay)."""
Reached = Callable[[Game[Any], Game[Any], int], bool]
"""``(start, now, player) -> bool``: a goal reached, or a goal's time still running."""
Moves = Callable[[Game[Any], int, int], list[Move]]
"""``(game, actor, player) -> moves``: what ``actor`` may try, the most telling for ``player`` first."""


def every_action(game: Game[Any], actor: int, player: int) -> list[Move]:
    """Every legal action of ``actor``, each a move, in the game's order."""
    return [(action,) for action in game.legal_actions(actor)]


def always(start: Game[Any], now: Game[Any], player: int) -> bool:
    """No horizon of its own: the count of moves bounds the goal."""
    return True


@dataclass(frozen=True)
class Goal:
    """A goal of ``game`` called ``key``. ``counted``: ``within`` counts the player's moves (else
    ``open`` bounds the goal: the turn, the round). ``moves`` are the player's tries, ``replies``
    the other players' answers, both the most telling first; ``finishing``, if any, are the only
    moves that can reach the goal at once (the search's last move tries those alone). ``alone``: the
    game has no turns, so a puzzle needs the player to be the only one who may act (see :meth:`rivals`)."""

    key: str
    game: str
    reached: Reached
    counted: bool = True
    open: Reached = always
    moves: Moves = every_action
    replies: Moves = every_action
    finishing: Moves | None = None
    alone: bool = False

    def rivals(self, game: Game[Any], player: int) -> list[int]:
        """The other players who may act beside ``player`` in ``game`` when the goal needs it
        ``alone`` (none otherwise). The search moves only the player while it may act, so in a game
        without turns a rival could act first, unseen: nothing can be forced against it."""
        return [actor for actor in game.actors() if actor != player] if self.alone else []


def one_more(category: str) -> Reached:
    """Reached when the player's ``category`` of the score breakdown has grown since the start."""

    def reached(start: Game[Any], now: Game[Any], player: int) -> bool:
        return now.score_breakdown(player)[category] > start.score_breakdown(player)[category]

    return reached


# ---------------------------------------------------------------- Connect5
def connect5_first(game: Game[Any], actor: int, player: int) -> list[Move]:
    """Every action of ``actor``, those landing where ``player`` would complete five or on its open
    lines first: a finishing move, or the block of one."""
    board: Any = game  # a Connect5 game: the helpers read its board
    dots = set(connect5_teaching.threats(board, player)) | set(connect5_teaching.fork_dots(board, player))
    actions = game.legal_actions(actor)
    landing = [a for a in actions if connect5_teaching.target(board, a) in dots]
    return [(a,) for a in (*landing, *(a for a in actions if a not in landing))]


# ---------------------------------------------------------------- Num Connect
def hand_empty(start: Game[Any], now: Game[Any], player: int) -> bool:
    """The player holds no card, and no tentative line waits to be confirmed: until the game is over,
    a cancel would take the last cards back into the hand."""
    view = now.view(player)
    return not view["hands"][player] and (now.is_over or view["pending"] is None)


def own_turn(start: Game[Any], now: Game[Any], player: int) -> bool:
    """The player is still to act (a draw brings chance in, and a discard ends the turn)."""
    return player in now.actors()


def whole_lays(game: Game[Any], actor: int, player: int) -> list[Move]:
    """Each whole lay the player can make now, most cards first (the teaching helper ``lays``)."""
    return [lay.actions for lay in num_connect_teaching.lays(game.seat(actor))]


# ---------------------------------------------------------------- Connnect
def same_round(start: Game[Any], now: Game[Any], player: int) -> bool:
    """The round of the start is still being played."""
    return bool(now.view(None)["round"] == start.view(None)["round"])


def staying_in(game: Game[Any], actor: int, player: int) -> list[Move]:
    """Every legal action but going out or ending one's part of the phase (neither claims anything)."""
    return [(action,) for action in game.legal_actions(actor) if action not in ("out", "done")]


def claims_of_five(game: Game[Any], actor: int, player: int) -> list[Move]:
    """The claims of five spaces: the only actions that claim a Connect-5."""
    return [(action,) for action in game.legal_actions(actor) if _is_claim_of_five(connnect_parse(action))]


def _is_claim_of_five(move: ConnnectMove) -> bool:
    return move.verb == "claim" and len(move.cells) == 5


# ---------------------------------------------------------------- Connect the Thoughts
def without_picking(game: Game[Any], actor: int, player: int) -> list[Move]:
    """Every legal action but picking a card: the row is made with the cards in sight."""
    return [(action,) for action in game.legal_actions(actor) if action != "pick"]


def bell(game: Game[Any], actor: int, player: int) -> list[Move]:
    """The bell, the only action that wins a row."""
    return [("bell",)] if "bell" in game.legal_actions(actor) else []


GOALS: dict[str, dict[str, Goal]] = {
    "connect5": {
        "connect5": Goal("connect5", "connect5", one_more("connect 5"), moves=connect5_first, replies=connect5_first)
    },
    "num_connect": {
        "go_out": Goal("go_out", "num_connect", hand_empty, counted=False, open=own_turn, moves=whole_lays)
    },
    "connnect": {
        "claim_connect5": Goal(
            "claim_connect5",
            "connnect",
            one_more("connect-5"),
            open=same_round,
            moves=staying_in,
            finishing=claims_of_five,
        )
    },
    "connect_the_thoughts": {
        "ring": Goal(
            "ring",
            "connect_the_thoughts",
            one_more("rows won at the bell"),
            moves=without_picking,
            finishing=bell,
            alone=True,
        )
    },
}
"""Each game's goals by key: what ``cw.puzzle(name, position, goal)`` may ask."""
