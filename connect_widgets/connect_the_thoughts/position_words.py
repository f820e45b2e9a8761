"""The sentences that refuse a position of Connect the Thoughts, in English and French.

They are part of the wing's words (:data:`.words.WORDS` merges them): a position is data typed or
pasted by a teacher, and each of its parts has a refusal of its own, so they are kept apart from the
sentences of play.
"""

from __future__ import annotations

# One line a pair where it fits (English, French); the formatter would split every pair.
# fmt: off
_POSITIONS = {  # a position refused (game.position(), new_game(position=...))
    "position.card": (
        "position {item}: cards are numbers from 1 to {cards} separated by . (- for none)",
        "position {item} : les cartes sont des nombres de 1 à {cards} séparés par . (- pour aucune)",
    ),
    "position.card_twice": ("position: card {card} is in two places", "position : la carte {card} est à deux endroits"),
    "position.row": (
        "position {item}: a row stops at {target} cards",
        "position {item} : une rangée s'arrête à {target} cartes",
    ),
    "position.hand": (
        "position {item}: a player holds one card at most",
        "position {item} : un joueur tient une carte au plus",
    ),
    "position.out": (
        "position {item}: out= is x (sitting out) or - per player",
        "position {item} : out= vaut x (hors jeu) ou - par joueur",
    ),
    "position.end": (
        "position {item}: end= is - or one of {reasons}",
        "position {item} : end= vaut - ou l'une de {reasons}",
    ),
    "position.out_everyone": (
        "position {item}: not everyone sits out (after the last wrong bell of a round a new round starts)",
        "position {item} : les joueurs ne sont pas tous hors jeu (après le dernier mauvais coup de sonnette"
        " d'une manche, une nouvelle commence)",
    ),
    "position.end_no_card_face_down": (
        "position {item}: no card is face-down, so the game has ended (end=last_card)",
        "position {item} : aucune carte n'est face cachée, la partie est donc finie (end=last_card)",
    ),
    "position.end_nobody_can_go_on": (
        "position {item}: no card face-down or in a hand fits a row being built, so the game has ended (end=stuck)",
        "position {item} : aucune carte face cachée ou en main ne va dans une rangée en cours, la partie est"
        " donc finie (end=stuck)",
    ),
    "position.end_last_card": (
        "position {item}: the game ends at the last card when no card is face-down and the last one picked"
        " up is still in a hand",
        "position {item} : la partie finit à la dernière carte quand plus aucune n'est face cachée et que la"
        " dernière prise est encore en main",
    ),
    "position.end_stuck": (
        "position {item}: the game ends stuck when cards are face-down and none of them or of the hands fits"
        " a row being built",
        "position {item} : la partie finit bloquée quand des cartes sont face cachée et qu'aucune d'elles ni"
        " des mains ne va dans une rangée en cours",
    ),
    "position.end_void_limit": (
        "position {item}: the game ends at the void limit when the round shown is the last of {cap} rounds won by"
        " nobody (round = {cap} + the rounds won): every row and hand back face-down, nobody sitting out",
        "position {item} : la partie finit à la limite des manches sans gagnant quand la manche indiquée est la"
        " dernière de {cap} manches sans gagnant (round = {cap} + les manches gagnées) : chaque rangée et chaque"
        " main remises face cachée, personne hors jeu",
    ),
    "position.rounds_won": (
        "position {item}: the rounds won ({won}) are more than the rounds ended before round {round}",
        "position {item} : les manches gagnées ({won}) sont plus nombreuses que les manches finies avant la"
        " manche {round}",
    ),
    "position.void_cap": (
        "position {item}: {voids} rounds have ended with nobody winning (round - 1 - the rounds won), but the game"
        " ends when {cap} have (end=void_limit, in the round that reached the limit)",
        "position {item} : {voids} manches se sont terminées sans gagnant (round - 1 - les manches gagnées), mais la"
        " partie finit quand {cap} le sont (end=void_limit, dans la manche qui a atteint la limite)",
    ),
    "position.out_holding": (
        "position {item}: player {player} sits out, so their row and hand went back face-down (- for both)",
        "position {item} : le joueur {player} est hors jeu, sa rangée et sa main sont donc remises face cachée"
        " (- pour les deux)",
    ),
    "position.picker_over": (
        "position {item}: nobody turns a card over once the game has ended (picker=-)",
        "position {item} : personne ne retourne de carte une fois la partie finie (picker=-)",
    ),
    "position.picker_out": (
        "position {item}: player {player} sits out and picks up no card",
        "position {item} : le joueur {player} est hors jeu et ne prend pas de carte",
    ),
    "position.last": (
        "position {item}: last=<actor>:<action>:<outcome>:<cards>:<what followed>:<side>",
        "position {item} : last=<acteur>:<action>:<résultat>:<cartes>:<suite>:<côté>",
    ),
    "position.middle": (
        "position {item}: middle= must be the {count} cards that are nowhere else",
        "position {item} : middle= doit être les {count} cartes qui ne sont nulle part ailleurs",
    ),
    "position.put_back": (
        "position {item}: a card put back is face-down in the middle",
        "position {item} : une carte remise est face cachée au milieu",
    ),
    "position.picker": (
        "position {item}: the picker holds no card and a card is face-down to turn over",
        "position {item} : celui qui pioche ne tient pas de carte et une carte est face cachée à retourner",
    ),
}
_LAST = {  # a last= event the rules never make, by its outcome: how each is written
    "position.last_outcome": ("position {item}: the outcome is one of {outcomes} (empty for a game over before "
        "any action), and what followed - or one of {thens}", "position {item} : le résultat est l'un de "
        "{outcomes} (vide pour une partie finie avant toute action), et la suite - ou l'une de {thens}"),
    "position.last_picked": ("position {item}: a pick reads <player 0 to {most}>:pick:picked:-:{thens}:-",
        "position {item} : une carte prise s'écrit <joueur de 0 à {most}>:pick:picked:-:{thens}:-"),
    "position.last_revealed": ("position {item}: a card turned over reads -1:reveal_<card>:revealed:<the same "
        "card>:<what followed: {thens}>:-", "position {item} : une carte retournée s'écrit -1:reveal_<carte>:"
        "revealed:<la même carte>:<suite : {thens}>:-"),
    "position.last_placed": ("position {item}: a card placed reads <player 0 to {most}>:place:placed:<card>:<what "
        "followed: {thens}>:- to start a row, or with place_L and L, place_R and R at an end", "position {item} : "
        "une carte posée s'écrit <joueur de 0 à {most}>:place:placed:<carte>:<suite : {thens}>:- pour commencer une "
        "rangée, ou avec place_L et L, place_R et R à un bout"),
    "position.last_returned": ("position {item}: a card returned reads <player 0 to {most}>:return:returned:<card>:"
        "<what followed: {thens}>:-", "position {item} : une carte remise s'écrit <joueur de 0 à {most}>:return:"
        "returned:<carte>:<suite : {thens}>:-"),
    "position.last_right_bell": ("position {item}: a right bell reads <player 0 to {most}>:bell:right_bell:<the row "
        "rung: {target} different cards, each sharing an object with the next>:{thens}:-",
        "position {item} : un bon coup de sonnette s'écrit <joueur de 0 à {most}>:bell:right_bell:<la rangée : "
        "{target} cartes différentes, chacune ayant un objet commun avec la suivante>:{thens}:-"),
    "position.last_too_few": ("position {item}: a bell too early reads <player 0 to {most}>:bell:too_few:<the row "
        "rung: fewer than {target} different cards>:<what followed: {thens}>:-", "position {item} : un coup de "
        "sonnette trop tôt s'écrit <joueur de 0 à {most}>:bell:too_few:<la rangée : moins de {target} cartes "
        "différentes>:<suite : {thens}>:-"),
    "position.last_error": ("position {item}: a wrong bell reads <player 0 to {most}>:bell:error:<the row rung: "
        "{target} different cards, two neighbours sharing no object>:<what followed: {thens}>:-", "position {item} : "
        "un mauvais coup de sonnette s'écrit <joueur de 0 à {most}>:bell:error:<la rangée : {target} cartes "
        "différentes, dont deux voisines sans objet commun>:<suite : {thens}>:-"),
    "position.last_none": ("position {item}: a game over before any action reads -1:::-:<why it ended: {ends}>:-",
        "position {item} : une partie finie avant toute action s'écrit -1:::-:<pourquoi elle a fini : {ends}>:-"),
    "position.last_end": ("position {item}: the game ends with the event that ends it: what followed the last "
        "event and end= name the same end (here {then} and {end})", "position {item} : la partie finit avec "
        "l'événement qui la finit : la suite du dernier événement et end= nomment la même fin (ici {then} et {end})"),
}
_LEFT = {  # a position that is not what its last event left (position_last.check_left), by what it left
    "position.left_picker": ("position {item}: a card is being turned over (picker=) only right after it is picked "
        "up, so the last event is that pick (<player>:pick:picked:-:-:-)", "position {item} : une carte n'est en "
        "train d'être retournée (picker=) que juste après avoir été prise, le dernier événement est donc cette "
        "prise (<joueur>:pick:picked:-:-:-)"),
    "position.left_picked": ("position {item}: player {player} has just picked up a card, so it is being turned "
        "over for them (picker={player})", "position {item} : le joueur {player} vient de prendre une carte, elle "
        "est donc en train d'être retournée pour lui (picker={player})"),
    "position.left_revealed": ("position {item}: card {card} has just been turned over, so it is in the hand of "
        "the player who picked it up (hands=) and no card has been put back since (put_back=-)", "position {item} : "
        "la carte {card} vient d'être retournée, elle est donc dans la main du joueur qui l'a prise (hands=) et "
        "aucune carte n'a été remise depuis (put_back=-)"),
    "position.left_placed": ("position {item}: player {player} has just placed card {card} to start their row, "
        "so their row is that card alone (rows=), they hold no card (hands=) and play on (out=-); a game that "
        "ended there may have taken the row into their pile (piles=)", "position {item} : le joueur {player} "
        "vient de poser la carte {card} pour commencer sa rangée, sa rangée est donc cette seule carte (rows=), il "
        "ne tient aucune carte (hands=) et joue encore (out=-) ; une partie finie là a pu mettre la rangée dans sa "
        "pile (piles=)"),
    "position.left_placed.L": ("position {item}: player {player} has just placed card {card} at the left end of "
        "their row, so it is the left end of a row of two cards or more (rows=), they hold no card (hands=) and "
        "play on (out=-); a game that ended there may have taken the row into their pile (piles=)",
        "position {item} : le joueur {player} vient de poser la carte {card} au bout gauche de sa rangée, elle est "
        "donc le bout gauche d'une rangée de deux cartes ou plus (rows=), il ne tient aucune carte (hands=) et joue "
        "encore (out=-) ; une partie finie là a pu mettre la rangée dans sa pile (piles=)"),
    "position.left_placed.R": ("position {item}: player {player} has just placed card {card} at the right end of "
        "their row, so it is the right end of a row of two cards or more (rows=), they hold no card (hands=) and "
        "play on (out=-); a game that ended there may have taken the row into their pile (piles=)",
        "position {item} : le joueur {player} vient de poser la carte {card} au bout droit de sa rangée, elle est "
        "donc le bout droit d'une rangée de deux cartes ou plus (rows=), il ne tient aucune carte (hands=) et joue "
        "encore (out=-) ; une partie finie là a pu mettre la rangée dans sa pile (piles=)"),
    "position.left_returned": ("position {item}: player {player} has just returned card {card} face-down, so it "
        "is put back since a card was last turned over (put_back= names it), they hold no card (hands=) and play "
        "on (out=-) with their row started (rows=, or their pile if the game ended there)", "position {item} : le "
        "joueur {player} vient de remettre la carte {card} face cachée, elle est donc remise depuis la dernière "
        "carte retournée (put_back= la nomme), il ne tient aucune carte (hands=) et joue encore (out=-) avec sa "
        "rangée commencée (rows=, ou sa pile si la partie a fini là)"),
    "position.left_rung": ("position {item}: player {player} has just rung wrongly, so the row rung went back "
        "face-down, put back since a card was last turned over (put_back= names its cards)", "position {item} : "
        "le joueur {player} vient de sonner à tort, la rangée sonnée est donc remise face cachée, remise depuis la "
        "dernière carte retournée (put_back= nomme ses cartes)"),
    "position.left_wrong_bell": ("position {item}: player {player} has just rung wrongly and sits out the rest of "
        "the round (x at their place in out=)", "position {item} : le joueur {player} vient de sonner à tort et ne "
        "joue plus jusqu'à la fin de la manche (x à sa place dans out=)"),
    "position.left_right_bell": ("position {item}: player {player} has just won the round with the row rung, so "
        "it ends their pile (piles=) and counts among their rounds won (wins=)", "position {item} : le joueur "
        "{player} vient de gagner la manche avec la rangée sonnée, elle finit donc sa pile (piles=) et compte parmi "
        "ses manches gagnées (wins=)"),
    "position.left_new_round": ("position {item}: a new round has just begun, so every row and hand is back "
        "face-down (rows=, hands=) and nobody sits out (out=)", "position {item} : une nouvelle manche vient de "
        "commencer, chaque rangée et chaque main sont donc remises face cachée (rows=, hands=) et personne n'est "
        "hors jeu (out=)"),
    "position.left_round_void": ("position {item}: the round everyone sat out has just ended with nobody winning, "
        "so it counts among the rounds nobody won: round - 1 - the rounds won is at least 1, not {voids}",
        "position {item} : la manche où tous étaient hors jeu vient de finir sans gagnant, elle compte donc parmi "
        "les manches sans gagnant : round - 1 - les manches gagnées vaut au moins 1, pas {voids}"),
}
_SHOWN = {  # how a refusal shows a part: the counts written right, a part left out as it is taken
    "position.counts": ("position {item}: {part}= is {players} whole numbers of 0 or more, one per player, "
        "separated by , (not |), like {example}", "position {item} : {part}= est {players} nombres entiers "
        "positifs ou nuls, un par joueur, séparés par , (pas |), comme {example}"),
}
# fmt: on

POSITION_WORDS: dict[str, tuple[str, str]] = {**_POSITIONS, **_LAST, **_LEFT, **_SHOWN}
"""Every sentence refusing a position, by key: ``(English, French)``."""
