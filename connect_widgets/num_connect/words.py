"""Every sentence Num Connect speaks, in English and French: :data:`WORDS`.

Keys are grouped by who speaks: ``refuse.`` (the rules, and the teaching helper's reasons),
``allowed.`` (what a legal action does), ``describe.`` (the position, a combination, a score),
``log.`` (the move log), ``prompt.``, ``button.`` and ``click.`` (the interaction), ``section.``
(our titles of the rulebook's sections) and ``page.`` (everything the renderer writes, sent once).
The French has no accents yet, like the rulebook file.
"""

from __future__ import annotations

from ..core.words import Words

_REFUSE_EN = {
    # ---------------------------------------------------------------- combinations
    "refuse.too_short": "a combination needs at least 3 cards",
    "refuse.no_number": "a combination needs at least one numbered card (Rainbows and Shadows alone have no value)",
    "refuse.shadow_inside": (
        "a Shadow must be at the start or the end of a combination; only another Shadow may stand next to it"
    ),
    "refuse.next_to_shadow": "only another Shadow may be laid right next to a laid Shadow",
    "refuse.set_colours": "in a set (same value) all colours must be different",
    "refuse.set_too_big": "a set (same value) has at most 6 cards",
    "refuse.run_gap": (
        "the values must follow one another (or all be the same); "
        "a Rainbow fills missing values only in a same-colour run"
    ),
    "refuse.rainbow_between": "a Rainbow replaces missing cards: it cannot stand between two cards that already follow",
    "refuse.run_colours": (
        "a run is either one colour or all different colours (a Rainbow lets the colours start again)"
    ),
    "refuse.run_range": (
        "the run would go below 0 or above 16 (counting the values its Rainbows and Shadows stand for)"
    ),
    # ---------------------------------------------------------------- laying on the grids
    "refuse.first_lay": (
        "your first lay must be a combination of at least 3 cards holding at least one Rainbow and one Shadow"
    ),
    "refuse.not_opened": "you can extend combinations only after your first lay",
    "refuse.free_needs_jokers": "a combination outside the main grid must hold at least one Rainbow and one Shadow",
    "refuse.touching": "a card may touch only the cards of its own combination (and the card it connects through)",
    "refuse.no_anchor": (
        "a new combination connects through a laid card: start next to a card that is crossed by no other line"
    ),
    "refuse.not_an_end": "cards are added in front of or behind a laid combination, next to its first or last card",
    "refuse.bend": "a right-angle bend is allowed only after at least 3 cards in a straight line",
    "refuse.invalid_after": "the combination would no longer be valid",
    "refuse.line": "a tentative combination grows in a straight line, at either of its ends",
    # ---------------------------------------------------------------- the turn
    "refuse.not_in_hand": "that card is not in your hand",
    "refuse.must_draw_or_lay": "lay cards first, or draw if you cannot play; then discard",
    "refuse.must_discard": "you have drawn: now discard one card to end your turn",
    "refuse.finish_pending": "finish the tentative combination first: confirm it or take it back",
    "refuse.draw_once": "you draw only when you have laid nothing this turn, and the draw pile must not be empty",
    "refuse.bad_notation": (
        "not an action of Num Connect (see the notation: draw, discard R7, new *, cross g0 r1c2 R7, "
        "put g0 r2c2 R8, ext g0 r0c3 R9, confirm, cancel)"
    ),
    "refuse.game_over": "the game is over",
    # ---------------------------------------------------------------- settings and the teaching helper
    "refuse.hand_size": (
        "option hand_size={size} is too large: {players} hands would take the whole {deck}-card deck; "
        "choose at most {most}"
    ),
    "refuse.not_a_card": "{code} is not a card (write R7, B0, * for a Rainbow, # for a Shadow)",
    "refuse.rainbow_gap": "rainbow_gap={value} is not allowed; choose one of: 'one', 'several'",
    "refuse.not_a_line": "{text} is not a line of cells like 'g0 r0c1 r0c2'",
}

