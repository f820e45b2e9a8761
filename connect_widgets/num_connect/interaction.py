"""Clicks -> actions for the Num Connect widget, and the render state of hand, grids and piles.

Targets: ``hand:<i>`` (the i-th card of your sorted hand), ``cell:g<grid>:r<row>c<col>`` (a cell,
empty or not), ``grid:new`` (start a free combination in a new grid), and the buttons ``confirm``,
``cancel`` (take back the tentative combination), ``draw``, ``discard`` (the selected card) and
``show`` (hot-seat: reveal your hand after the screen was passed to you).
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from connect_widgets import IllegalAction
from connect_widgets.core.interaction import Interaction

from .cards import card_json
from .combination import check_combination
from .messages import message, section
from .notation import cell_name
from .refusals import diagnose
from .rulebook import RULEBOOK, TITLES, rule_text
from .views import grid_json

_CELL = re.compile(r"^cell:g(\d+):r(-?\d+)c(-?\d+)$")
LABELS = {
    "confirm": ("Confirm", "Valider"),
    "cancel": ("Take back", "Reprendre"),
    "draw": ("Draw", "Piocher"),
    "discard": ("Discard", "Defausser"),
    "show": ("Show my hand", "Voir ma main"),
}
WORDS = {
    # words the page draws beside the cards (the renderer has no text of its own)
    "hand": ("Your hand", "Votre main"),
    "draw_pile": ("Draw pile", "Pioche"),
    "discard_pile": ("Discard pile", "Defausse"),
    "empty": ("empty", "vide"),
    "grid": ("Grid {n}", "Grille {n}"),
    "new_grid": ("New grid: start a free combination here", "Nouvelle grille : commencer une combinaison libre ici"),
    "new_grid_short": ("+ new grid", "+ nouvelle grille"),
    "no_grid": (
        "No grid yet: the first combination (with a Rainbow and a Shadow) opens one",
        "Pas encore de grille : la premiere combinaison (avec une Rainbow et une Shadow) en ouvre une",
    ),
    "cell": ("empty cell {cell} of grid {n}", "case vide {cell} de la grille {n}"),
    "laid": ("{card}, laid on {cell} of grid {n}", "{card}, posee en {cell} de la grille {n}"),
    "tentative": ("{card}, tentative on {cell} of grid {n}", "{card}, provisoire en {cell} de la grille {n}"),
    "cards": ("{n} cards", "{n} cartes"),
    "to_act": ("to play", "a jouer"),
    "opened": ("has laid a first combination", "a fait sa premiere pose"),
    "not_opened": ("first lay still to make", "premiere pose a faire"),
    "you": ("you", "vous"),
    "combination": ("Tentative combination", "Combinaison provisoire"),
    "valid": ("Valid", "Valide"),
    "invalid": ("Not valid", "Non valide"),
    "pass": (
        "Pass the screen to {name}. The hands stay hidden.",
        "Passez l'ecran a {name}. Les mains restent cachees.",
    ),
    "hand_card": ("{card} in your hand", "{card} dans votre main"),
    "selected": ("selected", "selectionnee"),
    "rainbow": ("Rainbow", "Rainbow"),
    "shadow": ("Shadow", "Shadow"),
    "rainbow_mark": ("R", "R"),
    "shadow_mark": ("S", "S"),
}


class NumConnectInteraction(Interaction):
    """Select a card in your hand, click a cell to lay it; confirm, take back, draw, discard."""

    OPTIONS: ClassVar[dict[str, str]] = {"lang": "en"}  # widget keyword -> default

    def __init__(self, game, lang: str = "en") -> None:
        if lang not in ("en", "fr"):
            raise ValueError(f"lang={lang!r} is not supported; choose one of: 'en', 'fr'")
        self.lang = lang
        self._shown: int | None = None  # hot-seat: whose hand the screen shows (kept across moves)
        super().__init__(game)

    def reset(self) -> None:
        """Forget the selected card (the game changed)."""
        self.selected: str | None = None

    # ------------------------------------------------------------------ clicks
    def click(self, seat: int, target: str) -> str | None:
        """The action a click means, ``None`` for a selection change, or a refusal naming the rule."""
        if target == "show":
            self._shown = seat
            return None
        state = self.game.state
        if target.startswith("hand:"):
            return self._click_hand(seat, target)
        if seat not in self.game.actors():
            self._refuse("not_your_turn")
        if self._hidden(seat):
            self._refuse("hidden_hand")
        if target in ("confirm", "cancel", "draw"):
            return self._checked(seat, target)
        if target == "discard":
            return self._checked(seat, f"discard {self._need_card()}")
        if target == "grid:new":
            return self._checked(seat, f"new {self._need_card()}")
        match = _CELL.match(target)
        if not match:
            self._refuse("unknown_target")
        grid, cell = int(match[1]), (int(match[2]), int(match[3]))
        taken = grid < len(state.grids) and cell in state.grids[grid]
        if taken or (state.pending is not None and state.pending.grid == grid and cell in state.pending.cells):
            self._refuse("cell_taken")
        card = self._need_card()
        where = f"g{grid} {cell_name(cell)} {card}"
        verbs = ("put",) if state.pending is not None else ("ext", "cross")
        candidates = [f"{verb} {where}" for verb in verbs]
        legal = self.game.legal_actions(seat)
        for action in candidates:
            if action in legal:
                return action
        if state.pending is None and not any(s.combo >= 0 and s.cell == cell and s.grid == grid for s in state.slots):
            return self._checked(seat, candidates[-1])
        return self._checked(seat, candidates[0])

    def _click_hand(self, seat: int, target: str) -> None:
        if self._hidden(seat):
            self._refuse("hidden_hand")
        hand = self.game.state.hands[seat]
        index = target[5:]
        if not index.isdigit() or int(index) >= len(hand):
            self._refuse("unknown_target")
        card = hand[int(index)]
        self.selected = None if self.selected == card else card
        return None

    def _need_card(self) -> str:
        if self.selected is None:
            self._refuse("select_card")
        return self.selected  # type: ignore[return-value]

    def _checked(self, seat: int, action: str) -> str:
        """``action`` if legal, else a refusal in the widget's language quoting the rule."""
        if action in self.game.legal_actions(seat):
            return action
        code = diagnose(self.game.state, seat, action, self.game.options["rainbow_gap"])
        raise IllegalAction(message(code, self.lang), rule=rule_text(section(code)), action=action)

    def _refuse(self, code: str) -> None:
        raise IllegalAction(message(code, self.lang), rule=rule_text(section(code)))

    def _hidden(self, seat: int | None) -> bool:
        """Hot-seat: a new seat sees a 'pass to' screen until it clicks 'show my hand'."""
        if seat is None:
            return True
        if self._shown is None:
            self._shown = seat  # the first player is already at the screen
        return self._shown != seat

    # ------------------------------------------------------------------ render state
    def board(self, seat: int | None, hints: bool) -> dict[str, Any]:
        """Hand, grids, piles, players and the tentative combination's verdict, in drawing terms."""
        game, state, lang = self.game, self.game.state, self.lang
        hidden = self._hidden(seat) if seat is not None else True
        to_act = [a for a in game.actors() if a >= 0]
        board: dict[str, Any] = {
            "lang": lang,
            "screen": "over" if game.is_over else ("pass" if hidden and seat is not None else "play"),
            "seat": seat,
            "to_act": to_act[0] if to_act else None,
            "phase": state.phase,
            "players": [
                {"name": name, "hand_size": len(state.hands[i]), "opened": state.opened[i], "to_act": i in to_act}
                for i, name in enumerate(game.players)
            ],
            "hand": [] if hidden else self._hand(seat),
            "selected": None if hidden else self.selected,
            "draw_pile": {"count": len(state.draw), "target": "draw"},
            "discard_pile": {
                "count": len(state.discard),
                "top": card_json(state.discard[-1], lang) if state.discard else None,
                "target": "discard",
            },
            "grids": [self._grid(g) for g in range(len(state.grids) + _opens_grid(state))],
            "labels": {key: words[0 if lang == "en" else 1] for key, words in WORDS.items()},
            "new_grid": {"target": "grid:new", "grid": len(state.grids)},
            "pending": self._pending(seat),
            "last": None if state.last is None else {"player": state.last[0], "action": state.last[1]},
            "legal_targets": self._legal_targets(seat) if hints and not hidden else [],
        }
        if board["screen"] == "pass":
            board["pass_to"] = game.players[seat]  # type: ignore[index]
        return board

    def _hand(self, seat: int) -> list[dict[str, Any]]:
        hand = self.game.state.hands[seat]
        return [
            {**card_json(card, self.lang), "target": f"hand:{i}", "selected": card == self.selected}
            for i, card in enumerate(hand)
        ]

    def _grid(self, g: int) -> dict[str, Any]:
        state = self.game.state
        laid = state.grids[g] if g < len(state.grids) else {}  # a free combination's new grid
        cells = dict(laid)
        pending = state.pending
        if pending is not None and pending.grid == g:
            cells.update(zip(pending.cells, pending.cards, strict=False))
        shape = grid_json(cells, g)
        last_cell = _last_cell(state.last)
        return {
            "grid": g,
            "rows": shape["rows"],
            "cols": shape["cols"],
            "box": {
                "rows": [shape["rows"][0] - 1, shape["rows"][1] + 1],
                "cols": [shape["cols"][0] - 1, shape["cols"][1] + 1],
            },
            "cell_target": "cell:g{grid}:r{row}c{col}",
            "cells": [
                {
                    "row": r,
                    "col": c,
                    "target": f"cell:g{g}:r{r}c{c}",
                    "card": card_json(card, self.lang),
                    "tentative": (r, c) not in laid,
                    "last": last_cell == (g, r, c),
                }
                for (r, c), card in sorted(cells.items())
            ],
        }

    def _pending(self, seat: int | None) -> dict[str, Any] | None:
        pending = self.game.state.pending
        if pending is None:
            return None
        verdict = check_combination(pending.cards, self.game.options["rainbow_gap"])
        data = verdict.to_json(self.lang)
        can = "confirm" in self.game.legal_actions(self.game.state.turn)
        if verdict.valid and not can:
            code = diagnose(self.game.state, self.game.state.turn, "confirm", self.game.options["rainbow_gap"])
            data["messages"] = [message(code, self.lang)]
            data["rules"] = [RULEBOOK[section(code)]]
        return {
            "grid": pending.grid,
            "cells": [cell_name(c) for c in pending.cells],
            "cards": [card_json(c, self.lang) for c in pending.cards],
            "verdict": data,
            "can_confirm": can,
        }

    def _legal_targets(self, seat: int | None) -> list[str]:
        """Cells (and the new-grid target) where the selected card may go now."""
        if seat is None or self.selected is None:
            return []
        targets = []
        for action in self.game.legal_actions(seat):
            words = action.split()
            if words[-1] != self.selected:
                continue
            if words[0] in ("put", "ext", "cross"):
                cell = words[2]
                targets.append(f"cell:{words[1]}:{cell}")
            elif words[0] == "new":
                targets.append("grid:new")
        return sorted(set(targets))

    # ------------------------------------------------------------------ buttons, rules, prompt
    def buttons(self, seat: int | None) -> list[dict[str, Any]]:
        """Confirm, take back, draw, discard; 'show my hand' on the hot-seat pass screen."""
        k = 0 if self.lang == "en" else 1
        if seat is None or self.game.is_over:
            return []
        if self._hidden(seat):
            return [{"target": "show", "label": LABELS["show"][k], "enabled": True, "title": ""}]
        legal = set(self.game.legal_actions(seat))
        enabled = {
            "confirm": "confirm" in legal,
            "cancel": "cancel" in legal,
            "draw": "draw" in legal,
            "discard": self.selected is not None and f"discard {self.selected}" in legal,
        }
        return [{"target": t, "label": LABELS[t][k], "enabled": on, "title": ""} for t, on in enabled.items()]

    def rule(self, seat: int | None) -> tuple[str, str]:
        """The rulebook section for what is happening now."""
        state = self.game.state
        if self.game.is_over:
            key = "end"
        elif state.phase == "discard":
            key = "blocked"
        elif state.pending is not None:
            key = "free" if state.pending.anchor < 0 else "connection"
            if not state.opened[state.turn]:
                key = "first_lay"
        elif not state.opened[state.turn]:
            key = "first_lay"
        else:
            key = "extension"
        return (TITLES[key][0 if self.lang == "en" else 1], RULEBOOK[key])

    def prompt(self, seat: int | None) -> str:
        """One line telling ``seat`` what to do now."""
        game, state = self.game, self.game.state
        if game.is_over:
            return message("prompt_over", self.lang).format(name=" & ".join(game.players[w] for w in game.winners()))
        name = game.players[state.turn]
        if seat is None or seat != state.turn:
            return message("prompt_wait", self.lang).format(name=name)
        if self._hidden(seat):
            return message("prompt_pass", self.lang).format(name=name)
        if state.phase == "discard":
            code = "prompt_discard"
        elif state.pending is not None:
            code = "prompt_pending"
        elif state.laid:
            code = "prompt_more"
        else:
            code = "prompt_play" if state.opened[seat] else "prompt_first"
        return message(code, self.lang).format(name=name)


def _opens_grid(state) -> int:
    """1 if the tentative combination is a free one in a grid not laid yet, else 0."""
    return int(state.pending is not None and state.pending.grid == len(state.grids))


def _last_cell(last: tuple[int, str] | None) -> tuple[int, int, int] | None:
    """The grid cell named by the last action, if it placed a card."""
    if last is None:
        return None
    words = last[1].split()
    if words[0] not in ("put", "ext", "cross"):
        return None
    row, col = words[2][1:].split("c")
    return (int(words[1][1:]), int(row), int(col))
