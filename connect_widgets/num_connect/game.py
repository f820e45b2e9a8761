"""The Num Connect engine: what the game is (``INFO``, its options) and the protocol's hooks, each
wired to the rules, the scoring or the view."""

from __future__ import annotations

import random
from typing import Any

from ..core.errors import Verdict
from ..core.game import CHANCE, Game
from ..core.info import GameInfo
from ..core.options import Option
from ..core.words import Described, Phrase
from . import rules, scoring, view
from .cards import card_phrase
from .notation import __doc__ as NOTATION_DOC
from .notation import cell_name, parse
from .position import parse_position, position_line
from .rulebook import rule_line
from .state import Pending, State, initial_state
from .words import WORDS

OPTIONS = (
    Option("colours", 4, WORDS.text("describe.option_colours"), minimum=3, maximum=6),
    Option("rainbows", 6, WORDS.text("describe.option_rainbows"), minimum=1, maximum=12),
    Option("shadows", 6, WORDS.text("describe.option_shadows"), minimum=1, maximum=12),
    Option("hand_size", 10, WORDS.text("describe.option_hand_size"), minimum=3, maximum=20),
    Option("rainbow_gap", "several", WORDS.text("describe.option_rainbow_gap"), choices=("several", "one")),
)

INFO = GameInfo(
    name="num_connect",
    title="Num Connect",
    rulebook="003_1919311eca47b907.txt",
    min_players=2,
    max_players=4,
    default_names=("Alice", "Bruno", "Chloe", "Driss"),
    options=OPTIONS,
    has_chance=True,
    hidden_information=True,
    notation=NOTATION_DOC or "",
    rules_notes="docs/rules/num_connect.md",
)

_ALLOWED_RULES = {
    "draw": "blocked",
    "discard": "discard",
    "new": "free",
    "cross": "connection",
    "put": "connection",
    "cancel": "connection",
    "ext": "extension",
}
"""The rulebook passage that allows each verb (``confirm``: see :func:`_confirm_rule`)."""


def _confirm_rule(opened: bool, pending: Pending | None) -> str:
    """The passage that allows laying the tentative combination: a first lay, a free one, a connection."""
    if not opened:
        return "first_lay"
    return "free" if pending is not None and pending.anchor < 0 else "connection"


class NumConnect(Game[State]):
    """Num Connect: lay combinations of numbered cards in shared grids; first to empty their hand wins."""

    info = INFO

    def _initial_state(self) -> State:
        options = self.options
        return initial_state(
            len(self.players), options["colours"], options["rainbows"], options["shadows"], options["hand_size"]
        )

    def _position(self, state: State) -> str:
        return position_line(state)

    def _from_position(self, text: str, rng: random.Random) -> State:
        """The position ``text`` describes; hidden hands (``?<count>``) are dealt from ``rng``."""
        return parse_position(text, len(self.players), self.options, rng)

    def _actors(self, state: State) -> tuple[int, ...]:
        return rules.actors(state)

    def _chance_outcomes(self, state: State) -> list[tuple[str, float]]:
        return rules.chance_outcomes(state)

    def _legal_actions(self, state: State, actor: int) -> list[str]:
        return rules.legal_actions(state, actor, self.options["rainbow_gap"])

    def _apply(self, state: State, actor: int, action: str) -> State:
        return rules.play(state, actor, action, len(self.players), self.options)

    def _allowed(self, state: State, actor: int, action: str) -> Verdict:
        """What a legal action does, in words, and the rulebook passage that allows it."""
        if actor == CHANCE:  # a card dealt or drawn: the log's words, with the card named
            rule = "composition" if state.phase == "deal" else _ALLOWED_RULES["draw"]
            return Verdict.allowed(self._chance_phrase(state, action), rule_line(rule))
        key = _ALLOWED_RULES.get(parse(action).verb) or _confirm_rule(state.opened[actor], state.pending)
        return Verdict.allowed(self._move_phrase(state, actor, action), rule_line(key))

    def _public_action(self, state: State, actor: int, action: str, viewer: int, lang: str) -> str:
        """A card dealt or drawn names its card only to its receiver; every other action is public.

        Cards laid (even tentatively: the tentative combination lies face up on the table) and
        discarded are seen by all, so the notation shows them; ``cancel`` names no card.
        """
        if actor != CHANCE:
            return action
        return self._chance_phrase(state, action if self._receives(state, viewer) else None).text(lang)

    def _said(self, state: State, actor: int, action: str, viewer: int | None, lang: str) -> Phrase | str:
        """As the log says it, each card named in words ("Ann discards red 7"): a screen reader reads
        "R7" as letters and "*" as a star."""
        if actor != CHANCE and parse(action).verb == "draw":
            return ""  # the card drawn, chance's next step, says the draw (with the card, to its drawer)
        if actor == CHANCE:
            card = card_phrase(action) if self._receives(state, viewer) else None
            if state.phase == "deal":  # the log's "deals R7 to Ann" has the dealer, no one, for subject
                name = self.players[rules.receiver(state, len(self.players))]
                return WORDS.phrase("said.dealt", name=name, card=card or WORDS.phrase("log.a_card"))
            return self._chance_phrase(state, card)
        return self._move_phrase(state, actor, action, in_words=True)

    def _receives(self, state: State, viewer: int | None) -> bool:
        """Whether ``viewer`` may see the card dealt or drawn now (``None``: the whole game is shown)."""
        return viewer is None or viewer == rules.receiver(state, len(self.players))

    def _chance_phrase(self, state: State, card: str | Phrase | None) -> Phrase:
        """A card dealt or drawn ("Ann draws R7"); ``card`` ``None``: a card the reader may not see."""
        name = self.players[rules.receiver(state, len(self.players))]
        shown = card if card is not None else WORDS.phrase("log.a_card")
        return WORDS.phrase("log.deal" if state.phase == "deal" else "log.draw", card=shown, name=name)

    def _move_phrase(self, state: State, actor: int, action: str, in_words: bool = False) -> Phrase:
        """What a player's legal ``action`` does, its cards in notation ("R7"), or ``in_words`` ("red 7")."""
        move, pending = parse(action), state.pending
        laid = pending.cards if pending is not None else ()
        cards: str | Described = " ".join(laid)
        if in_words:
            cards = Described(lambda lang: ", ".join(card_phrase(code).text(lang) for code in laid))
        card = (card_phrase(move.card) if in_words else move.card) if move.card else ""
        where: str | Phrase = ""
        if move.cell is not None:  # every grid has an r0c-1: the grid is named too
            where = WORDS.phrase("allowed.where", cell=cell_name(move.cell), grid=move.grid)
        return WORDS.phrase(f"allowed.{move.verb}", name=self.players[actor], card=card, cell=where, cards=cards)

    def _determinized(self, state: State, player: int, rng: random.Random, seed: int) -> State:
        """The other hands and the draw pile drawn again from the cards ``player`` has not seen."""
        return view.determinized(state, player, rng)

    def _scores(self, state: State) -> tuple[int, ...]:
        return scoring.scores(state)

    def _score_breakdown(self, state: State, player: int) -> dict[str, int]:
        return scoring.breakdown(state, player)

    def _winners(self, state: State) -> tuple[int, ...]:
        return scoring.winners(state)

    def _view(self, state: State, player: int | None) -> dict[str, Any]:
        return view.view(state, player)

    def _describe(self, state: State) -> str:
        return view.describe(state, self.players, self.options["hand_size"])

    def _description(self, state: State) -> Described:
        return Described(lambda lang: view.describe(state, self.players, self.options["hand_size"], lang))


__all__ = ["INFO", "NumConnect"]
