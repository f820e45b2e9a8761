"""Clicks -> Connect5 actions: the widget's pure half (the selection, ``click()`` and one ``render()``).

Click targets: ``"dot:<id>"`` for every dot, and the buttons ``"stop"`` (end a multi-eat after the
eats so far), ``"split"`` (with a double selected: the next free dot clicked unstacks it instead of
moving the double) and ``"cancel"`` (drop the selection).

Clicking a free dot places a token. Clicking your token selects it; then a highlighted dot moves,
unstacks or eats to it, and the token itself again stacks a token from your supply on it. During an
eat each click adds a landing dot; the move is sent when no further eat is possible or on "stop".
Every candidate move is judged by the rules (``game.refusal``); the interaction refuses on its own
only clicks that are no move at all (another player's token, nothing selected to stop or split).
"""

from __future__ import annotations

from typing import Any

from ..core.errors import IllegalAction
from ..core.interaction import MAX_TARGET_LENGTH, Interaction, Render, button
from ..core.state import remembered
from ..core.words import Phrase
from . import drawing
from .board import BUILTIN_BOARDS, load_board
from .drawing import DOT
from .game import Connect5
from .notation import EAT, PLACE, STACK, STEP, UNSTACK, Move, parse
from .rulebook import RULEBOOK
from .rules import jump_over
from .scoring import connect5_run
from .state import RoundResult, height, owner
from .view import describe
from .words import WORDS


