"""What a screen's Undo takes back: the player's own last move, or, against bots, that move and the
bots' replies to it (a takeback, as chess sites allow against the computer), when that is fair.

A takeback is fair when nothing was left to chance since the move and nothing is hidden: the bots'
replies then follow from the position alone, and taking the move back shows the player nothing new.
After a die roll or a card drawn it would let the player roll or draw again; with hidden cards the
replies would tell what the bots hold. The engine's own undo policy (``undo="own"``/``"practice"``)
decides everything else, and its refusals are told in players' words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.game import CHANCE, Game


@dataclass(frozen=True)
class Takeback:
    """The players whose last moves Undo takes back, in the order to take them (``steps``, empty when
    it cannot), and why it cannot (``refusal``, in players' words, or ``""``)."""

    steps: tuple[int, ...] = ()
    refusal: str = ""

    @property
    def replies(self) -> int:
        """How many moves of others go with the player's own."""
        return max(0, len(self.steps) - 1)


def plan(game: Game[Any], humans: Sequence[int], bots: Mapping[int, Any], text: Mapping[str, str]) -> Takeback:
    """What Undo means on a screen with ``humans`` and ``bots`` now."""
    history = game.history
    last = next((index for index in range(len(history) - 1, -1, -1) if history[index][0] in humans), None)
    if last is None:  # (from the end: the last human move is near it, however long the game)
        return Takeback(refusal=text["nothing_to_undo"])
    actor, later = history[last][0], history[last + 1 :]
    if game.can_undo(actor) is None:  # the engine's own undo does it (nothing after, or it still stands)
        return Takeback(steps=(actor,))
    if any(who == CHANCE for who, _ in later):
        return Takeback(refusal=text["undo_after_chance"])
    if not all(who in bots for who, _ in later):
        return Takeback(refusal=text["undo_answered"])
    if game.info.hidden_information:
        return Takeback(refusal=text["undo_hidden"])
    return Takeback(steps=(*(who for who, _ in reversed(later)), actor))


def branch_refusal(game: Game[Any], step: Any, bots: Mapping[int, Any], text: Mapping[str, str]) -> str:
    """Why playing on from after move ``step`` (a new line, "Play from here") would be unfair now, or
    ``""``: the rule of a takeback. While the game is played under ``undo="own"``, a line may not start
    before a die rolled or a card drawn since (chance comes out the same again: the player would know
    it), nor, with hidden cards, before the bots' moves since (they would tell what the bots hold).
    Once the game is over, any move may be looked at again: the game played stays as it ended."""
    if game.is_over or game.undo_policy == "practice" or type(step) is not int or not 0 < step <= len(game.history):
        return ""  # fair; or no move to play from, which the lines refuse as such
    later = game.history[step:]
    if any(who == CHANCE for who, _ in later):
        return text["branch_after_chance"]
    if game.info.hidden_information and any(who in bots for who, _ in later):
        return text["branch_hidden"]
    return ""
