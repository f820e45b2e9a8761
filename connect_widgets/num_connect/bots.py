"""Num Connect's bots: the heuristic plans its turn, the search weighs whole lays.

The heuristic lists the lays it can make with the teaching helper :func:`~.teaching.lays` (from its
seat's view and legal actions only), plays the plan that leaves the fewest cards (going out when it
can, keeping its Rainbows and Shadows) and discards the loners. The search (:class:`NumConnectSearch`)
treats a whole lay as one decision and plays out with a greedy policy on determinized copies. Both
read only what their player may know, and their own seed."""

from __future__ import annotations

import random
from collections.abc import Generator
from typing import Any

from ..core.analysis import Analysis
from ..core.bots import BaseBot, legal_actions_or_raise
from ..core.game import Game
from ..core.search import SearchBot, best_rival
from ..core.seat import Seat
from ..core.words import Phrase
from .cards import RAINBOW, SHADOW, parse_card
from .grid import NEIGHBOURS, add
from .notation import Move, cell_name, parse, parse_line
from .teaching import Lay, check_combination, lays
from .words import WORDS

PLAN_LISTINGS = 30
"""Positions whose lays are listed (:func:`~.teaching.lays`, a few milliseconds each) per turn planned."""
WIDTHS = (6, 3, 2)
"""How many of the best lays the plan tries first, then after one lay, then deeper (one, deeper still)."""
OUT = 100.0
"""What emptying the hand this turn is worth in a plan (the discard takes the last card)."""
JOKER_COST = 0.4
"""A Rainbow or Shadow laid counts as less than a card: kept, it makes later lays (and the first one)."""


class HeuristicBot(BaseBot):
    """Plans its turn (the lays that leave the fewest cards, going out if it can), then discards."""

    kind = "heuristic"
    plays = "num_connect"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)
        self._plan: list[str] = []  # the actions left of the turn it planned
        self._expected = -1  # the length of its seat's history when the plan's next action is due

    def choose(self, seat: Seat) -> str:
        """The action of the seat's player (who must be to act)."""
        actions = legal_actions_or_raise(seat, self.plays)
        view = seat.view()
        if view["phase"] == "discard":
            return self.discards(seat)[0]
        if len(seat.history) != self._expected or not self._plan or self._plan[0] not in actions:
            self._plan = [action for lay in self.plan(seat) for action in lay.actions]
        if self._plan:
            self._expected = len(seat.history) + 1
            return self._plan.pop(0)
        if view["pending"] is not None:
            return "cancel"  # a tentative combination it cannot finish (it never starts one)
        if "draw" in actions:
            return "draw"
        return self.discards(seat)[0]

    def plan(self, seat: Seat) -> tuple[Lay, ...]:
        """The lays it means to make this turn, in order: those leaving the fewest cards in hand,
        Rainbows and Shadows counting a little less, and any that go out first of all. The lays
        are tried on its own determinized copy: they use only its hand and the public grids."""
        world = seat.determinize(self._rng)
        return _best_plan(world, seat.player, [PLAN_LISTINGS], 0)[1]

    def discards(self, seat: Seat) -> list[str]:
        """Its legal discards, the one it would make first: the card with the fewest possible
        neighbours in its hand and laid lines it could extend (Rainbows and Shadows last)."""
        view, gap = seat.view(), seat.options["rainbow_gap"]
        hand = view["hands"][seat.player]
        lines = _laid_lines(view)

        def keep(action: str) -> tuple[int, float]:
            card = parse(action).card
            return (_usefulness(card, hand) + 2 * _extends(card, lines, gap), self._rng.random())

        return sorted((action for action in seat.legal_actions() if parse(action).verb == "discard"), key=keep)


def _is_joker(card: str) -> bool:
    return card in (RAINBOW, SHADOW)


def _best_plan(world: Game[Any], player: int, listings: list[int], depth: int) -> tuple[float, tuple[Lay, ...]]:
    """The best sequence of lays from here on ``world`` (a copy it may play on) and its worth.

    A bounded search: the :data:`WIDTHS` best lays first (distinct cards, the best extension by a
    numbered card among them), each followed by the best plan after it; it stops at a plan that
    goes out.
    """
    if world.is_over or _discard_goes_out(world.view(player)):
        return OUT, ()
    if listings[0] <= 0:
        return 0.0, ()
    listings[0] -= 1
    best: tuple[float, tuple[Lay, ...]] = (0.0, ())
    for lay in _candidates(lays(world.seat(player)), WIDTHS[min(depth, len(WIDTHS) - 1)]):
        twin = world.clone()
        for action in lay.actions:
            twin.apply(player, action)
        value, rest = _best_plan(twin, player, listings, depth + 1)
        value += _worth(lay)
        if value > best[0]:
            best = (value, (lay, *rest))
        if value >= OUT:
            break
    return best


