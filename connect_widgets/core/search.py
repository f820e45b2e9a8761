"""The search bot every game shares: information-set Monte Carlo tree search over the protocol.

Each simulation starts from a fresh ``seat.determinize(rng)`` copy: everything the bot's player
cannot see (other hands, face-down cards, future dice) is drawn again, consistent with what they
have seen. So one tree gathers the statistics of many possible worlds (single-observer IS-MCTS,
Cowling, Powley and Whitehouse 2012), and the bot never reads a hidden card or the game's seed.
Dice and draws resolve inside ``apply`` on the copy, so the tree is open-loop over chance.

A simulation walks the tree by UCB1, counting as available only the moves legal in its world,
adds one node, finishes the game with a playout (random, or the wing's policy) and backs up every
player's reward: 1 for a win (shared when several win), 0 for a loss, with a small part of the score
margin so that, among wins, the bigger one is preferred, and a Connect 5 that loses the game is not.

Everything is seeded: the same seed and the same ``simulations`` give the same move. A ``seconds``
budget stops on the clock instead, so its move may vary with the machine's speed. A bot has one
budget or the other, never both (:func:`~.bots.check_budget`).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from .analysis import Analysis, Candidate, count_refuted, only_move
from .bots import BaseBot, check_budget, check_policy, legal_actions_or_raise
from .checks import check_from_0_to_10
from .game import CHANCE, Game
from .options import whole
from .seat import Seat
from .words import Phrase

EXPLORATION = 0.7
"""UCB1's exploration constant for rewards in [0, 1]."""
MARGIN_WEIGHT = 0.1
"""How much of a reward the score margin may move (the rest is winning)."""
MARGIN_SCALE = 10.0
"""A score margin of this many points earns most of :data:`MARGIN_WEIGHT`."""
DEFAULT_SIMULATIONS = 200
PRIOR_WEIGHT = 1.0
"""How much a move's prior counts in selection at the root; it fades as the move is visited."""
WIDENING = 2.0
"""A node tries at most ``WIDENING * sqrt(visits)`` moves (the root with priors: its best ones)."""
PROGRESS_EVERY = 8
"""Simulations between two progress reports of :meth:`SearchBot.think`."""
TEMPERATURE = 0.0
"""How far the bot strays from its most visited move: 0 always plays it; with ``t > 0`` it draws one
of its top candidates with odds ``visits ** (1 / t)``, so a move searched half as much is played
``2 ** (-1 / t)`` times as often (the visit-count sampling of AlphaGo Zero's self-play), and only
among the moves searched at least :data:`STRAY_VISITS` as much as its best."""
STRAY_VISITS = 0.25
"""The least share of its best move's visits a move needs to be drawn: a move the search hardly
looked at is never played. Connect5's medium, the one level that draws so, played almost as well
as hard at 0.5; at 0.25 it sits between easy and hard (benchmarks/STRENGTH.md)."""

Policy = Callable[[Game[Any], int, list[str], random.Random], str]
"""A playout policy: ``(game, actor, legal actions, rng) -> action``."""


@dataclass
class Node:
    """A move in the tree: who made it, its visits, its total reward for that player."""

    actor: int
    visits: int = 0
    available: int = 0
    reward: float = 0.0
    margin: float = 0.0
    prior: float = 0.0
    """How promising the game's knowledge finds the move before any simulation (0 to 1; root only)."""
    wins_at_once: bool = False
    """The move ended the game with its player the only winner: its player always takes it."""
    refuted: bool = False
    """A reply to the move wins at once for someone else (in a game without chance or hidden cards,
    where that reply is there in every world): its player never takes it while another move is left."""
    children: dict[tuple[int, str], Node] = field(default_factory=dict)

    def ucb(self, exploration: float) -> float:
        """Mean reward plus the exploration bonus, out of the times this move was available."""
        return self.reward / self.visits + exploration * math.sqrt(math.log(self.available) / self.visits)


