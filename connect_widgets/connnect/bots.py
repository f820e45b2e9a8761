"""Connnect's bots: a heuristic that values every legal action, and a search told about the game.

They play through their seat: their own sheet read from ``seat.view()`` with the teaching helpers
(:func:`~.teaching.read_sheet`, :func:`~.teaching.completions`, :func:`~.teaching.within_reach`),
the dice and cards on the table and ``seat.legal_actions()``. Nothing is hidden in Connnect but the
dice to come, which no bot may know. Ties are broken by the bot's seeded random generator.
"""

from __future__ import annotations

import math
import random
from typing import Any, ClassVar

from ..core.bots import BaseBot, legal_actions_or_raise
from ..core.game import CHANCE, Game
from ..core.paired import PairedSearch
from ..core.seat import Seat
from ..core.state import replaced
from ..core.sums import float_sum
from ..core.words import Phrase
from .board import ADJACENT, CELLS, CIRCLE_MASK, CONNECTED_LINES, ZONE_MASK, cells_of
from .cards import BONUS_INDEX, BONUSES, CIRCLE_POINTS, FIRST_CLAIM_POINTS, FREE_ACTION_TRACK
from .notation import Move, parse
from .outlook import expected_points
from .shapes import CONNECT4_ORDER, PLACEMENT_LETTER
from .teaching import Sheet, completions, open_letters, read_sheet, shapes_within_reach, sheet_of, within_reach
from .words import WORDS

ALL: int = (1 << CELLS) - 1
BONUS_RANK = {b.id: b.points + (0.5 if b.effect in ("switch", "again", "plusminus", "cross") else 0) for b in BONUSES}
"""Bonus preference when circling: star points first, then usefulness (a lightning number adds
what writing it is worth)."""
FREE_KEEP = 3.0
"""What a Free Action kept for later is worth, over the points its box costs: one is spent only
for a claim worth more (a Connect-5, a Connect-4 with its marks and bonus), never for a nicer spot."""
BONUS_KEEP = 1.0
"""What a kept bonus (Cross out and write, Switch Zone Die, Plus or minus) is worth unused: its
star points count either way, so it is used for a claim and kept otherwise."""
CLAIM_BASE = 0.5
"""Any claim beats ``done``: the numbers stay, but a Connect-4 or -5 may be gone next round."""
RESERVE = 0.5
"""The share of a bigger Connect within reach that a claim using some of its numbers gives up."""
OUT = -100.0


def write_value(sheet: Sheet, cell: int, value: int) -> float:
    """How good writing ``value`` in ``cell`` is for the sheet's shape: circles filled, lines
    connected, and neighbours a Connect may grow from (the claims it completes are counted apart)."""
    written = ALL & ~sheet.empty | 1 << cell
    score = 0.0
    for k, mask in enumerate(CIRCLE_MASK):
        if mask >> cell & 1:
            have = bin(written & mask).count("1")
            score += 0.15 * have
            if have == 4:
                score += 1.0 + sum(
                    2
                    for line in CONNECTED_LINES
                    if k in line and all(written & CIRCLE_MASK[j] == CIRCLE_MASK[j] for j in line)
                )
    for other in cells_of(ADJACENT[cell] & sheet.usable):
        gap = abs(sheet.grid[other] - value)
        score += 0.7 if gap == 0 else 0.6 if gap == 1 else 0.0
    return score


