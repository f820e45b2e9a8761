"""Clicks -> actions for the Connect the Thoughts widget, and what the renderer draws.

Targets (what a click reports):

=================  ===========================================================================
``pool:<i>``       any face-down card in the middle: pick it up; while holding a card: put it back
``bell``           hit the bell
``place``          the empty place where a first card starts the row
``place:L/R``      the empty place at the left/right end of the row: lay the held card there
``end:L/R``        the card at the left/right end of the row: the same as ``place:L/R``
``return``         put the held card back face-down
``hand``           the card in the hand: nothing to do (returns ``None``)
=================  ===========================================================================

There is no selection to keep: every click is one action, as fast as a hand on the table.
"""

from __future__ import annotations

from typing import Any

from connect_widgets.core.errors import IllegalAction
from connect_widgets.core.interaction import Interaction

from . import layout, moves, rulebook
from .cards import ROW_TARGET, card_label, common_objects, objects_of, row_errors
from .notation import BELL, LEFT, PICK, RETURN, RIGHT, START
from .objects import OBJECTS
from .scoring import winners
from .state import NO_CARD, NOBODY, State
from .views import END_WORDS, event_view

_PLACES = {"place": START, "place:L": LEFT, "place:R": RIGHT, "end:L": LEFT, "end:R": RIGHT}


