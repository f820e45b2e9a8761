"""A game's rulebook sentences, quoted verbatim, in one shape for every game.

Each game's ``rulebook.py`` holds ``RULEBOOK = Rulebook(file, language, {key: Quote(section, text)})``.
A refusal carries a :class:`Quote` as its rule, so the widget can show the sentence under its
heading. ``tests/test_rulebooks.py`` checks every quote against the rulebook file itself.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType


@dataclass(frozen=True)
class Quote:
    """One passage of the rulebook, word for word, and the heading it stands under.

    ``section`` is the rulebook's own heading, verbatim; ``detail`` is a short word of ours when one
    heading covers several passages ("place" under "How to Play"); ``key`` is the passage's key in its
    :class:`Rulebook` (set there), which names its heading in the game's words (``section.<key>``).
    """

    section: str
    text: str
    detail: str = ""
    key: str = field(default="", compare=False)

    @property
    def title(self) -> str:
        """How the rules panel names the passage: ``"How to Play: place"``."""
        return f"{self.section}: {self.detail}" if self.detail else self.section


class Rulebook:
    """The quoted passages of one rulebook, by key, in the rulebook's order."""

    def __init__(self, file: str, language: str, quotes: Mapping[str, Quote]) -> None:
        self.file, self.language = file, language
        self._quotes = MappingProxyType({key: replace(quote, key=key) for key, quote in quotes.items()})

    def __getitem__(self, key: str) -> Quote:
        return self._quotes[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._quotes)

    def __len__(self) -> int:
        return len(self._quotes)

    def text(self, key: str) -> str:
        """The quoted text of ``key``."""
        return self._quotes[key].text

    def quotes(self) -> tuple[Quote, ...]:
        """Every quote, in the rulebook's order."""
        return tuple(self._quotes.values())
