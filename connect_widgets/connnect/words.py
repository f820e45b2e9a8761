"""Every sentence of Connnect that is ours (not the rulebook's), in English and French: :data:`WORDS`.

Keys say who speaks: ``refuse.`` (the rules), ``allowed.`` (what an allowed move does, for
``game.explain``), ``deed.`` (what a bot's move does, for its reason), ``describe.`` (the position,
the notation, the options), ``section.`` (our titles of the rulebook's passages), ``prompt.``,
``button.``, ``click.`` (the interaction), ``page.`` (the renderer's, sent once with the layout, in
:mod:`.page_words`), ``ending.``, ``score.`` and ``position.`` (a position refused, in
:mod:`.position_words`). Each key
holds a pair, ``(English, French)``, as in every wing; ``describe.`` speaks both, as
``game.describe(lang)`` does.
"""

from __future__ import annotations

from ..core.words import Phrase, Words
from .page_words import PAGE_WORDS
from .position_words import POSITION_WORDS

# fmt: off
_CHANCE_MOVES = "'card F', 'objective A2', 'first 0', 'roll 2 4 5'"
_PLAYER_MOVES = ("'zone 4', 'write c3 5', 'free 2 to 3', 'free skip 5', 'out', 'claim a1 b1 c1', 'circle 3x1', "
    "'move c3 e5', 'switch 2', 'plus c3 +1', 'skip', 'done'")  # the notation, the same in both languages
