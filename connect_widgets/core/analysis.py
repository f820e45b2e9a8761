"""What a search thought, as the bot shows it: its top candidates, the move it chose, and why.

A search (:mod:`.search`, :mod:`.paired`) fills an :class:`Analysis` as it thinks; ``bot.analysis()``
returns the last one, and the table's thinking panel (``table/thoughts.py``) words it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .game import CHANCE, Game
from .seat import Seat
from .words import Phrase


@dataclass(frozen=True)
class Candidate:
    """One move the search weighed: its share of the simulations, its mean reward (0 to 1) and mean
    score margin, whether it wins at once, and whether a reply to it wins at once (refuted)."""

    action: str
    visits: int
    share: float
    value: float
    score_difference: float
    wins_at_once: bool = False
    refuted: bool = False


@dataclass(frozen=True)
class Analysis:
    """What the last search thought: its top candidates, best first, and the move it chose."""

    player: int
    chosen: str
    simulations: int
    seconds: float = field(compare=False)  # the clock, which no two runs share
    candidates: tuple[Candidate, ...]
    refuted: int = 0
    """How many legal moves but its choice a reply wins against at once: counted over every legal move
    once the search has met one (:func:`count_refuted`), and 0 in a game of chance or hidden cards."""
    worlds: int = 0
    """A paired search (:mod:`.paired`): the sampled worlds every move in the running was tried on."""
    left_out: int = 0
    """Legal moves not weighed at all, as no careful player makes them (:meth:`.search.SearchBot.sensible`)."""
    judged: bool = False
    """A paired search that weighs its priors in (``prior_weight``): its move may show less lead than another."""
    deeds: tuple[Phrase, ...] = ()
    """What the chosen move does in the game's own terms ("eats 2 tokens", "blocks Blue's four"), in
    the wing's words and no language yet (:meth:`.search.SearchBot.deeds`); the thinking panel leads its
    reason with them."""

    def __str__(self) -> str:
        """The search in a few lines, for ``print(bot.analysis())`` (the widget's panel words it in its
        language): the move chosen, then each candidate's simulations (or sampled worlds), its value (the
        mean reward, 0 to 1: how often it ended ahead, a tie half) and its expected score margin. The
        dataclass's repr has every field."""
        tried = "worlds" if self.worlds else "simulations"
        lines = [f"{self.chosen} chosen after {self.simulations} simulations"]
        for candidate in self.candidates:
            lines.append(
                f"  {candidate.action:14s} {candidate.visits:5d} {tried}, value {candidate.value:.2f}, "
                f"expected margin {candidate.score_difference:+.1f}"
                + (", wins at once" if candidate.wins_at_once else "")
            )
        return "\n".join(lines)


def only_move(player: int, action: str, legal: int = 1) -> Analysis:
    """The analysis of a move played without searching: the only one of its ``legal`` moves worth
    it, an even 0.5."""
    return Analysis(player, action, 0, 0.0, (Candidate(action, 0, 1.0, 0.5, 0.0),), left_out=legal - 1)


def count_refuted(seat: Seat, chosen: str) -> int:
    """How many of ``seat``'s legal moves but ``chosen`` let another player win at once, counted over
    them all: the search marks only the refuted moves it happened to try. For a game without chance
    or hidden cards (the only ones where the search marks them), so the one copy is the game."""
    world = seat.determinize(random.Random(0))
    return sum(1 for action in seat.legal_actions() if action != chosen and _loses_at_once(world, seat.player, action))


def _loses_at_once(world: Game[Any], player: int, action: str) -> bool:
    """Whether a reply to ``player``'s ``action`` in ``world`` makes another player the only winner."""
    after = world.clone()
    after.apply(player, action)
    for actor in (actor for actor in after.actors() if actor not in (player, CHANCE)):
        for reply in after.legal_actions(actor):
            twin = after.clone()
            twin.apply(actor, reply)
            if twin.is_over and twin.winners() == (actor,):
                return True
    return False
