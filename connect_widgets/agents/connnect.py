"""Connnect for agents: an action is its notation's words; the observation is the table and every sheet.

Tokens: ``"write c3 5"`` -> ``write``, ``c3``, ``5``; ``"claim a1 b1 c1"`` -> ``claim``, ``a1``,
``b1``, ``c1``; ``"free 2 to 3"`` -> ``free``, ``2``, ``to``, ``3``. The vocabulary is the verbs a
player may write, the 36 spaces, the numbers 1-6, the four changes of Plus or minus, the 18 bonus
ids and ``to``; every action the notation module writes out (its ``*_TEXT`` tables, which list every
write, move, claim placement, Free Action...) is checked against it when it is built.

Nothing is hidden in Connnect, but the observation is still read from ``view(player)`` alone: the
table's fields, then one block per sheet, the agent's own sheet first (:func:`~.layout.relative`).
"""

from __future__ import annotations

from typing import Any

from ..connnect.board import CELLS, INDEX, NAMES
from ..connnect.cards import BONUSES, OBJECTIVES, SCORE_CARDS
from ..connnect.notation import (
    CIRCLE_TEXT,
    CLAIM_TEXT,
    DELTAS,
    FREE_SKIP_TEXT,
    FREE_TEXT,
    MOVE_TEXT,
    NUMBERS,
    PLUS_TEXT,
    SWITCH_TEXT,
    WRITE_TEXT,
    ZONE_TEXT,
)
from ..connnect.rounds import ROUNDS
from ..connnect.rules import MAX_FREE_ACTIONS
from ..connnect.shapes import CONNECT4_ORDER, CONNECT5_LETTERS, SHAPES_BY_SIZE
from ..connnect.state import PHASES
from ..core.game import Game
from .layout import Layout, Writer, relative
from .spec import Spec
from .tokens import Vocabulary

VERBS = ("zone", "write", "free", "out", "claim", "circle", "move", "switch", "plus", "skip", "done")
"""The verbs of a player's actions (``card``, ``objective``, ``first`` and ``roll`` are CHANCE's)."""
CLAIM_KINDS = tuple(f"{size}{letter}" for size, shapes in SHAPES_BY_SIZE.items() for letter in shapes)
OBJECTIVE_IDS = tuple(card.id for card in OBJECTIVES)
MARKS = ".ox"  # a first-claim mark or circle: empty, filled, crossed out
STATUS = ("acting", "done", "out")
TOP_SCORE_CARD = max(SCORE_CARDS)
TOP_OBJECTIVE = max(card.points for card in OBJECTIVES)


def tokenize(action: str) -> tuple[str, ...]:
    """The words of the action: the notation is words joined by single spaces."""
    return tuple(action.split(" "))


def vocabulary() -> Vocabulary:
    """Verbs, spaces, numbers, changes, bonus ids and ``to``, then any other word of the notation's
    tables (none: a test checks that nothing is added there)."""
    tables = (WRITE_TEXT, FREE_TEXT, ZONE_TEXT, SWITCH_TEXT)  # {value: text or texts}
    written = [text for table in tables for texts in table.values() for text in _texts(texts)]
    written += [*MOVE_TEXT.values(), *PLUS_TEXT.values(), *FREE_SKIP_TEXT.values(), *CLAIM_TEXT.values()]
    written += CIRCLE_TEXT.values()
    words = [*VERBS, *NAMES, *NUMBERS, *(f"{d:+d}" for d in DELTAS), *(b.id for b in BONUSES), "to"]
    return Vocabulary([*words, *(token for text in written for token in tokenize(text))])


def _texts(texts: str | tuple[str, ...]) -> tuple[str, ...]:
    return (texts,) if isinstance(texts, str) else texts


def layout(players: int) -> Layout:
    """The table's fields, then ``sheet<k>.*`` for each seat ``k`` counted from the agent."""
    out = Layout()
    out.add("phase", len(PHASES), f"one-hot: {', '.join(PHASES)}")
    out.add("round", 1, f"round / {ROUNDS}")
    out.add("active", players, "one-hot, relative seat: the active player (who chooses the Zone Die)")
    out.add("dice", 6, "count of each face 1-6 among the three dice rolled", high=3)
    out.add("zone_die", 6, "one-hot: the Zone Die's face (none before it is chosen)")
    out.add("number_dice", 6, "count of each face among the Number Dice", high=3)
    out.add("shape_cards", len(CONNECT5_LETTERS), f"flag per Connect-5 card {''.join(CONNECT5_LETTERS)}: on the table")
    out.add("face_down", len(CONNECT5_LETTERS), "flag per Connect-5 card: turned face down")
    cards = ", ".join(map(str, SCORE_CARDS))
    out.add("score_cards", len(SCORE_CARDS), f"flag per Connect-5 score card {cards}: still on the table")
    out.add("objectives", len(OBJECTIVE_IDS), f"flag per objective card {' '.join(OBJECTIVE_IDS)}: in this game")
    out.add("connect4_first", len(CONNECT4_ORDER), f"per Connect-4 shape: the round it was first claimed / {ROUNDS}")
    for k in range(players):
        _sheet_fields(out, f"sheet{k}.")
    return out


