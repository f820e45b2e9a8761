"""The heuristic Connect5 bot: goes for a Connect 5 that wins, eats, blocks fours, threes and forks,
takes a double four that wins next turn, and makes no threat with a token the next player eats at once.

It plays through its seat only (``game.seat(player)``): ``legal_actions``, ``score_breakdown`` and
``view`` (the round), and :func:`~.teaching.after` (``seat.determinize`` then ``apply``) to look one
move ahead on a copy; it reads the position and the moves with the documented teaching helpers of
:mod:`.teaching` (:func:`~.teaching.open_fours`, :func:`~.teaching.fours_through`,
:func:`~.teaching.run_potential`, :func:`~.teaching.target`, :func:`~.teaching.longest_eat`,
:func:`~.teaching.eatable`, :func:`~.teaching.line_dots`, :func:`~.teaching.fork_dots`), and
:func:`~.feeding.eats_of` (which reads :func:`~.teaching.occupied`) for what an eat of its token leaves.
Connect5 hides nothing but the game's seed, which no rule uses and the bot never reads: its choice
depends only on the position, the options and its own seed. Ties are broken by a seeded RNG, so a
game against it replays exactly.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator
from typing import Any, ClassVar, cast

from ..core.bots import BaseBot, legal_actions_or_raise
from ..core.checks import check_whole
from ..core.game import Game
from ..core.search import SearchBot, run_through
from ..core.seat import Seat
from ..core.words import Phrase
from .feeding import eats_of, not_in_vain
from .forcing import Forcing, answers_first, round_over
from .teaching import (
    Connect5,
    after,
    eatable,
    fork_dots,
    fours_through,
    line_dots,
    longest_eat,
    open_fours,
    open_lines,
    run_potential,
    target,
)
from .words import WORDS

CONNECT5_VALUE = 10_000
EAT_VALUE = 100
BLOCK_VALUE = 5_000
"""A rival's open four left open: their Connect 5 next turn, worse than anything but a Connect 5 of one's own."""
DOUBLE_FOUR_VALUE = 3_000
"""More dots that would complete a Connect 5 of one's own than rivals to fill them (two against one), no
rival four open and no token to eat: it wins next turn, before any rival fork can (the old bot blocked
the rival's fork instead, and both sides took turns to block)."""
THREAT_VALUE = 60
DANGER_VALUE = 90
POTENTIAL_VALUE = 3
POTENTIAL_CAP = 120
"""A dot's :func:`~.teaching.run_potential` counts :data:`POTENTIAL_VALUE` points a unit up to this, and
:data:`POTENTIAL_BEYOND` beyond, never as much as one rival fork dot. Uncapped it outweighed every
threat (a sum of squares over up to 54 runs: 3 x 152 for a third token beside two of its own), so the
bot built its own line while a rival's three on the edge became a fork and a Connect 5 two moves on."""
POTENTIAL_BEYOND = 0.1
"""A point a unit above the cap is a tie-break: a hard cap made equals of every strong dot late in a
game (in 600 games against the old bot, 327-272 capped, 344-255 with this slope)."""
FORK_VALUE = 400
"""A dot where a rival's one token would make two fours (an open three's ends are such dots): one token
cannot stop both next turn, so the rival wins unless this turn blocks it."""
STOP_VALUE = 15
"""A dot where a rival's one token would make a four (from an open three)."""
PRIOR_SCALE = 60
"""Heuristic points that divide a move's prior by e in the search (about one threat)."""
LINE_WEIGHTS = (1, 4, 16, 64)
"""The search's evaluation: what a run of five with one to four of a player's tokens (and no rival's) is worth."""
POINT_WEIGHT = 40
FOUR_TO_PLAY = 400
FORK_TO_PLAY = 200
EVALUATION_SCALE = 60
THREAT_DEPTH = 2
"""How many threats deep the search reads forced wins before it searches (its ``threat_depth``; 0: not at
all): hard's; medium reads one. Three beats medium far more often and loses to easy more often
(benchmarks/STRENGTH.md, "Connect5: reading three threats deep")."""
MAX_THREAT_DEPTH = 4
QUICK_DEPTH = 2
"""The readings up to this many threats deep share :data:`THREAT_LIMIT` moves, and when it cuts them
short the moves they did not read are weighed; a deeper one plays up to :data:`DEEP_LIMIT` of its own
and counts only the moves it proves hold."""
THREAT_LIMIT = 5_000
"""The most moves the quick readings of threats play on copies per move (a fraction of a second
here): counted, not timed, so that a bot's move is the same on every machine."""
DEEP_LIMIT = 40_000
"""The same for a deeper reading (about 5 s here at most): to prove that a move holds three threats
deep takes some 3,500 moves, and in an opening the few moves that do come last in the heuristic's
order, after about 70 that lose (benchmarks/STRENGTH.md)."""
THREAT_KEEP = 6
"""How many moves that hold against every forced win the search weighs, the heuristic's best first:
with more, a few noisy playouts could pick a weak one among them."""


class HeuristicBot(BaseBot):
    """Takes a Connect 5 when it can, else scores each move: eats, blocks, threats, safety, potential."""

    kind = "heuristic"
    plays = "connect5"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)  # breaks ties
        self._ahead = random.Random(None if seed is None else f"ahead:{seed}")  # seeds the look-ahead copies

    def choose(self, seat: Seat) -> str:
        """The best action of the seat's player by the heuristic (a seeded random pick among equals)."""
        values = self.values(seat)
        top = max(values.values())
        return self._rng.choice([action for action, value in values.items() if value == top])

    def values(self, seat: Seat) -> dict[str, float]:
        """Each legal action of the seat's player with its heuristic value (the search's priors)."""
        actions = legal_actions_or_raise(seat, self.plays)  # first: it refuses what is not a seat, or a seat not to act
        now = _Now(seat)
        return {action: self._value(seat, action, now) for action in actions}

    def _value(self, seat: Seat, action: str, now: _Now) -> float:
        actor = seat.player
        twin = after(seat, action, self._ahead)
        points = twin.score_breakdown(actor)
        if points["connect 5"] > now.points["connect 5"]:
            # A Connect 5 ends the round: worth it unless the game ends with this player behind.
            return -CONNECT5_VALUE if twin.is_over and actor not in twin.winners() else CONNECT5_VALUE
        value = EAT_VALUE * (points["eaten"] - now.points["eaten"])
        value -= DANGER_VALUE * _danger(twin, actor)
        if round_over(twin, now.round):
            return value  # the round ended (move limit, nobody can move): the position is gone
        dot = target(twin, action)
        eaten = _eaten_next(twin, actor)
        if dot in eaten:
            # A token eaten at once keeps none of its threats, and blocks only what the eat leaves
            # blocked: without this the bot fed one token after another into the same fork.
            return value - max(_rival_threats(game, now) for game in (twin, *eats_of(twin, actor, dot, self._ahead)))
        return value - _rival_threats(twin, now) + _own_threats(twin, actor, dot, eaten, now)


