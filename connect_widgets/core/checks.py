"""Checks of what a caller hands the base class (players, seeds, saved entries), and chance sampling."""

from __future__ import annotations

import random
import re
import secrets
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any, Final

from .errors import CorruptSave, Refused
from .info import GameInfo
from .options import Option, shown, whole
from .sums import float_sum
from .words import PROTOCOL

MAX_NAME_LENGTH: Final = 40


def sample_outcome(outcomes: list[tuple[str, float]], rng: random.Random) -> str:
    """One outcome drawn by probability (the last one absorbs float rounding)."""
    pick = rng.random() * float_sum(probability for _, probability in outcomes)
    for action, probability in outcomes:
        pick -= probability
        if pick < 0:
            return action
    return outcomes[-1][0]


def player_names(info: GameInfo, players: int | Sequence[str]) -> tuple[str, ...]:
    """The players' names from a count (the game's default names) or a list; ``ValueError`` if bad."""
    allowed = f"{info.min_players} to {info.max_players}"
    count = whole(players)
    if count is not None:
        if not info.min_players <= count <= info.max_players:
            raise ValueError(f"{info.title} is for {allowed} players, not {shown(players)}")
        return tuple(info.default_names[:count])
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise ValueError(f"players must be a count ({allowed}) or a list of names, not {shown(players)}")
    names = tuple(players)
    if not info.min_players <= len(names) <= info.max_players:
        raise ValueError(f"{info.title} is for {allowed} players, not {len(names)}")
    for name in names:
        _check_name(name)
    if len(set(names)) != len(names):
        raise ValueError(f"player names must differ: {list(names)}")
    _check_shown_apart(names)
    return names


def _check_name(name: Any) -> None:
    """Refuse, saying why, a player's name that is not one short line of text showing at least one
    character: the log, the scores and the refusals name players by it."""
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_LENGTH:
        raise ValueError(f"a player name is 1 to {MAX_NAME_LENGTH} characters of text, not {shown(name)}")
    if not sendable(name):
        raise ValueError(f"a player name must be text the page can show (no lone surrogate), not {name!r}")
    if any(unicodedata.category(c) in LINE_BREAKING or c in BIDI_CONTROLS for c in name):
        raise ValueError(f"a player name is one line of plain text (no control or direction mark), not {name!r}")
    hidden = _stray_format(name)
    if hidden:
        raise ValueError(f"a player name is one line of plain text (no invisible character: {hidden}), not {name!r}")
    if not any(_visible(c) for c in name):
        raise ValueError(f"a player name must show a character (not only invisible ones or accents), not {name!a}")


def _check_shown_apart(names: Sequence[str]) -> None:
    """Refuse two names the page shows alike: the same once composed the same way (NFC: "e" and a
    combining acute accent is "é") and without the joiners a name may hold. Case is kept: "ann" and
    "Ann" show apart, and the log says each name as its player wrote it."""
    seen: dict[str, str] = {}
    for name in names:
        key = unicodedata.normalize("NFC", "".join(c for c in name if c not in JOINERS))
        if key in seen:
            first = seen[key]
            raise ValueError(
                f"player names must differ: {first!r} and {name!r} show the same name, "
                f"written two ways: {first!a} and {name!a}"
            )
        seen[key] = name


def _stray_format(name: str) -> str:
    """The first format character (Unicode category Cf, drawn as nothing) of ``name`` that is not
    part of a sequence drawn as one: a joiner between two characters, or a regional flag's tags.
    It is given as "U+200B ZERO WIDTH SPACE"; "" if there is none."""
    text = REGION_FLAG.sub("\U0001f3f4", name)
    for at, char in enumerate(text):
        if unicodedata.category(char) != "Cf":
            continue
        if char in JOINERS and 0 < at < len(text) - 1 and _joinable(text[at - 1]) and _joinable(text[at + 1]):
            continue
        what = f"U+{ord(char):04X} {unicodedata.name(char, '')}".rstrip()
        return f"{what}, which only joins two characters, as in an emoji" if char in JOINERS else what
    return ""


def _joinable(char: str) -> bool:
    """Whether a joiner next to ``char`` stands inside a word or an emoji: not by a space or another
    invisible character."""
    return not char.isspace() and unicodedata.category(char) != "Cf"


def _visible(char: str) -> bool:
    """Whether ``char`` shows on its own: not a space, a format character, a combining mark (an accent
    shows only on a letter) or a character drawn blank."""
    return not char.isspace() and unicodedata.category(char) not in NOT_SHOWN_ALONE and char not in BLANKS


