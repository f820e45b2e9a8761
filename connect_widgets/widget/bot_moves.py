"""The bots' side of a widget: a bot moves after a short visible delay while a view is live, a
search thinks in a worker thread (so Undo, New game and the toggles are answered meanwhile), and a
bot's failure is shown, never raised into the kernel's event loop."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from ..core.words import say
from ..table import Table
from .thinking import Thinking

FASTEST = 1 / 30
"""The shortest wait between two bot moves on the event loop, in seconds: at most 30 moves (and about
twice as many views) a second, which a page can draw and the kernel's 1,000 messages/s allow."""


class BotMoves:
    """What a :class:`~.shell.GameWidget` does for its bots (a mixin: the widget holds the state below)."""

    table: Table
    _bot_delay: float
    _timer: asyncio.TimerHandle | None
    _search: Thinking | None
    _live: bool
    run_bots: Callable[..., int]  # the widget's: bots play now, synchronously
    close: Callable[[], None]  # the widget's: its bots stop, the game plays on from Python
    _refresh: Callable[[], None]  # the widget's: the view published again

    def _schedule_bots(self) -> None:
        """Bots move after a short visible delay, but only while a view is live.

        Under nbval no view renders, so no timer fires at an unpredictable point of a later cell:
        notebooks call ``run_bots()`` (or use ``bot_delay=0``) for the seeded, synchronous path.
        """
        table = self.table
        if table.next_bot() is None:
            table.thinking = None  # nobody is on their way: the game is over, or a human is to act
            return
        if self._timer is not None or self._search is not None:
            return  # a bot is on its way already (a second view's ``ready`` must not start another search)
        if self._bot_delay == 0:  # answer at once, but never race a human who can act too
            self.run_bots(until_human=True)
            return
        loop = _event_loop()
        if not self._live or loop is None:
            return
        table.thinking = table.next_bot()
        self._refresh()
        # Each bot moves once per bot_delay: when several can act at once (a simultaneous phase,
        # a real-time race) their turns come that much more often, but never faster than a page
        # can show (four racing bots at bot_delay=0.001 sent 600 whole views a second).
        self._timer = loop.call_later(max(self._bot_delay / table.bots_able(), FASTEST), self._bot_tick)

    def _bot_tick(self) -> None:
        self._timer = None
        if _closed_by_host(getattr(self, "comm", None)):  # no view can come back, and none said "gone"
            self.close()
            return
        table = self.table
        seat = table.next_bot()
        if seat is None:
            table.thinking = None
            self._refresh()
            return
        try:
            steps = table.start_bot(seat)
        except Exception as error:  # a bot bug is shown, never raised into the event loop
            self._bot_failed(seat, error)
            return
        loop = _event_loop()
        if steps is not None and loop is not None:  # a search: in a thread, so the kernel stays responsive
            self._search = Thinking(
                steps,
                loop,
                progress=lambda: self._thinking_progress(seat),
                done=lambda action: self._thought(seat, action),
                failed=lambda error: self._bot_failed(seat, error),
            )

    def _thinking_progress(self, seat: int) -> None:
        if self.table.show_thinking:
            self.table.thinking_progress(seat)
            self._refresh()

    def _thought(self, seat: int, action: str) -> None:
        """The search's move (any change of the game has already cancelled a stale search)."""
        self._search = None
        try:
            self.table.finish_bot(seat, action)  # the game changes: redrawn, next bot scheduled
        except Exception as error:  # a bot bug is shown, never raised into the event loop
            self._bot_failed(seat, error)

    def _stop_search(self) -> None:
        search = getattr(self, "_search", None)  # close() may run on a widget whose __init__ failed
        if search is not None:
            self._search = None
            search.cancel()

    def _bot_failed(self, seat: int, error: Exception) -> None:
        self._search = None  # a failed search's thread has ended: nothing is left to cancel
        table = self.table
        table.thinking = None
        table.notify("error", say(table.text, "bot_failed", name=table.game.players[seat], error=error))
        self._refresh()

    def _cancel_timer(self) -> None:
        timer = getattr(self, "_timer", None)  # close() may run on a widget whose __init__ failed
        if timer is not None:
            timer.cancel()
        self._timer = None
        self._stop_search()
        if hasattr(self, "table"):
            self.table.thinking = None


def _closed_by_host(comm: object) -> bool:
    """Whether the host closed the widget's model (its comm): marimo does so when it runs the widget's
    cell again, and the old view's "gone" never arrives (its model went first), so its bots played on
    unseen for the rest of the game. ipykernel's and marimo's comms both say so in ``_closed``."""
    return comm is None or getattr(comm, "_closed", False) is True


def _event_loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's running event loop (a message handler runs inside it), or None outside one."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None
