"""What explain() says of the Connnect moves the golden games never meet, in positions reached by
seeded random games (found by playing them): the sentence, and the rulebook passage it rests on."""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.connnect.rulebook import RULEBOOK

EXPLAINED = [  # (seed, position, actor, action, the sentence, the rule)
    (
        21,
        (
            "phase=fill round=9 active=1 first=1 prep_rolls=2 shape_cards=IFPL face_down=- "
            "score_cards=16,14,13,12 objectives=A4,B4,C4 dice=466 zone_die=4 "
            "tracker=433,334,166,423,216,335,133,213,466 connect4_first=I0,O0,T7,S0,L0 last=1:write_f2_6\n"
            "5.2.1./34.3.3/333.../431144/..4.43/.4.6.4 x: c:3V-e4f4e5,3V-a3b3b4 b:oooooooocoxooooooo f:7 d:466 "
            "w:66 p: k:0 4:I..O..Tx.S..L.. 5: o:0,0,0 s:acting t:-18\n613613/326336/341.5./1....4/..4.../66.1.4 x:"
            " c:4T-b1a2b2b3 b:ooooooooooooooooox f:6 d:466 w:6 p: k:0 4:I..O..ToxS..L.. 5: o:0,0,0 s:acting t:0"
        ),
        1,
        "free skip 6",
        "Lucas crosses a Free Action box: the zone is full, the 6 is not written",
        "free",
    ),
    (
        23,
        (
            "phase=claim round=10 active=1 first=0 prep_rolls=2 shape_cards=IYTL face_down=- "
            "score_cards=16,14,13,12 objectives=A2,B5,C2 dice=445 zone_die=4 "
            "tracker=255,415,525,634,212,444,245,326,323,445 connect4_first=I0,O0,T10,S0,L0 last=1:write_e2_4\n"
            ".43256/455154/5.4.2./.2.143/..61.3/245542 x: c:3V-c5b6c6,3V-c1d1d2 b:oxoooooooxoooooooo f:7 d:445 w:"
            " p: k:0 4:I..O..T..S..L.. 5: o:0,0,0 s:done t:-15\n154253/544146/5.42.2/1.15.3/..6..1/445523 x:d2 "
            "c:3V-c5b6c6,4T-c1b2c2c3 b:oooooooxooooxooooo f:7 d:445 w: p:0 k:0 4:I..O..ToxS..L.. 5: o:0,0,0 "
            "s:acting t:1"
        ),
        1,
        "skip",
        "Lucas skips the lightning number: no empty space is left for it",
        "bonuses",
    ),
    (
        0,
        (
            "phase=claim round=7 active=0 first=0 prep_rolls=2 shape_cards=IFTN face_down=- "
            "score_cards=16,14,13,12 objectives=A1,B2,C4 dice=236 zone_die=2 tracker=444,411,644,266,644,315,236 "
            "connect4_first=I0,O0,T0,S0,L0 last=0:circle_3w6\n.6..34/..4251/5..3../...616/.466.4/.6464. x: "
            "c:3V-c5d5d6 b:oooooxoooooooooooo f:7 d:236 w: p:6 k:0 4:I..O..T..S..L.. 5: o:0,0,0 s:acting t:-25\n"
            "...635/146242/5....5/...3.6/.46..6/.6644. x: c: b:oooooooooooooooooo f:7 d:236 w: p: k:0 "
            "4:I..O..T..S..L.. 5: o:0,0,0 s:done t:-24"
        ),
        0,
        "write a1 6",
        "Lisa writes 6 in a1 for a lightning bonus",
        "write",
    ),
    (
        0,
        (  # the same sheet owing a lightning number of her choice (p:0), written in the zone
            "phase=claim round=7 active=0 first=0 prep_rolls=2 shape_cards=IFTN face_down=- "
            "score_cards=16,14,13,12 objectives=A1,B2,C4 dice=236 zone_die=2 tracker=444,411,644,266,644,315,236 "
            "connect4_first=I0,O0,T0,S0,L0 last=0:circle_3w6\n.6..34/..4251/5..3../...616/.466.4/.6464. x: "
            "c:3V-c5d5d6 b:oooooxoooooooooooo f:7 d:236 w: p:0 k:0 4:I..O..T..S..L.. 5: o:0,0,0 s:acting t:-25\n"
            "...635/146242/5....5/...3.6/.46..6/.6644. x: c: b:oooooooooooooooooo f:7 d:236 w: p: k:0 "
            "4:I..O..T..S..L.. 5: o:0,0,0 s:done t:-24"
        ),
        0,
        "write c1 1",
        "Lisa writes 1 in c1 for a lightning bonus",
        "any2",
    ),
    (
        1,
        (
            "phase=fill round=6 active=0 first=1 prep_rolls=2 shape_cards=TYFI face_down=- "
            "score_cards=16,14,13,12 objectives=A2,B5,C1 dice=236 zone_die=2 tracker=623,455,356,412,326,236 "
            "connect4_first=I0,O0,T0,S0,L0 last=0:zone_2\n..1.1./25.35./4...1./.....6/..5.66/.6.326 x: c:3V-f4e5f5"
            " b:oooooooocooooooooo f:5 d:236 w:36 p: k:0 4:I..O..T..S..L.. 5: o:0,0,0 s:acting t:-11\n"
            ".21.15/.5.3../4...45/.....6/.55.../36.166 x: c:3V-e3f3f4 b:xooooooooooooooooo f:7 d:236 w:36 p: k:0 "
            "4:I..O..T..S..L.. 5: o:0,0,0 s:acting t:-27"
        ),
        0,
        "switch 3",
        "Lisa switches the Zone Die with the Number Die 3",
        "switch",
    ),
    (
        0,
        (
            "phase=fill round=11 active=0 first=0 prep_rolls=2 shape_cards=IFTN face_down=- "
            "score_cards=16,14,13,12 objectives=A1,B2,C4 dice=146 zone_die=4 "
            "tracker=444,411,644,266,644,315,236,456,112,235,416 connect4_first=I0,O0,T0,S0,L0 last=0:zone_4\n"
            "563534/6.4251/51.3../.2.616/.466.4/.64646 x: c:3V-c5d5d6 b:oooooxoooooooooooo f:7 d:416 w:16 p: k:0 "
            "4:I..O..T..S..L.. 5: o:0,0,0 s:acting t:-18\n536631/146242/5253.5/1..3.6/.46..6/.6644. x: "
            "c:3V-c1d1c2,3V-c5b6c6 b:ooxooooooooxoooooo f:7 d:416 w:16 p: k:0 4:I..O..T..S..L.. 5: o:0,0,0 "
            "s:acting t:-13"
        ),
        1,
        "out",
        "Lucas is out of the game: no Free Action is left and the number cannot be written",
        "free",
    ),
]


@pytest.mark.parametrize(("seed", "position", "actor", "action", "sentence", "rule"), EXPLAINED)
def test_explain_words_each_move_and_quotes_the_rule_it_rests_on(
    seed: int, position: str, actor: int, action: str, sentence: str, rule: str
) -> None:
    game = cw.new_game("connnect", players=2, seed=seed, position=position)
    verdict = game.explain(actor, action)
    assert (verdict.legal, verdict.reason, verdict.rule) == (True, sentence, RULEBOOK.text(rule))