class ConnectTheThoughtsInteraction(Interaction):
    """One widget's click handling and render state for Connect the Thoughts."""

    def reset(self) -> None:
        """Nothing is ever selected in this game, so there is nothing to forget."""

    # ------------------------------------------------------------------ clicks
    def click(self, seat: int, target: str) -> str | None:
        """The action a click by ``seat`` on ``target`` means (refused with the rule if not allowed)."""
        state: State = self.game.state
        action = self._action_for(state, seat, target)
        if action is None:
            return None
        problem = moves.refusal(state, seat, action, self.game.options["check_on_place"])
        if problem is not None:
            raise problem
        return action

    def _action_for(self, state: State, seat: int, target: str) -> str | None:
        if not isinstance(target, str) or not isinstance(seat, int) or not 0 <= seat < len(state.rows):
            raise IllegalAction(f"unknown target {target!r}")
        if target == "bell":
            return BELL
        if target == "return":
            return RETURN
        if target in _PLACES:
            return _PLACES[target]
        if target == "hand":
            return None
        if target.startswith("pool:") and target[5:].isdigit() and int(target[5:]) < len(layout.POOL_PLACES):
            return RETURN if state.hands[seat] != NO_CARD else PICK
        raise IllegalAction(f"unknown target {target!r}", action=target)

    # ------------------------------------------------------------------ drawing
    def board(self, seat: int | None, hints: bool) -> dict[str, Any]:
        """Everything the renderer draws: the pool around the bell, every row, hand and pile."""
        state: State = self.game.state
        names = self.game.players
        order = _seat_order(len(names), seat)
        visible: set[int] = set()
        players = [
            self._player(state, p, order.index(p), len(names) - 1, seat, hints, visible) for p in range(len(names))
        ]
        board: dict[str, Any] = {
            "bell": {"x": layout.BELL_X, "y": layout.BELL_Y, "r": layout.BELL_R, "target": "bell"},
            "pool": self._pool(state),
            "players": players,
            "cards": {str(card): list(objects_of(card)) for card in sorted(visible)},
            "seat": seat,
            "round": state.round,
            "max_rounds": self.game.options["max_rounds"],
            "check_on_place": self.game.options["check_on_place"],
            "last": event_view(state.last, names),
            "over": bool(state.end),
            "end": END_WORDS.get(state.end),
            "winners": list(winners(state)) if state.end else [],
            "hints": hints,
        }
        if hints and seat is not None:
            board["legal_targets"] = self._legal_targets(state, seat)
        return board

    def layout(self) -> dict[str, Any]:
        """The table's fixed geometry and the object drawings, sent to the page once per game.

        The face-down cards lie on the first ``board()["pool"]["count"]`` of ``pool_places``
        (``[x, y, rotation]``), clicked as ``pool:<i>``.
        """
        return {
            "size": [layout.WIDTH, layout.HEIGHT],
            "card_size": [layout.CARD_W, layout.CARD_H],
            "objects": {name: emoji for name, emoji in OBJECTS},
            "pool_places": [list(place) for place in layout.POOL_PLACES],
            "pool_scale": layout.POOL_SCALE,
        }

    def _pool(self, state: State) -> dict[str, Any]:
        return {"count": state.face_down, "picking": state.picker if state.picker != NOBODY else None}

    def _player(
        self, state: State, p: int, place: int, opponents: int, seat: int | None, hints: bool, visible: set[int]
    ) -> dict[str, Any]:
        y, scale = layout.band(place, opponents)
        row, hand, mine = state.rows[p], state.hands[p], p == seat
        visible.update(row)
        xs = layout.row_xs(len(row), scale)
        cards = [{"card": card, "x": x, "y": y} for card, x in zip(row, xs, strict=True)]
        if mine and row:
            cards[0]["target"], cards[-1]["target"] = "end:L", "end:R"
            if len(row) == 1:
                cards[0]["target"] = "end:R"
        area: dict[str, Any] = {
            "seat": p,
            "name": self.game.players[p],
            "colour": layout.COLOURS[p],
            "you": mine,
            "y": y,
            "scale": scale,
            "label": {"x": layout.HAND_X, "y": round(y - layout.CARD_H * scale / 2 - 10)},
            "sitting_out": state.out[p],
            "score": len(state.piles[p]),
            "rounds_won": state.wins[p],
            "row": cards,
            "hand": None,
            "pile": {"count": len(state.piles[p]), "top": state.piles[p][-1] if state.piles[p] else None},
            "pile_at": {"x": layout.PILE_X, "y": y},
            "drops": [],
        }
        if state.piles[p]:
            visible.add(state.piles[p][-1])
        if hand != NO_CARD:
            visible.add(hand)
            area["hand"] = {"card": hand, "x": layout.HAND_X, "y": y, "target": "hand" if mine else None}
            if mine:
                area["drops"] = self._drops(state, p, y, scale, hints)
        if hints:
            area["errors"] = row_errors(row)
        return area

    def _drops(self, state: State, p: int, y: int, scale: float, hints: bool) -> list[dict[str, Any]]:
        """The empty places where the held card can be laid (with hints: whether it fits, and why)."""
        row, hand = state.rows[p], state.hands[p]
        if not row:
            drops = [{"target": "place", "x": layout.ROW_X, "y": y}]
        else:
            left, right = layout.end_slots(len(row), scale)
            drops = [{"target": "place:L", "x": left, "y": y}, {"target": "place:R", "x": right, "y": y}]
        if hints:
            check = self.game.options["check_on_place"]
            for drop in drops:
                action = _PLACES[drop["target"]]
                drop["legal"] = moves.refusal(state, p, action, check) is None
                if row:
                    drop["shared"] = common_objects(hand, row[0] if action == LEFT else row[-1])
        return drops

    def _legal_targets(self, state: State, seat: int) -> list[str]:
        legal = set(self.game.legal_actions(seat))
        targets = [target for target, action in _PLACES.items() if action in legal]
        if RETURN in legal:
            targets.append("return")
        if BELL in legal:
            targets.append("bell")
        if PICK in legal or RETURN in legal:
            targets += [f"pool:{i}" for i in range(state.face_down)]
        return targets

    # ------------------------------------------------------------------ shell
    def buttons(self, seat: int | None) -> list[dict[str, Any]]:
        """Pick, lay left/right (or start the row), put back, ring the bell."""
        if seat is None:
            return []
        legal = set(self.game.legal_actions(seat))
        state: State = self.game.state
        starting = not state.rows[seat]
        specs = [
            ("pool:0", "Pick a card", PICK, "Pick up a face-down card from the middle"),
            ("place", "Start my row", START, "The first card starts your row")
            if starting
            else ("place:L", "\u25c0 Lay left", LEFT, "Lay the card at the left end of your row"),
            ("place:R", "Lay right \u25b6", RIGHT, "Lay the card at the right end of your row"),
            ("return", "Put it back", RETURN, "Return the card face-down to the middle"),
            ("bell", "\U0001f514 Ring the bell", BELL, "Hit the bell when your row of seven is finished"),
        ]
        return [
            {"target": target, "label": label, "enabled": action in legal, "title": title}
            for target, label, action, title in specs
            if not (starting and action == RIGHT)
        ]

    def rule(self, seat: int | None) -> tuple[str, str]:
        """The rulebook section for what is happening now at ``seat``."""
        state: State = self.game.state
        if state.end:
            return "Game End", rulebook.GAME_END
        if seat is None:
            return "How to Play", rulebook.ONE_CARD_AT_A_TIME
        if state.out[seat]:
            return "Finished Your Row?", rulebook.WRONG_BELL
        row, hand = state.rows[seat], state.hands[seat]
        if hand != NO_CARD:
            return ("Placing a Card", rulebook.STARTING_CARD if not row else rulebook.PLACING)
        if len(row) >= ROW_TARGET:
            return "Finished Your Row?", rulebook.RIGHT_BELL
        return "How to Play", rulebook.ONE_CARD_AT_A_TIME

    def prompt(self, seat: int | None) -> str:
        """One line for ``seat``: what to do now."""
        state: State = self.game.state
        if state.end:
            names = self.game.players
            best = winners(state)
            who = " and ".join(names[p] for p in best)
            return f"Game over ({END_WORDS[state.end]}): {who} {'wins' if len(best) == 1 else 'share the win'}."
        if seat is None:
            return self.game.describe()
        name = self.game.players[seat]
        if state.out[seat]:
            return f"{name}: you rang wrongly and sit out the rest of round {state.round}."
        if state.picker != NOBODY:
            return f"{name}: {self.game.players[state.picker]} is turning over a card."
        row, hand = state.rows[seat], state.hands[seat]
        if hand != NO_CARD:
            if not row:
                return f"{name}: {card_label(hand)} starts your row."
            return f"{name}: {card_label(hand)}: lay it at an end it fits, or put it back."
        if len(row) >= ROW_TARGET:
            return f"{name}: seven cards: ring the bell!"
        return f"{name}: pick up a card from the middle ({len(row)} of {ROW_TARGET} in your row)."


def _seat_order(players: int, seat: int | None) -> list[int]:
    """Players by place on the screen: the seat first (bottom), then the others in seat order."""
    first = 0 if seat is None else seat
    return [first, *(p for p in range(players) if p != first)]
