"""The one protocol every game follows: actors, legal actions, apply, explicit chance, history,
undo/redo and JSON save/load.

A game subclasses :class:`Game`, declares itself once in a :class:`GameInfo` and implements the
``_``-prefixed hooks as functions of an explicit state value. The base class owns everything that
is the same for all games, so it is written once:

* **States are values.** ``_apply`` returns a *new* state and never changes the one it was given.
  The base keeps the state before every history entry, which makes refusal ("the state is exactly
  as before"), undo and redo trivially exact.
* **Chance is a player.** Dice, shuffles and draws are actions of :data:`CHANCE`. With
  ``auto_chance=True`` the base resolves them at once from a counter-based RNG: the outcome of a
  chance event depends only on ``(seed, its position in the history)``. So a saved game reloads
  with the same future rolls, and an undo in practice mode cannot re-roll the dice.
* **A save is the history.** ``to_json`` stores the players, options, seed and history;
  :func:`load_game` replays it through ``apply``, so a corrupt or tampered save is refused by the
  rules themselves, with the step that failed.
"""

from __future__ import annotations

import abc
import json
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar, Final, Generic, TypeVar

from .checks import check_entry, check_seed, player_names, sample_outcome
from .errors import CorruptSave, IllegalAction
from .options import Option, resolve_options

CHANCE: Final = -1
"""The actor that rolls dice, shuffles and draws. ``game.actors() == (CHANCE,)`` at a chance step."""

UNDO_POLICIES: Final = ("own", "practice")
SAVE_FORMAT: Final = "connect_widgets/save"
SAVE_VERSION: Final = 1

State = TypeVar("State")
Listener = Callable[[str], None]


@dataclass(frozen=True)
class GameInfo:
    """What a game is, declared once beside its rules (after OpenSpiel's ``_GAME_TYPE``)."""

    name: str
    title: str
    rulebook: str
    min_players: int
    max_players: int
    default_names: tuple[str, ...]
    options: tuple[Option, ...] = ()
    has_chance: bool = False
    hidden_information: bool = False
    simultaneous: bool = False
    notation: str = ""
    rules_notes: str = field(default="")

    def option(self, name: str) -> Option:
        """The declared option called ``name`` (``KeyError`` if there is none)."""
        for option in self.options:
            if option.name == name:
                return option
        raise KeyError(f"{self.title} has no option {name!r}")


