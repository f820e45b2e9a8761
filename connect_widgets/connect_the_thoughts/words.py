"""Every sentence of Connect the Thoughts, in English and French: ``WORDS``.

Keys say who speaks: ``refuse.`` (the rules refusing an action, and the teaching helpers an
argument that is no card), ``allowed.`` (what an allowed action does), ``deed.`` (what a bot's move
does, leading its reason), ``describe.`` (the position in words, cards and objects), ``object.``
(the sixteen objects' names), ``log.`` (the last event in a sentence), ``prompt.``, ``button.`` and
``click.`` (the interaction), ``section.`` (our titles of the rulebook's sections, by quote) and
``page.`` (everything the renderer writes, aria labels included, sent once with the fixed layout,
in :mod:`.page_words`).
"""

from __future__ import annotations

from ..core.words import Words
from .page_words import PAGE_WORDS
from .position_words import POSITION_WORDS

# One line a pair where it fits (English, French); the formatter would split every pair.
# fmt: off
_REFUSE = {  # the rules refusing a move
    "refuse.not_a_move": ("{action} is not a move here; the moves are: {moves}",
        "{action} n'est pas un coup ici ; les coups sont : {moves}"),
    "refuse.not_a_reveal": ("{action} is not a reveal ('reveal 17')",
        "{action} ne retourne pas une carte ('reveal 17')"),
    "refuse.not_face_down": ("card {card} is not face-down in the middle",
        "la carte {card} n'est pas face cachée au milieu"),
    "refuse.game_over": ("the game is over", "la partie est terminée"),
    "refuse.sitting_out": ("you rang the bell wrongly and sit out the rest of this round",
        "vous avez sonné à tort et ne jouez plus jusqu'à la fin de cette manche"),
    "refuse.turning_over": ("a picked card is being turned over", "une carte prise est en train d'être retournée"),
    "refuse.holding": ("you already hold {card}: place it or return it before picking up the next card",
        "vous tenez déjà la {card} : posez-la ou remettez-la avant de prendre la carte suivante"),
    "refuse.row_full": ("your row has seven cards: hit the bell", "votre rangée a sept cartes : frappez la sonnette"),
    "refuse.empty_hand": ("you hold no card: pick one up from the middle first",
        "vous ne tenez aucune carte : prenez-en d'abord une au milieu"),
    "refuse.keep_first_card": ("the first card you pick up starts your row: place {card}",
        "la première carte que vous prenez commence votre rangée : posez la {card}"),
    "refuse.row_empty": ("your row is empty: {card} starts it ('{start}')",
        "votre rangée est vide : elle commence par la {card} ('{start}')"),
    "refuse.row_started": ("your row has started: place the card at its left or right end ('{left}' or '{right}')",
        "votre rangée est commencée : posez la carte à son bout gauche ou droit ('{left}' ou '{right}')"),
    "refuse.no_common_object": ("{card} shares no object with {end} at the {side} end of your row",
        "la {card} n'a aucun objet en commun avec la {end} au bout {side} de votre rangée"),
}
_TEACH = {  # the teaching helpers refusing an argument (objects_of(0), fits(1, "x"), row_errors("12"))
    "refuse.card_number": ("{name} must be a number from 1 to {count}, not {value}",
        "{name} doit être un nombre de 1 à {count}, pas {value}"),
    "refuse.row": ("row must be a list of card numbers, like [9, 12, 40], not {value}",
        "row doit être une liste de numéros de cartes, par ex. [9, 12, 40], pas {value}"),
}
_ALLOWED = {  # what an allowed move does
    "allowed.pick": ("pick up the next face-down card", "prendre la carte face cachée suivante"),
    "allowed.start": ("the first card starts your row", "la première carte commence votre rangée"),
    "allowed.return": ("a card that does not fit goes back face-down", "une carte qui ne va pas retourne face cachée"),
    "allowed.return_fits": ("{card} fits your row, but may go back face-down too", "la {card} va dans votre rangée, "
        "mais peut aussi retourner face cachée"),
    "allowed.bell": ("a correct row of seven: the bell wins it for your pile", "une rangée juste de sept : la "
        "sonnette la gagne pour votre pile"),
    "allowed.bell_too_few": ("a wrong bell with {n} cards of seven: the row goes back face-down and you sit out the "
        "round", "une mauvaise sonnette avec {n} cartes sur sept : la rangée retourne face cachée et vous êtes hors "
        "de la manche"),
    "allowed.bell_too_few/one:n": ("a wrong bell with {n} card of seven: the row goes back face-down and you sit out "
        "the round", "une mauvaise sonnette avec {n} carte sur sept : la rangée retourne face cachée et vous êtes "
        "hors de la manche"),
    "allowed.bell_error": ("a wrong bell: the row of seven has an error, so it goes back face-down and you sit out "
        "the round", "une mauvaise sonnette : la rangée de sept a une erreur, elle retourne face cachée et vous êtes "
        "hors de la manche"),
    "allowed.reveal": ("the card picked up is turned over: it is {card}",
        "la carte prise est retournée : c'est la {card}"),
    "allowed.fits": ("{card} and {end} at the {side} end both show: {objects}",
        "la {card} et la {end} au bout {side} montrent toutes deux : {objects}"),
    "allowed.error": (
        "{card} shares no object with {end} at the {side} end: allowed on the table, but the row now has an error "
        "that the bell will find",
        "la {card} n'a aucun objet en commun avec la {end} au bout {side} : permis sur la table, mais la rangée a "
        "maintenant une erreur que la sonnette trouvera",
    ),
}
_DEEDS = {  # what a bot's move does, leading the thinking panel's reason ("It extends the row to 5 cards ...")
    "deed.extends": ("extends the row to {count} cards at the {side} end (shared: {objects})",
        "allonge la rangée à {count} cartes au bout {side} (en commun : {objects})"),
    "deed.extends/one:count": ("extends the row to {count} card at the {side} end (shared: {objects})",
        "allonge la rangée à {count} carte au bout {side} (en commun : {objects})"),
    "deed.open": ("leaves ends that {count} face-down cards fit",
        "laisse des bouts où vont {count} cartes face cachée"),
    "deed.open/one:count": ("leaves ends that {count} face-down card fits",
        "laisse des bouts où va {count} carte face cachée"),
    "deed.completes": ("completes the row of seven", "complète la rangée de sept"),
    "deed.bell": ("rings the bell with a correct row of seven", "sonne avec une rangée juste de sept"),
    "deed.returns": ("puts back a card that fits neither end", "remet une carte qui ne va à aucun des deux bouts"),
}
_DESCRIBE = {  # the position in words
    "describe.playing": ("round {round}, {face_down} face-down: rows {rows}",
        "manche {round}, {face_down} face cachée : rangées {rows}"),
    "describe.turning": ("round {round}, {face_down} face-down: {name} is turning over a card",
        "manche {round}, {face_down} face cachée : {name} retourne une carte"),
    "describe.turning/you:name": ("round {round}, {face_down} face-down: you are turning over a card",
        "manche {round}, {face_down} face cachée : vous retournez une carte"),
    "describe.row": ("{name} {count}", "{name} {count}"),
    "describe.row_out": ("{name} {count} (out)", "{name} {count} (hors jeu)"),
    "describe.over": ("game over after round {round} ({end}): {piles}",
        "partie terminée après la manche {round} ({end}) : {piles}"),
    "describe.pile": ("{name} {count}", "{name} {count}"),
    "describe.end.last card": ("the last card was picked up from the middle",
        "la dernière carte a été prise au milieu"),
    "describe.end.stuck": ("no card left fits any row", "plus aucune carte ne va dans une rangée"),
    "describe.end.void limit": ("the cap on rounds won by nobody was reached",
        "la limite de manches sans gagnant a été atteinte"),
    "describe.option_check_on_place": (
        "True (teaching): a card that shares no object with the end it is laid at is refused at once. False (as on "
        "the table): it may be laid, and the error is found when the bell is hit.",
        "True (pour apprendre) : une carte sans objet en commun avec le bout où elle est posée est refusée aussitôt. "
        "False (comme sur la table) : elle peut être posée, et l'erreur est trouvée à la sonnette.",
    ),
    "describe.option_max_void_rounds": (
        "The game also ends once this many rounds have ended with nobody winning (everyone rang wrongly); rounds "
        "that someone wins are limited by the cards (at most eleven rows of seven), so only players who keep ringing "
        "wrongly meet the cap.",
        "La partie finit aussi dès que ce nombre de manches s'est terminé sans gagnant (tout le monde a sonné à "
        "tort) ; les manches gagnées sont limitées par les cartes (onze rangées de sept au plus), si bien que seuls "
        "les joueurs qui sonnent sans cesse à tort atteignent la limite.",
    ),
    "describe.score_bell": ("rows won at the bell", "rangées gagnées à la sonnette"),
    "describe.score_end": ("longest row at the end", "plus longue rangée à la fin"),
    "describe.card": ("card {card} ({objects})", "carte {card} ({objects})"),
    "describe.objects.1": ("{a}", "{a}"),
    "describe.objects.2": ("{a}, {b}", "{a}, {b}"),
    "describe.objects.3": ("{a}, {b}, {c}", "{a}, {b}, {c}"),
    "describe.side.L": ("left", "gauche"),
    "describe.side.R": ("right", "droit"),
}
_OBJECTS = {  # the objects on the cards
    "object.umbrella": ("umbrella", "parapluie"), "object.apple": ("apple", "pomme"),
    "object.fish": ("fish", "poisson"), "object.key": ("key", "clé"), "object.balloon": ("balloon", "ballon"),
    "object.star": ("star", "étoile"), "object.moon": ("moon", "lune"), "object.bicycle": ("bicycle", "vélo"),
    "object.top hat": ("top hat", "haut-de-forme"), "object.anchor": ("anchor", "ancre"),
    "object.cactus": ("cactus", "cactus"), "object.snail": ("snail", "escargot"),
    "object.guitar": ("guitar", "guitare"), "object.glasses": ("glasses", "lunettes"),
    "object.cup": ("cup", "tasse"), "object.carrot": ("carrot", "carotte"),
}
_LOG = {  # the move log
    "log.chance": ("Chance", "Le hasard"),
    "log.picked": ("{who} picked up a card.", "{who} a pris une carte."),
    "log.picked/you:who": ("You picked up a card.", "Vous avez pris une carte."),
    "log.revealed": ("It is {card}.", "C'est la {card}."),
    "log.placed": ("{who} placed {card} to start a row.", "{who} a posé la {card} pour commencer une rangée."),
    "log.placed/you:who": ("You placed {card} to start a row.", "Vous avez posé la {card} pour commencer une rangée."),
    "log.placed.L": ("{who} placed {card} at the left end.", "{who} a posé la {card} au bout gauche."),
    "log.placed.L/you:who": ("You placed {card} at the left end.", "Vous avez posé la {card} au bout gauche."),
    "log.placed.R": ("{who} placed {card} at the right end.", "{who} a posé la {card} au bout droit."),
    "log.placed.R/you:who": ("You placed {card} at the right end.", "Vous avez posé la {card} au bout droit."),
    "log.returned": ("{who} returned {card} face-down.", "{who} a remis la {card} face cachée."),
    "log.returned/you:who": ("You returned {card} face-down.", "Vous avez remis la {card} face cachée."),
    "log.right bell": ("{who} rang the bell with a correct row of seven and keeps it!",
        "{who} a sonné avec une rangée juste de sept et la garde !"),
    "log.right bell/you:who": ("You rang the bell with a correct row of seven and keep it!",
        "Vous avez sonné avec une rangée juste de sept et la gardez !"),
    "log.too few": ("{who} rang the bell with only {count} of {target} cards and sits out this round.",
        "{who} a sonné avec seulement {count} cartes sur {target} et ne joue plus cette manche."),
    "log.too few/one:count": ("{who} rang the bell with only {count} card of {target} and sits out this round.",
        "{who} a sonné avec seulement {count} carte sur {target} et ne joue plus cette manche."),
    "log.too few/you:who": ("You rang the bell with only {count} of {target} cards and sit out this round.",
        "Vous avez sonné avec seulement {count} cartes sur {target} et ne jouez plus cette manche."),
    "log.too few/you:who/one:count": ("You rang the bell with only {count} card of {target} and sit out this round.",
        "Vous avez sonné avec seulement {count} carte sur {target} et ne jouez plus cette manche."),
    "log.error": (
        "{who} rang the bell, but cards {first} and {second} of the row share no object, and sits out this round.",
        "{who} a sonné, mais les cartes {first} et {second} de la rangée n'ont aucun objet en commun, et ne joue "
        "plus cette manche.",
    ),
    "log.error/you:who": (
        "You rang the bell, but cards {first} and {second} of the row share no object: you sit out this round.",
        "Vous avez sonné, mais les cartes {first} et {second} de la rangée n'ont aucun objet en commun : vous ne "
        "jouez plus cette manche.",
    ),
    "log.new round": ("A new round starts.", "Une nouvelle manche commence."),
    "log.round void": ("Everyone sits out: a new round starts with nobody winning that one.",
        "Tout le monde est hors jeu : une nouvelle manche commence, sans gagnant pour celle-ci."),
    "log.game_over": ("Game over: {end}.", "Partie terminée : {end}."),
}
_INTERACTION = {  # the interaction: prompts, buttons, clicks
    "prompt.won": ("Game over ({end}): {names} wins.", "Partie terminée ({end}) : {names} gagne."),
    "prompt.won/you:names": ("Game over ({end}): you win.", "Partie terminée ({end}) : vous gagnez."),
    "prompt.shared": ("Game over ({end}): {names} share the win.",
        "Partie terminée ({end}) : {names} partagent la victoire."),
    "prompt.and": (" and ", " et "),
    "prompt.sitting_out": ("{name}: you rang wrongly and sit out the rest of round {round}.",
        "{name} : vous avez sonné à tort et ne jouez plus jusqu'à la fin de la manche {round}."),
    "prompt.turning": ("{name}: {picker} is turning over a card.", "{name} : {picker} retourne une carte."),
    "prompt.turning/you:picker": ("{name}: you are turning over a card.", "{name} : vous retournez une carte."),
    "prompt.start": ("{name}: {card} starts your row.", "{name} : la {card} commence votre rangée."),
    "prompt.place": ("{name}: {card}: lay it at an end it fits, or put it back.",
        "{name} : la {card} : posez-la à un bout où elle va, ou remettez-la."),
    "prompt.ring": ("{name}: seven cards: ring the bell!", "{name} : sept cartes : frappez la sonnette !"),
    "prompt.pick": ("{name}: pick up a card from the middle ({count} of {target} in your row).",
        "{name} : prenez une carte au milieu ({count} sur {target} dans votre rangée)."),
    "button.pick": ("Pick a card", "Prendre une carte"),
    "button.pick.title": ("Pick up a face-down card from the middle", "Prendre une carte face cachée au milieu"),
    "button.start": ("Start my row", "Commencer ma rangée"),
    "button.start.title": ("The first card starts your row", "La première carte commence votre rangée"),
    "button.left": ("◀ Lay left", "◀ Poser à gauche"),
    "button.left.title": ("Lay the card at the left end of your row", "Poser la carte au bout gauche de votre rangée"),
    "button.right": ("Lay right ▶", "Poser à droite ▶"),
    "button.right.title": ("Lay the card at the right end of your row", "Poser la carte au bout droit de votre rangée"),
    "button.return": ("Put it back", "La remettre"),
    "button.return.title": ("Return the card face-down to the middle", "Remettre la carte face cachée au milieu"),
    "button.bell": ("🔔 Ring the bell", "🔔 Sonner"),
    "button.bell.title": ("Hit the bell when your row of seven is finished",
        "Frapper la sonnette quand votre rangée de sept est finie"),
    "click.unknown_target": ("unknown target {target}", "cible inconnue {target}"),
}
_SECTIONS = {  # our titles of the rulebook's passages
    "section.one_card_at_a_time": ("How to Play", "Comment jouer"),
    "section.starting_card": ("Placing a Card", "Poser une carte"),
    "section.placing": ("Placing a Card", "Poser une carte"),
    "section.right_bell": ("Finished Your Row?", "Rangée finie ?"),
    "section.wrong_bell": ("Finished Your Row?", "Rangée finie ?"),
    "section.game_end": ("Game End", "Fin de la partie"),
}
_SCORES = {  # the score breakdown's categories, as the scores panel words them
    "score.rows won at the bell": ("rows won at the bell", "rangées gagnées à la sonnette"),
    "score.longest row at the end": ("longest row at the end", "plus longue rangée à la fin"),
}
_ENDING = {  # how the game ended, for the end banner
    "ending.last_card": ("The last face-down card was picked up.", "La dernière carte face cachée a été prise."),
    "ending.stuck": ("No card left fits any row.", "Plus aucune carte ne va dans une rangée."),
    "ending.void_limit": ("Too many rounds ended with nobody winning.",
        "Trop de manches se sont terminées sans gagnant."),
}
# fmt: on

# fmt: off
WORDS = Words.pairs(
    POSITION_WORDS, PAGE_WORDS,
    _ENDING, _REFUSE, _TEACH, _ALLOWED, _DEEDS, _DESCRIBE, _OBJECTS, _LOG, _INTERACTION, _SECTIONS, _SCORES,
)
"""Every sentence of the wing, by key, in English and French."""
# fmt: on