_REFUSE_FR = {
    "refuse.too_short": "une combinaison doit contenir au minimum 3 cartes",
    "refuse.no_number": (
        "une combinaison doit contenir au moins une carte numerotee (Rainbow et Shadow seules n'ont pas de valeur)"
    ),
    "refuse.shadow_inside": (
        "Shadow doit toujours etre placee en debut ou en fin de combinaison ; "
        "seule une autre Shadow peut etre posee juste a cote"
    ),
    "refuse.next_to_shadow": "seule une autre Shadow peut etre posee juste avant ou juste apres une Shadow",
    "refuse.set_colours": "dans une combinaison de meme valeur, toutes les couleurs doivent etre differentes",
    "refuse.set_too_big": "une combinaison de meme valeur compte au maximum 6 cartes",
    "refuse.run_gap": (
        "les cartes doivent se suivre en valeur (ou avoir toutes la meme valeur) ; "
        "Rainbow ne remplace des cartes manquantes que dans une suite de meme couleur"
    ),
    "refuse.rainbow_between": (
        "Rainbow remplace des cartes manquantes : elle ne peut pas se placer entre deux cartes qui se suivent"
    ),
    "refuse.run_colours": (
        "une suite est soit de meme couleur, soit multicolore (couleurs differentes) ; "
        "une Rainbow permet de recommencer"
    ),
    "refuse.run_range": "la suite depasserait 0 ou 16 (en comptant les valeurs des Rainbow et Shadow)",
    "refuse.first_lay": (
        "la premiere pose doit etre une combinaison d'au moins 3 cartes contenant au moins une Rainbow et une Shadow"
    ),
    "refuse.not_opened": "on ne peut etendre une combinaison qu'apres sa premiere pose",
    "refuse.free_needs_jokers": (
        "une combinaison hors de la grille principale doit contenir au moins une Rainbow et une Shadow"
    ),
    "refuse.touching": "une carte ne touche que les cartes de sa propre combinaison (et la carte de connexion)",
    "refuse.no_anchor": "une nouvelle combinaison se connecte via une carte deja posee, qui n'est pas deja croisee",
    "refuse.not_an_end": "on ajoute des cartes devant ou derriere une combinaison deja posee",
    "refuse.bend": "un coude a angle droit n'est possible qu'apres au moins 3 cartes en ligne",
    "refuse.invalid_after": "la combinaison ne serait plus valide",
    "refuse.line": "une combinaison en cours se pose en ligne droite, a l'un de ses deux bouts",
    "refuse.not_in_hand": "cette carte n'est pas dans votre main",
    "refuse.must_draw_or_lay": "posez d'abord des cartes, ou piochez si vous ne pouvez pas jouer ; puis defaussez",
    "refuse.must_discard": "vous avez pioche : defaussez une carte pour finir votre tour",
    "refuse.finish_pending": "terminez d'abord la combinaison en cours : validez-la ou reprenez-la",
    "refuse.draw_once": "on ne pioche que si l'on n'a rien pose ce tour, et si la pioche n'est pas vide",
    "refuse.bad_notation": (
        "action inconnue (notation : draw, discard R7, new *, cross g0 r1c2 R7, put g0 r2c2 R8, "
        "ext g0 r0c3 R9, confirm, cancel)"
    ),
    "refuse.game_over": "la partie est terminee",
    "refuse.hand_size": (
        "option hand_size={size} trop grande : {players} mains prendraient tout le paquet de {deck} cartes ; "
        "choisissez au plus {most}"
    ),
    "refuse.not_a_card": "{code} n'est pas une carte (ecrivez R7, B0, * pour une Rainbow, # pour une Shadow)",
    "refuse.rainbow_gap": "rainbow_gap={value} n'est pas permis ; choisissez parmi : 'one', 'several'",
    "refuse.not_a_line": "{text} n'est pas une ligne de cases comme 'g0 r0c1 r0c2'",
}

