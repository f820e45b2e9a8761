"""The sentences that refuse a position of Num Connect, in English and French.

They are part of the wing's words (:data:`.words.WORDS` merges them): a position is data typed or
pasted by a teacher, and each of its parts has a refusal of its own, so they are kept apart from the
sentences of play.
"""

from __future__ import annotations

# One line a pair where it fits (English, French); the formatter would split every pair.
# fmt: off
_POSITIONS = {  # a position refused (game.position(), new_game(position=...))
    "position.choice": ("position {item}: {part}= is one of {choices}",
        "position {item} : {part}= vaut l'une de {choices}"),
    "position.card": ("position {item}: {card} is not a card of this game (a colour letter of {letters} and a "
        "value 0 to 16, * or #; cards separated by ., - for none)",
        "position {item} : {card} n'est pas une carte de ce jeu (une lettre de couleur parmi {letters} et une "
        "valeur de 0 à 16, * ou # ; cartes séparées par ., - pour aucune)"),
    "position.card_twice": ("position: {card} is given {times} times, more than the deck has ({most})",
        "position : {card} est donnée {times} fois, plus que le paquet n'en a ({most})"),
    "position.last": ("position {item}: last=<player 0 to {players}>:<action, spaces written _> or -",
        "position {item} : last=<joueur de 0 à {players}>:<action, espaces écrites _> ou -"),
    # a last= the rules could not have made: what each action leaves (rules.play)
    "position.last_draw": ("position {item}: a draw leaves player {actor} to act (turn={actor}) while the card "
        "is drawn (phase=drawing), then to discard (phase=discard)",
        "position {item} : une pioche laisse le joueur {actor} jouer (turn={actor}) pendant qu'on pioche la carte "
        "(phase=drawing), puis défausser (phase=discard)"),
    "position.last_discard": ("position {item}: {action} puts {card} on top of the discard pile (discard= ends "
        "with {card}) and passes the turn (phase=play turn={next} laid=no pending=-), or ends the game "
        "(phase=over turn={actor})",
        "position {item} : {action} pose {card} sur la défausse (discard= finit par {card}) et passe la main "
        "(phase=play turn={next} laid=no pending=-), ou finit la partie (phase=over turn={actor})"),
    "position.last_new": ("position {item}: {action} starts a tentative combination of {card} alone on r0c0 of a "
        "new grid (pending=g{grid}:r0c0:{card}), player {actor} still to act (phase=play turn={actor})",
        "position {item} : {action} commence une combinaison provisoire de {card} seule sur r0c0 d'une nouvelle "
        "grille (pending=g{grid}:r0c0:{card}), le joueur {actor} jouant encore (phase=play turn={actor})"),
    "position.last_cross": ("position {item}: {action} starts a tentative combination of two cards in g{grid}: "
        "{card} on {cell} and the laid card next to it (pending=), player {actor} still to act (phase=play "
        "turn={actor})",
        "position {item} : {action} commence une combinaison provisoire de deux cartes dans g{grid} : {card} sur "
        "{cell} et la carte posée à côté (pending=), le joueur {actor} jouant encore (phase=play turn={actor})"),
    "position.last_put": ("position {item}: {action} puts {card} on {cell}, at one end of the tentative "
        "combination of g{grid} (pending=), player {actor} still to act (phase=play turn={actor})",
        "position {item} : {action} pose {card} sur {cell}, à un bout de la combinaison provisoire de g{grid} "
        "(pending=), le joueur {actor} jouant encore (phase=play turn={actor})"),
    "position.last_ext": ("position {item}: {action} puts {card} on {cell}, at one end of a laid combination of "
        "g{grid} (lines=), and player {actor}, who has opened, has laid (laid=yes pending=-) and still acts "
        "(turn={actor}) unless their hand is empty (phase=over)",
        "position {item} : {action} pose {card} sur {cell}, à un bout d'une combinaison posée de g{grid} "
        "(lines=), et le joueur {actor}, qui a ouvert, a posé (laid=yes pending=-) et joue encore (turn={actor}) "
        "sauf si sa main est vide (phase=over)"),
    "position.last_confirm": ("position {item}: confirm lays the tentative combination as the last of lines=, "
        "and player {actor} has then opened, has laid (laid=yes pending=-) and still acts (turn={actor}) unless "
        "their hand is empty (phase=over)",
        "position {item} : confirm pose la combinaison provisoire en dernière de lines=, et le joueur {actor} a "
        "alors ouvert, a posé (laid=yes pending=-) et joue encore (turn={actor}) sauf si sa main est vide "
        "(phase=over)"),
    "position.last_cancel": ("position {item}: cancel takes the tentative combination back into the hand "
        "(pending=-), player {actor} still to act (phase=play turn={actor})",
        "position {item} : cancel reprend la combinaison provisoire en main (pending=-), le joueur {actor} jouant "
        "encore (phase=play turn={actor})"),
    "position.line": ("position {item}: {line} is no line: g<grid>:r<row>c<column>:<cards, with > < v ^ "
        "between them: the way to the next card>, each cell once",
        "position {item} : {line} n'est pas une ligne : g<grille>:r<rangée>c<colonne>:<cartes, avec > < v ^ "
        "entre elles : le chemin vers la carte suivante>, chaque case une fois"),
    "position.path": ("position {item}: {line} must have one card per cell (cards: {cards}, cells: {cells}): its "
        "cards are joined by the way to the next card (> < v ^), never by .",
        "position {item} : {line} doit avoir une carte par case (cartes : {cards}, cases : {cells}) : ses cartes "
        "sont reliées par le chemin vers la carte suivante (> < v ^), jamais par ."),
    "position.combination": ("position {item}: {line} is not a valid combination: {why}",
        "position {item} : {line} n'est pas une combinaison valide : {why}"),
    "position.grids": ("position {item}: the grids are numbered from g0 with no gap (g0 to g{grids} here)",
        "position {item} : les grilles sont numérotées depuis g0 sans trou (g0 à g{grids} ici)"),
    "position.order": ("position {item}: {grid} must name a grid of the lines and each of its cells once "
        "(g<grid>:<cells separated by .>, grids separated by /)",
        "position {item} : {grid} doit nommer une grille des lignes et chacune de ses cases une fois "
        "(g<grille>:<cases séparées par .>, grilles séparées par /)"),
    "position.reading": ("position {item}: {line} is read backwards: a straight line goes left to right (>) or "
        "top to bottom (v)",
        "position {item} : {line} se lit à l'envers : une ligne droite va de gauche à droite (>) ou de haut en "
        "bas (v)"),
    "position.touching": ("position {item}: {cells} touch but are not neighbours in a line (a card touches "
        "only the cards of its own lines)",
        "position {item} : {cells} se touchent sans être voisines dans une ligne (une carte ne touche que les "
        "cartes de ses propres lignes)"),
    "position.apart": ("position {item}: grid {grid} is in pieces: {line} is not joined to {first} through shared "
        "cards (each new combination crosses a laid card, so a grid's lines are all joined)",
        "position {item} : la grille {grid} est en morceaux : {line} n'est pas reliée à {first} par des cartes "
        "communes (chaque nouvelle combinaison croise une carte posée, donc les lignes d'une grille sont toutes "
        "reliées)"),
    "position.span": ("position {item}: grid {grid} spans rows {top} to {bottom} and columns {left} to {right} "
        "(with r0c0, where every grid starts): wider or taller than the deck's {deck} cards could ever lay",
        "position {item} : la grille {grid} s'étend des rangées {top} à {bottom} et des colonnes {left} à {right} "
        "(avec r0c0, où commence toute grille) : plus large ou plus haute que ce que les {deck} cartes du paquet "
        "pourraient jamais poser"),
    "position.cell": ("position {item}: cell {cell} would hold two cards ({found})",
        "position {item} : la case {cell} porterait deux cartes ({found})"),
    "position.overlap": ("position {item}: {l0} and {l1} run the same way through {cell} (lines cross at right angles)",
        "position {item} : {l0} et {l1} passent dans le même sens par {cell} (les lignes se croisent à angle droit)"),
    "position.pending": ("position {item}: the tentative combination is a straight line (> or v) through "
        "exactly one laid card of its grid, or a line of a new grid g{grids} through r0c0 (>)",
        "position {item} : la combinaison provisoire est une ligne droite (> ou v) passant par exactement une "
        "carte posée de sa grille, ou une ligne d'une nouvelle grille g{grids} passant par r0c0 (>)"),
    "position.known": ("position {item}: the cards known to be in player {player}'s hand must be in it",
        "position {item} : les cartes connues dans la main du joueur {player} doivent y être"),
    "position.deal": ("position {item}: the hidden hands take {need} cards, more than are left ({left})",
        "position {item} : les mains cachées prennent {need} cartes, plus qu'il n'en reste ({left})"),
    "position.draw": ("position {item}: the draw pile holds the cards that are nowhere else: {left}",
        "position {item} : la pioche contient les cartes qui ne sont nulle part ailleurs : {left}"),
    "position.dealing": ("position {item}: while dealing, the hands are dealt one card at a time round the table "
        "from seat 0 (at most {most} cards dealt) and nothing is laid, discarded or played yet",
        "position {item} : pendant la donne, les mains sont distribuées une carte à la fois autour de la table "
        "depuis la place 0 (au plus {most} cartes distribuées) et rien n'est encore posé, défaussé ni joué"),
    "position.pending_phase": ("position {item}: a tentative combination lies on the table only while its "
        "player plays (phase=play)",
        "position {item} : une combinaison provisoire n'est sur la table que pendant le jeu de son joueur "
        "(phase=play)"),
    "position.drew": ("position {item}: phase=drawing and phase=discard follow a draw: nothing laid this turn "
        "(laid=no), and a card left in the draw pile to draw",
        "position {item} : phase=drawing et phase=discard suivent une pioche : rien de posé ce tour (laid=no), "
        "et une carte à piocher dans la pioche"),
    "position.not_over": ("position {item}: an empty hand (but the tentative combination's player's) ends the "
        "game: phase=over",
        "position {item} : une main vide (sauf celle du joueur de la combinaison provisoire) finit la partie : "
        "phase=over"),
    "position.over": ("position {item}: the game is over only once a hand is empty",
        "position {item} : la partie n'est finie qu'une fois une main vide"),
    "position.gone": ("position {item}: {part}= is no longer a part of a position: the game ends only when a hand "
        "is emptied, so leave it out",
        "position {item} : {part}= n'est plus une partie d'une position : la partie ne finit que lorsqu'une main "
        "est vidée, omettez-la"),
}
# fmt: on

POSITION_WORDS: dict[str, tuple[str, str]] = {**_POSITIONS}
"""Every sentence refusing a position, by key: ``(English, French)``."""
