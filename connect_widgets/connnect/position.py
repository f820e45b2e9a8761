"""Connnect positions: ``game.position()`` and ``new_game("connnect", position=...)``.

The shared table's line, then one line per sheet as ``game.view()["sheets"]`` writes it (and
:func:`.teaching.parse_sheet` reads)::

    phase=fill round=3 active=1 first=0 prep_rolls=2 shape_cards=FLTU face_down=- score_cards=16,14,13,12
    objectives=A2,B4,C1 dice=245 zone_die=4 tracker=613,356,425 connect4_first=I0,O0,T0,S0,L0 last=-
    ....1./...2../3....6/.....4/..5.../.6.... x: c: b:oooooooooooooooooo f:0 d:425 w:25 p: k:0 ...

Any whitespace separates the items (a page may show the line breaks as spaces). Parts left out:
see ``docs/rules/connnect.md`` (Positions); the cards left out are dealt from ``rng``. The Connect-5
letters claimed this round are read from the boxes worth the top score card. What a position may
not hold, once read, is checked in :mod:`.position_checks`.
"""

from __future__ import annotations

import random
import re
from typing import Any, Final

from ..core.errors import Refused
from ..core.positions import left_out, position_parts, refused, whole_number
from ..core.state import Event
from ..core.words import Described, Phrase, Wording, in_language
from .board import INDEX, mask_of
from .cards import BONUS_INDEX, DECKS, OBJECTIVE_BY_ID, SCORE_CARDS
from .notation import Move, parse
from .position_checks import Items, check_sheet, check_table, disagreeing, filled
from .rounds import ROUNDS
from .scoring import breakdown
from .shapes import CONNECT4_ORDER, CONNECT5_LETTERS, PLACEMENT_LETTER
from .state import PHASES, Played, Sheet, State, initial_state, played, removed
from .teaching import parse_sheet
from .view import sheet_view
from .words import WORDS

_NAME, _LETTER5 = "[a-f][1-6]", f"[{''.join(CONNECT5_LETTERS)}]"
_BOX, _CLAIM = f"{_LETTER5}({'|'.join(map(str, SCORE_CARDS))})", f"[345][A-Z]-({_NAME}){{3,5}}"
_MARKS = "".join(f"{letter}.." for letter in CONNECT4_ORDER)
# fmt: off
PARTS: Final = ("phase", "round", "active", "first", "prep_rolls", "shape_cards", "face_down", "score_cards",
    "objectives", "dice", "zone_die", "tracker", "connect4_first", "last")
SHEET: Final = {  # field: (what it may hold, how it is written), in the order the view writes them
    "x": (f"({_NAME}(,{_NAME})*)?", "x:c3,e5"), "c": (f"({_CLAIM}(,{_CLAIM})*)?", "c:3I-a1a2a3,4L-b1b2a3b3"),
    "b": (f"[ocx]{{{len(BONUS_INDEX)}}}", "b:" + "o" * 6 + "c" + "o" * 5 + "x" + "o" * 5),
    "f": ("[0-7]", "f:2"), "d": ("([1-6]{3})?", "d:425"), "w": ("[1-6]{0,2}", "w:25"), "p": ("[0-6]{0,2}", "p:40"),
    "k": ("[034]", "k:3"), "4": (_MARKS.replace("..", "[.ox]{2}"), "4:" + _MARKS.replace("O..", "Oox")),
    "5": (f"({_BOX}(,{_BOX}){{0,3}})?", "5:F16,T14"), "o": (r"\d{1,2},\d{1,2},\d{1,2}", "o:0,5,0"),
    "s": ("acting|done|out", "s:acting (done, out)"), "t": (r"-?\d{1,4}", "t:23"),
}
"""A sheet's fields after its grid (six rows of six spaces, ``.`` or a number 1-6, like :data:`GRID`)."""
GRID, EMPTY_GRID = "....1./...2../3.4..6/.....4/..5.../.6....", "/".join(["......"] * 6)
GRID_PATTERN = r"[.1-6]{6}(/[.1-6]{6}){5}"
"""A sheet's grid: six rows of six spaces, each ``.`` or a number from 1 to 6."""
EXAMPLES: Final = {
    "phase": "phase=fill (" + ", ".join(PHASES) + ")", "first": "first=0 (first=- before it is drawn)",
    "shape_cards": "shape_cards=FLTU (" + "".join(CONNECT5_LETTERS) + ")", "face_down": "face_down=T",
    "score_cards": "score_cards=14,13,12", "objectives": "objectives=A2,B4,C1", "dice": "dice=245",
    "zone_die": "zone_die=4", "tracker": "tracker=613,356", "connect4_first": "connect4_first=I0,O0,T2,S0,L0",
    "last": "last=1:claim_a1_b1_c1", "fields": " ".join(f"{key}:" for key in SHEET),
}
"""How each table part is written, quoted when one is not (notation: the same in every language)."""
# fmt: on


