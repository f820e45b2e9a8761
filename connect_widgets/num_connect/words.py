"""Every sentence Num Connect speaks, in English and French: :data:`WORDS`.

Keys are grouped by who speaks: ``refuse.`` (the rules, and the teaching helper's reasons),
``allowed.`` (what a legal action does), ``deed.`` (what a search bot's move does, leading its
reason), ``describe.`` (the position, a combination, a score), ``log.`` (the move log),
``prompt.``, ``button.`` and ``click.`` (the interaction), ``section.`` (our titles of the
rulebook's sections) and ``page.`` (everything the renderer writes, sent once, in :mod:`.page_words`).
The French is written with its accents (the rulebook file has none: its quotes, in
:mod:`.rulebook`, stay as written).
"""

from __future__ import annotations

from ..core.words import Words
from .page_words import PAGE_WORDS
from .position_words import POSITION_WORDS

# One line a pair where it fits (English, French); the formatter would split every pair.
# fmt: off
_REFUSE = {  # the rules refusing a move
    "refuse.too_short": ("a combination needs at least 3 cards", "une combinaison doit contenir au minimum 3 cartes"),
    "refuse.no_number": ("a combination needs at least one numbered card (Rainbows and Shadows alone have no value)",
        "une combinaison doit contenir au moins une carte numérotée (Rainbow et Shadow seules n'ont pas de valeur)"),
    "refuse.shadow_inside": (
        "a Shadow must be at the start or the end of a combination; only another Shadow may stand next to it",
        "Shadow doit toujours être placée en début ou en fin de combinaison ; seule une autre Shadow peut être posée "
        "juste à côté",
    ),
    "refuse.next_to_shadow": ("only another Shadow may be laid right next to a laid Shadow",
        "seule une autre Shadow peut être posée juste avant ou juste après une Shadow"),
    "refuse.set_colours": ("in a set (same value) all colours must be different",
        "dans une combinaison de même valeur, toutes les couleurs doivent être différentes"),
    "refuse.set_too_big": ("a set (same value) has at most 6 cards",
        "une combinaison de même valeur compte au maximum 6 cartes"),
    "refuse.run_gap": (
        "the values must follow one another (or all be the same); a Rainbow fills missing values only in a "
        "same-colour run",
        "les cartes doivent se suivre en valeur (ou avoir toutes la même valeur) ; Rainbow ne remplace des cartes "
        "manquantes que dans une suite de même couleur",
    ),
    "refuse.rainbow_between": (
        "a Rainbow replaces missing cards: it cannot stand between two cards that already follow",
        "Rainbow remplace des cartes manquantes : elle ne peut pas se placer entre deux cartes qui se suivent",
    ),
    "refuse.rainbow_one": ("with the option rainbow_gap='one', a Rainbow replaces exactly one missing card",
        "avec l'option rainbow_gap='one', une Rainbow remplace exactement une carte manquante"),
    "refuse.run_colours": (
        "a run is either one colour or all different colours (a Rainbow lets the colours start again)",
        "une suite est soit de même couleur, soit multicolore (couleurs différentes ; une Rainbow autorise à "
        "nouveau les mêmes couleurs)",
    ),
    "refuse.run_range": (
        "the run would go below 0 or above 16 (counting the values its Rainbows and Shadows stand for)",
        "la suite descendrait sous 0 ou monterait au-dessus de 16 (en comptant les valeurs que remplacent ses "
        "Rainbow et Shadow)",
    ),
    "refuse.first_lay": (
        "your first lay must be a combination of at least 3 cards holding at least one Rainbow and one Shadow",
        "la première pose doit être une combinaison d'au moins 3 cartes contenant au moins une Rainbow et une Shadow",
    ),
    "refuse.not_opened": ("you can extend combinations only after your first lay",
        "on ne peut étendre une combinaison qu'après sa première pose"),
    "refuse.free_needs_jokers": ("a combination outside the main grid must hold at least one Rainbow and one Shadow",
        "une combinaison hors de la grille principale doit contenir au moins une Rainbow et une Shadow"),
    "refuse.touching": ("a card may touch only the cards of its own combination (and the card it connects through)",
        "une carte ne touche que les cartes de sa propre combinaison (et la carte de connexion)"),
    "refuse.no_anchor": (
        "a new combination connects through a laid card: start next to a card that is crossed by no other line",
        "une nouvelle combinaison se connecte via une carte déjà posée : commencez à côté d'une carte qu'aucune "
        "autre ligne ne croise",
    ),
    "refuse.not_an_end": ("cards are added in front of or behind a laid combination, next to its first or last card",
        "on ajoute des cartes devant ou derrière une combinaison déjà posée, à côté de sa première ou de sa "
        "dernière carte"),
    "refuse.bend": ("a right-angle bend is allowed only after at least 3 cards in a straight line",
        "un coude à angle droit n'est possible qu'après au moins 3 cartes en ligne"),
    "refuse.no_third_card": ("no other card of your hand makes these two cards a valid combination of 3 cards",
        "aucune autre carte de votre main ne fait de ces deux cartes une combinaison valide de 3 cartes"),
    "refuse.line": ("a tentative combination grows in a straight line, at either of its ends",
        "une combinaison provisoire s'allonge en ligne droite, par l'un de ses deux bouts"),
    "refuse.not_in_hand": ("that card is not in your hand", "cette carte n'est pas dans votre main"),
    "refuse.must_draw_or_lay": ("lay cards first, or draw if you cannot play; then discard",
        "posez d'abord des cartes, ou piochez si vous ne pouvez pas jouer ; puis défaussez"),
    "refuse.must_discard": ("you have drawn: now discard one card to end your turn",
        "vous avez pioché : défaussez une carte pour finir votre tour"),
    "refuse.finish_pending": ("finish the tentative combination first: confirm it or take it back",
        "terminez d'abord la combinaison provisoire : validez-la ou reprenez-la"),
    "refuse.draw_once": ("you draw only when you have laid nothing this turn, and the draw pile must not be empty",
        "on ne pioche que si l'on n'a rien posé ce tour, et si la pioche n'est pas vide"),
    "refuse.bad_notation": (
        "not an action of Num Connect (see the notation: draw, discard R7, new *, cross g0 r1c2 R7, put g0 r2c2 R8, "
        "ext g0 r0c3 R9, confirm, cancel)",
        "action inconnue (notation : draw, discard R7, new *, cross g0 r1c2 R7, put g0 r2c2 R8, ext g0 r0c3 R9, "
        "confirm, cancel)",
    ),
    "refuse.game_over": ("the game is over", "la partie est terminée"),
    "refuse.hand_size": (
        "option hand_size={size} is too large: {players} hands would take the whole {deck}-card deck; choose at most "
        "{most}",
        "option hand_size={size} trop grande : {players} mains prendraient tout le paquet de {deck} cartes ; "
        "choisissez au plus {most}",
    ),
    "refuse.cards_as_text": ("give the cards as a list of codes, like [\"R5\", \"R6\", \"R7\"], not the text {text}",
        "donnez les cartes en liste de codes, par ex. [\"R5\", \"R6\", \"R7\"], pas le texte {text}"),
    "refuse.not_a_card": ("{code} is not a card (write R7, B0, * for a Rainbow, # for a Shadow)",
        "{code} n'est pas une carte (écrivez R7, B0, * pour une Rainbow, # pour une Shadow)"),
    "refuse.rainbow_gap": ("rainbow_gap={value} is not allowed; choose one of: 'one', 'several'",
        "rainbow_gap={value} n'est pas permis ; choisissez parmi : 'one', 'several'"),
    "refuse.not_a_line": ("{text} is not a line of cells like 'g0 r0c1 r0c2'",
        "{text} n'est pas une ligne de cases comme 'g0 r0c1 r0c2'"),
}
_ALLOWED = {  # what an allowed move does
    "allowed.draw": ("{name} draws a card, then discards one", "{name} pioche une carte, puis en défausse une"),
    "allowed.draw/you:name": ("you draw a card, then discard one", "vous piochez une carte, puis en défaussez une"),
    "allowed.discard": ("{name} discards {card}, which ends the turn", "{name} défausse {card}, ce qui finit son tour"),
    "allowed.discard/you:name": ("you discard {card}, which ends your turn",
        "vous défaussez {card}, ce qui finit votre tour"),
    "allowed.new": ("{name} starts a free combination with {card} in a new grid",
        "{name} commence une combinaison libre avec {card} dans une nouvelle grille"),
    "allowed.new/you:name": ("you start a free combination with {card} in a new grid",
        "vous commencez une combinaison libre avec {card} dans une nouvelle grille"),
    "allowed.cross": ("{name} starts a combination through the laid card next to {cell}, putting {card} there",
        "{name} commence une combinaison via la carte posée à côté de {cell}, en y posant {card}"),
    "allowed.cross/you:name": ("you start a combination through the laid card next to {cell}, putting {card} there",
        "vous commencez une combinaison via la carte posée à côté de {cell}, en y posant {card}"),
    "allowed.put": ("{name} adds {card} on {cell} to the tentative combination",
        "{name} ajoute {card} en {cell} à la combinaison provisoire"),
    "allowed.put/you:name": ("you add {card} on {cell} to the tentative combination",
        "vous ajoutez {card} en {cell} à la combinaison provisoire"),
    "allowed.confirm": ("{name} lays the tentative combination {cards}",
        "{name} pose la combinaison provisoire {cards}"),
    "allowed.confirm/you:name": ("you lay the tentative combination {cards}",
        "vous posez la combinaison provisoire {cards}"),
    "allowed.cancel": ("{name} takes the tentative combination back", "{name} reprend la combinaison provisoire"),
    "allowed.cancel/you:name": ("you take the tentative combination back", "vous reprenez la combinaison provisoire"),
    "allowed.ext": ("{name} extends a laid combination with {card} on {cell}",
        "{name} étend une combinaison posée avec {card} en {cell}"),
    "allowed.ext/you:name": ("you extend a laid combination with {card} on {cell}",
        "vous étendez une combinaison posée avec {card} en {cell}"),
}
_DEEDS = {  # what a search bot's move does, leading the thinking panel's reason ("It lays 3 cards and goes out")
    "deed.lays": ("lays {count} cards", "pose {count} cartes"),
    "deed.lays/one:count": ("lays {count} card", "pose {count} carte"),
    "deed.first_lay": ("makes its first lay with {count} cards", "fait sa première pose avec {count} cartes"),
    "deed.first_lay/one:count": ("makes its first lay with {count} card", "fait sa première pose avec {count} carte"),
    "deed.closes": ("closes an end of a laid combination with a Shadow",
        "ferme un bout d'une combinaison posée avec une Shadow"),
    "deed.goes_out": ("goes out", "vide sa main"),
    "deed.discards_unwanted": ("discards a card that no laid combination takes",
        "défausse une carte qu'aucune combinaison posée ne prend"),
}
_DESCRIBE = {  # the position in words
    "describe.dealing": ("dealing: {dealt} of {total} cards dealt",
        "distribution : {dealt} cartes sur {total} distribuées"),
    "describe.over": ("game over after {turns} turns: {winners} won",
        "partie terminée après {turns} tours, gagnée par {winners}"),
    "describe.and": (" and ", " et "),
    "describe.turn": ("turn {turns}: {name} {doing}", "tour {turns} : {name} {doing}"),
    "describe.to_lay_or_discard": ("to lay or discard", "doit poser ou défausser"),
    "describe.to_lay_or_draw": ("to lay or draw", "doit poser ou piocher"),
    "describe.drawing": ("drawing", "pioche"),
    "describe.to_discard": ("to discard", "doit défausser"),
    "describe.laying": ("laying a combination of {n} cards", "pose une combinaison de {n} cartes"),
    "describe.laying/one:n": ("laying a combination of {n} card", "pose une combinaison de {n} carte"),
    "describe.cards_left": ("cards left in hand", "cartes restant en main"),
    "describe.valid": ("{cards}: valid ({kind})", "{cards} : valide ({kind})"),
    "describe.invalid": ("{cards}: invalid: {reasons}", "{cards} : invalide : {reasons}"),
    "describe.set": ("set of one value", "combinaison de même valeur"),
    "describe.same_colour_run": ("same-colour run", "suite de même couleur"),
    "describe.multicolour_run": ("multicolour run", "suite multicolore"),
    "describe.fragment": ("so far", "pour l'instant"),
    "describe.option_colours": ("number of classic colours (red, blue, green, yellow, orange, purple)",
        "nombre de couleurs classiques (rouge, bleu, vert, jaune, orange, violet)"),
    "describe.option_rainbows": ("number of Rainbow cards in the deck", "nombre de cartes Rainbow dans le paquet"),
    "describe.option_shadows": ("number of Shadow cards in the deck", "nombre de cartes Shadow dans le paquet"),
    "describe.option_hand_size": ("cards dealt to each player", "cartes distribuées à chaque joueur"),
    "describe.option_rainbow_gap": ("how many missing cards one Rainbow replaces in a same-colour run",
        "combien de cartes manquantes une Rainbow remplace dans une suite de même couleur"),
}
_LOG = {  # the move log
    "log.deal": ("deals {card} to {name}", "distribue {card} à {name}"),
    "log.deal/you:name": ("deals {card} to you", "vous distribue {card}"),
    "log.draw": ("{name} draws {card}", "{name} pioche {card}"),
    "log.draw/you:name": ("you draw {card}", "vous piochez {card}"),
    "log.a_card": ("a card", "une carte"),
    "said.dealt": ("{name} is dealt {card}", "{name} reçoit {card}"),
    "said.dealt/you:name": ("you are dealt {card}", "vous recevez {card}"),
    "allowed.where": ("{cell} of grid {grid}", "{cell} de la grille {grid}"),
}
_INTERACTION = {  # the interaction: prompts, buttons, clicks
    "click.select_card": ("select a card in your hand first", "sélectionnez d'abord une carte de votre main"),
    "click.cell_taken": ("that cell already holds a card: click an empty cell",
        "cette case est déjà occupée : cliquez sur une case vide"),
    "click.hidden_hand": ("the hand is hidden: click 'show my hand' first",
        "la main est cachée : cliquez d'abord sur 'voir ma main'"),
    "click.not_your_turn": ("it is not your turn", "ce n'est pas votre tour"),
    "click.unknown_target": ("nothing to click there", "rien à cliquer ici"),
    "prompt.pass": ("pass the screen to {name}", "passez l'écran à {name}"),
    "prompt.first": ("{name}: lay your first combination (3+ cards with a Rainbow and a Shadow), or draw",
        "{name} : posez votre première combinaison (3 cartes ou plus avec une Rainbow et une Shadow), ou piochez"),
    "prompt.play": ("{name}: select a card, then click a cell to lay it, or draw",
        "{name} : choisissez une carte puis cliquez sur une case pour la poser, ou piochez"),
    "prompt.first_or_discard": ("{name}: lay your first combination (3+ cards with a Rainbow and a Shadow), or "
        "discard", "{name} : posez votre première combinaison (3+ cartes, une Rainbow et une Shadow), ou défaussez"),
    "prompt.play_or_discard": ("{name}: select a card, then click a cell to lay it, or discard it",
        "{name} : choisissez une carte puis cliquez sur une case pour la poser, ou défaussez-la"),
    "prompt.more": ("{name}: lay more cards, or select one and discard it to end your turn",
        "{name} : posez d'autres cartes, ou défaussez-en une pour finir votre tour"),
    "prompt.pending": ("{name}: add cards at either end, then confirm (or take back)",
        "{name} : ajoutez des cartes à un bout, puis validez (ou reprenez)"),
    "prompt.discard": ("{name}: select a card and discard it", "{name} : choisissez une carte et défaussez-la"),
    "prompt.wait": ("{name} is playing", "{name} joue"),
    "prompt.wait/you:name": ("you are playing", "vous jouez"),
    "prompt.over": ("game over: {name} wins", "partie terminée : {name} gagne"),  # as the status line says it
    "prompt.over/you:name": ("game over: you win", "partie terminée : vous gagnez"),
    "button.confirm": ("Confirm", "Valider"),
    "button.cancel": ("Take back", "Reprendre"),
    "button.draw": ("Draw", "Piocher"),
    "button.discard": ("Discard", "Défausser"),
    "button.show": ("Show my hand", "Voir ma main"),
}
_SECTIONS = {  # our titles of the rulebook's passages
    "section.composition": ("Composition", "Composition du jeu"),
    "section.first_lay": ("First lay", "Première pose d'un joueur"),
    "section.minimum": ("Valid combinations", "Combinaisons valides"),
    "section.set": ("Valid combinations: sets", "Combinaisons valides"),
    "section.run": ("Valid combinations: runs", "Combinaisons valides"),
    "section.rainbow": ("Rainbow rule", "Règle spéciale Rainbow"),
    "section.shadow": ("Shadow rule", "Règle spéciale Shadow"),
    "section.completing": ("Shadow rule: completing a combination", "Règle spéciale Shadow"),
    "section.connection": ("Connecting to a grid", "Connexion à une grille"),
    "section.via": ("Connecting to a grid: through one card", "Connexion à une grille"),
    "section.extension": ("Extending combinations", "Extensions des combinaisons"),
    "section.free": ("Free combinations", "Combinaisons libres"),
    "section.blocked": ("Blocked player", "Cas particulier : joueur bloqué"),
    "section.discard": ("Strategy tips: discarding", "Conseils stratégiques"),  # the one sentence saying it
    "section.hand": ("Strategy tips: emptying your hand", "Conseils stratégiques"),
    "section.end": ("End of the game", "Fin de partie"),
}
_RULE = {  # the rules panel and a refusal's quoted rule, in an English widget
    "rule.translated": ("translated from the French rulebook", "traduit du livret de règles en français"),
}
_SCORES = {  # the score breakdown's categories, as the scores panel words them
    "score.cards left in hand": ("cards left in hand", "cartes restant en main"),
}
_ENDING = {  # how the game ended, for the end banner
    "ending.out": ("{name} laid their last card.", "{name} a posé sa dernière carte."),
    "ending.out/you:name": ("You laid your last card.", "Vous avez posé votre dernière carte."),
    "ending.discarded": ("{name} discarded their last card.", "{name} a défaussé sa dernière carte."),
    "ending.discarded/you:name": ("You discarded your last card.", "Vous avez défaussé votre dernière carte."),
}
# fmt: on

# fmt: off
WORDS = Words.pairs(
    POSITION_WORDS, PAGE_WORDS,
    _ENDING, _REFUSE, _ALLOWED, _DEEDS, _DESCRIBE, _LOG, _INTERACTION, _SECTIONS, _RULE, _SCORES,
)
"""Every sentence of the wing, by key, in English and French."""
# fmt: on
