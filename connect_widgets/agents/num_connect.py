"""Num Connect for agents: actions split into a verb, a card, then a cell; grids as a list of laid cards.

Its actions name a card and a cell of a grid that grows in every direction, far too many to list
as one ``Discrete`` space. So an action is cut into steps, the card first and then the cell:
``"put g0 r2c-1 R8"`` -> ``put``, ``R8``, ``g0``, ``r2``, ``c-1``; ``"discard R7"`` -> ``discard``,
``R7``; ``"new *"`` -> ``new``, ``*``; ``draw``, ``confirm`` and ``cancel`` are one token each.

The vocabulary is fixed by the options, from the game's static data, and complete by construction:
- the eight verbs of the notation, and every card code of the deck (colours x values 0-16, ``*``, ``#``);
- grids ``g0`` .. ``g<n-1>``, ``n`` = the fewer of Rainbows and Shadows: a grid is opened only by a
  free combination, which holds a Rainbow and a Shadow, so there are never more grids than that;
- rows ``r-d`` .. ``r<d>`` and columns ``c-d`` .. ``c<d>``, ``d`` = the deck's size: every grid grows
  from its first card on ``r0c0``, one card next to another, so a cell an action names is at most
  as many steps from ``r0c0`` as there are cards on that grid, and never more than the deck holds.

Observation: the agent's own hand (never another's: ``view(player)`` shows only its own), hand
sizes, the cards everyone has seen in each hand (``known``: taken back by a ``cancel``, or the
Rainbow and Shadow a first or free start showed), piles, phase and turn, and every card on the
grids and in the tentative combination as one row of numbers each (grid, row, column, card, lines
through it, whether it ends a line), in reading order: a list as long as the deck, so it never
drops a card however far a grid grows.
"""

from __future__ import annotations

from typing import Any

from ..core.game import Game
from ..num_connect.cards import MAX_VALUE, MIN_VALUE, RAINBOW, SHADOW, card_code
from ..num_connect.notation import PLACING, VERBS, parse, parse_line
from .layout import Layout, Writer, relative
from .spec import Spec
from .tokens import Vocabulary

PHASES = ("deal", "play", "drawing", "discard", "over")
Place = tuple[int, int, int]
"""A cell of a grid: ``(grid, row, column)``."""
CELL_FIELDS = ("present", "grid", "row", "column", "card", "lines", "end", "tentative")
"""The numbers of one card on the table, in order (``card``: index in the deck's codes, plus 1)."""


def tokenize(action: str) -> tuple[str, ...]:
    """The verb, the card, then the grid, row and column of the cell (each only when named)."""
    move = parse(action)
    if move.verb in PLACING and move.cell is not None:
        row, column = move.cell
        return (move.verb, move.card, f"g{move.grid}", f"r{row}", f"c{column}")
    return (move.verb, move.card) if move.card else (move.verb,)


class Deck:
    """The static data of a deck with these options: card codes, its size, the grids it can open."""

    def __init__(self, options: Any) -> None:
        numbered = [card_code(c, v) for c in range(options["colours"]) for v in range(MIN_VALUE, MAX_VALUE + 1)]
        self.codes: tuple[str, ...] = (*numbered, RAINBOW, SHADOW)
        self.index = {code: i for i, code in enumerate(self.codes)}
        self.size: int = len(numbered) + options["rainbows"] + options["shadows"]
        self.grids: int = min(options["rainbows"], options["shadows"])


def vocabulary(deck: Deck) -> Vocabulary:
    """Verbs, cards, grids, rows, columns (see the module docstring for why they are enough)."""
    span = range(-deck.size, deck.size + 1)
    grids = (f"g{g}" for g in range(deck.grids))
    return Vocabulary([*VERBS, *deck.codes, *grids, *(f"r{r}" for r in span), *(f"c{c}" for c in span)])