class Position:
    """What a bot reads once per choice, from a seat or a game's view: its sheet (a
    :class:`~.teaching.Sheet`), its fields, the open Connect-5 cards and what each claim is worth."""

    def __init__(self, table: Game[Any] | Seat, player: int) -> None:
        view = table.view() if isinstance(table, Seat) else table.view(None)
        fields = self.fields = read_sheet(table, player)
        self.phase: str = view["phase"]
        self.sheet = sheet_of(fields)
        self.open5 = open_letters(table) if len(fields["connect5"]) < 4 else ""
        self.rule, self.gaps = table.options["order"], table.options["gaps"]
        self.exhausted: int = table.options["exhausted"]
        self.dice = tuple(int(d) for d in view["dice"])
        firsts = {item[0]: int(item[1:]) for item in view["connect4_first"].split()}
        top_card = float(view["score_cards"][0]) if view["score_cards"] else 0.0
        self.worth: dict[str, float] = {"3": _best_bonus(fields, 3), "5": top_card}  # Connect-4s by letter
        best4 = _best_bonus(fields, 4)
        self.first4: set[str] = set()
        """The Connect-4 shapes whose first-claim mark this player may still win."""
        for letter in CONNECT4_ORDER:
            mark, circle = fields["connect4"][letter]
            first = mark == "." and firsts[letter] in (0, view["round"])
            circled = circle == "." and mark != "o"
            self.worth[letter] = best4 + (FIRST_CLAIM_POINTS if first else CIRCLE_POINTS if circled else 0)
            if first:
                self.first4.add(letter)
        self._writes: dict[tuple[int, int], float] = {}
        self._claimable: list[tuple[int, float]] | None = None

    def claim_worth(self, cells: tuple[int, ...]) -> float:
        """The points a claim of ``cells`` brings: its score card, Connect-4 marks, bonus."""
        size = len(cells)
        return self.worth[PLACEMENT_LETTER[cells] if size == 4 else str(size)]

    def gain(self, sheet: Sheet, cell: int, skip: int = 0) -> float:
        """What the best claim the number in ``cell`` of ``sheet`` completes (none using a space of
        ``skip``) adds: its worth, less that of a claim open now on some of the same numbers (each
        number is claimed once: a second Connect-5 on the same four numbers adds nothing)."""
        best = 0.0
        for cells in completions(sheet, cell, self.open5, self.rule, self.gaps):
            mask = sum(1 << c for c in cells)
            if not mask & skip:
                rival = max((w for m, w in self.claimable() if m & mask & ~(1 << cell)), default=0.0)
                best = max(best, self.claim_worth(cells) - rival)
        return best

    def claimable(self) -> list[tuple[int, float]]:
        """The claims open now (space bitmask, worth): asked only once a write completes one."""
        if self._claimable is None:
            found = within_reach(self.sheet, self.open5, 0, (3, 4, 5), self.rule, self.gaps)
            self._claimable = [(sum(1 << c for c in r.cells), self.claim_worth(r.cells)) for r in found]
        return self._claimable

    def written(self, cell: int, value: int) -> Sheet:
        """The sheet with ``value`` written (or changed to) in ``cell``."""
        s = self.sheet
        return Sheet(replaced(s.grid, cell, value), s.usable | 1 << cell, s.empty & ~(1 << cell))

    def write(self, cell: int, value: int) -> float:
        """Writing ``value`` in the empty ``cell``: its place in the sheet and the claim it completes."""
        key = (cell, value)
        if key not in self._writes:
            self._writes[key] = write_value(self.sheet, cell, value) + self.gain(self.written(cell, value), cell)
        return self._writes[key]

    def best_write(self, zone: int, value: int) -> float:
        """The best place for ``value`` among the empty spaces of ``zone`` (-10 if there is none)."""
        return max((self.write(c, value) for c in cells_of(ZONE_MASK[zone] & self.sheet.empty)), default=-10.0)


def _best_bonus(fields: dict[str, Any], section: int) -> float:
    """The star points of the best open bonus of a section: what its Connect earns."""
    return float(max((b.points for b in BONUSES if b.section == section and fields["bonuses"][b.id] == "o"), default=0))


def free_cost(used: int, exhausted: int) -> float:
    """What one more Free Action costs: the box it crosses (``exhausted``: the star box's penalty
    once all seven are crossed, a rule option), plus what keeping it is worth."""
    track = (*FREE_ACTION_TRACK, exhausted)
    return track[min(used + 1, len(track) - 1)] - track[min(used, len(track) - 1)] + FREE_KEEP


class HeuristicBot(BaseBot):
    """Values every legal action (:meth:`values`) and plays the best: writes where numbers make
    circles and Connects, Free Actions and kept bonuses only for a claim worth their cost, the
    biggest claim first, the most valuable bonus."""

    kind = "heuristic"
    plays = "connnect"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, seat: Seat) -> str:
        """The bot's action for the seat's player now (a seeded random pick among the best)."""
        values = self.values(seat)
        top = max(values.values())
        return self._rng.choice([action for action, value in values.items() if value >= top - 1e-9])

    def values(self, seat: Seat) -> dict[str, float]:
        """Each legal action of the seat's player with its heuristic value (the search's priors)."""
        actions = legal_actions_or_raise(seat, self.plays)
        return action_values(Position(seat, seat.player), actions)


def action_values(position: Position, actions: list[str]) -> dict[str, float]:
    """Each of ``actions`` (legal for the position's player) with its heuristic value, in points."""
    moves = {action: parse(action) for action in actions}
    valuer = _Valuer(position)
    return {action: valuer.value(move) for action, move in moves.items()}


