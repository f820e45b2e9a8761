"""A search for games of chance whose players barely meet: each candidate move tried on the same worlds.

In Connnect every player writes the same dice on a sheet of their own, and nothing one player writes
changes another's sheet. Which of two moves is better then shows only when both are tried on the
same luck: a tree search that gives each move its own dice must tell a better move from a luckier
roll. :class:`PairedSearch` is a flat search at the bot's own move:

- **Common random numbers.** World ``k`` is ``seat.determinize(Random(seed_k))``, made afresh for
  each candidate: the same future dice and the same playout choices for every move, so the moves
  are compared on equal terms (the variance reduction of simulation studies). It holds because
  chance is drawn by event number, never from the history: whatever the candidate did, the same
  dice come next.
- **Sequential halving** (Karnin, Koren and Somekh 2013): the root keeps its :attr:`width` best
  moves by the game's priors, and halves them each time the worlds double, so the simulations go
  to the moves still in the running.
- After the candidate, the world is played on by the playout policy until :meth:`pause` has said
  so :attr:`lookahead` times (Connnect: a round's end), or to the game's end. Then
  :meth:`estimate` gives every player's expected final points, and the candidate's value in that
  world is its player's lead over the best rival.
- **The priors weighed in** (``prior_weight``, 0 by default). An estimate read at a round's end can
  be wrong the same way in every world, so more worlds do not correct it; the game's priors know
  other things (a Connect kept for later, a race for a shared prize). A move is then ranked by its
  mean lead plus ``prior_weight * ln(prior)``: a move the priors rate e times less likely must lead
  by ``prior_weight`` more points to be played (the prior-regularised choice of Grill et al. 2020,
  "Monte-Carlo tree search as regularized policy optimization"). The leads it shows stay the search's own.

It is a :class:`~.search.SearchBot`: seeded, with the same budgets (``simulations`` counts the
candidates played, one per world each; ``seconds`` the clock), the same :class:`~.search.Analysis`
for the thinking overlay, and the same levels, priors and ``sensible`` moves. Its ``temperature`` is
in points of expected lead (:func:`draw_by_lead`).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from .analysis import Analysis, Candidate, only_move
from .bots import legal_actions_or_raise
from .checks import check_count, check_from_0_to_10
from .game import Game
from .search import PROGRESS_EVERY, SearchBot, best_rival, next_mover
from .seat import Seat
from .sums import float_sum

WIDTH = 6
"""The candidates a paired search starts with: its priors' best."""
FIRST_HALVING = 4
"""Worlds tried before the first halving; each later halving comes when the worlds have doubled."""


@dataclass
class Trial:
    """One candidate's leads, world by world (world ``k`` is the same for every candidate)."""

    action: str
    leads: list[float] = field(default_factory=list)
    out_after: int = 0
    """The worlds it was tried on before it was dropped (0 while in the running)."""
    judgement: float = 0.0
    """What the priors add to its rank, in points of lead: ``prior_weight * ln(prior)``, 0 or less."""

    def mean(self, worlds: int | None = None) -> float:
        """The mean lead over its first ``worlds`` worlds (all of them by default; it has one at least)."""
        leads = self.leads[:worlds] if worlds else self.leads
        return float_sum(leads) / len(leads)

    def ahead(self, worlds: int | None = None) -> float:
        """The share of its first ``worlds`` worlds (all by default) in which its player ends ahead (a tie: half)."""
        leads = self.leads[:worlds] if worlds else self.leads
        return sum(1.0 if lead > 0 else 0.5 if lead == 0 else 0.0 for lead in leads) / len(leads)

    def rank(self, worlds: int | None = None) -> float:
        """What the search ranks it by: its mean lead and its :attr:`judgement`."""
        return self.mean(worlds) + self.judgement


