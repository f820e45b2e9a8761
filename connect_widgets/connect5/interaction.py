"""Clicks -> Connect5 actions, and the render state the SVG board is drawn from.

Click targets: ``"dot:<id>"`` for every dot, and the buttons ``"stop"`` (end a multi-eat after the
eats so far), ``"split"`` (with a double selected: the next free dot clicked unstacks it instead of
moving the double) and ``"cancel"`` (drop the selection).

Clicking a free dot places a token. Clicking your token selects it; then a highlighted dot moves,
unstacks or eats to it, and the token itself again stacks a token from your supply on it. During an
eat each click adds a landing dot; the move is sent when no further eat is possible or on "stop".
"""

from __future__ import annotations

import math
from itertools import pairwise
from typing import Any

from ..core.errors import IllegalAction
from ..core.interaction import Interaction
from . import rulebook
from .state import COLOURS, CSS_COLOURS, height, owner
from .teaching import explain

DOT = "dot:"


class Connect5Interaction(Interaction):
    """Selection state (token picked, landing dots so far, split mode) and click handling for Connect5."""

    def reset(self) -> None:
        """Forget the selection."""
        self._from: str | None = None
        self._path: list[str] = []
        self._split = False

    # ------------------------------------------------------------------ helpers
    def _legal(self, seat: int | None) -> list[str]:
        return self.game.legal_actions(seat) if seat is not None and seat in self.game.actors() else []

    def _prefix(self) -> str:
        return "".join([self._from or "", *("x" + dot for dot in self._path)])

    def _targets(self, seat: int | None) -> list[str]:
        """Dots a click would use now (the legal targets of the current selection)."""
        legal = self._legal(seat)
        if self._from is None:
            starts = {_split_action(action)[0] for action in legal}
            return sorted(starts)
        prefix, found = self._prefix(), set()
        for action in legal:
            if self._path:
                if action.startswith(prefix + "x"):
                    found.add(action[len(prefix) + 1 :].split("x")[0])
                continue
            start, rest = _split_action(action)
            if start != self._from:
                continue
            if rest == "+":
                found.add(start)
            elif not self._split or rest[0] in "/x":
                found.add(rest[1:].split("x")[0])
        return sorted(found)

    def _refuse(self, seat: int, action: str) -> IllegalAction:
        verdict = explain(self.game, action, seat)
        return IllegalAction(verdict.reason, rule=verdict.rule, action=action)

    # ------------------------------------------------------------------ clicks
    def click(self, seat: int, target: str) -> str | None:
        """The action a click means, ``None`` for a selection change, ``IllegalAction`` if refused."""
        game = self.game
        if not isinstance(target, str) or len(target) > 64:
            raise IllegalAction(f"unknown click target {target!r}")
        if game.is_over:
            raise IllegalAction(f"the game is over: {game.describe()}")
        if seat not in game.actors():
            raise IllegalAction(f"it is {game.players[game.actors()[0]]}'s turn, not {game.players[seat]}'s")
        if target == "cancel":
            self.reset()
            return None
        if target == "stop":
            return self._stop(seat)
        if target == "split":
            if self._from is None or not any(a.startswith(self._from + "/") for a in self._legal(seat)):
                raise IllegalAction("select one of your double tokens first to split it", rule=rulebook.UNSTACK)
            self._split = not self._split
            return None
        dot = target[len(DOT) :] if target.startswith(DOT) else None
        if dot is None or dot not in game.board.index:
            raise IllegalAction(f"unknown click target {target!r}")
        if self._from is None:
            return self._first_click(seat, dot)
        return self._next_click(seat, dot)

    def _stop(self, seat: int) -> str:
        action = self._prefix()
        if not self._path or action not in self._legal(seat):
            raise IllegalAction("there is no eat in progress that may stop here", rule=rulebook.MULTI_EAT)
        self.reset()
        return action

    def _first_click(self, seat: int, dot: str) -> str | None:
        code = self.game.state.cells[self.game.board.index[dot]]
        legal = self._legal(seat)
        if not code:
            if dot in legal:
                return dot
            raise self._refuse(seat, dot)
        if owner(code) != seat:
            raise IllegalAction(
                f"{dot} holds {self.game.players[owner(code)]}'s token: pick one of yours or a free dot",
                rule=rulebook.MOVE,
            )
        if not any(_split_action(action)[0] == dot for action in legal):
            raise IllegalAction(f"your token on {dot} has no move now", rule=rulebook.ADJACENT)
        self._from, self._path, self._split = dot, [], False
        return None

    def _next_click(self, seat: int, dot: str) -> str | None:
        legal = self._legal(seat)
        start = self._from
        eat = f"{self._prefix()}x{dot}"
        goes_on = any(action.startswith(eat + "x") for action in legal)
        if eat in legal or goes_on:
            if goes_on:
                self._path.append(dot)
                return None
            self.reset()
            return eat
        if self._path:
            raise self._refuse(seat, eat)
        if dot == start:
            if "+" + dot in legal:
                self.reset()
                return "+" + dot
            self.reset()
            return None
        for action in [f"{start}/{dot}"] if self._split else [f"{start}-{dot}", f"{start}/{dot}"]:
            if action in legal:
                self.reset()
                return action
        if not self._split and self._jump_lands(start, dot):
            refusal = self._refuse(seat, eat)  # a jump's landing: say why the eat is refused
            self.reset()  # so that a second click on one's own token there selects it
            raise refusal
        if owner(self.game.state.cells[self.game.board.index[dot]]) == seat:
            self.reset()
            return self._first_click(seat, dot)
        raise self._refuse(seat, f"{start}/{dot}" if self._split else f"{start}-{dot}")

    def _jump_lands(self, start: str, dot: str) -> bool:
        """Whether a jump from ``start`` over an opponent's token (by the board's paths) lands on ``dot``."""
        board, cells = self.game.board, self.game.state.cells
        mover = owner(cells[board.index[start]])
        return any(
            board.ids[land] == dot and cells[over] and owner(cells[over]) != mover
            for over, land, _ in board.jumps[self.game.rules.turns][board.index[start]]
        )

    # ------------------------------------------------------------------ drawing
    def layout(self) -> dict[str, Any]:
        """What never changes during a game, sent to the page once (the renderer's ``ctx.layout``).

        ``board``: name, title and viewBox ``width`` / ``height``; ``radius``: the token radius (0.4 x
        the closest distance between two dots, between 6 and 15, so tokens never overlap); ``lines``:
        ``id``, ``path`` of dot ids and ``[x, y]`` waypoints, ``closed`` (join the end to the start),
        ``smooth`` (a curve through the points, else straight segments); ``dots``: ``id``, click
        ``target``, ``x``, ``y``, ``circled``; ``players``: ``name``, ``colour`` name, ``css`` colour.
        """
        game, board = self.game, self.game.board
        return {
            "game": "connect5",
            "board": {"name": board.name, "title": board.title, "width": board.width, "height": board.height},
            "radius": _token_radius(board),
            "lines": _lines(board),
            "dots": [
                {"id": dot.id, "target": DOT + dot.id, "x": dot.x, "y": dot.y, "circled": dot.circled}
                for dot in board.dots
            ],
            "players": [
                {"name": name, "colour": COLOURS[p], "css": CSS_COLOURS[p]} for p, name in enumerate(game.players)
            ],
        }

    def board(self, seat: int | None, hints: bool) -> dict[str, Any]:
        """What changes from move to move, drawn over :meth:`layout` (see the keys below).

        ``tokens``: ``{dot id: [player, count]}`` for the occupied dots only (count 2: a double);
        ``players``: per player ``score``, ``supply`` (tokens left), ``to_move``; ``round`` (from 1),
        ``rounds``, ``mode``, ``move`` (in the round), ``over``; ``last_move``: the action, its player,
        the dots it touched and the dots it ate from; ``just_used``: ids of the lines just used;
        ``legal``: dot ids a click would use now (with hints); ``selection``: the picked token, the
        landing dots so far, split mode.
        """
        game, state = self.game, self.game.state
        ids = game.board.ids
        last_dots, eaten_dots = _last_move_dots(game)
        scores, actors = game.scores(), game.actors()
        return {
            "tokens": {ids[i]: [owner(code), height(code)] for i, code in enumerate(state.cells) if code},
            "players": [
                {"score": score, "supply": supply, "to_move": p in actors}
                for p, (score, supply) in enumerate(zip(scores, state.supply, strict=True))
            ],
            "round": state.round + 1,
            "rounds": game.rules.rounds,
            "mode": game.rules.mode,
            "move": state.moves,
            "over": game.is_over,
            "last_move": None
            if state.last is None
            else {"player": state.last[0], "action": state.last[1], "dots": last_dots, "eaten": eaten_dots},
            "just_used": sorted(game.board.lines[n].id for n in state.blocked),
            "legal": self._targets(seat) if hints else [],
            "selection": {"from": self._from, "path": list(self._path), "split": self._split},
        }

    def buttons(self, seat: int | None) -> list[dict[str, Any]]:
        """Stop (a multi-eat here), Split (a selected double), Cancel (the selection)."""
        legal = self._legal(seat)
        can_split = self._from is not None and not self._path and any(a.startswith(self._from + "/") for a in legal)
        return [
            {
                "target": "stop",
                "label": "Stop eating here",
                "enabled": bool(self._path) and self._prefix() in legal,
                "title": "end the move after the eats so far (further eats are optional)",
            },
            {
                "target": "split",
                "label": "Split the double" if not self._split else "Move the whole double",
                "enabled": can_split,
                "title": "the next free dot you click receives one token of the double",
            },
            {"target": "cancel", "label": "Cancel", "enabled": self._from is not None, "title": "drop the selection"},
        ]

    def rule(self, seat: int | None) -> tuple[str, str]:
        """The rulebook text for what the player is doing now."""
        if self.game.is_over:
            text = rulebook.FULL_GAME if self.game.rules.mode == "full" else rulebook.QUICK_GAME
        elif self._path:
            text = rulebook.MULTI_EAT
        elif self._from is not None:
            double = height(self.game.state.cells[self.game.board.index[self._from]]) == 2
            text = (rulebook.UNSTACK if self._split else rulebook.DOUBLE_MOVES) if double else rulebook.MOVE
        else:
            text = rulebook.FIRST_TURN if self.game.state.moves < len(self.game.players) else rulebook.PLACE
        return rulebook.section_of(text), text

    def prompt(self, seat: int | None) -> str:
        """One line telling ``seat`` what to do."""
        game = self.game
        if game.is_over:
            return game.describe()
        mover = game.players[game.actors()[0]]
        if seat not in game.actors():
            return f"{mover} is to move"
        if self._path:
            return f"{mover}: click the next landing dot to eat again, or Stop eating here"
        if self._from is not None:
            extra = " (or Split the double)" if any(a.startswith(self._from + "/") for a in self._legal(seat)) else ""
            return f"{mover}: click where the token on {self._from} goes, or the token again to stack{extra}"
        return f"{mover}: click a free dot to place a token, or one of your tokens to move it"


