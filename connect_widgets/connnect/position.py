"""Connnect positions: ``game.position()`` and ``new_game("connnect", position=...)``.

The shared table's line, then one line per sheet as ``game.view()["sheets"]`` writes it (and
:func:`.teaching.parse_sheet` reads)::

    phase=fill round=3 active=1 first=0 prep_rolls=2 shape_cards=FLTU face_down=- score_cards=16,14,13,12
    objectives=A2,B4,C1 dice=245 zone_die=4 tracker=613,356,425 connect4_first=I0,O0,T0,S0,L0 last=-
    ....1./...2../3....6/.....4/..5.../.6.... x: c: b:oooooooooooooooooo f:0 d:425 w:25 p: k:0 ...

Any whitespace separates the items (a page may show the line breaks as spaces). Parts left out:
see ``docs/rules/connnect.md`` (Positions); the cards left out are dealt from ``rng``. The Connect-5
letters claimed this round are read from the boxes worth the top score card.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any, Final

from ..core.positions import position_parts, refused, whole_number
from ..core.state import Event
from .board import INDEX, NAMES, mask_of
from .cards import BONUS_INDEX, CROSSED, DECKS, OBJECTIVE_BY_ID, SCORE_CARDS
from .claims import numbers_fit
from .notation import Move, parse
from .rounds import ROUNDS
from .rules import MAX_FREE_ACTIONS
from .scoring import breakdown
from .shapes import CONNECT4_ORDER, CONNECT5_LETTERS, PLACEMENT_LETTER
from .state import FILLED, PHASES, Played, Sheet, State, initial_state, played, removed
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
    line = " ".join(f"{key}={value}" for key, value in table.items())
    return "\n".join([line, *(sheet_view(sheet, arrows, exhausted) for sheet in state.sheets)])


class PositionReader:
    """Reads one position for a game of ``players`` (their names, for the refusals) with its options."""

    def __init__(self, players: tuple[str, ...], options: Any, rng: random.Random) -> None:
        self.players, self.options, self.rng = players, options, rng
        self.names = [WORDS.text("page.sheet", name=name) for name in players]  # a refusal names the sheet
        self.prep_total = 2 if options["setup"] == "shared" else 2 * len(players)

    def read(self, text: str) -> State:
        """The state ``text`` describes, or a ``ValueError`` naming the part that is wrong and why."""
        self.parts, others = position_parts(text, PARTS, loose=True)
        state = initial_state(len(self.players)).edit(**self._table())
        groups = self._sheet_groups(others) or [[EMPTY_GRID]] * len(self.players)
        self.items = [{key: f"{name} '{key}:'" for key in SHEET} for name in self.names]  # as written, once read
        sheets = tuple(self._sheet(state, player, tokens) for player, tokens in enumerate(groups))
        return self._checked(_claimed_this_round(self._dealt(state.edit(sheets=sheets))))

    def _wrong(self, key: str) -> ValueError:
        """The refusal of a table part that is not written as it should be."""
        return _refused("form", item=self.item(key), part=f"{key}=", example=EXAMPLES[key])

    def item(self, key: str) -> str:
        """The item of the table as written (for a refusal), or ``key=`` when it was left out."""
        return repr(self.parts.get(key, (f"{key}=",))[0])

    # ---------------------------------------------------------------- the table
    def _table(self) -> dict[str, Any]:
        dice = tuple(sorted(map(int, "".join(self._listed("dice", "[1-6]{3}")))))
        zone = self._number("zone_die", 0, 6)
        phase = self.parts.get("phase", ("", "fill" if zone else "zone" if dice else "roll"))[1]
        if phase not in PHASES:
            raise self._wrong("phase")
        _disagreeing([(zone not in (0, *dice), self.item("zone_die"), self.item("dice"))])
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
        if groups and len(groups) != len(self.players):
            raise _refused("sheets", count=len(groups), players=len(self.players))
        return groups

    def _sheet(self, state: State, player: int, tokens: list[str]) -> Sheet:
        """One sheet, read like the view writes it (fields left out: empty, the table's Number Dice)."""
        name, (grid, *fields) = self.names[player], tokens
        if not re.fullmatch(r"[.1-6]{6}(/[.1-6]{6}){5}", grid):
            raise _refused("grid", item=f"{name} {grid!r}", example=GRID)
        raw, items = {}, self.items[player]
        for token in fields:
            key, _, value = token.partition(":")
            where = f"{name} {token!r}"
            if key not in SHEET:
                raise _refused("form", item=where, part=f"{key}:", example=EXAMPLES["fields"])
            if key in raw:
                raise _refused("twice", item=f"{name} {token!r}", what=f"{key}:")
            if not re.fullmatch(SHEET[key][0], value):
                raise _refused("form", item=where, part=f"{key}:", example=f"{SHEET[key][1]}")
            raw[key], items[key] = value, where
        fields_read = parse_sheet(" ".join([grid, *(f"{key}:{_field(state, raw, key)}" for key in SHEET)]))
        sheet = _sheet_of(fields_read)
        self._check_sheet(state, sheet, fields_read, items)
        if "t" in raw and fields_read["total"] != self._total(sheet):
            raise _refused("total", item=items["t"], total=self._total(sheet))
        return sheet

    def _total(self, sheet: Sheet) -> int:
        return sum(breakdown(sheet, self.options["arrows"], self.options["exhausted"]).values())

    def _check_sheet(self, state: State, sheet: Sheet, fields: dict[str, Any], items: dict[str, str]) -> None:
        """What a sheet cannot hold: a space twice, a mark on an empty space, claims that are no Connect."""
        _written(items["x"], sheet, [INDEX[name] for name in fields["crossed"]])
        for kind, names in fields["claims"]:
            self._check_claim(sheet, kind, [INDEX[name] for name in names], items)
        reused = sum(len(cells) for _, cells in sheet.claims) - bin(sheet.claimed).count("1")
        letters = [letter for letter, _ in sheet.connect5]
        _once(items["5"], letters)
        wrong = [  # "Claimed Number again" reuses one number once; going out takes an 8th Free Action
            (reused > (sheet.bonuses[BONUS_INDEX["4a"]] == CROSSED), items["c"], items["b"]),
            (sheet.out and sheet.free_used < MAX_FREE_ACTIONS, items["s"], items["f"]),
            ((Counter(sheet.to_write) - Counter(sheet.numbers)).total() > sheet.free_used, items["w"], items["d"]),
            (letters != [kind[1] for kind, _ in sheet.claims if kind[0] == "5"], items["5"], items["c"]),
        ]
        _disagreeing(wrong)

    def _check_claim(self, sheet: Sheet, kind: str, cells: list[int], items: dict[str, str]) -> None:
        _written(items["c"], sheet, cells)
        spaces = tuple(sorted(cells))
        _disagreeing([(bool(sheet.crossed & mask_of(spaces)), items["c"], items["x"])])
        values = tuple(sheet.grid[cell] for cell in spaces)
        rule, gaps = self.options["order"], self.options["gaps"]
        if kind != f"{len(spaces)}{PLACEMENT_LETTER.get(spaces, '')}" or not numbers_fit(spaces, values, rule, gaps):
            where = "".join(NAMES[cell] for cell in cells)
            raise _refused("connect", item=items["c"], spaces=where, kind=kind)

    # ---------------------------------------------------------------- dealt, then checked as a whole
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
            filled = [_filled(state, k) for k in range(len(CONNECT4_ORDER))]
            changes["connect4_first"] = tuple(max(state.round - 1, 1) if f else 0 for f in filled)
        return state.edit(**changes)

    def _objective(self, state: State, k: int) -> str:
        """An objective card of deck A, B or C (``k``), from those worth the points the sheets wrote for it."""
        deck = DECKS["ABC"[k]]
        fits = [
            card for card in deck if all(s.objectives[k] in (0, OBJECTIVE_BY_ID[card].points) for s in state.sheets)
        ]
        return self.rng.choice(fits or deck)

    def _checked(self, state: State) -> State:
        """The table agrees with itself and with the sheets, and somebody can act (unless it is over: after
        round 12, or before it once everybody is out)."""
        phase, item, sheets = state.phase, self.item, state.sheets
        dice, zone = phase in ("zone", "fill", "claim"), phase in ("fill", "claim")  # over: as they were
        rolling = phase in ("roll", "zone")  # this round goes on the tracker once its Zone Die is chosen
        firsts = [
            bool(first) != _filled(state, k) or first > state.round for k, first in enumerate(state.connect4_first)
        ]
        wrong = [
            (not set(state.face_down) <= set(state.shape_cards), item("face_down"), item("shape_cards")),
            (phase != "setup" and len(state.shape_cards) != 4, item("shape_cards"), item("phase")),
            (phase != "setup" and len(state.objectives) != 3, item("objectives"), item("phase")),
            ((state.round == 0) != (phase in ("setup", "prep")), item("round"), item("phase")),
            (phase == "over" and state.round < ROUNDS and not all(s.out for s in sheets), item("phase"), item("round")),
            (len(state.tracker) > state.round - rolling, item("tracker"), item("round")),  # fewer: left out
            (bool(state.dice) != dice and (phase != "over" or len(state.dice) != 3), item("dice"), item("phase")),
            (bool(state.zone) != zone and (phase != "over" or not state.zone), item("zone_die"), item("phase")),
            (any(firsts), item("connect4_first"), "4:"),
            (rolling and sheets[state.active].out, item("active"), self.items[state.active]["s"]),
            (zone and all(sheet.done for sheet in sheets), item("phase"), self.items[0]["s"]),
        ]
        for player, sheet in enumerate(sheets):
            wrong += self._sheet_against_table(state, player, sheet)
        _disagreeing(wrong)
        return state

    def _sheet_against_table(self, state: State, player: int, sheet: Sheet) -> list[tuple[bool, str, str]]:
        """Whether a sheet disagrees with the table: its objective points, Connect-5 boxes and dice. A box
        is worth a score card taken away, or the top one in the Claim Phase (claimed this round)."""
        items, item, cards = self.items[player], self.item, state.score_cards
        points = [OBJECTIVE_BY_ID[card].points for card in state.objectives] + [0] * 3
        objectives = any(mine not in (0, worth) for mine, worth in zip(sheet.objectives, points, strict=False))
        letters = {letter for letter, _ in sheet.connect5}
        won = [worth in cards[1:] or (worth in cards[:1] and state.phase != "claim") for _, worth in sheet.connect5]
        return [
            (objectives, items["o"], item("objectives")),
            (not letters <= set(state.shape_cards), items["5"], item("shape_cards")),
            (any(won), items["5"], item("score_cards")),
            (state.phase == "fill" and not sheet.done and not sheet.to_write, items["w"], item("phase")),
        ]


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


def _filled(state: State, k: int) -> bool:
    """Whether a sheet has filled the first-claim mark of the Connect-4 shape ``k``."""
    return any(sheet.connect4[k][0] == FILLED for sheet in state.sheets)


def _written(item: str, sheet: Sheet, cells: list[int]) -> None:
    """The spaces named once each, and each holding a number."""
    _once(item, cells)
    empty = next((cell for cell in cells if not sheet.grid[cell]), None)
    if empty is not None:
        raise _refused("empty", item=item, space=NAMES[empty])


def _once(item: str, values: list[Any]) -> None:
    twice = next((value for value, count in Counter(values).items() if count > 1), None)
    if twice is not None:
        raise _refused("twice", item=item, what=NAMES[twice] if isinstance(twice, int) else twice)


def _refused(key: str, **fields: Any) -> ValueError:
    return ValueError(WORDS.text(f"position.{key}", **fields))


def _disagreeing(checks: list[tuple[bool, str, str]]) -> None:
    """Refuses the first ``(wrong, item, other item)`` that is wrong: the item disagrees with the other."""
    found = next(((item, other) for wrong, item, other in checks if wrong), None)
    if found is not None:
        raise _refused("against", item=found[0], other=found[1])
