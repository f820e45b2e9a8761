"""Words: every sentence of a game (or of the table around it), in each language it speaks.

Each game keeps its sentences in ``words.py`` (the refusals of a position in ``position_words.py``,
which it merges), each beside its French: ``WORDS = Words.pairs({key: (English, French)}, ...)``.
A key names a sentence; its text may hold ``{fields}``. The rules raise refusals as a
:class:`Phrase` (a key and its fields, not yet in a language), so one refusal can be shown in
English in a notebook and in French in a widget. Keys are grouped by a prefix saying who speaks:
``refuse.`` (the rules), ``prompt.``, ``button.`` (the interaction), ``page.`` (the renderer,
sent to the page once with the fixed layout) and so on.

**Grammar that depends on a field** is written as variants of a key, ``"<key>/<condition>:<field>"``,
beside it in the same table, chosen when ``fields[<field>]`` meets the condition (the most specific
variant first, and the key itself when none applies):

* ``you``: the field names the reader: a :class:`Viewer` (the screen's own seat), or a player
  called "You" or "Vous". ``"status_won": "Game over: {name} wins."`` has
  ``"status_won/you:name": "Game over: you win."``; ``"page.row": "{name}'s row"`` has
  ``"page.row/you:name": "Your row"``.
* ``one``: the field is the count 1 (or -1): ``"page.cards": "{n} cards"`` has
  ``"page.cards/one:n": "{n} card"``. The same rule in every language (French says "0 carte" or
  "0 cartes"; we keep it simple), so the page applies it too (``word`` in ``js/src/shell/dom.js``).

Variants are keys like any other (every language has them), sent to the page with the rest.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Any

from .options import shown

DEFAULT_LANGUAGE = "en"

YOU_NAMES = frozenset({"you", "vous"})
"""Player names that mean the reader (case-insensitive): their sentences take the ``you`` variant."""


class Viewer(str):
    """A player's name as that player reads it (the screen's own seat): sentences take their ``you`` form."""

    __slots__ = ()


def is_you(value: Any) -> bool:
    """Whether ``value`` names the reader: a :class:`Viewer`, or a name in :data:`YOU_NAMES`."""
    return isinstance(value, Viewer) or (isinstance(value, str) and value.strip().casefold() in YOU_NAMES)


def is_one(value: Any) -> bool:
    """Whether ``value`` is the count 1 (or -1), which takes the singular (``"1 card"``)."""
    if isinstance(value, str) and value.lstrip("-").isdigit():
        value = int(value)
    return isinstance(value, int | float) and not isinstance(value, bool) and abs(value) == 1


CONDITIONS = {"you": is_you, "one": is_one}
"""What a variant's condition asks of its field (see the module docstring)."""


