"""Connect5 for agents: an action is its notation cut at its separators; the observation is the board.

Tokens: a placement ``"c3"`` -> ``c3``; a stack ``"+c3"`` -> ``+``, ``c3``; a move ``"c3-d3"`` ->
``c3``, ``-``, ``d3``; an unstack ``"c3/d3"`` -> ``c3``, ``/``, ``d3``; an eat ``"c3xe3xe5"`` ->
``c3``, ``x``, ``e3``, ``x``, ``e5``. The vocabulary is the board's dot ids (in the board's order;
a dot id never holds a separator) and the four separators ``+ - / x``, so it is fixed by the
``board`` option and complete for any move on that board, however many eats it chains.

Observation: per dot, one plane per seat (the agent's first) for a single token and one for a
double, the circled dots, the dots the last move touched, the lines just used, and per seat the
supply, eaten tokens and Connect 5s, with the round, the move count and whose move it is.
"""

from __future__ import annotations

from typing import Any

from ..connect5.board import Board
from ..connect5.game import rules_of
from ..connect5.notation import PLACE, SEPARATORS, STACK, parse
from ..connect5.scoring import CONNECT5_POINTS
from ..connect5.state import LETTERS, Rules
from ..core.game import Game
from .layout import Layout, Writer, relative
from .spec import Spec
from .tokens import Vocabulary

STACK_MARK = "+"


class Tokenizer:
    """The tokenizer of moves on ``board``: the dots of the move, with its separators between them.

    A small class rather than a closure, so that an environment holding it pickles (a vectorised
    trainer sends environments to worker processes).
    """

    def __init__(self, board: Board) -> None:
        self.board = board

    def __call__(self, action: str) -> tuple[str, ...]:
        """The tokens of ``action``."""
        move = parse(action, self.board)
        if move.kind == PLACE:
            return move.dots
        if move.kind == STACK:
            return (STACK_MARK, *move.dots)
        separator = SEPARATORS[move.kind]
        tokens = [move.dots[0]]
        for dot in move.dots[1:]:
            tokens += (separator, dot)
        return tuple(tokens)


def vocabulary(board: Board) -> Vocabulary:
    """The board's dots, then the separators."""
    return Vocabulary([*board.ids, STACK_MARK, *SEPARATORS.values()])


def layout(rules: Rules) -> Layout:
    """Board planes, then per-seat counts, then the clock (see the module docstring)."""
    dots, lines, players = len(rules.board.ids), len(rules.board.lines), rules.players
    out = Layout()
    for k in range(players):
        out.add(f"seat{k}.single", dots, "flag per dot, in board order: a single token of the agent's")
        out.add(f"seat{k}.double", dots, "flag per dot: a double of the agent's")
    out.add("circled", dots, "flag per dot: circled (where a double may be made)")
    out.add("last_move", dots, "flag per dot: touched by the last move (start, landings)")
    out.add("last_mover", players, "one-hot, relative seat: who made the last move")
    out.add("just_used", lines, "flag per board line (board order): just used, so not usable now")
    out.add("supply", players, "per relative seat: tokens in supply / tokens option")
    eaten = float(players * rules.rounds)  # everyone else's tokens, in every round
    if rules.eaten_return:  # an eaten token goes back to its owner and may be eaten again: at most
        eaten *= rules.move_limit  # every token on the board at each move of each round
    out.add("eaten", players, "per relative seat: points for tokens eaten / tokens option", high=eaten)
    out.add("connect5", players, f"per relative seat: points for Connect 5s / ({CONNECT5_POINTS} x rounds)")
    out.add("round", 1, "round / rounds (full mode: one round per player)")
    out.add("move", 1, "moves this round / move_limit")
    out.add("to_move", players, "one-hot, relative seat: whose move it is (none once over)")
    out.add("rounds_over", 1, "rounds finished / rounds")
    return out


class Encoder:
    """The encoder of views of a game with these settings (it needs the board to read dot ids); a
    class rather than a closure, so that it pickles with its environment."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.circled = [float(c) for c in rules.board.circled]
        self.line_index = {line.id: i for i, line in enumerate(rules.board.lines)}

    def __call__(self, view: dict[str, Any], player: int, writer: Writer) -> None:
        """Write the fields of ``view`` (what ``player`` sees) into ``writer``."""
        rules = self.rules
        board, tokens = rules.board, rules.tokens
        order = relative(player, rules.players)
        for item in view["position"].split():
            dot, stack = item.split("=")
            k = order.index(LETTERS.index(stack[0]))
            writer.one_hot(f"seat{k}.{'single' if len(stack) == 1 else 'double'}", board.index[dot])
        writer.put("circled", self.circled)
        last = view["last_move"]
        if last is not None:
            writer.flags("last_move", (board.index[dot] for dot in parse(last["action"], board).dots))
            writer.one_hot("last_mover", order.index(last["player"]))
        writer.flags("just_used", (self.line_index[line] for line in view["just_used"]))
        for key, scale in (("supply", tokens), ("eaten", tokens), ("connect5", CONNECT5_POINTS * rules.rounds)):
            writer.put(key, [view[key][seat] / scale for seat in order])
        writer.put("round", view["round"] / rules.rounds)
        writer.put("move", min(view["move"] / rules.move_limit, 1.0))
        writer.one_hot("to_move", order.index(view["to_move"]) if view["to_move"] is not None else None)
        writer.put("rounds_over", len(view["results"]) / rules.rounds)


def spec(game: Game[Any]) -> Spec:
    """The agents' view of a Connect5 game with ``game``'s board, options and player count."""
    rules = rules_of(game.options, len(game.players))
    return Spec(vocabulary(rules.board), Tokenizer(rules.board), layout(rules), Encoder(rules))
