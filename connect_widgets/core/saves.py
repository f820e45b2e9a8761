"""Saves: a game as JSON data (players, options, seed, history), and the checks of one read back.

A save is data only: it names no file. :func:`~connect_widgets.load_game` replays its history
through the rules, so a corrupt save is refused by the rules themselves, with the step that failed.
A save also lists the chance outcomes its seed did not draw (``scripted``: dice or cards a caller
applied): any other outcome must be the one the seed draws there, so a die, a card or the seed
edited by hand is refused too. This catches a careless edit, not a forger: one who also lists the
edit as scripted, or deletes the list (a save written before it has none, and is read unchecked),
is not refused, but a game loaded from it shows its scripted outcomes (``game.scripted_chance()``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping, Sequence
from typing import Any, Final

from .errors import CorruptSave
from .options import shown
from .record import CHANCE

SAVE_FORMAT: Final = "connect_widgets/save"
SAVE_VERSION: Final = 1
SAVE_KEYS: Final = ("game", "players", "seed", "auto_chance", "undo", "options", "history")
OPTIONAL_KEYS: Final = ("position", "scripted")
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
    scripted: Sequence[int] = (),
) -> str:
    """A game's JSON save (``position``: the one it started from, or "" for the rules' own start;
    ``scripted``: the history indices of the chance outcomes its seed did not draw)."""
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
            "scripted": list(scripted),
        }
    )


NAME_LIKE = 260
"""Below this many characters, one line with a dot or a slash that starts no JSON value is taken for a
file's name (never opened)."""


def _file_name_like(text: str) -> bool:
    named = any(mark in text for mark in (".", "/", "\\"))  # an extension or a folder
    return named and len(text) < NAME_LIKE and "\n" not in text and not text.startswith(("{", "[", '"'))


BOM = "\ufeff"
"""The byte-order mark some editors write at a file's start: a save read from such a file still loads."""


def parse_save(text: str | bytes) -> dict[str, Any]:
    """The save's JSON object, its format, version and keys checked; :class:`CorruptSave` if not."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise CorruptSave(f"a save is JSON text, not {type(text).__name__}")
    if len(text) > MAX_SAVE_BYTES:
        unit = "characters" if isinstance(text, str) else "bytes"
        raise CorruptSave(f"a save of {len(text)} {unit} is over the limit of {MAX_SAVE_BYTES} {unit}")
    if isinstance(text, (bytes, bytearray)):  # a file's bytes: read as the text they are, or say they are none
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as error:
            raise CorruptSave(f"a save is UTF-8 text, and these bytes are not: {error}") from None
    text = text.removeprefix(BOM)  # a text editor's byte-order mark (Windows Notepad writes one) is no part of it
    try:
        data = json.loads(text, parse_int=_save_int)
    except (TypeError, ValueError, RecursionError) as error:  # "[" * 100_000 nests too deep for the parser
        reason = "it nests too deeply" if isinstance(error, RecursionError) else str(error)
        if not text.strip():
            reason = "this one is empty"
        elif _file_name_like(name := text.strip()):  # "game.json": never opened, said so
            read = ".expanduser().read_text()" if name.startswith("~") else ".read_text()"  # Path does not expand ~
            reason = f"give the file's text (Path({name!r}){read}), not {name!r}"
        raise CorruptSave(f"a save is JSON text: {reason}") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise CorruptSave(f"not a connect_widgets save (its 'format' should be {SAVE_FORMAT!r})")
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:  # not True, not 1.0: the integer itself
        raise CorruptSave(f"save version {shown(version)} is not supported (expected the integer {SAVE_VERSION})")
    missing = set(SAVE_KEYS) - set(data)
    if missing:
        raise CorruptSave(f"the save lacks {', '.join(sorted(missing))}")
    unknown = set(data) - {"format", "version", *SAVE_KEYS, *OPTIONAL_KEYS}
    if unknown:  # a misspelt "postion" would otherwise start the game from the rules' own set-up, silently
        names = ", ".join(shown(key) for key in sorted(unknown)[:5])
        raise CorruptSave(f"the save has {len(unknown)} key(s) no save has: {names}")
    if not isinstance(data["options"], dict) or not isinstance(data["history"], list):
        raise CorruptSave("the save's options must be an object and its history a list")
    if not isinstance(data["auto_chance"], bool):
        raise CorruptSave("the save's auto_chance must be true or false")
    if not isinstance(data.get("position", ""), str):
        raise CorruptSave("the save's position must be text")
    if type(data["seed"]) is not int:  # a save is reproducible: its seed is there, an integer
        raise CorruptSave(f"the save's seed must be an integer, not {shown(data['seed'])}")
    _check_scripted(data)
    return data


def _save_int(digits: str) -> int:
    """A whole number of a save's JSON. One longer than Python reads (4,300 digits unless set otherwise)
    is refused in a save's words: Python's own refusal advised raising an interpreter limit. Shorter
    ones are read, and a huge one is then refused naming its field."""
    limit = getattr(sys, "get_int_max_str_digits", lambda: 0)()  # no limit before Python 3.10.7
    length = len(digits.lstrip("-"))
    if limit and length > limit:
        raise ValueError(f"it holds a number of {length} digits, and no number in a save has more than {limit}")
    return int(digits)


def _check_scripted(data: Mapping[str, Any]) -> None:
    """``scripted``, if there: the distinct history indices, in order, of chance entries."""
    scripted, steps = data.get("scripted", []), len(data["history"])
    if not isinstance(scripted, list) or any(type(i) is not int or not 0 <= i < steps for i in scripted):
        raise CorruptSave(f"the save's scripted must list history indices (0 to {steps - 1}), not {shown(scripted)}")
    if scripted != sorted(set(scripted)):
        raise CorruptSave(f"the save's scripted must list each history index once, in order, not {shown(scripted)}")


def check_drawn(data: Mapping[str, Any], scripted: Sequence[int], history: Sequence[tuple[int, str]]) -> None:
    """Refuse a loaded save whose chance outcomes the seed did not draw (``scripted``, as the game
    replayed them) but which the save does not list as scripted: an edited die, card or seed."""
    if "scripted" not in data:  # a save from before the list: read as it was
        return
    not_chance = [i for i in data["scripted"] if history[i][0] != CHANCE]
    if not_chance:
        raise CorruptSave(f"the save's scripted lists step {not_chance[0] + 1}, which is a player's move, not chance")
    edited = sorted(set(scripted) - set(data["scripted"]))
    if edited:
        step = edited[0]
        raise CorruptSave(
            f"step {step + 1} ({shown(history[step][1])}) is not what the save's seed draws there, and the save "
            "does not list it as scripted: its dice, cards or seed were edited"
        )