def position_line(state: State, arrows: str, exhausted: int) -> str:
    """``state`` as a position: the table's line, then each sheet's line (every part written)."""
    line = " ".join(f"{key}={value}" for key, value in table_parts(state).items())
    return "\n".join([line, *(sheet_view(sheet, arrows, exhausted) for sheet in state.sheets)])


def table_parts(state: State) -> dict[str, str]:
    """The table's parts as the position writes them (a refusal shows a part left out so, as it was taken)."""
    move = state.last.move if isinstance(state.last, Played) else None
    marks = zip(CONNECT4_ORDER, state.connect4_first, strict=True)
    tracker = ("".join(map(str, t)) for t in state.tracker)
    # fmt: off
    table = {
        "phase": state.phase, "round": state.round, "active": state.active,
        "first": state.first if state.first >= 0 else "-", "prep_rolls": state.prep_rolls,
        "shape_cards": "".join(state.shape_cards) or "-", "face_down": "".join(state.face_down) or "-",
        "score_cards": ",".join(map(str, state.score_cards)) or "-", "objectives": ",".join(state.objectives) or "-",
        "dice": "".join(map(str, state.dice)) or "-", "zone_die": state.zone, "tracker": ",".join(tracker) or "-",
        "connect4_first": ",".join(f"{k}{r}" for k, r in marks),
        "last": f"{move.actor}:{move.action.replace(' ', '_')}" if move is not None else "-",
    }
    # fmt: on
    return {key: str(value) for key, value in table.items()}