_PLAY_EN = {
    # ---------------------------------------------------------------- what a legal action does
    "allowed.draw": "{name} draws a card, then discards one",
    "allowed.discard": "{name} discards {card}, which ends the turn",
    "allowed.new": "{name} starts a free combination with {card} in a new grid",
    "allowed.cross": "{name} starts a combination through the laid card next to {cell}, putting {card} there",
    "allowed.put": "{name} adds {card} on {cell} to the tentative combination",
    "allowed.confirm": "{name} lays the tentative combination {cards}",
    "allowed.cancel": "{name} takes the tentative combination back",
    "allowed.ext": "{name} extends a laid combination with {card} on {cell}",
    # ---------------------------------------------------------------- the position, a combination, a score
    "describe.dealing": "dealing: {dealt} of {total} cards dealt",
    "describe.over": "game over after {turns} turns: {winners} won",
    "describe.and": " and ",
    "describe.turn": "turn {turns}: {name} {doing}",
    "describe.to_lay_draw_or_discard": "to lay, draw or discard",
    "describe.to_lay_or_draw": "to lay or draw",
    "describe.drawing": "drawing",
    "describe.to_discard": "to discard",
    "describe.laying": "laying a combination of {n} cards",
    "describe.cards_left": "cards left in hand",
    "describe.valid": "{cards}: valid ({kind})",
    "describe.invalid": "{cards}: invalid: {reasons}",
    "describe.set": "set of one value",
    "describe.same_colour_run": "same-colour run",
    "describe.multicolour_run": "multicolour run",
    "describe.fragment": "so far",
    # ---------------------------------------------------------------- the move log
    "log.deal": "deals {card} to {name}",
    "log.draw": "{name} draws {card}",
    "log.a_card": "a card",
    # ---------------------------------------------------------------- the interaction
    "click.select_card": "select a card in your hand first",
    "click.cell_taken": "that cell already holds a card: click an empty cell",
    "click.hidden_hand": "the hand is hidden: click 'show my hand' first",
    "click.not_your_turn": "it is not your turn",
    "click.unknown_target": "nothing to click there",
    "prompt.pass": "pass the screen to {name}",
    "prompt.first": "{name}: lay your first combination (3+ cards with a Rainbow and a Shadow), or draw",
    "prompt.play": "{name}: select a card, then click a cell to lay it, or draw",
    "prompt.more": "{name}: lay more cards, or select one and discard it to end your turn",
    "prompt.pending": "{name}: add cards at either end, then confirm (or take back)",
    "prompt.discard": "{name}: select a card and discard it",
    "prompt.wait": "{name} is playing",
    "prompt.over": "game over: {name} won",
    "button.confirm": "Confirm",
    "button.cancel": "Take back",
    "button.draw": "Draw",
    "button.discard": "Discard",
    "button.show": "Show my hand",
    # ---------------------------------------------------------------- our titles of the rulebook's sections
    "section.composition": "Composition",
    "section.first_lay": "First lay",
    "section.minimum": "Valid combinations",
    "section.set": "Valid combinations: sets",
    "section.run": "Valid combinations: runs",
    "section.rainbow": "Rainbow rule",
    "section.shadow": "Shadow rule",
    "section.connection": "Connecting to a grid",
    "section.extension": "Extending combinations",
    "section.free": "Free combinations",
    "section.blocked": "Blocked player",
    "section.discard": "Discard",
    "section.end": "End of the game",
}

_PLAY_FR = {
    "allowed.draw": "{name} pioche une carte, puis en defausse une",
    "allowed.discard": "{name} defausse {card}, ce qui finit son tour",
    "allowed.new": "{name} commence une combinaison libre avec {card} dans une nouvelle grille",
    "allowed.cross": "{name} commence une combinaison via la carte posee a cote de {cell}, en y posant {card}",
    "allowed.put": "{name} ajoute {card} en {cell} a la combinaison en cours",
    "allowed.confirm": "{name} pose la combinaison en cours {cards}",
    "allowed.cancel": "{name} reprend la combinaison en cours",
    "allowed.ext": "{name} etend une combinaison posee avec {card} en {cell}",
    "describe.dealing": "distribution : {dealt} cartes sur {total} distribuees",
    "describe.over": "partie terminee apres {turns} tours : {winners} gagne",
    "describe.and": " et ",
    "describe.turn": "tour {turns} : {name} {doing}",
    "describe.to_lay_draw_or_discard": "doit poser, piocher ou defausser",
    "describe.to_lay_or_draw": "doit poser ou piocher",
    "describe.drawing": "pioche",
    "describe.to_discard": "doit defausser",
    "describe.laying": "pose une combinaison de {n} cartes",
    "describe.cards_left": "cartes restant en main",
    "describe.valid": "{cards}: valide ({kind})",
    "describe.invalid": "{cards}: invalide: {reasons}",
    "describe.set": "combinaison de meme valeur",
    "describe.same_colour_run": "suite de meme couleur",
    "describe.multicolour_run": "suite multicolore",
    "describe.fragment": "pour l'instant",
    "log.deal": "distribue {card} a {name}",
    "log.draw": "{name} pioche {card}",
    "log.a_card": "une carte",
    "click.select_card": "selectionnez d'abord une carte de votre main",
    "click.cell_taken": "cette case est deja occupee : cliquez une case vide",
    "click.hidden_hand": "la main est cachee : cliquez d'abord sur 'voir ma main'",
    "click.not_your_turn": "ce n'est pas votre tour",
    "click.unknown_target": "rien a cliquer ici",
    "prompt.pass": "passez l'ecran a {name}",
    "prompt.first": (
        "{name} : posez votre premiere combinaison (3 cartes ou plus avec une Rainbow et une Shadow), ou piochez"
    ),
    "prompt.play": "{name} : choisissez une carte puis cliquez une case pour la poser, ou piochez",
    "prompt.more": "{name} : posez d'autres cartes, ou defaussez-en une pour finir votre tour",
    "prompt.pending": "{name} : ajoutez des cartes a un bout, puis validez (ou reprenez)",
    "prompt.discard": "{name} : choisissez une carte et defaussez-la",
    "prompt.wait": "{name} joue",
    "prompt.over": "partie terminee : {name} gagne",
    "button.confirm": "Valider",
    "button.cancel": "Reprendre",
    "button.draw": "Piocher",
    "button.discard": "Defausser",
    "button.show": "Voir ma main",
    "section.composition": "Composition du jeu",
    "section.first_lay": "Premiere pose d'un joueur",
    "section.minimum": "Combinaisons valides",
    "section.set": "Combinaisons valides",
    "section.run": "Combinaisons valides",
    "section.rainbow": "Regle speciale Rainbow",
    "section.shadow": "Regle speciale Shadow",
    "section.connection": "Connexion a une grille",
    "section.extension": "Extensions des combinaisons",
    "section.free": "Combinaisons libres",
    "section.blocked": "Cas particulier : joueur bloque",
    "section.discard": "Conseils strategiques",
    "section.end": "Fin de partie",
}