class SearchBot(BaseBot):
    """IS-MCTS through a seat. One budget bounds each move: ``simulations`` (the same move on any
    machine; 200 if neither is given) or ``seconds`` (as many simulations as the clock allows), not
    both. A level's budget is replaced by the one given (``make_bot(name, "hard", seconds=1)``)."""

    kind = "mcts"
    levels: ClassVar[dict[str, dict[str, Any]]] = {"medium": {"simulations": 100}, "hard": {"simulations": 400}}
    """The settings of the levels that search (see ``registry.LEVELS``): two budgets, counted in
    simulations (not seconds) so that a game against them replays exactly (the time a move takes at
    each is in benchmarks/STRENGTH.md). A game whose hard cannot beat a bigger budget of its own
    (Connect5: the first player nearly always wins between two searches) gives medium a temperature."""
    playout_moves: int | None = None
    """Moves played after the tree before the position is scored: ``None`` plays to the end; a
    game whose :meth:`evaluate` reads a position well stops sooner."""
    tree_depth: int | None = None
    """How many moves deep the tree grows (``None``: as deep as the simulations take it). Beyond it
    the playout policy plays: a game whose good moves are in its policy, not in the tree, keeps
    the tree shallow, so that exploring a bad later move of its own never blames the first one."""

    def __init__(
        self,
        seed: int | None = None,
        seconds: float | None = None,
        simulations: int | None = None,
        policy: Policy | None = None,
        exploration: float = EXPLORATION,
        temperature: float = TEMPERATURE,
    ) -> None:
        check_budget(seconds, simulations)
        check_policy(policy)
        check_from_0_to_10("temperature", temperature)
        check_from_0_to_10("exploration", exploration)
        self._rng = random.Random(seed)
        self.seconds = seconds
        budget = whole(simulations)  # a NumPy integer from a sweep is stored as the int it stands for
        self.simulations = budget if budget is not None or seconds is not None else DEFAULT_SIMULATIONS
        self._policy = policy or _random_policy
        self._exploration = exploration
        self.temperature = temperature
        self._analysis: Analysis | None = None
        self._priors: dict[str, float] = {}
        self._ranked: list[str] = []

    def choose(self, seat: Seat) -> str:
        """The most visited move after the search, or one drawn by :data:`TEMPERATURE` (the only legal
        move at once, without searching)."""
        return str(run_through(self.think(seat)))

    def think(self, seat: Seat) -> Generator[Analysis | None, None, str]:
        """The search in steps: yields what it thinks so far every :data:`PROGRESS_EVERY` simulations,
        and returns the move. The widget runs it in a worker thread, so the kernel answers
        clicks while the bot thinks; ``choose`` runs it through. Either way the move is the same.
        Its last analysis then says what the move does (:meth:`deeds`)."""
        chosen = yield from self._search(seat)
        deeds = self.deeds(seat, chosen)
        if deeds and self._analysis is not None:
            self._analysis = replace(self._analysis, deeds=deeds)
        if self._analysis is not None and self._analysis.refuted:  # the search saw a few; the reason counts all
            self._analysis = replace(self._analysis, refuted=count_refuted(seat, chosen))
        return chosen

    def _search(self, seat: Seat) -> Generator[Analysis | None, None, str]:
        """The search itself (see :meth:`think`): ``None`` while it chooses the moves worth searching
        (the thinking panel has nothing to show yet), then what it thinks so far."""
        legal = legal_actions_or_raise(seat, self.plays)
        self._analysis = None  # the last move's, until this search has thought something
        actions = yield from self.sensible_steps(seat, legal)
        if len(actions) == 1:
            self._analysis = only_move(seat.player, actions[0], len(legal))
            return actions[0]
        root = Node(actor=seat.player)
        self._priors = self.priors(seat, actions)
        self._ranked = sorted(actions, key=lambda action: -self._priors.get(action, 0.0))  # stable: legal order
        # A budget in seconds is the search's: the choice of sensible moves before it is bounded on its
        # own (Connect5's reading of threats counts its moves), else a slow one would leave no search.
        started, done = time.perf_counter(), 0
        while not self._spent(done, started):
            self._simulate(root, seat)
            done += 1
            if done % PROGRESS_EVERY == 0:
                self._analysis = _analysis(root, seat.player, actions, done, time.perf_counter() - started)
                yield self._analysis
        analysis = _analysis(root, seat.player, actions, done, time.perf_counter() - started)
        self._analysis = draw_by_temperature(analysis, self.temperature, self._rng) if self.temperature else analysis
        return self._analysis.chosen

    def analysis(self) -> Analysis | None:
        """The last search's candidates and choice (``None`` before the first move, and while a search
        still chooses the moves it will weigh)."""
        return self._analysis

    def settings(self) -> dict[str, Any]:
        """Its budget (simulations or seconds), then its temperature and exploration where not the default."""
        told: dict[str, Any] = {"simulations": self.simulations} if self.simulations is not None else {}
        told.update({"seconds": self.seconds} if self.seconds is not None else {})
        told.update({"temperature": self.temperature} if self.temperature != TEMPERATURE else {})
        return told | ({"exploration": self._exploration} if self._exploration != EXPLORATION else {})

    # ------------------------------------------------------------------ one simulation
    def _spent(self, done: int, started: float) -> bool:
        if self.simulations is not None and done >= self.simulations:
            return True
        return self.seconds is not None and done > 0 and time.perf_counter() - started >= self.seconds

    def _simulate(self, root: Node, seat: Seat) -> None:
        world = seat.determinize(self._rng)
        world.auto_chance = True  # the copy rolls its own dice
        path = self._walk(root, world, seat.player)
        _playout(world, self._rng, self._policy, self.playout_moves)
        rewards, margins = _rewards(world) if world.is_over else self.evaluate(world)
        root.visits += 1
        for node in path:
            node.visits += 1
            node.reward += rewards[node.actor]
            node.margin += margins[node.actor]

    def _walk(self, node: Node, world: Game[Any], player: int) -> list[Node]:
        """Down the tree by UCB1 among the moves of this world; one new node at the first unexplored move."""
        path: list[Node] = []
        certain = not (world.info.has_chance or world.info.hidden_information)
        while not world.is_over and (self.tree_depth is None or len(path) < self.tree_depth):
            actor = player if not path else next_mover(world, self._rng)  # the first move is the bot's own
            priors = self._priors if not path else {}  # the game's knowledge guides the bot's own move
            legal = self._widened(node) if priors else world.legal_actions(actor)
            known = [node.children[(actor, action)] for action in legal if (actor, action) in node.children]
            for child in known:
                child.available += 1
            winning = next((child for child in known if child.wins_at_once), None)
            if winning is None and len(known) < min(len(legal), _room(node, bool(priors))):
                child = self._expand(node, world, actor, legal, priors)
                node.refuted = node.refuted or (certain and child.wins_at_once and actor != node.actor)
                return [*path, child]
            action = self._select(node, actor, legal, winning)
            node = node.children[(actor, action)]
            world.apply(actor, action)
            path.append(node)
        return path

    def _widened(self, root: Node) -> list[str]:
        """The bot's moves the root may look at now, best prior first: a few at the start, more as
        the simulations grow (progressive widening). A small budget then compares the moves its game
        knowledge likes best, instead of trying each move once and trusting one noisy playout."""
        return self._ranked[: max(2, int(WIDENING * math.sqrt(root.visits + 1)))]

    def _select(self, node: Node, actor: int, legal: list[str], winning: Node | None) -> str:
        """A move that wins at once, else the best by UCB1 (with its prior) among the moves not refuted."""
        if winning is not None:
            return next(action for action in legal if node.children.get((actor, action)) is winning)
        tried = [action for action in legal if (actor, action) in node.children]
        return max(tried, key=lambda action: _selection_key(node.children[(actor, action)], self._exploration))

    def _expand(self, node: Node, world: Game[Any], actor: int, legal: list[str], priors: dict[str, float]) -> Node:
        """Add and play the untried move with the highest prior, or else the first in :meth:`order`."""
        untried = [action for action in legal if (actor, action) not in node.children]
        ordered = self.order(world, actor, untried, self._rng)
        action = max(ordered, key=lambda action: priors.get(action, 0.0)) if priors else ordered[0]
        child = node.children[(actor, action)] = Node(actor=actor, available=1, prior=priors.get(action, 0.0))
        world.apply(actor, action)
        child.wins_at_once = world.is_over and world.winners() == (actor,)
        return child

    def evaluate(self, world: Game[Any]) -> tuple[list[float], list[float]]:
        """Each player's reward (0 to 1) and score margin in a position the playout left unfinished:
        here the score margin alone; a game's search bot reads the position (threats, chances)."""
        scores = world.scores()
        margins = [score - best_rival(scores, player) for player, score in enumerate(scores)]
        return [0.5 + 0.5 * math.tanh(margin / MARGIN_SCALE) for margin in margins], [float(m) for m in margins]

    def sensible(self, seat: Seat, actions: list[str]) -> list[str]:
        """The bot's own moves worth searching, from its legal ``actions``: all of them here; a game
        may leave out the moves no careful player makes, so that the budget goes to real choices
        and the luck of a few playouts cannot pick a blunder."""
        return actions

    def sensible_steps(self, seat: Seat, actions: list[str]) -> Generator[None, None, list[str]]:
        """:meth:`sensible` in steps, for a game whose choice of moves takes long (Connect5's reading
        of threats): it yields between its parts, so that a search cancelled in a worker thread stops
        at the next one (``widget/thinking.py``). Here, :meth:`sensible` at once."""
        yield from ()
        return self.sensible(seat, actions)

    def priors(self, seat: Seat, actions: list[str]) -> dict[str, float]:
        """How promising each of the bot's moves looks before searching, from 0 to 1: none here; a
        game's search bot reads them from its heuristic. The root tries its moves in this order and
        leans toward them until the simulations say otherwise."""
        return {}

    def order(self, world: Game[Any], actor: int, untried: list[str], rng: random.Random) -> list[str]:
        """The order in which to try new moves: random here; a game's search bot puts the forcing
        moves first (a win, a block), so that the tree meets them in its first visits."""
        return rng.sample(untried, len(untried))

    def deeds(self, seat: Seat, action: str) -> tuple[Phrase, ...]:
        """What ``action`` does in the game's terms, read from the seat before it is played, as short
        clauses of the wing's words ("eats 2 tokens"): none here; a game's search bot names what a
        player of that game would see in the move. Read once per move, after the search, so it
        never changes the move; like the search, it sees only the seat. A deed says only what every
        player sees once the move is played (a lay's cards once it is confirmed, not when it is
        started): the thinking panel shows the deeds on every screen, even where the moves the bot
        weighed stay hidden."""
        return ()