_REFUSE = {
    # the notation
    "refuse.single_spaces": ("{text}: write an action with single spaces, like 'write c3 5'",
        "{text} : écrivez une action avec des espaces simples, comme 'write c3 5'"),
    "refuse.not_a_move": ("{text} is not a move here; the notation is: {notation}",
        "{text} n'est pas un coup possible ici ; la notation est : {notation}"),
    "refuse.not_a_space": ("{word} is not a space (a1 to f6)", "{word} n'est pas une case (de a1 à f6)"),
    "refuse.not_a_number": ("{word} is not a number from 1 to 6", "{word} n'est pas un nombre de 1 à 6"),
    "refuse.not_a_bonus": ("{word} is not a bonus", "{word} n'est pas un bonus"),
    "refuse.claim_spaces": ("name the spaces of the Connect, like 'claim a1 b1 c1'",
        "nommez les cases du Connect, comme 'claim a1 b1 c1'"),
    "refuse.delta": ("the change is one of {deltas}", "la modification doit être l'une de : {deltas}"),
    "refuse.free_form": ("write 'free 2 to 3' or 'free skip 5'", "écrivez 'free 2 to 3' ou 'free skip 5'"),
    # a move of another phase (or of another step of this one): what the phase allows now instead
    "refuse.not_now": ("{text} is not a move of the {phase} now: you may {allows}",
        "{text} n'est pas un coup de la {phase} en ce moment : vous pouvez {allows}"),
    "refuse.may_write": ("write a Number Die ('{move}')", "écrire un dé de nombre ('{move}')"),
    "refuse.may_free": ("use a Free Action ('{move}')", "utiliser une Action libre ('{move}')"),
    "refuse.may_out": ("go out of the game ('{move}')", "sortir de la partie ('{move}')"),
    "refuse.may_claim": ("claim a Connect ('{move}')", "revendiquer un Connect ('{move}')"),
    "refuse.may_bonus": ("use a bonus you kept ('{move}')", "utiliser un bonus gardé ('{move}')"),
    "refuse.may_done": ("end your part ('{move}')", "terminer votre part ('{move}')"),
    "refuse.or": ("{a} or {b}", "{a} ou {b}"), "refuse.list": ("{a}, {b}", "{a}, {b}"),
    # the Roll Phase and the Fill Phase
    "refuse.zone": ("choose one of the dice ({dice}) as the Zone Die, like '{example}'",
        "choisissez l'un des dés ({dice}) comme dé de zone, comme '{example}'"),
    "refuse.must_write": ("you MUST still write {left} in zone {zone}",
        "vous DEVEZ encore écrire {left} dans la zone {zone}"),
    "refuse.not_to_write": ("{value} is not a Number Die still to write (left: {left})",
        "{value} n'est pas un dé de nombre encore à écrire (reste à écrire : {left})"),
    "refuse.not_in_zone": ("{cell} is not in zone {zone}", "{cell} n'est pas dans la zone {zone}"),
    "refuse.occupied": ("{cell} already holds a number: each space can contain only one",
        "{cell} contient déjà un nombre : chaque case ne peut contenir qu'un seul nombre"),
    "refuse.free_used_up": ("all seven Free Actions are used", "les sept Actions libres sont toutes utilisées"),
    "refuse.free_not_a_die": ("{value} is not a Number Die still to write",
        "{value} n'est pas un dé de nombre encore à écrire"),
    "refuse.free_zone_has_space": ("zone {zone} still has an empty space: write the number",
        "la zone {zone} a encore une case vide : écrivez le nombre"),
    "refuse.free_same": ("a Free Action writes a different number from the die",
        "une Action libre écrit un nombre différent de celui du dé"),
    "refuse.free_zone_full": ("zone {zone} is full: only '{skip}' is possible",
        "la zone {zone} est pleine : seul '{skip}' est possible"),
    "refuse.play_on": ("you can still play on", "vous pouvez encore continuer la partie"),
    "refuse.play_on_switch": ("you can still play on: your Switch Zone Die bonus opens a zone with space",
        "vous pouvez encore continuer : votre bonus Échanger le dé de zone ouvre une zone où il reste de la place"),
    # claims
    "refuse.reading_order": ("name the spaces in reading order: '{claim}'",
        "nommez les cases dans l'ordre de lecture : '{claim}'"),
    "refuse.claim_size": ("a Connect is 3, 4 or 5 different spaces", "un Connect compte 3, 4 ou 5 cases différentes"),
    "refuse.claim_empty": ("{cell} is empty: a Connect uses numbers in the play area",
        "{cell} est vide : un Connect utilise des nombres de l'aire de jeu"),
    "refuse.claim_crossed": ("{cell} is crossed out", "{cell} est barrée"),
    "refuse.not_adjacent": ("the numbers must be adjacent to each other",
        "les nombres doivent être adjacents les uns aux autres"),
    "refuse.no_shape": ("that shape is on no Connect-5 Shape Card",
        "cette forme ne figure sur aucune carte de forme Connect-5"),
    "refuse.claimed_once": ("{where} already claimed: each number can be used for claiming only once",
        "{where} : déjà revendiqué ; chaque nombre ne sert qu'à une seule revendication"),
    "refuse.not_in_order": ("{values} is neither all the same nor in order",
        "{values} : les nombres ne sont ni tous identiques ni dans l'ordre"),
    "refuse.skips": ("{values} skips numbers: numbers in order follow one another (1-2-3); the option gaps=True "
        "allows {values}", "{values} saute des nombres : des nombres dans l'ordre se suivent (1-2-3) ; l'option "
        "gaps=True permet {values}"),
    "refuse.not_along": ("{values} are numbers in order, but not laid in order along the shape",
        "{values} : ces nombres vont dans l'ordre, mais ne sont pas posés dans l'ordre le long de la forme"),
    "refuse.card_not_on_table": ("the {letter} is not one of the four Connect-5 Shape Cards on the table",
        "la carte {letter} n'est pas l'une des quatre cartes de forme Connect-5 sur la table"),
    "refuse.card_face_down": ("the {letter} card is face down: it cannot be claimed any more",
        "la carte {letter} est face cachée : elle ne peut plus être revendiquée"),
    "refuse.card_claimed_this_round": ("you already claimed the {letter} this round",
        "vous avez déjà revendiqué la forme {letter} pendant cette manche"),
    "refuse.boxes_full": ("all four Connect-5 Boxes are full", "les quatre cases Connect-5 sont remplies"),
    "refuse.no_score_card": ("no Connect-5 Score Card is left", "il ne reste aucune carte de score Connect-5"),
    # bonuses
    "refuse.circle_first": ("first circle a bonus in the Connect-{size} section",
        "entourez d'abord un bonus de la section Connect-{size}"),
    "refuse.circle_late": ("a bonus is circled right after claiming a Connect-3 or Connect-4",
        "on entoure un bonus juste après avoir revendiqué un Connect-3 ou un Connect-4"),
    "refuse.circle_section": ("choose a bonus in the Connect-{size} bonuses section",
        "choisissez un bonus de la section des bonus Connect-{size}"),
    "refuse.circled_already": ("bonus {bonus} is already circled", "le bonus {bonus} est déjà entouré"),
    "refuse.lightning_first": ("a lightning bonus MUST be used immediately: write its number first",
        "un bonus éclair DOIT être utilisé immédiatement : écrivez d'abord son nombre"),
    "refuse.depicted": ("this bonus writes the depicted number {owed}", "ce bonus écrit le nombre représenté : {owed}"),
    "refuse.not_in_active_zone": ("{cell} is not in your active zone {zone}",
        "{cell} n'est pas dans votre zone active {zone}"),
    "refuse.taken": ("{cell} already holds a number", "{cell} contient déjà un nombre"),
    "refuse.skip_with_space": ("there is still an empty space for this number",
        "il reste une case vide pour ce nombre"),
    "refuse.not_held": ("you hold no circled, unused {title} bonus",
        "vous n'avez aucun bonus « {title} » entouré et inutilisé"),
    "refuse.not_usable": ("{cell} holds no number that is unclaimed and not crossed out",
        "{cell} ne contient aucun nombre non revendiqué et non barré"),
    "refuse.not_empty": ("{cell} is not empty", "{cell} n'est pas vide"),
    "refuse.switch_in_claim": ("in the Claim Phase a switch only serves a 'write any 2 numbers' bonus",
        "pendant la Phase de revendication, un échange ne sert qu'à un bonus « Écrire 2 nombres au choix »"),
    "refuse.switch_not_a_die": ("{value} is not one of your Number Dice not yet written",
        "{value} n'est pas l'un de vos dés de nombre pas encore écrits"),
}
_ALLOWED = {
    "allowed.card": ("the Connect-5 shape card {name} is drawn", "la carte de forme Connect-5 {name} est tirée"),
    "allowed.objective": ("the objective card {name} is drawn", "la carte Objectif {name} est tirée"),
    "allowed.first": ("{name} plays first", "{name} joue en premier"),
    "allowed.first/you:name": ("you play first", "vous jouez en premier"),
    "allowed.roll": ("the dice show {a}, {b} and {c}", "les dés donnent {a}, {b} et {c}"),
    "allowed.zone": ("{name} makes the {value} the Zone Die", "{name} fait du {value} le dé de zone"),
    "allowed.zone/you:name": ("you make the {value} the Zone Die", "vous faites du {value} le dé de zone"),
    "allowed.write": ("{name} writes {value} in {cell}", "{name} écrit {value} en {cell}"),
    "allowed.write/you:name": ("you write {value} in {cell}", "vous écrivez {value} en {cell}"),
    "allowed.lightning": ("{name} writes {value} in {cell} for a lightning bonus",
        "{name} écrit {value} en {cell} grâce à un bonus éclair"),
    "allowed.lightning/you:name": ("you write {value} in {cell} for a lightning bonus",
        "vous écrivez {value} en {cell} grâce à un bonus éclair"),
    "allowed.free": ("{name} crosses a Free Action box: the Number Die {value} is to be written as a {new}",
        "{name} coche une case d'Action libre : le dé de nombre {value} sera écrit comme un {new}"),
    "allowed.free/you:name": ("you cross a Free Action box: the Number Die {value} is to be written as a {new}",
        "vous cochez une case d'Action libre : le dé de nombre {value} sera écrit comme un {new}"),
    "allowed.free_skip": ("{name} crosses a Free Action box: the zone is full, the {value} is not written",
        "{name} coche une case d'Action libre : la zone est pleine, le {value} n'est pas écrit"),
    "allowed.free_skip/you:name": ("you cross a Free Action box: the zone is full, the {value} is not written",
        "vous cochez une case d'Action libre : la zone est pleine, le {value} n'est pas écrit"),
    "allowed.out": ("{name} is out of the game: no Free Action is left and the number cannot be written",
        "{name} sort de la partie : plus aucune Action libre et le nombre ne peut pas être écrit"),
    "allowed.out/you:name": ("you are out of the game: no Free Action is left and the number cannot be written",
        "vous sortez de la partie : plus aucune Action libre et le nombre ne peut pas être écrit"),
    "allowed.claim": ("{name} claims a Connect-{size} ({letter})", "{name} revendique un Connect-{size} ({letter})"),
    "allowed.claim/you:name": ("you claim a Connect-{size} ({letter})",
        "vous revendiquez un Connect-{size} ({letter})"),
    "allowed.circle": ("{name} circles the bonus {title}", "{name} entoure le bonus {title}"),
    "allowed.circle/you:name": ("you circle the bonus {title}", "vous entourez le bonus {title}"),
    "allowed.move": ("{name} crosses out the number in {cell} and writes it in {target}",
        "{name} barre le nombre de {cell} et l'écrit en {target}"),
    "allowed.move/you:name": ("you cross out the number in {cell} and write it in {target}",
        "vous barrez le nombre de {cell} et l'écrivez en {target}"),
    "allowed.switch": ("{name} switches the Zone Die with the Number Die {value}",
        "{name} échange le dé de zone avec le dé de nombre {value}"),
    "allowed.switch/you:name": ("you switch the Zone Die with the Number Die {value}",
        "vous échangez le dé de zone avec le dé de nombre {value}"),
    "allowed.plus": ("{name} changes the number in {cell} by {delta}", "{name} modifie le nombre de {cell} de {delta}"),
    "allowed.plus/you:name": ("you change the number in {cell} by {delta}",
        "vous modifiez le nombre de {cell} de {delta}"),
    "allowed.skip": ("{name} skips the lightning number: no empty space is left for it",
        "{name} renonce au nombre du bonus éclair : il ne reste aucune case vide pour lui"),
    "allowed.skip/you:name": ("you skip the lightning number: no empty space is left for it",
        "vous renoncez au nombre du bonus éclair : il ne reste aucune case vide pour lui"),
    "allowed.done": ("{name} ends their part of the {phase}", "{name} termine sa part de la {phase}"),
    "allowed.done/you:name": ("you end your part of the {phase}", "vous terminez votre part de la {phase}"),
}
_DEEDS = {  # what a bot's move does, leading the thinking panel's reason ("It scores 12 points and ...")
    "deed.scores": ("scores {points} points", "marque {points} points"),
    "deed.scores/one:points": ("scores {points} point", "marque {points} point"),
    "deed.claimable": ("makes a Connect-{size} claimable", "rend un Connect-{size} revendicable"),
    "deed.reach": ("leaves a Connect-{size} one number away",
        "laisse un Connect-{size} à un seul nombre d'être complet"),
}
_DESCRIBE = {
    "describe.setup": ("set-up: drawing cards and rolling the setup numbers",
        "mise en place : tirage des cartes et lancer des nombres de départ"),
    "describe.over": ("game over after round {round}: {scores}; won by {winners}",
        "partie terminée après la manche {round} : {scores} ; gagnée par {winners}"),
    "describe.score": ("{name} {points}", "{name} {points}"), "describe.and": (" and ", " et "),
    "describe.round": ("round {round} of {rounds}, {phase}: {who} to act",
        "manche {round} sur {rounds}, {phase}, à jouer : {who}"),
    "describe.dice": ("dice", "les dés"), "describe.phase_roll": ("Roll Phase", "Phase de lancer"),
    "describe.phase_zone": ("choosing the Zone Die", "choix du dé de zone"),
    "describe.phase_fill": ("Fill Phase", "Phase de remplissage"),
    "describe.phase_claim": ("Claim Phase", "Phase de revendication"), "describe.no_numbers": ("nothing", "rien"),
    "describe.one_number": ("{a}", "{a}"), "describe.two_numbers": ("{a} and {b}", "{a} et {b}"),
    "describe.notation": ("Spaces a1-f6 (columns a-f, rows 1-6 from the top). Chance: " + _CHANCE_MOVES
        + ". Players: " + _PLAYER_MOVES + ".", "Cases a1-f6 (colonnes a-f, rangées 1-6 depuis le haut). Hasard : "
        + _CHANCE_MOVES + ". Joueurs : " + _PLAYER_MOVES + "."),
    "describe.option_setup": ("preparation: the first player's two shared rolls, or each player's own six",
        "préparation : les deux lancers communs du premier joueur, ou six nombres lancés par chaque joueur"),
    "describe.option_order": ("what 'in order' demands of a branching shape (see the rules notes)",
        "ce que « dans l'ordre » exige d'une forme ramifiée (voir les notes sur les règles)"),
    "describe.option_gaps": ("ordered numbers may skip values (1-3-5) instead of running 1-2-3",
        "les nombres ordonnés peuvent sauter des valeurs (1-3-5) au lieu de suivre 1-2-3"),
    "describe.option_arrows": ("which rows and columns carry the arrow and score as Lines",
        "les rangées et colonnes qui portent la flèche et comptent comme Lignes"),
    "describe.option_exhausted": ("Free Action penalty once all seven boxes are crossed (the star box)",
        "pénalité d'Action libre une fois les sept cases cochées (la case étoile)"),
}
_SECTION = {
    "section.setup": ("Set-Up", "Mise en place"), "section.preparation": ("Preparation", "Préparation"),
    "section.roll": ("Roll Phase", "Phase de lancer"), "section.zone": ("Zone Die", "Dé de zone"),
    "section.fill": ("Fill Phase", "Phase de remplissage"), "section.circles": ("Circles", "Cercles"),
    "section.free": ("Free Action", "Action libre"), "section.claim": ("Claim Phase", "Phase de revendication"),
    "section.connect3": ("Connect-3", "Connect-3"), "section.connect4": ("Connect-4", "Connect-4"),
    "section.connect5": ("Connect-5", "Connect-5"), "section.end_round": ("End of the Round", "Fin de la manche"),
    "section.end_game": ("End of the Game", "Fin de la partie"), "section.lines": ("Lines", "Lignes"),
    "section.bonuses": ("Bonuses", "Bonus"), "section.cross": ("Cross out and write", "Barrer et écrire"),
    "section.switch": ("Switch Zone Die", "Échanger le dé de zone"),
    "section.plusminus": ("Plus or minus", "Plus ou moins"),
    "section.any2": ("Write any 2 numbers", "Écrire 2 nombres au choix"),
    "section.again": ("Claimed Number again", "Réutiliser un nombre revendiqué"),
    "section.six": ("Score 6 points", "Marquer 6 points"),
    "section.write": ("Write depicted number", "Écrire le nombre représenté"),
}
_INTERACTION = {
    "prompt.zone": ("{name}: click a die to make it the Zone Die",
        "{name} : cliquez sur un dé pour en faire le dé de zone"),
    "prompt.circle": ("{name}: circle a bonus in the Connect-{size} section",
        "{name} : entourez un bonus de la section Connect-{size}"),
    "prompt.lightning_depicted": ("{name}: write the {owed} anywhere (lightning bonus)",
        "{name} : écrivez le {owed} où vous voulez (bonus éclair)"),
    "prompt.lightning_any": ("{name}: write a number in zone {zone}, then pick its number (lightning bonus)",
        "{name} : cliquez sur une case de la zone {zone}, puis choisissez son nombre (bonus éclair)"),
    "prompt.switch": ("{name}: click the Number Die to swap with your Zone Die (or the bonus again to cancel)",
        "{name} : cliquez sur le dé de nombre à échanger avec votre dé de zone (ou à nouveau sur le bonus pour "
        "annuler)"),
    "prompt.bonus": ("{name}: use {title} (click the bonus again to cancel)",
        "{name} : utilisez « {title} » (cliquez à nouveau sur le bonus pour annuler)"),
    "prompt.write": ("{name}: write {left} in zone {zone} (click a die, then a space)",
        "{name} : écrivez {left} dans la zone {zone} (cliquez sur un dé, puis sur une case)"),
    "prompt.write_one": ("{name}: write {left} in zone {zone} (click a space)",
        "{name} : écrivez {left} dans la zone {zone} (cliquez sur une case)"),
    "prompt.full": ("{name}: zone {zone} is full: use the Free Action track for {left} (click a die, then the track)",
        "{name} : la zone {zone} est pleine : utilisez la piste d'Actions libres pour {left} (cliquez sur un dé, puis "
        "sur la piste)"),
    "prompt.full_out": ("{name}: zone {zone} is full and no Free Action is left: you are out (press Out of the game)",
        "{name} : la zone {zone} est pleine et il ne reste aucune Action libre : vous sortez (appuyez sur Sortir de "
        "la partie)"),
    "prompt.full_bonus": ("{name}: zone {zone} is full and no Free Action is left: use a kept bonus (click it)",
        "{name} : la zone {zone} est pleine et il ne reste aucune Action libre : utilisez un bonus gardé (cliquez "
        "dessus)"),
    "prompt.full_one": ("{name}: zone {zone} is full: use the Free Action track for {left} (click the track)",
        "{name} : la zone {zone} est pleine : utilisez la piste d'Actions libres pour {left} (cliquez sur la piste)"),
    "prompt.claim_refused": ("{name}: {reason}", "{name} : {reason}"),
    "prompt.claim_this": ("{name}: claim this Connect-{size} ({letter})",
        "{name} : revendiquez ce Connect-{size} ({letter})"),
    "prompt.claim": ("{name}: select numbers to claim a Connect, or press done",
        "{name} : choisissez des nombres pour revendiquer un Connect, ou appuyez sur Terminé"),
    "button.claim": ("Claim", "Revendiquer"),
    "button.claim_select": ("select 3 to 5 adjacent numbers", "choisissez 3 à 5 nombres adjacents"),
    "button.claim_connect": ("Claim Connect-{size} ({letter})", "Revendiquer le Connect-{size} ({letter})"),
    "button.skip": ("Skip (no space)", "Passer (aucune case)"),
    "button.out": ("Out of the game", "Sortir de la partie"),
    "button.done": ("Done", "Terminé"),
    "button.done_title": ("end your part", "terminer votre part"),
    "button.clear": ("Clear selection", "Effacer la sélection"),
    "click.not_your_turn": ("not your turn: {position}", "ce n'est pas votre tour : {position}"),
    "click.not_a_target": ("{target} is not something to click here", "{target} n'est pas cliquable ici"),
    "click.zone_die": ("click one of the three dice to make it the Zone Die",
        "cliquez sur l'un des trois dés pour en faire le dé de zone"),
    "click.die_written": ("that Number Die is already written", "ce dé de nombre est déjà écrit"),
    "click.not_a_space": ("{name} is not a space", "{name} n'est pas une case"),
    "click.no_cross_source": ("{name} holds no unclaimed number to cross out",
        "{name} ne contient aucun nombre non revendiqué à barrer"),
    "click.no_plus_source": ("{name} holds no unclaimed number to change",
        "{name} ne contient aucun nombre non revendiqué à modifier"),
    "click.die_first": ("first click the Number Die to write", "cliquez d'abord sur le dé de nombre à écrire"),
    "click.not_a_bonus": ("{name} is not a bonus", "{name} n'est pas un bonus"),
    "click.bonus_unusable": ("{name} is not a circled bonus you can use now",
        "{name} n'est pas un bonus entouré utilisable maintenant"),
    "click.free_die_first": ("first click the Number Die the Free Action is for",
        "cliquez d'abord sur le dé de nombre concerné par l'Action libre"),
    "click.not_a_number": ("{name} is not a number from 1 to 6", "{name} n'est pas un nombre de 1 à 6"),
    "click.value_first": ("pick a space or the Free Action track first",
        "choisissez d'abord une case ou la piste d'Actions libres"),
    "click.delta_first": ("pick a Plus or minus bonus and a number first",
        "choisissez d'abord un bonus Plus ou moins et un nombre"),
    "click.select_claim": ("select 3 to 5 spaces first", "choisissez d'abord 3 à 5 cases"),
}
_SCORES = {  # the score breakdown's categories, as the scores panel words them
    "score.connect-3 bonuses": ("Connect-3 bonuses", "Bonus Connect-3"),
    "score.connect-4 bonuses": ("Connect-4 bonuses", "Bonus Connect-4"),
    "score.connect-4 shapes": ("Connect-4 first-claim marks", "Repères de première revendication Connect-4"),
    "score.connect-5": ("Connect-5", "Connect-5"), "score.lines": ("Lines", "Lignes"),
    "score.circles": ("Circles", "Cercles"), "score.connected lines": ("Connected Lines", "Lignes connectées"),
    "score.objectives": ("Objectives", "Objectifs"),
    "score.free action": ("Free Action penalty", "Pénalité d'Action libre"),
}
_ENDING = {  # how the game ended, for the end banner
    "ending.rounds": ("All twelve rounds are played.", "Les douze manches sont jouées."),
    "ending.out": ("Every player is out (an eighth Free Action).", "Tous les joueurs sont sortis (8e Action libre)."),
}
# fmt: on

WORDS = Words.pairs(
    POSITION_WORDS, PAGE_WORDS, _ENDING, _REFUSE, _ALLOWED, _DEEDS, _DESCRIBE, _SECTION, _INTERACTION, _SCORES
)
"""Every sentence of the wing, by key, in English and French."""


def numbers(values: tuple[int, ...]) -> Phrase:
    """The numbers of ``values`` in words ("2 and 5"; "nothing" when there is none)."""
    if not values:
        return WORDS.phrase("describe.no_numbers")
    if len(values) == 1:
        return WORDS.phrase("describe.one_number", a=values[0])
    return WORDS.phrase("describe.two_numbers", a=values[0], b=values[1])


def either(items: list[Phrase]) -> Phrase:
    """``items`` (one at least) as one choice: "A", "A or B", "A, B or C"."""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return WORDS.phrase("refuse.or", a=items[0], b=items[1])
    return WORDS.phrase("refuse.list", a=items[0], b=either(items[1:]))
