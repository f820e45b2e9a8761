"""Every sentence of the puzzles, in English and French: :data:`WORDS`.

``goal.`` words a goal as what the player must do (it follows "{player} must" or "can no longer"),
``done.`` the same goal once reached ("Solved: Red made a Connect 5."),
``puzzle.`` the task and the checks of ``cw.puzzle``, ``generate.`` the refusals of the generator's command
line, ``verdict.`` what the widget says after a move,
``title.`` each shipped puzzle's title.
"""

from __future__ import annotations

from ..core.words import Words

# One line a pair where it fits (English, French); the formatter would split every pair.
# fmt: off
_GOALS = {
    "goal.connect5": ("make a Connect 5 within {moves} moves, whatever the others do",
        "faire un Connect 5 en {moves} coups au plus, quoi que fassent les autres"),
    "goal.connect5/one:moves": ("make a Connect 5 in one move", "faire un Connect 5 en un coup"),
    "goal.go_out": ("lay all their cards this turn", "poser toutes ses cartes ce tour-ci"),
    "goal.claim_connect5": ("claim a Connect-5 within {moves} actions, this round",
        "revendiquer un Connect-5 en {moves} actions au plus, pendant cette manche"),
    "goal.claim_connect5/one:moves": ("claim a Connect-5 now", "revendiquer un Connect-5 maintenant"),
    "goal.ring": ("complete a correct row and ring the bell within {moves} actions, without picking a card",
        "compléter une rangée correcte et sonner en {moves} actions au plus, sans prendre de carte"),
    "goal.ring/one:moves": ("ring the bell for a correct row now", "sonner maintenant pour une rangée correcte"),
}
_DONE = {  # a goal reached, said after the fact ("Solved: Red made a Connect 5.")
    "done.connect5": ("made a Connect 5", "a fait un Connect 5"),
    "done.go_out": ("laid all their cards", "a posé toutes ses cartes"),
    "done.claim_connect5": ("claimed a Connect-5", "a revendiqué un Connect-5"),
    "done.ring": ("rang the bell for a correct row", "a sonné pour une rangée correcte"),
}
_PUZZLE = {
    "puzzle.task": ("{player} to play: {goal}.", "À {player} de jouer : {goal}."),
    "puzzle.unknown_game": ("{name} is not a game; choose one of: {names}",
        "{name} n'est pas un jeu ; au choix : {names}"),
    "puzzle.unknown_goal": ("{goal} is not a goal of {name}; its goals: {goals}",
        "{goal} n'est pas un but de {name} ; ses buts : {goals}"),
    "puzzle.within": ("within is a whole number of moves from 1 to {most}, not {value}",
        "within est un nombre entier de coups de 1 à {most}, pas {value}"),
    "puzzle.not_to_act": ("{player} cannot act in this position, so the puzzle has no one to solve it",
        "{player} ne peut pas jouer dans cette position : le problème n'a personne pour le résoudre"),
    "puzzle.no_solution": ("this puzzle has no solution: {player} cannot {goal} (one try: {line})",
        "ce problème n'a pas de solution : {player} ne peut pas {goal} (un essai : {line})"),
    "puzzle.no_solution_luck": ("this puzzle has no solution: {player} cannot {goal}, because every line ends on "
        "a roll of the dice or a card turned over before the goal is reached, and a puzzle never counts on luck "
        "(one try: {line})",
        "ce problème n'a pas de solution : {player} ne peut pas {goal}, car chaque suite s'arrête sur un lancer de "
        "dés ou une carte retournée avant que le but soit atteint, et un problème ne compte jamais sur la chance "
        "(un essai : {line})"),
    "puzzle.too_deep": ("checking this puzzle needs more than {nodes} positions: ask for fewer moves",
        "vérifier ce problème demande plus de {nodes} positions : demandez moins de coups"),
    "puzzle.unknown_puzzle": ("no shipped puzzle is called {wanted}; they are: {keys}",
        "aucun problème fourni ne s'appelle {wanted} ; ce sont : {keys}"),
    "puzzle.position": ("a puzzle's position is a line of text in the game's notation (game.position() writes one), "
        "not {value}",
        "la position d'un problème est une ligne de texte dans la notation du jeu (game.position() en écrit une), "
        "pas {value}"),
    "puzzle.play_fixed": ("play() cannot change {names}: the puzzle fixes its position, players, rules, bots and "
        "seed, as they were checked; it takes only {allowed}",
        "play() ne peut pas changer {names} : le problème fixe sa position, ses joueurs, ses règles, ses robots et "
        "sa graine, tels qu'ils ont été vérifiés ; il ne prend que {allowed}"),
    "puzzle.play_unknown": ("play() takes no keyword {names}; it takes only {allowed}",
        "play() ne prend pas le mot-clé {names} ; il ne prend que {allowed}"),
    "puzzle.rivals": ("{player} is not the only one who may act here ({others} too): this game has no turns, so "
        "another player could act first and nothing can be forced; seat the others out in the position "
        "(Connect the Thoughts: out=-|x)",
        "{player} n'est pas seul à pouvoir jouer ici ({others} aussi) : ce jeu n'a pas de tours, un autre joueur "
        "pourrait donc jouer avant et rien ne peut être forcé ; mettez les autres hors jeu dans la position "
        "(Connect the Thoughts : out=-|x)"),
    "puzzle.other_game": ("verdict() judges a game of {name} played on from the puzzle (puzzle.start() or its "
        "widget), not {given}",
        "verdict() juge une partie de {name} jouée depuis le problème (puzzle.start() ou son widget), pas {given}"),
    "puzzle.game_of": ("a game of {name}", "une partie de {name}"),
    "puzzle.other_start": ("verdict() judges a game played on from the puzzle's start (puzzle.start() or its "
        "widget); this game of {name} started elsewhere, or with other players or rules",
        "verdict() juge une partie jouée depuis le départ du problème (puzzle.start() ou son widget) ; cette "
        "partie de {name} est partie d'ailleurs, ou avec d'autres joueurs ou d'autres règles"),
}
_GENERATE = {  # the command line of generate.py
    "generate.option": ("rule options are written key=value, such as board=A, not {value}",
        "les options de règle s'écrivent clé=valeur, comme board=A, pas {value}"),
    "generate.games": ("--games is a whole number of games from 1, not {value}",
        "--games est un nombre entier de parties à partir de 1, pas {value}"),
}
_VERDICT = {
    "verdict.open": ("Good so far: {player} can still {goal}.", "Bien jusqu'ici : {player} peut encore {goal}."),
    "verdict.solved": ("Solved: {player} {done}.", "Résolu : {player} {done}."),
    "verdict.refuted_by": ("Refuted: {defender} answers {reply}, and {player} can no longer {goal}.",
        "Réfuté : {defender} répond {reply}, et {player} ne peut plus {goal}."),
    "verdict.refuted": ("Refuted: {player} can no longer {goal}.", "Réfuté : {player} ne peut plus {goal}."),
    "verdict.too_deep": ("Play on: this position is too deep to judge ({goal}).",
        "Continuez : cette position est trop profonde pour être jugée ({goal})."),
    "verdict.no_line": ("no line", "aucune suite"),
}
_TITLES = {  # the shipped puzzles (catalogue.py)
    "title.connect5_1": ("Finish the line", "Finir la ligne"),
    "title.connect5_2": ("Round the corner", "Par le coin"),
    "title.connect5_3": ("Board A: two threats at once", "Plateau A : deux menaces à la fois"),
    "title.connect5_4": ("Blue strikes first", "Bleu frappe le premier"),
    "title.connect5_5": ("After the eating", "Après la prise"),
    "title.connnect_1": ("Two threes and a claim", "Deux 3 et une revendication"),
    "title.connnect_2": ("A Free Action makes the shape", "Une Action libre fait la forme"),
    "title.connnect_3": ("Skip a die", "Passer un dé"),
    "title.connnect_4": ("Change the die", "Changer le dé"),
    "title.connnect_5": ("A second Connect-5", "Un second Connect-5"),
    "title.num_connect_1": ("Two cards, one lay", "Deux cartes, une pose"),
    "title.num_connect_2": ("Finish the turn", "Finir le tour"),
    "title.num_connect_3": ("Five to place", "Cinq à placer"),
    "title.num_connect_4": ("The first lay, all at once", "La première pose, d'un coup"),
    "title.num_connect_5": ("Ten cards out", "Dix cartes dehors"),
    "title.ctt_1": ("Which end? 1", "Quel bout ? 1"),
    "title.ctt_2": ("Which end? 2", "Quel bout ? 2"),
    "title.ctt_3": ("Which end? 3", "Quel bout ? 3"),
    "title.ctt_4": ("Which end? 4", "Quel bout ? 4"),
    "title.ctt_5": ("Which end? 5", "Quel bout ? 5"),
    "title.own": ("Your puzzle", "Votre problème"),
}
# fmt: on

WORDS = Words.pairs(_GOALS, _DONE, _PUZZLE, _GENERATE, _VERDICT, _TITLES)
"""Every sentence of the puzzles, by key, in English and French."""
