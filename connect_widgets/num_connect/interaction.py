"""Clicks -> actions for the Num Connect widget, and one render of hand, grids, piles and buttons.

Targets: ``hand:<i>`` (the i-th card of your sorted hand), ``cell:g<grid>:r<row>c<col>`` (a cell,
empty or not), ``grid:new`` (start a free combination in a new grid), and the buttons ``confirm``,
``cancel`` (take back the tentative combination), ``draw``, ``discard`` (the selected card) and
``show`` (hot-seat: reveal your hand after the screen was passed to you).

A click becomes a candidate action, judged by the engine (``game.refusal``); the interaction
refuses on its own only clicks that are no action at all (nothing selected, a taken cell, a
hidden hand, another player's turn). It asks in that order what the target is, whose turn it
is, and only then whether the hand is shown: a target that does not exist is said to be nothing,
hidden hand or not, and the pass screen's "show my hand first" answers only a click that would
play from the hand.
"""

from __future__ import annotations

import re
from typing import Any

from ..core.errors import IllegalAction
from ..core.game import CHANCE, Game
from ..core.interaction import Interaction, Render, button
from ..core.rulebook import Quote
from . import drawing
from .notation import Move, parse
from .rulebook import RULEBOOK, refusal, shown_rule
from .state import State
from .teaching import check_combination
from .words import WORDS

_CELL = re.compile(r"^cell:g(\d+):r(-?\d+)c(-?\d+)$")
BUTTONS = ("confirm", "cancel", "draw", "discard")