_PAGE_EN = {
    # everything the renderer writes beside the cards, aria-labels included
    "page.hand": "Your hand",
    "page.hand_count": "Your hand ({cards})",
    "page.hand_card": "{card} in your hand",
    "page.hand_card_selected": "{card} in your hand, selected",
    "page.draw_pile": "Draw pile: {cards}",
    "page.draw_pile_caption": "Draw pile {n}",
    "page.discard_pile": "Discard pile: {cards}",
    "page.discard_pile_top": "Discard pile: {cards}, {card}",
    "page.discard_pile_caption": "Discard pile {n}",
    "page.grid": "Grid {n}",
    "page.new_grid": "New grid: start a free combination here",
    "page.new_grid_short": "+ new grid",
    "page.no_grid": "No grid yet: the first combination (with a Rainbow and a Shadow) opens one",
    "page.cell": "empty cell {cell} of grid {n}",
    "page.laid": "{card}, laid on {cell} of grid {n}",
    "page.tentative": "{card}, tentative on {cell} of grid {n}",
    "page.cards": "{n} cards",
    "page.to_act": "to play",
    "page.opened": "has laid a first combination",
    "page.not_opened": "first lay still to make",
    "page.you": "{name} (you)",
    "page.player": "{name}: {cards}, {state}",
    "page.player_to_act": "{name}: {cards}, {state}, to play",
    "page.combination": "Tentative combination: {cards}",
    "page.valid": "Valid",
    "page.invalid": "Not valid",
    "page.pass": "Pass the screen to {name}. The hands stay hidden.",
    "page.card": "{colour} {value}",
    "page.rainbow": "Rainbow",
    "page.shadow": "Shadow",
    "page.colour_red": "red",
    "page.colour_blue": "blue",
    "page.colour_green": "green",
    "page.colour_yellow": "yellow",
    "page.colour_orange": "orange",
    "page.colour_purple": "purple",
}

_PAGE_FR = {
    "page.hand": "Votre main",
    "page.hand_count": "Votre main ({cards})",
    "page.hand_card": "{card} dans votre main",
    "page.hand_card_selected": "{card} dans votre main, selectionnee",
    "page.draw_pile": "Pioche: {cards}",
    "page.draw_pile_caption": "Pioche {n}",
    "page.discard_pile": "Defausse: {cards}",
    "page.discard_pile_top": "Defausse: {cards}, {card}",
    "page.discard_pile_caption": "Defausse {n}",
    "page.grid": "Grille {n}",
    "page.new_grid": "Nouvelle grille : commencer une combinaison libre ici",
    "page.new_grid_short": "+ nouvelle grille",
    "page.no_grid": "Pas encore de grille : la premiere combinaison (avec une Rainbow et une Shadow) en ouvre une",
    "page.cell": "case vide {cell} de la grille {n}",
    "page.laid": "{card}, posee en {cell} de la grille {n}",
    "page.tentative": "{card}, provisoire en {cell} de la grille {n}",
    "page.cards": "{n} cartes",
    "page.to_act": "a jouer",
    "page.opened": "a fait sa premiere pose",
    "page.not_opened": "premiere pose a faire",
    "page.you": "{name} (vous)",
    "page.player": "{name}: {cards}, {state}",
    "page.player_to_act": "{name}: {cards}, {state}, a jouer",
    "page.combination": "Combinaison provisoire: {cards}",
    "page.valid": "Valide",
    "page.invalid": "Non valide",
    "page.pass": "Passez l'ecran a {name}. Les mains restent cachees.",
    "page.card": "{colour} {value}",
    "page.rainbow": "Rainbow",
    "page.shadow": "Shadow",
    "page.colour_red": "rouge",
    "page.colour_blue": "bleu",
    "page.colour_green": "vert",
    "page.colour_yellow": "jaune",
    "page.colour_orange": "orange",
    "page.colour_purple": "violet",
}

WORDS = Words(en={**_REFUSE_EN, **_PLAY_EN, **_PAGE_EN}, fr={**_REFUSE_FR, **_PLAY_FR, **_PAGE_FR})
"""Num Connect's words (``WORDS.text(key, lang, **fields)``; ``WORDS.phrase(key, ...)`` for refusals)."""
