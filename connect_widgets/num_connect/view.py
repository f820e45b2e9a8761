"""What a player may see (their own hand, the others' hand sizes, the piles, the grids), what they
cannot (:func:`determinized` draws it again), and the position in words."""

from __future__ import annotations

import random
from typing import Any

from ..core.state import remembered
from ..core.words import DEFAULT_LANGUAGE
from .cards import remove_one, sort_key
from .notation import cell_name, line_name
from .scoring import winners
from .state import Combo, Grid, Pending, State
from .words import WORDS


def view(state: State, player: int | None) -> dict[str, Any]:
    """``view(player)``: only ``player``'s hand is shown (all hands when ``player`` is ``None``).

    ``known[p]`` is what every player has seen of player ``p``'s hand (``state.known``): the cards a
    ``cancel`` took back from the table, and the Rainbow and Shadow a first or free start showed.

    Grids are ``{cell name: card}``; combinations and the tentative one are lines of cells in the
    notation (``"g0 r0c1 r0c2 r0c3"``). The discard pile is squared up: only its top card shows.
    """
    pending, last = state.pending, state.last
    return {
        "phase": state.phase,
        "turn": state.turn,
        "turns": state.turns,
        "hands": [list(hand) if player is None or i == player else None for i, hand in enumerate(state.hands)],
        "hand_sizes": [len(hand) for hand in state.hands],
        "known": [list(cards) for cards in state.known],  # public: everyone saw these cards in that hand
        "draw_pile": len(state.draw),
        "discard_pile": [len(state.discard), state.discard[-1] if state.discard else None],
        "grids": [named_cards(grid) for grid in state.grids],
        "combinations": [line_of(combo) for combo in state.combos],
        "pending": None if pending is None else {"line": line_of(pending), "cards": list(pending.cards)},
        "opened": list(state.opened),
        "laid_this_turn": state.laid,
        "last": None if last is None else [last.actor, last.action],
    }


def determinized(state: State, player: int, rng: random.Random) -> State:
    """``state`` with what ``player`` cannot see drawn again from ``rng``: the other players' hands
    (their sizes kept) and the draw pile.

    The cards ``player`` has not seen (the draw pile and the others' hands, less the cards everyone
    knows are in those hands, ``state.known``) are put in hand order, so that the sample depends on
    what they are and never on where they really lie, shuffled, and dealt: each other player, in
    seat order, gets their known cards and as many unseen ones as they hold besides; the rest is
    the draw pile (its order is the copy's own future chance). Every arrangement of the unseen cards
    consistent with what ``player`` saw is equally likely.
    """
    hands, known = state.hands, state.known
    others = [p for p in range(len(hands)) if p != player]
    unseen = list(state.draw)
    for p in others:
        hidden = hands[p]
        for card in known[p]:
            hidden = remove_one(hidden, card)
        unseen += hidden
    unseen.sort(key=sort_key)
    rng.shuffle(unseen)
    sampled, start = list(hands), 0
    for p in others:
        end = start + len(hands[p]) - len(known[p])
        sampled[p] = tuple(sorted((*known[p], *unseen[start:end]), key=sort_key))
        start = end
    return state.edit(hands=tuple(sampled), draw=tuple(sorted(unseen[start:], key=sort_key)))


def named_cards(grid: Grid) -> dict[str, str]:
    """``{cell name: card}`` of a grid, a fresh copy (the names are kept with the grid, which never changes)."""
    names = remembered(grid, "names", lambda: {cell_name(cell): card for cell, card in grid.cards.items()})
    return dict(names)


def line_of(line: Combo | Pending) -> str:
    """The cells of a laid or tentative combination in the notation (kept with the value, which never changes)."""
    return remembered(line, "line", lambda: line_name(line.grid, line.cells))


def describe(state: State, names: tuple[str, ...], hand_size: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """The position in a few words, in ``lang``: the deal, whose turn and what they are doing, or who won."""
    if state.phase == "deal":
        return WORDS.text("describe.dealing", lang, dealt=state.dealt, total=len(names) * hand_size)
    if state.phase == "over":
        won = WORDS.text("describe.and", lang).join(names[w] for w in winners(state))
        return WORDS.text("describe.over", lang, turns=state.turns, winners=won)
    if state.pending is not None:
        doing = WORDS.text("describe.laying", lang, n=len(state.pending.cards))
    elif state.phase == "play":  # one draws only having laid nothing, and while the pile lasts
        may_draw = not state.laid and bool(state.draw)
        doing = WORDS.text("describe.to_lay_or_draw" if may_draw else "describe.to_lay_or_discard", lang)
    else:
        doing = WORDS.text("describe.drawing" if state.phase == "drawing" else "describe.to_discard", lang)
    return WORDS.text("describe.turn", lang, turns=state.turns, name=names[state.turn], doing=doing)
