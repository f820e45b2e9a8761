"""Clicks on the drawn sheet and table -> Connnect actions (pure Python; the widget draws ``board``).

Targets: ``die:0``-``die:2`` (the dice card), ``num:0``/``num:1`` (your Number Dice), ``cell:a1``
(a space), ``bonus:3x1`` (a bonus box), ``free`` (the Free Action track), ``value:1``-``value:6``
and ``delta:+1`` (pickers), and the buttons ``claim``, ``done``, ``skip``, ``out``, ``clear``.
Selections are kept per seat, because several players act at once in the Fill and Claim Phases.
``layout`` is the printed sheet (sent once); ``board`` only what changes, for every sheet
(``others[k]["sheet"]``, with that player's prompt, buttons and pickers): the page draws a tab per
player, and hot-seat clicks carry the sheet's seat.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.errors import IllegalAction
from ..core.interaction import Interaction
from .board import INDEX, NAMES, ZONE_MASK
from .cards import BONUS_INDEX, BONUSES, CIRCLED, EFFECT_TITLES
from .claims import judge_claim
from .moves import DELTAS, empty_cells
from .rulebook import RULES
from .sheet_board import layout as sheet_layout
from .sheet_board import sheet_board, table_board


@dataclass
class Selection:
    """What one seat has picked so far."""

    die: int | None = None  # a Number Die value, to write or change
    cells: list[int] = field(default_factory=list)  # spaces chosen for a claim
    bonus: str | None = None  # a kept bonus about to be used
    source: int | None = None  # the space to cross out (Cross out and write) or change (Plus or minus)
    target: int | None = None  # the space for a "write any 2 numbers" number
    free: bool = False  # the Free Action track was clicked: pick the new number


class ConnnectInteraction(Interaction):
    """Clicks -> actions for Connnect; ``board`` gives the sheet and the shared table as data."""

    def reset(self) -> None:
        """Forget every seat's selection."""
        self._selections: dict[int, Selection] = {}

    def selection(self, seat: int) -> Selection:
        """The selection of ``seat`` (created empty)."""
        return self._selections.setdefault(seat, Selection())

    # ------------------------------------------------------------------ clicks
    def click(self, seat: int, target: str) -> str | None:
        """What a click by ``seat`` on ``target`` means (an action, None, or IllegalAction)."""
        game = self.game
        state = game.state
        kind, _, name = target.partition(":")
        if kind == "clear":
            self._selections.pop(seat, None)
            return None
        if seat not in game.actors():
            raise IllegalAction(f"not your turn: {game.describe()}", rule=self.rule(seat)[1])
        if state.phase == "zone":
            return self._zone_click(kind, name)
        sel = self.selection(seat)
        sheet = state.sheets[seat]
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
            return self._checked(seat, kind)
        if kind == "claim":
            return self._claim_click(seat, sel)
        raise IllegalAction(f"{target!r} is not something to click here")

    def _checked(self, seat: int, action: str) -> str:
        reason = self.game.explain(seat, action)
        if reason:
            raise IllegalAction(reason, rule=self.rule(seat)[1], action=action)
        self._selections.pop(seat, None)
        return action

    def _zone_click(self, kind: str, name: str) -> str:
        dice = self.game.state.dice
        if kind != "die" or name not in ("0", "1", "2"):
            raise IllegalAction("click one of the three dice to make it the Zone Die", rule=RULES["Roll Phase"])
        return f"zone {dice[int(name)]}"

    def _num_click(self, seat: int, sel: Selection, sheet, name: str) -> str | None:
        values = sheet.to_write if self.game.state.phase == "fill" else sheet.numbers
        if name not in ("0", "1") or int(name) >= len(values):
            raise IllegalAction("that Number Die is already written", rule=RULES["Fill Phase"])
        value = values[int(name)]
        if sel.bonus and BONUSES[BONUS_INDEX[sel.bonus]].effect == "switch":
            return self._checked(seat, f"switch {value}")
        sel.die = None if sel.die == value else value
        sel.free = False
        return None

    def _cell_click(self, seat: int, sel: Selection, sheet, name: str) -> str | None:
        if name not in INDEX:
            raise IllegalAction(f"{name!r} is not a space")
        cell = INDEX[name]
        effect = BONUSES[BONUS_INDEX[sel.bonus]].effect if sel.bonus else ""
        if effect == "cross":
            if sel.source is None:
                if not sheet.usable >> cell & 1:
                    raise IllegalAction(
                        f"{name} holds no unclaimed number to cross out", rule=RULES["Cross out and write"]
                    )
                sel.source = cell
                return None
            return self._checked(seat, f"move {NAMES[sel.source]} {name}")
        if effect == "plusminus":
            if not sheet.usable >> cell & 1:
                raise IllegalAction(f"{name} holds no unclaimed number to change", rule=RULES["Plus or minus"])
            sel.source = cell
            return None
        if sheet.pending:
            if sheet.pending[0]:
                return self._checked(seat, f"write {name} {sheet.pending[0]}")
            sel.target = cell
            return None
        if self.game.state.phase == "claim":
            sel.cells.remove(cell) if cell in sel.cells else sel.cells.append(cell)
            return None
        value = sel.die if sel.die is not None else (sheet.to_write[0] if len(set(sheet.to_write)) == 1 else None)
        if value is None:
            if not sheet.to_write:
                raise IllegalAction("both Number Dice are written: press done", rule=RULES["Fill Phase"])
            raise IllegalAction("first click the Number Die to write", rule=RULES["Fill Phase"])
        return self._checked(seat, f"write {name} {value}")

    def _bonus_click(self, seat: int, sel: Selection, sheet, name: str) -> str | None:
        if name not in BONUS_INDEX:
            raise IllegalAction(f"{name!r} is not a bonus")
        if sheet.to_circle:
            return self._checked(seat, f"circle {name}")
        bonus = BONUSES[BONUS_INDEX[name]]
        if sheet.bonuses[BONUS_INDEX[name]] != CIRCLED or bonus.effect not in ("cross", "plusminus", "switch"):
            raise IllegalAction(
                f"{name} is not a circled bonus you can use now", rule=RULES.get(bonus_title(name), RULES["Bonuses"])
            )
        if sel.bonus == name:
            self._selections[seat] = Selection()
        else:
            self._selections[seat] = Selection(bonus=name)
        return None

    def _free_click(self, seat: int, sel: Selection, sheet, name: str) -> str | None:
        value = sel.die if sel.die is not None else (sheet.to_write[0] if len(set(sheet.to_write)) == 1 else None)
        if value is None:
            raise IllegalAction("first click the Number Die the Free Action is for", rule=RULES["Free Action"])
        if not empty_cells(sheet, ZONE_MASK[sheet.zone]):
            return self._checked(seat, f"free skip {value}")
        sel.die, sel.free = value, True
        return None

    def _value_click(self, seat: int, sel: Selection, sheet, name: str) -> str | None:
        if name not in ("1", "2", "3", "4", "5", "6"):
            raise IllegalAction(f"{name!r} is not a number from 1 to 6")
        if sel.free and sel.die is not None:
            return self._checked(seat, f"free {sel.die} to {name}")
        if sel.target is not None:
            return self._checked(seat, f"write {NAMES[sel.target]} {name}")
        raise IllegalAction("pick a space or the Free Action track first")

    def _delta_click(self, seat: int, sel: Selection, sheet, name: str) -> str | None:
        if sel.source is None or sel.bonus is None or name not in DELTAS:
            raise IllegalAction("pick a Plus or minus bonus and a number first", rule=RULES["Plus or minus"])
        return self._checked(seat, f"plus {NAMES[sel.source]} {name}")

    def _claim_click(self, seat: int, sel: Selection) -> str:
        verdict = self.claim_verdict(seat)
        if verdict is None:
            raise IllegalAction("select 3 to 5 spaces first", rule=RULES["Claim Phase"])
        if verdict.reason:
            raise IllegalAction(verdict.reason, rule=RULES[verdict.section])
        return self._checked(seat, "claim " + " ".join(NAMES[c] for c in sorted(sel.cells)))

    def claim_verdict(self, seat: int):
        """The judgement of the spaces ``seat`` selected for a claim (None if fewer than 3)."""
        sel = self._selections.get(seat)
        if not sel or len(sel.cells) < 3:
            return None
        game = self.game
        return judge_claim(game.state, seat, tuple(sel.cells), game.options["order"], game.options["gaps"])

    # ------------------------------------------------------------------ drawing
    def layout(self) -> dict[str, Any]:
        """The printed sheet and cards (sent once per game): see :func:`.sheet_board.layout`."""
        return sheet_layout(self.game)

    def board(self, seat: int | None, hints: bool) -> dict[str, Any]:
        """What changes: the sheet of ``seat`` (or of the active player for a spectator), every
        other sheet for the tabs, and the shared table. Drawn over :meth:`layout`."""
        game = self.game
        state = game.state
        player = seat if seat is not None else max(state.active, 0)
        sel = self._selections.get(player, Selection())
        legal = set(game.legal_actions(player)) if hints and seat is not None else set()
        last = next(((a, t) for a, t in reversed(game.history) if a >= 0), None)
        board: dict[str, Any] = {
            "player": player,
            "table": table_board(game, state, player, hints and seat is not None),
            "sheet": sheet_board(game, state, player, sel, legal),
            "others": [self._other(p, hints and seat is not None) for p in range(len(state.sheets)) if p != player],
        }
        pickers = self._pickers(player, sel)
        if pickers:
            board["pickers"] = pickers
        if last:
            board["last_move"] = {"player": last[0], "action": last[1]}
        return board

    def _other(self, player: int, hints: bool) -> dict[str, Any]:
        """Another player's sheet (drawn on its own tab; a hot-seat human clicks it with
        ``data-seat``), with that player's prompt, buttons and pickers (only what changes)."""
        game = self.game
        sel = self._selections.get(player, Selection())
        acting = player in game.actors()
        legal = set(game.legal_actions(player)) if hints and acting else set()
        other: dict[str, Any] = {
            "player": player,
            "prompt": self.prompt(player),
            "sheet": sheet_board(game, game.state, player, sel, legal),
        }
        buttons = self.buttons(player) if acting else []
        if buttons:
            other["buttons"] = buttons
        pickers = self._pickers(player, sel)
        if pickers:
            other["pickers"] = pickers
        return other

    def _pickers(self, player: int, sel: Selection) -> list[dict[str, str]]:
        if sel.free or sel.target is not None:
            return [{"target": f"value:{v}", "label": str(v)} for v in range(1, 7)]
        if sel.bonus and sel.source is not None and BONUSES[BONUS_INDEX[sel.bonus]].effect == "plusminus":
            return [{"target": f"delta:{d}", "label": d} for d in DELTAS]
        return []

    def buttons(self, seat: int | None) -> list[dict[str, Any]]:
        """claim (named after the Connect it would be, or why not), skip, out, done, clear."""
        if seat is None or seat not in self.game.actors() or self.game.state.phase == "zone":
            return []
        legal = set(self.game.legal_actions(seat))
        buttons = []
        if self.game.state.phase == "claim":
            verdict = self.claim_verdict(seat)
            if verdict is None:
                label, title, enabled = "Claim", "select 3 to 5 adjacent numbers", False
            elif verdict.reason:
                label, title, enabled = "Claim", verdict.reason, False
            else:
                label, title, enabled = f"Claim Connect-{verdict.size} ({verdict.letter})", verdict.section, True
            buttons.append({"target": "claim", "label": label, "enabled": enabled, "title": title})
        for name, label in (("skip", "Skip (no space)"), ("out", "Out of the game")):
            if name in legal:
                buttons.append({"target": name, "label": label, "enabled": True, "title": RULES["Free Action"][:80]})
        buttons.append({"target": "done", "label": "Done", "enabled": "done" in legal, "title": "end your part"})
        buttons.append({"target": "clear", "label": "Clear selection", "enabled": True, "title": ""})
        return buttons

    def rule(self, seat: int | None) -> tuple[str, str]:
        """The rulebook section for what ``seat`` is doing."""
        state = self.game.state
        sel = self._selections.get(seat) if seat is not None else None
        if sel and sel.bonus:
            title = bonus_title(sel.bonus)
            return title, RULES[title]
        sheet = state.sheets[seat] if seat is not None else None
        if sheet is not None and sheet.to_circle:
            section = f"Connect-{sheet.to_circle}"
            return section, RULES[section]
        if sheet is not None and sheet.pending:
            section = "Write any 2 numbers" if sheet.pending[0] == 0 else "Write depicted number"
            return section, RULES[section]
        section = {"zone": "Roll Phase", "fill": "Fill Phase", "claim": "Claim Phase", "over": "End of the Game"}
        name = section.get(state.phase, "Preparation")
        return name, RULES[name]

    def prompt(self, seat: int | None) -> str:
        """One line telling ``seat`` what to do."""
        game = self.game
        state = game.state
        if state.phase == "over" or seat is None or seat not in game.actors():
            return game.describe()
        name = game.players[seat]
        sheet = state.sheets[seat]
        sel = self._selections.get(seat, Selection())
        if state.phase == "zone":
            return f"{name}: click a die to make it the Zone Die"
        if sheet.to_circle:
            return f"{name}: circle a bonus in the Connect-{sheet.to_circle} section"
        if sheet.pending:
            owed = sheet.pending[0]
            where = "anywhere" if owed else f"in zone {sheet.zone}, then pick its number"
            return f"{name}: write {'the ' + str(owed) if owed else 'a number'} {where} (lightning bonus)"
        if sel.bonus:
            return f"{name}: use {bonus_title(sel.bonus)} (click the bonus again to cancel)"
        if state.phase == "fill":
            if sheet.to_write:
                left = " and ".join(map(str, sheet.to_write))
                return f"{name}: write {left} in zone {sheet.zone} (click a die, then a space)"
            return f"{name}: press done (or use a kept bonus)"
        verdict = self.claim_verdict(seat)
        if verdict is not None:
            return f"{name}: {verdict.reason or f'claim this Connect-{verdict.size} ({verdict.letter})'}"
        return f"{name}: select numbers to claim a Connect, or press done"


def bonus_title(bonus_id: str) -> str:
    """The rulebook's name of a bonus's effect."""
    return EFFECT_TITLES[BONUSES[BONUS_INDEX[bonus_id]].effect]


__all__ = ["ConnnectInteraction", "Selection", "bonus_title"]