def _rival_threats(game: Connect5, now: _Now) -> float:
    """What the rivals threaten in ``game``: their open fours (taken before the move) still open,
    and the dots where their next token would make two fours (a fork) or one four."""
    if round_over(game, now.round):
        return 0.0  # an eat that ends the round: its points are the danger already counted
    cost = 0.0
    for player, fours in now.rival_fours.items():  # a rival's four left open is a Connect 5 next turn
        cost += BLOCK_VALUE * sum(1 for dot in fours if fours_through(game, player, dot))
    for player in now.rivals:  # the threats a rival could make next turn
        cost += FORK_VALUE * len(fork_dots(game, player)) + STOP_VALUE * len(line_dots(game, player)[1])
    return cost


def _own_threats(twin: Connect5, actor: int, dot: str, eaten: frozenset[str], now: _Now) -> float:
    """What the token on ``dot`` builds: fours through it, its runs' potential (capped), and a double
    four that wins next turn: more completion dots than rivals to fill them, none of whom can complete
    a Connect 5 first or eat a token of it."""
    fours = fours_through(twin, actor, dot)
    value = THREAT_VALUE * fours + _potential_points(run_potential(twin, actor, dot))
    if fours > len(now.rivals) and not eaten:  # else no double four (a four made before would have been completed)
        rivals_complete = any(line_dots(twin, player)[0] for player in now.rivals)
        if not rivals_complete and len(line_dots(twin, actor)[0]) > len(now.rivals):
            value += DOUBLE_FOUR_VALUE
    return value


