"""The sentences that refuse a position of Connnect, in English and French.

They are part of the wing's words (:data:`.words.WORDS` merges them): a position is data typed or
pasted by a teacher, and each of its parts has a refusal of its own, so they are kept apart from the
sentences of play.
"""

from __future__ import annotations

# One line a pair where it fits (English, French); the formatter would split every pair.
# fmt: off
_POSITIONS = {  # a position refused (position.py; the parts every game shares are the protocol's)
    "position.form": ("position {item}: write {part} like {example}",
        "position {item} : écrivez {part} comme {example}"),
    "position.against": ("position {item} disagrees with {other}", "position {item} contredit {other}"),
    "position.twice": ("position {item}: {what} is named twice", "position {item} : {what} est nommé deux fois"),
    "position.empty": ("position {item}: {space} holds no number", "position {item} : {space} est vide"),
    "position.connect": ("position {item}: {spaces} is not a {kind}", "position {item} : {spaces} n'est pas un {kind}"),
    "position.letter": ("position {item}: a Connect-{size} has no shape {letter}: its shapes are {shapes}",
        "position {item} : un Connect-{size} n'a pas de forme {letter} : ses formes sont {shapes}"),
    "position.marks": ("position {item}: the rules never leave a Connect-4 shape's first-claim mark and circle "
        "as {shape}: it is {letter}.. (not claimed), {letter}ox (claimed first), {letter}x. (claimed first by another "
        "player) or {letter}xo (claimed after)", "position {item} : les règles ne laissent jamais le repère de "
        "première revendication et le cercle d'une forme Connect-4 ainsi : {shape} ; elle est {letter}.. (pas "
        "revendiquée), {letter}ox (revendiquée la première), {letter}x. (revendiquée d'abord par un autre joueur) "
        "ou {letter}xo (revendiquée ensuite)"),
    "position.claim": ("position {item}: {reason}", "position {item} : {reason}"),  # the claim judge's reason
    "position.total": ("position {item}: this sheet scores {total}", "position {item} : cette feuille marque {total}"),
    "position.sheets": ("position: one sheet per player ({players}), not {count} (players= sets how many play)",
        "position : une feuille par joueur ({players}), pas {count} (players= dit combien jouent)"),
    "position.grid": ("position {item}: a sheet starts with its six rows of six spaces (. or 1 to 6), like {example}",
        "position {item} : une feuille commence par ses six rangées de six cases (. ou 1 à 6), comme {example}"),
    # the cards the set-up draws (position_checks.TABLE_CARDS), and a part left out as it was taken
    "position.shape_cards": ("position {item}: the cards are drawn in the set-up (phase=setup), so after it the "
        "table has the four Connect-5 shape cards, not {count}: here {phase}", "position {item} : les cartes sont "
        "tirées pendant la mise en place (phase=setup), la table a donc ensuite les quatre cartes de forme "
        "Connect-5, pas {count} : ici {phase}"),
    "position.objectives": ("position {item}: the cards are drawn in the set-up (phase=setup), so after it the "
        "table has three objective cards, one of each deck A, B and C, not {count}: here {phase}",
        "position {item} : les cartes sont tirées pendant la mise en place (phase=setup), la table a donc ensuite "
        "trois cartes Objectif, une de chaque paquet A, B et C, pas {count} : ici {phase}"),
}
# fmt: on

POSITION_WORDS: dict[str, tuple[str, str]] = {**_POSITIONS}
"""Every sentence refusing a position, by key: ``(English, French)``."""
