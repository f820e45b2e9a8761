"""The rulebook's own sentences (French, quoted as written), by section, for refusals and the rules panel."""

from __future__ import annotations

RULEBOOK: dict[str, str] = {
    "composition": (
        "Valeurs : 0 a 16. Couleurs classiques + cartes speciales Rainbow et Shadow. "
        "Il existe une seule carte par valeur et par couleur."
    ),
    "first_lay": (
        "Pour poser ses premieres cartes (dans une grille existante ou nouvelle), le joueur doit jouer : "
        "une combinaison d'au moins 3 cartes, autonome ou connectee, contenant au moins une Rainbow et une Shadow."
    ),
    "minimum": "Une combinaison doit contenir au minimum 3 cartes.",
    "set": "Toutes les cartes ont la meme valeur. Toutes les couleurs doivent etre differentes. Maximum 6 cartes.",
    "run": (
        "Les cartes se suivent en valeur. Variante 1 : meme couleur. Variante 2 : multicolore (couleurs differentes)."
    ),
    "rainbow": (
        "Dans une combinaison multicolore, Rainbow compte comme une couleur differente. "
        "Dans une suite de meme couleur, Rainbow peut remplacer une ou plusieurs cartes manquantes. "
        "Dans une suite multicolore, Rainbow permet de recommencer une nouvelle suite et d'autoriser a nouveau "
        "les memes couleurs, voire un changement de type de suite."
    ),
    "shadow": (
        "Shadow doit toujours etre placee en debut ou en fin de combinaison. "
        "Elle peut, comme Rainbow, completer une combinaison de couleur. "
        "Seule une autre Shadow peut etre posee juste avant ou juste apres une Shadow."
    ),
    "connection": (
        "Une nouvelle combinaison doit etre connectee a une combinaison existante via une autre carte, "
        "en respectant toutes les regles. Une carte peut etre ajoutee devant et/ou derriere des cartes deja posees. "
        "La nouvelle combinaison doit toujours faire au minimum 3 cartes."
    ),
    "extension": (
        "Tous les joueurs peuvent ajouter des cartes devant ou derriere une combinaison deja posee. "
        "Les regles de validite doivent toujours etre respectees. Une combinaison doit rester d'au moins 3 cartes. "
        "Un coude a angle droit est possible si la combinaison reste valide sur 3 cartes."
    ),
    "free": "Une combinaison peut etre posee hors de la grille principale si elle contient : "
    "au moins une Rainbow, au moins une Shadow.",
    "blocked": "Si un joueur ne peut pas jouer : il pioche, il se defausse.",
    "discard": "Defausser une carte a chaque tour est obligatoire.",
    "end": "La partie s'arrete immediatement lorsqu'un joueur pose sa derniere carte.",
}
"""Section key -> the rulebook's text for that section."""

TITLES: dict[str, tuple[str, str]] = {
    "composition": ("Composition", "Composition du jeu"),
    "first_lay": ("First lay", "Premiere pose d'un joueur"),
    "minimum": ("Valid combinations", "Combinaisons valides"),
    "set": ("Valid combinations: sets", "Combinaisons valides"),
    "run": ("Valid combinations: runs", "Combinaisons valides"),
    "rainbow": ("Rainbow rule", "Regle speciale Rainbow"),
    "shadow": ("Shadow rule", "Regle speciale Shadow"),
    "connection": ("Connecting to a grid", "Connexion a une grille"),
    "extension": ("Extending combinations", "Extensions des combinaisons"),
    "free": ("Free combinations", "Combinaisons libres"),
    "blocked": ("Blocked player", "Cas particulier : joueur bloque"),
    "discard": ("Discard", "Conseils strategiques"),
    "end": ("End of the game", "Fin de partie"),
}
"""Section key -> (English title, the rulebook's French heading)."""


def rule_text(section: str) -> str:
    """The quoted rulebook text of ``section``, prefixed with its French heading."""
    return f"{TITLES[section][1]} : {RULEBOOK[section]}"
