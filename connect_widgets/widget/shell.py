"""The widget shell shared by every game: one anywidget that Python drives and the page draws.

Python owns the state. The page gets synced traits it only reads: ``view`` (everything to draw),
``fixed_layout`` (the game's printed geometry, once per game), ``text`` (the shell's words) and
``inspector`` (the engine's ``view()`` and history while the inspector is open), and sends back
intents as custom messages. Front-end trait writes are refused and overwritten (see
``set_state``), because ipywidgets would otherwise apply them to any trait, ``_esm`` included.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from pathlib import Path
from typing import Any, ClassVar

import anywidget
import traitlets

from ..core.errors import IllegalAction
from ..core.game import CHANCE, Game
from ..core.interaction import Interaction
from ..core.registry import game_module, make_bot
from . import viewstate
from .intents import MOVES, BadIntent, Intent, parse_intent
from .labels import LANGUAGES, SHELL_TEXT

STATIC = Path(__file__).resolve().parent.parent / "static"
DEFAULT_BOT_DELAY = 0.6
INSPECTOR_HISTORY = 500


class GameWidget(anywidget.AnyWidget):
    """A click-to-play game. ``widget.game`` is the live engine; ``widget.click`` clicks from Python."""

    view = traitlets.Dict(help="Everything the page draws; written by Python only.").tag(sync=True)
    inspector = traitlets.Dict(help="Engine view and history while the inspector is open, else {}.").tag(sync=True)
    text = traitlets.Dict(help="The shell's own words in the widget's language (set once).").tag(sync=True)
    # Not "layout": DOMWidget's layout trait is the Layout widget, and the page would try to draw it.
    fixed_layout = traitlets.Dict(help="The game's fixed geometry, from Interaction.layout(), once per game.").tag(
        sync=True
    )

    game_name: ClassVar[str] = ""
    _classes: ClassVar[dict[str, type[GameWidget]]] = {}

    @classmethod
    def for_game(cls, name: str) -> type[GameWidget]:
        """The widget class of game ``name``, with that game's bundle as its front end."""
        if name not in cls._classes:
            game_module(name)  # unknown names fail here, naming the games
            esm, css = STATIC / f"{name}.js", STATIC / f"{name}.css"
            if not esm.exists():
                raise FileNotFoundError(f"the front end of {name} is not built ({esm}): npm run build --prefix js")
            attributes = {"game_name": name, "_esm": esm, "_css": css if css.exists() else ""}
            cls._classes[name] = type(f"{name.title().replace('_', '')}Widget", (cls,), attributes)
        return cls._classes[name]

    def __init__(
        self,
        players: int | list[str] = 2,
        bots: dict[int, str] | None = None,
        seed: int | None = None,
        hints: bool = True,
        bot_delay: float = DEFAULT_BOT_DELAY,
        undo: str = "own",
        **options: Any,
    ) -> None:
        module = game_module(self.game_name)
        interaction_options = getattr(module.Interaction, "OPTIONS", {})
        self._ui_options = {k: options.pop(k) for k in list(options) if k in interaction_options}
        self._settings = {"players": players, "undo": undo, **options}
        game = module.GAME(seed=seed, **self._settings)
        self.bots = _check_bots(self.game_name, bots, len(game.players), game.seed)
        if not isinstance(hints, bool):
            raise ValueError(f"hints must be True or False, not {hints!r}")
        if isinstance(bot_delay, bool) or not isinstance(bot_delay, (int, float)) or not 0 <= bot_delay <= 10:
            raise ValueError(f"bot_delay is seconds from 0 to 10, not {bot_delay!r}")
        language = self._ui_options.get("lang", "en")
        super().__init__(text=dict(SHELL_TEXT[language if language in LANGUAGES else "en"]))
        self.hints, self.bot_delay = hints, float(bot_delay)
        self._seq = self._version = 0
        self._notice: dict[str, Any] | None = None
        self._inspector_open = self._live = self._running_bots = False
        self._timer: asyncio.TimerHandle | None = None
        self._thinking: int | None = None
        self._last_bot = -1
        self._attach(game)
        self.on_msg(self._on_message)

    # ------------------------------------------------------------------ Python-side controls
    @property
    def game(self) -> Game:
        """The live engine. Moves applied to it show in the widget at once."""
        return self._game

    @property
    def humans(self) -> tuple[int, ...]:
        """Seats played from this screen (not by a bot)."""
        return tuple(i for i in range(len(self._game.players)) if i not in self.bots)

    def click(self, target: str, seat: int | None = None) -> None:
        """Click ``target`` as the page would; a refusal raises :class:`IllegalAction` here."""
        self._click(seat if seat is not None else self._seat(), target)

    def run_bots(self, max_moves: int = 10_000, until_human: bool = False) -> int:
        """Let the bots play now, synchronously; returns the moves played.

        Bots take turns while any of them can act, up to ``max_moves`` (in a turn-free game they
        can always act: give a small ``max_moves`` to step them). With ``until_human`` they stop
        as soon as a human can act too. The seeded path for notebooks and tests: no timers, the
        same result on every run.
        """
        played = 0
        self._running_bots = True
        try:
            while played < max_moves and (seat := self._next_bot()) is not None:
                if until_human and any(a in self.humans for a in self._game.actors()):
                    break
                self._play_bot(seat)
                played += 1
        finally:
            self._running_bots = False
            self._thinking = None
        self._refresh()
        if self.bot_delay > 0:
            self._schedule_bots()  # a live view carries on in real time from here
        return played

    def new_game(self) -> None:
        """Start again with the same players, bots and options, and the next seed."""
        self._detach()
        game = game_module(self.game_name).GAME(seed=self._game.seed + 1, **self._settings)
        kinds = {seat: bot.kind for seat, bot in self.bots.items()}
        self.bots = _check_bots(self.game_name, kinds, len(game.players), game.seed)
        self._attach(game)

    def __repr__(self) -> str:
        seats = [
            f"{name} ({self.bots[i].kind} bot)" if i in self.bots else name for i, name in enumerate(self._game.players)
        ]
        return f"<{self._game.info.title} widget · {' vs '.join(seats)} · {self._game.describe()}>"

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
        ident = ident if isinstance(ident, str) and len(ident) <= 64 else ""  # echoed back: keep it small
        try:
            intent = parse_intent(content, len(self._game.players))
            if intent.kind in MOVES and intent.seq != self._version:
                raise BadIntent(self.text["stale"])
            self._dispatch(intent)
        except IllegalAction as refusal:
            self._notify("refused", refusal.message, refusal.rule, ident)
        except BadIntent as error:
            self._notify("error", self.text["bad_message"].format(error=error), "", ident)
        except Exception as error:  # a bug must not take the kernel's message loop down
            self._notify("error", self.text["internal"].format(error=f"{type(error).__name__}: {error}"), "", ident)

    def _dispatch(self, intent: Intent) -> None:
        if intent.kind == "ready":
            self._live = True
            self._refresh()
            self.send_state(["view", "fixed_layout", "text", "inspector"])
            self._schedule_bots()
        elif intent.kind == "click":
            self._click(intent.seat if intent.seat is not None else self._seat(), intent.target)
        elif intent.kind == "cancel":
            self._interaction.reset()
            self._notice = None
            self._refresh()
        elif intent.kind == "undo":
            self._undo()
        elif intent.kind == "redo":
            self._game.redo()
        elif intent.kind == "new_game":
            self.new_game()
        elif intent.kind == "hints":
            self.hints = intent.on
            self._refresh()
        elif intent.kind == "inspector":
            self._inspector_open = intent.on
            self._refresh()

    def _click(self, seat: int | None, target: str) -> None:
        if seat is None or seat in self.bots:
            raise IllegalAction(self.text["bot_seat"])
        action = self._interaction.click(seat, target)
        if action is None:
            self._notice = None
            self._refresh()
        else:
            self._game.apply(seat, action)

    def _undo_request(self) -> tuple[bool, int | None]:
        """Whether this screen has anything to undo, and for whom: the last human who acted when
        bots play too (their answers go only in practice mode), anyone's last move otherwise."""
        humans = set(self.humans)
        last = next((actor for actor, _ in reversed(self._game.history) if actor in humans), None)
        return last is not None, last if self.bots else None

    def _undo(self) -> None:
        possible, actor = self._undo_request()
        if not possible:
            raise IllegalAction(self.text["nothing_to_undo"])
        self._game.undo(actor)

    def _notify(self, kind: str, text: str, rule: str, reply_to: str) -> None:
        self._notice = {"kind": kind, "text": text, "rule": rule, "reply_to": reply_to}
        with contextlib.suppress(Exception):
            self._refresh()

    # ------------------------------------------------------------------ the engine's side
    def _attach(self, game: Game) -> None:
        self._game = game
        self._interaction: Interaction = game_module(self.game_name).Interaction(game, **self._ui_options)
        self.fixed_layout = self._interaction.layout()
        self._unsubscribe = game.subscribe(self._on_game_change)
        self._notice = None
        self._on_game_change("new")

    def _detach(self) -> None:
        self._unsubscribe()
        self._cancel_timer()
        self._thinking, self._last_bot = None, -1  # a new game starts as cw.play(seed=...) would

    def _cancel_timer(self) -> None:
        timer = getattr(self, "_timer", None)  # close() may run on a widget whose __init__ failed
        if timer is not None:
            timer.cancel()
        self._timer = None

    def close(self) -> None:
        """Close the widget; its bots stop playing."""
        self._cancel_timer()
        self._live = False
        super().close()

    def _on_game_change(self, _event: str) -> None:
        """Redraw after any change to the engine, whoever made it (a click, Python, a bot)."""
        self._version += 1
        self._notice = None
        try:
            self._interaction.reset()
            if self._running_bots:
                return  # run_bots draws once at the end, not once per bot move
            self._refresh()
            self._schedule_bots()
        except Exception as error:  # the move stands; a drawing bug must not look like a refusal
            self._notify("error", self.text["internal"].format(error=f"{type(error).__name__}: {error}"), "", "")

    def _seat(self) -> int | None:
        """The human seat this screen shows now: a human to act, else the last human who acted."""
        humans = self.humans
        acting = [a for a in self._game.actors() if a in humans]
        if acting:
            return acting[0]
        played = [a for a, _ in self._game.history if a in humans]
        return played[-1] if played else (humans[0] if humans else None)

    def _refresh(self) -> None:
        self._seq += 1
        game, seat = self._game, self._seat()
        section, text = self._interaction.rule(seat)
        possible, actor = self._undo_request()
        can_undo = game.can_undo(actor) if possible else self.text["nothing_to_undo"]
        view = {
            "seq": self._seq,
            "version": self._version,
            "game": self.game_name,
            "title": game.info.title,
            "seat": seat,
            "players": viewstate.players_view(
                game, {s: b.kind for s, b in self.bots.items()}, self._thinking, self.text
            ),
            "status": viewstate.status_line(game, self.bots, self.text),
            "prompt": self._interaction.prompt(seat),
            "over": game.is_over,
            "board": self._interaction.board(seat, self.hints),
            "buttons": self._interaction.buttons(seat),
            "rule": {"section": section, "text": text},
            "log": viewstate.log_view(game, seat, self.text),
            "scores": viewstate.scores_view(game),
            "notice": self._notice,
            "undo": {"enabled": can_undo is None, "reason": can_undo or ""},
            "redo": game.can_redo(),
            "hints": self.hints,
            "inspector_open": self._inspector_open,
        }
        with self.hold_sync():  # one message to the page, not one per trait
            self.view = view
            self.inspector = self._inspector_state() if self._inspector_open else {}

    def _inspector_state(self) -> dict[str, Any]:
        history = self._game.history[-INSPECTOR_HISTORY:]
        return {
            "describe": self._game.describe(),
            "actors": ["CHANCE" if a == CHANCE else a for a in self._game.actors()],
            "view": self._game.view(None),
            "history": [list(entry) for entry in history],
            "history_length": len(self._game.history),
        }

    # ------------------------------------------------------------------ bots
    def _next_bot(self) -> int | None:
        """The bot to move next: bots able to act take turns, starting after the last one that moved."""
        able = [a for a in self._game.actors() if a in self.bots]
        if not able:
            return None
        return min(able, key=lambda seat: (seat <= self._last_bot, seat))

    def _play_bot(self, seat: int) -> None:
        self._last_bot = seat
        self._game.apply(seat, self.bots[seat].choose(self._game, seat))

    def _schedule_bots(self) -> None:
        """Bots move after a short visible delay, but only while a view is live.

        Under nbval no view renders, so no timer fires at an unpredictable point of a later cell:
        notebooks call ``run_bots()`` (or use ``bot_delay=0``) for the seeded, synchronous path.
        """
        seat = self._next_bot()
        if seat is None or self._timer is not None:
            return
        if self.bot_delay == 0:  # answer at once, but never race a human who can act too
            self.run_bots(until_human=True)
            return
        if not self._live:
            return
        loop = _event_loop()
        if loop is None:
            return
        self._thinking = seat
        self._refresh()
        # Each bot moves once per bot_delay: when several can act at once (a simultaneous phase,
        # a real-time race) their turns come that much more often.
        able = sum(1 for a in self._game.actors() if a in self.bots)
        self._timer = loop.call_later(self.bot_delay / able, self._bot_tick)

    def _bot_tick(self) -> None:
        self._timer = None
        self._thinking = None
        seat = self._next_bot()
        if seat is None:
            self._refresh()
            return
        try:
            self._play_bot(seat)
        except Exception as error:  # a bot bug is shown, never raised into the event loop
            self._notify("error", self.text["bot_failed"].format(name=self._game.players[seat], error=error), "", "")


def _event_loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's running event loop (a message handler runs inside it), or None outside one."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def _check_bots(name: str, bots: Any, players: int, seed: int) -> dict[int, Any]:
    """``{seat: kind}`` checked and turned into seeded bots (each seat's seed derives from the game's)."""
    if bots is None:
        return {}
    if not isinstance(bots, dict):
        raise ValueError(f"bots maps seats to bot kinds, like {{1: 'heuristic'}}, not {bots!r}")
    made = {}
    for seat, kind in bots.items():
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise ValueError(f"bot seat {seat!r} is not a player index from 0 to {players - 1}")
        made[seat] = make_bot(name, kind, seed=random.Random(f"{seed}:bot:{seat}").randrange(2**63))
    return made
