"""Saves: a game as JSON data (players, options, seed, history), and the checks of one read back.

A save is data only: it names no file. :func:`~connect_widgets.load_game` replays its history
through the rules, so a corrupt or tampered save is refused by the rules themselves, with the step
that failed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Final

from .errors import CorruptSave

SAVE_FORMAT: Final = "connect_widgets/save"
SAVE_VERSION: Final = 1
SAVE_KEYS: Final = ("game", "players", "seed", "auto_chance", "undo", "options", "history")
MAX_SAVE_BYTES: Final = 20_000_000
"""A save longer than this is refused before it is parsed (a long game's save is a few hundred KB)."""


def save_text(
    game: str,
    players: Sequence[str],
    seed: int,
    auto_chance: bool,
    undo: str,
    options: Mapping[str, Any],
    history: Sequence[tuple[int, str]],
    position: str,
) -> str:
    """A game's JSON save (``position``: the one it started from, or "" for the rules' own start)."""
    return json.dumps(
        {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": game,
            "players": list(players),
            "seed": seed,
            "auto_chance": auto_chance,
            "undo": undo,
            "options": dict(options),
            "history": [list(entry) for entry in history],
            **({"position": position} if position else {}),
        }
    )


def parse_save(text: str | bytes) -> dict[str, Any]:
    """The save's JSON object, its format, version and keys checked; :class:`CorruptSave` if not."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise CorruptSave(f"a save is JSON text, not {type(text).__name__}")
    if len(text) > MAX_SAVE_BYTES:
        raise CorruptSave(f"a save of {len(text)} bytes is over the {MAX_SAVE_BYTES}-byte limit")
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError) as error:  # "[" * 100_000 nests too deep for the parser
        reason = "it nests too deeply" if isinstance(error, RecursionError) else str(error)
        raise CorruptSave(f"a save is JSON text: {reason}") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise CorruptSave(f"not a connect_widgets save (its 'format' should be {SAVE_FORMAT!r})")
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:  # not True, not 1.0: the integer itself
        raise CorruptSave(f"save version {version!r} is not supported (expected the integer {SAVE_VERSION})")
    missing = set(SAVE_KEYS) - set(data)
    if missing:
        raise CorruptSave(f"the save lacks {', '.join(sorted(missing))}")
    if not isinstance(data["options"], dict) or not isinstance(data["history"], list):
        raise CorruptSave("the save's options must be an object and its history a list")
    if not isinstance(data["auto_chance"], bool):
        raise CorruptSave("the save's auto_chance must be true or false")
    if not isinstance(data.get("position", ""), str):
        raise CorruptSave("the save's position must be text")
    if type(data["seed"]) is not int:  # a save is reproducible: its seed is there, an integer
        raise CorruptSave(f"the save's seed must be an integer, not {data['seed']!r}")
    return data
