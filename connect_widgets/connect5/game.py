"""The Connect5 engine on the common protocol: what the game is, its options, and hooks wiring the rules."""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import cached_property, lru_cache
from operator import itemgetter
from typing import Any

from ..core.errors import Verdict
from ..core.game import Game
from ..core.info import GameInfo
from ..core.options import Option
from ..core.words import Phrase
from .board import BUILTIN_BOARDS, Board, board_of, board_option
from .notation import __doc__ as NOTATION_DOC
from .position import parse_position, position_line
from .rules import legal_actions, play, start
from .scoring import breakdown, scores
from .state import COLOURS, Rules, State
from .view import allowed, describe, view
from .words import WORDS

OPTIONS = (
    Option("board", "B", WORDS.text("describe.option_board", boards=BUILTIN_BOARDS), convert=board_option),
    Option("mode", "quick", WORDS.text("describe.option_mode"), ("quick", "full")),
    Option("just_used", "eats", WORDS.text("describe.option_just_used"), ("eats", "moves", "off")),
    Option("turns", True, WORDS.text("describe.option_turns")),
    Option("doubles_count", True, WORDS.text("describe.option_doubles_count")),
    Option("eaten_return", False, WORDS.text("describe.option_eaten_return")),
    Option("must_continue", False, WORDS.text("describe.option_must_continue")),
    Option("move_limit", 200, WORDS.text("describe.option_move_limit"), minimum=10, maximum=10_000),
    Option("tokens", 25, WORDS.text("describe.option_tokens"), minimum=1, maximum=25),
    Option("setup", "", WORDS.text("describe.option_setup"), start=True),
)

INFO = GameInfo(
    name="connect5",
    title="Connect5",
    rulebook="001_ea2cf05446bc0e77.txt",
    min_players=2,
    max_players=5,
    default_names=COLOURS,
    options=OPTIONS,
    notation=NOTATION_DOC or "",
    rules_notes="docs/rules/connect5.md",
)


ACTORS = (*((player,) for player in range(INFO.max_players)), ())
"""Who acts when ``to_move`` is each player: that player; once the game is over (``to_move`` is -1,
the last entry), nobody."""


class Connect5(Game[State]):
    """Connect5 for 2 to 5 players on board B, A or a board loaded from JSON."""

    info = INFO

    @cached_property
    def rules(self) -> Rules:
        """The settings of this game, resolved once from its options (the board loaded)."""
        return rules_of(self.options, len(self.players))

    @property
    def board(self) -> Board:
        """The board this game is played on."""
        return self.rules.board

    def _initial_state(self) -> State:
        return start(self.rules, self.options["setup"])

    def _position(self, state: State) -> str:
        return position_line(self.rules, state)

    def _from_position(self, text: str, rng: random.Random) -> State:
        return parse_position(self.rules, text)  # nothing is hidden: nothing to deal

    def _actors(self, state: State) -> tuple[int, ...]:
        return ACTORS[state.to_move]  # (asked several times a move: the tuples are made once)

    def _legal_actions(self, state: State, actor: int) -> list[str]:
        return legal_actions(self.rules, state, actor)

    def _apply(self, state: State, actor: int, action: str) -> State:
        return play(self.rules, state, actor, action)

    def _allowed(self, state: State, actor: int, action: str) -> Verdict:
        return allowed(self.rules, self.players, state, self._apply(state, actor, action))

    def _scores(self, state: State) -> tuple[int, ...]:
        return scores(state)

    def _score_breakdown(self, state: State, player: int) -> dict[str, int]:
        return breakdown(state, player)

    def _view(self, state: State, player: int | None) -> dict[str, Any]:
        return view(self.rules, self.players, state)

    def _describe(self, state: State) -> str:
        return str(self._description(state))

    def _description(self, state: State) -> Phrase:
        return describe(self.rules, self.players, state)


SETTINGS = ("mode", "tokens", "just_used", "turns", "doubles_count", "eaten_return", "must_continue", "move_limit")
"""The options that are settings of :class:`Rules` as they are (the board is parsed, ``setup`` is a start)."""
_settings = itemgetter(*SETTINGS)


def rules_of(options: Mapping[str, Any], players: int) -> Rules:
    """The settings of a game with these ``options`` and this many players: a game's or a seat's."""
    return _rules(board_of(options["board"]), players, *_settings(options))


@lru_cache(maxsize=64)
def _rules(board: Board, players: int, *settings: Any) -> Rules:
    return Rules(board, players, **dict(zip(SETTINGS, settings, strict=True)))
