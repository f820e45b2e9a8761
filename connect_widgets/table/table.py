"""The table: one screen's seats around one game, in pure Python (no ipywidgets).

It knows who sits where (humans and bots), whose sheet the screen shows, whose turn a bot takes next
(:mod:`.bot_turns`), what an Undo
button means for this screen, the notices answering each player's requests, whether a click from an older view still
means what it meant, and how the whole view the page draws is put together. The widget (:mod:`connect_widgets.widget`)
only carries traits, messages and timers around it, so everything here can be tested without a page.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..core.bots import Bot
from ..core.errors import IllegalAction, Refused
from ..core.game import CHANCE, SPECTATOR, Game
from ..core.interaction import Interaction, Render
from ..core.options import shown_ascii
from ..core.registry import BotSpec, game_module
from ..core.words import say
from . import panels, takeback, thoughts
from .arguments import check_flag, checked_seat, plain_target
from .bot_turns import BotTurns
from .lines import Lines
from .notices import Notice, Notices
from .seating import Referee, judged, next_seed, seat_names, seated_bots
from .takeback import Takeback
from .words import TABLE_WORDS


class Table(BotTurns):
    """Seats, bots and the view around one game; ``new_game`` starts the next one (the next seed, or at
    a puzzle's table the same)."""

    def __init__(
        self,
        name: str,
        players: int | Sequence[str] = 2,
        bots: Mapping[int, BotSpec | Bot] | None = None,
        seed: int | None = None,
        hints: bool = True,
        undo: str = "own",
        lang: str = "en",
        referee: Referee | None = None,
        inspector: bool = True,
        **options: Any,
    ) -> None:
        module = game_module(name)
        self.name = name
        self.lang = module.Interaction.words.check_language(lang)
        self.text = TABLE_WORDS.table(self.lang, "")
        players = seat_names(module.Interaction.words, players, self.lang)
        try:
            game = module.GAME(seed=seed, players=players, undo=undo, **options)
        except Refused as refusal:  # a position, a scripted start or a board, refused in the widget's language
            raise refusal.said_in(self.lang) from None
        # The next game reuses the options as the game keeps them (data, never a file to read again),
        # and starts from the same position if this one did (a teaching position, a puzzle).
        self._settings = {"players": players, "undo": undo, "position": game.start or None, **game.options}
        self._bot_specs = bots  # kinds get new bots each game; a bot object (a puzzle's defender) stays
        self.bots: dict[int, Bot] = seated_bots(name, bots, len(game.players), game.seed)
        self.referee = referee
        check_flag("hints", hints, self.lang)
        self.hints = hints
        check_flag("inspector", inspector, self.lang)
        self.inspector_allowed, self.inspector_open = inspector, False  # off: a dashboard hides every card
        self.show_thinking = False  # the Thinking toggle: the searching bot's candidates on the board
        self.thought: tuple[int, Any, bool] | None = None  # (seat, its analysis, moved yet) while shown
        self._reason: tuple[int, Any, bool] | None = None
        self.version = 0  # the game's change count, which every view carries
        self._shown_since = 0  # the version from which the game (or line) shown is the one shown now
        self._restarted = False  # New game was pressed (said until a move is made)
        self.notices = Notices()
        self._moves: dict[int, tuple[str, ...]] = {}  # each human seat's legal moves, as last seen
        self._moves_since: dict[int, int] = {}  # the version from which a seat's moves are what they are
        self._changed_by: dict[int, tuple[int, str]] = {}  # the last history entry when they changed
        self._taken_back: dict[int, int] = {}  # the version of the last takeback that changed them
        self.thinking: int | None = None  # the bot whose move is on its way
        self.on_change: Callable[[], None] = lambda: None
        self._quiet = False  # several changes in a row (bots playing at once, a takeback): redraw once
        self._notes: list[tuple[int, str]] = []  # lines of the log that are no move: (after how many moves, text)
        self._last_bot = -1
        self._unsubscribe: Callable[[], None] = lambda: None
        self._attach(game)
        self.lines = Lines(game)

    # ------------------------------------------------------------------ seats
    @property
    def game(self) -> Game[Any]:
        """The live engine."""
        return self._game

    @property
    def interaction(self) -> Interaction:
        """The game's clicks and drawing for this screen (selections, prompts, the board's view)."""
        return self._interaction

    @property
    def humans(self) -> tuple[int, ...]:
        """Seats played from this screen (not by a bot)."""
        return tuple(i for i in range(len(self._game.players)) if i not in self.bots)

    def seat(self) -> int | None:
        """The human seat this screen shows now: a human to act, else the last human who acted."""
        humans = self.humans
        acting = [a for a in self._game.actors() if a in humans]
        if acting:
            return acting[0]
        played = [a for a, _ in self._game.history if a in humans]
        return played[-1] if played else (humans[0] if humans else None)

    # ------------------------------------------------------------------ requests from the screen
    def click(self, seat: int | None, target: str) -> None:
        """A click by ``seat`` (default: the seat shown) on ``target``; a refusal is raised (ValueError: no seat)."""
        seat = checked_seat(seat, len(self._game.players), self.lang)
        seat = seat if seat is not None else self.seat()
        if seat is None or seat in self.bots:
            raise IllegalAction(self.text["bot_seat"])
        if not plain_target(target):  # targets are the ids Python drew: "pool:²" is none of them
            raise IllegalAction(self.text["bad_target"].format(target=shown_ascii(target)))
        action = self._interaction.judge_click(seat, target)
        self.notices.clear(seat)  # the player acted: their last refusal is answered
        if action is not None:
            self._game.apply(seat, action)
            self._interaction.forget(seat)  # the selection made the move

    def check_fresh(self, seat: int | None, version: int, moves: bool = True) -> None:
        """Refuse a request drawn from the view of ``version`` if another game or line is shown since
        (for every seat: it meant that game), or (``moves``) if ``seat``'s legal moves have changed
        since (a move, a roll, an undo). Other players' moves that leave them alone do not matter:
        the click still means what it meant, and a player's selection survives them too. A version
        ahead of :attr:`version` was never drawn: it is refused too."""
        if version > self.version:
            raise IllegalAction(self.text["stale_unknown"].format(latest=self.version))
        if version < self._shown_since:
            raise IllegalAction(self.text["stale_game"])
        seat = seat if seat is not None else self.seat()
        if not moves or seat is None or version >= self._moves_since.get(seat, 0):
            return
        if version < self._taken_back.get(seat, 0):  # what was played after it, was played on what it left
            raise IllegalAction(self.text["stale_undo"])
        actor, action = self._changed_by[seat]  # what changed them, not what was played last since
        who = self.text["chance"] if actor == CHANCE else self._game.players[actor]
        key = "stale_undo" if not action else "stale_own" if actor == seat else "stale"  # a double click: own
        raise IllegalAction(self.text[key].format(who=who, action=action))

    def cancel(self, seat: int | None = None) -> None:
        """Escape by ``seat`` (default: the seat shown): drop its selection and its notice."""
        seat = seat if seat is not None else self.seat()
        self._interaction.cancel(seat)
        self.notices.clear(seat)

    def dismiss(self) -> None:
        """The notice shown was closed (its ×): it goes, whichever seat it answered (hot seat)."""
        self.notices.dismiss_shown()

    def takeback(self) -> Takeback:
        """What this screen's Undo would take back now: the last human move, with the bots' replies
        when that is fair, or why not (see :mod:`.takeback`)."""
        return takeback.plan(self._game, self.humans, self.bots, self.text)

    def save_refusal(self) -> str | None:
        """Why this screen may not download the game's save now, or ``None``: a save holds every card
        and the seed that draws the next, so it is offered once the game is over, unless the game has
        no chance and no hidden card (Connect5), where it tells nothing the board does not show."""
        info = self._game.info
        if self._game.is_over or not (info.has_chance or info.hidden_information):
            return None
        later = self.text["save_game_later"]
        return say(self.text, "save_game_later_inspector", later=later) if self.inspector_allowed else later

    def save(self) -> str:
        """The game's save (``game.to_json()``), or an :class:`IllegalAction` saying why not now."""
        refusal = self.save_refusal()
        if refusal is not None:
            raise IllegalAction(refusal)
        return self._game.to_json()

    def undo(self, seat: int | None = None) -> None:
        """Take back this screen's last move, and the bots' replies to it (see :meth:`takeback`)."""
        plan = self.takeback()
        if plan.refusal:
            raise IllegalAction(plan.refusal)
        actor = plan.steps[-1]
        action = next(move for who, move in reversed(self._game.history) if who == actor)
        self._quiet = True  # one redraw for the whole takeback: a bot must not answer in between
        try:
            for step in plan.steps:
                self._game.undo(step)
        finally:
            self._quiet = False
        name = self._game.players[actor]  # a takeback is said and logged, with the bots' replies or alone
        if plan.replies:
            note = say(self.text, "takeback_note", name=name, action=action, count=plan.replies)
        else:
            note = say(self.text, "takeback_own", name=name, action=action)
        self._notes.append((len(self._game.history), note))
        self.notices.clear(seat if seat is not None else actor)
        self._judge()  # a puzzle's word on the position the takeback returned to
        self.on_change()

    def redo(self) -> None:
        """Play the undone move again."""
        self._game.redo()

    def new_game(self) -> None:
        """Start again with the same players, bots and options, and the next seed (a puzzle: its own)."""
        self._unsubscribe()
        self.thinking, self._last_bot = None, -1  # a new game starts as cw.play(seed=...) would
        game = game_module(self.name).GAME(seed=next_seed(self.referee, self._game.seed), **self._settings)
        self.bots = seated_bots(self.name, self._bot_specs, len(game.players), game.seed)
        self._attach(game)
        self.lines = Lines(game)
        self._restarted = True  # said to a screen reader: the board changed all at once

    def seat_at(self, game: Game[Any]) -> None:
        """Go on with ``game`` (of this table's game, players and options): a replay, a loaded save.
        A game of another kind, or for another number of seats, is refused and this one kept."""
        if not isinstance(game, Game) or game.info.name != self.name or len(game.players) != len(self._game.players):
            given = f"{game.info.name} for {len(game.players)}" if isinstance(game, Game) else type(game).__name__
            raise ValueError(f"this table seats {self.name} for {len(self._game.players)}, not {given}")
        self._show(game)
        self.lines = Lines(game)

    def play_from(self, step: int) -> None:
        """Play on from after move ``step`` of the line shown, in a new line (that one is kept), when
        that is fair (:func:`.takeback.branch_refusal`)."""
        refusal = takeback.branch_refusal(self._game, step, self.bots, self.text)
        if refusal:
            raise IllegalAction(refusal)
        self._show(self.lines.branch(step, self.lang))

    def show_line(self, index: int) -> None:
        """Show line ``index`` of :attr:`lines`, where it was left."""
        self._show(self.lines.show(index, self.lang))

    def detach(self) -> None:
        """Stop following the game (its widget is closed): later moves change nothing here."""
        self._unsubscribe()  # idempotent

    def _show(self, game: Game[Any]) -> None:
        self._unsubscribe()
        self.thinking, self._last_bot = None, -1
        self._attach(game)

    def refuse(self, refusal: IllegalAction, reply_to: str = "", seat: int | None = None) -> None:
        """Show ``seat`` why its request was refused, in this table's language, with the rule it rests
        on and its heading."""
        quote = self._interaction.quoted(refusal.quote) if refusal.quote is not None else {}
        rule, section = quote.get("text", refusal.rule), quote.get("section", "")
        quote = {**quote, **panels.quoted_in(self._game, {**quote, "text": rule}, self.lang, self.text)}
        self.notices.post(seat, Notice("refused", refusal.text(self.lang), rule, section, reply_to, quote))

    def notify(
        self, kind: str, text: str, rule: str = "", reply_to: str = "", section: str = "", seat: int | None = None
    ) -> None:
        """Show a notice (``"refused"`` or ``"error"``) to ``seat`` until it acts again or dismisses it
        (``seat=None``: to every screen, until the next change of the game)."""
        self.notices.post(seat, Notice(kind, text, rule, section, reply_to))

    def notice(self) -> dict[str, Any] | None:
        """The notice this screen shows now: the latest still standing (see :meth:`.Notices.shown`)."""
        shown = self.notices.shown()
        return shown.to_json() if shown is not None else None

    # ------------------------------------------------------------------ what the page draws
    def view(self, seq: int) -> dict[str, Any]:
        """Everything the page draws now (``seq`` numbers the redraws of this widget)."""
        game, seat = self._game, self.seat()
        drawn: Render = self._interaction.render(seat, self.hints)
        rule = drawn.rule if isinstance(drawn.rule, dict) else {"section": drawn.rule[0], "text": drawn.rule[1]}
        undo = self.takeback()
        kinds = {s: b.kind for s, b in self.bots.items()}
        return {
            "seq": seq,
            "version": self.version,
            "game": self.name,
            "title": game.info.title,
            "seat": seat,
            "players": panels.players_view(game, kinds, self.thinking, self.text),
            "humans": list(self.humans),  # the seats whose clicks this screen takes (a bot's sheet is only shown)
            "status": panels.status_line(game, self.bots, self.text),
            "prompt": drawn.prompt,
            "over": game.is_over,
            "result": panels.result_view(game, self._interaction.ending(), self.text),
            "board": drawn.board,
            "buttons": drawn.buttons,
            "rule": {**rule, **panels.quoted_in(game, rule, self.lang, self.text)},
            "log": (log := self._log(viewer := SPECTATOR if drawn.spectator else seat)),
            "said": self._said(log, viewer),
            "scores": panels.scores_view(game, self.text),
            "undo": {"enabled": not undo.refusal, "reason": undo.refusal},
            "redo": game.can_redo(),
            "save": {"enabled": (refusal := self.save_refusal()) is None, "reason": refusal},
            "hints": self.hints,
            "inspector_open": self.inspector_open,
            "inspector_allowed": self.inspector_allowed,
            "thinking_shown": self.show_thinking,
            "thought": self._thought_view(),
            "lines": self.lines.view(self.lang),
            "shown": self._shown_since,  # changes when another game or line is shown: a question about the last is void
        }

    def _said(self, log: list[dict[str, Any]], viewer: int | None) -> list[dict[str, str]]:
        """The lines for a screen reader (:func:`.panels.said`), a New game said first until a move is made."""
        shown, game, seat = self._shown_since, self._game, self.seat()
        # since the move of the player this screen shows (hot seat: the whole turn of the one before)
        listener = (seat,) if seat is not None else ()
        lines = panels.said(log, game, listener, viewer, self.text, shown)
        started = self._restarted and not any(actor in self.humans for actor, _ in game.history)
        opening = [{"key": f"{shown}:new_game", "text": self.text["said_new_game"]}] if started else []
        return opening + lines

    @property
    def notes(self) -> tuple[tuple[int, str], ...]:
        """The log's lines that are no move (a takeback's "Ann took back e3"): after how many moves, and the words."""
        return tuple(note for note in self._notes if note[0] <= len(self._game.history))

    @notes.setter
    def notes(self, notes: Sequence[tuple[int, str]]) -> None:  # a replay shows them again at every step
        self._notes = list(notes)

    def _log(self, seat: int | None) -> list[dict[str, Any]]:
        """The move log, with the table's notes (a takeback) after the move they follow."""
        moves = len(self._game.history)
        self._notes = [(after, text) for after, text in self._notes if after <= moves]  # undone since: gone
        return panels.with_notes(panels.log_view(self._game, seat, self.text), self._notes)

    def _thought_view(self) -> dict[str, Any] | None:
        if not self.show_thinking or self.thought is None:
            return None
        seat, analysis, done = self.thought
        return thoughts.thought_view(self._game, self._interaction, seat, analysis, done, self.text, self.seat())

    def show_inspector(self, on: bool) -> None:
        """Open or close the inspector; refused in a widget made without it (``inspector=False``)."""
        if on and not self.inspector_allowed:
            raise IllegalAction(self.text["inspector_off"])
        self.inspector_open = on

    def inspector(self) -> dict[str, Any]:
        """The engine's whole view and history, while the inspector is open (else ``{}``)."""
        return panels.inspector_view(self._game, self.lang) if self.inspector_open else {}

    def fixed_layout(self) -> dict[str, Any]:
        """What the page receives once per game: the geometry and the renderer's words."""
        return self._interaction.fixed_layout()

    def __repr__(self) -> str:
        return panels.table_line(self._game, {seat: bot.kind for seat, bot in self.bots.items()}, self.text)

    # ------------------------------------------------------------------ the engine's side
    def _attach(self, game: Game[Any]) -> None:
        self._game = game
        self._interaction: Interaction = game_module(self.name).Interaction(game, lang=self.lang)
        self._unsubscribe = game.subscribe(self._on_game_change)
        self.version += 1
        self._shown_since = self.version
        self.notices.clear_all()
        self._judge()
        self._notes = []
        self.thought, self._reason = None, None  # the last game's thinking is not this one's
        self._moves.clear()
        self._note_moves()

    def _on_game_change(self, event: str) -> None:
        """After any change to the engine, whoever made it (a click, Python, a bot)."""
        self.version += 1
        players = [actor for actor, _ in self._game.history[-2:] if actor != CHANCE]  # a move, and a roll after it
        self.notices.game_changed(players[-1] if event in ("apply", "redo") and players else None)
        self._judge()
        self.thought, self._reason = self._reason, None  # a bot's move comes with its reason
        self._note_moves(event)
        if not self._quiet:  # run_bots redraws once at the end, not once per bot move
            self.on_change()

    def _judge(self) -> None:
        """A puzzle's task, then its verdict after every change, for the solving seat."""
        shown = self.notices.of(self.referee.player) if self.referee is not None else None
        word = judged(self.referee, self._game, self.lang, shown)
        if word is not None:
            self.notices.post(*word)

    def _note_moves(self, event: str = "") -> None:
        """Each human seat's legal moves now, after ``event`` (the game's: "apply", "undo", ...):
        where they changed, the seat's selection is forgotten and a click drawn before is stale, its
        refusal saying what changed them; where they did not, both stand."""
        last = self._game.history[-1] if self._game.history else (CHANCE, "")
        for seat in self.humans:
            moves = tuple(self._game.legal_actions(seat))
            if self._moves.get(seat) != moves:
                self._moves[seat], self._moves_since[seat], self._changed_by[seat] = moves, self.version, last
                if event == "undo":
                    self._taken_back[seat] = self.version
                self._interaction.forget(seat)
