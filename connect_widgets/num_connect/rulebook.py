"""The rulebook's own sentences (French, quoted as written), for refusals and the rules panel.

:data:`RULEBOOK` holds each passage under the rulebook's own heading; :data:`GROUNDS` says which
passage each refusal rests on, and :func:`refusal` makes the refusal that quotes it.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import IllegalAction
from ..core.rulebook import Quote, Rulebook
from .words import WORDS

RULEBOOK = Rulebook(
    file="003_1919311eca47b907.txt",
    language="fr",
    quotes={
        "composition": Quote(
            "Composition du jeu",
            "Valeurs : 0 a 16. Couleurs classiques + cartes speciales Rainbow et Shadow. "
            "Il existe une seule carte par valeur et par couleur.",
        ),
        "first_lay": Quote(
            "Premiere pose d'un joueur",
            "Pour poser ses premieres cartes (dans une grille existante ou nouvelle), le joueur doit jouer : "
            "une combinaison d'au moins 3 cartes, autonome ou connectee, contenant au moins une Rainbow et une Shadow.",
        ),
        "minimum": Quote("Combinaisons valides", "Une combinaison doit contenir au minimum 3 cartes.", "minimum"),
        "set": Quote(
            "Combinaisons valides",
            "Toutes les cartes ont la meme valeur. Toutes les couleurs doivent etre differentes. Maximum 6 cartes.",
            "meme valeur",
        ),
        "run": Quote(
            "Combinaisons valides",
            "Les cartes se suivent en valeur. Variante 1 : meme couleur. "
            "Variante 2 : multicolore (couleurs differentes).",
            "suite",
        ),
        "rainbow": Quote(
            "Regle speciale Rainbow",
            "Dans une combinaison multicolore, Rainbow compte comme une couleur differente. "
            "Dans une suite de meme couleur, Rainbow peut remplacer une ou plusieurs cartes manquantes. "
            "Dans une suite multicolore, Rainbow permet de recommencer une nouvelle suite et d'autoriser a nouveau "
            "les memes couleurs, voire un changement de type de suite.",
        ),
        "shadow": Quote(
            "Regle speciale Shadow",
            "Shadow doit toujours etre placee en debut ou en fin de combinaison. "
            "Elle peut, comme Rainbow, completer une combinaison de couleur. "
            "Seule une autre Shadow peut etre posee juste avant ou juste apres une Shadow.",
        ),
        # Rainbow and Shadow complete a combination: alone they make none (refuse.no_number).
        "completing": Quote(
            "Regle speciale Shadow", "Elle peut, comme Rainbow, completer une combinaison de couleur.", "completer"
        ),
        "connection": Quote(
            "Connexion a une grille",
            "Une nouvelle combinaison doit etre connectee a une combinaison existante via une autre carte, "
            "en respectant toutes les regles. Une carte peut etre ajoutee devant et/ou derriere des cartes deja "
            "posees. La nouvelle combinaison doit toujours faire au minimum 3 cartes.",
        ),
        # Joined "via une autre carte": through that one card, so it touches no other (refuse.touching).
        "via": Quote(
            "Connexion a une grille",
            "Une nouvelle combinaison doit etre connectee a une combinaison existante via une autre carte, "
            "en respectant toutes les regles.",
            "via une autre carte",
        ),
        "extension": Quote(
            "Extensions des combinaisons",
            "Tous les joueurs peuvent ajouter des cartes devant ou derriere une combinaison deja posee. "
            "Les regles de validite doivent toujours etre respectees. Une combinaison doit rester d'au moins 3 "
            "cartes. Un coude a angle droit est possible si la combinaison reste valide sur 3 cartes.",
        ),
        "free": Quote(
            "Combinaisons libres",
            "Une combinaison peut etre posee hors de la grille principale si elle contient : "
            "au moins une Rainbow, au moins une Shadow.",
        ),
        "blocked": Quote(
            "Cas particulier : joueur bloque", "Si un joueur ne peut pas jouer : il pioche, il se defausse."
        ),
        "discard": Quote("Conseils strategiques", "Defausser une carte a chaque tour est obligatoire.", "defausse"),
        # The one sentence naming the hand: a player lays and discards the cards of their own (refuse.not_in_hand).
        "hand": Quote("Conseils strategiques", "Le premier a vider sa main gagne immediatement.", "main"),
        "end": Quote("Fin de partie", "La partie s'arrete immediatement lorsqu'un joueur pose sa derniere carte."),
    },
)
"""Each passage quoted, by key, under the rulebook's own (French) heading."""