def _discard_goes_out(view: dict[str, Any]) -> bool:
    """One card left, which the turn's discard takes: after a lay (or with no card left to draw)."""
    may_discard = view["laid_this_turn"] or not view["draw_pile"]
    return len(view["hands"][view["turn"]]) <= 1 and view["pending"] is None and may_discard


def _candidates(found: list[Lay], width: int) -> list[Lay]:
    """The ``width`` best lays with distinct cards, and the best extension by a numbered card."""
    chosen: dict[tuple[str, ...], Lay] = {}
    for lay in sorted(found, key=lambda lay: -_worth(lay)):
        chosen.setdefault(tuple(sorted(lay.cards)), lay)
    best = list(chosen.values())[:width]
    extension = next((lay for lay in chosen.values() if parse(lay.actions[0]).verb == "ext" and _worth(lay) == 1), None)
    return best if extension is None or extension in best else [*best, extension]


def _worth(lay: Lay) -> float:
    """Cards laid, a Rainbow or Shadow counting a little less."""
    return len(lay.cards) - JOKER_COST * sum(_is_joker(card) for card in lay.cards)


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


# ---------------------------------------------------------------------- the search
PLAYOUT_MOVES = 16
"""Moves played past the root before the position is read: about the rest of the bot's turn, the
other player's turn and the bot's next lays, so that what a lay or a discard leaves shows in what
the hand can lay next (and the other player's going out, in what the bot left open)."""
PLAYOUT_ROWS = 12
"""Rows a playout's :func:`~.teaching.lays` tries per start (a planning listing tries 400): playouts
are many, and their longest lay need not be the longest there is. 40 rows took twice the time."""
ALTERNATIVES = 3
"""Lays the root weighs besides the heuristic's planned one (the longest others with other cards)."""
CLOSINGS = 2
"""Shadow extensions closing a line's end (:func:`_closes`) the root weighs besides: a lay that
lays few cards, but may stop the other player from going out."""
DISCARDS = 4
"""Discards the root weighs: the heuristic's first choices (the rest are cards it needs)."""
CARD_VALUE = 1.0
JOKER_VALUE = 0.5
"""A Rainbow or Shadow in hand is half a card less of a burden: it makes the first or a free lay."""
CLOSED_PENALTY = 3.0
"""A player yet to make their first lay, who must hold a Rainbow and a Shadow to lay at all."""
SOFTENING = 2.0
"""Added to the burdens in the reward's ratio: two empty hands are even, not undefined."""


