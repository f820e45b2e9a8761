"""What the environment needs to know of one game: its vocabulary, tokenizer and observation.

Each game's module in this package builds a :class:`Spec` from a live game (its options and player
count fix the vocabulary and the layout). The environment adds the parts every game shares: the
agent's seat and the tokens it has chosen so far, in order, for the action it is spelling
(:func:`full_layout`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .layout import Layout, Writer
from .tokens import Vocabulary

Encode = Callable[[dict[str, Any], int, Writer], None]
"""``encode(view, player, writer)``: writes the game's fields from ``view(player)`` and nothing else."""


@dataclass(frozen=True)
class Spec:
    """A game's action vocabulary, its tokenizer (action string -> tokens) and its observation."""

    vocabulary: Vocabulary
    tokenize: Callable[[str], tuple[str, ...]]
    layout: Layout
    encode: Encode


def full_layout(spec: Spec, players: int) -> Layout:
    """The game's fields, then the agent's seat and the action it is spelling.

    ``chosen`` counts each token chosen so far for the current action and ``last_token`` is the
    latest of them (a Num Connect card chosen, its grid and row too, the column next).
    ``chosen_order`` gives their order: a bag and the last token are not enough where an action
    repeats a token, as a Connect5 eat does with its separator (``b20 x b22 x d8 x c13 x`` and
    ``b20 x c13 x d8 x b22 x`` are the same bag ending in ``x``, yet the jumping token stands on c13
    in the first and on b22 in the second, and may jump on to other dots). ``chosen_length`` is how
    many tokens it chose.
    """
    layout = spec.layout
    size = len(spec.vocabulary)
    layout.add("own_seat", players, "one-hot: this agent's seat (player_0 is the first player)")
    layout.add("chosen", size, "count of each token chosen so far for the action being spelled", high=size)
    layout.add("last_token", size, "one-hot: the token chosen last for this action (none at its start)")
    layout.add(
        "chosen_order",
        size,
        "per token, the step of this action it was last chosen at (1: the first token; 0: not chosen)",
        high=size,
    )
    layout.add("chosen_length", 1, "tokens chosen so far for this action", high=size)
    return layout


def write_chosen(writer: Writer, seat: int, chosen: tuple[int, ...]) -> None:
    """The shared fields of :func:`full_layout`."""
    writer.one_hot("own_seat", seat)
    writer.count("chosen", chosen)
    writer.one_hot("last_token", chosen[-1] if chosen else None)
    # A later step overwrites an earlier one: a repeated token keeps its last step, so the jumping
    # token's dot in a Connect5 eat is the dot with the highest step (the x after it comes later).
    for step, token in enumerate(chosen, 1):
        writer.put("chosen_order", float(step), offset=token)
    writer.put("chosen_length", float(len(chosen)))