def _split_action(action: str) -> tuple[str, str]:
    """(the dot an action starts from, the rest): ``"c3-d3"`` -> ("c3", "-d3"); ``"+c3"`` -> ("c3", "+")."""
    if action.startswith("+"):
        return action[1:], "+"
    for index, char in enumerate(action):
        if char in "-/x":
            return action[:index], action[index:]
    return action, ""


def _token_radius(board) -> float:
    """0.4 x the closest distance between two dots, kept within 6..15: tokens never overlap on any board."""
    dots = board.dots
    closest = min(
        (math.hypot(a.x - b.x, a.y - b.y) for i, a in enumerate(dots) for b in dots[i + 1 :]), default=math.inf
    )
    return max(6, min(15, closest * 0.4))


def _lines(board) -> list[dict[str, Any]]:
    """Each line as its drawing path: dot ids (draw through that dot) and [x, y] waypoints."""
    return [
        {
            "id": line.id,
            "path": [p if isinstance(p, str) else list(p) for p in line.path],
            "closed": line.closed,
            "smooth": line.smooth,
        }
        for line in board.lines
    ]


def _last_move_dots(game) -> tuple[list[str], list[str]]:
    """Dots the last move touched (in order), and the dots whose tokens it ate."""
    last = game.state.last
    if last is None:
        return [], []
    action = last[1]
    if "x" not in action:
        return action.lstrip("+").replace("/", "-").split("-"), []
    dots = action.split("x")
    board, eaten = game.board, []
    for start, landing in pairwise(dots):
        for over, land, _ in board.jumps[True][board.index[start]]:
            if board.ids[land] == landing:
                eaten.append(board.ids[over])
    return dots, eaten
