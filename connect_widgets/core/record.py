"""A game's record: the history it keeps, each entry with the state before it, and chance, which acts
in it. A part of :class:`~.game.Game`, written once for every game.

Chance is a player (:data:`CHANCE`). With ``auto_chance`` the record lets it act until a player is to
act, each outcome drawn from the game's own shuffled cards or from a generator of its own: the seed and
the event's index among the chance events, never anything a player did. So a reload or an undo meets
the same outcomes again, and a save can say which outcomes the seed did not draw
(:meth:`Record.scripted_chance`), so that an edited die or card shows.
"""

from __future__ import annotations

import random
from typing import Any, Final

from .checks import sample_outcome
from .hooks import GameHooks, State

CHANCE: Final = -1
"""The actor that rolls dice, shuffles and draws. ``game.actors() == (CHANCE,)`` at a chance step."""


class Record(GameHooks[State]):
    """The history, the chance steps the game takes itself, and the generators chance draws from."""

    seed: int
    _auto_chance: bool
    _state: State
    _history: list[tuple[int, str]]
    _before: list[State]  # _before[i] is the state just before history[i]
    _chances: int  # chance events in the history: the index of the next one's generator
    _last_actors: tuple[Any, tuple[int, ...]]  # who acts in the last state asked about

    @property
    def history(self) -> tuple[tuple[int, str], ...]:
        """Every ``(actor, action)`` applied so far, chance included."""
        return tuple(self._history)

    def randomness(self, stream: str, index: int) -> random.Random:
        """The generator of chance event ``index`` of ``stream`` ("chance", "deck", ...): it depends on
        the seed and which event of the stream it is, never on what the players did."""
        return random.Random(f"{self.seed}:{stream}:{index}")

    def scripted_chance(self) -> tuple[int, ...]:
        """The history indices of the chance outcomes the seed did not draw there: applied as ``CHANCE``
        by a caller (``auto_chance=False``), not rolled or dealt by the game. Empty in a game left to chance."""
        chances = [index for index, (actor, _) in enumerate(self._history) if actor == CHANCE]
        return tuple(i for k, i in enumerate(chances) if self._history[i][1] != self._draw(self._before[i], k))

    def _push(self, actor: int, action: str, new_state: State) -> None:
        self._before.append(self._state)
        self._history.append((actor, action))
        self._state = new_state
        if actor == CHANCE:
            self._chances += 1

    def _truncate(self, index: int) -> None:
        self._state = self._before[index]
        del self._history[index:]
        del self._before[index:]
        self._chances = sum(1 for actor, _ in self._history if actor == CHANCE)

    def _resolve_chance(self) -> None:
        """With ``auto_chance``, let chance act until a player is to act (:meth:`_draw`). So no player's
        choice changes what chance does next."""
        while self._auto_chance and self._actors_now() == (CHANCE,):
            action = self._draw(self._state, self._chances)
            self._push(CHANCE, action, self._apply(self._state, CHANCE, action))

    def _draw(self, state: State, index: int) -> str:
        """What chance event ``index`` draws in ``state``: a shuffled deck's top card (``_dealt``), else
        an outcome drawn from :meth:`randomness` of that event."""
        dealt = self._dealt(state)
        if dealt is not None:
            return dealt
        return sample_outcome(self._chance_outcomes(state), self.randomness("chance", index))

    def _actors_now(self) -> tuple[int, ...]:
        """``_actors`` of the current state, computed once per state (a step asks four or five times)."""
        state, actors = self._last_actors
        if state is not self._state:
            actors = self._actors(self._state)
            self._last_actors = (self._state, actors)
        return actors
