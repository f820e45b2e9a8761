"""Every word of the table around a game (toolbar, panels, status, notices), in English and French.

The page has no text of its own: the shell draws these words from the widget's ``text`` trait,
sent once. The widget's ``lang`` (checked against the game's own words) chooses the language.
"""

from __future__ import annotations

from ..core.words import Words

# One line a pair where it fits (English, French); the formatter would split every pair.
# fmt: off
_OTHER = {  # other words
    "lang": ("en", "fr"),  # the language of these words: the panels word the game's log and scores in it
    "undo": ("Undo", "Annuler"),
    "undo_title": ("Take back your last move (u)", "Reprendre votre dernier coup (u)"),
    "undo_refused": ("{undo}: {reason}", "{undo} : {reason}"),
    "redo": ("Redo", "Rétablir"),
    "redo_title": ("Play the undone move again (r)", "Rejouer le coup annulé (r)"),
    "new_game": ("New game", "Nouvelle partie"),
    "new_game_title": ("Start again with the next seed", "Recommencer avec la graine suivante"),
    "new_game_confirm": ("Start a new game? This one will be lost.",
        "Commencer une nouvelle partie ? Celle-ci sera perdue."),
    "new_game_keep": ("Keep playing", "Continuer la partie"),
    "hints": ("Hints", "Aide"),
    "hints_title": ("Highlight legal moves (h)", "Montrer les coups permis (h)"),
    "inspector": ("Inspector", "Inspecteur"),
    "inspector_title": ("Show the engine's state live", "Montrer l'état du moteur en direct"),
    "inspector_off": ("The Inspector is left out of this widget (inspector=False): it shows every hidden card",
        "L'Inspecteur est retiré de ce widget (inspector=False) : il montre toutes les cartes cachées"),
    "moves": ("Moves", "Coups"),
    "players": ("Players", "Joueurs"),
    "board": ("Board", "Plateau"),
    "actions": ("Moves to play", "Coups à jouer"),
    "scores": ("Scores", "Scores"),
    "rule": ("Rule", "Règle"),
    "original": ("Original text", "Texte original"),
    "rule_quoted": ("the rulebook's own words, in {language}", "les mots mêmes du livret de règles, en {language}"),
    "language.en": ("English", "anglais"),
    "language.fr": ("French", "français"),
    "log": ("Move log", "Journal des coups"),
    "controls": ("Game controls", "Commandes de la partie"),
    "total": ("total", "total"),
    "score": ("{n} points", "{n} points"),
    "score/one:n": ("{n} point", "{n} point"),
    "to_act": ("to act", "à jouer"),
    "thinking": ("thinking…", "réfléchit…"),
    "winner": ("winner", "gagnant"),
    "list_separator": (", ", ", "),
    "panel_failed": ("This part of the game could not be drawn ({error}); it is drawn again at the next change.",
        "Cette partie du jeu n'a pas pu être dessinée ({error}) ; elle le sera de nouveau au prochain changement."),
    "result_title": ("Game over", "Partie terminée"),
    "place_1": ("1st", "1er"), "place_2": ("2nd", "2e"), "place_3": ("3rd", "3e"), "place_4": ("4th", "4e"),
    "place_5": ("5th", "5e"),
    "refused": ("Not allowed: ", "Interdit : "),
    "human": ("human", "humain"),
    "bot": ("{kind} bot", "robot {kind}"),
    "repr_bot": ("{name} ({bot})", "{name} ({bot})"), "repr_vs": (" vs ", " contre "),  # a table's repr
    "kind_easy": ("easy", "facile"),
    "kind_medium": ("medium", "moyen"),
    "kind_hard": ("hard", "difficile"),
    "kind_random": ("random", "au hasard"),
    "kind_heuristic": ("heuristic", "heuristique"),
    "kind_mcts": ("search", "chercheur"),
    "kind_puzzle": ("puzzle defence", "de défense du problème"),
    "chance": ("chance", "hasard"),
    "said_new_game": ("A new game starts.", "Une nouvelle partie commence."),
    "status_act": ("To act: {names}.", "À jouer : {names}."),
    "status_chance": ("Waiting for chance.", "Le hasard décide."),
    "status_won": ("Game over: {name} wins.", "Partie terminée : {name} gagne."),
    "status_won/you:name": ("Game over: you win.", "Partie terminée : vous gagnez."),
    "status_shared": ("Game over: {names} share the victory.", "Partie terminée : {names} partagent la victoire."),
    "status_over": ("Game over.", "Partie terminée."),
    "and": (" and ", " et "),
    "bot_suffix": (" (bot)", " (robot)"),
    "bad_message": ("Message not accepted: {error}", "Message refusé : {error}"),
    "stale": ("your moves changed since this was drawn ({who} played {action} first); look again",
        "vos coups ont changé depuis cet affichage ({who} a joué {action} avant) ; regardez à nouveau"),
    "stale_own": ("this was drawn before your own move ({action}); look again",
        "cet affichage date d'avant votre propre coup ({action}) ; regardez à nouveau"),
    "stale_undo": ("your moves changed since this was drawn (a move was taken back); look again",
        "vos coups ont changé depuis cet affichage (un coup a été repris) ; regardez à nouveau"),
    "stale_game": ("this was drawn from another game or line than the one shown now; look again",
        "cet affichage montrait une autre partie ou une autre ligne que celle affichée ; regardez à nouveau"),
    "stale_unknown": ("this names a view never drawn (the latest is version {latest}); look again",
        "cet affichage n'a jamais été dessiné (le dernier est la version {latest}) ; regardez à nouveau"),
    "dismiss": ("Dismiss", "Fermer"),
    "internal": ("Internal error: {error}", "Erreur interne : {error}"),
    "observer": ("An observer of the widget's {trait} failed ({error}); the game goes on",
        "Un observateur de « {trait} » du widget a échoué ({error}) ; la partie continue"),
    "nothing_to_undo": ("there is nothing of yours to undo", "vous n'avez rien à annuler"),
    # chance's words name no dice or cards: the same sentence serves the games of dice and of cards
    "undo_after_chance": ("chance has played since your move: taking it back would let you try your luck again",
        "le hasard a joué depuis votre coup : le reprendre vous laisserait retenter votre chance"),
    "undo_answered": ("another player has answered your move: it stays",
        "un autre joueur a répondu à votre coup : il reste joué"),
    "undo_hidden": ("the bots have answered with cards you cannot see: taking your move back would tell you "
        "what they hold", "les robots ont répondu avec des cartes que vous ne voyez pas : reprendre votre coup "
        "vous dirait ce qu'ils ont"),
    "takeback_own": ("{name} took back {action}", "{name} a repris {action}"),
    "takeback_own/you:name": ("You took back {action}", "Vous avez repris {action}"),
    "said_earlier": ("{n} earlier moves are in the log", "{n} coups plus tôt sont dans le journal"),
    "said_earlier/one:n": ("{n} earlier move is in the log", "{n} coup plus tôt est dans le journal"),
    "takeback_note": ("{name} took back {action} and the {count} bot moves after it",
        "{name} a repris {action} et les {count} coups de robot qui ont suivi"),
    "takeback_note/one:count": ("{name} took back {action} and the bot's reply",
        "{name} a repris {action} et la réponse du robot"),
    "takeback_note/you:name": ("You took back {action} and the {count} bot moves after it",
        "Vous avez repris {action} et les {count} coups de robot qui ont suivi"),
    "takeback_note/you:name/one:count": ("You took back {action} and the bot's reply",
        "Vous avez repris {action} et la réponse du robot"),
    "bad_seat": ("seat must be a player index from 0 to {last}, not {seat}",
        "seat doit être le numéro d'un joueur, de 0 à {last}, pas {seat}"),
    "bad_max_moves": ("max_moves must be a whole number of moves, 0 or more, not {value}",
        "max_moves doit être un nombre entier de coups, 0 ou plus, pas {value}"),
    "bad_flag": ("{setting} must be True or False, not {value}", "{setting} doit valoir True ou False, pas {value}"),
    "bad_bot_delay": ("bot_delay is seconds from 0 to {most}, not {value}",
        "bot_delay est un nombre de secondes de 0 à {most}, pas {value}"),
    "bad_target": ("there is nothing to click called {target}", "il n'y a rien à cliquer qui s'appelle {target}"),
    "bot_seat": ("that seat is played by a bot; watch it play",
        "cette place est jouée par un robot ; regardez-le jouer"),
    "bot_failed": ("{name}'s bot failed: {error}", "le robot qui joue pour {name} a échoué : {error}"),
    "bot_failed/you:name": ("your bot failed: {error}", "votre robot a échoué : {error}"),
    "thinking_toggle": ("Thinking", "Réflexion"),
    "thinking_toggle_title": ("Show the bot's best moves on the board while it thinks (t)",
        "Montrer sur le plateau les meilleurs coups du robot pendant qu'il réfléchit (t)"),
    "thought_title": ("{name} is thinking: {simulations} simulations so far",
        "{name} réfléchit : {simulations} simulations pour l'instant"),
    "thought_title/you:name": ("you are thinking: {simulations} simulations so far",
        "vous réfléchissez : {simulations} simulations pour l'instant"),
    "thought_done": ("{name} played {action}", "{name} a joué {action}"),
    "thought_hidden": ("The moves weighed by {name} stay hidden: they would show cards you cannot see.",
        "Les coups envisagés par {name} restent cachés : ils montreraient des cartes que vous ne voyez pas."),
    "thought_candidate": ("{action}: {share} of the simulations, expected score {score}",
        "{action} : {share} des simulations, score attendu {score}"),
    "thought_refuted": ("{action}: {share} of the simulations, ruled out: a reply wins at once",
        "{action} : {share} des simulations, écarté : une réponse gagne aussitôt"),
    "thought_unsearched": ("{action}: played without searching", "{action} : joué sans chercher"),
    "reason_deeds": ("It {deeds}. {why}", "Il {deeds}. {why}"),
    "deeds_and": ("{first} and {second}", "{first} et {second}"),
    "deeds_list": ("{first}, {second}", "{first}, {second}"),
    "reason_only": ("It was the only legal move.", "C'était le seul coup permis."),
    "reason_sensible": ("It was the only move worth weighing: no careful player makes the other legal moves here.",
        "C'était le seul coup à peser : aucun joueur attentif ne joue ici les autres coups permis."),
    "reason_wins": ("It wins the game at once.", "Il gagne la partie tout de suite."),
    "reason_blocks": ("It stops an immediate win: {count} other moves would have let it happen.",
        "Il empêche une victoire immédiate : {count} autres coups l'auraient permise."),
    "reason_blocks/one:count": ("It stops an immediate win: {count} other move would have let it happen.",
        "Il empêche une victoire immédiate : {count} autre coup l'aurait permise."),
    "reason_lost": ("Every move lets the opponent win at once; this one was tried most.",
        "Tous les coups laissent l'adversaire gagner tout de suite ; celui-ci a été le plus essayé."),
    "reason_best": (
        "Most explored of {simulations} simulations ({share}): an estimated {won} chance to win, "
        "expected score {score}.",
        "Le plus exploré de {simulations} simulations ({share}) : chances de gagner estimées à {won}, "
        "score attendu {score}."),
    "reason_best_tied": (
        "Explored most of {simulations} simulations ({share}), as much as {tied} other moves, and the best "
        "estimate among them: {won} chance to win, expected score {score}.",
        "Exploré le plus sur {simulations} simulations ({share}), autant que {tied} autres coups, et la meilleure "
        "estimation d'entre eux : chances de gagner estimées à {won}, score attendu {score}."),
    "reason_best_tied/one:tied": (
        "Explored most of {simulations} simulations ({share}), as much as one other move, and the better "
        "estimate of the two: {won} chance to win, expected score {score}.",
        "Exploré le plus sur {simulations} simulations ({share}), autant qu'un autre coup, et la meilleure "
        "estimation des deux : chances de gagner estimées à {won}, score attendu {score}."),
    "reason_paired": (
        "The best of the moves tried on the same {worlds} sampled futures ({simulations} simulations): "
        "ahead in {won} of them, expected lead {score}.",
        "Le meilleur des coups essayés sur les mêmes {worlds} futurs tirés au sort ({simulations} simulations) : "
        "en tête dans {won} d'entre eux, avance attendue {score}."),
    "reason_paired/one:worlds": (
        "The best of the moves tried on one sampled future, the same for each ({simulations} simulations): "
        "a lead of {score} in it.",
        "Le meilleur des coups essayés sur un futur tiré au sort, le même pour chacun ({simulations} simulations) : "
        "une avance de {score} dans ce futur."),
    "reason_judged": (
        "Its rules of thumb rate it above {other}: that move's expected lead of {other_score} was not enough "
        "to overrule them (this one's: {score}).",
        "Ses règles empiriques le placent devant {other} : l'avance attendue de ce coup-là, {other_score}, ne "
        "suffisait pas à les contredire (celle de celui-ci : {score})."),
    "reason_drawn_lead": (
        "It does not always play its best move: it drew this one (expected lead {score}) over {best} ({best_score}).",
        "Il ne joue pas toujours son meilleur coup : il a tiré celui-ci (avance attendue {score}) "
        "plutôt que {best} ({best_score})."),
    "reason_drawn": (
        "It does not always play its best move: it drew this one ({share} of the simulations) "
        "over {best} ({best_share}).",
        "Il ne joue pas toujours son meilleur coup : il a tiré celui-ci ({share} des simulations) "
        "plutôt que {best} ({best_share})."),
    "play_from": ("Play from here (after move {step})", "Jouer à partir d'ici (après le coup {step})"),
    "log_entry": ("{actor}: {action}", "{actor} : {action}"),
    "play_from_title": ("Play on from after move {step} in a new line; this line is kept",
        "Continuer après le coup {step} dans une nouvelle ligne ; celle-ci est gardée"),
    "lines": ("Lines of play", "Lignes de jeu"),
    "line_main": ("Game as played · {moves} moves", "Partie jouée · {moves} coups"),
    "line_main/one:moves": ("Game as played · {moves} move", "Partie jouée · {moves} coup"),
    "line_branch": ("From move {step} of line {parent} · {moves} moves",
        "Depuis le coup {step} de la ligne {parent} · {moves} coups"),
    "line_branch/one:moves": ("From move {step} of line {parent} · {moves} move",
        "Depuis le coup {step} de la ligne {parent} · {moves} coup"),
    "branch_step": ("there is no move {step} to play on from (moves 1 to {moves})",
        "il n'y a pas de coup {step} d'où continuer (coups 1 à {moves})"),
    "branch_after_chance": ("chance played after that move: playing on from there would let you try your luck "
        "again (allowed once the game is over, or with undo=\"practice\")", "le hasard a joué après ce coup : "
        "continuer de là vous laisserait retenter votre chance (permis une fois la partie finie, ou avec "
        "undo=\"practice\")"),
    "branch_hidden": ("the bots have played since with cards you cannot see: playing on from there would tell you "
        "what they hold (allowed once the game is over)", "les robots ont joué depuis avec des cartes que vous ne "
        "voyez pas : continuer de là vous dirait ce qu'ils ont (permis une fois la partie finie)"),
    "line_unknown": ("there is no line {line} here", "il n'y a pas de ligne {line} ici"),
    "snapshot": ("Snapshot: no kernel has answered (none is running, or it is busy), so this board cannot be "
        "played for now. Run its cell again, or reload the page (a dashboard), to play.", "Instantané : aucun noyau "
        "n'a répondu (aucun ne tourne, ou il est occupé), ce plateau ne peut pas être joué pour l'instant. Exécutez "
        "à nouveau sa cellule, ou rechargez la page (un tableau de bord), pour jouer."),
    "save_game": ("Save game", "Enregistrer la partie"),
    "save_game_later": ("A save holds the seed that rolls the dice and draws the cards to come, and every hidden "
        "card: it is offered once the game is over", "Une sauvegarde contient la graine qui lance les dés et tire les "
        "cartes à venir, et toute carte cachée : elle est proposée une fois la partie finie"),
    "save_game_later_inspector": ("{later}. To go on later, copy the position from the Inspector and start from it "
        "(with a new seed for whatever it does not show)", "{later}. Pour reprendre plus tard, copiez la position "
        "depuis l'Inspecteur et repartez-en (avec une nouvelle graine pour ce qu'elle ne montre pas)"),
    "save_game_title": ("Download this game as a save (a JSON file): cw.resume(Path(file).read_text()) plays on "
        "from it", "Télécharger cette partie en sauvegarde (un fichier JSON) : cw.resume(Path(fichier).read_text()) "
        "la reprend"),
    "save_replay": ("Save replay", "Enregistrer la rediffusion"),
    "save_replay_title": ("Download this game as one HTML file that replays it in any browser, with no kernel",
        "Télécharger cette partie en un fichier HTML qui la rejoue dans tout navigateur, sans noyau"),
    "replay_title": ("{game}: a replay", "{game} : une rediffusion"),
    "replay_note": ("A replay, with no kernel: step through it with the buttons, the slider, the arrow keys "
        "or a move of the log.", "Une rediffusion, sans noyau : parcourez-la avec les boutons, le curseur, les "
        "flèches ou un coup du journal."),
    "replay_nav": ("Replay controls", "Commandes de la rediffusion"),
    "replay_failed": ("This replay cannot be shown in this browser ({error}). A recent Chrome, Firefox or Safari "
        "shows it.", "Cette rediffusion ne peut pas s'afficher dans ce navigateur ({error}). Un Chrome, un Firefox "
        "ou un Safari récent l'affiche."),
    "replay_first": ("First", "Début"),
    "replay_previous": ("Previous", "Précédent"),
    "replay_next": ("Next", "Suivant"),
    "replay_last": ("Last", "Fin"),
    "replay_slider": ("Step", "Étape"),
    "replay_step": ("Step {step} of {steps}", "Étape {step} sur {steps}"),
    "replay_start": ("Before the first move", "Avant le premier coup"),
    "replay_where": ("{position}: {actor}: {action}", "{position} : {actor} : {action}"),
    "position": ("Position:", "Position :"),
    "copy": ("Copy", "Copier"),
    "copy_title": ("Copy the position: new_game(name, position=...) starts a game there",
        "Copier la position : new_game(nom, position=...) commence une partie là"),
    "copied": ("Copied", "Copiée"),
    # the inspector's first line: its separators are words too (French puts a space before the colon)
    "inspector_line": ("{describe} · actors: {actors} · {n} history entries",
        "{describe} · acteurs : {actors} · {n} entrées d'historique"),
    "inspector_line/one:n": ("{describe} · actors: {actors} · {n} history entry",
        "{describe} · acteurs : {actors} · {n} entrée d'historique"),
}
_INTENT = {  # a message from the page refused (widget/intents.py): the page's own fault, said in its language
    "intent.object": ("a message must be an object, not {kind}", "un message doit être un objet, pas {kind}"),
    "intent.json": ("a message must be plain JSON", "un message doit être du JSON simple"),
    "intent.size": ("a message of {size} bytes is over the {most}-byte limit",
        "un message de {size} octets dépasse la limite de {most} octets"),
    "intent.fields": ("unknown field(s) {fields}", "champ(s) inconnu(s) {fields}"),
    "intent.kind": ("unknown kind {kind}; expected one of {kinds}", "genre inconnu {kind} ; attendu l'un de {kinds}"),
    "intent.version": ("version must be a non-negative integer, not {value}",
        "version doit être un entier positif ou nul, pas {value}"),
    "intent.id": ("id must be a short string of plain characters",
        "id doit être une courte chaîne de caractères simples"),
    "intent.target": ("a click needs a target of 1 to {most} characters, not {target}",
        "un clic demande une cible de 1 à {most} caractères, pas {target}"),
    # a target is always text: a number (2, not "2") was told it "needs a whole number"
    "intent.number": ("{kind} needs a whole number written as text as its target (like \"2\"), not {target}",
        "{kind} demande comme cible un nombre entier écrit en texte (comme \"2\"), pas {target}"),
    "intent.on": ("on must be true or false, not {value}", "on doit valoir true ou false, pas {value}"),
    "intent.unused": ("{kind} takes no {field}", "{kind} ne prend pas de champ {field}"),
    "intent.deep": ("a message may not nest lists or objects this deeply",
        "un message ne peut pas imbriquer listes ou objets aussi profondément"),
}
# fmt: on

TABLE_WORDS = Words.pairs(_OTHER | _INTENT)
"""The table's words, by key, in English and French."""