def run_through(steps: Generator[Any, None, Any]) -> Any:
    """What a generator of steps returns, once run to its end (its steps thrown away): a search's move
    (:meth:`SearchBot.think`), or the moves it weighs (``sensible_steps``), when nobody waits on it."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def _room(node: Node, widened: bool) -> int:
    """How many moves a node may have tried by now: a few at first, more as it is visited
    (progressive widening), so the search reads its best replies deeply instead of trying every
    reply once. The root with priors is already widened (see ``SearchBot._widened``)."""
    return 1 << 30 if widened else max(1, int(WIDENING * math.sqrt(node.visits + 1)))


def _selection_key(child: Node, exploration: float) -> tuple[bool, float]:
    """UCB1 plus the prior's fading bonus, after every move that is not refuted."""
    return (not child.refuted, child.ucb(exploration) + PRIOR_WEIGHT * child.prior / (1 + child.visits))


def next_mover(world: Game[Any], rng: random.Random) -> int:
    """Who acts next in a simulation: the only actor, or a random one in a race."""
    actors = [actor for actor in world.actors() if actor != CHANCE]
    return actors[0] if len(actors) == 1 else rng.choice(actors)


def _random_policy(game: Game[Any], actor: int, actions: list[str], rng: random.Random) -> str:
    return rng.choice(actions)


