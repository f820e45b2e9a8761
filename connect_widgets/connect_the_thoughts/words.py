"""Every sentence of Connect the Thoughts, in English and French: ``WORDS``.

Keys say who speaks: ``refuse.`` (the rules refusing an action), ``allowed.`` (what an allowed
action does), ``describe.`` (the position in words, cards and objects), ``object.`` (the sixteen
objects' names), ``log.`` (the last event in a sentence), ``prompt.``, ``button.`` and ``click.``
(the interaction), ``section.`` (our titles of the rulebook's sections, by quote) and ``page.``
(everything the renderer writes, aria labels included, sent once with the fixed layout).
"""

from __future__ import annotations

from ..core.words import Words

_EN = {
    # ---------------------------------------------------------------- the rules refuse
    "refuse.not_a_move": "{action} is not a move here; the moves are: {moves}",
    "refuse.not_a_reveal": "{action} is not a reveal ('reveal 17')",
    "refuse.not_face_down": "card {card} is not face-down in the middle",
    "refuse.game_over": "the game is over",
    "refuse.sitting_out": "you rang the bell wrongly and sit out the rest of this round",
    "refuse.turning_over": "a picked card is being turned over",
    "refuse.holding": "you already hold {card}: place it or return it before picking up the next card",
    "refuse.row_full": "your row has seven cards: hit the bell",
    "refuse.empty_hand": "you hold no card: pick one up from the middle first",
    "refuse.keep_first_card": "the first card you pick up starts your row: place {card}",
    "refuse.row_empty": "your row is empty: {card} starts it ('{start}')",
    "refuse.row_started": "your row has started: place the card at its left or right end ('{left}' or '{right}')",
    "refuse.no_common_object": "{card} shares no object with {end} at the {side} end of your row",
    # ---------------------------------------------------------------- what an allowed action does
    "allowed.pick": "pick up the next face-down card",
    "allowed.start": "the first card starts your row",
    "allowed.return": "a card that does not fit goes back face-down",
    "allowed.bell": "the bell may be hit at any moment; it only pays with a correct row of seven",
    "allowed.reveal": "the card picked up is turned over: it is {card}",
    "allowed.fits": "{card} and {end} at the {side} end both show: {objects}",
    "allowed.error": (
        "{card} shares no object with {end} at the {side} end: allowed on the table, "
        "but the row now has an error that the bell will find"
    ),
    # ---------------------------------------------------------------- the position in words
    "describe.playing": "round {round}, {face_down} face-down: rows {rows}",
    "describe.turning": "round {round}, {face_down} face-down: {name} is turning over a card",
    "describe.row": "{name} {count}",
    "describe.row_out": "{name} {count} (out)",
    "describe.over": "game over after round {round} ({end}): {piles}",
    "describe.pile": "{name} {count}",
    "describe.end.last card": "the last card was picked up from the middle",
    "describe.end.stuck": "no card left fits any row",
    "describe.end.round limit": "the last round was played",
    "describe.option_check_on_place": (
        "True (teaching): a card that shares no object with the end it is laid at is refused at once. "
        "False (as on the table): it may be laid, and the error is found when the bell is hit."
    ),
    "describe.option_max_rounds": (
        "The game also ends when this round ends. 80 cards make eleven rows of seven and three over, so twelve "
        "rounds are a whole game when every round is won; the cap only stops games where everyone keeps ringing "
        "wrongly."
    ),
    "describe.score_bell": "rows won at the bell",
    "describe.score_end": "longest row at the end",
    "describe.card": "card {card} ({objects})",
    "describe.objects.1": "{a}",
    "describe.objects.2": "{a}, {b}",
    "describe.objects.3": "{a}, {b}, {c}",
    "describe.side.L": "left",
    "describe.side.R": "right",
    # ---------------------------------------------------------------- the objects on the cards
    "object.umbrella": "umbrella",
    "object.apple": "apple",
    "object.fish": "fish",
    "object.key": "key",
    "object.balloon": "balloon",
    "object.star": "star",
    "object.moon": "moon",
    "object.bicycle": "bicycle",
    "object.top hat": "top hat",
    "object.anchor": "anchor",
    "object.cactus": "cactus",
    "object.snail": "snail",
    "object.guitar": "guitar",
    "object.glasses": "glasses",
    "object.cup": "cup",
    "object.carrot": "carrot",
    # ---------------------------------------------------------------- the last event
    "log.chance": "Chance",
    "log.picked": "{who} picked up a card.",
    "log.revealed": "It is {card}.",
    "log.placed": "{who} placed {card} to start a row.",
    "log.placed.L": "{who} placed {card} at the left end.",
    "log.placed.R": "{who} placed {card} at the right end.",
    "log.returned": "{who} returned {card} face-down.",
    "log.right bell": "{who} rang the bell with a correct row of seven and keeps it!",
    "log.too few": "{who} rang the bell with only {count} of {target} cards and sits out this round.",
    "log.error": "{who} rang the bell, but cards {first} and {second} of the row share no object: sits out this round.",
    "log.new round": "A new round starts.",
    "log.round void": "Everyone sits out: a new round starts with nobody winning that one.",
    "log.game_over": "Game over: {end}.",
    # ---------------------------------------------------------------- the interaction
    "prompt.won": "Game over ({end}): {names} wins.",
    "prompt.shared": "Game over ({end}): {names} share the win.",
    "prompt.and": " and ",
    "prompt.sitting_out": "{name}: you rang wrongly and sit out the rest of round {round}.",
    "prompt.turning": "{name}: {picker} is turning over a card.",
    "prompt.start": "{name}: {card} starts your row.",
    "prompt.place": "{name}: {card}: lay it at an end it fits, or put it back.",
    "prompt.ring": "{name}: seven cards: ring the bell!",
    "prompt.pick": "{name}: pick up a card from the middle ({count} of {target} in your row).",
    "button.pick": "Pick a card",
    "button.pick.title": "Pick up a face-down card from the middle",
    "button.start": "Start my row",
    "button.start.title": "The first card starts your row",
    "button.left": "\u25c0 Lay left",
    "button.left.title": "Lay the card at the left end of your row",
    "button.right": "Lay right \u25b6",
    "button.right.title": "Lay the card at the right end of your row",
    "button.return": "Put it back",
    "button.return.title": "Return the card face-down to the middle",
    "button.bell": "\U0001f514 Ring the bell",
    "button.bell.title": "Hit the bell when your row of seven is finished",
    "click.unknown_target": "unknown target {target}",
    # ---------------------------------------------------------------- our titles of the rulebook's sections
    "section.one_card_at_a_time": "How to Play",
    "section.starting_card": "Placing a Card",
    "section.placing": "Placing a Card",
    "section.right_bell": "Finished Your Row?",
    "section.wrong_bell": "Finished Your Row?",
    "section.game_end": "Game End",
    # ---------------------------------------------------------------- the renderer
    "page.table": "Table, round {round}: {count} cards face-down around the bell",
    "page.card": "card {card}: {objects}",
    "page.pool": "{count} face-down cards",
    "page.pick_here": "Pick up this face-down card",
    "page.put_back_here": "Put your card back face-down",
    "page.bell": "Ring the bell",
    "page.game_over": "Game over: {end}",
    "page.turning": "{name} is turning over a card",
    "page.centre": "Round {round} \u00b7 {count} face-down",
    "page.row": "{name}'s row",
    "page.sitting_out": "sitting out this round",
    "page.name_status": "{name} \u00b7 {status}",
    "page.end.L": "left end",
    "page.end.R": "right end",
    "page.lay_beside": "Lay your card at the {side}, beside card {card} ({objects})",
    "page.no_common_object": "no common object here",
    "page.sits_out": "rang wrongly: sits out",
    "page.no_row": "no row yet",
    "page.start_here": "Start your row with this card",
    "page.lay_at": "Lay your card at the {side}{fit}",
    "page.shares": ", shares {objects}",
    "page.shares_nothing": ", shares nothing",
    "page.in_hand": "In your hand: card {card} ({objects})",
    "page.put_back_label": "Put the card back face-down",
    "page.put_back": "\u21a9 put back",
    "page.pile_label": "{name}'s pile: {count} cards, {won} rows won",
    "page.pile": "pile",
}

