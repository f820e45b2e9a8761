"""A seat: what one player may know of a game. Bots play through a seat, never through the game.

The game object is the referee: it holds every hand and the order of every deck. A :class:`Seat`
shows only what its player may see (their view, their legal actions, the history as they read
it, the public scores), and lets them look ahead only on a :meth:`Seat.determinize` copy, where
everything hidden from them is drawn again. So a bot's choice depends on nothing its player could
not know.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .info import GameInfo
from .words import DEFAULT_LANGUAGE

if TYPE_CHECKING:  # the game makes seats
    from .game import Game


class Seat:
    """One player's window on a live game (``game.seat(player)``)."""

    def __init__(self, game: Game[Any], player: int) -> None:
        self._game = game
        self.player = player

    @property
    def info(self) -> GameInfo:
        """What the game is (name, players allowed, options declared)."""
        return self._game.info

    @property
    def name(self) -> str:
        """The game's registry name."""
        return self._game.name

    @property
    def players(self) -> tuple[str, ...]:
        """Everyone's name, in seat order."""
        return self._game.players

    @property
    def options(self) -> Mapping[str, Any]:
        """The rule options of the game (public: everyone agreed on them)."""
        return self._game.options

    @property
    def is_over(self) -> bool:
        """True once nobody can act."""
        return self._game.is_over

    def actors(self) -> tuple[int, ...]:
        """Who may act now (public)."""
        return self._game.actors()

    def legal_actions(self, actor: int | None = None) -> list[str]:
        """This player's legal actions now (the only ones a seat may ask for)."""
        self._own(actor)
        return self._game.legal_actions(self.player)

    def view(self, player: int | None = None) -> dict[str, Any]:
        """What this player sees (the only view a seat may ask for)."""
        self._own(player)
        return self._game.view(self.player)

    def scores(self) -> tuple[int, ...]:
        """Everyone's points (public)."""
        return self._game.scores()

    def score_breakdown(self, player: int) -> dict[str, int]:
        """A player's points by category (public)."""
        return self._game.score_breakdown(player)

    def winners(self) -> tuple[int, ...]:
        """The winners once the game is over."""
        return self._game.winners()

    def describe(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """The position in words (public), in ``lang``."""
        return self._game.describe(lang)

    @property
    def history(self) -> tuple[tuple[int, str], ...]:
        """Every action so far as this player read it: another player's drawn card stays hidden."""
        game = self._game
        return tuple((actor, game.action_text(i, self.player)) for i, (actor, _) in enumerate(game.history))

    def determinize(self, rng: random.Random) -> Game[Any]:
        """A copy of the game to look ahead on, sampled from what this player knows (see
        :meth:`~connect_widgets.core.game.Game.determinize`)."""
        return self._game.determinize(self.player, rng)

    def _own(self, player: int | None) -> None:
        if player is not None and player != self.player:
            raise ValueError(f"this seat is {self.players[self.player]}'s: it sees only their own actions and view")

    def __repr__(self) -> str:
        return f"<{self.info.title} seat of {self.players[self.player]}>"
