"""The action space: a fixed vocabulary of tokens, and the legal actions of one moment as token paths.

A game's full set of actions can be far too large for a ``Discrete`` space (Num Connect names a
card and a cell of a grid that grows in every direction). So every action string of a game's
notation is cut by that game's tokenizer into a short sequence of tokens from a vocabulary built
from the game's static data (cell names, card codes, verbs), and an agent plays one token per
step. :class:`Choices` answers, for the tokens chosen so far, which tokens may come next: exactly
the next tokens of the legal actions that start with them, plus :data:`END` when those tokens
already spell a legal action that some other legal action extends. A prefix that spells a legal
action nothing extends is played at once, so most actions need no ``END``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Final

END: Final = "<end>"
"""The token that plays the action the tokens chosen so far spell, when a longer one could follow."""


class UnknownToken(ValueError):
    """A token that is not in the vocabulary: a typo in an action string given to ``spell``, or a bug
    when a legal action's token is missing (a vocabulary is complete by construction)."""


class Vocabulary:
    """The tokens of one game, in a fixed order, :data:`END` last: the ``Discrete`` action space.

    The order is the order of ``tokens`` (duplicates dropped), so the index of a token never
    depends on the games played: a policy trained on one run reads the same indices in the next.
    """

    def __init__(self, tokens: Iterable[str]) -> None:
        unique = [token for token in dict.fromkeys(tokens) if token != END]
        self.tokens: tuple[str, ...] = (*unique, END)
        self.index: dict[str, int] = {token: i for i, token in enumerate(self.tokens)}
        self.end: int = len(self.tokens) - 1

    def __len__(self) -> int:
        return len(self.tokens)

    def __contains__(self, token: object) -> bool:
        return token in self.index

    def encode(self, tokens: Sequence[str]) -> tuple[int, ...]:
        """The indices of ``tokens``; :class:`UnknownToken` naming a token that is not in the vocabulary
        (a vocabulary is complete by construction, so for a legal action that would be a bug worth a
        loud message; ``spell`` turns it into "not a legal action" for a typo)."""
        try:
            return tuple(self.index[token] for token in tokens)
        except KeyError as missing:
            raise UnknownToken(f"token {missing} of {list(tokens)} is not in the vocabulary") from None

    def __repr__(self) -> str:
        return f"<Vocabulary of {len(self)} tokens>"


class Choices:
    """One agent's legal actions at one moment, as token paths (``encode`` maps an action to its path).

    Built once per position and agent: a step then only compares short tuples of integers.
    """

    def __init__(self, actions: Iterable[str], encode: Callable[[str], tuple[int, ...]]) -> None:
        self.actions: dict[tuple[int, ...], str] = {encode(action): action for action in actions}

    def following(self, prefix: tuple[int, ...]) -> set[int]:
        """The tokens that may follow ``prefix``: the next token of every legal action extending it."""
        depth = len(prefix)
        return {path[depth] for path in self.actions if len(path) > depth and path[:depth] == prefix}

    def action(self, prefix: tuple[int, ...]) -> str | None:
        """The legal action ``prefix`` spells, or ``None``."""
        return self.actions.get(prefix)

    def allowed(self, prefix: tuple[int, ...], end: int) -> set[int]:
        """The tokens the mask allows after ``prefix``: those that follow it, and ``end`` when it
        spells an action already."""
        tokens = self.following(prefix)
        if prefix in self.actions:
            tokens.add(end)
        return tokens