def _sheet_fields(out: Layout, p: str) -> None:
    out.add(p + "grid", CELLS * 6, "the agent's sheet: per space a1..f6, one-hot of the number written (none: empty)")
    out.add(p + "crossed", CELLS, "flag per space: crossed out")
    out.add(p + "claimed", CELLS, "flag per space: inside a claimed outline")
    out.add(p + "claims", len(CLAIM_KINDS), f"claims per shape {' '.join(CLAIM_KINDS)}", high=CELLS)
    out.add(p + "bonuses", len(BONUSES) * 3, "per bonus in printed order, one-hot: open, circled, crossed")
    out.add(p + "free_actions", 1, f"Free Actions used / {MAX_FREE_ACTIONS}")
    out.add(p + "zone", 6, "one-hot: this sheet's zone this round (a Switch changes it)")
    out.add(p + "numbers", 6, "count of each face among this sheet's Number Dice", high=CELLS)
    out.add(p + "to_write", 6, "count of each Number Die still to write", high=CELLS)
    out.add(p + "lightning", 7, "lightning writes owed: any number (first), then each depicted number", high=CELLS)
    out.add(p + "to_circle", 2, "one-hot: a bonus of section 3 or 4 must be circled now")
    out.add(p + "connect4", len(CONNECT4_ORDER) * 6, "per Connect-4 shape, one-hot mark then circle: empty, filled, x")
    out.add(p + "connect5", len(CONNECT5_LETTERS), f"points written per Connect-5 shape / {TOP_SCORE_CARD}")
    out.add(p + "objective_points", 3, f"points written for each objective card / {TOP_OBJECTIVE}")
    out.add(p + "status", len(STATUS), f"one-hot: {', '.join(STATUS)} in this phase")
    out.add(p + "total", 1, "total score / 100", low=-10.0, high=10.0)


def encode(view: dict[str, Any], player: int, writer: Writer) -> None:
    """Write the table and each sheet (from its one-line form in the view: see ``connnect.view``)."""
    sheets = view["sheets"]
    order = relative(player, len(sheets))
    writer.one_hot("phase", PHASES.index(view["phase"]))
    writer.put("round", view["round"] / ROUNDS)
    writer.one_hot("active", order.index(view["active"]) if 0 <= view["active"] < len(sheets) else None)
    writer.count("dice", (int(d) - 1 for d in view["dice"]))
    writer.one_hot("zone_die", view["zone_die"] - 1 if view["zone_die"] else None)
    writer.count("number_dice", (int(d) - 1 for d in view["number_dice"]))
    writer.flags("shape_cards", (CONNECT5_LETTERS.index(c) for c in view["shape_cards"]))
    writer.flags("face_down", (CONNECT5_LETTERS.index(c) for c in view["face_down"]))
    writer.flags("score_cards", (SCORE_CARDS.index(s) for s in view["score_cards"]))
    writer.flags("objectives", (OBJECTIVE_IDS.index(c) for c in view["objectives"].split()))
    firsts = [int(mark[1:]) / ROUNDS for mark in view["connect4_first"].split()]
    writer.put("connect4_first", firsts)
    for k, seat in enumerate(order):
        _encode_sheet(sheets[seat], f"sheet{k}.", writer)


def _encode_sheet(line: str, p: str, writer: Writer) -> None:
    """One sheet's fields ``p*`` from its line ``"<grid> x:<crossed> c:<claims> b:<bonuses> ..."``."""
    grid, *rest = line.split(" ")
    fields = dict(item.split(":", 1) for item in rest)
    values = grid.replace("/", "")
    writer.flags(p + "grid", (i * 6 + int(v) - 1 for i, v in enumerate(values) if v != "."))
    writer.flags(p + "crossed", _cells(fields["x"].split(",")))
    claims = [claim.split("-") for claim in fields["c"].split(",") if claim]
    writer.count(p + "claims", (CLAIM_KINDS.index(kind) for kind, _ in claims))
    writer.flags(p + "claimed", _cells(cells[i : i + 2] for _, cells in claims for i in range(0, len(cells), 2)))
    writer.flags(p + "bonuses", (i * 3 + "ocx".index(s) for i, s in enumerate(fields["b"])))
    writer.put(p + "free_actions", int(fields["f"]) / MAX_FREE_ACTIONS)
    dice = fields["d"]
    writer.one_hot(p + "zone", int(dice[0]) - 1 if dice else None)
    writer.count(p + "numbers", (int(d) - 1 for d in dice[1:]))
    writer.count(p + "to_write", (int(d) - 1 for d in fields["w"]))
    writer.count(p + "lightning", (int(d) for d in fields["p"]))
    writer.one_hot(p + "to_circle", {"3": 0, "4": 1}.get(fields["k"]))
    marks = fields["4"]  # letter, mark, circle per shape
    writer.flags(
        p + "connect4",
        (
            k * 6 + part * 3 + MARKS.index(marks[k * 3 + 1 + part])
            for k in range(len(CONNECT4_ORDER))
            for part in (0, 1)
        ),
    )
    boxes = [box for box in fields["5"].split(",") if box]
    for box in boxes:
        writer.put(p + "connect5", int(box[1:]) / TOP_SCORE_CARD, CONNECT5_LETTERS.index(box[0]))
    writer.put(p + "objective_points", [int(points) / TOP_OBJECTIVE for points in fields["o"].split(",")])
    writer.one_hot(p + "status", STATUS.index(fields["s"]))
    writer.put(p + "total", int(fields["t"]) / 100)


def _cells(names: Any) -> list[int]:
    return [INDEX[name] for name in names if name]


def spec(game: Game[Any]) -> Spec:
    """The agents' view of a Connnect game with ``game``'s player count."""
    return Spec(vocabulary(), tokenize, layout(len(game.players)), encode)