def _playout(world: Game[Any], rng: random.Random, policy: Policy, moves: int | None) -> None:
    """Play ``world`` on by ``policy``: to its end, or ``moves`` moves at most."""
    played = 0
    while not world.is_over and (moves is None or played < moves):
        played += 1
        actor = next_mover(world, rng)
        world.apply(actor, policy(world, actor, world.legal_actions(actor), rng))


def _rewards(world: Game[Any]) -> tuple[list[float], list[float]]:
    """Each player's reward in [0, 1] and score margin over the best other player."""
    scores, winners = world.scores(), world.winners()
    rewards: list[float] = []
    margins: list[float] = []
    for player, score in enumerate(scores):
        margin = score - best_rival(scores, player)
        won = 1 / len(winners) if player in winners else 0.0
        rewards.append((1 - MARGIN_WEIGHT) * won + MARGIN_WEIGHT * (0.5 + 0.5 * math.tanh(margin / MARGIN_SCALE)))
        margins.append(margin)
    return rewards, margins


def best_rival(values: Sequence[float], player: int) -> float:
    """The best of the other players' ``values`` (scores, or a search's reading of a position): 0 in
    a solo game (Connnect allows one player), where a margin is then the player's own value."""
    return max((value for seat, value in enumerate(values) if seat != player), default=0)


