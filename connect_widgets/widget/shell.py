"""The widget shared by every game: one anywidget around a :class:`~connect_widgets.table.Table`.

This file is the only place that speaks to the page. The page gets synced traits it only reads:
``view`` (everything to draw), ``notice`` (the answer to this screen's last refused request, apart,
so that a refusal sends a few bytes, not the whole view), ``fixed_layout`` (the game's printed
geometry and the renderer's words, once per game), ``text`` (the table's words) and ``inspector``
(the engine's ``view()`` and history while the inspector is open), and sends back intents as
custom messages. Front-end trait
writes are refused and overwritten (see ``set_state``), because ipywidgets would otherwise apply
them to any trait, ``_esm`` included. Bots move on the kernel's event loop, only while a view is live.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, ClassVar

import anywidget
import traitlets

from ..core.bots import Bot
from ..core.errors import IllegalAction
from ..core.game import Game
from ..core.registry import BotSpec, game_module
from ..table import Table
from ..table.arguments import check_bot_run, check_flag, checked_delay
from .bot_moves import BotMoves
from .intents import FRESH, SAME_GAME, BadIntent, Intent, is_reply_id, parse_intent
from .thinking import Thinking

STATIC = Path(__file__).resolve().parent.parent / "static"
DEFAULT_BOT_DELAY = 0.6
DRAWN_VERSIONS = 64
"""Recent views whose seat is remembered, to tell whose seatless click arrived late."""


class GameWidget(BotMoves, anywidget.AnyWidget):
    """A click-to-play game. ``widget.game`` is the live engine; ``widget.click`` clicks from Python."""

    view = traitlets.Dict(help="Everything the page draws; written by Python only.").tag(sync=True)
    notice = traitlets.Dict(help="This screen's notice ({} when there is none).").tag(sync=True)
    inspector = traitlets.Dict(help="Engine view and history while the inspector is open, else {}.").tag(sync=True)
    text = traitlets.Dict(help="The table's own words in the widget's language (set once).").tag(sync=True)
    # Not "layout": DOMWidget's layout trait is the Layout widget, and the page would try to draw it.
    fixed_layout = traitlets.Dict(help="The game's fixed geometry and the renderer's words, once per game.").tag(
        sync=True
    )

    game_name: ClassVar[str] = ""
    _classes: ClassVar[dict[str, type[GameWidget]]] = {}

    @classmethod
    def for_game(cls, name: str) -> type[GameWidget]:
        """The widget class of game ``name``, with that game's bundle as its front end."""
        game_module(name)  # a name that is no game (or no text) fails here, naming the games
        if name not in cls._classes:
            esm, css, shared = STATIC / f"{name}.js", STATIC / f"{name}.css", STATIC / "shell.css"
            if not esm.exists():
                raise FileNotFoundError(f"the front end of {name} is not built ({esm}): npm run build --prefix js")
            # The text, not the path: anywidget watches a path's file and keeps every widget made
            # from it alive in that watch's callback, so a closed widget was never freed.
            attributes = {"game_name": name, "_esm": esm.read_text(encoding="utf-8")}
            # The shell's stylesheet, shipped once for every game, then the game's own (js/build.mjs)
            styles = [path for path in (shared, css) if path.exists()]
            attributes["_css"] = "".join(path.read_text(encoding="utf-8") for path in styles)
            cls._classes[name] = type(f"{name.title().replace('_', '')}Widget", (cls,), attributes)
        return cls._classes[name]

    def __init__(
        self,
        players: int | Sequence[str] = 2,
        bots: Mapping[int, BotSpec | Bot] | None = None,
        seed: int | None = None,
        hints: bool = True,
        bot_delay: float = DEFAULT_BOT_DELAY,
        undo: str = "own",
        lang: str = "en",
        thinking: bool = False,
        inspector: bool = True,
        **options: Any,
    ) -> None:
        table = Table(self.game_name, players, bots, seed, hints, undo, lang, inspector=inspector, **options)
        delay = checked_delay(bot_delay, table.lang)  # before the widget opens its channel to the page
        check_flag("thinking", thinking, table.lang)
        table.show_thinking = thinking
        super().__init__(text=table.text, fixed_layout=table.fixed_layout())
        self.table, self._bot_delay = table, delay
        self._seq = 0  # redraws of this widget
        self._live = False  # a view has rendered and asked for a snapshot, and is still there
        self._views: set[str] = set()  # the views that said "ready" and not yet "gone"
        self._timer: asyncio.TimerHandle | None = None
        self._search: Thinking | None = None  # a bot's search running in its thread
        self._drawn_seats: dict[int, int | None] = {}  # the seat each recent view version showed
        table.on_change = self._on_game_change
        self.on_msg(self._on_message)
        self._on_game_change()

    # ------------------------------------------------------------------ Python-side controls
    @property
    def game(self) -> Game[Any]:
        """The live engine. Moves applied to it show in the widget at once."""
        return self.table.game

    @property
    def bots(self) -> dict[int, Bot]:
        """The bots by seat."""
        return self.table.bots

    @property
    def humans(self) -> tuple[int, ...]:
        """Seats played from this screen (not by a bot)."""
        return self.table.humans

    @property
    def bot_delay(self) -> float:
        """Seconds from 0 to 10 between a live view's bot moves (0: they answer at once)."""
        return self._bot_delay

    @bot_delay.setter
    def bot_delay(self, value: float) -> None:
        self._bot_delay = checked_delay(value, self.table.lang)  # the constructor's check, the same words

    @property
    def thinking(self) -> bool:
        """Whether the searching bot's candidates show on the board as it thinks (the Thinking toggle)."""
        return self.table.show_thinking

    @thinking.setter
    def thinking(self, value: bool) -> None:
        check_flag("thinking", value, self.table.lang)
        self.table.show_thinking = value
        self._refresh()  # the toggle's state shows at once, not at the next move

    def click(self, target: str, seat: int | None = None) -> None:
        """Click ``target`` as the page would; a refusal raises :class:`IllegalAction` here, in the
        widget's language, and a ``seat`` that is no player index a ``ValueError`` naming the seats."""
        version = self.table.version
        try:
            self.table.click(seat, target)
        except IllegalAction as refusal:
            self._answer_refusal()  # raised here, not posted: the page is redrawn only if the view changed
            raise refusal.said_in(self.table.lang) from None
        if self.table.version == version:  # a selection changed: a move has already redrawn
            self._refresh()

    def run_bots(self, max_moves: int = 10_000, until_human: bool = False) -> int:
        """Let the bots play now, synchronously; returns the moves played.

        Bots take turns while any of them can act, up to ``max_moves`` (in a turn-free game they
        can always act: give a small ``max_moves`` to step them). With ``until_human`` they stop
        as soon as a human can act too. The seeded path for notebooks and tests: no timers, the
        same result on every run. A ``max_moves`` that is no whole number from 0, or an
        ``until_human`` that is not ``True`` or ``False``, is a ``ValueError``, and no bot moves.
        """
        check_bot_run(max_moves, until_human, self.table.lang)  # a refused run leaves a search alone
        self._cancel_timer()  # a bot on its way (its search in a thread) gives way: its position is going
        played = self.table.run_bots(max_moves, until_human)
        self._refresh()
        if self.bot_delay > 0:
            self._schedule_bots()  # a live view carries on in real time from here
        return played

    def new_game(self) -> None:
        """Start again with the same players, bots and options, and the next seed."""
        self._cancel_timer()
        self.table.new_game()
        self.fixed_layout = self.table.fixed_layout()
        self._on_game_change()

    def close(self) -> None:
        """Close the widget; its bots stop playing. The game plays on from Python, unseen."""
        self._cancel_timer()
        self._live = False
        if hasattr(self, "table"):  # close() may run on a widget whose __init__ failed
            self.table.detach()  # a move applied later neither redraws nor wakes a bot (bot_delay=0 too)
        super().close()

    def __repr__(self) -> str:
        return f"<{self.game.info.title} widget · {self.table!r}>"

    # ------------------------------------------------------------------ the guard
    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Refuse every trait write from the page and send the true values back.

        The page may only send intents. Without this, a page could overwrite ``view`` or ``_esm``.
        """
        keys = [key for key in sync_data if key in self.keys]
        if keys:
            self.send_state(keys)

    # ------------------------------------------------------------------ intents from the page
    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Handle one intent; nothing here may raise into the kernel or change state when invalid."""
        ident = content.get("id") if isinstance(content, dict) else None
        ident = ident if is_reply_id(ident) else ""  # echoed back: small, and sendable
        table, version = self.table, self.table.version
        seat = table.seat()  # whose request it is, until the message names its seat
        try:
            intent = parse_intent(content, len(self.game.players), table.lang)
            if intent.seat is None:  # the seat of the view it was drawn from, not whoever sits there now
                intent = replace(intent, seat=self._drawn_seats.get(intent.version))
            seat = intent.seat if intent.seat is not None else seat
            self._check_fresh(intent, seat)
            self._dispatch(intent)
        except IllegalAction as refusal:
            table.refuse(refusal, ident, seat)
        except BadIntent as error:
            table.notify("error", table.text["bad_message"].format(error=error), "", ident, seat=seat)
        except Exception as error:  # a bug must not take the kernel's message loop down
            internal = table.text["internal"].format(error=f"{type(error).__name__}: {error}")
            table.notify("error", internal, "", ident, seat=seat)
        else:
            if table.version == version:  # a selection or a toggle changed (a move has redrawn already)
                with contextlib.suppress(Exception):
                    self._refresh()
            return
        self._answer_refusal()

    def _answer_refusal(self) -> None:
        """Send the notice, and the view only if the refusal changed it: a game may drop a selection
        with the click it refuses (Connect5, a jump onto one's own token), and the page must not go on
        showing it selected."""
        try:
            if self.table.view(self._seq) != self.view:
                self._refresh()
                return
        except Exception:  # a drawing bug: the refusal still reaches the page
            pass
        self.notice = self.table.notice() or {}

    def _check_fresh(self, intent: Intent, seat: int | None) -> None:
        """Refuse an intent drawn from a view that no longer holds (see :data:`.intents.FRESH`). The
        other kinds only read the game (a replay), withdraw (Escape, a dismissed notice) or set a
        switch to the value they carry: they mean the same whatever view they were drawn from."""
        if intent.kind in FRESH or intent.kind in SAME_GAME:
            self.table.check_fresh(seat, intent.version, moves=intent.kind in FRESH)

    def _dispatch(self, intent: Intent) -> None:
        table = self.table
        if intent.kind == "ready":  # a view rendered (again): send it everything, bots may start
            self._views.add(intent.id.split(":")[0])
            self._live = True
            self._refresh()
            self.send_state(["view", "notice", "fixed_layout", "text", "inspector"])
            self._schedule_bots()
        elif intent.kind == "gone":  # a view went (its cell re-run or cleared): with none left, bots wait
            self._views.discard(intent.id.split(":")[0])
            if not self._views:
                self._live = False
                self._cancel_timer()
        elif intent.kind == "click":
            table.click(intent.seat, intent.target)
        elif intent.kind == "cancel":
            table.cancel(intent.seat)
        elif intent.kind == "dismiss":
            table.dismiss()  # the notice the page showed, whichever seat it answered
        elif intent.kind == "undo":
            table.undo()
        elif intent.kind == "redo":
            table.redo()
        elif intent.kind == "new_game":
            self.new_game()
        elif intent.kind == "hints":
            table.hints = intent.on
        elif intent.kind == "inspector":
            table.show_inspector(intent.on)
        elif intent.kind == "thinking":
            table.show_thinking = intent.on
        elif intent.kind == "save_replay":
            self._send_replay(intent.id)
        elif intent.kind == "save_game":
            self._send_save(intent.id)
        elif intent.kind in ("play_from", "line"):
            if intent.kind == "play_from":
                table.play_from(int(intent.target))
            else:
                table.show_line(int(intent.target))
            self._cancel_timer()  # (only now: a refused request leaves the bot on its way alone)
            self._on_game_change()  # another game is shown: draw it, and its bots may move

    def _send_replay(self, ident: str) -> None:
        """The game so far as one HTML file (:func:`~connect_widgets.export_html`), for the page to
        offer as a download: ``{kind: "replay", id, file, html}``."""
        from ..export import replay_page  # the page's HTML: only when a replay is asked for

        game = self.game
        name = f"{game.info.name}-move{len(game.history)}.html"  # never the seed: it tells every die to come
        self.send({"kind": "replay", "id": ident, "file": name, "html": replay_page(self)})

    def _send_save(self, ident: str) -> None:
        """The game's save, for the page to offer as a download, which :func:`~connect_widgets.resume`
        goes on with: ``{kind: "save", id, file, json}``; refused while it would tell a hidden card or a
        die to come (:meth:`Table.save`)."""
        json = self.table.save()
        self.send(
            {
                "kind": "save",
                "id": ident,
                "file": f"{self.game.info.name}-move{len(self.game.history)}.json",
                "json": json,
            }
        )

    # ------------------------------------------------------------------ drawing
    def _on_game_change(self) -> None:
        """Redraw after any change to the engine, whoever made it (a click, Python, a bot)."""
        if self._search is not None or self.table.next_bot() != self.table.thinking:
            self._cancel_timer()  # the bot on its way thought about another position, or cannot move now
        try:
            self._refresh()
            self._schedule_bots()
        except Exception as error:  # the move stands; a drawing bug must not look like a refusal
            self.table.notify("error", self.table.text["internal"].format(error=f"{type(error).__name__}: {error}"))
            with contextlib.suppress(Exception):
                self._refresh()

    def _refresh(self) -> None:
        self._seq += 1
        failed = self._publish()
        if failed is not None:  # shown, and published again (a failing observer fails once per change)
            name, error = failed
            text = self.table.text["observer"].format(trait=name, error=f"{type(error).__name__}: {error}")
            self.table.notify("error", text)
            self._publish()

    def _publish(self) -> tuple[str, Exception] | None:
        """Set the synced traits, in one message to the page. A user's observer of one of them that
        raises is caught: the trait is set before its observers run, the others are still set, and
        the bots still move. Returns the first observer failure (the trait, the error)."""
        failed = None
        values = {"view": self.table.view(self._seq), "notice": self.table.notice() or {}}
        self._drawn_seats[values["view"]["version"]] = values["view"]["seat"]  # a hot seat's double
        while len(self._drawn_seats) > DRAWN_VERSIONS:  # click stays the first player's (then stale)
            del self._drawn_seats[next(iter(self._drawn_seats))]
        values["inspector"] = self.table.inspector()
        with self.hold_sync():  # one message to the page, not one per trait
            for name, value in values.items():
                try:
                    setattr(self, name, value)
                except Exception as error:  # a user's observer: anything may go wrong in it
                    failed = failed or (name, error)
        return failed
