"""The heuristic bot: lay every card that fits (at the end that keeps the most cards in play), return
the rest, ring at seven; and the search bot, whose playouts play like it. The heuristic plays through
its seat and reads only ``seat.legal_actions()`` and ``seat.view()``: never the order of the
face-down cards, which nobody at the table can see.

The widget runs bots in real time: each ``choose`` gives the seat's next single action (pick,
place, return or bell), so the shell decides the speed.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ..core.bots import BaseBot, legal_actions_or_raise
from ..core.game import Game
from ..core.search import SearchBot
from ..core.seat import Seat
from ..core.words import Phrase
from .cards import FULL_DECK_MASK, NEIGHBOURS, ROW_TARGET, fits, is_correct, objects_phrase
from .notation import BELL, LEFT, PICK, RETURN, RIGHT, START, Move, parse
from .teaching import fitting_ends
from .words import WORDS

HORIZON = 40
"""Moves (all players') a playout of the search runs before it reads the position: about a round."""


class HeuristicBot(BaseBot):
    """Places wherever a card fits, returns it otherwise, rings the bell at seven.

    ``careless`` (0 to 1) is the chance that a card that does not fit is laid anyway (only when
    the game allows it, ``check_on_place=False``), like a hurried player: the error is then found
    at the bell.
    """

    kind = "heuristic"
    plays = "connect_the_thoughts"

    def __init__(self, seed: int | None = None, careless: float = 0.0) -> None:
        if isinstance(careless, bool) or not isinstance(careless, (int, float)) or not 0.0 <= careless <= 1.0:
            raise ValueError(f"careless is a probability from 0 to 1, not {careless!r}")
        self._rng = random.Random(seed)
        self.careless = careless

    def choose(self, seat: Seat) -> str:
        """The next action for ``seat``'s player."""
        return str(self._move(seat))

    def _move(self, seat: Seat) -> Move:
        legal = {parse(action) for action in legal_actions_or_raise(seat, self.plays)}
        view = seat.view()
        me = view["players"][seat.player]
        row, hand = me["row"], me["hand"]
        if hand is None:
            return PICK if PICK in legal and len(row) < ROW_TARGET else BELL
        if not row:
            return START
        sides = [side for side, end in ((LEFT, row[0]), (RIGHT, row[-1])) if fits(hand, end)]
        if sides:
            return self._best_side(sides, row, hand, view)
        wrong = [side for side in (LEFT, RIGHT) if side in legal]
        if wrong and self._rng.random() < self.careless:  # a hurried hand lays it anyway
            return self._rng.choice(wrong)
        return RETURN

    def _best_side(self, sides: list[Move], row: list[int], hand: int, view: dict[str, Any]) -> Move:
        """Of the fitting ends, the one leaving ends that the most unseen cards fit (ties: at random)."""
        if len(sides) == 1:
            return sides[0]
        unseen = _unseen_cards(view)
        best = max(_reach(side, row, hand, unseen) for side in sides)
        return self._rng.choice([side for side in sides if _reach(side, row, hand, unseen) == best])

    def settings(self) -> dict[str, Any]:
        """Its ``careless`` where it is not 0 (its repr shows it)."""
        return {"careless": self.careless} if self.careless else {}


def _reach(side: Move, row: list[int], hand: int, unseen: int) -> int:
    """How many of the ``unseen`` cards fit an end of ``row`` once ``hand`` is laid at ``side``."""
    left, right = (hand, row[-1]) if side == LEFT else (row[0], hand)
    return ((NEIGHBOURS[left] | NEIGHBOURS[right]) & unseen).bit_count()


def _unseen_cards(view: dict[str, Any]) -> int:
    """Bit mask of the cards not in sight: the face-down ones (counted from what is on the table)."""
    seen = 0
    for player in view["players"]:
        for card in (*player["row"], *player["pile"], player["hand"]):
            if card is not None:
                seen |= 1 << card
    return FULL_DECK_MASK & ~seen


class ConnectTheThoughtsSearch(SearchBot):
    """The shared search (:class:`~connect_widgets.core.search.SearchBot`) told how a race is played:
    every player in its playouts plays like :class:`HeuristicBot`, at the same speed (the search
    draws who is quicker), for :data:`HORIZON` moves, and the position is then read as the cards
    each player has won plus the cards in their row.

    In a race, random playouts are blind: a random player rings the bell with two cards, so every
    move looks alike. Played out by the heuristic, ringing with a short row shows as the cards it
    gives back, and the end a card is laid at as the cards that still fit. A short horizon keeps
    what the move changes from drowning in the luck of the rest of the game. The tree is one move
    deep (flat Monte Carlo): deeper, it would hold mostly orders of who was quicker, and the moves
    it tried there (a bell with a short row) would make the moves that lead to them look worse than
    a move with no decisions after it. The heuristic's own move is the prior.
    """

    plays = "connect_the_thoughts"
    tree_depth = 1
    playout_moves = HORIZON

    def __init__(self, seed: int | None = None, **settings: Any) -> None:
        self._playing = HeuristicBot(None if seed is None else seed + 1)
        settings.setdefault("policy", self._heuristic_playout)  # a caller's own playout policy may replace it
        super().__init__(seed=seed, **settings)

    def sensible(self, seat: Seat, actions: list[str]) -> list[str]:
        """The heuristic's move, and the other end when the card fits both: a careful player rings
        only at seven, lays a card where it fits and returns it only when it fits nowhere."""
        ends = [f"place {end}" for end, shared in fitting_ends(seat).items() if shared]
        return [action for action in actions if action in ends] if len(ends) == 2 else [self._playing.choose(seat)]

    def priors(self, seat: Seat, actions: list[str]) -> dict[str, float]:
        """The heuristic's move first."""
        return {self._playing.choose(seat): 1.0}

    def evaluate(self, world: Game[Any]) -> tuple[list[float], list[float]]:
        """Each player's cards won and in their row, against the best other player's."""
        players = world.view()["players"]
        held = [len(player["pile"]) + len(player["row"]) for player in players]
        margins = [float(mine - max(h for other, h in enumerate(held) if other != me)) for me, mine in enumerate(held)]
        return [0.5 + 0.5 * math.tanh(margin / ROW_TARGET) for margin in margins], margins

    def deeds(self, seat: Seat, action: str) -> tuple[Phrase, ...]:
        """What ``action`` does, as a player at the table sees it: a card laid extends the row (at an
        end, sharing objects with it) or completes the row of seven, and when it fitted both ends, the
        end chosen leaves ends that so many face-down cards fit; a return puts back a card that fits
        neither end; the bell is rung with a correct row of seven. Nothing for a pick or the starting
        card. Read from the seat's view only: which cards are face-down, never their order."""
        move = parse(action)
        view = seat.view()
        row, hand = view["players"][seat.player]["row"], view["players"][seat.player]["hand"]
        ends = fitting_ends(seat)
        if move == BELL:
            done = len(row) == ROW_TARGET and is_correct(row)
            return (WORDS.phrase("deed.bell"),) if done else ()
        if move == RETURN:
            return (WORDS.phrase("deed.returns"),) if ends and not any(ends.values()) else ()
        if move not in (LEFT, RIGHT) or not ends.get(move.side):
            return ()  # a pick, the starting card, or a card laid where it does not fit
        if len(row) + 1 == ROW_TARGET:
            return (WORDS.phrase("deed.completes"),)
        side = WORDS.phrase(f"describe.side.{move.side}")
        extends = WORDS.phrase("deed.extends", count=len(row) + 1, side=side, objects=objects_phrase(ends[move.side]))
        if not all(ends.values()):
            return (extends,)
        open_ends = _reach(move, row, hand, _unseen_cards(view))  # the card fitted both ends: why this one
        return extends, WORDS.phrase("deed.open", count=open_ends)

    def _heuristic_playout(self, world: Game[Any], actor: int, actions: list[str], rng: random.Random) -> str:
        return self._playing.choose(world.seat(actor))
