"""The state of a game: one immutable value (a named tuple of tuples and ints), shared structurally."""

from __future__ import annotations

from typing import NamedTuple

from .cards import FULL_DECK_MASK

NO_CARD = 0
"""``hands[p] == NO_CARD``: player ``p`` holds no card."""
NOBODY = -1
"""``picker == NOBODY``: no picked card is waiting to be revealed."""

PLAYING = ""
LAST_CARD = "last card"
STUCK = "stuck"
ROUND_LIMIT = "round limit"
END_REASONS = (LAST_CARD, STUCK, ROUND_LIMIT)


class Event(NamedTuple):
    """What happened last, for the move log and the board: who, which action, and its outcome.

    ``outcome`` is a short code (``"picked"``, ``"revealed"``, ``"placed"``, ``"returned"``, ``"right bell"``,
    ``"too few"``, ``"error"``); ``cards`` are the cards it concerns (the card placed, the row rung);
    ``then`` says what followed: ``""``, ``"new round"``, ``"round void"`` (everyone sat out) or why
    the game ended (one of ``END_REASONS``).
    """

    actor: int
    action: str
    outcome: str
    cards: tuple[int, ...] = ()
    then: str = ""


class State(NamedTuple):
    """Everything about a position. Never changed in place: each action makes a new one."""

    pool: int
    """Bit mask of the face-down cards in the middle (bit n = card n)."""
    rows: tuple[tuple[int, ...], ...]
    """Each player's row, left to right."""
    hands: tuple[int, ...]
    """The card each player holds (``NO_CARD``: none)."""
    out: tuple[bool, ...]
    """True for a player sitting out the rest of the round after a wrong bell."""
    piles: tuple[tuple[int, ...], ...]
    """The cards each player has kept, in the order kept."""
    wins: tuple[int, ...]
    """Rounds each player won at the bell."""
    final: tuple[int, ...]
    """Cards each player took with the longest correct row at the game end."""
    picker: int
    """The player whose picked card is being revealed, or ``NOBODY``."""
    round: int
    """The round being played, from 1."""
    end: str
    """``PLAYING`` or why the game ended (one of ``END_REASONS``)."""
    actors: tuple[int, ...]
    """Who may act (cached: it is asked for at every step)."""
    last: Event | None
    """The last thing that happened, or ``None`` at the start."""

    @property
    def face_down(self) -> int:
        """How many cards lie face-down in the middle (a card being revealed is already picked up)."""
        return self.pool.bit_count() - (self.picker != NOBODY)


def replaced(values: tuple, index: int, value: object) -> tuple:
    """``values`` with the item at ``index`` replaced (tuples are never changed in place)."""
    return (*values[:index], value, *values[index + 1 :])


def initial_state(players: int) -> State:
    """All 80 cards face-down around the bell, empty rows, round 1."""
    empty = ((),) * players
    zeros = (0,) * players
    return State(
        pool=FULL_DECK_MASK,
        rows=empty,
        hands=(NO_CARD,) * players,
        out=(False,) * players,
        piles=empty,
        wins=zeros,
        final=zeros,
        picker=NOBODY,
        round=1,
        end=PLAYING,
        actors=tuple(range(players)),
        last=None,
    )
