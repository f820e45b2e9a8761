"""The Connect5 engine on the common protocol: options, hooks, view and description."""

from __future__ import annotations

from operator import add
from typing import Any

from ..core.game import Game, GameInfo
from ..core.options import Option
from .board import BUILTIN_BOARDS, Board, load_board
from .moves import legal_moves, play_move
from .notation import __doc__ as NOTATION_DOC
from .scoring import after_move, first_able
from .state import COLOURS, LETTERS, Rules, State, fresh_round, height, owner, parse_setup

LIST_KEYS = ("supply", "eaten", "connect5", "just_used", "results")

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
    rules: Rules

    @property
    def board(self) -> Board:
        """The board this game is played on."""
        return self.rules.board

    def _initial_state(self) -> State:
        options = self.options
        self.rules = Rules(
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
        if options["setup"]:
            return first_able(self.rules, parse_setup(self.rules, options["setup"]))
        return fresh_round(self.rules, None, 0)

    def _actors(self, state: State) -> tuple[int, ...]:
        return () if state.to_move < 0 else (state.to_move,)

    def _legal_actions(self, state: State, actor: int) -> list[str]:
        # A one-entry memo: the widget, the bots and the checker ask again and again about one state.
        memo = self.__dict__.get("_legal_memo")
        if memo is None or memo[0] is not state or memo[1] != actor:
            memo = (state, actor, tuple(legal_moves(self.rules, state, actor)))
            self._legal_memo = memo
        return list(memo[2])

    def _apply(self, state: State, actor: int, action: str) -> State:
        _, outcome = play_move(self.rules, state, actor, action)
        return after_move(self.rules, state, actor, action, outcome)

    def _scores(self, state: State) -> tuple[int, ...]:
        return tuple(map(add, state.eaten, state.connects))

    def _score_breakdown(self, state: State, player: int) -> dict[str, int]:
        return {"eaten": state.eaten[player], "connect 5": state.connects[player]}

    def _view(self, state: State, player: int | None) -> dict[str, Any]:
        """Round (from 1), move (in the round), to_move, position (``"c3=R e5=BB"``, the ``setup``
        notation), supply / eaten / connect5 per player, lines just used, last move, round results.
        The board, mode and scores are ``game.board``, ``game.options`` and ``game.scores()``."""
        # Everyone sees everything; a one-entry memo of immutable parts, copied out fresh each call.
        memo = self.__dict__.get("_view_memo")
        if memo is None or memo[0] is not state:
            memo = (state, self._full_view(state))
            self._view_memo = memo
        view = dict(memo[1])
        for key in LIST_KEYS:
            view[key] = list(view[key])
        if view["last_move"] is not None:
            view["last_move"] = dict(view["last_move"])
        return view

    def _full_view(self, state: State) -> dict[str, Any]:
        ids = self.rules.board.ids
        return {
            "round": state.round + 1,
            "move": state.moves,
            "to_move": state.to_move if state.to_move >= 0 else None,
            "position": " ".join(f"{ids[i]}={LETTERS[owner(c)] * height(c)}" for i, c in enumerate(state.cells) if c),
            "supply": list(state.supply),
            "eaten": list(state.eaten),
            "connect5": list(state.connects),
            "just_used": sorted(self.rules.board.lines[n].id for n in state.blocked),
            "last_move": None if state.last is None else {"player": state.last[0], "action": state.last[1]},
            "results": [self._result_words(r) for r in state.results],
        }

    def _result_words(self, result: str) -> str:
        if result.startswith("P"):
            number, _, rest = result[1:].partition(" ")
            return f"{self.players[int(number)]} {rest}"
        return result

    def _describe(self, state: State) -> str:
        memo = self.__dict__.get("_describe_memo")
        if memo is None or memo[0] is not state:
            memo = (state, self._words(state))
            self._describe_memo = memo
        return memo[1]

    def _words(self, state: State) -> str:
        scores = "-".join(str(s) for s in self._scores(state))
        if state.to_move < 0:
            best = max(self._scores(state))
            winners = [name for name, s in zip(self.players, self._scores(state), strict=True) if s == best]
            return f"game over, {' and '.join(winners)} {'win' if len(winners) > 1 else 'wins'} ({scores})"
        where = f"round {state.round + 1} of {self.rules.rounds}, " if self.rules.rounds > 1 else ""
        return f"{where}move {state.moves + 1}: {self.players[state.to_move]} to move ({scores})"