def _analysis(root: Node, player: int, actions: list[str], simulations: int, seconds: float) -> Analysis:
    """The root's moves by visits (ties broken by reward, then by the legal order), after a move that
    wins at once, which is played even when the search found it late and visited it less."""
    order = {action: index for index, action in enumerate(actions)}
    visited = [(action, child) for (actor, action), child in root.children.items() if actor == player and child.visits]
    visited.sort(
        key=lambda item: (
            item[1].refuted,
            not item[1].wins_at_once,
            -item[1].visits,
            -item[1].reward / item[1].visits,
            order[item[0]],
        )
    )
    total = max(1, sum(child.visits for _, child in visited))
    candidates = tuple(
        Candidate(
            action,
            child.visits,
            child.visits / total,
            child.reward / child.visits,
            child.margin / child.visits,
            child.wins_at_once,
            child.refuted,
        )
        for action, child in visited[:5]
    )
    chosen = candidates[0].action if candidates else actions[0]
    refuted = sum(1 for _, child in visited if child.refuted)
    return Analysis(player, chosen, simulations, seconds, candidates, refuted)


def draw_by_temperature(analysis: Analysis, temperature: float, rng: random.Random) -> Analysis:
    """``analysis`` with its move drawn among its candidates by ``temperature`` (see :data:`TEMPERATURE`).
    A move that wins at once is always played, and a refuted one only when every candidate is;
    a move searched less than :data:`STRAY_VISITS` of the best never."""
    candidates = analysis.candidates
    if not candidates or candidates[0].wins_at_once:  # nothing searched, or a win (ranked first): it stays
        return analysis
    choices = [candidate for candidate in candidates if not candidate.refuted] or list(candidates)
    choices = [candidate for candidate in choices if candidate.visits >= STRAY_VISITS * choices[0].visits]
    weights = [(candidate.visits / choices[0].visits) ** (1 / temperature) for candidate in choices]
    chosen = rng.choices(choices, weights)[0]
    return replace(analysis, chosen=chosen.action)
