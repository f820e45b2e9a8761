"""Shared helpers: find cards with given objects, build rows through the real actions."""

from __future__ import annotations

import itertools

import connect_widgets as cw
from connect_widgets.connect_the_thoughts import CARDS, common_objects, fits
from connect_widgets.connect_the_thoughts.cards import CARD_NUMBERS

NAME = "connect_the_thoughts"


def new(players=("Hannah", "Emma"), **options) -> cw.Game:
    """A game whose chance events the test applies itself."""
    return cw.new_game(NAME, players=list(players), seed=7, auto_chance=False, **options)


def with_object(name: str) -> list[int]:
    """Card numbers showing ``name``."""
    return [n for n in CARD_NUMBERS if name in CARDS[n - 1]]


def non_fitting_pair() -> tuple[int, int]:
    """Two cards sharing no object (the rulebook's example 1)."""
    return next((a, b) for a, b in itertools.combinations(CARD_NUMBERS, 2) if not fits(a, b))


def umbrella_pair() -> tuple[int, int]:
    """Two cards whose only common object is the umbrella (the rulebook's example 2)."""
    cards = with_object("umbrella")
    return next((a, b) for a, b in itertools.combinations(cards, 2) if common_objects(a, b) == ["umbrella"])


def chain(length: int, avoid: frozenset[int] = frozenset(), start: int | None = None) -> list[int]:
    """``length`` different cards, each sharing an object with the next (a correct row)."""
    row = [start if start is not None else next(n for n in CARD_NUMBERS if n not in avoid)]
    while len(row) < length:
        row.append(next(n for n in CARD_NUMBERS if n not in row and n not in avoid and fits(row[-1], n)))
    return row


def take(game: cw.Game, player: int, card: int) -> None:
    """``player`` picks a card and chance turns over ``card``."""
    game.apply(player, "pick")
    game.apply(cw.CHANCE, f"reveal {card}")


def build_row(game: cw.Game, player: int, cards: list[int]) -> None:
    """Lay ``cards`` left to right into ``player``'s empty row: pick, reveal, place."""
    for i, card in enumerate(cards):
        take(game, player, card)
        game.apply(player, "place" if i == 0 else "place R")


def holding(game: cw.Game, player: int, first: int, held: int) -> cw.Game:
    """``player`` starts a row with ``first`` and holds ``held`` (picked and turned over): the example set-up."""
    take(game, player, first)
    game.apply(player, "place")
    take(game, player, held)
    return game
