"""What a game is, declared once beside its rules (after OpenSpiel's ``_GAME_TYPE``)."""

from __future__ import annotations

from dataclasses import dataclass

from .options import Option


@dataclass(frozen=True)
class GameInfo:
    """A game's name, rulebook, player counts, options, and the kind of game it is.

    The three flags are promises the conformance checker holds the game to
    (:mod:`connect_widgets.testing`): without ``has_chance`` CHANCE never acts; without
    ``hidden_information`` every player's view is the whole view; without ``simultaneous`` at
    most one player acts at a time.
    """

    name: str
    title: str
    rulebook: str
    min_players: int
    max_players: int
    default_names: tuple[str, ...]
    options: tuple[Option, ...] = ()
    has_chance: bool = False
    hidden_information: bool = False
    simultaneous: bool = False
    notation: str = ""
    """How the game's moves are written, for a person or an agent reading ``cw.game_class(name).info``:
    the notation module's docstring (Connnect: a paragraph of its words)."""
    rules_notes: str = ""
    """The repository's page on the game (``docs/rules/<game>.md``): the notation, the positions, and the
    decisions where the rulebook is silent. Not shipped with the package: the docs link to it."""

    def option(self, name: str) -> Option:
        """The declared option called ``name`` (``KeyError`` if there is none)."""
        for option in self.options:
            if option.name == name:
                return option
        raise KeyError(f"{self.title} has no option {name!r}")