class PositionReader:
    """Reads one position for a game of ``players`` (their names, for the refusals) with its options."""

    def __init__(self, players: tuple[str, ...], options: Any, rng: random.Random) -> None:
        self.players, self.options, self.rng = players, options, rng
        self.names = [WORDS.phrase("page.sheet", name=name) for name in players]  # a refusal names the sheet
        self.prep_total = 2 if options["setup"] == "shared" else 2 * len(players)

    def read(self, text: str) -> State:
        """The state ``text`` describes, or a ``ValueError`` naming the part that is wrong and why."""
        self.parts, others = position_parts(text, PARTS, loose=True)
        state = initial_state(len(self.players)).edit(**self._table())
        groups = self._sheet_groups(others) or [[EMPTY_GRID]] * len(self.players)
        self.items: list[Items] = [{} for _ in self.names]  # each sheet's fields for a refusal, once read
        sheets = tuple(self._sheet(state, player, tokens) for player, tokens in enumerate(groups))
        state = _claimed_this_round(self._dealt(state.edit(sheets=sheets)))
        taken = table_parts(state)
        check_table(state, lambda key: self.shown(key, taken[key]), self.items)
        return state

    def _wrong(self, key: str) -> Refused:
        """The refusal of a table part that is not written as it should be."""
        return _refused("form", item=self.item(key), part=f"{key}=", example=EXAMPLES[key])

    def item(self, key: str) -> str:
        """The item of the table as written (for a refusal), or ``key=`` when it was left out."""
        return repr(self.parts.get(key, (f"{key}=",))[0])

    def shown(self, key: str, taken: str) -> Wording:
        """A table part for a refusal: as written, or as it was ``taken`` when left out (``dice=- (left out)``)."""
        return self.item(key) if key in self.parts else left_out(f"{key}=", taken)

    # ---------------------------------------------------------------- the table
    def _table(self) -> dict[str, Any]:
        dice = tuple(sorted(map(int, "".join(self._listed("dice", "[1-6]{3}")))))
        zone = self._number("zone_die", 0, 6)
        phase = self.parts.get("phase", ("", "fill" if zone else "zone" if dice else "roll"))[1]
        if phase not in PHASES:
            raise self._wrong("phase")
        disagreeing([(zone not in (0, *dice), self.item("zone_die"), self.shown("dice", "-"))])
        early = phase in ("setup", "prep")
        first, active = self._first_and_active(phase)
        round_left_out = ROUNDS if phase == "over" else int(not early)  # left out: a game over ended with round 12
        # fmt: off
        return {
            "phase": phase, "round": self._number("round", round_left_out, ROUNDS), "active": active, "first": first,
            "prep_rolls": self._number("prep_rolls", 0 if early else self.prep_total, self.prep_total),
            "dice": dice, "zone": zone, "numbers": removed(dice, zone) if zone else (),
            "score_cards": self._score_cards(), "last": self._last(), **self._cards(),
            "tracker": tuple(tuple(map(int, t)) for t in self._listed("tracker", "[1-6]{3}")),
        }
        # fmt: on

    def _number(self, key: str, default: int, high: int) -> int:
        return whole_number(*self.parts[key], key, 0, high) if key in self.parts else default

    def _first_and_active(self, phase: str) -> tuple[int, int]:
        """The first player (``-`` before the draw) and the active one; one left out follows the other."""
        last, given = len(self.players) - 1, self.parts.get("first", ("", ""))[1]
        first = -1 if given == "-" else self._number("first", -2, last)  # -2: left out
        active = self._number("active", max(first, 0), last)
        return ((-1 if phase == "setup" else active) if first == -2 else first), active

    def _listed(self, key: str, form: str) -> list[str]:
        """The ``,``-separated items of a table part that must each match ``form``."""
        text = self.parts.get(key, ("", ""))[1]
        items = [] if text in ("", "-") else text.split(",")
        if not all(re.fullmatch(form, one) for one in items):
            raise self._wrong(key)
        return items

    def _score_cards(self) -> tuple[int, ...]:
        cards = tuple(int(card) for card in self._listed("score_cards", r"\d{2}"))
        if "score_cards" in self.parts and cards != SCORE_CARDS[len(SCORE_CARDS) - len(cards) :]:
            raise self._wrong("score_cards")
        return cards if "score_cards" in self.parts else SCORE_CARDS

    def _cards(self) -> dict[str, Any]:
        """The shape cards, the face-down ones and the objective cards given (the rest is dealt later)."""
        changes: dict[str, Any] = {}
        if "connect4_first" in self.parts:
            changes["connect4_first"] = self._connect4_first()
        for key in ("shape_cards", "face_down"):
            letters = "".join(self._listed(key, f"{_LETTER5}{{1,4}}"))
            if len(set(letters)) != len(letters) or len(letters) > 4:
                raise self._wrong(key)
            changes.update({key: tuple(letters)} if key in self.parts else {})
        if "objectives" in self.parts:
            cards = self._listed("objectives", "[ABC][1-9]")
            if len(cards) > 3 or any(card not in DECKS["ABC"[k]] for k, card in enumerate(cards)):  # 3 decks
                raise self._wrong("objectives")
            changes["objectives"] = tuple(cards)
        return changes

    def _connect4_first(self) -> tuple[int, ...]:
        """The round each Connect-4 shape was first claimed in (0: not yet)."""
        rounds = self._listed("connect4_first", "[A-Z][0-9]{1,2}")
        if [r[0] for r in rounds] != list(CONNECT4_ORDER) or any(int(r[1:]) > ROUNDS for r in rounds):
            raise self._wrong("connect4_first")
        return tuple(int(r[1:]) for r in rounds)

    def _last(self) -> Event | None:
        """The last move of a player (the page marks its spaces), from ``last=<player>:<move>``."""
        text = self.parts.get("last", ("", "-"))[1]
        if text in ("", "-"):
            return None
        who, _, action = text.partition(":")
        try:
            move = parse(action.replace("_", " "))
        except ValueError:
            move = Move("card")  # no move: refused below, as a chance draw is
        if move.verb in ("card", "objective", "first", "roll") or who not in map(str, range(len(self.players))):
            raise self._wrong("last")
        kind = f"{len(move.cells)}{PLACEMENT_LETTER.get(move.cells, '')}" if move.verb == "claim" else ""
        return played(int(who), str(move), move.cells, kind)

    # ---------------------------------------------------------------- the sheets
    def _sheet_groups(self, tokens: list[str]) -> list[list[str]]:
        """The items of the sheets, one list per sheet, each starting with its grid."""
        groups: list[list[str]] = []
        for token in tokens:
            if "=" in token:
                raise refused("unknown", item=repr(token), parts=", ".join(PARTS))
            if ":" not in token:
                groups.append([token])
            elif not groups:
                raise _refused("grid", item=repr(token), example=GRID)
            else:
                groups[-1].append(token)
        for k, (grid, *_) in enumerate(groups):  # a word that is no grid is named before the sheets are counted
            if not re.fullmatch(GRID_PATTERN, grid):
                item = _on(self.names[k], repr(grid)) if k < len(self.names) else repr(grid)
                raise _refused("grid", item=item, example=GRID)
        if groups and len(groups) != len(self.players):
            raise _refused("sheets", count=len(groups), players=len(self.players))
        return groups

    def _sheet(self, state: State, player: int, tokens: list[str]) -> Sheet:
        """One sheet, read like the view writes it (fields left out: empty, the table's Number Dice)."""
        name, (grid, *fields) = self.names[player], tokens
        raw, items = {}, self.items[player]
        for token in fields:
            key, _, value = token.partition(":")
            where = _on(name, repr(token))
            if key not in SHEET:
                raise _refused("form", item=where, part=f"{key}:", example=EXAMPLES["fields"])
            if key in raw:
                raise _refused("twice", item=_on(name, repr(token)), what=f"{key}:")
            if not re.fullmatch(SHEET[key][0], value):
                raise _refused("form", item=where, part=f"{key}:", example=f"{SHEET[key][1]}")
            raw[key], items[key] = value, where
        values = {key: _field(state, raw, key) for key in SHEET}
        for key in SHEET.keys() - raw.keys():  # left out: shown as taken
            items[key] = _on(name, left_out(f"{key}:", values[key]))
        fields_read = parse_sheet(" ".join([grid, *(f"{key}:{value}" for key, value in values.items())]))
        sheet = _sheet_of(fields_read)
        check_sheet(sheet, fields_read, items, self.options)
        if "t" in raw and fields_read["total"] != self._total(sheet):
            raise _refused("total", item=items["t"], total=self._total(sheet))
        return sheet

    def _total(self, sheet: Sheet) -> int:
        return sum(breakdown(sheet, self.options["arrows"], self.options["exhausted"]).values())

    # ---------------------------------------------------------------- the cards left out, dealt
    def _dealt(self, state: State) -> State:
        """The cards left out, dealt from the seed (the letters the position names among them), and
        the first claims of the Connect-4 shapes left out: an earlier round, for each filled mark."""
        changes: dict[str, Any] = {}
        if state.phase != "setup" and "shape_cards" not in self.parts:
            named = [*state.face_down, *(letter for sheet in state.sheets for letter, _ in sheet.connect5)]
            cards = list(dict.fromkeys(named))[:4]
            cards += self.rng.sample([c for c in CONNECT5_LETTERS if c not in cards], 4 - len(cards))
            changes["shape_cards"] = tuple(cards)
        if state.phase != "setup" and "objectives" not in self.parts:
            changes["objectives"] = tuple(self._objective(state, k) for k in range(3))
        if "connect4_first" not in self.parts:
            marked = [filled(state, k) for k in range(len(CONNECT4_ORDER))]
            changes["connect4_first"] = tuple(max(state.round - 1, 1) if f else 0 for f in marked)
        return state.edit(**changes)

    def _objective(self, state: State, k: int) -> str:
        """An objective card of deck A, B or C (``k``), from those worth the points the sheets wrote for it."""
        deck = DECKS["ABC"[k]]
        fits = [
            card for card in deck if all(s.objectives[k] in (0, OBJECTIVE_BY_ID[card].points) for s in state.sheets)
        ]
        return self.rng.choice(fits or deck)


