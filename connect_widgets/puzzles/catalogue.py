"""The shipped puzzles: five per game, found by :mod:`.generate` (or, for Connect the Thoughts, by
laying a correct row of six and a card that fits one end only) and checked again by the tests.

Each is data: its key (its title is ``title.<key>`` in the words), the game, the position, the goal
and how many moves it allows. ``cw.puzzles.shipped(name)`` lists them as :class:`~.puzzle.Puzzle` values.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .puzzle import Puzzle, check_game_name
from .words import WORDS


class Shipped(NamedTuple):
    """A shipped puzzle as data (see :class:`~.puzzle.Puzzle` for the fields)."""

    key: str
    name: str
    position: str
    goal: str
    within: int = 1
    options: dict[str, Any] = {}  # noqa: RUF012 - read only, never changed
    players: int = 2


# fmt: off
SHIPPED = (
    # Connect5: board B unless told, whatever the defender answers
    Shipped("connect5_1", "connect5",
        "e1=R g1=B f9=B c2=R d2=R e2=R h5=B c8=R b3=B e3=R g5=B g6=B g7=B d7=R turn=R", "connect5", 1),
    Shipped("connect5_2", "connect5", "i1=R h2=R h8=B g8=B g3=R g7=B turn=R", "connect5", 2),
    Shipped("connect5_3", "connect5", "c3=R c9=B d1=R d2=R d5=B d6=B turn=R", "connect5", 2, {"board": "A"}),
    Shipped("connect5_4", "connect5",
        "d1=R h1=B f9=R a6=B a5=B d2=R e2=R g2=B b5=B b3=R c6=R turn=B", "connect5", 2),
    Shipped("connect5_5", "connect5",
        "a1=R b1=R d1=R i7=B i9=R b9=R a3=R h4=B e8=B b8=B b6=R c7=BB turn=R supply=15,19 eaten=0,3", "connect5", 2),
    # Connnect, solo: the position's table line, then the sheet; three actions to claim a Connect-5
    Shipped("connnect_1", "connnect",
        "phase=fill round=3 active=0 first=0 prep_rolls=2 shape_cards=IFPL face_down=- score_cards=16,14,13,12 "
        "objectives=A4,B4,C4 dice=334 zone_die=4 tracker=634,433,433 connect4_first=I0,O0,T0,S0,L0\n"
        "....3./...133/4...../.....3/345.../.4.... x: c: b:oooooooooooooooooo f:0 d:433 w:33 p: k:0 "
        "4:I..O..T..S..L.. 5: o:0,0,0 s:acting t:0", "claim_connect5", 3, {}, 1),
    Shipped("connnect_2", "connnect",
        "phase=fill round=6 active=0 first=0 prep_rolls=2 shape_cards=UTPY face_down=- score_cards=16,14,13,12 "
        "objectives=A4,B5,C1 dice=134 zone_die=1 tracker=213,413,311,644,226,134 connect4_first=I0,O0,T1,S0,L0\n"
        "..1321/..3411/4.2.../4....4/445.../.66... x: c:4T-c1d1e1d2 b:ooooooooooooooooox f:0 d:134 w:3 p: k:0 "
        "4:I..O..ToxS..L.. 5: o:0,0,0 s:acting t:12", "claim_connect5", 3, {}, 1),
    Shipped("connnect_3", "connnect",
        "phase=fill round=11 active=0 first=0 prep_rolls=2 shape_cards=PTUN face_down=- score_cards=16,14,13,12 "
        "objectives=A1,B1,C2 dice=234 zone_die=2 tracker=234,334,223,236,616,356,556,133,523,223,234 "
        "connect4_first=I0,O0,T4,S0,L2\n"
        ".33435/.33444/632.56/.22366/.166../.666.. x: c:4L-d1d2e2f2,4T-c5b6c6d6,3V-c2d2c3 b:oooooooocooooooxox f:2 "
        "d:234 w:34 p: k:0 4:I..O..ToxS..Lox 5: o:0,4,0 s:acting t:32", "claim_connect5", 3, {}, 1),
    Shipped("connnect_4", "connnect",
        "phase=fill round=6 active=0 first=0 prep_rolls=2 shape_cards=NPIU face_down=- score_cards=16,14,13,12 "
        "objectives=A3,B2,C3 dice=246 zone_die=6 tracker=413,135,236,624,222,624 connect4_first=I2,O0,T0,S0,L0\n"
        ".4321./.333../4...../...2.4/.4422./.562.. x: c:4I-b1c1d1e1 b:ooooooooooooooooox f:2 d:624 w:4 p: k:0 "
        "4:IoxO..T..S..L.. 5: o:0,0,0 s:acting t:9", "claim_connect5", 3, {}, 1),
    Shipped("connnect_5", "connnect",
        "phase=fill round=7 active=0 first=0 prep_rolls=2 shape_cards=PTFN face_down=P score_cards=14,13,12 "
        "objectives=A2,B2,C1 dice=223 zone_die=3 tracker=645,122,666,144,616,316,322 connect4_first=I0,O0,T0,S5,L0\n"
        "....3./...42./44..16/24...5/45566./3666.. x: c:5P-a4a5b5a6b6,4S-d5e5c6d6 b:ooooooooooooooooox f:2 d:322 "
        "w:2 p: k:0 4:I..O..T..SoxL.. 5:P16 o:0,4,0 s:acting t:30", "claim_connect5", 3, {}, 1),
    # Num Connect: the other hand is hidden (?N: dealt from the seed); it does not matter this turn
    Shipped("num_connect_1", "num_connect",
        "turn=0 opened=yes|no hands=R11.*|?10 lines=g0:r0c-1:#>*>R6>B6>Y6,g0:r-2c0:Y3vR3v*", "go_out"),
    Shipped("num_connect_2", "num_connect",
        "turn=0 laid=yes opened=yes|no hands=R2.R3.Y15.Y16.#|?10 lines=g0:r0c-2:#>B2>*>B15>B16", "go_out"),
    Shipped("num_connect_3", "num_connect",
        "turn=1 laid=yes opened=yes|yes hands=?1|R16.B15.G16.Y2.Y15 "
        "lines=g0:r0c-3:Y16>G15>R14>*>Y12>#,g0:r-2c-2:#vG14vG15,g1:r0c-1:#>*>R1>B1>Y1", "go_out"),
    Shipped("num_connect_4", "num_connect",
        "turn=0 opened=no|yes hands=R1.B2.B13.G1.G12.Y1.Y2.Y12.*.#|?2 lines=g0:r0c-1:B0>*>B11>B12>#,g0:r-2c0:G3vR3v*",
        "go_out"),
    Shipped("num_connect_5", "num_connect",
        "turn=1 opened=yes|no hands=?1|R8.R10.B0.B2.B13.B14.G4.G13.*.# lines=g0:r0c-1:#>*>B4>G5>R6>Y7>*>B9", "go_out"),
    # Connect the Thoughts: the other player sits out; the card in hand fits one end of the row only
    Shipped("ctt_1", "connect_the_thoughts", "rows=16.39.70.65.12.30|- hands=58|- out=-|x", "ring", 2),
    Shipped("ctt_2", "connect_the_thoughts", "rows=74.69.64.57.37.3|- hands=12|- out=-|x", "ring", 2),
    Shipped("ctt_3", "connect_the_thoughts", "rows=15.42.14.62.1.70|- hands=44|- out=-|x", "ring", 2),
    Shipped("ctt_4", "connect_the_thoughts", "rows=27.59.30.42.52.51|- hands=72|- out=-|x", "ring", 2),
    Shipped("ctt_5", "connect_the_thoughts", "rows=10.47.17.77.76.41|- hands=31|- out=-|x", "ring", 2),
)
# fmt: on


def shipped(name: str | None = None) -> list[Puzzle]:
    """The shipped puzzles of game ``name`` (of every game if ``None``), easiest first; a name that
    is no game is refused, naming the games (a typo would otherwise list no puzzle)."""
    if name is not None:
        check_game_name(name)
    return [_puzzle(entry) for entry in SHIPPED if name is None or entry.name == name]


def shipped_puzzle(key: str) -> Puzzle:
    """The shipped puzzle called ``key`` (``"connect5_2"``)."""
    for entry in SHIPPED:
        if entry.key == key:
            return _puzzle(entry)
    raise ValueError(WORDS.text("puzzle.unknown_puzzle", wanted=repr(key), keys=", ".join(e.key for e in SHIPPED)))


def _puzzle(entry: Shipped) -> Puzzle:
    return Puzzle(entry.name, entry.position, entry.goal, entry.within, entry.players, 0, entry.options, entry.key)