LINE_BREAKING: Final = frozenset({"Cc", "Zl", "Zp"})
"""Unicode categories a name may not hold: control characters (a line break, a tab) and the line and
paragraph separators (U+2028, U+2029)."""
BIDI_CONTROLS: Final = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""Characters that turn the direction of the text after them: in a name, they would garble the log
line it stands in ("Ann: e3" read backwards). A name in Arabic or Hebrew needs none of them."""
JOINERS: Final = frozenset("\u200c\u200d")
"""The zero width non-joiner and joiner (category Cf), which a name may hold between two characters:
they make one picture of an emoji sequence ("👩\u200d💻", a woman and a laptop: a woman programmer) and
shape the letters of Persian or Indic words. Any other format character is refused."""
REGION_FLAG: Final = re.compile("\U0001f3f4[\U000e0020-\U000e007e]+\U000e007f")
"""A region's flag: a black flag, then tag characters (category Cf) naming the region, then the cancel
tag ("🏴" + "gbsct" in tags is Scotland's flag). A name may hold one."""
NOT_SHOWN_ALONE: Final = frozenset({"Cf", "Mn", "Me"})
"""Unicode categories of characters that show nothing by themselves: format characters and
combining marks. A name needs one character of another kind."""
BLANKS: Final = frozenset("\u115f\u1160\u3164\uffa0\u2800")
"""Letters and symbols drawn as blank space: the Hangul fillers and the blank Braille pattern. A name
may hold them, but a name of them alone shows nothing."""


def sendable(text: str) -> bool:
    """Whether ``text`` can travel to the page as UTF-8: a lone surrogate ("\\ud800") cannot, and would
    make every later message of the widget fail to send."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


MAX_SEED: Final = 2**63
"""Seeds are integers from 0 to 2**63 - 1: any of them is saved and read back exactly."""


def check_count(name: str, value: Any, *, optional: bool = False) -> int | None:
    """``value`` as an ``int`` if it is a whole number from 1 (or ``None``, if ``optional``); else a
    ``ValueError`` naming ``name``."""
    if optional and value is None:
        return None
    count = whole(value)
    if count is None or count < 1:
        allowed = "None or a positive whole number" if optional else "a positive whole number"
        raise ValueError(f"{name} must be {allowed}, not {shown(value)}")
    return count


def check_whole(name: str, value: Any, low: int = 0, high: int | None = None) -> int:
    """``value`` as an ``int`` if it is a whole number from ``low`` (to ``high``, if given); else a
    ``ValueError`` naming ``name``."""
    number = whole(value)
    if number is None or number < low or (high is not None and number > high):
        bound = "" if high is None else f" to {high}"
        raise ValueError(f"{name} must be a whole number from {low}{bound}, not {shown(value)}")
    return number


def check_from_0_to_10(name: str, value: float) -> None:
    """Refuse a setting that is not a number from 0 to 10, by name."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 10:  # NaN too
        raise ValueError(f"{name} must be a number from 0 to 10, not {shown(value)}")


def check_index(value: Any, count: int, name: str) -> int:
    """``value`` if it is a whole number from 0 to ``count - 1``, else a ValueError naming ``name``."""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < count:
        raise ValueError(f"{name} must be an index from 0 to {count - 1}, not {shown(value)}")
    return value


MAX_POSITION = 20_000
"""A position longer than this many characters is refused before it is read."""


def check_position(position: Any, declared: tuple[Option, ...] = (), options: Mapping[str, Any] | None = None) -> str:
    """``position`` as text ("" for none); a ``ValueError`` if it is not short text, or if an option
    that is a start position too (:attr:`~.options.Option.start`) was given with it."""
    if position is None:
        return ""
    for option in declared:
        value = (options or {}).get(option.name, option.default)
        if option.start and value != option.default:
            raise Refused(PROTOCOL.phrase("position.and_option", given=f"{option.name}={shown(value)}"))
    # Refused, so that a French widget says them in French (table.py), as the wings' own refusals
    if isinstance(position, str) and not position.strip():
        raise Refused(PROTOCOL.phrase("position.empty"))
    if not isinstance(position, str):
        raise Refused(PROTOCOL.phrase("position.text", most=MAX_POSITION, value=shown(position)))
    if len(position) > MAX_POSITION:
        raise Refused(PROTOCOL.phrase("position.long", most=MAX_POSITION, count=len(position)))
    return position


def check_seed(seed: int | None) -> int:
    """``seed``, or a fresh random one for ``None`` (stored, so the game stays reproducible)."""
    if seed is None:
        return secrets.randbelow(MAX_SEED)
    number = seed_number(seed)
    if number is None:
        raise ValueError(f"seed must be an integer from {SEEDS}, or None, not {shown(seed)}")
    return number


SEEDS: Final = "0 to 2**63 - 1"
"""The seeds a game takes, as its refusals say them."""


def seed_number(seed: Any) -> int | None:
    """``seed`` as a Python int (whatever integer it came as: a save writes it as JSON) if it is a seed
    a game takes, else ``None``: the one test of a seed, for a game and for the arena."""
    number = whole(seed)
    return number if number is not None and 0 <= number < MAX_SEED else None


def check_entry(entry: Any, step: int) -> tuple[int, str]:
    """A saved history entry as ``(actor, action)``; :class:`CorruptSave` naming the step if malformed."""
    if (
        not isinstance(entry, (list, tuple))
        or len(entry) != 2
        or not isinstance(entry[0], int)
        or isinstance(entry[0], bool)
        or not isinstance(entry[1], str)
    ):
        raise CorruptSave(f"step {step} should be [actor, action], not {shown(entry)}")
    return entry[0], entry[1]
