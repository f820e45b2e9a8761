"""Whether a player can force a goal, by exhaustive AND-OR search over the protocol.

At the solver's turn one of its moves must work (OR); at anyone else's turn every reply must fail
to stop it (AND). A move is what the goal offers (one action, or a whole lay of several actions).
The search sees the whole game, as a referee checking a puzzle does, but it never relies on luck:
a move after which chance acts (a die rolls, a card is turned over) ends its line there, so a
solution works whatever the dice or the cards would have been. The goal is judged before chance
acts: a move that reaches it counts even when the round ends and the next roll comes at once
(Connnect's last claim of a round), while a line that needs a roll before the goal fails.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.game import CHANCE, Game
from .goals import Goal
from .words import WORDS

Step = tuple[int, str]
"""One action in a line: ``(actor, action)``."""
MAX_NODES = 200_000
"""Positions one check may visit: a puzzle is meant to be solved by reading, not by brute force."""


class TooDeep(ValueError):
    """The search visited :data:`MAX_NODES` positions without an answer."""


@dataclass(frozen=True)
class Answer:
    """``forced``: the player can force the goal. ``line``: a way to it (the player's moves and
    the replies it beats), or, when it cannot be forced, the defence or the moves that show why.
    ``luck``: it cannot be forced only because chance would act first: every try ended on a die
    roll or a card turned over before the goal was reached (the refusal can say so)."""

    forced: bool
    line: tuple[Step, ...]
    luck: bool = False


class Solver:
    """Checks ``goal`` for ``player`` from the puzzle's ``start`` (what the goal is measured against)."""

    def __init__(self, goal: Goal, start: Game[Any], player: int) -> None:
        self.goal, self.start, self.player = goal, start, player
        self.nodes = 0
        self.known: dict[tuple[str, int], Answer] = {}  # positions met again by another order of moves

    def answer(self, game: Game[Any], budget: int) -> Answer:
        """Whether ``player`` can force the goal from ``game`` within ``budget`` more of its own moves."""
        self.nodes = 0
        return self._search(game.clone(), budget)

    def _search(self, game: Game[Any], budget: int) -> Answer:
        key = (game.position(), budget)
        if key not in self.known:
            self.known[key] = self._solve(game, budget)
        return self.known[key]

    def _solve(self, game: Game[Any], budget: int) -> Answer:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise TooDeep(WORDS.text("puzzle.too_deep", nodes=MAX_NODES))
        if self.goal.reached(self.start, game, self.player):
            return Answer(True, ())
        actors = game.actors()
        if game.is_over or budget <= 0 or not actors or not self.goal.open(self.start, game, self.player):
            return Answer(False, ())
        if self.player in actors:
            return self._any(game, budget)
        return self._every(game, budget, actors[0])

    def _any(self, game: Game[Any], budget: int) -> Answer:
        """The player's turn: the first of its moves that forces the goal, else the longest failure."""
        best, tried, lucky = Answer(False, ()), False, True
        last = budget == 1 and self.goal.finishing is not None  # only a finishing move can still do it
        tries = self.goal.finishing if last and self.goal.finishing else self.goal.moves
        for move in tries(game, self.player, self.player):
            answer, steps = self._step(game, self.player, move, budget - 1)
            if answer.forced:
                return Answer(True, steps + answer.line)
            tried, lucky = True, lucky and answer.luck
            if len(steps) + len(answer.line) > len(best.line):
                best = Answer(False, steps + answer.line)
        return Answer(False, best.line, tried and lucky)

    def _every(self, game: Game[Any], budget: int, actor: int) -> Answer:
        """Another player's turn: the first reply that stops the goal (the refutation), else a forced line."""
        forced = Answer(False, ())
        for move in self.goal.replies(game, actor, self.player):
            answer, steps = self._step(game, actor, move, budget)
            if not answer.forced:  # a reply that brings chance in (no steps) leaves the goal to luck
                return Answer(False, steps + answer.line, answer.luck)
            if not forced.forced:
                forced = Answer(True, steps + answer.line)
        return forced

    def _step(self, game: Game[Any], actor: int, move: tuple[str, ...], budget: int) -> tuple[Answer, tuple[Step, ...]]:
        """The answer after ``actor`` made ``move`` with ``budget`` of the player's moves left, and the
        move's steps. Where chance is to act next, the line ends: the goal reached before the roll
        counts; anything else waits on luck, a failure. A reply's steps are then left out, as the
        search always did: what stops the goal is the dice, not that reply."""
        child, steps = _after(game, actor, move)
        if child is None:  # chance acts in the middle of the move: the rest of it rides on luck
            return Answer(False, (), True), ()
        if child.actors() != (CHANCE,):
            return self._search(child, budget), steps
        if self.goal.reached(self.start, child, self.player):
            return Answer(True, ()), steps
        return Answer(False, (), True), (steps if actor == self.player else ())


def _after(game: Game[Any], actor: int, move: tuple[str, ...]) -> tuple[Game[Any] | None, tuple[Step, ...]]:
    """A copy of ``game`` after ``actor`` made ``move``, chance not yet acting (so the goal can be
    judged before the dice roll), and its steps; ``None`` when chance is to act before the move's
    last action."""
    child = game.clone()
    child.auto_chance = False  # the copy stops where chance is to act, and the search ends there
    for done, action in enumerate(move, start=1):
        child.apply(actor, action)
        if done < len(move) and child.actors() == (CHANCE,):
            return None, ()
    return child, tuple((actor, action) for action in move)