def layout(deck: Deck, players: int) -> Layout:
    """Phase and turn, the hand, the others' hand sizes, the piles, then the cards on the table."""
    cards, size = len(deck.codes), float(deck.size)
    out = Layout()
    out.add("phase", len(PHASES), f"one-hot: {', '.join(PHASES)}")
    out.add("turn", players, "one-hot, relative seat: whose turn it is (the agent's own: first)")
    out.add("turns", 1, "turns played / 100", high=10.0)
    out.add("hand", cards, "count of each card code in the agent's hand (deck order: R0..R16, B0.., *, #)", high=size)
    out.add("hand_sizes", players, "per relative seat: cards in hand", high=size)
    out.add(
        "known",
        players * cards,
        "per relative seat, count of each card code everyone has seen in that hand (taken back by a cancel, "
        "or the Rainbow and Shadow a first or free start showed)",
        high=size,
    )
    out.add("draw_pile", 1, "cards in the draw pile", high=size)
    out.add("discard_pile", 1, "cards in the discard pile", high=size)
    out.add("discard_top", cards, "one-hot: the discard pile's top card")
    out.add("opened", players, "per relative seat: has made their first lay")
    out.add("laid_this_turn", 1, "flag: the player to act has laid a card this turn")
    out.add("on_table", cards, "count of each card code on the grids", high=size)
    out.add("tentative", 1, "cards in the tentative combination (0: none)", high=size)
    out.add(
        "cells",
        deck.size * len(CELL_FIELDS),
        f"one row per card on the table, sorted by grid, row, column: {', '.join(CELL_FIELDS)}",
        low=-size,
        high=size,
    )
    return out


class Encoder:
    """The encoder of views of a game with this deck and this many players; a class rather than a
    closure, so that it pickles with its environment (a vectorised trainer sends it to workers)."""

    def __init__(self, deck: Deck, players: int) -> None:
        self.deck, self.players = deck, players

    def __call__(self, view: dict[str, Any], player: int, writer: Writer) -> None:
        """Write the fields of ``view`` (what ``player`` sees) into ``writer``."""
        deck, order = self.deck, relative(player, self.players)
        writer.one_hot("phase", PHASES.index(view["phase"]))
        writer.one_hot("turn", order.index(view["turn"]))
        writer.put("turns", min(view["turns"] / 100, 10.0))
        writer.count("hand", (deck.index[card] for card in view["hands"][player]))
        writer.put("hand_sizes", [view["hand_sizes"][seat] for seat in order])
        cards = len(deck.codes)  # one block of counts per relative seat
        writer.count(
            "known", (k * cards + deck.index[card] for k, seat in enumerate(order) for card in view["known"][seat])
        )
        writer.put("draw_pile", view["draw_pile"])
        count, top = view["discard_pile"]
        writer.put("discard_pile", count)
        writer.one_hot("discard_top", deck.index[top] if top is not None else None)
        writer.put("opened", [float(view["opened"][seat]) for seat in order])
        writer.put("laid_this_turn", float(view["laid_this_turn"]))
        writer.count("on_table", (deck.index[card] for grid in view["grids"] for card in grid.values()))
        pending = view["pending"]
        writer.put("tentative", len(pending["cards"]) if pending else 0)
        rows = table_rows(view, deck)
        writer.put("cells", [value for row in rows for value in row])


def table_rows(view: dict[str, Any], deck: Deck) -> list[tuple[float, ...]]:
    """One row of :data:`CELL_FIELDS` per card on the grids or in the tentative combination."""
    lines: dict[Place, int] = {}
    ends: set[Place] = set()
    for line in view["combinations"]:
        grid, cells = parse_line(line)
        places = [(grid, row, column) for row, column in cells]
        for place in places:
            lines[place] = lines.get(place, 0) + 1
        ends.update((places[0], places[-1]))
    cards = {(g, *_cell(name)): card for g, grid in enumerate(view["grids"]) for name, card in grid.items()}
    tentative: set[Place] = set()
    if view["pending"]:
        grid, cells = parse_line(view["pending"]["line"])
        for (row, column), card in zip(cells, view["pending"]["cards"], strict=True):
            cards[(grid, row, column)] = card
            tentative.add((grid, row, column))
    return [
        (1.0, *place, deck.index[cards[place]] + 1.0, lines.get(place, 0), place in ends, place in tentative)
        for place in sorted(cards)
    ]


def _cell(name: str) -> tuple[int, int]:
    """``"r-1c4"`` -> ``(-1, 4)``."""
    row, column = name[1:].split("c")
    return int(row), int(column)


def spec(game: Game[Any]) -> Spec:
    """The agents' view of a Num Connect game with ``game``'s options and player count."""
    deck, players = Deck(game.options), len(game.players)
    return Spec(vocabulary(deck), tokenize, layout(deck, players), Encoder(deck, players))
