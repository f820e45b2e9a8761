"""The words Connect the Thoughts's page writes (``page.`` keys), in English and French: :data:`PAGE_WORDS`.

They are part of the wing's words (:data:`.words.WORDS` merges them), sent to the page once with the
fixed layout; the renderer has no words of its own. Kept apart from the sentences of play.
"""

from __future__ import annotations

# One line a pair where it fits (English, French); the formatter would split every pair.
# fmt: off
PAGE_WORDS = {  # everything the renderer writes, sent once with the layout
    "page.table": ("Table, round {round}: {count} cards face-down around the bell",
        "Table, manche {round} : {count} cartes face cachée autour de la sonnette"),
    "page.table/one:count": ("Table, round {round}: {count} card face-down around the bell",
        "Table, manche {round} : {count} carte face cachée autour de la sonnette"),
    "page.card": ("card {card}: {objects}", "carte {card} : {objects}"),
    "page.pool": ("{count} face-down cards", "{count} cartes face cachée"),
    "page.pool/one:count": ("{count} face-down card", "{count} carte face cachée"),
    "page.pick_here": ("Pick up this face-down card", "Prendre cette carte face cachée"),
    "page.put_back_here": ("Put your card back face-down", "Remettre votre carte face cachée"),
    "page.face_down_here": ("Face-down card", "Carte face cachée"),
    "page.bell": ("Ring the bell", "Frapper la sonnette"),
    "page.game_over": ("Game over: {end}", "Partie terminée : {end}"),
    "page.turning": ("{name} is turning over a card", "{name} retourne une carte"),
    "page.turning/you:name": ("you are turning over a card", "vous retournez une carte"),
    "page.centre": ("Round {round} · {count} face-down", "Manche {round} · {count} face cachée"),
    "page.row": ("{name}'s row", "Rangée : {name}"),
    "page.row/you:name": ("Your row", "Votre rangée"),
    "page.sitting_out": ("sitting out this round", "hors jeu pour cette manche"),
    "page.name_status": ("{name} · {status}", "{name} · {status}"),
    "page.end.L": ("left end", "bout gauche"),
    "page.end.R": ("right end", "bout droit"),
    "page.lay_beside": ("Lay your card at the {side}, beside card {card} ({objects})",
        "Poser votre carte au {side}, à côté de la carte {card} ({objects})"),
    "page.no_common_object": ("no common object here", "aucun objet en commun ici"),
    "page.sits_out": ("rang wrongly: sits out", "a sonné à tort : hors jeu"),
    "page.no_row": ("no row yet", "pas encore de rangée"),
    "page.start_here": ("Start your row with this card", "Commencer votre rangée avec cette carte"),
    "page.lay_at": ("Lay your card at the {side}{fit}", "Poser votre carte au {side}{fit}"),
    "page.shares": (", shares {objects}", ", en commun : {objects}"),
    "page.shares_nothing": (", shares nothing", ", rien en commun"),
    "page.in_hand": ("In your hand: card {card} ({objects})", "En main : carte {card} ({objects})"),
    "page.put_back_label": ("Put back the card face-down", "Remettre la carte face cachée"),
    "page.put_back": ("↩ put back", "↩ remettre"),
    "page.pile_label": ("{pile}: {cards}, {rows}", "{pile} : {cards}, {rows}"),
    "page.pile_of": ("{name}'s pile", "Pile : {name}"),
    "page.pile_of/you:name": ("Your pile", "Votre pile"),
    "page.cards": ("{count} cards", "{count} cartes"),
    "page.cards/one:count": ("{count} card", "{count} carte"),
    "page.rows_won": ("{won} rows won", "{won} rangées gagnées"),
    "page.rows_won/one:won": ("{won} row won", "{won} rangée gagnée"),
    "page.pile": ("pile", "pile"),
}
# fmt: on