def _potential_points(potential: int) -> float:
    """A dot's run potential in points: building counts below blocking a rival's fork (see POTENTIAL_CAP)."""
    above = max(0, potential - POTENTIAL_CAP)
    return min(POTENTIAL_VALUE * min(potential, POTENTIAL_CAP) + POTENTIAL_BEYOND * above, FORK_VALUE - 1)


class _Now:
    """What the bot reads once per choice: its points, the round, the rivals' open fours."""

    def __init__(self, seat: Seat) -> None:
        actor = seat.player
        self.points = seat.score_breakdown(actor)
        self.round = seat.view()["round"]
        self.rivals = [player for player in range(len(seat.players)) if player != actor]
        self.rival_fours = {player: open_fours(seat, player) for player in self.rivals}


def _eaten_next(twin: Connect5, actor: int) -> frozenset[str]:
    """The dots of ``actor``'s tokens the next player could eat at once (on the look-ahead copy)."""
    actors = twin.actors()
    return frozenset() if not actors or actors[0] == actor else eatable(twin, actors[0])


def _danger(twin: Connect5, actor: int) -> int:
    """How many of ``actor``'s tokens the next player could eat at once (on the look-ahead copy)."""
    actors = twin.actors()
    if not actors or actors[0] == actor:
        return 0
    return longest_eat(twin, actors[0])


def _holding(
    forcing: Forcing, world: Connect5, player: int, ranked: list[str], depth: int
) -> Generator[None, None, tuple[list[str], list[str]]]:
    """The first :data:`THREAT_KEEP` moves of ``ranked`` that leave no forced Connect 5 within ``depth``
    threats, and those the reading's limit left unread; a step for each move read."""
    safe: list[str] = []
    unread: list[str] = []
    for action in ranked:
        verdict = forcing.holds(world, player, action, depth)
        yield
        if verdict is None:
            unread.append(action)
        elif verdict:
            safe.append(action)
            if len(safe) == THREAT_KEEP:
                break
    return safe, unread


