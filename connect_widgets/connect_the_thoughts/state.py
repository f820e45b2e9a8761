"""The state of a game: one frozen value (tuples and ints), shared structurally, never changed in place."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product
from typing import Final

from ..core.game import CHANCE
from ..core.state import Event
from ..core.state import State as CoreState
from .cards import CARD_NUMBERS, FULL_DECK_MASK

NO_CARD: Final = 0
"""``hands[p] == NO_CARD``: player ``p`` holds no card."""
NOBODY: Final = -1
"""``picker == NOBODY``: no picked card is waiting to be revealed."""
MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 4
"""How many may play (the game's ``INFO``): ``PLAYERS_IN`` covers every table."""

CHANCE_ONLY: Final = (CHANCE,)
"""``actors`` while a picked card is being turned over."""
PLAYERS_IN: Final = {
    out: tuple(player for player, sitting_out in enumerate(out) if not sitting_out)
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)
    for out in product((False, True), repeat=players)
}
"""``PLAYERS_IN[out]``: the players not sitting out, for every way ``out`` can be (made once)."""

# Why the game ended (``State.end``; ``PLAYING`` while it goes on).
PLAYING: Final = ""
LAST_CARD: Final = "last card"
STUCK: Final = "stuck"
VOID_LIMIT: Final = "void limit"
"""The ``max_void_rounds``-th round that nobody won has ended (everyone kept ringing wrongly)."""
END_REASONS: Final = (LAST_CARD, STUCK, VOID_LIMIT)

# What an action did (``Played.outcome``).
PICKED: Final = "picked"
REVEALED: Final = "revealed"
PLACED: Final = "placed"
RETURNED: Final = "returned"
RIGHT_BELL: Final = "right bell"
TOO_FEW: Final = "too few"
ERROR: Final = "error"

# What followed it (``Played.then``), besides the end reasons.
NEW_ROUND: Final = "new round"
ROUND_VOID: Final = "round void"


@dataclass(frozen=True)
class Played(Event):
    """What happened last, in the rules' terms: who, which action, its outcome, and what followed.

    ``outcome`` is one of ``PICKED``, ``REVEALED``, ``PLACED``, ``RETURNED``, ``RIGHT_BELL``,
    ``TOO_FEW``, ``ERROR``; ``cards`` are the cards it concerns (the card placed, the row rung);
    ``side`` is where a card was placed (``"L"``, ``"R"``, or ``""`` for a starting card); ``then``
    says what followed: ``""``, ``NEW_ROUND``, ``ROUND_VOID`` (everyone sat out) or why the game
    ended (one of ``END_REASONS``). The rules make them with :func:`event`, which shares them.
    """

    outcome: str
    cards: tuple[int, ...] = ()
    then: str = ""
    side: str = ""

    def followed_by(self, then: str) -> Played:
        """This event, with what followed it (a new round, a void round, the game end)."""
        return event(self.actor, self.action, self.outcome, self.cards, then, self.side)


@lru_cache(maxsize=4096)
def event(actor: int, action: str, outcome: str, cards: tuple[int, ...] = (), then: str = "", side: str = "") -> Played:
    """The :class:`Played` with these facts, made once and then shared.

    Events are frozen, and a game makes the same few again and again (a pick, a reveal, a bell
    with an empty row); a frozen dataclass costs several times a cache lookup to build.
    """
    return Played(actor, action, outcome, cards, then, side)


@dataclass(frozen=True)
class State(CoreState):
    """Everything about a position. Never changed in place: each action makes a new one (``edit``)."""

    pool: int
    """Bit mask of the face-down cards in the middle (bit n = card n): the cards of ``middle``."""
    middle: tuple[int, ...]
    """The face-down cards in the order they will be picked up (the next one first). Nobody sees it."""
    slipped: int
    """How many cards have gone back face-down so far: the index of the next one's place in the slip stream."""
    put_back: int
    """Bit mask of the cards put back since a card was last turned over: none of them is next (public)."""
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
    last: Played | None = field(default=None, kw_only=True)
    """What the action that made this state did (``None`` at the start)."""

    @property
    def actors(self) -> tuple[int, ...]:
        """Who may act: nobody once over, CHANCE while a card is turned over, else everyone not sitting out."""
        # asked several times a step: three fields and a lookup, cheaper than keeping it in the memo
        if self.end:
            return ()
        if self.picker != NOBODY:
            return CHANCE_ONLY
        return PLAYERS_IN[self.out]

    @property
    def face_down(self) -> int:
        """How many cards lie face-down in the middle (a card being revealed is already picked up)."""
        return self.pool.bit_count() - (self.picker != NOBODY)


def initial_state(players: int, order: Iterable[int] = CARD_NUMBERS) -> State:
    """All 80 cards face-down around the bell in the shuffled ``order`` they will be picked up in,
    empty rows, round 1. (The game shuffles them; the default order, 1 to 80, is for tests.)"""
    empty = ((),) * players
    zeros = (0,) * players
    middle = tuple(order)
    if sorted(middle) != list(CARD_NUMBERS):
        raise ValueError("the middle starts with each of the 80 cards once")
    return State(
        pool=FULL_DECK_MASK,
        middle=middle,
        slipped=0,
        put_back=0,
        rows=empty,
        hands=(NO_CARD,) * players,
        out=(False,) * players,
        piles=empty,
        wins=zeros,
        final=zeros,
        picker=NOBODY,
        round=1,
        end=PLAYING,
    )