_FR = {
    # ---------------------------------------------------------------- the rules refuse
    "refuse.not_a_move": "{action} n'est pas un coup ici ; les coups sont : {moves}",
    "refuse.not_a_reveal": "{action} ne retourne pas une carte ('reveal 17')",
    "refuse.not_face_down": "la carte {card} n'est pas face cachée au milieu",
    "refuse.game_over": "la partie est terminée",
    "refuse.sitting_out": "vous avez sonné à tort et ne jouez plus jusqu'à la fin de cette manche",
    "refuse.turning_over": "une carte prise est en train d'être retournée",
    "refuse.holding": "vous tenez déjà la {card} : posez-la ou remettez-la avant de prendre la carte suivante",
    "refuse.row_full": "votre rangée a sept cartes : frappez la sonnette",
    "refuse.empty_hand": "vous ne tenez aucune carte : prenez-en d'abord une au milieu",
    "refuse.keep_first_card": "la première carte que vous prenez commence votre rangée : posez la {card}",
    "refuse.row_empty": "votre rangée est vide : elle commence par la {card} ('{start}')",
    "refuse.row_started": (
        "votre rangée est commencée : posez la carte à son bout gauche ou droit ('{left}' ou '{right}')"
    ),
    "refuse.no_common_object": "la {card} n'a aucun objet en commun avec la {end} au bout {side} de votre rangée",
    # ---------------------------------------------------------------- what an allowed action does
    "allowed.pick": "prendre la carte face cachée suivante",
    "allowed.start": "la première carte commence votre rangée",
    "allowed.return": "une carte qui ne va pas retourne face cachée",
    "allowed.bell": "la sonnette peut être frappée à tout moment ; elle ne rapporte qu'avec une rangée juste de sept",
    "allowed.reveal": "la carte prise est retournée : c'est la {card}",
    "allowed.fits": "la {card} et la {end} au bout {side} montrent toutes deux : {objects}",
    "allowed.error": (
        "la {card} n'a aucun objet en commun avec la {end} au bout {side} : permis sur la table, "
        "mais la rangée a maintenant une erreur que la sonnette trouvera"
    ),
    # ---------------------------------------------------------------- the position in words
    "describe.playing": "manche {round}, {face_down} face cachée : rangées {rows}",
    "describe.turning": "manche {round}, {face_down} face cachée : {name} retourne une carte",
    "describe.row": "{name} {count}",
    "describe.row_out": "{name} {count} (hors jeu)",
    "describe.over": "partie terminée après la manche {round} ({end}) : {piles}",
    "describe.pile": "{name} {count}",
    "describe.end.last card": "la dernière carte a été prise au milieu",
    "describe.end.stuck": "plus aucune carte ne va dans une rangée",
    "describe.end.round limit": "la dernière manche a été jouée",
    "describe.option_check_on_place": (
        "True (pour apprendre) : une carte sans objet en commun avec le bout où elle est posée est refusée "
        "aussitôt. False (comme sur la table) : elle peut être posée, et l'erreur est trouvée à la sonnette."
    ),
    "describe.option_max_rounds": (
        "La partie finit aussi à la fin de cette manche. 80 cartes font onze rangées de sept et trois de plus : "
        "douze manches font une partie entière quand chaque manche est gagnée ; la limite n'arrête que les "
        "parties où tout le monde sonne à tort."
    ),
    "describe.score_bell": "rangées gagnées à la sonnette",
    "describe.score_end": "plus longue rangée à la fin",
    "describe.card": "carte {card} ({objects})",
    "describe.objects.1": "{a}",
    "describe.objects.2": "{a}, {b}",
    "describe.objects.3": "{a}, {b}, {c}",
    "describe.side.L": "gauche",
    "describe.side.R": "droit",
    # ---------------------------------------------------------------- the objects on the cards
    "object.umbrella": "parapluie",
    "object.apple": "pomme",
    "object.fish": "poisson",
    "object.key": "clé",
    "object.balloon": "ballon",
    "object.star": "étoile",
    "object.moon": "lune",
    "object.bicycle": "vélo",
    "object.top hat": "haut-de-forme",
    "object.anchor": "ancre",
    "object.cactus": "cactus",
    "object.snail": "escargot",
    "object.guitar": "guitare",
    "object.glasses": "lunettes",
    "object.cup": "tasse",
    "object.carrot": "carotte",
    # ---------------------------------------------------------------- the last event
    "log.chance": "Le hasard",
    "log.picked": "{who} a pris une carte.",
    "log.revealed": "C'est la {card}.",
    "log.placed": "{who} a posé la {card} pour commencer une rangée.",
    "log.placed.L": "{who} a posé la {card} au bout gauche.",
    "log.placed.R": "{who} a posé la {card} au bout droit.",
    "log.returned": "{who} a remis la {card} face cachée.",
    "log.right bell": "{who} a sonné avec une rangée juste de sept et la garde !",
    "log.too few": "{who} a sonné avec seulement {count} cartes sur les {target} et ne joue plus cette manche.",
    "log.error": (
        "{who} a sonné, mais les cartes {first} et {second} de la rangée n'ont aucun objet en commun : "
        "ne joue plus cette manche."
    ),
    "log.new round": "Une nouvelle manche commence.",
    "log.round void": "Tout le monde est hors jeu : une nouvelle manche commence, sans gagnant pour celle-ci.",
    "log.game_over": "Partie terminée : {end}.",
    # ---------------------------------------------------------------- the interaction
    "prompt.won": "Partie terminée ({end}) : {names} gagne.",
    "prompt.shared": "Partie terminée ({end}) : {names} partagent la victoire.",
    "prompt.and": " et ",
    "prompt.sitting_out": "{name} : vous avez sonné à tort et ne jouez plus jusqu'à la fin de la manche {round}.",
    "prompt.turning": "{name} : {picker} retourne une carte.",
    "prompt.start": "{name} : la {card} commence votre rangée.",
    "prompt.place": "{name} : la {card} : posez-la à un bout où elle va, ou remettez-la.",
    "prompt.ring": "{name} : sept cartes : frappez la sonnette !",
    "prompt.pick": "{name} : prenez une carte au milieu ({count} sur {target} dans votre rangée).",
    "button.pick": "Prendre une carte",
    "button.pick.title": "Prendre une carte face cachée au milieu",
    "button.start": "Commencer ma rangée",
    "button.start.title": "La première carte commence votre rangée",
    "button.left": "\u25c0 Poser à gauche",
    "button.left.title": "Poser la carte au bout gauche de votre rangée",
    "button.right": "Poser à droite \u25b6",
    "button.right.title": "Poser la carte au bout droit de votre rangée",
    "button.return": "La remettre",
    "button.return.title": "Remettre la carte face cachée au milieu",
    "button.bell": "\U0001f514 Sonner",
    "button.bell.title": "Frapper la sonnette quand votre rangée de sept est finie",
    "click.unknown_target": "cible inconnue {target}",
    # ---------------------------------------------------------------- our titles of the rulebook's sections
    "section.one_card_at_a_time": "Comment jouer",
    "section.starting_card": "Poser une carte",
    "section.placing": "Poser une carte",
    "section.right_bell": "Rangée finie ?",
    "section.wrong_bell": "Rangée finie ?",
    "section.game_end": "Fin de la partie",
    # ---------------------------------------------------------------- the renderer
    "page.table": "Table, manche {round} : {count} cartes face cachée autour de la sonnette",
    "page.card": "carte {card} : {objects}",
    "page.pool": "{count} cartes face cachée",
    "page.pick_here": "Prendre cette carte face cachée",
    "page.put_back_here": "Remettre votre carte face cachée",
    "page.bell": "Frapper la sonnette",
    "page.game_over": "Partie terminée : {end}",
    "page.turning": "{name} retourne une carte",
    "page.centre": "Manche {round} \u00b7 {count} face cachée",
    "page.row": "Rangée de {name}",
    "page.sitting_out": "hors jeu pour cette manche",
    "page.name_status": "{name} \u00b7 {status}",
    "page.end.L": "bout gauche",
    "page.end.R": "bout droit",
    "page.lay_beside": "Poser votre carte au {side}, à côté de la carte {card} ({objects})",
    "page.no_common_object": "aucun objet en commun ici",
    "page.sits_out": "a sonné à tort : hors jeu",
    "page.no_row": "pas encore de rangée",
    "page.start_here": "Commencer votre rangée avec cette carte",
    "page.lay_at": "Poser votre carte au {side}{fit}",
    "page.shares": ", en commun : {objects}",
    "page.shares_nothing": ", rien en commun",
    "page.in_hand": "En main : carte {card} ({objects})",
    "page.put_back_label": "Remettre la carte face cachée",
    "page.put_back": "\u21a9 remettre",
    "page.pile_label": "Pile de {name} : {count} cartes, {won} rangées gagnées",
    "page.pile": "pile",
}

WORDS = Words(en=_EN, fr=_FR)
"""Every sentence of the game by key, in English and French (the same keys and fields in both)."""
