"""The bots' side of a table: whose turn it is among the bots, a move played at once or thought in
steps (a search, which the widget runs in a worker thread), and a run of bot moves from Python."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ..core.bots import Bot, next_in_turn
from ..core.game import CHANCE, Game
from .arguments import check_bot_run


class BotTurns:
    """What a :class:`~.table.Table` does for its bots (a mixin: the table holds the state below)."""

    bots: dict[int, Bot]
    lang: str
    thinking: int | None  # the bot whose move is on its way
    thought: tuple[int, Any, bool] | None  # (seat, its analysis, moved yet) while shown
    _game: Game[Any]
    _reason: tuple[int, Any, bool] | None
    _quiet: bool
    _last_bot: int

    def next_bot(self) -> int | None:
        """The bot to move next: bots able to act take turns, starting after the last one that moved."""
        able = [a for a in self._game.actors() if a in self.bots]
        if not able:
            return None
        return next_in_turn(able, self._last_bot)

    def bots_able(self) -> int:
        """How many bots can act now (each moves once per bot delay, so they come that much faster)."""
        return sum(1 for a in self._game.actors() if a in self.bots)

    def play_bot(self, seat: int) -> None:
        """``seat``'s bot chooses and plays its move."""
        self.finish_bot(seat, self.bots[seat].choose(self._game.seat(seat)))

    def start_bot(self, seat: int) -> Generator[Any, None, str] | None:
        """Start ``seat``'s move. A bot that thinks in steps (a search) returns its steps, for the
        caller to run (the widget, in a worker thread) and end with :meth:`finish_bot`; any other
        bot plays at once."""
        think = getattr(self.bots[seat], "think", None)
        if think is None:
            self.play_bot(seat)
            return None
        return think(self._game.seat(seat))  # type: ignore[no-any-return]

    def finish_bot(self, seat: int, action: str) -> None:
        """Play the move ``seat``'s bot chose; its analysis (if it has one) stays shown until the next move."""
        self._last_bot = seat
        self.thinking = None
        analysis = getattr(self.bots[seat], "analysis", lambda: None)()
        self._reason = (seat, analysis, True) if analysis is not None else None  # shown with the move
        try:
            self._game.apply(seat, action)
        finally:
            self._reason = None  # a refused move leaves no reason behind for the next change

    def thinking_progress(self, seat: int) -> None:
        """Keep what ``seat``'s searching bot thinks so far, for the thinking panel."""
        analysis = getattr(self.bots[seat], "analysis", lambda: None)()
        self.thought = (seat, analysis, False) if analysis is not None else None

    def run_bots(self, max_moves: int = 10_000, until_human: bool = False) -> int:
        """Let the bots play now, synchronously, taking turns; returns the moves played.

        Up to ``max_moves`` (in a turn-free game bots can always act: give a small ``max_moves`` to
        step them); with ``until_human`` they stop as soon as a human can act too. The page is
        redrawn once, at the end.
        """
        check_bot_run(max_moves, until_human, self.lang)
        played = 0
        self._quiet = True
        try:
            while played < max_moves and (seat := self.next_bot()) is not None:
                if until_human and any(a != CHANCE and a not in self.bots for a in self._game.actors()):  # a human
                    break
                self.play_bot(seat)
                played += 1
        finally:
            self._quiet = False
            self.thinking = None
        return played
