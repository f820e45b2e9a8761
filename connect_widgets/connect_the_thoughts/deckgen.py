"""The seeded generator that made the deck in :mod:`.deck` (kept so the list can be checked).

The deck is a *balanced* design on the 16 objects of :mod:`.objects`: 80 cards of three
different objects where

* every object is on exactly 15 cards (80 x 3 / 16), so no picture is luckier than another;
* every two objects are together on exactly 2 cards, so no pair of pictures is favoured;
* no two cards are the same.

(This is a simple 2-(16, 3, 2) design.) It follows that every card shares at least one object
with exactly 39 of the 79 other cards, nearly half, so a row of seven is always within reach
and each end of a row is as good as any other.

The design is found by Stinson-style hill climbing from ``random.Random(DECK_SEED)``: add a triple
through a point that still needs cards, and if one of its pairs is already used twice, drop the
triple that used it. Then the card order and the order of the objects on each card are shuffled
with the same generator. Run ``python -m connect_widgets.connect_the_thoughts.deckgen`` to print
the list that :mod:`.deck` holds; a test checks that regenerating gives the same list.
"""

from __future__ import annotations

import itertools
import random

from .objects import OBJECT_NAMES

DECK_SEED = 4004
"""The seed the shipped deck was generated with."""

CARDS_IN_DECK = 80
OBJECTS_PER_CARD = 3
TIMES_EACH_PAIR = 2


def generate_design(rng: random.Random, points: int = len(OBJECT_NAMES)) -> list[tuple[int, int, int]]:
    """Triples of object indices forming a simple 2-(points, 3, 2) design, found by hill climbing."""
    needed = TIMES_EACH_PAIR * (points - 1) // (OBJECTS_PER_CARD - 1)  # cards per object
    blocks: set[tuple[int, int, int]] = set()
    pairs = [[0] * points for _ in range(points)]
    degree = [0] * points

    def count(block: tuple[int, int, int], step: int) -> None:
        for a, b in itertools.combinations(block, 2):
            pairs[a][b] += step
            pairs[b][a] += step
        for a in block:
            degree[a] += step

    while len(blocks) < needed * points // OBJECTS_PER_CARD:
        x = rng.choice([p for p in range(points) if degree[p] < needed])
        free = [y for y in range(points) if y != x and pairs[x][y] < TIMES_EACH_PAIR]
        if len(free) < 2:
            continue
        y, z = rng.sample(free, 2)
        a, b, c = sorted((x, y, z))
        block = (a, b, c)
        if block in blocks:
            continue  # a simple design: no card twice
        if pairs[y][z] >= TIMES_EACH_PAIR:
            old = rng.choice(sorted(b for b in blocks if y in b and z in b))
            blocks.remove(old)
            count(old, -1)
        blocks.add(block)
        count(block, +1)
    return sorted(blocks)


def generate_deck(seed: int = DECK_SEED) -> tuple[tuple[str, str, str], ...]:
    """The 80 cards as triples of object names, exactly as :data:`.deck.CARDS` lists them."""
    rng = random.Random(seed)
    design = generate_design(rng)
    rng.shuffle(design)
    cards = []
    for block in design:
        names = [OBJECT_NAMES[i] for i in block]
        rng.shuffle(names)
        cards.append((names[0], names[1], names[2]))
    return tuple(cards)


def deck_source(seed: int = DECK_SEED) -> str:
    """The Python text of the ``CARDS`` literal in :mod:`.deck`."""
    lines = ["CARDS: Final[tuple[tuple[str, str, str], ...]] = ("]
    for number, card in enumerate(generate_deck(seed), start=1):
        quoted = ", ".join(f'"{name}"' for name in card)
        lines.append(f"    ({quoted}),  # {number}")
    lines.append(")")
    return "\n".join(lines)


if __name__ == "__main__":
    print(deck_source())
