"""The sentences that refuse a board file, a scripted start or a position of Connect5, in English and French.

They are part of the wing's words (:data:`.words.WORDS` merges them): a position is data typed or
pasted by a teacher, and each of its parts has a refusal of its own, so they are kept apart from the
sentences of play.
"""

from __future__ import annotations

# One line a pair where it fits (English, French); the formatter would split every pair.
# fmt: off
_BOARDS = {  # a board file refused
    "board.unknown": ("no board {source}: use 'B', 'A' or the path of a board JSON file",
        "pas de plateau {source} : utilisez 'B', 'A' ou le chemin d'un fichier JSON de plateau"),
    "board.option": ("option board={value} must be text ('B', 'A' or the path of a board JSON file) or a board's "
        "data (a dict)", "l'option board={value} doit être un texte ('B', 'A' ou le chemin d'un fichier JSON de "
        "plateau) ou les données d'un plateau (un dict)"),
    "board.saved_option": ("a save holds the board as 'B', 'A' or a board's data (an object), not {value}",
        "une sauvegarde contient le plateau comme 'B', 'A' ou les données d'un plateau (un objet), pas {value}"),
    "board.saved_path": ("a save holds the board as data, never a file name: {source} is neither 'B' nor 'A'",
        "une sauvegarde contient le plateau lui-même, jamais un nom de fichier : {source} n'est ni 'B' ni 'A'"),
    "board.unreadable": ("board file {path}: not readable JSON ({error})",
        "fichier de plateau {path} : JSON illisible ({error})"),
    "board.not_object": ("a board is a JSON object with 'dots' and 'lines'",
        "un plateau est un objet JSON avec 'dots' et 'lines'"),
    "board.missing": ("the board has no {field} list", "le plateau n'a pas de liste {field}"),
    "board.empty": ("the board's {field} must be a non-empty list", "la liste {field} du plateau doit être non vide"),
    "board.name": ("the board's name must be text of 1 to 40 characters, not {value}",
        "le nom du plateau doit être un texte de 1 à 40 caractères, pas {value}"),
    "board.title": ("the board's title must be text of 1 to 40 characters, not {value}",
        "le titre du plateau doit être un texte de 1 à 40 caractères, pas {value}"),
    "board.size_number": ("the board's {what} must be a finite number, not {value}",
        "le {what} du plateau doit être un nombre fini, pas {value}"),
    "board.size": ("the board's {what} must be between 0 and {maximum}, not {value}",
        "le {what} du plateau doit être entre 0 et {maximum}, pas {value}"),
    "board.coordinate": ("dot {dot}'s {axis} must be a finite number, not {value}",
        "le {axis} du point {dot} doit être un nombre fini, pas {value}"),
    "board.waypoint_number": ("a waypoint of line {line} must be a finite number, not {value}",
        "un point de passage de la ligne {line} doit être un nombre fini, pas {value}"),
    "board.outside": ("dot {dot} at ({x}, {y}) lies outside the board ({width} x {height})",
        "le point {dot} en ({x}, {y}) est hors du plateau ({width} x {height})"),
    "board.too_many_dots": ("the board has {count} dots; at most {maximum} can be drawn",
        "le plateau a {count} points ; on peut en dessiner {maximum} au plus"),
    "board.dot_object": ("dot #{number} must be an object with an 'id', 'x' and 'y'",
        "le point n°{number} doit être un objet avec 'id', 'x' et 'y'"),
    "board.dot_id": ("dot #{number} has a bad id {id}: a lowercase letter then up to 5 letters or digits, no 'x'",
        "le point n°{number} a un mauvais id {id} : une minuscule puis jusqu'à 5 lettres ou chiffres, sans 'x'"),
    "board.duplicate_dot": ("duplicate dot id {id}", "id de point en double {id}"),
    "board.no_coordinates": ("dot {dot} has no coordinates: give 'x' and 'y'",
        "le point {dot} n'a pas de coordonnées : donnez 'x' et 'y'"),
    "board.circled": ("dot {dot}: 'circled' must be true or false, not {value}",
        "point {dot} : 'circled' doit valoir true ou false, pas {value}"),
    "board.too_many_lines": ("the board has {count} lines; at most {maximum}",
        "le plateau a {count} lignes ; {maximum} au plus"),
    "board.line_object": ("line #{number} must be an object with a 'path' list of dot ids",
        "la ligne n°{number} doit être un objet avec une liste 'path' d'ids de points"),
    "board.line_id": ("line #{number} has a bad or duplicate id {id}",
        "la ligne n°{number} a un id mauvais ou en double {id}"),
    "board.unknown_dot": ("line {line} goes through an unknown dot {dot}",
        "la ligne {line} passe par un point inconnu {dot}"),
    "board.dot_twice": ("line {line} passes dot {dot} twice (use 'closed' for a loop)",
        "la ligne {line} passe deux fois par le point {dot} (utilisez 'closed' pour une boucle)"),
    "board.waypoint_first": ("line {line} must start at a dot, not a waypoint",
        "la ligne {line} doit commencer par un point, pas un point de passage"),
    "board.waypoint_last": ("line {line} must end at a dot, not a waypoint",
        "la ligne {line} doit finir par un point, pas un point de passage"),
    "board.bad_step": ("line {line}: {step} is neither a dot id nor an [x, y] waypoint",
        "ligne {line} : {step} n'est ni un id de point ni un point de passage [x, y]"),
    "board.short_line": ("line {line} joins {count} dot(s); a line joins at least 2 dots",
        "la ligne {line} relie {count} point(s) ; une ligne relie au moins 2 points"),
    "board.flags": ("line {line}: 'closed' and 'smooth' must be true or false",
        "ligne {line} : 'closed' et 'smooth' doivent valoir true ou false"),
    "board.closed_short": ("line {line} is closed but has fewer than 3 dots",
        "la ligne {line} est fermée mais a moins de 3 points"),
    "board.same_segment": ("dots {a} and {b} are joined by both line {first} and {second}",
        "les points {a} et {b} sont reliés à la fois par la ligne {first} et par {second}"),
    "board.lonely": ("dot {dot} is on no line (every dot must be on a line)",
        "le point {dot} n'est sur aucune ligne (chaque point doit être sur une ligne)"),
    "board.ambiguous": (
        "dots {a} and {c} have two dots between them ({first} and {second}): a jump from one to the other would be "
        "ambiguous",
        "les points {a} et {c} ont deux points entre eux ({first} et {second}) : un saut de l'un à l'autre serait "
        "ambigu",
    ),
}
_SETUPS = {  # a scripted start refused
    "setup.turn": ("{what} {item}: turn=<one of {letters}>", "{what} {item} : turn=<l'une de {letters}>"),
    "setup.no_dot": ("{what} {item}: the board has no dot {dot}", "{what} {item} : le plateau n'a pas de point {dot}"),
    "setup.token": ("{what} {item}: write dot=R for a single or dot=RR for a double (letters {letters})",
        "{what} {item} : écrivez point=R pour un simple ou point=RR pour un double (lettres {letters})"),
    "setup.double": ("{what} {item}: a double can only stand on a circled dot",
        "{what} {item} : un double ne tient que sur un point cerclé"),
    "setup.twice": ("{what} {item}: dot {dot} is given twice", "{what} {item} : le point {dot} est donné deux fois"),
    "setup.too_many": ("{what}: player {letter} has more than {tokens} tokens on the board",
        "{what} : le joueur {letter} a plus de {tokens} jetons sur le plateau"),
    "setup.too_many/one:tokens": ("{what}: player {letter} has more than {tokens} token on the board",
        "{what} : le joueur {letter} a plus de {tokens} jeton sur le plateau"),
}
_POSITIONS = {  # a position refused (game.position(), new_game(position=...))
    "position.item": ("position {item}: {name}= is neither a dot of the board nor a part ({parts}=)",
        "position {item} : {name}= n'est ni un point du plateau ni une partie ({parts}=)"),
    "position.other_board": ("position {item}: {name} is a dot of board {board}, not of this one: give board={board!r}"
        " too (a position does not say its board)", "position {item} : {name} est un point du plateau {board}, pas de "
        "celui-ci : donnez aussi board={board!r} (une position ne dit pas son plateau)"),
    "position.turn": ("position {item}: turn=<one of {letters}, or - once the game is over>",
        "position {item} : turn=<l'une de {letters}, ou - une fois la partie finie>"),
    "position.supply": ("position {item}: player {letter} would have {count} tokens, more than {tokens}",
        "position {item} : le joueur {letter} aurait {count} jetons, plus que {tokens}"),
    "position.used": ("position {item}: the board has no line {line}",
        "position {item} : le plateau n'a pas de ligne {line}"),
    "position.last": ("position {item}: last=<player letter>:<move>:<{kinds}>:<its dots>:<the dots it ate>",
        "position {item} : last=<lettre du joueur>:<coup>:<{kinds}>:<ses points>:<les points mangés>"),
    "position.last_move": ("position {item}: the last move {action} is written last={letter}:{action}:{kind}:"
        "{dots}:{eaten} (its kind, its dots, and the dots its jumps passed over)",
        "position {item} : le dernier coup {action} s'écrit last={letter}:{action}:{kind}:{dots}:{eaten} (son "
        "genre, ses points, et les points que ses sauts ont passés)"),
    "position.last_token": ("position {item}: the last move, made in this round, left a token of player {letter} "
        "on {dot}", "position {item} : le dernier coup, joué dans cette manche, a laissé un jeton du joueur {letter} "
        "sur {dot}"),
    "position.last_early": ("position {item}: a game has no last move before its first one (round=1 move=0: leave "
        "last= out)", "position {item} : une partie n'a pas de dernier coup avant son premier (round=1 move=0 : "
        "omettez last=)"),
    "position.stuck": ("position {item}: player {letter} cannot act here (nothing to place, move, unstack or "
        "eat), and the rules never leave the turn with such a player: it passes to the next player who can act, "
        "and the round ends when nobody can",
        "position {item} : le joueur {letter} ne peut pas jouer ici (rien à poser, déplacer, dédoubler ni manger), "
        "et les règles ne laissent jamais la main à un tel joueur : elle passe au joueur suivant qui peut jouer, "
        "et la manche finit quand personne ne le peut"),
    "position.results": ("position {item}: one result per finished round ({rounds}) in results=",
        "position {item} : un résultat par manche finie ({rounds}) dans results="),
    "position.result": ("position {item}: {result} is no round result: move_limit, stuck or "
        "connect5:<letter>:<its five dots>", "position {item} : {result} n'est pas un résultat de manche : "
        "move_limit, stuck ou connect5:<lettre>:<ses cinq points>"),
}
# fmt: on

POSITION_WORDS: dict[str, tuple[str, str]] = {**_BOARDS, **_SETUPS, **_POSITIONS}
"""Every sentence refusing a board file, a scripted start or a position, by key: ``(English, French)``."""