class Connect5Interaction(Interaction):
    """Selection (the token picked, the landing dots so far, split mode) and click handling for Connect5."""

    words = WORDS
    game: Connect5

    def reset(self) -> None:
        """Forget the selection."""
        self._from: str | None = None
        self._path: list[str] = []
        self._split = False

    # ------------------------------------------------------------------ clicks
    def click(self, seat: int, target: str) -> str | None:
        """The action a click means, ``None`` for a selection change, ``IllegalAction`` if refused."""
        game = self.game
        if not isinstance(target, str) or len(target) > MAX_TARGET_LENGTH:
            raise self._refuse("unknown", target=repr(target))
        if game.is_over:
            raise self._refuse("over", position=self._description())  # a phrase: in the refusal's language
        if seat not in game.actors():
            raise self._refuse("turn", mover=game.players[game.actors()[0]], name=game.players[seat])
        if target == "cancel":
            self.reset()
            return None
        if target == "stop":
            return self._stop(seat)
        if target == "split":
            self._toggle_split(seat)
            return None
        dot = target[len(DOT) :] if target.startswith(DOT) else None
        if dot is None or dot not in game.board.index:
            raise self._refuse("unknown", target=repr(target))
        if self._from is None:
            return self._first_click(seat, dot)
        return self._next_click(seat, self._from, dot)

    def _stop(self, seat: int) -> str:
        eat = Move(EAT, self._eat_dots())
        if not self._path or eat not in self._moves(seat):
            raise self._refuse("no_eat", rule="multi_eat")
        self.reset()
        return str(eat)

    def _toggle_split(self, seat: int) -> None:
        if not self._can_unstack(self._moves(seat)):
            raise self._refuse("select_double", rule="unstack")
        self._split = not self._split

    def _first_click(self, seat: int, dot: str) -> str | None:
        game = self.game
        code = game.state.cells[game.board.index[dot]]
        if not code:
            return self.checked(seat, str(Move(PLACE, (dot,))))
        if owner(code) != seat:
            raise self._refuse("not_yours", rule="move", dot=dot, owner=game.players[owner(code)])
        if not any(move.start == dot for move in self._moves(seat)):
            raise self._refuse("no_move", rule="adjacent", dot=dot)
        self._from, self._path, self._split = dot, [], False
        return None

    def _next_click(self, seat: int, start: str, dot: str) -> str | None:
        moves = self._moves(seat)
        eat = Move(EAT, (*self._eat_dots(), dot))
        if _landings_after(moves, eat.dots):  # more eats possible: wait for the next landing dot
            self._path.append(dot)
            return None
        if eat in moves:
            self.reset()
            return str(eat)
        if self._path:
            return self.checked(seat, str(eat))  # the rules say why this landing is refused
        if dot == start:
            stack = Move(STACK, (dot,))
            self.reset()
            return str(stack) if stack in moves else None
        for kind in (UNSTACK,) if self._split else (STEP, UNSTACK):  # a double next to a single dot unstacks
            move = Move(kind, (start, dot))
            if move in moves:
                self.reset()
                return str(move)
        if not self._split and self._lands_a_jump(seat, start, dot):
            self.reset()  # so that a second click on one's own token there selects it
            return self.checked(seat, str(eat))  # a jump's landing: the rules say why the eat is refused
        if owner(self.game.state.cells[self.game.board.index[dot]]) == seat:
            return self._first_click(seat, dot)  # selects that token, or refuses and keeps this one
        return self.checked(seat, str(Move(UNSTACK if self._split else STEP, (start, dot))))

    def _lands_a_jump(self, seat: int, start: str, dot: str) -> bool:
        """Whether a jump from ``start`` over an opponent's token lands on ``dot`` (the click means that eat)."""
        game = self.game
        index, cells = game.board.index, game.state.cells
        over = jump_over(game.rules, index[start], index[dot])
        return over is not None and owner(cells[over]) not in (-1, seat)

    # ------------------------------------------------------------------ drawing
    def ending(self) -> str:
        """How the last round ended: whose Connect 5, and on which dots; or the move limit, or nobody able to move."""
        results = self.game.state.results
        return self._how(results[-1]) if self.game.is_over and results else ""

    def _how(self, result: RoundResult) -> str:
        """How a round ended, in a sentence."""
        if result.end == "connect5":
            dots = " ".join(self.game.rules.board.ids[dot] for dot in result.run)
            return self.say("ending.connect5", name=self.game.players[result.player], dots=dots)
        return self.say(f"ending.{result.end}", limit=self.game.options["move_limit"])

    def render(self, seat: int | None, hints: bool) -> Render:
        """The board, the prompt, the rule and the buttons for ``seat`` now (legal moves read once)."""
        game, moves = self.game, self._moves(seat)
        board = drawing.board(
            game.rules,
            game.state,
            game.scores(),
            game.actors(),
            legal=self._targets(moves) if hints else [],
            selection={"from": self._from, "path": list(self._path), "split": self._split},
        )
        board["round_results"] = self._round_results()
        board["win"] = self._winning_five()
        return Render(board=board, prompt=self._prompt(seat, moves), rule=self._rule(), buttons=self._buttons(moves))

    def _round_results(self) -> list[str]:
        """How each finished round ended, in order: in a full game the board is cleared between rounds."""
        return [
            self.say("ending.round", n=number, what=self._how(result))
            for number, result in enumerate(self.game.state.results, start=1)
        ]

    def _winning_five(self) -> list[str]:
        """The dots of the Connect 5 that ended the game, for the board to highlight (else none)."""
        results = self.game.state.results
        if not self.game.is_over or not results or results[-1].end != "connect5":
            return []
        return [self.game.rules.board.ids[dot] for dot in results[-1].run]

    def action_targets(self, action: str) -> list[str]:
        """The dots of a move, where it starts and every dot it goes to."""
        return [DOT + dot for dot in parse(action, self.game.board).dots]

    def layout(self) -> dict[str, Any]:
        """The board's geometry and the players' colours (see :func:`.drawing.layout`); a built-in
        board's title in the widget's language (a board file's own title is the file's words)."""
        layout = drawing.layout(self.game.board, self.game.players)
        board = self.game.board
        if board.name in BUILTIN_BOARDS and board.title == load_board(board.name).title:
            layout["board"]["title"] = self.say(f"describe.board_{board.name}")
        return layout

    def _targets(self, moves: tuple[Move, ...]) -> list[str]:
        """Dots the hints light now: with nothing selected, the player's tokens that can move, stack,
        unstack or eat (every free dot takes a placed token: lighting them all would say nothing);
        then the legal targets of the selection."""
        if self._from is None:
            return sorted({move.start for move in moves if move.kind != PLACE})
        if self._path:
            return sorted(_landings_after(moves, self._eat_dots()))
        found = set()
        for move in moves:
            if move.start != self._from or move.kind == PLACE:
                continue
            if move.kind == STACK:
                found.add(move.start)
            elif not self._split or move.kind in (UNSTACK, EAT):
                found.add(move.dots[1])
        return sorted(found)

    def _buttons(self, moves: tuple[Move, ...]) -> list[dict[str, Any]]:
        """Stop (a multi-eat here), Split (a selected double), Cancel (the selection)."""
        can_stop = bool(self._path) and Move(EAT, self._eat_dots()) in moves
        can_split = not self._path and self._can_unstack(moves)
        return [
            button("stop", self.say("button.stop"), can_stop, self.say("button.stop_title")),
            button("split", self.say("button.split"), can_split, self.say("button.split_title"), pressed=self._split),
            button("cancel", self.say("button.cancel"), self._from is not None, self.say("button.cancel_title")),
        ]

    def _rule(self) -> tuple[str, str]:
        """The rulebook passage for what the player is doing now: its title and its text."""
        key = self._rule_key()
        return self.say(f"section.{key}"), RULEBOOK.text(key)

    def _rule_key(self) -> str:
        game = self.game
        if game.is_over:
            return "full_game" if game.rules.mode == "full" else "quick_game"
        if self._path:
            return "multi_eat"
        if self._from is not None:
            if height(game.state.cells[game.board.index[self._from]]) == 2:
                return "unstack" if self._split else "double_moves"
            return "move"
        return "first_turn" if game.state.moves < len(game.players) else "place"

    def _prompt(self, seat: int | None, moves: tuple[Move, ...]) -> str:
        """One line telling ``seat`` what to do, after why the five just made does not score, if it does not."""
        game = self.game
        if game.is_over:
            return self._description().text(self.lang)
        unscored, prompt = self._unscored(), self._next_step(seat, moves)
        return f"{unscored} {prompt}" if unscored else prompt

    def _unscored(self) -> str:
        """Why the five in a row the last move left standing does not score, else "".

        Five standing through the dot the last move reached did not score (a Connect 5 would have ended the
        round), so its line had just been used. A short clause: the move's own sentence, which names the
        line, is said once already (``view.said``); the prompt repeating it was heard twice.
        """
        game, last = self.game, self.game.state.last
        if last is None or not game.history:
            return ""  # no move made in this game (it may start from a position naming its last move)
        if connect5_run(game.rules, frozenset(), game.state.cells, last.actor, last.dots[-1]) is None:
            return ""
        return self.say("prompt.unscored")

    def _next_step(self, seat: int | None, moves: tuple[Move, ...]) -> str:
        """What ``seat`` may do now: wait, eat on, split, move the selected token, or start a move."""
        game = self.game
        mover = game.players[game.actors()[0]]
        if seat not in game.actors():
            return self.say("prompt.wait", name=mover)
        if self._path:
            return self.say("prompt.eat_on", name=mover)
        if self._from is not None and self._split:
            return self.say("prompt.splitting", name=mover, dot=self._from)
        if self._from is not None:
            return self.say(self._selected_key(moves), name=mover, dot=self._from)
        return self.say("prompt.start", name=mover)

    # ------------------------------------------------------------------ helpers
    def _moves(self, seat: int | None) -> tuple[Move, ...]:
        """The legal moves of ``seat`` now, parsed once per state."""
        game = self.game
        if seat is None:
            return ()
        return remembered(game.state, ("moves", seat), lambda: tuple(parse(a, game.board) for a in self.legal(seat)))

    def _eat_dots(self) -> tuple[str, ...]:
        """The dots of the eat so far: the selected token and the landing dots clicked (``()``: none selected)."""
        return (self._from, *self._path) if self._from is not None else ()

    def _selected_key(self, moves: tuple[Move, ...]) -> str:
        """The prompt for a selected token: it names stacking or splitting only where that move is legal."""
        if self._can_unstack(moves):
            return "prompt.selected_double"
        stacks = any(m.kind == STACK and m.start == self._from for m in moves)
        return "prompt.selected_stack" if stacks else "prompt.selected"

    def _can_unstack(self, moves: tuple[Move, ...]) -> bool:
        """Whether the selected token is a double that may unstack now."""
        return self._from is not None and any(m.kind == UNSTACK and m.start == self._from for m in moves)

    def _description(self) -> Phrase:
        game = self.game
        return describe(game.rules, game.players, game.state)

    def _refuse(self, key: str, rule: str = "", **fields: Any) -> IllegalAction:
        """A click that is no move at all, refused in words (``click.<key>``) with the rule it rests on."""
        return IllegalAction(WORDS.phrase(f"click.{key}", **fields), rule=RULEBOOK[rule] if rule else "")


def _landings_after(moves: tuple[Move, ...], dots: tuple[str, ...]) -> set[str]:
    """The next landing dots of the legal eats that go on beyond ``dots``."""
    n = len(dots)
    return {move.dots[n] for move in moves if move.kind == EAT and len(move.dots) > n and move.dots[:n] == dots}
