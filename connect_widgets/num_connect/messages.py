"""Every message the game speaks, in English and French, keyed by reason code.

Each entry names the rulebook section it comes from (a key of :data:`~.rulebook.RULEBOOK`), so a
refusal can quote the rule. ``message(code, lang)`` picks the language (``"en"`` or ``"fr"``).
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # ---------------------------------------------------------------- combinations
    "too_short": {
        "section": "minimum",
        "en": "a combination needs at least 3 cards",
        "fr": "une combinaison doit contenir au minimum 3 cartes",
    },
    "no_number": {
        "section": "minimum",
        "en": "a combination needs at least one numbered card (Rainbows and Shadows alone have no value)",
        "fr": "une combinaison doit contenir au moins une carte numerotee "
        "(Rainbow et Shadow seules n'ont pas de valeur)",
    },
    "shadow_inside": {
        "section": "shadow",
        "en": "a Shadow must be at the start or the end of a combination; only another Shadow may stand next to it",
        "fr": "Shadow doit toujours etre placee en debut ou en fin de combinaison ; "
        "seule une autre Shadow peut etre posee juste a cote",
    },
    "next_to_shadow": {
        "section": "shadow",
        "en": "only another Shadow may be laid right next to a laid Shadow",
        "fr": "seule une autre Shadow peut etre posee juste avant ou juste apres une Shadow",
    },
    "set_colours": {
        "section": "set",
        "en": "in a set (same value) all colours must be different",
        "fr": "dans une combinaison de meme valeur, toutes les couleurs doivent etre differentes",
    },
    "set_too_big": {
        "section": "set",
        "en": "a set (same value) has at most 6 cards",
        "fr": "une combinaison de meme valeur compte au maximum 6 cartes",
    },
    "run_gap": {
        "section": "run",
        "en": "the values must follow one another (or all be the same); "
        "a Rainbow fills missing values only in a same-colour run",
        "fr": "les cartes doivent se suivre en valeur (ou avoir toutes la meme valeur) ; "
        "Rainbow ne remplace des cartes manquantes que dans une suite de meme couleur",
    },
    "rainbow_between": {
        "section": "rainbow",
        "en": "a Rainbow replaces missing cards: it cannot stand between two cards that already follow",
        "fr": "Rainbow remplace des cartes manquantes : elle ne peut pas se placer entre deux cartes qui se suivent",
    },
    "run_colours": {
        "section": "run",
        "en": "a run is either one colour or all different colours (a Rainbow lets the colours start again)",
        "fr": "une suite est soit de meme couleur, soit multicolore (couleurs differentes) ; "
        "une Rainbow permet de recommencer",
    },
    "run_range": {
        "section": "composition",
        "en": "the run would go below 0 or above 16 (counting the values its Rainbows and Shadows stand for)",
        "fr": "la suite depasserait 0 ou 16 (en comptant les valeurs des Rainbow et Shadow)",
    },
    # ---------------------------------------------------------------- laying on the grids
    "first_lay": {
        "section": "first_lay",
        "en": "your first lay must be a combination of at least 3 cards holding at least one Rainbow and one Shadow",
        "fr": "la premiere pose doit etre une combinaison d'au moins 3 cartes "
        "contenant au moins une Rainbow et une Shadow",
    },
    "not_opened": {
        "section": "first_lay",
        "en": "you can extend combinations only after your first lay",
        "fr": "on ne peut etendre une combinaison qu'apres sa premiere pose",
    },
    "free_needs_jokers": {
        "section": "free",
        "en": "a combination outside the main grid must hold at least one Rainbow and one Shadow",
        "fr": "une combinaison hors de la grille principale doit contenir au moins une Rainbow et une Shadow",
    },
    "touching": {
        "section": "connection",
        "en": "a card may touch only the cards of its own combination (and the card it connects through)",
        "fr": "une carte ne touche que les cartes de sa propre combinaison (et la carte de connexion)",
    },
    "no_anchor": {
        "section": "connection",
        "en": "a new combination connects through a laid card: start next to a card that is crossed by no other line",
        "fr": "une nouvelle combinaison se connecte via une carte deja posee, qui n'est pas deja croisee",
    },
    "not_an_end": {
        "section": "extension",
        "en": "cards are added in front of or behind a laid combination, next to its first or last card",
        "fr": "on ajoute des cartes devant ou derriere une combinaison deja posee",
    },
    "bend": {
        "section": "extension",
        "en": "a right-angle bend is allowed only after at least 3 cards in a straight line",
        "fr": "un coude a angle droit n'est possible qu'apres au moins 3 cartes en ligne",
    },
    "invalid_after": {
        "section": "extension",
        "en": "the combination would no longer be valid",
        "fr": "la combinaison ne serait plus valide",
    },
    "line": {
        "section": "connection",
        "en": "a tentative combination grows in a straight line, at either of its ends",
        "fr": "une combinaison en cours se pose en ligne droite, a l'un de ses deux bouts",
    },
    "not_in_hand": {
        "section": "composition",
        "en": "that card is not in your hand",
        "fr": "cette carte n'est pas dans votre main",
    },
    "must_draw_or_lay": {
        "section": "blocked",
        "en": "lay cards first, or draw if you cannot play; then discard",
        "fr": "posez d'abord des cartes, ou piochez si vous ne pouvez pas jouer ; puis defaussez",
    },
    "must_discard": {
        "section": "discard",
        "en": "you have drawn: now discard one card to end your turn",
        "fr": "vous avez pioche : defaussez une carte pour finir votre tour",
    },
    "finish_pending": {
        "section": "connection",
        "en": "finish the tentative combination first: confirm it or take it back",
        "fr": "terminez d'abord la combinaison en cours : validez-la ou reprenez-la",
    },
    "draw_once": {
        "section": "blocked",
        "en": "you draw only when you have laid nothing this turn, and the draw pile must not be empty",
        "fr": "on ne pioche que si l'on n'a rien pose ce tour, et si la pioche n'est pas vide",
    },
    "bad_notation": {
        "section": "composition",
        "en": "not an action of Num Connect (see the notation: draw, discard R7, new *, cross g0 r1c2 R7, "
        "put g0 r2c2 R8, ext g0 r0c3 R9, confirm, cancel)",
        "fr": "action inconnue (notation : draw, discard R7, new *, cross g0 r1c2 R7, put g0 r2c2 R8, "
        "ext g0 r0c3 R9, confirm, cancel)",
    },
    "game_over": {
        "section": "end",
        "en": "the game is over",
        "fr": "la partie est terminee",
    },
    # ---------------------------------------------------------------- clicks and prompts (widget)
    "select_card": {
        "section": "connection",
        "en": "select a card in your hand first",
        "fr": "selectionnez d'abord une carte de votre main",
    },
    "cell_taken": {
        "section": "connection",
        "en": "that cell already holds a card: click an empty cell",
        "fr": "cette case est deja occupee : cliquez une case vide",
    },
    "hidden_hand": {
        "section": "composition",
        "en": "the hand is hidden: click 'show my hand' first",
        "fr": "la main est cachee : cliquez d'abord sur 'voir ma main'",
    },
    "not_your_turn": {
        "section": "composition",
        "en": "it is not your turn",
        "fr": "ce n'est pas votre tour",
    },
    "unknown_target": {
        "section": "composition",
        "en": "nothing to click there",
        "fr": "rien a cliquer ici",
    },
    "prompt_pass": {"section": "composition", "en": "pass the screen to {name}", "fr": "passez l'ecran a {name}"},
    "prompt_first": {
        "section": "first_lay",
        "en": "{name}: lay your first combination (3+ cards with a Rainbow and a Shadow), or draw",
        "fr": "{name} : posez votre premiere combinaison (3 cartes ou plus avec une Rainbow et une Shadow), ou piochez",
    },
    "prompt_play": {
        "section": "extension",
        "en": "{name}: select a card, then click a cell to lay it, or draw",
        "fr": "{name} : choisissez une carte puis cliquez une case pour la poser, ou piochez",
    },
    "prompt_more": {
        "section": "discard",
        "en": "{name}: lay more cards, or select one and discard it to end your turn",
        "fr": "{name} : posez d'autres cartes, ou defaussez-en une pour finir votre tour",
    },
    "prompt_pending": {
        "section": "connection",
        "en": "{name}: add cards at either end, then confirm (or take back)",
        "fr": "{name} : ajoutez des cartes a un bout, puis validez (ou reprenez)",
    },
    "prompt_discard": {
        "section": "discard",
        "en": "{name}: select a card and discard it",
        "fr": "{name} : choisissez une carte et defaussez-la",
    },
    "prompt_wait": {"section": "composition", "en": "{name} is playing", "fr": "{name} joue"},
    "prompt_over": {"section": "end", "en": "game over: {name} won", "fr": "partie terminee : {name} gagne"},
}
"""Reason code -> {"section", "en", "fr"}."""

LANGS = ("en", "fr")


def message(code: str, lang: str = "en") -> str:
    """The message of reason ``code`` in ``lang`` (``"en"`` or ``"fr"``)."""
    if lang not in LANGS:
        raise ValueError(f"lang={lang!r} is not supported; choose one of: {', '.join(LANGS)}")
    return MESSAGES[code][lang]


def section(code: str) -> str:
    """The rulebook section behind reason ``code``."""
    return MESSAGES[code]["section"]