def variant_of(key: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    """``"page.row/you:name"`` -> ``("page.row", (("you", "name"),))``; a plain key has no conditions."""
    base, *parts = key.split("/")
    conditions = tuple(tuple(part.split(":", 1)) for part in parts)
    if any(len(c) != 2 or c[0] not in CONDITIONS for c in conditions):
        raise ValueError(f"{key!r}: a variant is '<key>/<condition>:<field>' with a condition in {sorted(CONDITIONS)}")
    return base, conditions  # type: ignore[return-value]


def choose(
    templates: Mapping[str, str], key: str, fields: Mapping[str, Any], variants: Sequence[str] | None = None
) -> str:
    """The template of ``key`` in ``templates``, or of its most specific variant that ``fields`` meet
    (``variants``: the variant keys of ``key``, when the caller knows them)."""
    best, most = templates[key], 0
    names = variants if variants is not None else [name for name in templates if name.startswith(key + "/")]
    for name in names:
        conditions = variant_of(name)[1]
        if len(conditions) > most and all(CONDITIONS[c](fields.get(f)) for c, f in conditions):
            best, most = templates[name], len(conditions)
    return best


def say(templates: Mapping[str, str], key: str, **fields: Any) -> str:
    """Sentence ``key`` of a table already in one language (``Words.table``), its variant chosen and
    its fields filled in."""
    return choose(templates, key, fields).format_map(fields)


def sentence(words: str, names: Sequence[str] = ()) -> str:
    """``words`` as a sentence said on its own: a capital first (unless it starts with one of ``names``,
    which stay as their players wrote them: "ann places…"), a full stop last (unless it ends in one)."""
    words = words.strip()
    if not words:
        return words
    named = any(name and words.startswith(name) for name in names)
    return (words if named else words[0].upper() + words[1:]) + ("" if words[-1] in ".!?" else ".")


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
    """One speaker's sentences by language: ``Words(en={key: text}, fr={key: text})``, or written
    pair by pair with :meth:`pairs`, as every wing writes them.

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
        self._variants: dict[str, list[str]] = {}
        for key in english:
            base, conditions = variant_of(key)
            if conditions and (base not in english or not _fields(english[key]) <= _fields(english[base])):
                raise ValueError(f"variant {key!r} needs the key {base!r}, naming every field it names")
            if conditions:
                self._variants.setdefault(base, []).append(key)
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
            raise ValueError(f"lang={shown(lang)} is not available; choose one of: {', '.join(self.languages)}")
        return lang

    def text(self, key: str, lang: str = DEFAULT_LANGUAGE, **fields: Any) -> str:
        """The sentence ``key`` in ``lang`` with ``fields`` filled in (phrases in the same language),
        in the variant the fields ask for (see the module docstring)."""
        templates = self._tables[lang]
        if not fields:
            return templates[key]
        template = choose(templates, key, fields, self._variants[key]) if key in self._variants else templates[key]
        return template.format_map({name: _in(value, lang) for name, value in fields.items()})

    def phrase(self, key: str, **fields: Any) -> Phrase:
        """The sentence ``key`` with its fields, in no language yet (see :class:`Phrase`)."""
        if key not in self._tables[DEFAULT_LANGUAGE]:
            raise KeyError(f"no words for {key!r}")
        return Phrase(self, key, fields)

    def table(self, lang: str, prefix: str) -> dict[str, str]:
        """Every sentence whose key starts with ``prefix``, the prefix removed (what a page draws)."""
        return {key[len(prefix) :]: text for key, text in self._tables[lang].items() if key.startswith(prefix)}

    def __contains__(self, key: object) -> bool:
        return key in self._tables[DEFAULT_LANGUAGE]

    def keys(self) -> tuple[str, ...]:
        """Every key, in the order English lists them."""
        return tuple(self._tables[DEFAULT_LANGUAGE])


DEFAULT_NAMES = "player.default_names"
"""The words key of a game whose default player names are words ("Red|Blue|..."), not first names."""


def default_names(words: Words, count: int, lang: str) -> tuple[str, ...] | None:
    """The default names of ``count`` players in ``lang`` where the game's words name its seats
    (Connect5's colours: "Rouge" and "Bleu" in French), else ``None`` (first names stay as they are)."""
    if DEFAULT_NAMES not in words:
        return None
    names = words.text(DEFAULT_NAMES, lang).split("|")
    return tuple(names[:count]) if 0 < count <= len(names) else None


class Described:
    """A text any language can ask for, said by a function of the language: a position's
    description, a field of a refusal put into the refusal's own language."""

    __slots__ = ("speak",)

    def __init__(self, speak: Callable[[str], str]) -> None:
        self.speak = speak

    def text(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """The text in ``lang``."""
        return self.speak(lang)

    def __str__(self) -> str:
        return self.text()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Described) and str(self) == str(other)

    def __hash__(self) -> int:
        return hash(str(self))


Wording = str | Phrase | Described
"""Text, or words any language can say: what a refusal's field may be."""


def in_language(value: Any, lang: str) -> Any:
    """``value`` said in ``lang`` if it is words (a :class:`Phrase`, a :class:`Described`), else itself."""
    return value.text(lang) if isinstance(value, (Phrase, Described)) else value


_in = in_language


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


# One line a pair where it fits (English, French); the formatter would split every pair.
# fmt: off
PROTOCOL = Words.pairs({
    "refuse.not_your_turn": ("it is not {name}'s turn to act ({position})",
        "ce n'est pas à {name} de jouer ({position})"),
    "refuse.not_your_turn/you:name": ("it is not your turn to act ({position})",
        "ce n'est pas à vous de jouer ({position})"),
    "refuse.cannot_act": ("{name} cannot act now ({position})", "{name} ne peut pas jouer maintenant ({position})"),
    "refuse.actor_type": ("actor must be a player index or CHANCE, not {actor}",
        "un acteur est l'indice d'un joueur ou CHANCE, pas {actor}"),
    "refuse.action_type": ("an action is a string in the game's notation, not {action}",
        "une action est un texte dans la notation du jeu, pas {action}"),
    "refuse.not_an_outcome": ("{action} is not a possible chance outcome here",
        "{action} n'est pas un résultat possible du hasard ici"),
    "refuse.nothing_to_undo": ("there is nothing to undo", "il n'y a rien à annuler"),
    "refuse.undo_chance": (
        "undo never goes back across a die roll or a card drawn (start with undo='practice' to allow it)",
        "annuler ne revient jamais avant un lancer de dé ou une carte piochée (commencez avec undo='practice' pour "
        "le permettre)",
    ),
    "refuse.undo_answered": ("another player has acted since; undo='practice' allows going back further",
        "un autre joueur a joué depuis ; undo='practice' permet de revenir plus loin"),
    "refuse.nothing_to_redo": ("there is nothing to redo", "il n'y a rien à rétablir"),
    "allowed": ("{action} is allowed now", "{action} est permis maintenant"),
    "said.chance": ("chance: {action}", "hasard : {action}"),  # a chance outcome said (hooks._said), by default
    # a position refused (core/checks.py, core/positions.py; each wing adds its own parts' refusals)
    "position.empty": ("position is empty: leave it out (None) to start from the rules' set-up",
        "la position est vide : omettez-la (None) pour partir de la mise en place des règles"),
    "position.text": ("position must be a line of text of up to {most} characters, not {value}",
        "la position doit être une ligne de texte d'au plus {most} caractères, pas {value}"),
    "position.long": ("position must be a line of text of up to {most} characters, not {count} characters",
        "la position doit être une ligne de texte d'au plus {most} caractères, pas {count} caractères"),
    "position.and_option": ("a position and {given} both say where the game starts: give one of them",
        "une position et {given} disent toutes deux où la partie commence : donnez l'une des deux"),
    "position.unknown": ("position {item}: not a part of a position (the parts: {parts})",
        "position {item} : pas une partie d'une position (les parties : {parts})"),
    "position.twice": ("position {item}: {part}= is given twice", "position {item} : {part}= est donné deux fois"),
    "position.number": ("position {item}: {part}= is a whole number from {low} to {high}",
        "position {item} : {part}= est un nombre entier de {low} à {high}"),
    "position.players": ("position {item}: {count} parts separated by |, not one per player ({players})",
        "position {item} : {count} parties séparées par |, pas une par joueur ({players})"),
    "position.players/one:count": ("position {item}: {count} part, not one per player ({players}): separate them by |",
        "position {item} : {count} partie, pas une par joueur ({players}) : séparez-les par |"),
    "position.left_out": ("{part}{value} (left out)", "{part}{value} (omis)"),  # a part taken as the rules set it
    "position.counts": ("position {item}: {part}= is {players} whole numbers of 0 or more, one per player, "
        "separated by , like {example}", "position {item} : {part}= est {players} nombres entiers positifs ou nuls, "
        "un par joueur, séparés par , comme {example}"),
    # a bot's setting refused when the bot is made (core/search.py), not at its first move
    "bot.policy": ("policy must be a playout function taking (game, actor, legal actions, rng) and returning an "
        "action, or None, not {value}",
        "policy doit être une fonction de simulation qui prend (partie, acteur, actions légales, rng) et rend une "
        "action, ou None, pas {value}"),
})
# fmt: on
"""The protocol's own sentences (turns, chance, undo, positions, a bot's settings), in the same shape as a
game's words."""
