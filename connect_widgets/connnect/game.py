"""The Connnect engine: :data:`INFO`, the options, and the protocol's hooks wired to the rules
(:mod:`.rules`, :mod:`.rounds`), the score (:mod:`.scoring`) and the view (:mod:`.view`)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cached_property
from typing import Any

from ..core.checks import check_entry
from ..core.errors import CorruptSave, IllegalAction, Verdict
from ..core.game import CHANCE, Game
from ..core.info import GameInfo
from ..core.options import Option
from ..core.words import Described
from . import rounds, rules, scoring
from .claims import ORDER_RULES
from .notation import NOTATION
from .position import PositionReader, position_line
from .rulebook import RULEBOOK
from .rules import Variant
from .state import State, initial_state
from .view import describe, view
from .words import WORDS

INFO = GameInfo(
    name="connnect",
    title="Connnect",
    rulebook=RULEBOOK.file,
    min_players=1,
    max_players=4,
    default_names=("Lisa", "Lucas", "Mia", "Noah"),
    options=(
        Option("setup", "shared", WORDS.text("describe.option_setup"), ("shared", "own")),
        Option("order", "branch", WORDS.text("describe.option_order"), ORDER_RULES),
        Option("gaps", False, WORDS.text("describe.option_gaps")),
        Option("arrows", "all", WORDS.text("describe.option_arrows"), ("all", "alternate")),
        Option("exhausted", 28, WORDS.text("describe.option_exhausted"), minimum=21, maximum=99),
    ),
    has_chance=True,
    simultaneous=True,
    notation=NOTATION,
    rules_notes="docs/rules/connnect.md",
)


class Connnect(Game[State]):
    """Connnect, the roll-and-write: 1-4 players, each on their own sheet, twelve rounds."""

    info = INFO

    @cached_property
    def variant(self) -> Variant:
        """The options that change what a move may do."""
        return Variant(self.options["setup"], self.options["order"], self.options["gaps"])

    @property
    def _scoring(self) -> tuple[str, int]:
        """The options that change the score: which lines carry the arrow, the star box's penalty."""
        return self.options["arrows"], self.options["exhausted"]

    def replay(self, history: Sequence[tuple[int, str]]) -> None:
        """Apply a saved ``history`` (see the base). In a save made before 0.2, a player holding a kept
        bonus ended their Fill Phase part with ``done``, maybe using the bonus first; that part now ends
        by itself, so the history is replayed as :func:`_without_fill_done` reads it."""
        try:
            super().replay(history)
        except CorruptSave:
            legacy = _without_fill_done(self.clone(), history)
            if legacy == list(history):
                raise
            super().replay(legacy)

    def _initial_state(self) -> State:
        return initial_state(len(self.players))

    def _position(self, state: State) -> str:
        return position_line(state, *self._scoring)

    def _from_position(self, text: str, rng: random.Random) -> State:
        return PositionReader(self.players, self.options, rng).read(text)  # cards left out are dealt from rng

    def _actors(self, state: State) -> tuple[int, ...]:
        return rounds.actors(state)

    def _legal_actions(self, state: State, actor: int) -> list[str]:
        return rules.legal_actions(state, actor, self.variant)

    def _chance_outcomes(self, state: State) -> list[tuple[str, float]]:
        return rounds.chance_outcomes(state)

    def _apply(self, state: State, actor: int, action: str) -> State:
        return rules.play(state, actor, action, self.variant)

    def _allowed(self, state: State, actor: int, action: str) -> Verdict:
        return rules.allowed(state, actor, action, self.players)

    def _said(self, state: State, actor: int, action: str, viewer: int | None, lang: str) -> str:
        return self._allowed(state, actor, action).said_in(lang).reason  # chance too: the dice and cards are public

    def _public_action(self, state: State, actor: int, action: str, viewer: int, lang: str) -> str:
        """Chance's steps in the log in words ("the dice show 1, 1 and 4"): "roll 1 1 4" is no sentence;
        a player's move stays its notation, as the log writes every game's."""
        return self._said(state, actor, action, viewer, lang) if actor == CHANCE else action

    def _scores(self, state: State) -> tuple[int, ...]:
        return scoring.scores(state, *self._scoring)

    def _score_breakdown(self, state: State, player: int) -> dict[str, int]:
        return scoring.breakdown(state.sheets[player], *self._scoring)

    def _winners(self, state: State) -> tuple[int, ...]:
        return scoring.winners(state, *self._scoring)

    def _view(self, state: State, player: int | None) -> dict[str, Any]:
        return view(state, *self._scoring)

    def _describe(self, state: State) -> str:
        return describe(state, self.players, *self._scoring)

    def _description(self, state: State) -> Described:
        return Described(lambda lang: describe(state, self.players, *self._scoring, lang))


def _without_fill_done(twin: Connnect, history: Sequence[tuple[int, str]]) -> list[tuple[int, str]]:
    """``history`` as these rules play it, on ``twin``: a player whose Fill Phase part has ended drops
    its ``done`` and uses its kept bonuses as the Claim Phase opens (each acts on that player's sheet
    alone, so the game comes out the same). From a step refused for another reason on, the rest is
    kept as it is (and refused by the replay)."""
    twin.auto_chance = False  # the chance steps are in the history
    kept: list[tuple[int, str]] = []
    deferred: list[tuple[int, str]] = []
    for step, entry in enumerate(history, start=1):
        actor, action = check_entry(entry, step)
        if twin.state.phase == "fill" and actor != CHANCE and actor not in twin.actors():
            if action != "done":
                deferred.append(entry)
            continue
        entries, deferred = ([*deferred, entry], []) if twin.state.phase != "fill" else ([entry], deferred)
        for index, (who, what) in enumerate(entries):
            try:
                twin.apply(who, what)
            except IllegalAction:
                return kept + entries[index:] + list(history[step:])
        kept += entries
    return kept + deferred