class _Valuer:
    """Values the actions of one choice; what several of them share is computed once."""

    def __init__(self, position: Position) -> None:
        self.p = position
        self.fields = position.fields
        self.reserve: list[tuple[int, float]] | None = None
        self.base: float | None = None

    def value(self, move: Move) -> float:
        """The move's value in points, on one scale for every kind of move (``done`` is 0)."""
        p, verb = self.p, move.verb
        if verb == "write":
            return p.write(move.cell, move.value)
        if verb == "zone":
            return self.zone(move.value)
        if verb == "free":
            return self.free(move)
        if verb == "claim":
            return self.claim(move.cells)
        if verb == "circle":
            return self.circle(move.name)
        if verb == "plus":
            return self.plus(move)
        if verb == "move":
            return self.move(move)
        if verb == "switch":
            return self.switch(move.value)
        return OUT if verb == "out" else 0.0

    def zone(self, zone: int) -> float:
        """The Zone Die: the best spot of each Number Die in that zone (the active player's own sheet)."""
        numbers = list(self.p.dice)
        numbers.remove(zone)
        return float_sum(self.p.best_write(zone, value) for value in numbers)

    def free(self, move: Move) -> float:
        """A Free Action is the best write of the number it makes, less its cost: so it is played
        instead of a plain write only when that number completes a claim worth the box."""
        cost = free_cost(self.fields["free_used"], self.p.exhausted)
        return -cost if not move.new else self.p.best_write(self.fields["dice"][0], move.new) - cost

    def switch(self, value: int) -> float:
        """Switch Zone Die (Fill Phase): the best write in the new zone, of the dice it leaves."""
        if self.p.phase != "fill":
            return -BONUS_KEEP
        zone, dice = self.fields["dice"][0], list(self.fields["to_write"])
        dice[dice.index(value)] = zone
        return max(self.p.best_write(value, d) for d in dice) - BONUS_KEEP

    def plus(self, move: Move) -> float:
        """Plus or minus: the claim the changed number completes, less the one it spoils."""
        cell, old = move.cell, self.p.sheet.grid[move.cell]
        new = (old - 1 + move.delta) % 6 + 1
        gain = self.p.gain(self.p.written(cell, new), cell) - self.p.gain(self.p.sheet, cell)
        return self.baseline() + gain - BONUS_KEEP

    def move(self, move: Move) -> float:
        """Cross out and write: the claim the moved number completes, less the one its old space made."""
        source, target = move.cells
        after = self.p.written(target, self.p.sheet.grid[source])
        gain = self.p.gain(after, target, skip=1 << source) - self.p.gain(self.p.sheet, source)
        return self.baseline() + gain - BONUS_KEEP

    def baseline(self) -> float:
        """What the dice still to write are worth where they are: a kept bonus used first still
        leaves them to write, so its value is put on the same scale as the writes'."""
        if self.base is None:
            zone, dice = (self.fields["dice"] or (0,))[0], self.fields["to_write"]
            self.base = max((self.p.best_write(zone, d) for d in dice), default=0.0) if self.p.phase == "fill" else 0.0
        return self.base

    def circle(self, bonus: str) -> float:
        """Its rank, and for a lightning number the best claim writing it anywhere completes."""
        depicted = BONUSES[BONUS_INDEX[bonus]].depicted
        if not depicted:
            return BONUS_RANK[bonus]
        empty = cells_of(self.p.sheet.empty)
        return BONUS_RANK[bonus] + max((self.p.gain(self.p.written(c, depicted), c) for c in empty), default=0.0)

    def claim(self, cells: tuple[int, ...]) -> float:
        """Its worth, less a share of a bigger Connect within reach it would take numbers from."""
        if self.reserve is None:
            bigger = within_reach(self.p.sheet, self.p.open5, 1, (4, 5), self.p.rule, self.p.gaps)
            self.reserve = [(sum(1 << c for c in r.cells), self.p.claim_worth(r.cells)) for r in bigger]
        mask, worth = sum(1 << c for c in cells), self.p.claim_worth(cells)
        given_up = max((w for m, w in self.reserve if m & mask and m != mask and w > worth), default=0.0)
        reused = bin(mask & ~self.p.sheet.usable).count("1")  # the "Claimed Number again" bonus, kept if it can be
        return CLAIM_BASE + worth - RESERVE * given_up - reused


PRIOR_SCALE = 2.0
"""Heuristic points that divide a move's prior by e in the search."""
JUDGEMENT = 1.5
"""Points of expected lead that one point of the heuristic's value is worth to hard's choice: a move
the heuristic rates 2 points lower must lead by 3 points more to be played. The outlook read at the
round's end misses what the heuristic knows (a Connect kept for a bigger one, a race for a shared
prize). Weighed in, hard at 100 simulations won 162 of 200 games against easy instead of 139; at
1 s a move, where more worlds sharpen the search's own leads, 228 of 300 instead of 219, which 300
games cannot tell apart (``benchmarks/STRENGTH.md``)."""
PLAYOUT_NOISE = 0.5
"""Random points added to each write's value in playouts."""


