"""Who sits at a table besides its humans: the bots, and a referee judging a puzzle after every move."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Protocol

from ..core.bots import Bot
from ..core.game import Game
from ..core.registry import build_bot
from ..core.words import Words, default_names
from .notices import Notice


class Referee(Protocol):
    """Judges the game at a table (a puzzle, ``connect_widgets.puzzles``): its task, then a verdict."""

    player: int

    def task(self, lang: str = ...) -> str:
        """What the player must do, in words."""
        ...

    def verdict(self, game: Game[Any], lang: str = ...) -> Any:
        """How ``game`` stands: an object with ``status`` ("open", "solved", "refuted") and ``text``."""
        ...

    def judges(self, game: Game[Any]) -> bool:
        """Whether ``game`` is one the referee judges (one started from its puzzle)."""
        ...


def seat_names(words: Words, players: Any, lang: str) -> Any:
    """``players`` as the table gives them to the game: a count becomes the game's default names in
    ``lang`` where its words name the seats (Connect5's colours: "Rouge" and "Bleu" in French); a
    list of names, or a count the game will refuse, stays as it is."""
    if isinstance(players, bool) or not isinstance(players, int):
        return players
    return default_names(words, players, lang) or players


def seated_bots(name: str, bots: Any, players: int, seed: int) -> dict[int, Bot]:
    """``{seat: spec or bot}`` (any mapping) checked; each spec (a kind, or a mapping with ``"kind"`` and
    settings, as ``cw.arena`` takes) becomes a bot seeded from the game's seed and the seat, and a bot
    object (a puzzle's defender) sits as it is, if it plays game ``name``."""
    if bots is None:
        return {}
    if not isinstance(bots, Mapping):
        raise ValueError(f"bots maps seats to bot kinds, like {{1: 'heuristic'}}, not {bots!r}")
    made = {}
    for seat, kind in bots.items():
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise ValueError(f"bot seat {seat!r} is not a player index from 0 to {players - 1}")
        if isinstance(kind, type) or (callable(getattr(kind, "choose", None)) and not isinstance(kind, str)):
            made[seat] = _bot_object(name, seat, kind)
        else:
            made[seat] = build_bot(name, kind, seed=random.Random(f"{seed}:bot:{seat}").randrange(2**63))
    return made


def _bot_object(name: str, seat: int, bot: Any) -> Bot:
    """A bot object as it sits: it chooses for a seat and says what it is (a :class:`Bot`), and
    plays game ``name`` if it says which game it plays (``cw.make_bot``'s do; a user's own may not)."""
    if isinstance(bot, type):
        raise ValueError(
            f"the bot of seat {seat} is the class {bot.__name__}, not a bot: make one, like {bot.__name__}(seed)"
        )
    if not isinstance(getattr(bot, "kind", None), str):
        raise ValueError(f"the bot of seat {seat} needs a kind, the text that names it on its player's chip: {bot!r}")
    plays = getattr(bot, "plays", None)
    if isinstance(plays, str) and plays != name:  # refused now, not as an internal error at its first move
        raise ValueError(
            f"the bot of seat {seat} plays {plays}, not {name}: make one for {name}, like cw.make_bot({name!r}, 'easy')"
        )
    return bot  # type: ignore[no-any-return]


def next_seed(referee: Referee | None, seed: int) -> int:
    """The seed of a table's next game: the next one, but at a puzzle's table its own again. What the
    puzzle's position leaves to the seed (Connnect's shape cards, Num Connect's hidden hands, a
    face-down order) was checked with that seed; dealt again, it would be another puzzle, or none,
    under the same task."""
    return seed if referee is not None else seed + 1


def judged(referee: Referee | None, game: Game[Any], lang: str, shown: Notice | None) -> tuple[int, Notice] | None:
    """The referee's word on ``game`` for its player's seat: the task before the first move, then
    the verdict after each. ``None`` (nothing new) without a referee, and after another player's
    move once the puzzle is refuted or solved: the notice ``shown`` says how, and by what reply."""
    if referee is None:
        return None
    if all(actor != referee.player for actor, _ in game.history):
        return referee.player, Notice("puzzle", referee.task(lang))
    if shown is not None and shown.kind in ("refuted", "solved") and game.history[-1][0] != referee.player:
        return None
    if not referee.judges(game):  # a game of another start (seated by hand): no word on it
        return None
    verdict = referee.verdict(game, lang)
    return referee.player, Notice(verdict.status, verdict.text)