class NumConnectSearch(SearchBot):
    """The shared search (:class:`~connect_widgets.core.search.SearchBot`) deciding between whole
    lays and discards that a careful player would consider, each played out by a careful player.

    A tentative combination is one decision, not a card-by-card one: the root weighs the first
    actions of the heuristic's planned lay, of the :data:`ALTERNATIVES` longest other lays and of
    :data:`CLOSINGS` Shadows closing a line's end (:meth:`sensible`), ``draw`` when the heuristic
    would draw, and the heuristic's first :data:`DISCARDS` discards; once it starts a lay it lays it
    to the end without searching. It
    never takes a combination back unless it has nothing else to do, and it starts only whole lays,
    so no turn can cycle through ``new``/``cancel``. A plan that goes out is played at once.

    The tree is one move deep (flat Monte Carlo): every simulation plays the chosen move, then
    :class:`_GreedyPlayout` (every player laying their longest lay, else drawing, and discarding a
    loner) for :data:`PLAYOUT_MOVES` moves, and :meth:`evaluate` reads the hands. Random
    playouts (an earlier version) laid and discarded at random: their noise hid what a move
    changes, and hard won 11 of 30 games against the heuristic it searched with.
    """

    plays = "num_connect"
    tree_depth = 1
    playout_moves = PLAYOUT_MOVES

    def __init__(self, seed: int | None = None, **settings: Any) -> None:
        settings.setdefault("policy", _GreedyPlayout())  # a caller's own playout policy may replace it
        super().__init__(seed=seed, **settings)
        self._heuristic = HeuristicBot(None if seed is None else seed + 1)
        self._lays: dict[str, Lay] = {}  # the lay of each first action the root weighs
        self._plan: list[str] = []  # the rest of the lay it started
        self._expected = -1  # the length of its seat's history when the plan's next action is due
        self._weights: dict[str, float] = {}

    def think(self, seat: Seat) -> Generator[Analysis | None, None, str]:
        """The search over the sensible moves (see the class), or the next action of its lay."""
        chosen = yield from super().think(seat)
        lay = self._lays.get(chosen)
        if lay is not None:  # a lay it chose (not the next action of one): the rest is its plan
            self._plan = list(lay.actions[1:])
        self._expected = len(seat.history) + 1
        return chosen

    def sensible(self, seat: Seat, actions: list[str]) -> list[str]:
        """The next action of the lay it started; else the heuristic's planned lay alone if it goes
        out, or that lay, the longest other lays, ``draw`` when the heuristic has no lay, and the
        heuristic's first discards. Their priors are set here too (see :meth:`priors`)."""
        if self._plan and len(seat.history) == self._expected and self._plan[0] in actions:
            self._lays = {}
            return [self._plan.pop(0)]
        self._plan, self._lays, self._weights = [], {}, {}
        view = seat.view()
        plan = self._heuristic.plan(seat) if view["phase"] != "discard" else ()
        if plan and _goes_out(view, seat.player, plan):
            self._lays[plan[0].actions[0]] = plan[0]
            return [plan[0].actions[0]]
        self._weigh_lays(seat, plan)
        if "draw" in actions and not plan:
            self._weights["draw"] = 1.0
        discards = [a for a in self._heuristic.discards(seat) if a in actions][:DISCARDS]
        for rank, action in enumerate(discards):
            self._weights[action] = (0.9 if plan else 1.0) / (1 + rank)
        chosen = [action for action in actions if action in self._weights]
        return chosen or [a for a in actions if a != "cancel"] or actions

    def _weigh_lays(self, seat: Seat, plan: tuple[Lay, ...]) -> None:
        """The heuristic's planned lay (prior 1), the longest others with other cards (prior by
        their cards), and the Shadows that would close a line's end (see :func:`_closes`)."""
        found = sorted(lays(seat), key=lambda lay: -_worth(lay))
        top = max((_worth(lay) for lay in found), default=1.0)
        if plan:
            self._lays[plan[0].actions[0]] = plan[0]
        kinds = {tuple(sorted(lay.cards)) for lay in plan[:1]}
        for lay in found:
            kind = tuple(sorted(lay.cards))
            if len(kinds) <= ALTERNATIVES and kind not in kinds and lay.actions[0] not in self._lays:
                kinds.add(kind)
                self._lays[lay.actions[0]] = lay
        view = seat.view()
        closing = [lay for lay in found if _closes(parse(lay.actions[0]), view)][:CLOSINGS]
        for lay in closing:
            self._lays.setdefault(lay.actions[0], lay)
        for first, lay in self._lays.items():
            self._weights[first] = 0.8 * _worth(lay) / top
        if plan:
            self._weights[plan[0].actions[0]] = 1.0

    def deeds(self, seat: Seat, action: str) -> tuple[Phrase, ...]:
        """What ``action`` does, said only once every player can see it: a combination confirmed
        lays so many cards (its first lay said as such); one card added to a laid combination lays it,
        or closes that combination's end with a Shadow; a move that empties the hand goes out; a
        discard of a card no laid combination takes says so. Starting a combination, adding to it, a
        take-back and a draw say nothing: the cards a lay will take show only when it is confirmed."""
        view, move = seat.view(), parse(action)
        held, pending = view["hand_sizes"][seat.player], view["pending"]
        out = (WORDS.phrase("deed.goes_out"),) if held == (0 if move.verb == "confirm" else 1) else ()
        if move.verb == "confirm" and pending is not None:
            grid, cells = parse_line(pending["line"])  # a crossing combination holds a laid card too
            laid = view["grids"][grid] if grid < len(view["grids"]) else {}  # a new one has a new grid
            count = sum(1 for cell in cells if cell_name(cell) not in laid)
            key = "deed.lays" if view["opened"][seat.player] else "deed.first_lay"
            return (WORDS.phrase(key, count=count), *out)
        if move.verb == "ext":
            laid = WORDS.phrase("deed.closes") if _closes(move, view) else WORDS.phrase("deed.lays", count=1)
            return (laid, *out)
        if move.verb != "discard":
            return ()
        lines = _laid_lines(view)
        if not out and lines and not _extends(move.card, lines, seat.options["rainbow_gap"]):
            return (WORDS.phrase("deed.discards_unwanted"),)
        return out

    def priors(self, seat: Seat, actions: list[str]) -> dict[str, float]:
        """The heuristic's planned lay 1, the other lays by their cards, ``draw`` 1 when it has no
        lay, its discards 1, 1/2, 1/3... (0.9, 0.45... after a lay, when it may lay again)."""
        return {action: self._weights.get(action, 0.05) for action in actions}

    def evaluate(self, world: Game[Any]) -> tuple[list[float], list[float]]:
        """Each player's burden: cards in hand (a tentative combination's cards still counted, a
        Rainbow or Shadow counting half), more before their first lay; the reward is the lead over
        the best other player as a share of both burdens, so that it does not saturate: 1 card
        against 13 reads better than 3 against 13 (a tanh of the lead, earlier, read both as a won
        game). The margin is the score's."""
        view = world.view(None)
        pending = view["pending"]
        burdens = []
        for player, hand in enumerate(view["hands"]):
            cards = [*hand, *(pending["cards"] if pending is not None and player == view["turn"] else [])]
            burden = sum(JOKER_VALUE if _is_joker(card) else CARD_VALUE for card in cards)
            burdens.append(burden + (0.0 if view["opened"][player] else CLOSED_PENALTY))
        scores = world.scores()
        rewards, margins = [], []
        for player, burden in enumerate(burdens):
            rival = min(other for index, other in enumerate(burdens) if index != player)
            rewards.append(0.5 + 0.5 * (rival - burden) / (rival + burden + SOFTENING))
            margins.append(float(scores[player] - best_rival(scores, player)))
        return rewards, margins


