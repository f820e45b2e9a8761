"""The hooks a game implements: functions of an explicit state value, never of the game's history.

:class:`~connect_widgets.core.game.Game` does everything else once for every game (history, undo,
chance, saves, refusals); a game supplies only what is its own, here.
"""

from __future__ import annotations

import abc
import random
from typing import Any, Generic, TypeVar

from .errors import IllegalAction, Verdict
from .words import PROTOCOL, Described, Phrase

State = TypeVar("State")


class GameHooks(abc.ABC, Generic[State]):
    """What each game supplies. ``players`` are the seats' names (set by the base class)."""

    players: tuple[str, ...]

    @abc.abstractmethod
    def _initial_state(self) -> State:
        """The state before anyone acts (chance may be first to act)."""

    @abc.abstractmethod
    def _actors(self, state: State) -> tuple[int, ...]:
        """Who may act in ``state``: player indices, ``(CHANCE,)``, or ``()`` when over."""

    @abc.abstractmethod
    def _legal_actions(self, state: State, actor: int) -> list[str]:
        """Every action ``actor`` may take in ``state`` (``actor`` is one of ``_actors``)."""

    @abc.abstractmethod
    def _apply(self, state: State, actor: int, action: str) -> State:
        """The state after ``action``, or :class:`IllegalAction` naming the rule. Never mutate ``state``.

        This is the only judge of an action: every refusal of the game comes from here.
        """

    @abc.abstractmethod
    def _scores(self, state: State) -> tuple[int, ...]:
        """Points of each player so far (final when the game is over)."""

    @abc.abstractmethod
    def _view(self, state: State, player: int | None) -> dict[str, Any]:
        """A JSON-able dict of what ``player`` may see; ``None`` shows everything."""

    @abc.abstractmethod
    def _describe(self, state: State) -> str:
        """The position in a few words, deterministic (used by ``repr`` and the widget)."""

    def _description(self, state: State) -> str | Phrase | Described:
        """The position in a few words in every language the game speaks (a phrase, or a function of
        the language), for ``describe(lang)`` and the refusals that quote it; by default the English
        of :meth:`_describe`, whatever the language."""
        return self._describe(state)

    def _chance_outcomes(self, state: State) -> list[tuple[str, float]]:
        """Outcomes and probabilities when ``CHANCE`` acts. Games with chance override this."""
        return []

    def _score_breakdown(self, state: State, player: int) -> dict[str, int]:
        """Points by category; the values add up to the player's score."""
        return {"points": self._scores(state)[player]}

    def _public_action(self, state: State, actor: int, action: str, viewer: int, lang: str) -> str:
        """How an action taken in ``state`` reads to ``viewer`` in ``lang`` (hidden cards stay hidden);
        :data:`~.game.SPECTATOR`, who holds no seat, sees no card that any player holds."""
        return action

    def _said(self, state: State, actor: int, action: str, viewer: int | None, lang: str) -> str | Phrase:
        """An action taken in ``state``, said to ``viewer`` as a sentence with who took it ("Red places a
        token on a1"), for a screen reader (the log shows the notation): by default what :meth:`_allowed`
        says a move does, and a chance outcome as :meth:`_public_action` shows it to ``viewer``."""
        if actor < 0:  # chance: a card drawn may be hidden from this viewer
            shown = action if viewer is None else self._public_action(state, actor, action, viewer, lang)
            return PROTOCOL.phrase("said.chance", action=shown)
        return self._allowed(state, actor, action).said_in(lang).reason

    def _refuse_actor(self, state: State, actor: int, action: str) -> IllegalAction:
        """The refusal for a player who may not act now.

        The default says "it is not X's turn", which suits games of turns; a turn-free game overrides
        it to say why in its own words (sitting out, the game is over).
        """
        phrase = PROTOCOL.phrase("refuse.not_your_turn", name=self.players[actor], position=self._description(state))
        return IllegalAction(phrase, action=action)

    def _allowed(self, state: State, actor: int, action: str) -> Verdict:
        """What an allowed action does, in words, and the rule that allows it (for :meth:`explain`)."""
        return Verdict.allowed(PROTOCOL.phrase("allowed", action=action))

    def _dealt(self, state: State) -> str | None:
        """The chance outcome the rules' own shuffled cards give now (the top card of a deck), or
        ``None`` when chance is a die: then the base draws it from the chance stream."""
        return None

    def _determinized(self, state: State, player: int, rng: random.Random, seed: int) -> State:
        """``state`` with everything ``player`` cannot see drawn again from ``rng`` (see
        :meth:`~connect_widgets.core.game.Game.determinize`); ``seed`` is the copy's own. Perfect
        information games keep the state: their future dice come from the copy's new seed."""
        return state

    def _position(self, state: State) -> str:
        """``state`` in the game's position notation (a line of text; see ``docs/rules/<game>.md``)."""
        raise NotImplementedError(f"{type(self).__name__} has no position notation yet")

    def _from_position(self, text: str, rng: random.Random) -> State:
        """The state ``text`` describes; hidden parts left out are dealt from ``rng``. A malformed or
        impossible position is a ``ValueError`` naming the part and why (so is any position, here)."""
        raise ValueError(f"{type(self).__name__} has no position notation yet: start it without position=")

    def _winners(self, state: State) -> tuple[int, ...]:
        """Winners of a finished game: by default everyone on the highest score."""
        scores = self._scores(state)
        best = max(scores)
        return tuple(i for i, score in enumerate(scores) if score == best)
