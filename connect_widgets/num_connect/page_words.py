"""The words Num Connect's page writes (``page.`` keys), in English and French: :data:`PAGE_WORDS`.

They are part of the wing's words (:data:`.words.WORDS` merges them), sent to the page once with the
fixed layout; the renderer has no words of its own. Kept apart from the sentences of play.
"""

from __future__ import annotations

# One line a pair where it fits (English, French); the formatter would split every pair.
# fmt: off
PAGE_WORDS = {  # everything the renderer writes, sent once with the layout
    "page.hand": ("Your hand", "Votre main"),
    "page.hand_count": ("Your hand ({cards})", "Votre main ({cards})"),
    "page.hand_card": ("{card} in your hand", "{card} dans votre main"),
    "page.hand_card_selected": ("{card} in your hand, selected", "{card} dans votre main, sélectionnée"),
    "page.hand_card_drawn": ("{card} in your hand, just drawn", "{card} dans votre main, que vous venez de piocher"),
    "page.draw_pile": ("Draw pile: {cards}", "Pioche : {cards}"),
    "page.draw_pile_caption": ("Draw pile {n}", "Pioche {n}"),
    "page.discard_pile": ("Discard pile: {cards}", "Défausse : {cards}"),
    "page.discard_pile_top": ("Discard pile: {cards}, {card}", "Défausse : {cards}, {card}"),
    "page.discard_pile_caption": ("Discard pile {n}", "Défausse {n}"),
    "page.grid": ("Grid {n}", "Grille {n}"),
    "page.new_grid": ("New grid: start a free combination here",
        "Nouvelle grille : commencer une combinaison libre ici"),
    "page.new_grid_short": ("+ new grid", "+ nouvelle grille"),
    "page.no_grid": ("No grid yet: the first combination (with a Rainbow and a Shadow) opens one",
        "Pas encore de grille : la première combinaison (avec une Rainbow et une Shadow) en ouvre une"),
    "page.cell": ("empty cell {cell} of grid {n}", "case vide {cell} de la grille {n}"),
    "page.laid": ("{card}, laid on {cell} of grid {n}", "{card}, posée en {cell} de la grille {n}"),
    "page.tentative": ("{card}, tentative on {cell} of grid {n}", "{card}, provisoire en {cell} de la grille {n}"),
    "page.cards": ("{n} cards", "{n} cartes"),
    "page.cards/one:n": ("{n} card", "{n} carte"),
    "page.to_act": ("to play", "à jouer"),
    "page.opened": ("has laid a first combination", "a fait sa première pose"),
    "page.not_opened": ("first lay still to make", "première pose à faire"),
    # shown on the player's chip: what the mark means
    "page.opened_mark": ("\u2713 laid", "\u2713 première pose faite"),
    "page.not_opened_mark": ("\u2026 first lay to make", "\u2026 première pose à faire"),
    "page.you": ("{name} (you)", "{name} (vous)"),
    "page.player": ("{name}: {cards}, {state}", "{name} : {cards}, {state}"),
    "page.player_to_act": ("{name}: {cards}, {state}, to play", "{name} : {cards}, {state}, à jouer"),
    "page.combination": ("Tentative combination: {cards}", "Combinaison provisoire : {cards}"),
    "page.valid": ("Valid", "Valide"),
    "page.invalid": ("Not valid", "Non valide"),
    "page.pass": ("Pass the screen to {name}. The hands stay hidden.",
        "Passez l'écran à {name}. Les mains restent cachées."),
    "page.card": ("{colour} {value}", "{colour} {value}"),
    "page.rainbow": ("Rainbow", "Rainbow"),
    "page.shadow": ("Shadow", "Shadow"),
    "page.colour_red": ("red", "rouge"),
    "page.colour_blue": ("blue", "bleu"),
    "page.colour_green": ("green", "vert"),
    "page.colour_yellow": ("yellow", "jaune"),
    "page.colour_orange": ("orange", "orange"),
    "page.colour_purple": ("purple", "violet"),
}
# fmt: on