def _field(state: State, raw: dict[str, str], key: str) -> str:
    """A sheet field as written, or as it is when left out (the table's Number Dice in a round)."""
    if key in raw:
        return raw[key]
    status = raw.get("s", "acting")
    if key == "d":
        playing = state.phase in ("fill", "claim") and status != "out" and state.zone
        return "".join(map(str, (state.zone, *state.numbers))) if playing else ""
    if key == "w":
        return _field(state, raw, "d")[1:] if state.phase == "fill" and status == "acting" else ""
    defaults = {"b": "o" * len(BONUS_INDEX), "f": "0", "k": "0", "o": "0,0,0", "s": "acting", "t": "0"}
    return defaults.get(key, _MARKS if key == "4" else "")


def _sheet_of(fields: dict[str, Any]) -> Sheet:
    """The :class:`Sheet` of the fields :func:`.teaching.parse_sheet` read."""
    claims = tuple((kind, tuple(sorted(INDEX[name] for name in names))) for kind, names in fields["claims"])
    dice = fields["dice"]
    marks = tuple((".ox".index(mark), ".ox".index(circle)) for mark, circle in fields["connect4"].values())
    # fmt: off
    return Sheet(
        grid=tuple(0 if c == "." else int(c) for row in fields["grid"] for c in row),
        crossed=mask_of(INDEX[name] for name in fields["crossed"]), claims=claims,
        claimed=mask_of(cell for _, cells in claims for cell in cells),
        bonuses=tuple("ocx".index(mark) for mark in fields["bonuses"].values()), free_used=fields["free_used"],
        zone=dice[0] if dice else 0, numbers=dice[1:], to_write=fields["to_write"], pending=fields["lightning"],
        to_circle=fields["to_circle"], connect4=marks, connect5=fields["connect5"], objectives=fields["objectives"],
        done=fields["status"] != "acting", out=fields["status"] == "out",
    )
    # fmt: on


def _claimed_this_round(state: State) -> State:
    """The Connect-5 letters claimed this round: in the Claim Phase, the boxes worth the top score card."""
    if state.phase != "claim" or not state.score_cards:
        return state
    top = state.score_cards[0]
    mine = [tuple(letter for letter, points in sheet.connect5 if points == top) for sheet in state.sheets]
    sheets = tuple(sheet.edit(connect5_round=letters) for sheet, letters in zip(state.sheets, mine, strict=True))
    claimed = tuple(dict.fromkeys(letter for letters in mine for letter in letters))  # in player order
    return state.edit(sheets=sheets, connect5_round=claimed)


def _on(sheet: Phrase, item: Wording) -> Described:
    """``item`` of ``sheet`` for a refusal ("Lisa's sheet 'x:a1'"), in the refusal's own language."""
    return Described(lambda lang: f"{sheet.text(lang)} {in_language(item, lang)}")


def _refused(key: str, **fields: Any) -> Refused:
    return Refused(WORDS.phrase(f"position.{key}", **fields))