class PairedSearch(SearchBot):
    """A flat search with common random numbers and sequential halving (see the module)."""

    lookahead = 1
    """How many pauses (:meth:`pause`) a playout runs through before the position is estimated."""

    def __init__(
        self,
        seed: int | None = None,
        width: int = WIDTH,
        lookahead: int | None = None,
        prior_weight: float = 0.0,
        **settings: Any,
    ) -> None:
        super().__init__(seed=seed, **settings)
        check_count("width", width)
        check_from_0_to_10("prior_weight", prior_weight)
        self.width = width
        self.prior_weight = prior_weight
        if lookahead is not None:
            check_count("lookahead", lookahead)
            self.lookahead = lookahead

    def _search(self, seat: Seat) -> Generator[Analysis, None, str]:
        """The search in steps, as :meth:`SearchBot.think`: yields what it thinks so far, returns the move."""
        legal = legal_actions_or_raise(seat, self.plays)
        actions = self.sensible(seat, legal)
        if len(actions) == 1:
            self._analysis = only_move(seat.player, actions[0], len(legal))
            return actions[0]
        winning = self._winning(seat, actions)
        if winning is not None:
            self._analysis = Analysis(seat.player, winning, 0, 0.0, (Candidate(winning, 0, 1.0, 1.0, 0.0, True),))
            return winning
        priors = self.priors(seat, actions)
        ranked = sorted(actions, key=lambda action: -priors.get(action, 0.0))  # stable: legal order
        trials = [Trial(action, judgement=self._judgement(priors.get(action, 0.0))) for action in ranked[: self.width]]
        started, done, reported = time.perf_counter(), 0, 0
        while not self._spent(done, started):
            world_seed = self._rng.getrandbits(64)
            for trial in _running(trials):
                trial.leads.append(self._lead(seat, trial.action, world_seed))
                done += 1
                if self._spent(done, started):
                    break
            _halve(trials)
            if done - reported >= PROGRESS_EVERY:
                reported = done
                self._analysis = _analysis(seat.player, trials, done, time.perf_counter() - started)
                yield self._analysis
        analysis = _analysis(seat.player, trials, done, time.perf_counter() - started)
        if self.temperature:
            judgements = {trial.action: trial.judgement for trial in trials}
            analysis = draw_by_lead(analysis, self.temperature, self._rng, judgements)
        self._analysis = analysis
        return analysis.chosen

    def _judgement(self, prior: float) -> float:
        """A move's :attr:`Trial.judgement`: its prior's weight in points (a prior of 0 counts as 1e-9)."""
        return self.prior_weight * math.log(max(prior, 1e-9)) if self.prior_weight else 0.0

    def _winning(self, seat: Seat, actions: list[str]) -> str | None:
        """The move that ends the game at once, with no chance after it, and the bot's player the only
        winner, by the widest margin (alone, the most points): it wins in every world, so it is played
        without searching."""
        leads: dict[str, float] = {}
        for action in actions:
            world = seat.determinize(random.Random(0))
            world.auto_chance = True
            world.apply(seat.player, action)
            if world.is_over and len(world.history) == 1 and world.winners() == (seat.player,):
                points = world.scores()
                leads[action] = points[seat.player] - best_rival(points, seat.player)
        return max(leads, key=leads.__getitem__) if leads else None  # the first of equals, in legal order

    def _lead(self, seat: Seat, action: str, world_seed: int) -> float:
        """``action`` played in world ``world_seed``, then the playout: its player's estimated lead."""
        rng = random.Random(world_seed)
        world = seat.determinize(rng)
        world.auto_chance = True  # the copy rolls its own dice, the same for every candidate
        world.apply(seat.player, action)
        pauses = played = 0
        while not world.is_over and pauses < self.lookahead:
            if self.playout_moves is not None and played >= self.playout_moves:
                break
            actor = next_mover(world, rng)
            world.apply(actor, self._policy(world, actor, world.legal_actions(actor), rng))
            played += 1
            pauses += self.pause(world)
        points = self.estimate(world)
        return points[seat.player] - best_rival(points, seat.player)

    def pause(self, world: Game[Any]) -> bool:
        """Whether the last step ended a stretch of play at which :meth:`estimate` reads a position
        well: never here (playouts go to the game's end); Connnect pauses when a round ends."""
        return False

    def estimate(self, world: Game[Any]) -> list[float]:
        """Every player's expected final points in ``world``: the scores here (exact at the end);
        a game that stops its playouts sooner reads what each player may still earn."""
        return [float(score) for score in world.scores()]

    def settings(self) -> dict[str, Any]:
        """The search's settings (:meth:`SearchBot.settings`), its width and look-ahead, and its
        ``prior_weight`` where it weighs its priors in."""
        told = {**super().settings(), "width": self.width, "lookahead": self.lookahead}
        return told | ({"prior_weight": self.prior_weight} if self.prior_weight else {})


