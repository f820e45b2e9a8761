"""The sixteen objects drawn on the cards: a name (for aria labels and the notation of examples)
and a text emoji (the drawing). Nothing is fetched: the emoji are the pictures.

The umbrella comes first because the rulebook's second example is about it.
"""

from __future__ import annotations

from typing import Final

OBJECTS: Final[tuple[tuple[str, str], ...]] = (
    ("umbrella", "\u2602\ufe0f"),  # ☂️
    ("apple", "\U0001f34e"),  # 🍎
    ("fish", "\U0001f41f"),  # 🐟
    ("key", "\U0001f511"),  # 🔑
    ("balloon", "\U0001f388"),  # 🎈
    ("star", "\u2b50"),  # ⭐
    ("moon", "\U0001f319"),  # 🌙
    ("bicycle", "\U0001f6b2"),  # 🚲
    ("top hat", "\U0001f3a9"),  # 🎩
    ("anchor", "\u2693"),  # ⚓
    ("cactus", "\U0001f335"),  # 🌵
    ("snail", "\U0001f40c"),  # 🐌
    ("guitar", "\U0001f3b8"),  # 🎸
    ("glasses", "\U0001f453"),  # 👓
    ("cup", "\u2615"),  # ☕
    ("carrot", "\U0001f955"),  # 🥕
)
"""``(name, emoji)`` of each object, in a fixed order (the generator numbers objects by it)."""

OBJECT_NAMES: Final[tuple[str, ...]] = tuple(name for name, _ in OBJECTS)
"""The object names in order."""

EMOJI: Final[dict[str, str]] = dict(OBJECTS)
"""Object name -> its emoji."""
