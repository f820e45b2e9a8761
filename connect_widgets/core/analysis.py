"""What a search thought, as the bot shows it: its top candidates, the move it chose, and why.

A search (:mod:`.search`, :mod:`.paired`) fills an :class:`Analysis` as it thinks; ``bot.analysis()``
returns the last one, and the table's thinking panel (``table/thoughts.py``) words it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

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
    once the search has met one (:func:`.search.count_refuted`), and 0 in a game of chance or hidden cards."""
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