def _closes(move: Move, view: dict[str, Any]) -> bool:
    """``move`` puts a Shadow at the end of a laid line that does not end with one: after it, only
    a Shadow extends that end (the rulebook's tip: Shadows at the ends hamper the others)."""
    if move.verb != "ext" or move.card != SHADOW or move.cell is None:
        return False
    laid = view["grids"][move.grid]
    return any(laid.get(cell_name(add(move.cell, step)), SHADOW) != SHADOW for step in NEIGHBOURS)


def _goes_out(view: dict[str, Any], player: int, plan: tuple[Lay, ...]) -> bool:
    """The plan lays the whole hand, or all of it but the card the turn's discard takes."""
    pending = view["pending"]
    held = len(view["hands"][player]) + (len(pending["cards"]) if pending is not None else 0)
    return sum(len(lay.cards) for lay in plan) >= held - 1


class _GreedyPlayout:
    """The playout player (a cheap heuristic): lays its longest lay (:func:`~.teaching.lays`) action
    by action, again while it finds one, else draws; discards the card with the fewest neighbours
    in its hand (the heuristic also weighs the laid lines: too slow for every playout)."""

    def __init__(self) -> None:
        self._world: Game[Any] | None = None  # the copy it plays on (a new one each simulation)
        self._route: list[str] = []  # the rest of the lay it started there

    def __call__(self, world: Game[Any], actor: int, actions: list[str], rng: random.Random) -> str:
        if self._world is not world:
            self._world, self._route = world, []
        if self._route and self._route[0] in actions:
            return self._route.pop(0)
        seat = world.seat(actor)
        view = seat.view()
        found = lays(seat, per_start=1, rows=PLAYOUT_ROWS) if view["phase"] != "discard" else []
        if found:
            best = max(found, key=_worth)
            self._route = list(best.actions[1:])
            return best.actions[0]
        if view["pending"] is not None:
            return "cancel"  # a lay it cannot finish (never one it started: lays are whole)
        if "draw" in actions:
            return "draw"
        hand = view["hands"][actor]
        discards = [action for action in actions if parse(action).verb == "discard"]
        return min(discards, key=lambda action: (_usefulness(parse(action).card, hand), rng.random()))
