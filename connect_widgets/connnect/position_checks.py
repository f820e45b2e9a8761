"""What a Connnect position may not hold, checked once it is read (:class:`.position.PositionReader`):
a sheet against itself, the table against itself, and every sheet against the table.

Each refusal quotes the items as written; a part or field left out is shown as it was taken
(``dice=- (left out)``), never quoted as if it had been written.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, Final

from ..core.errors import Refused
from ..core.words import Phrase, Wording
from .board import INDEX, NAMES, mask_of
from .cards import BONUS_INDEX, CROSSED, OBJECTIVE_BY_ID
from .claims import judge_claim
from .rounds import ROUNDS
from .rules import MAX_FREE_ACTIONS
from .shapes import CONNECT4_ORDER, PLACEMENT_LETTER, SHAPES_BY_SIZE
from .state import CROSSED_OUT, EMPTY, FILLED, Sheet, State, initial_state
from .words import WORDS

Items = dict[str, Wording]
"""A sheet's fields for a refusal, by field: as written (``Lisa's sheet 'x:a1'``), or as taken when left out."""
Checks = list[tuple[bool, Wording, Wording]]
"""``(wrong, item, other item)``: when wrong, the item disagrees with the other."""
TABLE_CARDS = {"shape_cards": 4, "objectives": 3}
"""The cards on the table once the set-up has drawn them."""
MARK_PAIRS: Final = ((EMPTY, EMPTY), (FILLED, CROSSED_OUT), (CROSSED_OUT, EMPTY), (CROSSED_OUT, FILLED))
"""A Connect-4 shape's (first-claim mark, circle) as the rules leave them: not claimed, claimed first,
claimed first by another player, claimed after (:func:`.claims._connect4_marks`, :func:`.rounds.end_round`)."""


# ---------------------------------------------------------------- a sheet
def check_sheet(sheet: Sheet, fields: dict[str, Any], items: Items, options: Any) -> None:
    """What a sheet cannot hold: a space twice, a mark on an empty space, claims that are no Connect."""
    _written(items["x"], sheet, [INDEX[name] for name in fields["crossed"]])
    _check_marks(sheet, items["4"])
    for kind, names in fields["claims"]:
        _check_claim(sheet, kind, [INDEX[name] for name in names], items, options)
    reused = sum(len(cells) for _, cells in sheet.claims) - bin(sheet.claimed).count("1")
    letters = [letter for letter, _ in sheet.connect5]
    _once(items["5"], letters)
    wrong = [  # "Claimed Number again" reuses one number once; going out takes an 8th Free Action
        (reused > (sheet.bonuses[BONUS_INDEX["4a"]] == CROSSED), items["c"], items["b"]),
        (sheet.out and sheet.free_used < MAX_FREE_ACTIONS, items["s"], items["f"]),
        ((Counter(sheet.to_write) - Counter(sheet.numbers)).total() > sheet.free_used, items["w"], items["d"]),
        (letters != [kind[1] for kind, _ in sheet.claims if kind[0] == "5"], items["5"], items["c"]),
        (_unearned_mark(sheet), items["4"], items["c"]),
    ]
    disagreeing(wrong)


def _check_marks(sheet: Sheet, item: Wording) -> None:
    """Each Connect-4 shape's mark and circle are a pair the rules leave: a claim fills one and crosses
    out the other, and another player's first claim crosses out the mark alone (``Ioo`` scored 5)."""
    for letter, pair in zip(CONNECT4_ORDER, sheet.connect4, strict=True):
        if pair not in MARK_PAIRS:
            raise _refused("marks", item=item, shape=letter + "".join(".ox"[mark] for mark in pair), letter=letter)


def _unearned_mark(sheet: Sheet) -> bool:
    """Whether a Connect-4 shape's first-claim mark or circle is filled on a sheet with no claim of that
    shape: only claiming it fills either ("fill the first-claim mark", "fill the circle"), as only a
    claim fills a Connect-5 box. A crossed-out mark needs none: a player crosses theirs out when
    another claimed the shape first."""
    claimed = {kind for kind, _ in sheet.claims}
    marks = zip(CONNECT4_ORDER, sheet.connect4, strict=True)
    return any(FILLED in pair and f"4{letter}" not in claimed for letter, pair in marks)


def _check_claim(sheet: Sheet, kind: str, cells: list[int], items: Items, options: Any) -> None:
    """A claim names a shape of its size, lies on it, and the claim judge would allow its numbers."""
    size, letter = int(kind[0]), kind[1:]
    if letter not in SHAPES_BY_SIZE[size]:
        shapes = ", ".join(f"{size}{one}" for one in SHAPES_BY_SIZE[size])
        raise _refused("letter", item=items["c"], size=size, letter=letter, shapes=shapes)
    _written(items["c"], sheet, cells)
    spaces = tuple(sorted(cells))
    disagreeing([(bool(sheet.crossed & mask_of(spaces)), items["c"], items["x"])])
    if kind != f"{len(spaces)}{PLACEMENT_LETTER.get(spaces, '')}":
        raise _refused("connect", item=items["c"], spaces="".join(NAMES[cell] for cell in cells), kind=kind)
    problem = _judged(sheet, spaces, letter, options["order"], options["gaps"])
    if problem is not None:
        raise _refused("claim", item=items["c"], reason=problem)


