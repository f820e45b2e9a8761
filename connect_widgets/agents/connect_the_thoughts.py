"""Connect the Thoughts for agents: one token per action; each card seen as the objects it shows.

A player has at most six actions (``pick``, ``place``, ``place L``, ``place R``, ``return``,
``bell``), so each is one token and an action is one step: in a race, an action spelled over two
steps would only let the others wait on half a move.

Observation: per seat (the agent's first), its row as seven slots of the objects each card shows
(16 objects, three per card), the objects of both ends of the row and of the card in hand, whether
that card fits either end, whether the row is correct, sitting out, and the pile; then the round,
the face-down cards and who is turning a card over. Objects, not card numbers: whether two cards
may lie side by side is whether they share an object, which a policy then sees directly.
"""

from __future__ import annotations

from typing import Any

from ..connect_the_thoughts.cards import CARD_COUNT, ROW_TARGET, fits, is_correct, objects_of
from ..connect_the_thoughts.notation import PLAYER_ACTIONS
from ..connect_the_thoughts.objects import OBJECT_NAMES
from ..connect_the_thoughts.rounds import MOST_ROUNDS_WON, last_round
from ..core.game import Game
from .layout import Layout, Writer, relative
from .spec import Spec
from .tokens import Vocabulary

OBJECTS = len(OBJECT_NAMES)
OBJECT_INDEX = {name: i for i, name in enumerate(OBJECT_NAMES)}


def tokenize(action: str) -> tuple[str, ...]:
    """The action itself: one token."""
    return (action,)


def layout(players: int) -> Layout:
    """The table, then ``seat<k>.*`` for each seat ``k`` counted from the agent."""
    out = Layout()
    out.add("round", 1, f"round / ({MOST_ROUNDS_WON} + max_void_rounds), the last round a game can reach")
    out.add("face_down", 1, f"face-down cards / {CARD_COUNT}")
    out.add("picking", players, "one-hot, relative seat: who is turning a card over (none: nobody)")
    out.add("over", 1, "flag: the game has ended")
    for k in range(players):
        p = f"seat{k}."
        out.add(p + "row", ROW_TARGET * OBJECTS, "the agent's row, left to right: per slot, a flag per object shown")
        out.add(p + "row_length", 1, f"cards in the row / {ROW_TARGET}")
        out.add(p + "left_end", OBJECTS, "flag per object on the card at the row's left end")
        out.add(p + "right_end", OBJECTS, "flag per object on the card at the row's right end")
        out.add(p + "holding", 1, "flag: holds a card picked up")
        out.add(p + "hand", OBJECTS, "flag per object on the card in hand")
        out.add(p + "fits", 2, "flags: the card in hand shares an object with the left end, the right end")
        out.add(p + "correct", 1, "flag: every two neighbours in the row share an object")
        out.add(p + "sitting_out", 1, "flag: sits out this round")
        out.add(p + "pile", 1, f"cards in the pile (the score) / {CARD_COUNT}")
    return out


def _objects(card: int) -> list[int]:
    return [OBJECT_INDEX[name] for name in objects_of(card)]


class Encoder:
    """The encoder of views of a game with this many players and this cap on rounds nobody won; a
    class rather than a closure, so that it pickles with its environment."""

    def __init__(self, players: int, max_void_rounds: int) -> None:
        self.players = players
        self.rounds = last_round(max_void_rounds)  # every round won (eleven at most) and every void one: never passed

    def __call__(self, view: dict[str, Any], player: int, writer: Writer) -> None:
        """Write the fields of ``view`` (what ``player`` sees) into ``writer``."""
        order = relative(player, self.players)
        writer.put("round", min(view["round"] / self.rounds, 1.0))
        writer.put("face_down", view["face_down"] / CARD_COUNT)
        writer.one_hot("picking", order.index(view["picking"]) if view["picking"] is not None else None)
        writer.put("over", float(view["end"] is not None))
        for k, seat in enumerate(order):
            _encode_seat(view["players"][seat], f"seat{k}.", writer)


def _encode_seat(seen: dict[str, Any], p: str, writer: Writer) -> None:
    row, hand = seen["row"], seen["hand"]
    writer.flags(p + "row", (slot * OBJECTS + i for slot, card in enumerate(row) for i in _objects(card)))
    writer.put(p + "row_length", len(row) / ROW_TARGET)
    if row:
        writer.flags(p + "left_end", _objects(row[0]))
        writer.flags(p + "right_end", _objects(row[-1]))
        writer.put(p + "correct", float(is_correct(row)))
    if hand:
        writer.put(p + "holding", 1.0)
        writer.flags(p + "hand", _objects(hand))
        if row:
            writer.put(p + "fits", [float(fits(hand, row[0])), float(fits(hand, row[-1]))])
    writer.put(p + "sitting_out", float(seen["sitting_out"]))
    writer.put(p + "pile", len(seen["pile"]) / CARD_COUNT)


def spec(game: Game[Any]) -> Spec:
    """The agents' view of a Connect the Thoughts game with ``game``'s player count and options."""
    players = len(game.players)
    return Spec(
        Vocabulary(PLAYER_ACTIONS), tokenize, layout(players), Encoder(players, game.options["max_void_rounds"])
    )
