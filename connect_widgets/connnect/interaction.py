"""Clicks on the drawn sheet and table -> Connnect actions (pure Python; the page draws ``board``).

Targets: ``die:0``-``die:2`` (the dice card), ``num:0``/``num:1`` (your Number Dice), ``cell:a1``
(a space), ``bonus:3x1`` (a bonus box), ``free`` (the Free Action track), ``value:1``-``value:6``
and ``delta:+1`` (pickers), and the buttons ``claim``, ``done``, ``skip``, ``out``, ``clear``.
Selections are kept per seat, because several players act at once in the Fill and Claim Phases.
A click that makes an action is judged by the rules (``game.refusal``); the interaction refuses
on its own only clicks that are no action yet (a space before a die, a picker before a space).
:meth:`render` draws every sheet (``board["others"][k]`` with that player's prompt, buttons and
pickers): the page draws a tab per player, and hot-seat clicks carry the sheet's seat.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import IllegalAction
from ..core.interaction import Interaction, Render, button
from ..core.state import remembered
from ..core.words import Described
from . import drawing
from .board import INDEX, ZONE_MASK, cell_name
from .cards import BONUS_INDEX, BONUSES, CIRCLED
from .drawing import hints
from .notation import DELTAS, NUMBERS, Move, parse
from .rulebook import RULEBOOK
from .rules import KEPT_BONUSES, PHASE_RULES
from .selection import Selection, full_zone, pencil
from .shapes import shape_letter
from .state import Sheet
from .words import WORDS, numbers

_PHASE_RULES = {**PHASE_RULES, "over": "end_game"}  # the rules panel's passage, the game over too


class ConnnectInteraction(Interaction):
    """Clicks -> actions for Connnect; ``render`` gives every sheet and the shared table as data."""

    words = WORDS

    def reset(self) -> None:
        """Forget every seat's selection."""
        self._selections: dict[int, Selection] = {}

    def forget(self, seat: int) -> None:
        """Forget ``seat``'s selection only: each seat selects on its own sheet."""
        self._selections.pop(seat, None)

    def cancel(self, seat: int | None) -> None:
        """Escape drops only ``seat``'s selection: in hot seat another player's sheet keeps its own."""
        if seat is not None:  # (a screen with no human seat has nothing selected)
            self.forget(seat)

    def selection(self, seat: int) -> Selection:
        """The selection of ``seat`` (created empty)."""
        return self._selections.setdefault(seat, Selection())

    # ------------------------------------------------------------------ clicks
    def click(self, seat: int, target: str) -> str | None:
        """What a click by ``seat`` on ``target`` means (an action, None, or IllegalAction)."""
        game = self.game
        kind, _, name = target.partition(":")
        if kind == "clear":
            self._selections.pop(seat, None)
            return None
        if seat not in game.actors():
            said = {lang: game.describe(lang) for lang in WORDS.languages}  # the position now, not when read
            raise _refused("click.not_your_turn", self._rule_key(seat), position=Described(said.__getitem__))
        if game.state.phase == "zone":
            if kind != "die" or name not in ("0", "1", "2"):
                raise _refused("click.zone_die", "roll")
            return self._play(seat, Move("zone", value=game.state.dice[int(name)]))
        sel, sheet = self.selection(seat), game.state.sheets[seat]
        handlers = {
            "num": self._num_click,
            "cell": self._cell_click,
            "bonus": self._bonus_click,
            "free": self._free_click,
            "value": self._value_click,
            "delta": self._delta_click,
        }
        if kind in handlers:
            return handlers[kind](seat, sel, sheet, name)
        if kind in ("done", "skip", "out"):
            return self._play(seat, Move(kind))
        if kind == "claim":
            if len(sel.cells) < 3:
                raise _refused("click.select_claim", "claim")
            return self._play(seat, Move("claim", cells=tuple(sorted(sel.cells))))
        raise _refused("click.not_a_target", target=repr(target))

    def _play(self, seat: int, move: Move) -> str:
        """The action ``move`` if the rules allow it now (else their refusal); the selection is spent."""
        action = self.checked(seat, str(move))
        self._selections.pop(seat, None)
        return action

    def _num_click(self, seat: int, sel: Selection, sheet: Sheet, name: str) -> str | None:
        values = sheet.to_write if self.game.state.phase == "fill" else sheet.numbers
        if name not in ("0", "1") or int(name) >= len(values):
            raise _refused("click.die_written", "fill")
        value = values[int(name)]
        if sel.effect == "switch":
            return self._play(seat, Move("switch", value=value))
        sel.die = None if sel.die == value else value
        sel.free = False
        return None

    def _cell_click(self, seat: int, sel: Selection, sheet: Sheet, name: str) -> str | None:
        if name not in INDEX:
            raise _refused("click.not_a_space", name=repr(name))
        cell = INDEX[name]
        if sel.effect == "cross":
            if sel.source is not None:
                return self._play(seat, Move("move", cells=(sel.source, cell)))
            if not sheet.usable >> cell & 1:
                raise _refused("click.no_cross_source", "cross", name=name)
            sel.source = cell
            return None
        if sel.effect == "plusminus":
            if not sheet.usable >> cell & 1:
                raise _refused("click.no_plus_source", "plusminus", name=name)
            sel.source = cell
            return None
        if sheet.pending:
            if sheet.pending[0]:
                return self._play(seat, Move("write", cells=(cell,), value=sheet.pending[0]))
            sel.target = cell
            return None
        if self.game.state.phase == "claim":
            sel.cells.remove(cell) if cell in sel.cells else sel.cells.append(cell)
            return None
        value = sel.single_die(sheet)
        if value is None:
            raise _refused("click.die_first", "fill")
        return self._play(seat, Move("write", cells=(cell,), value=value))

    def _bonus_click(self, seat: int, sel: Selection, sheet: Sheet, name: str) -> str | None:
        if name not in BONUS_INDEX:
            raise _refused("click.not_a_bonus", name=repr(name))
        if sheet.to_circle:
            return self._play(seat, Move("circle", name=name))
        effect = BONUSES[BONUS_INDEX[name]].effect
        if (
            sheet.bonuses[BONUS_INDEX[name]] != CIRCLED or effect not in KEPT_BONUSES
        ):  # a kept bonus is used by clicking it
            raise _refused("click.bonus_unusable", effect, name=name)
        self._selections[seat] = Selection() if sel.bonus == name else Selection(bonus=name)
        return None

    def _free_click(self, seat: int, sel: Selection, sheet: Sheet, name: str) -> str | None:
        value = sel.single_die(sheet)
        if value is None:
            raise _refused("click.free_die_first", "free")
        if not sheet.empty_cells(ZONE_MASK[sheet.zone]):
            return self._play(seat, Move("free", value=value))
        sel.die, sel.free = value, True
        return None

    def _value_click(self, seat: int, sel: Selection, sheet: Sheet, name: str) -> str | None:
        if name not in NUMBERS:
            raise _refused("click.not_a_number", name=repr(name))
        if sel.free and sel.die is not None:
            return self._play(seat, Move("free", value=sel.die, new=int(name)))
        if sel.target is not None:
            return self._play(seat, Move("write", cells=(sel.target,), value=int(name)))
        raise _refused("click.value_first")

    def _delta_click(self, seat: int, sel: Selection, sheet: Sheet, name: str) -> str | None:
        delta = next((d for d in DELTAS if f"{d:+d}" == name), 0)
        if sel.source is None or sel.bonus is None or not delta:
            raise _refused("click.delta_first", "plusminus")
        return self._play(seat, Move("plus", cells=(sel.source,), delta=delta))

    # ------------------------------------------------------------------ drawing
    def targets(self, seat: int | None) -> list[str]:
        """The page's targets (see the base class), with the dice the renderer numbers itself: the
        three dice of the roll, and the seat's Number Dice still to write."""
        state = self.game.state
        dice = [f"die:{k}" for k in range(len(state.dice))]
        numbers = [f"num:{k}" for k in range(len(state.sheets[seat].to_write))] if seat is not None else []
        return [*dict.fromkeys([*super().targets(seat), *dice, *numbers])]

    def action_targets(self, action: str) -> list[str]:
        """The space a ``write`` fills (other actions have no single place on the sheet)."""
        move = parse(action)
        return [f"cell:{cell_name(move.cells[0])}"] if move.verb == "write" else []

    def layout(self) -> dict[str, Any]:
        """The printed sheet and cards (sent once per game): see :func:`.drawing.layout`."""
        return drawing.layout(self.game.players, *self._scoring())

    def ending(self) -> str:
        """The twelve rounds played, or every player out."""
        if not self.game.is_over:
            return ""
        return self.say("ending.out" if all(sheet.out for sheet in self.game.state.sheets) else "ending.rounds")

    def render(self, seat: int | None, hints: bool) -> Render:
        """The board (``seat``'s sheet, or the active player's for a spectator, every other sheet
        for the tabs, and the shared table), the prompt, the rule and the buttons of ``seat``."""
        state, actors = self.game.state, self.game.actors()
        shown = seat if seat is not None else max(state.active, 0)
        hinting = hints and seat is not None
        legal = {player: self.legal(player) for player in range(len(state.sheets))}  # once per redraw
        pencils = {player: self._pencil(player, actions if hinting else []) for player, actions in legal.items()}
        extras = {}
        for player, actions in legal.items():
            extras[player] = self._pickers(player)
            if player != shown:  # another player's tab brings its own prompt and buttons (hot seat)
                extras[player]["prompt"] = self._prompt(player)
                buttons = self._buttons(player, actions) if player in actors else []
                if buttons:
                    extras[player]["buttons"] = buttons
        # The table shows a human's seat when one acts, so the dice are this screen's clicks only when the
        # seat shown is the active player's: a bot's Zone Die is its own to choose.
        picking = seat if state.phase == "zone" and seat is not None and seat == state.active else None
        board = drawing.board(state, shown, self._scoring(), pencils, extras, picking, hinting)
        buttons = self._buttons(seat, legal[seat]) if seat is not None and seat in actors else []
        return Render(board, self._prompt(seat), self._rule(seat), buttons)

    def _scoring(self) -> tuple[str, int]:
        return self.game.options["arrows"], self.game.options["exhausted"]

    def _pencil(self, player: int, legal: list[str]) -> drawing.Pencil:
        """``player``'s picks, and with hints (``legal`` not empty) the next click lit (:func:`.selection.pencil`)."""
        sel, state = self._selections.get(player, Selection()), self.game.state
        remember = ("hints", player, sel.effect)
        return pencil(state, player, sel, legal, lambda step: remembered(state, remember, lambda: hints(step)))

    def _pickers(self, player: int) -> dict[str, Any]:
        sel = self._selections.get(player, Selection())
        if sel.free or sel.target is not None:
            return {"pickers": [{"target": f"value:{v}", "label": v} for v in NUMBERS]}
        if sel.source is not None and sel.effect == "plusminus":
            return {"pickers": [{"target": f"delta:{d:+d}", "label": f"{d:+d}"} for d in DELTAS]}
        return {}

    def _buttons(self, seat: int, legal: list[str]) -> list[dict[str, Any]]:
        """claim (named after the Connect it would be, or why not), skip, out, done, clear."""
        phase = self.game.state.phase
        if phase == "zone":
            return []
        buttons = []
        if phase == "claim":
            buttons.append(self._claim_button(seat))
        free_rule = RULEBOOK.text("free")[:80]
        for name in ("skip", "out"):
            if name in legal:
                buttons.append(button(name, self.say(f"button.{name}"), True, free_rule))
        buttons.append(button("done", self.say("button.done"), "done" in legal, self.say("button.done_title")))
        buttons.append(button("clear", self.say("button.clear")))
        return buttons

    def _claim_button(self, seat: int) -> dict[str, Any]:
        claim = self._claim(seat)
        if claim is None:
            return button("claim", self.say("button.claim"), False, self.say("button.claim_select"))
        move, refusal = claim
        if refusal is not None:
            return button("claim", self.say("button.claim"), False, refusal.text(self.lang))
        size, letter = len(move.cells), shape_letter(move.cells)
        return button("claim", self.say("button.claim_connect", size=size, letter=letter), True, self._title(size))

    def _claim(self, seat: int) -> tuple[Move, IllegalAction | None] | None:
        """The claim of the spaces ``seat`` selected, and the rules' refusal of it (None if fewer than 3)."""
        sel = self._selections.get(seat)
        if not sel or len(sel.cells) < 3:
            return None
        move = Move("claim", cells=tuple(sorted(sel.cells)))
        return move, self.game.refusal(seat, str(move))

    def _title(self, size: int) -> str:
        return self.say(f"section.connect{size}")

    def _rule(self, seat: int | None) -> tuple[str, str]:
        """Our title and the rulebook's text of the passage for what ``seat`` is doing."""
        key = self._rule_key(seat)
        return self.say(f"section.{key}"), RULEBOOK.text(key)

    def _rule_key(self, seat: int | None) -> str:
        state = self.game.state
        sel = self._selections.get(seat) if seat is not None else None
        if sel and sel.bonus:
            return sel.effect
        sheet = state.sheets[seat] if seat is not None else None
        if sheet is not None and sheet.to_circle:
            return f"connect{sheet.to_circle}"
        if sheet is not None and sheet.pending:
            return "any2" if sheet.pending[0] == 0 else "write"
        return _PHASE_RULES.get(state.phase, "preparation")

    def _prompt(self, seat: int | None) -> str:
        """One line telling ``seat`` what to do."""
        game = self.game
        state = game.state
        if state.phase == "over" or seat is None or seat not in game.actors():
            return game.describe(self.lang)
        name, sheet = game.players[seat], state.sheets[seat]
        sel = self._selections.get(seat, Selection())
        if state.phase == "zone":
            return self.say("prompt.zone", name=name)
        if sheet.to_circle:
            return self.say("prompt.circle", name=name, size=sheet.to_circle)
        if sheet.pending:
            if sheet.pending[0]:
                return self.say("prompt.lightning_depicted", name=name, owed=sheet.pending[0])
            return self.say("prompt.lightning_any", name=name, zone=sheet.zone)
        if sel.effect == "switch":
            return self.say("prompt.switch", name=name)
        if sel.bonus:
            return self.say("prompt.bonus", name=name, title=self.say(f"section.{sel.effect}"))
        if state.phase == "fill":  # only a player still writing acts in the Fill Phase
            full = full_zone(state, seat, sel)
            if full and not any(action.startswith("free") for action in self.legal(seat)):  # no Free Action left
                key = "prompt.full_out" if "out" in self.legal(seat) else "prompt.full_bonus"
                return self.say(key, name=name, zone=sheet.zone)
            key = "prompt.full" if full else "prompt.write"
            one = sel.single_die(sheet) is not None  # no die to click first
            return self.say(f"{key}_one" if one else key, name=name, left=numbers(sheet.to_write), zone=sheet.zone)
        claim = self._claim(seat)
        if claim is None:
            return self.say("prompt.claim", name=name)
        move, refusal = claim
        if refusal is not None:
            return self.say("prompt.claim_refused", name=name, reason=refusal.text(self.lang))
        return self.say("prompt.claim_this", name=name, size=len(move.cells), letter=shape_letter(move.cells))


def _refused(key: str, rule: str = "", **fields: Any) -> IllegalAction:
    """The interaction's own refusal of a click that is no action yet (quoting ``RULEBOOK[rule]``)."""
    return IllegalAction(WORDS.phrase(key, **fields), rule=RULEBOOK[rule] if rule else "")


__all__ = ["ConnnectInteraction", "Selection"]
