"""The Connect the Thoughts engine: a turn-free race on the :class:`~connect_widgets.Game` protocol.

Anyone may act at any moment: ``actors()`` lists every player not sitting out, and
``(CHANCE,)`` while a picked card is being turned over (the card is chance: any face-down card,
equally likely). See :mod:`.notation` for the moves and ``docs/rules/connect_the_thoughts.md``
for the decisions where the rulebook is silent.
"""

from __future__ import annotations

from typing import Any

from connect_widgets.core.errors import IllegalAction
from connect_widgets.core.game import CHANCE, Game, GameInfo
from connect_widgets.core.options import Option

from . import moves, notation, rulebook, scoring, views
from .cards import cards_in
from .state import NOBODY, State, initial_state

CHECK_ON_PLACE = Option(
    "check_on_place",
    False,
    "True (teaching): a card that shares no object with the end it is laid at is refused at once. "
    "False (as on the table): it may be laid, and the error is found when the bell is hit.",
)
MAX_ROUNDS = Option(
    "max_rounds",
    12,
    "The game also ends when this round ends. 80 cards make eleven rows of seven and three over, so twelve "
    "rounds are a whole game when every round is won; the cap only stops games where everyone keeps ringing wrongly.",
    minimum=1,
    maximum=100,
)

INFO = GameInfo(
    name="connect_the_thoughts",
    title="Connect the Thoughts",
    rulebook=rulebook.RULEBOOK_FILE,
    min_players=2,
    max_players=4,
    default_names=("Hannah", "Emma", "Jonas", "Mia"),
    options=(CHECK_ON_PLACE, MAX_ROUNDS),
    has_chance=True,
    hidden_information=False,
    simultaneous=True,
    notation=(notation.__doc__ or "").strip(),
    rules_notes="docs/rules/connect_the_thoughts.md",
)


class ConnectTheThoughts(Game[State]):
    """Connect the Thoughts: pick, place, return, ring the bell, all at once."""

    info = INFO

    def _initial_state(self) -> State:
        return initial_state(len(self.players))

    def _actors(self, state: State) -> tuple[int, ...]:
        return state.actors

    def _legal_actions(self, state: State, actor: int) -> list[str]:
        return moves.legal_actions(state, actor, self.options["check_on_place"])

    def _chance_outcomes(self, state: State) -> list[tuple[str, float]]:
        if state.picker == NOBODY:
            return []
        cards = cards_in(state.pool)
        chance = 1 / len(cards)
        reveals = notation.REVEALS
        return [(reveals[card], chance) for card in cards]

    def _apply(self, state: State, actor: int, action: str) -> State:
        options = self.options
        if actor == CHANCE:
            card = notation.parse_reveal(action)
            if card is None:
                raise IllegalAction(f"{action!r} is not a reveal ('reveal 17')", action=action)
            return moves.reveal_card(state, card, options["max_rounds"])
        if actor not in state.actors:
            raise IllegalAction(f"{self.players[actor]} cannot act now", rule=rulebook.WRONG_BELL, action=action)
        return moves.apply_action(state, actor, action, options["check_on_place"], options["max_rounds"])

    def _scores(self, state: State) -> tuple[int, ...]:
        return scoring.scores(state)

    def _score_breakdown(self, state: State, player: int) -> dict[str, int]:
        return scoring.score_breakdown(state, player)

    def _winners(self, state: State) -> tuple[int, ...]:
        return scoring.winners(state)

    def _view(self, state: State, player: int | None) -> dict[str, Any]:
        return views.view(state, self.players)

    def _describe(self, state: State) -> str:
        return views.describe(state, self.players)
