"""A finished (or unfinished) game step by step, as a table draws it: the views a replay shows.

The game is played again from its save on a fresh copy, one history entry at a time, with a table
seated as the game's players were (the same bots, hints off), so each view is exactly what that
screen drew after that step: board, prompt, log, scores, rules passage and the end banner.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core.game import Game
from ..core.registry import new_game
from .table import Table

Note = tuple[int, str]
"""A line of the log that is no move (a takeback): after how many moves, and its words."""


class StandIn:
    """A bot's seat in a replay: its kind names it on its player's chip, and it never plays (the
    history is the game's own). So any bot replays, a puzzle's defender or one of the user's own,
    and none is built again (a kind given by name might not even be a registered bot)."""

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def choose(self, seat: Any) -> str:
        """Never asked: the replay plays the recorded moves."""
        raise RuntimeError("a replay's bots never play: the game's history says what they did")


def replay_views(
    game: Game[Any], bots: Mapping[int, str] | None = None, lang: str = "en", notes: Sequence[Note] = ()
) -> list[dict[str, Any]]:
    """The view before the first step of ``game``'s history and after each step (chance included).

    ``bots`` (seat -> bot kind) says which seats were bots, as the widget's table had them: the
    screen then follows the human seats; without bots every seat is human (hot seat) and the
    screen follows whoever acts, shown as that player's own screen (their hand, not the screen
    asking to pass it to them). The bots never play here: the history is the game's own.
    ``notes`` are the log's lines that are no move (``Table.notes``), shown after their move.
    """
    if game.sampled_for is not None:  # its start is blank and its history its own: a replay would show another game
        raise ValueError("a determinized copy starts from a sampled position: it cannot be replayed or exported")
    name = game.info.name
    seated = {seat: StandIn(kind) for seat, kind in (bots or {}).items()}
    table = Table(name, list(game.players), seated, game.seed, False, game.undo_policy, lang, **game.options)
    start = game.start or None  # a game started from a position replays from there
    again = new_game(
        name,
        list(game.players),
        seed=game.seed,
        auto_chance=False,
        undo=game.undo_policy,
        position=start,
        **game.options,
    )
    table.seat_at(again)
    views = [_screen(table, 0, notes)]
    for step, (actor, action) in enumerate(game.history, start=1):
        again.apply(actor, action)
        views.append(_screen(table, step, notes))
    return views


def _screen(table: Table, step: int, notes: Sequence[Note]) -> dict[str, Any]:
    """The view after ``step``, as the player at the screen sees it."""
    table.notes = notes  # the log drops the notes after the moves it shows: all, again, each step
    view = table.view(step)
    if any(button["target"] == "show" for button in view["buttons"]):
        # A hot-seat screen passed to the player to act (Num Connect's hidden hands): that player is
        # the one at the screen now, and shows their own hand, as they would click to in the widget.
        table.click(view["seat"], "show")
        view = table.view(step)
    return view
