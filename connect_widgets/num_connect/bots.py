"""The heuristic bot: lays as many cards as it can, keeps its Rainbows and Shadows, discards the loners.

It plays through its seat only: ``seat.legal_actions()``, ``seat.view()``, ``seat.history``, the
teaching helper :func:`~.teaching.check_combination`, and ``seat.determinize(rng)`` (the other hands
and the draw pile drawn again) to try its own tentative lays. So its choice depends only on what
its player may know and on its own seed. It reads actions and the view's lines of cells through the
notation (:func:`~.notation.parse`).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ..core.bots import legal_actions_or_raise
from ..core.game import Game
from ..core.seat import Seat
from .cards import RAINBOW, SHADOW, parse_card
from .notation import Move, cell_name, parse, parse_line
from .teaching import check_combination

SEARCH_NODES = 250  # per candidate start, so a decision stays well under a second


class HeuristicBot:
    """Extends laid combinations first, then lays the longest new combination it can find, then discards."""

    kind = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)
        self._gave_up: set[tuple[int, str]] = set()  # starts that could not be completed on the grid

    def choose(self, seat: Seat) -> str:
        """The action of the seat's player (who must be to act)."""
        actions = legal_actions_or_raise(seat)
        view, actor = seat.view(), seat.player
        gap = seat.options["rainbow_gap"]
        if view["pending"] is not None:
            return self._finish(seat, actions, view)
        extensions = [a for a in actions if parse(a).verb == "ext"]
        if extensions:
            return min(extensions, key=lambda a: (_is_joker(parse(a).card), self._rng.random()))
        start = self._best_start(actions, view, actor, gap)
        if start is not None:
            return start
        if "draw" in actions:
            return "draw"
        return self._discard(actions, view, actor, gap)

    # ------------------------------------------------------------------ laying
    def _best_start(self, actions: list[str], view: dict[str, Any], actor: int, gap: str) -> str | None:
        hand = view["hands"][actor]
        opened = view["opened"][actor]
        best, best_score = None, 0
        for action in actions:
            move = parse(action)
            if move.verb not in ("cross", "new") or (view["turns"], action) in self._gave_up:
                continue
            card = move.card
            seq = (card,) if move.verb == "new" else _cross_seq(view, move)
            rest = Counter(hand)
            rest[card] -= 1
            needs = move.verb == "new" or not opened
            score = _longest(seq, rest, needs, gap, 1)
            if score > best_score or (score == best_score and score and self._rng.random() < 0.5):
                best, best_score = action, score
        return best

    def _finish(self, seat: Seat, actions: list[str], view: dict[str, Any]) -> str:
        """Continue the tentative combination along the longest confirmable line; cancel if none.

        It tries its lays on a determinized copy: they use only its own hand and the public grids.
        """
        budget = [SEARCH_NODES * 2]
        best_action, best_len = None, -1
        sample = seat.determinize(self._rng)
        for action in actions:
            if action == "cancel":
                continue
            length = _search(sample, seat.player, action, budget)
            if length > best_len:
                best_action, best_len = action, length
        if best_action is None or best_len < 0:
            self._gave_up.add((view["turns"], _start_of(seat)))
            return "cancel"
        return best_action

    # ------------------------------------------------------------------ discarding
    def _discard(self, actions: list[str], view: dict[str, Any], actor: int, gap: str) -> str:
        hand = view["hands"][actor]
        lines = _laid_lines(view)

        def keep(action: str) -> tuple[int, float]:
            card = parse(action).card
            return (_usefulness(card, hand) + 2 * _extends(card, lines, gap), self._rng.random())

        return min(actions, key=keep)


def _is_joker(card: str) -> bool:
    return card in (RAINBOW, SHADOW)


def _cross_seq(view: dict[str, Any], move: Move) -> tuple[str, ...]:
    """The two cards of a crossing start: the new card and the laid card it connects through."""
    grid = view["grids"][move.grid]
    row, col = move.cell or (0, 0)  # a crossing start always names its cell
    for (dr, dc), before in (((1, 0), True), ((-1, 0), False), ((0, 1), True), ((0, -1), False)):
        anchor = grid.get(cell_name((row + dr, col + dc)))
        if anchor is not None:
            return (move.card, anchor) if before else (anchor, move.card)
    return (move.card,)


def _longest(seq: tuple[str, ...], rest: Counter[str], needs_jokers: bool, gap: str, laid: int) -> int:
    """Most cards laid from ``rest`` around ``seq`` into a valid combination (0 if none); bounded search."""
    nodes = [SEARCH_NODES]

    def grow(seq: tuple[str, ...], laid: int, jokers: frozenset[str]) -> int:
        nodes[0] -= 1
        best = 0
        if check_combination(seq, gap).valid and (not needs_jokers or len(jokers) == 2):
            best = laid
        if nodes[0] <= 0:
            return best
        for card in [c for c, n in rest.items() if n > 0]:
            for new in ((card, *seq), (*seq, card)):
                if nodes[0] > 0 and check_combination(new, gap, partial=True).valid:
                    rest[card] -= 1
                    best = max(best, grow(new, laid + 1, jokers | ({card} & {RAINBOW, SHADOW})))
                    rest[card] += 1
        return best

    return grow(seq, laid, frozenset(set(seq) & {RAINBOW, SHADOW}))


def _search(game: Game[Any], actor: int, action: str, budget: list[int]) -> int:
    """Cards laid by the best line of ``put``s after ``action`` that ends in ``confirm`` (-1 if none).

    ``game`` is the bot's own determinized copy, which it may clone and play on.
    """
    if action == "confirm":
        return 0
    budget[0] -= 1
    if budget[0] <= 0:
        return -1
    twin = game.clone()
    twin.apply(actor, action)
    best = -1
    for follow in twin.legal_actions(actor):
        if follow != "cancel":
            length = _search(twin, actor, follow, budget)
            best = max(best, length + 1 if length >= 0 else -1)
    return best


def _start_of(seat: Seat) -> str:
    """The action that started the current tentative combination."""
    for who, action in reversed(seat.history):
        if who == seat.player and parse(action).verb in ("cross", "new"):
            return action
    return ""


def _laid_lines(view: dict[str, Any]) -> list[tuple[str, ...]]:
    """The cards of every laid combination, in reading order (from the public grids)."""
    lines = []
    for line in view["combinations"]:
        grid, cells = parse_line(line)
        lines.append(tuple(view["grids"][grid][cell_name(cell)] for cell in cells))
    return lines


def _extends(card: str, lines: list[tuple[str, ...]], gap: str) -> int:
    """How many ends of laid combinations ``card`` could extend (room on the grid aside)."""
    return sum(
        check_combination((card, *line), gap).valid + check_combination((*line, card), gap).valid for line in lines
    )


def _usefulness(card: str, hand: list[str]) -> int:
    """How many cards of ``hand`` could sit next to ``card`` in a combination (jokers: always useful)."""
    kind, colour, value = parse_card(card)  # type: ignore[misc]
    if kind != "number":
        return 100
    score = 0
    for other in hand:
        okind, ocolour, ovalue = parse_card(other)  # type: ignore[misc]
        if other == card or okind != "number":
            continue
        if ovalue == value or abs(ovalue - value) == 1 or (ocolour == colour and abs(ovalue - value) <= 3):
            score += 1
    return score
