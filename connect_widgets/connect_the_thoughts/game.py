"""The Connect the Thoughts engine: a turn-free race on the :class:`~connect_widgets.Game` protocol.

Anyone may act at any moment: ``actors()`` lists every player not sitting out, and
``(CHANCE,)`` while a picked card is being turned over. The 80 cards are shuffled at set-up (the
seed's ``"deck"`` stream) into the order they will be picked up in; a pick turns over the next
one (``_dealt``), and a card put back is slipped in behind it (:func:`.rounds.slip_in`). The hooks
only wire the wing's files: :mod:`.rules` judges and plays actions, :mod:`.scoring` counts,
:mod:`.view` shows (and draws the hidden order again for ``determinize``). See :mod:`.notation`
for the moves and ``docs/rules/connect_the_thoughts.md`` for the decisions where the rulebook is
silent.
"""

from __future__ import annotations

import random
from typing import Any

from ..core.errors import IllegalAction, Verdict
from ..core.game import Game
from ..core.info import GameInfo
from ..core.options import Option
from ..core.words import Described
from . import notation, position, rules, scoring, view
from .cards import CARD_NUMBERS
from .rulebook import RULEBOOK
from .state import MAX_PLAYERS, MIN_PLAYERS, State, initial_state
from .words import WORDS

CHECK_ON_PLACE = Option("check_on_place", False, WORDS.text("describe.option_check_on_place"))
MAX_VOID_ROUNDS = Option("max_void_rounds", 12, WORDS.text("describe.option_max_void_rounds"), minimum=1, maximum=100)

INFO = GameInfo(
    name="connect_the_thoughts",
    title="Connect the Thoughts",
    rulebook=RULEBOOK.file,
    notation=(notation.__doc__ or "").strip(),
    rules_notes="docs/rules/connect_the_thoughts.md",
    # a turn-free race: everyone acts at once; the face-down cards are shuffled, and their order is
    # hidden from everyone alike (every player's view is the whole view)
    has_chance=True,
    hidden_information=False,
    simultaneous=True,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    default_names=("Hannah", "Emma", "Jonas", "Mia"),
    options=(CHECK_ON_PLACE, MAX_VOID_ROUNDS),
)


class ConnectTheThoughts(Game[State]):
    """Connect the Thoughts: pick, place, return, ring the bell, all at once."""

    info = INFO

    def _initial_state(self) -> State:
        """The 80 cards shuffled face-down ("The 80 cards are shuffled and then spread face-down")."""
        order = list(CARD_NUMBERS)
        self.randomness("deck", 0).shuffle(order)
        return initial_state(len(self.players), order)

    def _position(self, state: State) -> str:
        return position.position_line(state)

    def _from_position(self, text: str, rng: random.Random) -> State:
        return position.parse_position(text, len(self.players), self.options["max_void_rounds"], rng)

    def _actors(self, state: State) -> tuple[int, ...]:
        return state.actors

    def _legal_actions(self, state: State, actor: int) -> list[str]:
        return rules.legal_actions(state, actor, self.options["check_on_place"])

    def _chance_outcomes(self, state: State) -> list[tuple[str, float]]:
        return rules.chance_outcomes(state)

    def _dealt(self, state: State) -> str | None:
        return rules.dealt(state)

    def _determinized(self, state: State, player: int, rng: random.Random, seed: int) -> State:
        return view.determinized(state, rng)  # the same for every player: nobody sees the order

    def _apply(self, state: State, actor: int, action: str) -> State:
        options = self.options
        return rules.play(state, actor, action, options["check_on_place"], options["max_void_rounds"], self.seed)

    def _refuse_actor(self, state: State, actor: int, action: str) -> IllegalAction:
        """A player who may not act is sitting out, or waits for a card to be turned over, or the
        game is over: the rules say which, in their own words (it is never a matter of turns)."""
        try:
            self._apply(state, actor, action)
        except IllegalAction as refusal:
            return refusal
        return super()._refuse_actor(state, actor, action)  # not reached: see above

    def _allowed(self, state: State, actor: int, action: str) -> Verdict:
        return rules.allowed(state, actor, action)

    def _said(self, state: State, actor: int, action: str, viewer: int | None, lang: str) -> str:
        """What the move did, as the game words its event ("Emma placed card 9 (…) at the right end.",
        a bell right or wrong and what followed): every card turned over is seen by all."""
        event = self._apply(state, actor, action).last
        return view.event_text(event, self.players, lang) if event is not None else action

    def _view(self, state: State, player: int | None) -> dict[str, Any]:
        return view.view(state, self.players)

    def _describe(self, state: State) -> str:
        return view.describe(state, self.players)

    def _description(self, state: State) -> Described:
        return Described(lambda lang: view.describe(state, self.players, lang))

    def _scores(self, state: State) -> tuple[int, ...]:
        return scoring.scores(state)

    def _score_breakdown(self, state: State, player: int) -> dict[str, int]:
        return scoring.breakdown(state, player)

    # _winners: the base's own rule is this game's: the most cards in the pile win, ties share the win