class NumConnectInteraction(Interaction):
    """Select a card in your hand, click a cell to lay it; confirm, take back, draw, discard."""

    words = WORDS

    def __init__(self, game: Game[Any], lang: str = "en") -> None:
        self._shown: int | None = None  # hot-seat: whose hand the screen shows (kept across moves)
        super().__init__(game, lang)

    @property
    def state(self) -> State:
        """The game's current state."""
        return self.game.state  # type: ignore[no-any-return]

    def reset(self) -> None:
        """Forget the selected card (the game changed)."""
        self.selected: str | None = None

    def targets(self, seat: int | None) -> list[str]:
        """The page's targets (see the base class), with the cells the renderer numbers itself:
        every cell of every grid's box, the new-grid tile and the piles."""
        found = super().targets(seat)
        for grid in self.render(seat, False).board["grids"]:
            rows, cols = grid["box"]["rows"], grid["box"]["cols"]
            for row in range(rows[0], rows[1] + 1):
                found += [drawing.cell_target(grid["grid"], (row, col)) for col in range(cols[0], cols[1] + 1)]
        return [*dict.fromkeys([*found, drawing.NEW_GRID, drawing.DRAW, drawing.DISCARD])]

    def layout(self) -> dict[str, Any]:
        """The click targets' shapes (sent once)."""
        return drawing.layout()

    # ------------------------------------------------------------------ clicks
    def click(self, seat: int, target: str) -> str | None:
        """The action a click means, ``None`` for a selection change, or a refusal naming the rule."""
        if target == "show":
            self._shown = seat
            return None
        if target.startswith("hand:"):
            self._select(seat, target)
            return None
        match = _CELL.match(target)
        if not (match or target in BUTTONS or target == drawing.NEW_GRID):
            raise self._refuse("click.unknown_target")  # nothing there, whoever clicks, hidden hand or not
        if seat not in self.game.actors():
            raise self._refuse("click.not_your_turn")
        if self._hidden(seat):  # every move plays the hand, or shows it (a draw): show it first
            raise self._refuse("click.hidden_hand")
        if match:
            return self._click_cell(seat, int(match[1]), (int(match[2]), int(match[3])))
        if target in ("confirm", "cancel", "draw"):
            return self._judged(seat, Move(target))
        verb = "discard" if target == "discard" else "new"  # the new-grid tile starts a free combination
        return self._judged(seat, Move(verb, self._need_card()))

    def _select(self, seat: int, target: str) -> None:
        """A card of the hand: select it (or unselect it, clicked again). A shown hand may be
        chosen from while another player acts (against a bot); a hidden one is not to be touched."""
        hand = self.state.hands[seat]  # its size is public: checking the index shows nothing of it
        index = target[5:]
        if not (index.isascii() and index.isdigit()) or int(index) >= len(hand):
            raise self._refuse("click.unknown_target")
        if self._hidden(seat):
            raise self._refuse("click.hidden_hand" if seat in self.game.actors() else "click.not_your_turn")
        card = hand[int(index)]
        self.selected = None if self.selected == card else card

    def _click_cell(self, seat: int, grid: int, cell: tuple[int, int]) -> str:
        """The selected card on an empty cell: grow the tentative line, else extend or cross a laid line."""
        state = self.state
        pending = state.pending
        taken = grid < len(state.grids) and cell in state.grids[grid].cards
        if taken or (pending is not None and pending.grid == grid and cell in pending.cells):
            raise self._refuse("click.cell_taken")
        card = self._need_card()
        verbs = ("put",) if pending is not None else ("ext", "cross")
        candidates = [Move(verb, card, grid, cell) for verb in verbs]
        legal = self.legal(seat)
        for move in candidates:
            if str(move) in legal:
                return str(move)
        # Refused: say why in the terms of what the cell is (the end of a laid line, or not).
        extends = any(s.combo >= 0 and s.grid == grid and s.cell == cell for s in state.slots)
        return self._judged(seat, candidates[-1] if pending is None and not extends else candidates[0])

    def _need_card(self) -> str:
        if self.selected is None:
            raise self._refuse("click.select_card")
        return self.selected

    def _judged(self, seat: int, move: Move) -> str:
        """The action of ``move`` if the engine allows it, else its refusal in this widget's language."""
        action = str(move)
        error = self.game.refusal(seat, action)
        if error is None:
            return action
        raise _in_language(error, self.lang)

    def _refuse(self, key: str) -> IllegalAction:
        return refusal(key, lang=self.lang)

    def _hidden(self, seat: int | None) -> bool:
        """Hot-seat: a new seat sees a 'pass to' screen until it clicks 'show my hand'."""
        if seat is None:
            return True
        if self._shown is None:
            self._shown = seat  # the first player is already at the screen
        return self._shown != seat

    # ------------------------------------------------------------------ one redraw
    def render(self, seat: int | None, hints: bool) -> Render:
        """Board, prompt, rule and buttons for ``seat``, from one list of its legal actions."""
        state = self.state
        hidden = self._hidden(seat)
        legal = self.legal(seat)
        targets: list[str] = []
        if hints and not hidden and self.selected is not None:
            targets = drawing.legal_targets((parse(action) for action in legal), self.selected)
        pending = self._pending()
        drawn = self._just_drawn(seat)
        board = drawing.board(state, self.game.players, seat, hidden, self.selected, targets, pending, drawn)
        buttons = self._buttons(seat, hidden, legal)
        return Render(board, self._prompt(seat, hidden), self._rule(), buttons, spectator=board["screen"] == "pass")

    def _just_drawn(self, seat: int | None) -> str | None:
        """The card ``seat`` drew, while it has still to discard (a draw is followed by a discard alone)."""
        history = self.game.history
        if seat is None or self.state.phase != "discard" or self.state.turn != seat or not history:
            return None
        actor, action = history[-1]
        return action if actor == CHANCE else None

    def _pending(self) -> dict[str, Any] | None:
        """The tentative combination and its verdict: valid or why not, and whether it may be laid."""
        state = self.state
        pending = state.pending
        if pending is None:
            return None
        verdict = check_combination(pending.cards, self.game.options["rainbow_gap"])
        shown = verdict.to_json(self.lang)
        can_confirm = "confirm" in self.game.legal_actions(state.turn)
        error = None if can_confirm else self.game.refusal(state.turn, "confirm")
        if verdict.valid and error is not None:  # a valid line that is no valid first lay (or free combination)
            shown["messages"] = [error.text(self.lang)]
            shown["rules"] = [self.quoted(error.quote)["text"] if error.quote is not None else error.rule]
        return drawing.pending_line(pending, shown, can_confirm)

    def _prompt(self, seat: int | None, hidden: bool) -> str:
        """One line telling ``seat`` what to do now."""
        game, state = self.game, self.state
        if game.is_over:
            return self.say("prompt.over", name=" & ".join(game.players[w] for w in game.winners()))
        name = game.players[state.turn]
        if seat is None or seat != state.turn:
            return self.say("prompt.wait", name=name)
        if hidden:
            return self.say("prompt.pass", name=name)
        if state.phase == "discard":
            key = "prompt.discard"
        elif state.pending is not None:
            key = "prompt.pending"
        elif state.laid:
            key = "prompt.more"
        else:
            key = "prompt.play" if state.opened[seat] else "prompt.first"
            key += "" if state.draw else "_or_discard"  # an empty draw pile: discard instead of drawing
        return self.say(key, name=name)

    def ending(self) -> str:
        """Who laid (or discarded) their last card: the only end (an emptied hand)."""
        state = self.state
        if not self.game.is_over:
            return ""
        out = next(player for player, hand in enumerate(state.hands) if not hand)
        return self.say("ending.discarded" if self._ended_by_discard() else "ending.out", name=self.game.players[out])

    def _ended_by_discard(self) -> bool:
        """The hand emptied on the player's last action: a lay, or (True here) the discard that ends a turn."""
        last = self.state.last
        return last is not None and parse(last.action).verb == "discard"

    def quoted(self, quote: Quote) -> dict[str, str]:
        """The passage in the widget's language: the French original, or our translation marked as one."""
        return shown_rule(quote.key, self.lang) if quote.key in RULEBOOK else super().quoted(quote)

    def _rule(self) -> dict[str, str]:
        """Our title and the rulebook's passage for what is happening now (translated, in English)."""
        state = self.state
        if self.game.is_over:  # the rule on laying the last card, or the one on emptying the hand
            key = "hand" if self._ended_by_discard() else "end"
        elif state.phase == "discard":
            key = "blocked"
        elif state.pending is not None and state.opened[state.turn]:
            key = "free" if state.pending.anchor < 0 else "connection"
        elif state.pending is not None or not state.opened[state.turn]:
            key = "first_lay"
        else:
            key = "extension"
        return shown_rule(key, self.lang)

    def _buttons(self, seat: int | None, hidden: bool, legal: list[str]) -> list[dict[str, Any]]:
        """Confirm, take back, draw, discard; 'show my hand' on the hot-seat pass screen."""
        if seat is None or self.game.is_over:
            return []
        if hidden:
            return [button("show", self.say("button.show"))]
        discard = str(Move("discard", self.selected)) if self.selected is not None else ""
        enabled = {"confirm": "confirm", "cancel": "cancel", "draw": "draw", "discard": discard}
        return [button(target, self.say(f"button.{target}"), enabled[target] in legal) for target in BUTTONS]


def _in_language(error: IllegalAction, lang: str) -> IllegalAction:
    """``error`` with its message in ``lang`` (an exception's ``str()`` has one language)."""
    if error.phrase is None or lang == "en":
        return error
    spoken = IllegalAction(error.text(lang), rule=error.quote or error.rule, action=error.action)
    spoken.phrase, spoken.rule = error.phrase, error.rule
    return spoken
