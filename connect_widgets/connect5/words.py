"""Every sentence of the Connect5 wing, in English and French: ``WORDS``.

Keys say who speaks: ``refuse.`` (the rules and the notation), ``allowed.`` (what a legal move
does), ``deed.`` (what a bot's move does, leading its reason), ``describe.`` (the position and the
rounds in words), ``player.`` (the players' colours, their names unless given), ``prompt.``,
``button.`` and ``click.`` (the interaction), ``section.`` (our titles of the rulebook's passages),
``page.`` (everything the renderer writes, sent once, in :mod:`.page_words`), ``board.``,
``setup.`` and ``position.`` (a board file, a scripted start or a position refused, in
:mod:`.position_words`). The rulebook's own sentences are quoted in :mod:`.rulebook`.
"""

from __future__ import annotations

from ..core.words import Words
from .page_words import PAGE_WORDS
from .position_words import POSITION_WORDS
from .rulebook import RULEBOOK

# One line a pair where it fits (English, French); the formatter would split every pair.
# fmt: off
_REFUSE = {  # the rules refusing a move
    "refuse.not_a_move": ("{action} is not a Connect5 move", "{action} n'est pas un coup de Connect5"),
    "refuse.step_two_dots": ("{action}: a step joins exactly two dots, like c3-d3",
        "{action} : un déplacement relie exactement deux points, comme c3-d3"),
    "refuse.unstack_two_dots": ("{action}: an unstack joins exactly two dots, like c3/d3",
        "{action} : un dédoublement relie exactement deux points, comme c3/d3"),
    "refuse.no_dot": (
        "{action}: there is no dot {dot} on board {board} (write c3 to place, +c3 to stack, c3-d3 to move, c3/d3 to "
        "unstack, c3xe3 to eat)",
        "{action} : le plateau {board} n'a pas de point {dot} (écrivez c3 pour poser, +c3 pour empiler, c3-d3 pour "
        "déplacer, c3/d3 pour dédoubler, c3xe3 pour manger)",
    ),
    "refuse.missing_dot": (
        "{action}: a dot is missing (write c3 to place, +c3 to stack, c3-d3 to move, c3/d3 to unstack, c3xe3 to eat)",
        "{action} : il manque un point (écrivez c3 pour poser, +c3 pour empiler, c3-d3 pour déplacer, c3/d3 pour "
        "dédoubler, c3xe3 pour manger)",
    ),
    "refuse.unknown_dot": ("there is no dot {dot} on board {board}; its dots are named like {examples}",
        "le plateau {board} n'a pas de point {dot} ; ses points s'appellent par exemple {examples}"),
    "refuse.empty_supply": ("you have no tokens left in your supply to place",
        "vous n'avez plus de jeton en réserve à poser"),
    "refuse.write_stack": ("{dot} holds your token: write +{dot} to stack on it",
        "{dot} porte votre jeton : écrivez +{dot} pour empiler dessus"),
    "refuse.not_free": ("{dot} is not free", "{dot} n'est pas libre"),
    "refuse.stack_on_double": ("you can stack only on your own single token; {dot} holds your double already",
        "vous ne pouvez empiler que sur votre propre jeton simple ; {dot} porte déjà votre double"),
    "refuse.stack_not_yours": ("you can stack only on your own single token; {dot} holds no single token of yours",
        "vous ne pouvez empiler que sur votre propre jeton simple ; {dot} ne porte aucun jeton simple à vous"),
    "refuse.stack_not_circled": ("you can stack only on a circled dot; {dot} is a single dot",
        "on n'empile que sur un point cerclé ; {dot} est un point simple"),
    "refuse.no_token": ("{dot} holds no token: move one of your own tokens",
        "{dot} ne porte aucun jeton : déplacez l'un de vos jetons"),
    "refuse.not_your_token": ("{dot} holds an opponent's token: move one of your own tokens",
        "{dot} porte un jeton adverse : déplacez l'un de vos jetons"),
    "refuse.not_adjacent": ("{to} is not next to {start} along a line (turns only at a T connection)",
        "{to} n'est pas voisin de {start} sur une ligne (on ne tourne qu'à une connexion en T)"),
    "refuse.taken": ("{to} is not free: a token moves only to a free dot",
        "{to} n'est pas libre : un jeton ne va que sur un point libre"),
    "refuse.unstack_single": ("{dot} holds a single token; only a double can be unstacked",
        "{dot} porte un jeton simple ; seul un double se dédouble"),
    "refuse.double_moves": (
        "a double moves only between adjacent circled dots; {to} is a single dot (write {start}/{to} to unstack "
        "instead)",
        "un double ne se déplace qu'entre points cerclés voisins ; {to} est un point simple (écrivez {start}/{to} "
        "pour dédoubler)",
    ),
    "refuse.line_just_used": ("lines {lines} have just been used: they cannot be used again to eat now",
        "les lignes {lines} viennent de servir : elles ne peuvent pas resservir pour manger maintenant"),
    "refuse.line_just_used/one:count": ("line {lines} has just been used: it cannot be used again to eat now",
        "la ligne {lines} vient de servir : elle ne peut pas resservir pour manger maintenant"),
    "refuse.stack_ends_move": ("eating onto your own token makes a double and ends the move",
        "manger sur son propre jeton fait un double et termine le coup"),
    "refuse.must_continue": ("eating must go on while another eat is possible (option must_continue)",
        "il faut continuer à manger tant que c'est possible (option must_continue)"),
    "refuse.one_line": ("a jump must stay on one line (option turns=False)",
        "un saut reste sur une seule ligne (option turns=False)"),
    "refuse.not_a_jump": (
        "{landing} is not two dots away from {start} along the lines (paths turn only at a T connection, never where "
        "lines cross without a dot)",
        "{landing} n'est pas à deux points de {start} le long des lignes (on ne tourne qu'à une connexion en T, "
        "jamais là où des lignes se croisent sans point)",
    ),
    "refuse.nothing_to_eat": ("{jump}: there is no token to jump over", "{jump} : il n'y a aucun jeton à sauter"),
    "refuse.own_token": ("{jump}: you can only eat an opponent's token, not your own",
        "{jump} : on ne mange qu'un jeton adverse, pas le sien"),
    "refuse.single_eats_double": ("{jump}: a single token cannot eat a double token",
        "{jump} : un jeton simple ne peut pas manger un double"),
    "refuse.double_landing": ("{jump}: a double eats a double only onto a free circled dot",
        "{jump} : un double ne mange un double que vers un point cerclé libre"),
    "refuse.landing_taken": ("{jump}: the landing dot must be free", "{jump} : le point d'arrivée doit être libre"),
    "refuse.land_on_own": ("{jump}: you can land on your own token only on a circled dot, making a double",
        "{jump} : on n'arrive sur son propre jeton que sur un point cerclé, pour faire un double"),
    "refuse.stack_over_double": ("{jump}: eating to make a double is not allowed when the eaten token is a double",
        "{jump} : manger pour faire un double est interdit quand le jeton mangé est un double"),
    "refuse.stack_from_single": ("{jump}: eating onto your own token needs both your tokens on circled dots",
        "{jump} : manger sur votre propre jeton demande que vos deux jetons soient sur des points cerclés"),
}
_ALLOWED = {  # what an allowed move does
    "allowed.place": ("{name} places a token on {dot}", "{name} pose un jeton sur {dot}"),
    "allowed.place/you:name": ("you place a token on {dot}", "vous posez un jeton sur {dot}"),
    "allowed.stack": ("{name} stacks a token on {dot}, making a double",
        "{name} empile un jeton sur {dot} et fait un double"),
    "allowed.stack/you:name": ("you stack a token on {dot}, making a double",
        "vous empilez un jeton sur {dot} et faites un double"),
    "allowed.step": ("{name} moves from {start} to {to}", "{name} va de {start} à {to}"),
    "allowed.step/you:name": ("you move from {start} to {to}", "vous allez de {start} à {to}"),
    "allowed.unstack": ("{name} unstacks the double on {start}, moving one token to {to}",
        "{name} dédouble le double de {start} et envoie un jeton sur {to}"),
    "allowed.unstack/you:name": ("you unstack the double on {start}, moving one token to {to}",
        "vous dédoublez le double de {start} et envoyez un jeton sur {to}"),
    "allowed.eat": ("{name} eats from {start}, landing on {landings}",
        "{name} saute de {start} à {landings}"),  # the French says the eating once, in allowed.eating_*
    "allowed.eat/you:name": ("you eat from {start}, landing on {landings}",
        "vous sautez de {start} à {landings}"),
    "allowed.then": ("{first} then {second}", "{first} puis {second}"),
    "allowed.eating_one": ("{move}, eating {count} token", "{move} et mange {count} jeton"),
    "allowed.eating_many": ("{move}, eating {count} tokens", "{move} et mange {count} jetons"),
    # a five on a line just used stands on the board but scores nothing: say so, or it looks ignored
    "allowed.unscored": (
        "{move}, completing five in a row ({run}) on lines {lines}, which have just been used: it does not score",
        "{move}, alignant cinq jetons ({run}) sur les lignes {lines}, qui viennent de servir : ce Connect 5 ne "
        "compte pas",
    ),
    "allowed.unscored/one:count": (
        "{move}, completing five in a row ({run}) on line {lines}, which has just been used: it does not score",
        "{move}, alignant cinq jetons ({run}) sur la ligne {lines}, qui vient de servir : ce Connect 5 ne compte pas",
    ),
}
_DEEDS = {  # what a bot's move does, leading the thinking panel's reason ("It eats 2 tokens and ...")
    "deed.connect5": ("completes a Connect 5", "complète un Connect 5"),
    "deed.eats": ("eats {count} tokens", "mange {count} jetons"),
    "deed.eats/one:count": ("eats {count} token", "mange {count} jeton"),
    "deed.blocks": ("blocks {name}'s Connect 5 at {count} dots",
        "empêche {name} de faire un Connect 5 sur {count} points"),
    "deed.blocks/one:count": ("blocks {name}'s four", "empêche {name} de compléter son quatre"),
    "deed.blocks/you:name": ("blocks your Connect 5 at {count} dots",
        "vous empêche de faire un Connect 5 sur {count} points"),
    "deed.blocks/one:count/you:name": ("blocks your four", "vous empêche de compléter votre quatre"),
    "deed.threatens": ("threatens a Connect 5 at {count} dots at once",
        "menace d'un Connect 5 sur {count} points à la fois"),
    "deed.threatens/one:count": ("threatens a Connect 5", "menace d'un Connect 5"),
    "deed.unforks": ("takes {dot}, where {name} would make two fours at once",
        "prend {dot}, où {name} ferait un double quatre"),
    "deed.unforks/you:name": ("takes {dot}, where you would make two fours at once",
        "prend {dot}, où vous feriez un double quatre"),
    "deed.forks": ("prepares {count} forks ({dot} and others): one more token on one makes two fours at once",
        "prépare {count} doubles quatre ({dot} et d'autres) : un jeton de plus sur l'un fait deux quatre à la fois"),
    "deed.forks/one:count": ("prepares a fork on {dot}: one more token there makes two fours at once",
        "prépare un double quatre en {dot} : un jeton de plus y fait deux quatre à la fois"),
    "deed.forces": ("forces a Connect 5: every answer leaves another threat",
        "force un Connect 5 : chaque réponse laisse une autre menace"),
}
_DESCRIBE = {  # the position in words
    "player.default_names": ("Red|Blue|Purple|Yellow|Green", "Rouge|Bleu|Violet|Jaune|Vert"),
    "describe.turn": ("move {move}: {name} to move ({scores})", "coup {move} : à {name} de jouer ({scores})"),
    "describe.turn_in_round": ("round {round} of {rounds}, move {move}: {name} to move ({scores})",
        "manche {round} sur {rounds}, coup {move} : à {name} de jouer ({scores})"),
    "describe.won": ("game over, {names} wins ({scores})", "partie terminée, {names} gagne ({scores})"),
    "describe.won/you:names": ("game over, you win ({scores})", "partie terminée, vous gagnez ({scores})"),
    "describe.shared": ("game over, {names} win ({scores})", "partie terminée, {names} gagnent ({scores})"),
    "describe.and": ("{first} and {second}", "{first} et {second}"),
    "describe.connect5": ("{name} Connect 5 {run}", "{name} Connect 5 {run}"),
    "describe.move_limit": ("move limit", "limite de coups"),
    "describe.stuck": ("nobody can move", "personne ne peut jouer"),
    "describe.option_board": ("'B' (basic), 'A' (advanced), the path of a board JSON file or board data (a save "
        "keeps the board's data, never a path); built in: {boards}", "'B' (de base), 'A' (avancé), le chemin d'un "
        "fichier JSON de plateau ou les données d'un plateau (une sauvegarde garde les données, jamais un chemin) ; "
        "fournis : {boards}"),
    "describe.option_mode": ("'quick': one round, over at the first Connect 5; 'full': one round per player",
        "'quick' : une manche, finie au premier Connect 5 ; 'full' : une manche par joueur"),
    "describe.option_just_used": (
        "which lines the next move may not use to eat or score Connect 5: the lines of the previous move's 'eats', of "
        "any previous move ('moves': steps and unstacks too), or none ('off')",
        "les lignes que le coup suivant ne peut pas utiliser pour manger ou marquer un Connect 5 : celles des prises "
        "du coup précédent ('eats'), de tout coup précédent ('moves' : déplacements et dédoublements aussi), ou "
        "aucune ('off')",
    ),
    "describe.option_turns": ("paths (jumps, Connect 5 runs) may turn at a T connection; False: one line only",
        "les chemins (sauts, Connect 5) peuvent tourner à une connexion en T ; False : une seule ligne"),
    "describe.option_doubles_count": ("a double counts as one of the five dots of a Connect 5; False: only singles",
        "un double compte comme l'un des cinq points d'un Connect 5 ; False : seulement les simples"),
    "describe.option_eaten_return": ("eaten tokens go back to their owner's supply (the eater still scores)",
        "les jetons mangés retournent dans la réserve de leur propriétaire (le mangeur marque quand même)"),
    "describe.option_must_continue": ("an eat must go on while another eat is possible (default: may stop)",
        "une prise doit continuer tant qu'une autre prise est possible (par défaut : on peut s'arrêter)"),
    "describe.option_move_limit": ("a round also ends after this many moves (without a Connect 5)",
        "une manche finit aussi après ce nombre de coups (sans Connect 5)"),
    "describe.option_tokens": ("tokens in each player's supply at the start of a round",
        "jetons dans la réserve de chaque joueur au début d'une manche"),
    "describe.board_B": ("Basic board", "Plateau de base"), "describe.board_A": ("Advanced board", "Plateau avancé"),
    "describe.option_setup": ("a scripted start, e.g. 'c3=R e3=BB turn=B' on board B (letters R B P Y G; RR is a "
        "double, on a circled dot)", "un départ écrit d'avance, par ex. 'c3=R e3=BB turn=B' sur le plateau B (lettres "
        "R B P Y G ; RR est un double, sur un point cerclé)"),
}
_INTERACTION = {  # the interaction: prompts, buttons, clicks
    "prompt.wait": ("{name} is to move", "{name} doit jouer"),
    "prompt.unscored": ("The five in a row on a line just used does not score.",
        "Les cinq jetons alignés sur une ligne qui vient de servir ne comptent pas."),
    "prompt.wait/you:name": ("you are to move", "vous devez jouer"),
    "prompt.eat_on": ("{name}: click the next landing dot to eat again, or Stop eating here",
        "{name} : cliquez sur le point d'arrivée suivant pour manger encore, ou Arrêter de manger ici"),
    "prompt.selected": ("{name}: click where the token on {dot} goes", "{name} : cliquez là où va le jeton de {dot}"),
    "prompt.selected_stack": ("{name}: click where the token on {dot} goes, or the token again to stack",
        "{name} : cliquez là où va le jeton de {dot}, ou à nouveau sur le jeton pour empiler"),
    "prompt.selected_double": ("{name}: click where the token on {dot} goes (or Split the double)",
        "{name} : cliquez là où va le jeton de {dot} (ou Dédoubler)"),
    "prompt.splitting": ("{name}: click the free dot that receives one token of the double on {dot} (Split the double "
        "again to move it whole)", "{name} : cliquez sur le point libre qui reçoit un jeton du double de {dot} "
        "(Dédoubler à nouveau pour le déplacer entier)"),
    "prompt.start": ("{name}: click a free dot to place a token, or one of your tokens to move it",
        "{name} : cliquez sur un point libre pour poser un jeton, ou sur l'un de vos jetons pour le déplacer"),
    "button.stop": ("Stop eating here", "Arrêter de manger ici"),
    "button.stop_title": ("end the move after the eats so far (further eats are optional)",
        "finir le coup après les prises déjà faites (continuer est facultatif)"),
    "button.split": ("Split the double", "Dédoubler"),
    "button.split_title": ("the next free dot you click receives one token of the double",
        "le prochain point libre cliqué reçoit un jeton du double"),
    "button.cancel": ("Cancel", "Désélectionner"),
    "button.cancel_title": ("drop the selection", "abandonner la sélection"),
    "click.unknown": ("unknown click target {target}", "cible de clic inconnue {target}"),
    "click.over": ("the game is over: {position}", "la partie est terminée : {position}"),
    "click.turn": ("it is {mover}'s turn, not {name}'s", "c'est à {mover} de jouer, pas à {name}"),
    "click.turn/you:mover": ("it is your turn, not {name}'s", "c'est à vous de jouer, pas à {name}"),
    "click.turn/you:name": ("it is {mover}'s turn, not yours", "c'est à {mover} de jouer, pas à vous"),
    "click.select_double": ("select one of your double tokens first to split it",
        "choisissez d'abord l'un de vos doubles pour le dédoubler"),
    "click.no_eat": ("there is no eat in progress that may stop here", "aucune prise en cours ne peut s'arrêter ici"),
    "click.not_yours": ("{dot} holds {owner}'s token: pick one of yours or a free dot",
        "le jeton sur {dot} appartient à {owner} : choisissez l'un des vôtres ou un point libre"),
    "click.not_yours/you:owner": ("{dot} holds the token of the player called You: pick one of yours or a free dot",
        "le jeton sur {dot} appartient au joueur appelé Vous : choisissez l'un des vôtres ou un point libre"),
    "click.no_move": ("your token on {dot} has no move now", "votre jeton sur {dot} ne peut pas jouer maintenant"),
}
_SECTIONS = {  # our titles of the rulebook's passages
    "section.goal": (RULEBOOK["goal"].title, "Description du jeu"),
    "section.first_turn": (RULEBOOK["first_turn"].title, "Comment jouer : premier tour"),
    "section.place": (RULEBOOK["place"].title, "Comment jouer : poser"),
    "section.stack": (RULEBOOK["stack"].title, "Comment jouer : empiler"),
    "section.move": (RULEBOOK["move"].title, "Comment jouer : déplacer"),
    "section.eat": (RULEBOOK["eat"].title, "Comment jouer : manger"),
    "section.unstack": (RULEBOOK["unstack"].title, "Comment jouer : dédoubler"),
    "section.multi_eat": (RULEBOOK["multi_eat"].title, "Comment jouer : prises multiples"),
    "section.line_just_used": (RULEBOOK["line_just_used"].title, "Comment jouer : une ligne qui vient de servir"),
    "section.single_cannot_eat_double": (RULEBOOK["single_cannot_eat_double"].title, "Exceptions : simples et doubles"),
    "section.double_eats_single": (RULEBOOK["double_eats_single"].title,
        "Exceptions : les doubles mangent les simples"),
    "section.double_eats_double": (RULEBOOK["double_eats_double"].title,
        "Exceptions : les doubles mangent les doubles"),
    "section.double_moves": (RULEBOOK["double_moves"].title, "Exceptions : les doubles se déplacent"),
    "section.double_landing": (RULEBOOK["double_landing"].title, "Exceptions : l'arrivée d'un double"),
    "section.capture_stack": (RULEBOOK["capture_stack"].title, "Exceptions : manger pour faire un double"),
    "section.capture_stack_not_double": (RULEBOOK["capture_stack_not_double"].title, "Exceptions : pas sur un double"),
    "section.capture_stack_from_double": (RULEBOOK["capture_stack_from_double"].title, "Exceptions : depuis un double"),
    "section.upper_token": (RULEBOOK["upper_token"].title, "Exceptions : le jeton du dessus"),
    "section.adjacent": (RULEBOOK["adjacent"].title, "Se déplacer sur le plateau : points voisins"),
    "section.turning": (RULEBOOK["turning"].title, "Se déplacer sur le plateau : tourner"),
    "section.connect5": (RULEBOOK["connect5"].title, "Règles : Connect 5"),
    "section.connect5_crossing": (RULEBOOK["connect5_crossing"].title,
        "Se déplacer sur le plateau : pas de virage à un croisement"),
    "section.round_end": (RULEBOOK["round_end"].title, "Règles : fin d'une manche"),
    "section.quick_game": (RULEBOOK["quick_game"].title, "Modes de jeu : partie rapide"),
    "section.full_game": (RULEBOOK["full_game"].title, "Modes de jeu : partie complète"),
    "section.both_boards": (RULEBOOK["both_boards"].title, "Le plateau double"),
}
_SCORES = {  # the score breakdown's categories, as the scores panel words them
    "score.eaten": ("tokens eaten", "jetons mangés"),
    "score.connect 5": ("Connect 5", "Connect 5"),
}
_ENDING = {  # how the game ended, for the end banner
    "ending.connect5": ("{name} completed a Connect 5 on {dots}.", "{name} a fait un Connect 5 sur {dots}."),
    "ending.connect5/you:name": ("You completed a Connect 5 on {dots}.", "Vous avez fait un Connect 5 sur {dots}."),
    "ending.move_limit": ("The round reached its limit of {limit} moves.",
        "La manche a atteint sa limite de {limit} coups."),
    "ending.stuck": ("Nobody could move any more.", "Plus personne ne pouvait jouer."),
    "ending.round": ("Round {n}: {what}", "Manche {n} : {what}"),
    "page.winning_five": ("the winning Connect 5: {dots}", "le Connect 5 gagnant : {dots}"),
}
# fmt: on

WORDS = Words.pairs(
    POSITION_WORDS, PAGE_WORDS, _ENDING, _REFUSE, _ALLOWED, _DEEDS, _DESCRIBE, _INTERACTION, _SECTIONS, _SCORES
)
"""Every sentence of the wing, by key, in English and French."""