class Game(abc.ABC, Generic[State]):
    """Base class of every game engine. See the module docstring for the design."""

    info: ClassVar[GameInfo]

    def __init__(
        self,
        players: int | Sequence[str] = 2,
        seed: int | None = None,
        auto_chance: bool = True,
        undo: str = "own",
        **options: Any,
    ) -> None:
        self.players: tuple[str, ...] = player_names(self.info, players)
        self.options: Mapping[str, Any] = MappingProxyType(resolve_options(self.info.options, options))
        self.seed: int = check_seed(seed)
        if not isinstance(auto_chance, bool):
            raise ValueError(f"auto_chance must be True or False, not {auto_chance!r}")
        self._auto_chance = auto_chance
        if undo not in UNDO_POLICIES:
            raise ValueError(f"undo={undo!r} is not allowed; choose one of: {', '.join(UNDO_POLICIES)}")
        self.undo_policy = undo
        self._state: State = self._initial_state()
        self._history: list[tuple[int, str]] = []
        self._before: list[State] = []  # _before[i] is the state just before history[i]
        self._redo: list[tuple[int, str]] = []
        self._listeners: list[Listener] = []
        self._resolve_chance()

    # ------------------------------------------------------------------ hooks for each game
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
        """The state after ``action``; raise :class:`IllegalAction` naming the rule. Never mutate ``state``."""

    @abc.abstractmethod
    def _scores(self, state: State) -> tuple[int, ...]:
        """Points of each player so far (final when the game is over)."""

    @abc.abstractmethod
    def _view(self, state: State, player: int | None) -> dict[str, Any]:
        """A JSON-able dict of what ``player`` may see; ``None`` shows everything."""

    @abc.abstractmethod
    def _describe(self, state: State) -> str:
        """The position in a few words, deterministic (used by ``repr`` and the widget)."""

    def _chance_outcomes(self, state: State) -> list[tuple[str, float]]:
        """Outcomes and probabilities when ``CHANCE`` acts. Games with chance override this."""
        return []

    def _score_breakdown(self, state: State, player: int) -> dict[str, int]:
        """Points by category; the values add up to the player's score."""
        return {"points": self._scores(state)[player]}

    def _public_action(self, state: State, actor: int, action: str, viewer: int) -> str:
        """How an action taken in ``state`` reads to ``viewer`` (hidden cards stay hidden)."""
        return action

    def _refuse_actor(self, state: State, actor: int, action: str) -> IllegalAction:
        """The refusal for a player who may not act now; turn-free games say why in their own words."""
        return IllegalAction(f"it is not {self.players[actor]}'s turn to act ({self._describe(state)})", action=action)

    def _winners(self, state: State) -> tuple[int, ...]:
        """Winners of a finished game: by default everyone on the highest score."""
        scores = self._scores(state)
        best = max(scores)
        return tuple(i for i, score in enumerate(scores) if score == best)

    # ------------------------------------------------------------------ the protocol
    @property
    def name(self) -> str:
        """The registry name of this game (``"connect5"``, ...)."""
        return self.info.name

    @property
    def auto_chance(self) -> bool:
        """Whether dice and draws are resolved by the seeded RNG (else the caller applies CHANCE).

        Switching it on (after scripting a start with ``auto_chance=False``) resolves any chance
        step that is waiting, at once.
        """
        return self._auto_chance

    @auto_chance.setter
    def auto_chance(self, value: bool) -> None:
        if not isinstance(value, bool):
            raise ValueError(f"auto_chance must be True or False, not {value!r}")
        waiting = len(self._history)
        self._auto_chance = value
        self._resolve_chance()
        if len(self._history) != waiting:
            self._notify("apply")

    @property
    def state(self) -> State:
        """The current state value. Treat it as read-only."""
        return self._state

    @property
    def history(self) -> tuple[tuple[int, str], ...]:
        """Every ``(actor, action)`` applied so far, chance included."""
        return tuple(self._history)

    @property
    def is_over(self) -> bool:
        """True when nobody, not even chance, can act."""
        return not self._actors(self._state)

    def actors(self) -> tuple[int, ...]:
        """Who may act now: player indices, ``(CHANCE,)`` or ``()`` when the game is over."""
        return self._actors(self._state)

    def legal_actions(self, actor: int) -> list[str]:
        """Actions ``actor`` may take now; empty if it is not ``actor``'s turn."""
        if actor not in self._actors(self._state):
            return []
        if actor == CHANCE:
            return [outcome for outcome, _ in self._chance_outcomes(self._state)]
        return self._legal_actions(self._state, actor)

    def chance_outcomes(self) -> list[tuple[str, float]]:
        """``[(action, probability), ...]`` when ``CHANCE`` is to act, else ``[]``."""
        if self._actors(self._state) != (CHANCE,):
            return []
        return self._chance_outcomes(self._state)

    def apply(self, actor: int, action: str) -> None:
        """Play ``action`` for ``actor``. Refused with :class:`IllegalAction`, leaving the game unchanged."""
        self._apply_entry(actor, action)
        self._redo.clear()
        self._resolve_chance()
        self._notify("apply")

    def scores(self) -> tuple[int, ...]:
        """Each player's points, in player order."""
        return self._scores(self._state)

    def winners(self) -> tuple[int, ...]:
        """Indices of the winners once the game is over (several when they share), else ``()``."""
        return self._winners(self._state) if self.is_over else ()

    def score_breakdown(self, player: int) -> dict[str, int]:
        """Points of ``player`` by category (``{"connect 5": 5, "eaten": 3}``)."""
        self._check_player(player)
        return self._score_breakdown(self._state, player)

    def view(self, player: int | None = None) -> dict[str, Any]:
        """What ``player`` may see as a JSON-able dict; ``None`` shows everything."""
        if player is not None:
            self._check_player(player)
        return self._view(self._state, player)

    def action_text(self, index: int, viewer: int | None = None) -> str:
        """History entry ``index`` as ``viewer`` may read it; ``None`` shows everything.

        In games with hidden information a card drawn reads "draws a card" to the others.
        """
        actor, action = self._history[index]
        if viewer is None:
            return action
        self._check_player(viewer)
        return self._public_action(self._before[index], actor, action, viewer)

    def describe(self) -> str:
        """The position in words, deterministic."""
        return self._describe(self._state)

    # ------------------------------------------------------------------ undo and redo
    def can_undo(self, actor: int | None = None) -> str | None:
        """``None`` if :meth:`undo` would succeed, else the reason it would be refused."""
        try:
            self._plan_undo(actor)
        except IllegalAction as refusal:
            return refusal.message
        return None

    def undo(self, actor: int | None = None) -> tuple[int, str]:
        """Take back the last action of ``actor`` (any player if ``None``) and return it.

        Policy ``"own"`` (the default) never goes back across a chance event; in a simultaneous
        phase it takes back only this player's action and keeps what the others did since.
        Policy ``"practice"`` goes back to just before that action across anything, dropping what
        followed it (chance outcomes come out the same again, so undo cannot re-roll the dice).
        """
        index, replay = self._plan_undo(actor)
        undone = self._history[index]
        self._truncate(index)
        for entry, after in replay:
            self._push(*entry, after)
        self._redo.append(undone)
        self._resolve_chance()
        self._notify("undo")
        return undone

    def can_redo(self) -> bool:
        """True if an undone action can be played again."""
        return bool(self._redo)

    def redo(self) -> tuple[int, str]:
        """Play the most recently undone action again; refused if it is no longer legal."""
        if not self._redo:
            raise IllegalAction("there is nothing to redo")
        entry = self._redo[-1]
        self._apply_entry(*entry)
        self._redo.pop()
        self._resolve_chance()
        self._notify("redo")
        return entry

    def _plan_undo(self, actor: int | None) -> tuple[int, list[tuple[tuple[int, str], State]]]:
        """Index of the entry to take back, and the later entries to keep with their new states.

        Computed without touching the game, so a refusal leaves it exactly as it was.
        """
        if actor is not None:
            self._check_player(actor)
        wanted = [i for i, (a, _) in enumerate(self._history) if a != CHANCE and (actor is None or a == actor)]
        if not wanted:
            raise IllegalAction("there is nothing to undo")
        index = wanted[-1]
        later = self._history[index + 1 :]
        if self.undo_policy == "practice":
            return index, []  # back to just before that action: what followed it goes too
        if any(a == CHANCE for a, _ in later):
            raise IllegalAction(
                "undo never goes back across a die roll or a card drawn (start with undo='practice' to allow it)"
            )
        kept, state = [], self._before[index]
        refusal = IllegalAction("another player has acted since; undo='practice' allows going back further")
        try:  # others' actions since (a simultaneous phase) must still stand without this one
            for entry in later:
                if entry[0] not in self._actors(state):  # their move answered ours: it cannot stand alone
                    raise refusal
                state = self._apply(state, *entry)
                kept.append((entry, state))
        except IllegalAction:
            raise refusal from None
        return index, kept

    # ------------------------------------------------------------------ save and load
    def to_json(self) -> str:
        """A JSON save: players, options, seed and history. :func:`load_game` restores it exactly."""
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "version": SAVE_VERSION,
                "game": self.info.name,
                "players": list(self.players),
                "seed": self.seed,
                "auto_chance": self._auto_chance,
                "undo": self.undo_policy,
                "options": dict(self.options),
                "history": [list(entry) for entry in self._history],
            }
        )

    def replay(self, history: Sequence[tuple[int, str]]) -> None:
        """Apply ``history`` entry by entry, chance included; refused as a whole with the failing step."""
        keep = (self._state, list(self._history), list(self._before), list(self._redo))
        auto, self._auto_chance = self._auto_chance, False
        try:
            for step, entry in enumerate(history, start=1):
                actor, action = check_entry(entry, step)
                try:
                    self._apply_entry(actor, action)
                except IllegalAction as refusal:
                    raise CorruptSave(f"step {step} ({actor}, {action!r}) was refused: {refusal.message}") from None
        except CorruptSave:
            self._state, self._history, self._before, self._redo = keep
            raise
        finally:
            self._auto_chance = auto
        self._redo.clear()
        self._resolve_chance()
        self._notify("load")

    # ------------------------------------------------------------------ listeners
    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(event)`` after every change ("apply", "undo", "redo", "load"); returns an unsubscribe."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def clone(self) -> Game[State]:
        """An independent copy with the same state and history and no listeners (for bots that look ahead)."""
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin._history, twin._before, twin._redo = list(self._history), list(self._before), list(self._redo)
        twin._listeners = []
        return twin

    def __repr__(self) -> str:
        return f"<{self.info.title}: {', '.join(self.players)} · {self.describe()}>"

    # ------------------------------------------------------------------ internals
    def _apply_entry(self, actor: int, action: str) -> None:
        if not isinstance(actor, int) or isinstance(actor, bool):
            raise IllegalAction(f"actor must be a player index or CHANCE, not {actor!r}")
        if not isinstance(action, str):
            raise IllegalAction(f"an action is a string in the game's notation, not {action!r}")
        actors = self._actors(self._state)
        if actor not in actors:
            if 0 <= actor < len(self.players):
                raise self._refuse_actor(self._state, actor, action)
            raise IllegalAction(f"{self._actor_name(actor)} cannot act now ({self.describe()})", action=action)
        if actor == CHANCE and action not in dict(self._chance_outcomes(self._state)):
            raise IllegalAction(f"{action!r} is not a possible chance outcome here", action=action)
        self._push(actor, action, self._apply(self._state, actor, action))

    def _push(self, actor: int, action: str, new_state: State) -> None:
        self._before.append(self._state)
        self._history.append((actor, action))
        self._state = new_state

    def _truncate(self, index: int) -> None:
        self._state = self._before[index]
        del self._history[index:]
        del self._before[index:]

    def _resolve_chance(self) -> None:
        """With ``auto_chance``, roll/draw from the seeded RNG until a player is to act."""
        while self._auto_chance and self._actors(self._state) == (CHANCE,):
            rng = random.Random(f"{self.seed}:{len(self._history)}")
            action = sample_outcome(self._chance_outcomes(self._state), rng)
            self._push(CHANCE, action, self._apply(self._state, CHANCE, action))

    def _notify(self, event: str) -> None:
        for listener in list(self._listeners):
            listener(event)

    def _check_player(self, player: int) -> None:
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < len(self.players):
            raise ValueError(f"player must be an index from 0 to {len(self.players) - 1}, not {player!r}")

    def _actor_name(self, actor: int) -> str:
        if actor == CHANCE:
            return "CHANCE"
        if isinstance(actor, int) and 0 <= actor < len(self.players):
            return self.players[actor]
        return f"actor {actor!r}"