def _judged(sheet: Sheet, spaces: tuple[int, ...], letter: str, rule: str, gaps: bool) -> Phrase | None:
    """Why the claim judge would refuse claiming ``spaces`` on this sheet's numbers, in its own words
    ("1-3-2 are numbers in order, but not laid in order along the shape"), or None. It is asked as if
    this were the sheet's first claim, on a table showing its Connect-5 card: the numbers shared by
    two claims and the cards are checked against the bonuses and the table, here and in
    :func:`check_table`."""
    alone = sheet.edit(claimed=0, connect5=(), connect5_round=())
    table = initial_state(1).edit(sheets=(alone,), shape_cards=(letter,))
    return judge_claim(table, 0, spaces, rule, gaps).problem


def _written(item: Wording, sheet: Sheet, cells: list[int]) -> None:
    """The spaces named once each, and each holding a number."""
    _once(item, cells)
    empty = next((cell for cell in cells if not sheet.grid[cell]), None)
    if empty is not None:
        raise _refused("empty", item=item, space=NAMES[empty])


def _once(item: Wording, values: list[Any]) -> None:
    twice = next((value for value, count in Counter(values).items() if count > 1), None)
    if twice is not None:
        raise _refused("twice", item=item, what=NAMES[twice] if isinstance(twice, int) else twice)


# ---------------------------------------------------------------- the table, and the sheets against it
def check_table(state: State, shown: Callable[[str], Wording], items: list[Items]) -> None:
    """The table agrees with itself and with the sheets, and somebody can act (unless it is over: after
    round 12, or before it once everybody is out). ``shown`` gives a table part for a refusal."""
    phase, sheets = state.phase, state.sheets
    for key, count in TABLE_CARDS.items():  # the set-up draws them (a card left out is dealt)
        cards = getattr(state, key)
        if phase != "setup" and len(cards) != count:
            raise _refused(key, item=shown(key), count=len(cards), phase=shown("phase"))
    dice, zone = phase in ("zone", "fill", "claim"), phase in ("fill", "claim")  # over: as they were
    rolling = phase in ("roll", "zone")  # this round goes on the tracker once its Zone Die is chosen
    firsts = [bool(first) != filled(state, k) or first > state.round for k, first in enumerate(state.connect4_first)]
    wrong = [
        (not set(state.face_down) <= set(state.shape_cards), shown("face_down"), shown("shape_cards")),
        ((state.round == 0) != (phase in ("setup", "prep")), shown("round"), shown("phase")),
        (phase == "over" and state.round < ROUNDS and not all(s.out for s in sheets), shown("phase"), shown("round")),
        (len(state.tracker) > state.round - rolling, shown("tracker"), shown("round")),  # fewer: left out
        (bool(state.dice) != dice and (phase != "over" or len(state.dice) != 3), shown("dice"), shown("phase")),
        (bool(state.zone) != zone and (phase != "over" or not state.zone), shown("zone_die"), shown("phase")),
        (any(firsts), shown("connect4_first"), "4:"),
        (rolling and sheets[state.active].out, shown("active"), items[state.active]["s"]),
        (zone and all(sheet.done for sheet in sheets), shown("phase"), items[0]["s"]),
    ]
    for player, sheet in enumerate(sheets):
        wrong += _sheet_against_table(state, sheet, items[player], shown)
    disagreeing(wrong)


def _sheet_against_table(state: State, sheet: Sheet, items: Items, shown: Callable[[str], Wording]) -> Checks:
    """Whether a sheet disagrees with the table: its objective points, Connect-5 boxes and dice. A box
    is worth a score card taken away, or the top one in the Claim Phase (claimed this round)."""
    cards = state.score_cards
    points = [OBJECTIVE_BY_ID[card].points for card in state.objectives] + [0] * 3
    objectives = any(mine not in (0, worth) for mine, worth in zip(sheet.objectives, points, strict=False))
    letters = {letter for letter, _ in sheet.connect5}
    won = [worth in cards[1:] or (worth in cards[:1] and state.phase != "claim") for _, worth in sheet.connect5]
    return [
        (objectives, items["o"], shown("objectives")),
        (not letters <= set(state.shape_cards), items["5"], shown("shape_cards")),
        (any(won), items["5"], shown("score_cards")),
        (state.phase == "fill" and not sheet.done and not sheet.to_write, items["w"], shown("phase")),
    ]


def filled(state: State, k: int) -> bool:
    """Whether a sheet has filled the first-claim mark of the Connect-4 shape ``k``."""
    return any(sheet.connect4[k][0] == FILLED for sheet in state.sheets)


def disagreeing(checks: Checks) -> None:
    """Refuses the first ``(wrong, item, other item)`` that is wrong: the item disagrees with the other."""
    found = next(((item, other) for wrong, item, other in checks if wrong), None)
    if found is not None:
        raise _refused("against", item=found[0], other=found[1])


def _refused(key: str, **fields: Any) -> Refused:
    return Refused(WORDS.phrase(f"position.{key}", **fields))
