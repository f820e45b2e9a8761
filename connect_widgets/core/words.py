"""Words: every sentence of a game (or of the table around it), in each language it speaks.

Each game keeps all of its own sentences in one ``words.py``: ``WORDS = Words(en={...}, fr={...})``.
A key names a sentence; its text may hold ``{fields}``. The rules raise refusals as a
:class:`Phrase` (a key and its fields, not yet in a language), so one refusal can be shown in
English in a notebook and in French in a widget. Keys are grouped by a prefix saying who speaks:
``refuse.`` (the rules), ``prompt.``, ``button.`` (the interaction), ``page.`` (the renderer,
sent to the page once with the fixed layout) and so on.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

DEFAULT_LANGUAGE = "en"


class Phrase:
    """A sentence not yet put into a language: a key of some :class:`Words` and its fields.

    ``str(phrase)`` is English; ``phrase.text("fr")`` is French. A field that is itself a phrase is
    put into the same language.
    """

    __slots__ = ("fields", "key", "words")

    def __init__(self, words: Words, key: str, fields: Mapping[str, Any]) -> None:
        self.words, self.key, self.fields = words, key, fields

    def text(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """The sentence in ``lang``."""
        return self.words.text(self.key, lang, **self.fields)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"Phrase({self.key!r}: {self.text()!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Phrase) and (self.words, self.key, self.fields) == (
            other.words,
            other.key,
            other.fields,
        )

    def __hash__(self) -> int:
        return hash((self.key, str(self)))


class Words:
    """One speaker's sentences by language: ``Words(en={key: text}, fr={key: text})``.

    Every language has exactly the keys of English, and every text names the same fields, so a
    missing or broken translation fails at import time, not in front of a player.
    """

    def __init__(self, **languages: Mapping[str, str]) -> None:
        if DEFAULT_LANGUAGE not in languages:
            raise ValueError("words need English ('en') at least")
        english = languages[DEFAULT_LANGUAGE]
        for lang, table in languages.items():
            if set(table) != set(english):
                odd = sorted(set(table) ^ set(english))
                raise ValueError(f"the {lang!r} words and the English ones differ in: {', '.join(odd)}")
            for key, text in table.items():
                if _fields(text) != _fields(english[key]):
                    raise ValueError(f"{lang!r} {key!r} names other fields than English: {text!r}")
        self._tables = MappingProxyType({lang: MappingProxyType(dict(table)) for lang, table in languages.items()})

    @classmethod
    def pairs(cls, *tables: Mapping[str, tuple[str, str]]) -> Words:
        """Words written as ``{key: (English, French)}``: each sentence beside its translation.

        Every wing writes its words this way, grouped in a few tables by who speaks.
        """
        merged = {key: pair for table in tables for key, pair in table.items()}
        return cls(en={key: en for key, (en, _) in merged.items()}, fr={key: fr for key, (_, fr) in merged.items()})

    @property
    def languages(self) -> tuple[str, ...]:
        """The languages these words are written in, English first."""
        return tuple(self._tables)

    def check_language(self, lang: Any) -> str:
        """``lang`` if these words speak it, else a ``ValueError`` naming the languages."""
        if not isinstance(lang, str) or lang not in self._tables:
            raise ValueError(f"lang={lang!r} is not available; choose one of: {', '.join(self.languages)}")
        return lang

    def text(self, key: str, lang: str = DEFAULT_LANGUAGE, **fields: Any) -> str:
        """The sentence ``key`` in ``lang`` with ``fields`` filled in (phrases in the same language)."""
        template = self._tables[lang][key]
        if not fields:
            return template
        return template.format_map({name: _in(value, lang) for name, value in fields.items()})

    def phrase(self, key: str, **fields: Any) -> Phrase:
        """The sentence ``key`` with its fields, in no language yet (see :class:`Phrase`)."""
        if key not in self._tables[DEFAULT_LANGUAGE]:
            raise KeyError(f"no words for {key!r}")
        return Phrase(self, key, fields)

    def table(self, lang: str, prefix: str) -> dict[str, str]:
        """Every sentence whose key starts with ``prefix``, the prefix removed (what a page draws)."""
        return {key[len(prefix) :]: text for key, text in self._tables[lang].items() if key.startswith(prefix)}

    def keys(self) -> tuple[str, ...]:
        """Every key, in the order English lists them."""
        return tuple(self._tables[DEFAULT_LANGUAGE])


def _in(value: Any, lang: str) -> Any:
    return value.text(lang) if isinstance(value, Phrase) else value


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


PROTOCOL = Words(
    en={
        "refuse.not_your_turn": "it is not {name}'s turn to act ({position})",
        "refuse.cannot_act": "{name} cannot act now ({position})",
        "refuse.actor_type": "actor must be a player index or CHANCE, not {actor}",
        "refuse.action_type": "an action is a string in the game's notation, not {action}",
        "refuse.not_an_outcome": "{action} is not a possible chance outcome here",
        "refuse.nothing_to_undo": "there is nothing to undo",
        "refuse.undo_chance": (
            "undo never goes back across a die roll or a card drawn (start with undo='practice' to allow it)"
        ),
        "refuse.undo_answered": "another player has acted since; undo='practice' allows going back further",
        "refuse.nothing_to_redo": "there is nothing to redo",
        "allowed": "{action} is allowed now",
    }
)
"""The protocol's own sentences (turns, chance, undo), in the same shape as a game's words."""
