"""Clicks -> actions for the Connect the Thoughts widget, and one render of what the page draws.

The targets a click reports are drawn by :mod:`.drawing` (its docstring lists them). There is no
selection to keep: every click is one action, as fast as a hand on the table. The rules judge
every candidate action (``self.checked`` asks ``game.refusal``); the interaction refuses on its
own only a click on something that is not a target.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import IllegalAction
from ..core.interaction import Interaction, Render, button
from . import drawing, view
from .cards import ROW_TARGET, card_phrase
from .notation import BELL, LEFT, PICK, RETURN, RIGHT, START, Move, parse
from .rulebook import RULEBOOK
from .state import NO_CARD, NOBODY, State
from .words import WORDS

_BUTTONS = (
    ("pool:0", "pick", PICK),
    ("place", "start", START),
    ("place:L", "left", LEFT),
    ("place:R", "right", RIGHT),
    ("return", "return", RETURN),
    ("bell", "bell", BELL),
)
"""The game's buttons: target, words (``button.<key>`` and its ``.title``) and the move they play."""


class ConnectTheThoughtsInteraction(Interaction):
    """One widget's click handling and render state for Connect the Thoughts."""

    words = WORDS

    def reset(self) -> None:
        """Nothing is ever selected in this game, so there is nothing to forget."""

    def ending(self) -> str:
        """The last card picked up, nobody able to go on, or the last round allowed."""
        end = self.game.state.end
        return self.say(f"ending.{end.replace(' ', '_')}") if self.game.is_over and end else ""

    def action_targets(self, action: str) -> list[str]:
        """The button that plays ``action``."""
        return [target for target, _, move in _BUTTONS if str(move) == action]

    # ------------------------------------------------------------------ clicks
    def click(self, seat: int, target: str) -> str | None:
        """The action a click by ``seat`` on ``target`` means (refused by the rules if not allowed)."""
        return self.checked(seat, str(self._move_for(seat, target)))

    def _move_for(self, seat: int, target: str) -> Move:
        """The move ``target`` stands for (every click is one action)."""
        state: State = self.game.state
        if not isinstance(target, str) or not isinstance(seat, int) or not 0 <= seat < len(state.rows):
            raise self._unknown(target)
        if target == "bell":
            return BELL
        if target == "return":
            return RETURN
        if target in drawing.PLACE_TARGETS:
            return drawing.PLACE_TARGETS[target]
        place = target.removeprefix(drawing.POOL_TARGET)
        if target.startswith(drawing.POOL_TARGET) and place.isdecimal() and int(place) < len(drawing.POOL_PLACES):
            return RETURN if state.hands[seat] != NO_CARD else PICK  # the held card goes back among them
        raise self._unknown(target)

    def _unknown(self, target: Any) -> IllegalAction:
        return IllegalAction(WORDS.phrase("click.unknown_target", target=repr(target)), action=str(target))

    # ------------------------------------------------------------------ drawing
    def render(self, seat: int | None, hints: bool) -> Render:
        """The board, the prompt, the rule and the buttons for ``seat``, from one list of legal moves."""
        state: State = self.game.state
        legal = {parse(action) for action in self.legal(seat)}
        board = drawing.board(
            state,
            self.game.players,
            seat,
            hints,
            legal,
            options=self.game.options,
            last=view.event_view(state.last, self.game.players, self.lang),
            end=view.end_text(state.end, self.lang) if state.end else None,
            winners=self.game.winners(),
        )
        return Render(board, self._prompt(state, seat), self._rule(state, seat), self._buttons(state, seat, legal))

    def targets(self, seat: int | None) -> list[str]:
        """The page's targets (see the base class), with the face-down cards the renderer numbers itself."""
        pool = [f"{drawing.POOL_TARGET}{i}" for i in range(self.game.state.face_down)]
        return [*dict.fromkeys([*super().targets(seat), *pool])]

    def layout(self) -> dict[str, Any]:
        """The table's fixed geometry and the object drawings (:func:`.drawing.layout`)."""
        return drawing.layout()

    def fixed_layout(self) -> dict[str, Any]:
        """The fixed layout, with the objects' names among the renderer's words (``object.<name>``)."""
        fixed = super().fixed_layout()
        fixed["words"].update({f"object.{name}": text for name, text in WORDS.table(self.lang, "object.").items()})
        return fixed

    def _buttons(self, state: State, seat: int | None, legal: set[Move]) -> list[dict[str, Any]]:
        """Pick, lay left/right (or start the row), put back, ring the bell."""
        if seat is None:
            return []
        starting = not state.rows[seat]
        hidden = (LEFT, RIGHT) if starting else (START,)  # one card alone has no left and right yet
        return [
            button(target, self.say(f"button.{key}"), move in legal, self.say(f"button.{key}.title"))
            for target, key, move in _BUTTONS
            if move not in hidden
        ]

    def _rule(self, state: State, seat: int | None) -> tuple[str, str]:
        """The rulebook passage for what is happening now at ``seat``: our title of it, and its text."""
        key = self._rule_key(state, seat)
        return self.say(f"section.{key}"), RULEBOOK.text(key)

    def _rule_key(self, state: State, seat: int | None) -> str:
        if state.end:
            return "game_end"
        if seat is None:
            return "one_card_at_a_time"
        if state.out[seat]:
            return "wrong_bell"
        row, hand = state.rows[seat], state.hands[seat]
        if hand != NO_CARD:
            return "placing" if row else "starting_card"
        return "right_bell" if len(row) >= ROW_TARGET else "one_card_at_a_time"

    def _prompt(self, state: State, seat: int | None) -> str:
        """One line for ``seat``: what to do now."""
        names = self.game.players
        if state.end:
            best = self.game.winners()
            who = self.say("prompt.and").join(names[p] for p in best)
            key = "prompt.won" if len(best) == 1 else "prompt.shared"
            return self.say(key, end=view.end_text(state.end, self.lang), names=who)
        if seat is None:
            return view.describe(state, names, self.lang)
        name = names[seat]
        if state.out[seat]:
            return self.say("prompt.sitting_out", name=name, round=state.round)
        if state.picker != NOBODY:
            return self.say("prompt.turning", name=name, picker=names[state.picker])
        row, hand = state.rows[seat], state.hands[seat]
        if hand != NO_CARD:
            return self.say("prompt.place" if row else "prompt.start", name=name, card=card_phrase(hand))
        if len(row) >= ROW_TARGET:
            return self.say("prompt.ring", name=name)
        return self.say("prompt.pick", name=name, count=len(row), target=ROW_TARGET)