TRANSLATIONS: dict[str, str] = {
    "composition": "Values: 0 to 16. Classic colours + special Rainbow and Shadow cards. "
    "There is a single card per value and per colour.",
    "first_lay": "To lay their first cards (in an existing or a new grid), the player must play: a combination of "
    "at least 3 cards, standalone or connected, holding at least one Rainbow and one Shadow.",
    "minimum": "A combination must hold at least 3 cards.",
    "set": "All the cards have the same value. All the colours must be different. At most 6 cards.",
    "run": "The cards follow one another in value. Variant 1: same colour. Variant 2: multicolour (different colours).",
    "rainbow": "In a multicolour combination, Rainbow counts as a different colour. In a same-colour run, Rainbow can "
    "replace one or more missing cards. In a multicolour run, Rainbow lets a new run start, allowing the same "
    "colours again, or even a change of the kind of run.",
    "completing": "Like Rainbow, it can complete a colour combination.",
    "shadow": "Shadow must always be placed at the start or the end of a combination. Like Rainbow, it can complete "
    "a colour combination. Only another Shadow may be laid just before or just after a Shadow.",
    "connection": "A new combination must be connected to an existing combination through another card, following "
    "all the rules. A card may be added in front of and/or behind cards already laid. The new combination must "
    "always be at least 3 cards.",
    "via": "A new combination must be connected to an existing combination through another card, following all "
    "the rules.",
    "extension": "Every player may add cards in front of or behind a combination already laid. The rules of "
    "validity must always be followed. A combination must stay at least 3 cards long. A right-angle bend is "
    "possible if the combination stays valid over 3 cards.",
    "free": "A combination may be laid outside the main grid if it holds: at least one Rainbow, at least one Shadow.",
    "blocked": "If a player cannot play: they draw, they discard.",
    "discard": "Discarding a card every turn is compulsory.",
    "hand": "The first to empty their hand wins at once.",
    "end": "The game stops at once when a player lays their last card.",
}
"""Our English translation of each quote, by the same key: English widgets show it, marked as a
translation, with the French original one click away (:func:`shown_rule`)."""


def shown_rule(key: str, lang: str) -> dict[str, str]:
    """Passage ``key`` as a widget in ``lang`` shows it: ``section`` and ``text`` in ``lang`` (the French
    original in French); in any other language also ``translated`` (the mark saying it is our
    translation), ``original_section``, ``original`` (the rulebook's own words) and ``original_lang``."""
    quote = RULEBOOK[key]
    section = WORDS.text(f"section.{key}", lang)
    if lang == RULEBOOK.language:
        return {"section": section, "text": quote.text}
    return {
        "section": section,
        "text": TRANSLATIONS[key],
        "translated": WORDS.text("rule.translated", lang),
        "original_section": quote.section,
        "original": quote.text,
        "original_lang": RULEBOOK.language,
    }


GROUNDS: dict[str, str] = {
    "refuse.too_short": "minimum",
    "refuse.no_number": "completing",
    "refuse.shadow_inside": "shadow",
    "refuse.next_to_shadow": "shadow",
    "refuse.set_colours": "set",
    "refuse.set_too_big": "set",
    "refuse.run_gap": "run",
    "refuse.rainbow_between": "rainbow",
    "refuse.rainbow_one": "rainbow",
    "refuse.run_colours": "run",
    "refuse.run_range": "composition",
    "refuse.first_lay": "first_lay",
    "refuse.not_opened": "first_lay",
    "refuse.free_needs_jokers": "free",
    "refuse.touching": "via",
    "refuse.no_anchor": "connection",
    "refuse.not_an_end": "extension",
    "refuse.bend": "extension",
    "refuse.no_third_card": "connection",
    "refuse.line": "connection",
    "refuse.not_in_hand": "hand",
    "refuse.must_draw_or_lay": "blocked",
    "refuse.must_discard": "discard",
    "refuse.finish_pending": "connection",
    "refuse.draw_once": "blocked",
    "refuse.bad_notation": "composition",
    "refuse.game_over": "end",
    "click.select_card": "connection",
    "click.cell_taken": "connection",
}
"""A refusal's words key -> the key of the passage it rests on (every refusal but :data:`UNGROUNDED`)."""

UNGROUNDED = frozenset({"click.not_your_turn", "click.hidden_hand", "click.unknown_target"})
"""The clicks that no passage governs, which quote none: the rulebook's "Deroulement d'un tour" has a
heading and no text, and "Composition du jeu", which they quoted, is about the cards."""


def rule_line(key: str) -> str:
    """The passage ``key`` as a refusal quotes it: its heading, then its text."""
    quote = RULEBOOK[key]
    return f"{quote.section} : {quote.text}"


def refusal(key: str, action: str | None = None, lang: str = "en", **fields: Any) -> IllegalAction:
    """The refusal ``key`` of :data:`~.words.WORDS`, quoting the passage it rests on (none for a click
    that no passage governs: :data:`UNGROUNDED`).

    Its phrase reads in any language; its message (``str()``) is in ``lang``.
    """
    phrase = WORDS.phrase(key, **fields)
    ground = None if key in UNGROUNDED else GROUNDS[key]  # a key in neither is a slip: raised, not unquoted
    quoted = RULEBOOK[ground] if ground else ""
    error = IllegalAction(phrase if lang == "en" else phrase.text(lang), rule=quoted, action=action)
    error.phrase = phrase  # any language on demand, even when the message was written in French
    error.rule = rule_line(ground) if ground else ""  # the heading too, as the rules panel and the notices show it
    return error
