"""Connect5 positions in one line of text: ``game.position()`` and ``new_game("connect5", position=...)``.

    c3=R d3=BB e5=B turn=R round=1 move=3 supply=24,22 eaten=0,0 connect5=0,0 used=r3 last=B:e5:place:e5:

First the tokens, in the ``setup`` option's notation (``RR`` is a double); then whose turn it is
(``-`` once the game is over), the round (from 1) and the moves made in it, each player's tokens in
supply, points from eating and from Connect 5, the lines just used (by their ids), the last move
(player letter, move, kind, its dots, the dots it ate) and how each finished round ended
(``connect5:R:a1-b1-c1-d1-e1``, ``move_limit``, ``stuck``, separated by ``/``). Only the tokens are
needed: a part left out is as at the start of a game (supplies: the tokens not on the board).
Nothing is hidden in Connect5, so a position is the whole game. The last move's kind and dots are
its move's own, and a move made in this round (``move`` above 0) left its player's token where it went.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from ..core.errors import IllegalAction, Refused
from ..core.positions import counts, position_parts, whole_number
from .board import BUILTIN_BOARDS, load_board
from .notation import EAT, parse
from .rules import has_move
from .state import LETTERS, Played, RoundResult, Rules, State, height, owner, parse_setup
from .view import position_text
from .words import WORDS

PARTS = ("turn", "round", "move", "supply", "eaten", "connect5", "used", "last", "results")
KINDS = ("place", "stack", "step", "unstack", "eat")


def position_line(rules: Rules, state: State) -> str:
    """``state`` as a position line (every part written, so it reads back exactly)."""
    board = rules.board
    parts = [position_text(board, state.cells)] if any(state.cells) else []
    parts.append(f"turn={LETTERS[state.to_move] if state.to_move >= 0 else '-'}")
    parts += [f"round={state.round + 1}", f"move={state.moves}"]
    for name, values in (("supply", state.supply), ("eaten", state.eaten), ("connect5", state.connects)):
        parts.append(f"{name}={','.join(map(str, values))}")
    if state.blocked:
        parts.append("used=" + ",".join(board.line_ids(state.blocked)))
    if state.last is not None:
        last = state.last
        dots, eaten = ("-".join(board.ids[d] for d in group) for group in (last.dots, last.eaten))
        parts.append(f"last={LETTERS[last.actor]}:{last.action}:{last.kind}:{dots}:{eaten}")
    if state.results:
        parts.append("results=" + "/".join(_result_text(rules, result) for result in state.results))
    return " ".join(parts)


def parse_position(rules: Rules, text: str) -> State:
    """The state a position line describes, or a ``ValueError`` naming the part that is wrong and why."""
    parts, tokens = position_parts(text, PARTS, loose=True)  # the tokens: the setup notation reads them
    stray = next((item for item in tokens if "=" in item and item.partition("=")[0] not in rules.board.index), None)
    if stray is not None:  # a misspelt part ("trun=B") would be refused by the setup as a dot
        name = stray.partition("=")[0]
        other = next((b for b in BUILTIN_BOARDS if b != rules.board.name and name in load_board(b).index), None)
        if other is not None:  # copied from a game on another board: game.position() names no board
            raise _refused("other_board", item=repr(stray), name=name, board=other)
        raise _refused("item", item=repr(stray), name=name, parts="=, ".join(PARTS))
    state = parse_setup(rules, " ".join(tokens), "position")
    on_board = [sum(height(c) for c in state.cells if owner(c) == p) for p in range(rules.players)]
    changes: dict[str, Any] = {"supply": tuple(rules.tokens - n for n in on_board)}
    for part, (item, value) in parts.items():
        changes.update(_READERS[part](rules, item, value))
    for player, (board_count, supply) in enumerate(zip(on_board, changes["supply"], strict=True)):
        if board_count + supply > rules.tokens:
            item = parts.get("supply", ("supply=",))[0]
            raise _refused(
                "supply", item=repr(item), letter=LETTERS[player], count=board_count + supply, tokens=rules.tokens
            )
    state = _checked_results(rules, state.edit(**changes), parts)
    return _checked_turn(rules, _checked_last(rules, state, parts), parts)


# ---------------------------------------------------------------- each part
def _turn(rules: Rules, item: str, value: str) -> dict[str, Any]:
    letters = LETTERS[: rules.players]
    if value == "-":
        return {"to_move": -1}
    if len(value) != 1 or value not in letters:
        raise _refused("turn", item=repr(item), letters=", ".join(letters))
    return {"to_move": letters.index(value)}


def _used(rules: Rules, item: str, value: str) -> dict[str, Any]:
    ids = {line.id: number for number, line in enumerate(rules.board.lines)}
    lines = [line for line in value.split(",") if line]
    unknown = next((line for line in lines if line not in ids), None)
    if unknown is not None:
        raise _refused("used", item=repr(item), line=repr(unknown))
    return {"blocked": frozenset(ids[line] for line in lines)}


def _last(rules: Rules, item: str, value: str) -> dict[str, Any]:
    fields = value.split(":")
    letters, index = LETTERS[: rules.players], rules.board.index
    wrong = _refused("last", item=repr(item), kinds=", ".join(KINDS))
    if len(fields) != 5 or fields[0] not in letters or not fields[0] or fields[2] not in KINDS or not fields[1]:
        raise wrong
    groups = [[d for d in group.split("-") if d] for group in fields[3:]]
    if not groups[0] or any(d not in index for group in groups for d in group):
        raise wrong
    written = _written(rules, fields[1])
    if written is None:  # no move on this board
        raise wrong
    if written != (fields[2], *groups):  # the board marks its dots and those it ate: they are the move's
        shown = {"kind": written[0], "dots": "-".join(written[1]), "eaten": "-".join(written[2])}
        raise _refused("last_move", item=repr(item), letter=fields[0], action=fields[1], **shown)
    dots, eaten = (tuple(index[d] for d in group) for group in groups)
    return {"last": Played(letters.index(fields[0]), fields[1], fields[2], dots, eaten)}


def _written(rules: Rules, action: str) -> tuple[str, list[str], list[str]] | None:
    """The kind, dots and eaten dots a last move ``action`` is written with (an eat eats the dot each
    jump passes over), or ``None`` if it is no move on the board."""
    board = rules.board
    try:
        move = parse(action, board)
    except IllegalAction:
        return None
    hops = pairwise(move.dots) if move.kind == EAT else ()
    jumps = [[over for over, land, _ in board.jumps[True][board.index[a]] if land == board.index[b]] for a, b in hops]
    if str(move) != action or not all(jumps):
        return None
    return move.kind, list(move.dots), [board.ids[over[0]] for over in jumps]


def _results(rules: Rules, item: str, value: str) -> dict[str, Any]:
    return {"results": tuple(_result(rules, item, text) for text in value.split("/") if text)}


def _result(rules: Rules, item: str, text: str) -> RoundResult:
    if text in ("move_limit", "stuck"):
        return RoundResult(text)
    end, _, rest = text.partition(":")
    letter, _, run = rest.partition(":")
    dots = run.split("-")
    if end != "connect5" or letter not in LETTERS[: rules.players] or not letter or len(dots) != 5:
        raise _refused("result", item=repr(item), result=repr(text))
    if any(d not in rules.board.index for d in dots):
        raise _refused("result", item=repr(item), result=repr(text))
    return RoundResult("connect5", LETTERS.index(letter), tuple(rules.board.index[d] for d in dots))


def _checked_results(rules: Rules, state: State, parts: dict[str, tuple[str, str]]) -> State:
    """One result per finished round: the rounds before this one (and this one, once the game is over)."""
    finished = state.round + (state.to_move < 0)
    if len(state.results) != finished:
        item = parts.get("results", parts.get("turn", ("results=",)))[0]
        raise _refused("results", item=repr(item), rounds=finished)
    return state


def _checked_last(rules: Rules, state: State, parts: dict[str, tuple[str, str]]) -> State:
    """The last move, made in this round, left its player's token where it went; at move 0 it ended the
    round before (whose board was cleared since), and the first round has none yet."""
    last = state.last
    if last is None or (state.moves == 0 and state.round > 0):
        return state
    item = repr(" ".join(parts[key][0] for key in ("move", "last") if key in parts))
    if state.moves == 0:
        raise _refused("last_early", item=item)
    dot = last.dots[-1]
    if owner(state.cells[dot]) != last.actor:
        raise _refused("last_token", item=item, letter=LETTERS[last.actor], dot=rules.board.ids[dot])
    return state


def _checked_turn(rules: Rules, state: State, parts: dict[str, tuple[str, str]]) -> State:
    """The player to move can act: after every move (and at a start) the rules pass the turn on from a
    player who cannot, and end the round when nobody can, so no game ever waits on such a player."""
    if state.to_move >= 0 and not has_move(rules, state, state.to_move):
        item = parts.get("turn", ("turn=",))[0]
        raise _refused("stuck", item=repr(item), letter=LETTERS[state.to_move])
    return state


def _result_text(rules: Rules, result: RoundResult) -> str:
    if result.end != "connect5":
        return result.end
    return f"connect5:{LETTERS[result.player]}:{'-'.join(rules.board.ids[d] for d in result.run)}"


_READERS = {
    "turn": _turn,
    "round": lambda rules, item, value: {"round": whole_number(item, value, "round", 1, rules.rounds) - 1},
    "move": lambda rules, item, value: {"moves": whole_number(item, value, "move", 0, rules.move_limit)},
    "supply": lambda rules, item, value: {"supply": counts(item, value, "supply", rules.players)},
    "eaten": lambda rules, item, value: {"eaten": counts(item, value, "eaten", rules.players)},
    "connect5": lambda rules, item, value: {"connects": counts(item, value, "connect5", rules.players)},
    "used": _used,
    "last": _last,
    "results": _results,
}
"""How each part after the tokens is read: into the state's fields."""


def _refused(key: str, **fields: Any) -> Refused:
    return Refused(WORDS.phrase(f"position.{key}", **fields))