def _running(trials: list[Trial]) -> list[Trial]:
    return [trial for trial in trials if not trial.out_after]


def _halve(trials: list[Trial]) -> None:
    """Drop the worse half of the moves in the running (by mean lead on their shared worlds) when the
    worlds reach :data:`FIRST_HALVING`, then each time they double; the best two always stay."""
    running = _running(trials)
    worlds = min(len(trial.leads) for trial in running)
    if len(running) <= 2 or worlds < FIRST_HALVING or worlds & (worlds - 1):  # a power of two from 4 on
        return
    running.sort(key=lambda trial: -trial.rank(worlds))  # stable: prior order among equals
    for trial in running[max(2, (len(running) + 1) // 2) :]:
        trial.out_after = worlds


def _analysis(player: int, trials: list[Trial], simulations: int, seconds: float) -> Analysis:
    """The moves in the running by rank (:meth:`Trial.rank`) on the worlds they all saw, then the
    dropped ones, the last dropped first (a move the budget never reached is left out). A candidate's
    value is the share of the worlds in which its player ends ahead (a tie counts half), and its
    expected lead the mean lead, both read on the best move's worlds (:func:`_paired`): so a move
    dropped after a few worlds compares with the move played like with like."""
    tried = [trial for trial in trials if trial.leads]
    running = _running(tried)
    shared = min(len(trial.leads) for trial in running)
    ranked = sorted(running, key=lambda trial: -trial.rank(shared)) + sorted(
        (trial for trial in tried if trial.out_after), key=lambda trial: (-trial.out_after, -trial.rank())
    )
    candidates = tuple(
        Candidate(
            trial.action,
            len(trial.leads),
            len(trial.leads) / simulations,
            min(1.0, max(0.0, _paired(Trial.ahead, trial, ranked[0]))),  # a share, even when corrected
            _paired(Trial.mean, trial, ranked[0]),
        )
        for trial in ranked[:5]
    )
    judged = any(trial.judgement for trial in tried)
    return Analysis(player, candidates[0].action, simulations, seconds, candidates, worlds=shared, judged=judged)


def _paired(measure: Callable[[Trial, int | None], float], trial: Trial, best: Trial) -> float:
    """``trial``'s ``measure`` (:meth:`Trial.mean`, :meth:`Trial.ahead`) read on ``best``'s worlds:
    the best move's, plus how far ``trial`` did from it on the worlds both were tried on. A move
    dropped after 4 lucky worlds would otherwise show a better lead, and be ahead more often, than
    the best over 200 (the control-variate estimate of simulation studies: the luck both moves
    shared cancels out)."""
    both = min(len(trial.leads), len(best.leads))
    return measure(best, None) + measure(trial, both) - measure(best, both)


def draw_by_lead(
    analysis: Analysis, temperature: float, rng: random.Random, judgements: Mapping[str, float] | None = None
) -> Analysis:
    """``analysis`` with its move drawn among its candidates with odds ``exp(lead / temperature)``
    (each lead with its :attr:`Trial.judgement` from ``judgements``, if the search weighs its priors
    in): a move expected to end ``temperature`` points further behind is played e times less often (a
    softmax over the expected leads, in points, each read on the best move's worlds). A level that
    should not always find the best move (Connnect's medium) strays this way; the paired search's
    visits say how long a move survived the halving, not how good it is, so it draws by lead, not by
    visits as :class:`~.search.SearchBot` does."""
    candidates = analysis.candidates
    if not candidates or candidates[0].wins_at_once:
        return analysis
    ranks = [candidate.score_difference + (judgements or {}).get(candidate.action, 0.0) for candidate in candidates]
    weights = [math.exp((rank - ranks[0]) / temperature) for rank in ranks]
    return replace(analysis, chosen=rng.choices(candidates, weights)[0].action)
