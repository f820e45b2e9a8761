"""The one protocol every game follows: actors, legal actions, apply, explicit chance, history,
undo/redo and JSON save/load.

A game subclasses :class:`Game`, declares itself once in a :class:`GameInfo` and implements the
``_``-prefixed hooks as functions of an explicit state value. The base class owns everything that
is the same for all games, so it is written once:

* **States are values.** ``_apply`` returns a *new* state and never changes the one it was given.
  The base keeps the state before every history entry, which makes refusal ("the state is exactly
  as before"), undo and redo trivially exact.
* **One judge per action.** ``_apply`` either returns the next state or raises the
  :class:`IllegalAction` that says why not. :meth:`Game.refusal`, :meth:`Game.explain`, the
  widget's clicks and :meth:`Game.apply` all ask it, so legality is decided in one place.
* **Chance is a player.** Dice, shuffles and draws are actions of :data:`CHANCE`. With
  ``auto_chance=True`` the base resolves them at once (:mod:`.record`): the outcome of a chance
  event depends only on the seed and its index among the chance events. So a saved game reloads
  with the same future rolls, and an undo in practice mode cannot re-roll the dice.
* **A save is the history.** ``to_json`` stores the players, options, seed and history, and which
  chance outcomes the seed did not draw; :func:`~connect_widgets.load_game` replays it through
  ``apply``, so a corrupt save is refused by the rules themselves, with the step that failed, and
  an edited die or card by its seed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Final

from .checks import check_entry, check_index, check_position, check_seed, player_names
from .errors import CorruptSave, IllegalAction, Verdict
from .hooks import State
from .info import GameInfo
from .listeners import Listened, Listener
from .options import Settled, resolve_options, shown
from .record import CHANCE, Record
from .saves import save_text
from .seat import Seat
from .state import Value, remembered
from .undo import plan_undo
from .words import DEFAULT_LANGUAGE, PROTOCOL, sentence

if TYPE_CHECKING:
    from typing_extensions import Self  # typing.Self from Python 3.11

SPECTATOR: Final = -2
"""A viewer with no seat (a hot-seat screen passed on): ``action_text`` shows what all players see."""

UNDO_POLICIES: Final = ("own", "practice")


class Game(Record[State], Listened):
    """Base class of every game engine. See the module docstring for the design."""

    info: ClassVar[GameInfo]

    def __init__(
        self,
        players: int | Sequence[str] = 2,
        seed: int | None = None,
        auto_chance: bool = True,
        undo: str = "own",
        position: str | None = None,
        **options: Any,
    ) -> None:
        self.players: tuple[str, ...] = player_names(self.info, players)
        self.options: Mapping[str, Any] = Settled(resolve_options(self.info.options, options))
        self.seed: int = check_seed(seed)
        if not isinstance(auto_chance, bool):
            raise ValueError(f"auto_chance must be True or False, not {shown(auto_chance)}")
        self._auto_chance = auto_chance
        if undo not in UNDO_POLICIES:
            raise ValueError(f"undo={shown(undo)} is not allowed; choose one of: {', '.join(UNDO_POLICIES)}")
        self.undo_policy = undo
        # The position it started from ("": the rules' own start), refused with an option that is one too.
        self.start = check_position(position, self.info.options, self.options)
        self._state: State = (
            self._from_position(self.start, self.randomness("position", 0)) if position else self._initial_state()
        )
        self._history: list[tuple[int, str]] = []
        self._before: list[State] = []  # _before[i] is the state just before history[i]
        self._redo: list[tuple[int, str]] = []
        self._listeners: list[Listener] = []
        self._last_legal: tuple[Any, int, list[str]] = (None, 0, [])
        self._last_actors: tuple[Any, tuple[int, ...]] = (None, ())  # who acts in the last state asked about
        self._chances = 0  # chance events in the history: the index of the next one's stream
        self._sampled_for: int | None = None  # the player a determinized copy was sampled for
        self._resolve_chance()

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
            raise ValueError(f"auto_chance must be True or False, not {shown(value)}")
        waiting = len(self._history)
        self._auto_chance = value
        self._resolve_chance()
        if len(self._history) != waiting:
            self._notify("apply")

    @property
    def sampled_for(self) -> int | None:
        """The player a :meth:`determinize` copy was sampled for; ``None`` for a real game. A copy
        starts from a sampled position with no history: it cannot be saved, replayed or exported."""
        return self._sampled_for

    @property
    def state(self) -> State:
        """The current state value. Treat it as read-only."""
        return self._state

    @property
    def is_over(self) -> bool:
        """True when nobody, not even chance, can act."""
        return not self._actors_now()

    def actors(self) -> tuple[int, ...]:
        """Who may act now: player indices, ``(CHANCE,)`` or ``()`` when the game is over."""
        return self._actors_now()

    def legal_actions(self, actor: int) -> list[str]:
        """Actions ``actor`` may take now; empty if it is not ``actor``'s turn."""
        state = self._state
        if actor not in self._actors_now():
            return []
        if actor == CHANCE:
            return [outcome for outcome, _ in self._chance_outcomes(state)]
        # The widget asks again and again about one state (targets, buttons, prompt): the last answer
        # is kept, and copied out so that a caller may change its list. (A memo per state would cost
        # every state of a self-play game a dict it never uses again.)
        last_state, last_actor, listed = self._last_legal
        if last_state is not state or last_actor != actor:
            listed = self._legal_actions(state, actor)
            self._last_legal = (state, actor, listed)
        return list(listed)

    def chance_outcomes(self) -> list[tuple[str, float]]:
        """``[(action, probability), ...]`` when ``CHANCE`` is to act, else ``[]``."""
        if self._actors_now() != (CHANCE,):
            return []
        return self._chance_outcomes(self._state)

    def apply(self, actor: int, action: str) -> None:
        """Play ``action`` for ``actor``. Refused with :class:`IllegalAction`, leaving the game unchanged."""
        self._push(actor, action, self._next_state(self._state, actor, action))
        self._redo.clear()
        self._resolve_chance()
        self._notify("apply")

    def refusal(self, actor: int, action: str) -> IllegalAction | None:
        """Why ``actor`` may not play ``action`` now (naming the rule), or ``None`` if they may.

        Asks the same judge as :meth:`apply`, and changes nothing.
        """
        try:
            self._next_state(self._state, actor, action)
        except IllegalAction as refusal:
            return refusal
        return None

    def explain(self, actor: int, action: str, lang: str = DEFAULT_LANGUAGE) -> Verdict:
        """Whether ``actor`` may play ``action`` now, why in words (in ``lang``), and the rule it rests on."""
        PROTOCOL.check_language(lang)
        refusal = self.refusal(actor, action)
        verdict = refusal.verdict if refusal is not None else self._allowed(self._state, actor, action)
        return verdict.said_in(lang)

    def scores(self) -> tuple[int, ...]:
        """Each player's points, in player order."""
        return self._scores(self._state)

    def winners(self) -> tuple[int, ...]:
        """Indices of the winners once the game is over (several when they share), else ``()``."""
        return self._winners(self._state) if self.is_over else ()

    def score_breakdown(self, player: int) -> dict[str, int]:
        """Points of ``player`` by category (``{"connect 5": 5, "eaten": 3}``)."""
        check_index(player, len(self.players), "player")
        return self._score_breakdown(self._state, player)

    def view(self, player: int | None = None) -> dict[str, Any]:
        """What ``player`` may see as a JSON-able dict; ``None`` shows everything."""
        if player is not None:
            check_index(player, len(self.players), "player")
        return self._view(self._state, player)

    def action_text(self, index: int, viewer: int | None = None, lang: str = "en") -> str:
        """History entry ``index`` as ``viewer`` may read it, in ``lang``; ``None`` shows everything,
        :data:`SPECTATOR` only what every player may see.

        In games with hidden information a card drawn reads "draws a card" to the others.
        """
        actor, action = self._history[index]
        if viewer is None:
            return action
        if viewer != SPECTATOR:
            check_index(viewer, len(self.players), "player")
        return self._public_action(self._before[index], actor, action, viewer, lang)

    def action_said(self, index: int, viewer: int | None = SPECTATOR, lang: str = DEFAULT_LANGUAGE) -> str:
        """History entry ``index`` as a sentence in ``lang``, as ``viewer`` may hear it ("Red places a
        token on a1."): what a screen reader says of a move, where the log shows its notation. ``None``
        names every card, :data:`SPECTATOR` (the default here, unlike :meth:`action_text`'s ``None``)
        only what every player sees. ``""`` for a move the next step says (Num Connect's draw: its card)."""
        PROTOCOL.check_language(lang)
        if viewer is not None and viewer != SPECTATOR:
            check_index(viewer, len(self.players), "player")
        actor, action = self._history[index]
        said = self._said(self._before[index], actor, action, viewer, lang)
        return sentence(said if isinstance(said, str) else said.text(lang), self.players)

    def describe(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """The position in words, deterministic, in ``lang`` (``"en"`` or ``"fr"``)."""
        state = self._state
        if lang != DEFAULT_LANGUAGE:
            description = self._description(state)
            PROTOCOL.check_language(lang)
            return description if isinstance(description, str) else description.text(lang)
        if not isinstance(state, Value):
            return self._describe(state)
        return remembered(state, "describe", lambda: self._describe(state))

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

        Policy ``"own"`` (the default) never goes back across a chance event, nor across another
        player's move taken in turn since; in a simultaneous phase it takes back only this player's
        action and keeps what the others did since.
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
            raise IllegalAction(PROTOCOL.phrase("refuse.nothing_to_redo"))
        entry = self._redo[-1]
        self._push(*entry, self._next_state(self._state, *entry))
        self._redo.pop()
        self._resolve_chance()
        self._notify("redo")
        return entry

    def _plan_undo(self, actor: int | None) -> tuple[int, list[tuple[tuple[int, str], State]]]:
        if actor is not None:
            check_index(actor, len(self.players), "player")
        return plan_undo(self._history, self._before, actor, self.undo_policy, self._actors, self._apply)

    # ------------------------------------------------------------------ save and load
    def to_json(self) -> str:
        """A JSON save: players, options, seed and history, and which chance entries the seed did not
        draw (:meth:`scripted_chance`). :func:`load_game` restores it exactly."""
        if self._sampled_for is not None:
            raise ValueError("a determinized copy starts from a sampled position: it cannot be saved")
        return save_text(
            self.info.name, self.players, self.seed, self._auto_chance, self.undo_policy, self.options, self._history,
            self.start, self.scripted_chance(),
        )  # fmt: skip

    def replay(self, history: Sequence[tuple[int, str]]) -> None:
        """Apply ``history`` entry by entry, chance included; refused as a whole with the failing step."""
        keep = (self._state, list(self._history), list(self._before), list(self._redo), self._chances)
        try:  # step by step, never rolling for itself: the recorded chance steps are the game's dice
            for step, entry in enumerate(history, start=1):
                actor, action = check_entry(entry, step)
                try:
                    self._push(actor, action, self._next_state(self._state, actor, action))
                except IllegalAction as refusal:
                    raise CorruptSave(f"step {step} ({actor}, {shown(action)}) was refused: {refusal}") from None
        except Exception:  # a refusal, or a bug in a game's rules: either way the game is as it was
            self._state, self._history, self._before, self._redo, self._chances = keep  # the dice to come too
            raise
        self._redo.clear()
        self._resolve_chance()  # the game rolls on for itself (auto_chance) only after the last step
        self._notify("load")

    def clone(self) -> Self:
        """An independent copy with the same state and history and no listeners (for bots that look ahead)."""
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin._history, twin._before, twin._redo = list(self._history), list(self._before), list(self._redo)
        twin._listeners = []
        return twin

    def position(self) -> str:
        """The position now in the game's notation: ``new_game(name, position=text)`` starts there."""
        return self._position(self._state)

    def fork(self, step: int) -> Self:
        """A new game at ``step`` of the history (0: the start; this game is left as it was), with the same
        seed and chance stream: chance answers a different line as it would have answered this one."""
        check_index(step, len(self._history) + 1, "step")
        twin = self.clone()
        if step < len(self._history):  # at the end: the game as it stands
            twin._truncate(step)
        twin._redo = []
        twin._resolve_chance()
        return twin

    def determinize(self, player: int, rng: random.Random) -> Self:
        """An independent game sampled from what ``player`` knows: a copy of this one in which
        everything ``player`` cannot see (other hands, the order of the face-down cards, the future
        dice) is drawn again from ``rng``, consistent with everything they have seen.

        ``view(player)`` and ``legal_actions(player)`` are the real game's; the copy's history
        starts here (it keeps none of the real one), and it cannot be saved. Search bots look ahead
        on such copies, never on the real game or its seed.
        """
        check_index(player, len(self.players), "player")
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.seed = rng.randrange(2**63)  # the future chance of the copy is its own
        twin._state = self._determinized(self._state, player, rng, twin.seed)
        twin._history, twin._before, twin._redo, twin._listeners = [], [], [], []
        twin._chances, twin._sampled_for = 0, player
        # No real hidden card stays: the start position (it may write every hand), the last state's caches.
        twin.start, twin._last_legal, twin._last_actors = "", (None, 0, []), (None, ())
        return twin

    def seat(self, player: int) -> Seat:
        """What ``player`` may know of this game: the window a bot plays through."""
        check_index(player, len(self.players), "player")
        return Seat(self, player)

    def __repr__(self) -> str:
        return f"<{self.info.title}: {', '.join(self.players)} · {self.describe()}>"

    # ------------------------------------------------------------------ internals
    def _next_state(self, state: State, actor: int, action: str) -> State:
        """The state after ``actor`` plays ``action`` in ``state``, or the refusal saying why not."""
        if type(actor) is not int:  # not a bool either (a bool is an int, but never an actor)
            raise IllegalAction(PROTOCOL.phrase("refuse.actor_type", actor=shown(actor)))
        if type(action) is not str:
            raise IllegalAction(PROTOCOL.phrase("refuse.action_type", action=shown(action)))
        actors = self._actors_now() if state is self._state else self._actors(state)
        if actor not in actors:
            if 0 <= actor < len(self.players):
                raise self._refuse_actor(state, actor, action)
            name = "CHANCE" if actor == CHANCE else f"actor {shown(actor)}"  # a player would have been refused above
            raise IllegalAction(
                PROTOCOL.phrase("refuse.cannot_act", name=name, position=self._description(state)), action=action
            )
        if actor == CHANCE and action not in dict(self._chance_outcomes(state)):
            raise IllegalAction(PROTOCOL.phrase("refuse.not_an_outcome", action=shown(action)), action=action)
        return self._apply(state, actor, action)
