"""The Connect5 engine on the common protocol: what the game is, its options, and hooks wiring the rules."""

from __future__ import annotations

from functools import cached_property
from typing import Any

from ..core.errors import Verdict
from ..core.game import Game
from ..core.info import GameInfo
from ..core.options import Option
from .board import BUILTIN_BOARDS, Board, load_board
from .notation import __doc__ as NOTATION_DOC
from .rules import legal_actions, play, start
from .scoring import breakdown, scores
from .state import COLOURS, Rules, State
from .view import allowed, description, view

OPTIONS = (
    Option("board", "B", f"'B' (basic), 'A' (advanced) or the path of a board JSON file; built in: {BUILTIN_BOARDS}"),
    Option(
        "mode",
        "quick",
        "'quick': one round, over at the first Connect 5; 'full': one round per player",
        ("quick", "full"),
    ),
    Option(
        "just_used",
        "eats",
        "which lines the next move may not use to eat or score Connect 5: the lines of the previous move's "
        "'eats', of any previous move ('moves': steps and unstacks too), or none ('off')",
        ("eats", "moves", "off"),
    ),
    Option("turns", True, "paths (jumps, Connect 5 runs) may turn at a T connection; False: one line only"),
    Option("doubles_count", True, "a double counts as one of the five dots of a Connect 5; False: only singles"),
    Option("eaten_return", False, "eaten tokens go back to their owner's supply (the eater still scores)"),
    Option("must_continue", False, "an eat must go on while another eat is possible (default: may stop)"),
    Option(
        "move_limit", 200, "a round also ends after this many moves (a draw for Connect 5)", minimum=10, maximum=10_000
    ),
    Option("tokens", 25, "tokens in each player's supply at the start of a round", minimum=1, maximum=25),
    Option("setup", "", "a scripted start, e.g. 'c3=R d3=BB turn=B' (letters R B P Y G; RR is a double)"),
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


class Connect5(Game[State]):
    """Connect5 for 2 to 5 players on board B, A or a board loaded from JSON."""

    info = INFO

    @cached_property
    def rules(self) -> Rules:
        """The settings of this game, resolved once from its options (the board loaded)."""
        options = self.options
        return Rules(
            board=load_board(options["board"]),
            players=len(self.players),
            mode=options["mode"],
            tokens=options["tokens"],
            just_used=options["just_used"],
            turns=options["turns"],
            doubles_count=options["doubles_count"],
            eaten_return=options["eaten_return"],
            must_continue=options["must_continue"],
            move_limit=options["move_limit"],
        )

    @property
    def board(self) -> Board:
        """The board this game is played on."""
        return self.rules.board

    def _initial_state(self) -> State:
        return start(self.rules, self.options["setup"])

    def _actors(self, state: State) -> tuple[int, ...]:
        return () if state.to_move < 0 else (state.to_move,)

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
        return str(description(self.rules, self.players, state))