class ConnnectSearch(PairedSearch):
    """The paired search (:class:`~connect_widgets.core.paired.PairedSearch`), told about Connnect.

    Every player writes the same dice on a sheet of their own, so the candidates are tried on the
    same sampled dice. Its candidates are the heuristic's best moves (:meth:`HeuristicBot.values`
    as priors); each is played, then the rest of the round by a cheap greedy policy
    (:func:`playout_policy`) for everyone, and at the round's end (:meth:`pause`) each sheet is read
    by :func:`~.outlook.expected_points`: its points so far and what it may still earn.
    """

    plays = "connnect"
    levels: ClassVar[dict[str, dict[str, Any]]] = {
        "medium": {"simulations": 40, "width": 6, "temperature": 1.25},
        "hard": {"simulations": 400, "width": 6, "prior_weight": JUDGEMENT * PRIOR_SCALE},
    }
    """Both weigh the heuristic's six best moves. Hard tries each on ten times as many dice and
    plays the best, the heuristic's judgement weighed in (:data:`JUDGEMENT`); medium, on fewer dice,
    draws its move with odds that fall by e for each 1.25 points it expects to lose (``temperature``),
    so it slips where a person would. Wider searches (16 moves) and longer ones (1 s) were measured
    and gained nothing: ``benchmarks/STRENGTH.md``."""

    def __init__(self, seed: int | None = None, **settings: Any) -> None:
        settings.setdefault("policy", playout_policy)
        super().__init__(seed=seed, **settings)

    def priors(self, seat: Seat, actions: list[str]) -> dict[str, float]:
        """The heuristic's values, as priors from 0 to 1 (the best move 1)."""
        values = action_values(Position(seat, seat.player), actions)
        top = max(values.values())
        return {action: math.exp((value - top) / PRIOR_SCALE) for action, value in values.items()}

    def deeds(self, seat: Seat, action: str) -> tuple[Phrase, ...]:
        """What ``action`` does to the bot's sheet: the points it scores, and the biggest Connect it
        makes claimable, or else the biggest Connect-4 or -5 it leaves one number away (read with
        :func:`~.teaching.shapes_within_reach` before and after, on a copy)."""
        player = seat.player
        twin = seat.determinize(random.Random(0))  # only the dice to come differ, and no move reads them
        twin.apply(player, action)
        points = twin.scores()[player] - seat.scores()[player]
        deeds = [WORDS.phrase("deed.scores", points=points)] if points > 0 else []
        for missing, least, key in ((0, 3, "deed.claimable"), (1, 4, "deed.reach")):
            had = {reach.cells for reach in shapes_within_reach(seat, player, missing)}
            new = [int(r.kind[0]) for r in shapes_within_reach(twin, player, missing) if r.cells not in had]
            if new and max(new) >= least:
                return (*deeds, WORDS.phrase(key, size=max(new)))
        return tuple(deeds)

    def pause(self, world: Game[Any]) -> bool:
        """A round has ended: the next round's dice were just rolled."""
        actor, action = world.history[-1]
        return actor == CHANCE and parse(action).verb == "roll"

    def estimate(self, world: Game[Any]) -> list[float]:
        """Each player's expected final points: the score once the game is over, else the outlook."""
        if world.is_over:
            return super().estimate(world)
        round_number, arrows = world.view(None)["round"], world.options["arrows"]
        return [expected_points(Position(world, p), round_number, arrows) for p in range(len(world.players))]


def playout_policy(game: Game[Any], actor: int, actions: list[str], rng: random.Random) -> str:
    """A cheap greedy move for playouts: the biggest claim, the best bonus, a write next to a number
    it may connect with, never a Free Action unless forced (nor a kept bonus)."""
    moves = [parse(action) for action in actions]
    claims = [m for m in moves if m.verb == "claim"]
    if claims:
        return str(max(claims, key=lambda m: len(m.cells)))
    circles = [m for m in moves if m.verb == "circle"]
    if circles:
        return str(max(circles, key=lambda m: BONUS_RANK[m.name]))
    writes = [m for m in moves if m.verb == "write"]
    if writes:  # the sheet's shape alone (no claim search): a little noise keeps playouts varied
        sheet = sheet_of(read_sheet(game, actor))
        return str(max(writes, key=lambda m: write_value(sheet, m.cell, m.value) + PLAYOUT_NOISE * rng.random()))
    forced = [m for m in moves if m.verb in ("zone", "skip", "out") or (m.verb == "free" and not m.new)]
    if forced:
        return str(rng.choice(forced))
    return "done" if "done" in actions else rng.choice(actions)
