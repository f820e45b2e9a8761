"""The mutants that survive ``make mutation`` and change nothing anyone could see, each with why.

:mod:`tests.mutation_report` lists every missed mutant in tests/MUTATION.md with its reason from
:data:`EQUIVALENT`. A reason is written only when it can be said why no player, rulebook or caller
could tell the mutant from the code; a survivor that a test could catch gets the test instead.
"""

from __future__ import annotations

_NO_DIFFERENCE = "a mutant of zip's strict, whose default is False: no difference"
_FOLLOWS_A_BELL = "a round ends only at a bell, so there is always a last event to follow"
_NOTHING_LEFT = (
    "when everyone has rung wrongly, each row and hand went back at its own bell (with the seed, tested):"
    " the void round gathers nothing, so its seed places nothing"
)
_NOT_LIVE = "None for False: the widget only ever asks whether its view is not live"
_BOTH_WAYS = "row - dr for row + dr (or col - dc): the four steps include each one's opposite"
_NOTHING_NEW = "one more turn or mirror finds only orientations already seen"
_ONE_OF_EACH = "index or rindex in the player letters 'RBPYG', each of which appears once"
_NOT_CHAIN = "another default order rule than 'branch': every rule but 'chain' climbs as 'branch' does"
_MEMO_NAME = "another name for the scores in a state's (or sheet's) memo, which holds nothing else of that name"
_COARSER_HASH = "a coarser hash: phrases that compare equal still hash alike, so sets and dicts of them hold the same"
_SAME_LENGTH = (
    "zip's strict=False, True or None over two sequences always as long (the 18 bonuses and a sheet's 18 marks, the 3"
    " objective cards and a sheet's 3 objective boxes, the 3 setup spaces and the 3 dice)"
)
_OWED_ANY = (
    "the phase use_switch is told while a 'write any 2' number is owed: 0 is owed, so the Claim-Phase check passes,"
    " and every phase but the Fill Phase switches among the player's dice"
)
_KEPT_INDEX = "< 0, <= 0 or < 1 for 'not held': the bonuses kept for later (cross, switch, plus) are at indices 6 to 16"
_JUDGED_ANYWAY = (
    "a claim not found among the listed ones (a wrong key or argument) is judged afresh, which gives the same check"
)
_SET_FIRST = "a search's priors and ranked moves start as None or empty: think sets both before anything reads them"
_LINE_END_BITS = (
    "the axes of a line's old end, when a card extends it, as & or from another default: straight on the end keeps"
    " its one axis either way, and at a bend neither one axis is left, so the card is crossed no more either way"
)
_DIRECTION = "x / d for x * d where d is 1 or -1: the same values, as floats, compared alike"
_EXTENDED_WHOLE = (
    "an extension judged as a part or as a whole: a laid combination already holds 3 cards and a numbered card,"
    " which is all a part may lack"
)
_ROOM_AGAIN = (
    "the root with priors given the widening room again: int(2 sqrt(visits + 1)) is at least 2, so that room is the"
    " length of the widened list it already holds"
)
_ALL_SHADOWS = (
    "the Shadows at the back counted past the front ones: only when every card is a Shadow, and the core between"
    " is empty either way (no numbered card)"
)
_INSIDE_MARK = "another pair of negatives for 'a Shadow inside': only whether the first is negative is read"
_THREE_COLUMNS = "zip's strict over the numbered cards, each an (index, colour, value) triple: always three columns"
_NO_LIMIT = "1 << 30, 2 << 30 or 1 << 31 moves: no game lists nearly as many, so none is a limit"
_ONE_SIMULATION = (
    "the move chosen when no move was visited: the analysis is made after at least one simulation, which visits"
    " one of the bot's moves"
)
_CROSSING_SLOT = "-1 or -2 as the combination of a crossing slot: only whether it is negative is read"
_SIGN = "sign < 0, <= 0 or < 1 for the front of a crossing: the sign is -1 or 1"
_WHOLE_AT_CONFIRM = "False, None or the default for partial when a combination is confirmed: all judge it whole"
_PAIR_ORDER = (
    "a crossing's first two cards read in either order: two cards are a valid part whichever comes first (a run"
    " may go up or down, a Shadow may end either side), and the third card is tried on both sides"
)
_WHOLE_TRIPLE = "None or the default for partial where False is written: a 3-card try is judged whole either way"
_OVER_FIRST = (
    "the rules' own refusal once the game is over, changed: never reached, since the protocol refuses every move"
    " when no one is to act, before it asks the rules"
)
_JUDGED_AFRESH = "the judge's memo missed (no row found under its key): the cards are judged afresh, the same"
_NEVER_TAKEN = (
    "the cell asked about taken by a card: never, since it is next to a line's end or to a card crossed by no other"
    " line, and a card there would touch a line not its own"
)
_MEMO_MISS = "a memo that misses (another key, or none): the legal actions or claims it keeps are listed afresh"
_FRESH_SEARCH = "the kept claim search not used: every search starts afresh, and finds the same claims"
_WIDER_SEARCH = "every usable space taken as changed: the search drops their placements and finds them all again"
_EVERY_PHASE = "another default rule for a phase without one: players act only in the zone, fill and claim phases"
_CLAIMED_NOTHING = "'', None or 'XXXX' as the Connect a move other than a claim claimed: nothing reads it"
_ACTORS_MEMO = "a memo of who acts that misses (another key, or none): they are worked out afresh, the same"
_NO_COLON = "a condition split at its first ':', its last, or every one: no field a sentence names holds a ':'"
_VARIANTS_AGAIN = "the variants of a key found again among the templates instead of taken as known: the same ones"
_SET_UP_EVENT = (
    "a set-up draw or setup roll recorded as no event: no player has moved yet, so the page marks no move either way"
)
_DESCRIBE_NAME = "another key for the description in a state's memo, which holds nothing else under that key"
EQUIVALENT: dict[str, str] = {
    "connect_widgets.connect5.board.xǁBoardǁ_runs__mutmut_8": (
        "< or <= between a run's two ends: the five dots of a run are different, so its ends never are equal"
    ),
    "connect_widgets.connect5.rules.x__eat__mutmut_19": (
        "the kind of the last jump starts as WHOLE or None: an eat lands at least once, so the first jump sets it"
    ),
    "connect_widgets.connect5.state.x_parse_setup__mutmut_38": _ONE_OF_EACH,
    "connect_widgets.connnect.board.x__neighbours__mutmut_19": _BOTH_WAYS,
    "connect_widgets.connnect.board.x__neighbours__mutmut_20": _BOTH_WAYS,
    "connect_widgets.connnect.rules.x__allowed_move__mutmut_4": (
        "the space named for a move that names none, '' or 'XXXX': the words of such moves name no space"
    ),
    "connect_widgets.connnect.rounds.x__roll_outcomes__mutmut_18": (
        "/= for //= on a whole number of ways divided by whole factorials: the same chance, as a float"
    ),
    "connect_widgets.connnect.shapes.x_orientations__mutmut_4": _NOTHING_NEW,
    "connect_widgets.connnect.shapes.x_orientations__mutmut_6": _NOTHING_NEW,
    "connect_widgets.connnect.claims.x_numbers_fit__mutmut_1": _NOT_CHAIN,
    "connect_widgets.connnect.claims.x_numbers_fit__mutmut_2": _NOT_CHAIN,
    "connect_widgets.connnect.scoring.x_scores__mutmut_7": _MEMO_NAME,
    "connect_widgets.connnect.scoring.x_scores__mutmut_8": _MEMO_NAME,
    "connect_widgets.connnect.scoring.x_breakdown__mutmut_8": _MEMO_NAME,
    "connect_widgets.connnect.scoring.x_breakdown__mutmut_9": _MEMO_NAME,
    "connect_widgets.connnect.scoring.x_free_action_penalty__mutmut_6": (
        "the track's last box or one beyond it as the bound: a sheet uses at most 7 Free Actions, the track has 8 boxes"
    ),
    "connect_widgets.connnect.notation.xǁ_Readerǁtwo__mutmut_40": (
        "0 or None when the text is no delta: both are refused by the next line, which asks only whether it is one"
    ),
    "connect_widgets.connnect.rules.x__lightning__mutmut_24": _OWED_ANY,
    "connect_widgets.connnect.rules.x__lightning__mutmut_28": _OWED_ANY,
    "connect_widgets.connnect.rules.x__lightning__mutmut_29": _OWED_ANY,
    "connect_widgets.connnect.claims.x__connect4_marks__mutmut_6": (
        "or for and: a mark already made with the shape's first round this round is a mark this player made first"
        " this round, which the first branch leaves as it is"
    ),
    "connect_widgets.connnect.claims.x__connect4_marks__mutmut_20": (
        "or for and: a filled mark always comes with a crossed-out circle, and a crossed-out mark with a filled"
        " circle is filled again unchanged"
    ),
    "connect_widgets.connnect.bonuses.x_held__mutmut_4": (
        "-1 or -2 for a bonus not held: every caller asks only whether the index is below 0 (or 0 and above)"
    ),
    "connect_widgets.connnect.bonuses.x_lightning_actions__mutmut_26": _KEPT_INDEX,
    "connect_widgets.connnect.bonuses.x_lightning_actions__mutmut_27": _KEPT_INDEX,
    "connect_widgets.connnect.bonuses.x_earns__mutmut_7": _SAME_LENGTH,
    "connect_widgets.connnect.bonuses.x_earns__mutmut_10": _SAME_LENGTH,
    "connect_widgets.connnect.bonuses.x_earns__mutmut_11": _SAME_LENGTH,
    "connect_widgets.connnect.bonuses.x__need__mutmut_6": _KEPT_INDEX,
    "connect_widgets.connnect.bonuses.x__need__mutmut_7": _KEPT_INDEX,
    "connect_widgets.connnect.claims.x_claim__mutmut_33": _JUDGED_ANYWAY,
    "connect_widgets.connnect.claims.x_claim__mutmut_34": _JUDGED_ANYWAY,
    "connect_widgets.connnect.claims.x_claim__mutmut_35": _JUDGED_ANYWAY,
    "connect_widgets.connnect.claims.x__listed_claim__mutmut_2": _JUDGED_ANYWAY,
    "connect_widgets.connnect.claims.x__listed_claim__mutmut_3": _JUDGED_ANYWAY,
    "connect_widgets.connnect.claims.x__listed_claim__mutmut_4": _JUDGED_ANYWAY,
    "connect_widgets.connnect.claims.x__listed_claim__mutmut_5": _JUDGED_ANYWAY,
    "connect_widgets.connnect.claims.x__listed_claim__mutmut_23": (
        "-1 or -2 for no claimed number used again: claiming asks only whether it is below 0"
    ),
    "connect_widgets.connnect.claims.x__listed_claim__mutmut_24": (
        "the rule of an allowed claim from the list: a rule is read only from a refusal, and a listed claim is allowed"
    ),
    "connect_widgets.connnect.claims.x__changed__mutmut_2": (
        "a1 reported changed when nothing did: the search drops the placements through a1 and finds them again"
    ),
    "connect_widgets.connnect.bonuses.x_circle_actions__mutmut_3": _SAME_LENGTH,
    "connect_widgets.connnect.bonuses.x_circle_actions__mutmut_6": _SAME_LENGTH,
    "connect_widgets.connnect.bonuses.x_circle_actions__mutmut_7": _SAME_LENGTH,
    "connect_widgets.connnect.rounds.x__prep_roll__mutmut_22": _SAME_LENGTH,
    "connect_widgets.connnect.rounds.x__prep_roll__mutmut_25": _SAME_LENGTH,
    "connect_widgets.connnect.rounds.x__prep_roll__mutmut_26": _SAME_LENGTH,
    "connect_widgets.connnect.rounds.x__objectives__mutmut_4": _SAME_LENGTH,
    "connect_widgets.connnect.rounds.x__objectives__mutmut_7": _SAME_LENGTH,
    "connect_widgets.connnect.rounds.x__objectives__mutmut_8": _SAME_LENGTH,
    "connect_widgets.connnect.rounds.x__end_round_sheet__mutmut_31": (
        "the dice still to write left as they are at the end of a round: the Fill Phase ends only once each is"
        " written (or its player is out, whose sheet is not cleared), so there are none"
    ),
    "connect_widgets.connnect.rounds.x_choose_zone__mutmut_53": (
        "done left as it is when the Zone Die is chosen: the end of the round before has set it to False already"
    ),
    "connect_widgets.connnect.rounds.x_end_round__mutmut_47": (
        "one more seat looked at for the next active player: it is the seat after the active one again"
    ),
    "connect_widgets.connnect.rounds.x__end_round_sheet__mutmut_37": (
        "an unchanged sheet copied instead of kept: the same sheet, which only loses its kept claim search"
    ),
    **{f"connect_widgets.connnect.rules.x_fill_actions__mutmut_{n}": _MEMO_MISS for n in (2, 3, 4, 5, 8, 9)},
    **{f"connect_widgets.connnect.claims.x_legal_claims__mutmut_{n}": _MEMO_MISS for n in (8, 9, 10, 11)},
    "connect_widgets.connnect.claims.x__fitting_on__mutmut_4": _FRESH_SEARCH,
    "connect_widgets.connnect.claims.x__fitting_on__mutmut_7": _FRESH_SEARCH,
    "connect_widgets.connnect.claims.x__fitting_on__mutmut_8": _FRESH_SEARCH,
    "connect_widgets.connnect.claims.x__fitting_on__mutmut_26": _WIDER_SEARCH,
    "connect_widgets.connnect.claims.x__fitting_on__mutmut_27": _WIDER_SEARCH,
    "connect_widgets.connnect.claims.x__fitting_on__mutmut_59": _FRESH_SEARCH,
    "connect_widgets.connnect.state.xǁSheetǁsearched__mutmut_3": _FRESH_SEARCH,
    "connect_widgets.connnect.state.xǁSheetǁsearched__mutmut_7": _FRESH_SEARCH,
    "connect_widgets.connnect.state.xǁSheetǁsearched__mutmut_8": _FRESH_SEARCH,
    "connect_widgets.connnect.rules.x__fill_actions__mutmut_29": _KEPT_INDEX,
    "connect_widgets.connnect.rules.x__fill_actions__mutmut_30": _KEPT_INDEX,
    **{f"connect_widgets.connnect.rules.x_claim_actions__mutmut_{n}": _MEMO_MISS for n in (3, 4, 9, 10)},
    "connect_widgets.connnect.rounds.x_advance__mutmut_27": (
        "None or False for a sheet no longer done: the flag is only ever tested for truth"
    ),
    **{f"connect_widgets.connnect.bonuses.x_kept_bonus_actions__mutmut_{n}": _KEPT_INDEX for n in (11, 12, 19, 20)},
    "connect_widgets.connnect.bonuses.x_kept_bonus_actions__mutmut_31": (
        "= for += on the first list of kept-bonus moves: the list is still empty there"
    ),
    "connect_widgets.connnect.rules.x_play__mutmut_15": (
        "the action of a chance event: only the player's move it keeps (before) is ever read from it"
    ),
    **{f"connect_widgets.connnect.rules.x_play__mutmut_{n}": _EVERY_PHASE for n in (26, 28, 29, 30)},
    "connect_widgets.connnect.rules.x_play__mutmut_35": _CLAIMED_NOTHING,
    "connect_widgets.connnect.rules.x_play__mutmut_40": _CLAIMED_NOTHING,
    **{f"connect_widgets.connnect.rounds.x_actors__mutmut_{n}": _ACTORS_MEMO for n in (2, 3, 4, 5, 8, 9)},
    "connect_widgets.connnect.state.xǁSheetǁwrite__mutmut_15": (
        "the count of written spaces not carried to the new sheet: it is counted again when first asked, the same"
    ),
    "connect_widgets.connnect.claims.x__fitting_on__mutmut_41": (
        "the kept placements filtered when no space was lost: the filter keeps them all"
    ),
    **{f"connect_widgets.connnect.rounds.x_chance__mutmut_{n}": _SET_UP_EVENT for n in (6, 8, 14, 16, 22, 25, 37)},
    "connect_widgets.connnect.scoring.x__breakdown__mutmut_5": _SAME_LENGTH,
    "connect_widgets.connnect.scoring.x__breakdown__mutmut_8": _SAME_LENGTH,
    "connect_widgets.connnect.scoring.x__breakdown__mutmut_9": _SAME_LENGTH,
    "connect_widgets.connnect.scoring.x__breakdown__mutmut_18": _SAME_LENGTH,
    "connect_widgets.connnect.scoring.x__breakdown__mutmut_21": _SAME_LENGTH,
    "connect_widgets.connnect.scoring.x__breakdown__mutmut_22": _SAME_LENGTH,
    **{f"connect_widgets.core.words.x_variant_of__mutmut_{n}": _NO_COLON for n in (10, 11, 13)},
    "connect_widgets.core.words.x_choose__mutmut_4": _VARIANTS_AGAIN,
    "connect_widgets.core.words.xǁWordsǁtext__mutmut_9": _VARIANTS_AGAIN,
    "connect_widgets.core.words.xǁWordsǁtext__mutmut_13": _VARIANTS_AGAIN,
    "connect_widgets.core.words.xǁPhraseǁ__hash____mutmut_1": _COARSER_HASH,
    "connect_widgets.core.words.xǁPhraseǁ__hash____mutmut_2": _COARSER_HASH,
    "connect_widgets.core.interaction.xǁInteractionǁlegal__mutmut_2": (
        "asking the game for a spectator's moves: the game lists none for a seat that is not to act, and None never is"
    ),
    "connect_widgets.core.game.xǁGameǁdescribe__mutmut_5": _DESCRIBE_NAME,
    "connect_widgets.core.game.xǁGameǁdescribe__mutmut_10": _DESCRIBE_NAME,
    "connect_widgets.core.game.xǁGameǁdescribe__mutmut_11": _DESCRIBE_NAME,
    "connect_widgets.core.registry.x_load_game__mutmut_5": (
        "files=None for files=False: an option reads a file only when files is true, and None is not"
    ),
    "connect_widgets.core.interaction.x__collect_targets__mutmut_5": (
        "'' for None as the value of a target found: only the keys of the found targets are read"
    ),
    "connect_widgets.connect5.state.x_parse_setup__mutmut_66": _ONE_OF_EACH,
    "connect_widgets.connect_the_thoughts.cards.x_objects_phrase__mutmut_5": _NO_DIFFERENCE,
    "connect_widgets.connect_the_thoughts.cards.x_objects_phrase__mutmut_8": _NO_DIFFERENCE,
    "connect_widgets.connect_the_thoughts.rules.x__ring_bell__mutmut_74": _NOTHING_LEFT,
    "connect_widgets.connect_the_thoughts.rounds.x_next_round__mutmut_21": _FOLLOWS_A_BELL,
    "connect_widgets.widget.shell.xǁGameWidgetǁrun_bots__mutmut_1": (
        "the default cap of moves, 10,000 or 10,001: every game ends long before either"
    ),
    "connect_widgets.widget.shell.xǁGameWidgetǁrun_bots__mutmut_8": (
        "with no bot delay the bots have already played up to a human's turn at every change, so scheduling"
        " them again after run_bots plays nothing more"
    ),
    "connect_widgets.widget.shell.xǁGameWidgetǁ__init____mutmut_40": _NOT_LIVE,
    "connect_widgets.widget.shell.xǁGameWidgetǁclose__mutmut_1": _NOT_LIVE,
    "connect_widgets.widget.thinking.xǁThinkingǁ_run__mutmut_5": (
        "> or >= between two readings of a float clock: no run can tell them apart"
    ),
    "connect_widgets.core.search.xǁSearchBotǁ__init____mutmut_18": _SET_FIRST,
    "connect_widgets.core.search.xǁSearchBotǁ__init____mutmut_19": _SET_FIRST,
    "connect_widgets.core.search.xǁSearchBotǁthink__mutmut_40": (
        "the root's actor None: it is read only to mark the root refuted, and nothing reads that of the root"
    ),
    "connect_widgets.num_connect.grid.x_with_card__mutmut_12": _LINE_END_BITS,
    "connect_widgets.num_connect.grid.x_with_card__mutmut_14": _LINE_END_BITS,
    "connect_widgets.num_connect.grid.x_with_card__mutmut_16": _LINE_END_BITS,
    "connect_widgets.num_connect.grid.x_with_card__mutmut_17": _LINE_END_BITS,
    "connect_widgets.num_connect.combination.x__as_wide_run__mutmut_7": (
        "> or >= for the direction of a run whose first two values are equal: either way their gap is -1, a run_gap"
    ),
    "connect_widgets.num_connect.combination.x__as_wide_run__mutmut_18": _DIRECTION,
    "connect_widgets.num_connect.combination.x__as_wide_run__mutmut_50": _DIRECTION,
    "connect_widgets.num_connect.combination.x__as_wide_run__mutmut_55": _DIRECTION,
    "connect_widgets.num_connect.rules.x__extended_reasons__mutmut_3": _EXTENDED_WHOLE,
    "connect_widgets.num_connect.rules.x__extended_reasons__mutmut_6": _EXTENDED_WHOLE,
    "connect_widgets.num_connect.rules.x__extended_reasons__mutmut_9": _EXTENDED_WHOLE,
    "connect_widgets.num_connect.rules.x__extension_slot__mutmut_22": (
        "'' or None before the first reason is found: both are false, so the first slot's first reason is kept"
    ),
    "connect_widgets.core.search.xǁSearchBotǁ_walk__mutmut_44": _ROOM_AGAIN,
    "connect_widgets.core.search.xǁSearchBotǁ_walk__mutmut_47": _ROOM_AGAIN,
    "connect_widgets.num_connect.rules.x_legal_actions__mutmut_82": _PAIR_ORDER,
    "connect_widgets.num_connect.combination.x__shadow_blocks__mutmut_13": _ALL_SHADOWS,
    "connect_widgets.num_connect.combination.x__shadow_blocks__mutmut_14": _ALL_SHADOWS,
    "connect_widgets.num_connect.combination.x__shadow_blocks__mutmut_25": _INSIDE_MARK,
    "connect_widgets.num_connect.combination.x__shadow_blocks__mutmut_26": _INSIDE_MARK,
    "connect_widgets.num_connect.combination.x__shadow_blocks__mutmut_27": _INSIDE_MARK,
    "connect_widgets.num_connect.combination.x__readings__mutmut_2": _THREE_COLUMNS,
    "connect_widgets.num_connect.combination.x__readings__mutmut_4": _THREE_COLUMNS,
    "connect_widgets.num_connect.combination.x__readings__mutmut_5": _THREE_COLUMNS,
    "connect_widgets.num_connect.combination.x__as_step_run__mutmut_5": _DIRECTION,
    "connect_widgets.num_connect.combination.x__as_step_run__mutmut_8": _DIRECTION,
    "connect_widgets.num_connect.combination.x__as_step_run__mutmut_22": _DIRECTION,
    "connect_widgets.num_connect.combination.x__as_step_run__mutmut_24": _DIRECTION,
    "connect_widgets.num_connect.combination.x__as_step_run__mutmut_38": (
        "> 2 or >= 2 numbered cards before looking for mixed colours: two cards are always one colour or all different"
    ),
    "connect_widgets.core.search.xǁSearchBotǁ_expand__mutmut_14": (
        "the first untried move taken as the one with the highest prior when there are no priors: every move's is 0,"
        " and max keeps the first"
    ),
    "connect_widgets.core.search.x__room__mutmut_1": _ROOM_AGAIN,
    "connect_widgets.core.search.x__room__mutmut_4": _NO_LIMIT,
    "connect_widgets.core.search.x__room__mutmut_5": _NO_LIMIT,
    "connect_widgets.core.search.x__room__mutmut_10": (
        "max(1, ...) or max(2, ...) of int(2 sqrt(visits + 1)), which is at least 2 for any visits"
    ),
    "connect_widgets.core.search.x__analysis__mutmut_4": (
        "the root's children kept when they are the bot's or visited: every one is the bot's own move (the first move"
        " of a simulation is), and visited by the simulation that added it"
    ),
    "connect_widgets.core.search.x__analysis__mutmut_11": (
        "moves with as many visits ordered by their total reward times or divided by their visits: the same order"
    ),
    "connect_widgets.core.search.x__analysis__mutmut_45": _ONE_SIMULATION,
    "connect_widgets.core.search.x__analysis__mutmut_47": _ONE_SIMULATION,
    "connect_widgets.num_connect.grid.x_leg_length__mutmut_34": (
        "a leg counted by 2 past its first two cards: it is only compared with 3, and a leg of 2 still reads 2"
    ),
    "connect_widgets.num_connect.grid.x_compute_slots__mutmut_72": _CROSSING_SLOT,
    "connect_widgets.num_connect.grid.x_compute_slots__mutmut_73": _SIGN,
    "connect_widgets.num_connect.grid.x_compute_slots__mutmut_74": _SIGN,
    "connect_widgets.num_connect.grid.x_with_line__mutmut_6": _NO_DIFFERENCE,
    "connect_widgets.num_connect.grid.x_with_line__mutmut_9": _NO_DIFFERENCE,
    "connect_widgets.num_connect.rules.x__confirm_refusal__mutmut_4": _WHOLE_AT_CONFIRM,
    "connect_widgets.num_connect.rules.x__confirm_refusal__mutmut_7": _WHOLE_AT_CONFIRM,
    "connect_widgets.num_connect.rules.x__confirm_refusal__mutmut_20": (
        "<= 0 or < 0 for a free combination: this line is reached only when the player has not opened yet or the"
        " combination crosses nothing (-1), since a crossing by an opened player returned earlier"
    ),
    "connect_widgets.num_connect.rules.x__crossing_refusal__mutmut_7": _PAIR_ORDER,
    "connect_widgets.num_connect.rules.x__crossing_refusal__mutmut_8": _PAIR_ORDER,
    "connect_widgets.num_connect.rules.x__crossing_refusal__mutmut_11": (
        "a crossing's first two cards judged without the game's rainbow_gap: it decides only how many values a"
        " Rainbow between two numbered cards stands for, and two cards have nothing between them"
    ),
    "connect_widgets.num_connect.rules.x__crossing_slot__mutmut_37": _PAIR_ORDER,
    "connect_widgets.num_connect.grid.x_pending_ends__mutmut_13": (
        "the tentative line's own cards left out of what the cell past its end may touch: the line is straight, so"
        " none of them but its end neighbours that cell"
    ),
    "connect_widgets.num_connect.grid.x_beyond_ends__mutmut_19": (
        "add(last, step) for add(last, step, 1): 1 is its default"
    ),
    "connect_widgets.num_connect.grid.x_with_line__mutmut_10": (
        "zip's strict=True over a line's cells and its cards: a line has a card on each of its cells"
    ),
    "connect_widgets.num_connect.rules.x__confirm_refusal__mutmut_21": (
        "< 1 or < 0 for a free combination: this line is reached only when the player has not opened yet or the"
        " combination crosses nothing (-1), since a crossing by an opened player returned earlier"
    ),
    "connect_widgets.num_connect.rules.x__crossing_refusal__mutmut_28": _WHOLE_TRIPLE,
    "connect_widgets.num_connect.rules.x__crossing_refusal__mutmut_31": _WHOLE_TRIPLE,
    "connect_widgets.num_connect.rules.x__crossing_refusal__mutmut_37": _WHOLE_TRIPLE,
    "connect_widgets.num_connect.rules.x__crossing_refusal__mutmut_40": _WHOLE_TRIPLE,
    "connect_widgets.num_connect.rules.x__play_turn__mutmut_79": (
        "-1 or -2 as the crossed card of a free combination, which crosses none: only whether it is negative is"
        " read, and no card's index is"
    ),
    "connect_widgets.num_connect.rules.x_play__mutmut_13": _OVER_FIRST,
    "connect_widgets.num_connect.rules.x_play__mutmut_14": _OVER_FIRST,
    "connect_widgets.num_connect.rules.x_play__mutmut_15": _OVER_FIRST,
    "connect_widgets.num_connect.rules.x_play__mutmut_16": _OVER_FIRST,
    "connect_widgets.num_connect.rules.x_play__mutmut_17": _OVER_FIRST,
    "connect_widgets.num_connect.rules.x_play__mutmut_18": _OVER_FIRST,
    "connect_widgets.num_connect.rules.x_play__mutmut_19": _OVER_FIRST,
    "connect_widgets.num_connect.rules.x_play__mutmut_20": _OVER_FIRST,
    "connect_widgets.num_connect.cards.x_build_deck__mutmut_9": "range(MIN_VALUE, ...) or range(...): MIN_VALUE is 0",
    "connect_widgets.num_connect.combination.x_judge__mutmut_4": (
        "another separator between the cards in the judge's memo key: no card code holds an X or a space, so each"
        " row of cards still has its own key"
    ),
    "connect_widgets.num_connect.combination.x_judge__mutmut_5": _JUDGED_AFRESH,
    "connect_widgets.num_connect.combination.x_judge__mutmut_6": _JUDGED_AFRESH,
    "connect_widgets.num_connect.combination.x_judge__mutmut_8": (
        "the judge's memo emptied past 200,000 rows or past 200,001: only how much it keeps, never what it says"
    ),
    "connect_widgets.num_connect.grid.x_is_free__mutmut_1": _NEVER_TAKEN,
    "connect_widgets.num_connect.grid.x_is_free__mutmut_4": _NEVER_TAKEN,
    "connect_widgets.num_connect.grid.x_is_free__mutmut_6": _BOTH_WAYS,
    "connect_widgets.num_connect.grid.x_is_free__mutmut_8": _BOTH_WAYS,
}
"""Surviving mutants that change no behaviour, by mutmut's name, and why (filled in as they are read)."""