class Connect5Search(SearchBot):
    """The shared search (:class:`~connect_widgets.core.search.SearchBot`), told where Connect 5 is near.

    Its own moves start from the heuristic's values (:meth:`HeuristicBot.values`) as priors: a move
    :data:`PRIOR_SCALE` points below the best has about a third of its prior. Deeper in the tree, new
    moves are tried in this order: a placement that completes the mover's Connect 5, then one that
    fills an opponent's open four (:func:`~.teaching.open_fours`), then the rest at random. So the
    tree meets a win and a block in its first visits, instead of after one try of every move.
    """

    plays = "connect5"
    playout_moves = 2
    levels: ClassVar[dict[str, dict[str, Any]]] = {
        **SearchBot.levels,
        "medium": {**SearchBot.levels["medium"], "temperature": 1.0, "threat_depth": 1},
        "hard": {**SearchBot.levels["hard"], "threat_depth": 2},
    }
    """Medium draws among its top moves (:data:`~connect_widgets.core.search.TEMPERATURE`): from the
    set-up, the first player wins nearly every game between two searches, even one of 10 simulations
    against 400, so a bigger budget alone made hard no better than medium (benchmarks/STRENGTH.md).
    Hard reads forced wins two threats deep before it searches, medium one (:meth:`sensible`)."""

    def __init__(self, seed: int | None = None, threat_depth: int = THREAT_DEPTH, **settings: Any) -> None:
        super().__init__(seed=seed, **settings)
        self._heuristic = HeuristicBot(None if seed is None else seed + 1)
        self.threat_depth = check_whole("threat_depth", threat_depth, 0, MAX_THREAT_DEPTH)
        self._forced: str | None = None  # the move that forces a Connect 5, found before the last search
        self._ahead = random.Random(None if seed is None else f"ahead:{seed}")  # copies, not the search's draws

    def settings(self) -> dict[str, Any]:
        """The search's settings, and its ``threat_depth`` where not the default."""
        own = {"threat_depth": self.threat_depth} if self.threat_depth != THREAT_DEPTH else {}
        return super().settings() | own

    def sensible(self, seat: Seat, actions: list[str]) -> list[str]:
        """Before searching, threats read to :attr:`threat_depth` (:mod:`.forcing`, two players only):
        a move that forces a Connect 5 is played alone; else the search weighs the heuristic's best
        :data:`THREAT_KEEP` moves that leave the opponent no forced Connect 5 (the unread ones when
        :data:`THREAT_LIMIT` cut a quick reading short; a deeper one counts only what it proves).
        When every move loses to that reading, the moves that hold against a shallower one: an
        opponent who does not see so deep may miss the win (as the easy bot does). Every move when
        each one loses even to a fork. With a four on the board the search reads it itself, but weighs
        no block that is eaten at once before a full game's last round, nor in it after
        :data:`~.feeding.FEEDS_TRIED` in a row (:func:`~.feeding.not_in_vain`). The same in steps:
        :meth:`sensible_steps`."""
        return cast(list[str], run_through(self.sensible_steps(seat, actions)))

    def sensible_steps(self, seat: Seat, actions: list[str]) -> Generator[None, None, list[str]]:
        """:meth:`sensible`, a step for each move read: reading three threats deep takes seconds."""
        self._forced = None
        if len(seat.players) != 2 or not self.threat_depth:
            return actions
        if any(line_dots(seat, p)[0] for p in (0, 1)):
            return not_in_vain(seat, actions, self._ahead)  # a four: the search sees its Connect 5 itself
        world = cast(Connect5, seat.determinize(self._rng))  # nothing is hidden: the position itself
        quick = Forcing(THREAT_LIMIT)
        self._forced = quick.winning_move(world, seat.player, self.threat_depth)
        if self._forced is not None:
            return [self._forced]
        yield
        values = self._heuristic.values(seat)
        ranked = sorted(actions, key=lambda action: -values[action])
        for depth in range(self.threat_depth, 0, -1):  # lost to the deepest reading: hold what a shallower one sees
            deep = depth > QUICK_DEPTH
            forcing = Forcing(DEEP_LIMIT) if deep else quick
            safe, unread = yield from _holding(forcing, world, seat.player, ranked, depth)
            if not safe and unread and not deep:  # cut short, every move read lost: read the answers afresh
                pressing = answers_first(world, seat.player, unread)
                safe, _ = yield from _holding(Forcing(THREAT_LIMIT), world, seat.player, pressing, depth)
            if safe or (unread and not deep):  # a deep reading cut short proves nothing: read less deep
                return safe or unread[:THREAT_KEEP]
        return actions

    def evaluate(self, world: Game[Any]) -> tuple[list[float], list[float]]:
        """A position two moves past the tree, read like a Connect5 player: points, and the runs of five
        each player still has a chance on (:func:`~.teaching.open_lines`), a four counting most and a
        four of the player to move counting as the Connect 5 it is about to make."""
        world = cast(Connect5, world)
        scores, movers = world.scores(), world.actors()
        strength = []
        for player, score in enumerate(scores):
            lines = open_lines(world, player)
            value = sum(weight * count for weight, count in zip(LINE_WEIGHTS, lines, strict=True))
            completions = len(line_dots(world, player)[0])
            if (completions and player in movers) or completions >= 2:  # one token cannot stop two
                value += FOUR_TO_PLAY
            elif player in movers and fork_dots(world, player):  # a fork now: two fours to stop next
                value += FORK_TO_PLAY
            strength.append(value + POINT_WEIGHT * score)
        rewards, margins = [], []
        for player, value in enumerate(strength):
            ahead = value - max(other for rival, other in enumerate(strength) if rival != player)
            rewards.append(0.5 + 0.5 * math.tanh(ahead / EVALUATION_SCALE))
            margins.append(float(scores[player] - max(s for rival, s in enumerate(scores) if rival != player)))
        return rewards, margins

    def priors(self, seat: Seat, actions: list[str]) -> dict[str, float]:
        """The heuristic's values, as priors from 0 to 1 (the best move 1)."""
        values = self._heuristic.values(seat)
        top = max(values.values())
        return {action: math.exp((value - top) / PRIOR_SCALE) for action, value in values.items()}

    def deeds(self, seat: Seat, action: str) -> tuple[Phrase, ...]:
        """What ``action`` does, as a Connect5 player sees it: it completes a Connect 5, eats tokens,
        blocks a rival's four (closes dots that would complete their Connect 5) or takes a dot where
        they would make two fours, threatens a Connect 5, or prepares such a fork of its own; first, that
        it forces a Connect 5, when the reading of threats found it so (:meth:`sensible`)."""
        actor = seat.player
        twin = after(seat, action)
        points, before = twin.score_breakdown(actor), seat.score_breakdown(actor)
        deeds = [WORDS.phrase("deed.forces")] if action == self._forced else []
        if points["connect 5"] > before["connect 5"]:
            deeds.append(WORDS.phrase("deed.connect5"))
        if points["eaten"] > before["eaten"]:
            deeds.append(WORDS.phrase("deed.eats", count=points["eaten"] - before["eaten"]))
        if round_over(twin, seat.view()["round"]):
            return tuple(deeds)  # the round ended: its fours are gone
        dot = target(twin, action)
        for player, name in enumerate(seat.players):
            if player == actor:
                continue
            closed = len(line_dots(seat, player)[0] - line_dots(twin, player)[0])
            if closed:
                deeds.append(WORDS.phrase("deed.blocks", name=name, count=closed))
            elif dot in fork_dots(seat, player):
                deeds.append(WORDS.phrase("deed.unforks", name=name, dot=dot))
        opened = line_dots(twin, actor)[0] - line_dots(seat, actor)[0]
        forks = sorted(fork_dots(twin, actor) - fork_dots(seat, actor))
        if opened:
            deeds.append(WORDS.phrase("deed.threatens", count=len(opened)))
        elif forks:
            deeds.append(WORDS.phrase("deed.forks", count=len(forks), dot=forks[0]))
        return tuple(deeds)

    def order(self, world: Game[Any], actor: int, untried: list[str], rng: random.Random) -> list[str]:
        """Untried moves, forcing ones first (see the class)."""
        world = cast(Connect5, world)  # the search copies a Connect5 game
        rivals = [line_dots(world, player) for player in range(len(world.players)) if player != actor]
        wins, fours = line_dots(world, actor)
        forks = fork_dots(world, actor)
        blocks = frozenset().union(*(theirs for theirs, _ in rivals))
        unforks = frozenset().union(*(fork_dots(world, p) for p in range(len(world.players)) if p != actor))
        stops = frozenset().union(*(threes for _, threes in rivals))
        ladder = (wins, blocks, forks, unforks, fours, stops)  # the forcing moves, most forcing first
        rank = {}
        for action in rng.sample(untried, len(untried)):
            dot = target(world, action)
            rank[action] = next((step for step, dots in enumerate(ladder) if dot in dots), len(ladder))
        return sorted(rank, key=rank.__getitem__)  # stable: random order within each rank
