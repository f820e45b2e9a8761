"""A searching bot's thinking, in a worker thread, so the kernel answers the page while it thinks.

Measured (``python -m benchmarks.thinking``): with the search in 30 ms slices of the event loop, a
message waited about 90 ms to be handled (each hop of the kernel's message handling waits a
slice); with the search in a thread it waits about 5 ms (the interpreter's switch interval), and
the search takes the same time. So the search runs here, and only ever reports back through
``loop.call_soon_threadsafe``: the widget's traits and messages stay on the kernel's loop.

The thread runs the bot's ``think(seat)`` steps; the move is the same as ``bot.choose(seat)``.
Cancelling (the game changed under the search) stops it at its next step: within a few ms of
search, or one move of Connect5's reading of threats (about half a second at most here).
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import Callable, Generator
from typing import Any

PROGRESS_EVERY = 0.2
"""Seconds between two progress reports to the loop (each redraws the thinking panel)."""
CANCEL_WAIT = 0.2
"""Seconds the loop waits for a cancelled search's thread to finish its current step."""


class Thinking:
    """One bot's search in a worker thread; ``progress()`` and ``done(action)`` are called on ``loop``."""

    def __init__(
        self,
        steps: Generator[Any, None, str],
        loop: asyncio.AbstractEventLoop,
        progress: Callable[[], None],
        done: Callable[[str], None],
        failed: Callable[[Exception], None],
    ) -> None:
        self._steps, self._loop = steps, loop
        self._progress, self._done, self._failed = progress, done, failed
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="connect_widgets bot", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Stop the search: its move will never be reported. Waits (briefly) for its thread, so the
        bot is free for its next search."""
        self._stop.set()
        if self._thread is not threading.current_thread():
            self._thread.join(CANCEL_WAIT)

    def _run(self) -> None:
        reported = time.perf_counter()
        try:
            while not self._stop.is_set():
                next(self._steps)
                if time.perf_counter() - reported >= PROGRESS_EVERY:
                    reported = time.perf_counter()
                    self._report(self._progress)
        except StopIteration as finished:
            self._report(self._done, str(finished.value))
        except Exception as error:  # a bot bug is shown by the widget, never lost in a thread
            self._report(self._failed, error)
        finally:
            self._steps.close()

    def _report(self, callback: Callable[..., None], *arguments: Any) -> None:
        if self._stop.is_set():
            return
        with contextlib.suppress(RuntimeError):  # the loop has closed: nobody waits for this search
            self._loop.call_soon_threadsafe(self._deliver, callback, arguments)

    def _deliver(self, callback: Callable[..., None], arguments: tuple[Any, ...]) -> None:
        if not self._stop.is_set():  # cancelled after the report was sent: drop it
            callback(*arguments)
