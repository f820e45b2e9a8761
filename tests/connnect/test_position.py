"""Connnect positions: game.position() and new_game("connnect", position=...): the table's line and the
view's sheet lines read back exactly, parts left out completed (the cards dealt from the seed), saved
with the game, and malformed or impossible positions refused with the part named."""

from __future__ import annotations

import json
import random

import pytest

import connect_widgets as cw
from connect_widgets.connnect import read_sheet
from connect_widgets.testing import check_position, play_random

EMPTY = "/".join(["......"] * 6)
LISA = "12..../.3..../....../....../....../......"  # a1 b1 b2: a Connect-3 V of 1 2 3
FOUR = "1234../....../....../....../....../...... c:4I-a1b1c1d1"  # a Connect-4 I of 1 2 3 4


def test_a_mid_game_position_reads_back_the_same_game() -> None:
    game = play_random(cw.new_game("connnect", players=3, seed=4, order="chain"), random.Random(4), 160)
    text = game.position()
    assert text.count("\n") == 3 and text.splitlines()[1:] == game.view()["sheets"]  # the view's sheet lines
    check_position(game)  # same actors, legal actions, views and scores; the same text again
    again = cw.new_game("connnect", players=3, seed=4, order="chain", position=" ".join(text.split()))
    assert again.position() == text  # line breaks lost (a page shows them as spaces): the same game


def test_a_short_position_is_completed_as_a_round_starts() -> None:
    game = cw.new_game("connnect", players=2, seed=5, position="round=3 dice=245 zone_die=4")
    table, *sheets = game.position().splitlines()
    assert table.startswith("phase=fill round=3 active=0 first=0 prep_rolls=2 shape_cards=")
    assert "face_down=- score_cards=16,14,13,12" in table and "tracker=- connect4_first=I0,O0,T0,S0,L0 last=-" in table
    assert sheets == [f"{EMPTY} x: c: b:{'o' * 18} f:0 d:425 w:25 p: k:0 4:I..O..T..S..L.. 5: o:0,0,0 s:acting t:0"] * 2
    assert game.actors() == (0, 1) and "write a1 2" in game.legal_actions(1) and game.scores() == (0, 0)


def test_a_sheet_left_short_keeps_what_it_names() -> None:
    game = cw.new_game(
        "connnect", players=2, seed=1, position=f"phase=claim dice=235 zone_die=5 {LISA} c:3V-a1b1b2 {EMPTY}"
    )
    lisa = read_sheet(game, 0)
    assert lisa["claims"] == (("3V", ("a1", "b1", "b2")),) and lisa["dice"] == (5, 2, 3) and lisa["to_write"] == ()
    assert game.actors() == (0, 1) and "claim a1 b1 b2" not in game.legal_actions(0)  # claimed already
    marked = cw.new_game("connnect", players=1, seed=1, position=f"round=4 {FOUR} 4:IoxO..T..S..L..")
    assert marked.view()["connect4_first"] == "I3 O0 T0 S0 L0"  # a filled first-claim mark: an earlier round


def test_the_cards_left_out_are_dealt_from_the_seed_with_the_letters_named() -> None:
    def cards(seed: int, text: str = "") -> tuple[str, str]:
        table = cw.new_game("connnect", players=1, seed=seed, position=text or "round=2").view()
        return table["shape_cards"], table["objectives"]

    assert cards(7) == cards(7) and len({cards(seed) for seed in range(6)}) > 1
    for seed in range(6):
        shapes, objectives = cards(seed, "round=2 face_down=Y")
        assert "Y" in shapes and len(set(shapes)) == 4 and [card[0] for card in objectives.split()] == ["A", "B", "C"]
        assert cards(seed, "round=2 objectives=A1,B1,C1 shape_cards=FILN") == ("FILN", "A1 B1 C1")


def test_the_last_move_is_kept_for_the_page() -> None:
    game = cw.new_game(
        "connnect", players=2, seed=2, position=f"phase=claim dice=235 zone_die=5 last=1:write_b2_3 {LISA} {EMPTY}"
    )
    assert (game.state.last.actor, game.state.last.cells) == (1, (7,))
    assert "last=1:write_b2_3" in game.position()


def test_a_game_from_a_position_saves_loads_and_forks_from_there() -> None:
    start = f"dice=123 zone_die=1 {LISA} {EMPTY}"
    game = cw.new_game("connnect", players=2, seed=3, position=start)
    game.apply(0, "write a3 2")
    game.apply(1, "write a1 3")
    loaded = cw.load_game(game.to_json())
    assert json.loads(game.to_json())["position"] == start
    assert loaded.history == game.history and loaded.view() == game.view() and loaded.position() == game.position()
    fork = game.fork(0)
    assert (
        fork.history == () and fork.position() == cw.new_game("connnect", players=2, seed=3, position=start).position()
    )


def test_positions_the_rules_reach_are_accepted() -> None:
    out = f"{EMPTY} f:7 s:out"
    for text in [
        "phase=roll round=3 tracker=136,616",  # rounds 1 and 2 on the tracker, this one once its Zone Die is chosen
        "phase=zone round=3 dice=136 tracker=136,616",
        "phase=fill round=3 dice=136 zone_die=1 tracker=136,616,136",
        "round=3 tracker=136",  # fewer rounds: those before the position are not known
        f"round=3 active=1 {out} {EMPTY}",  # Lisa is out, Joe rolls
        "phase=over round=12 tracker=" + ",".join(["136"] * 12),
        f"phase=over round=3 dice=245 zone_die=4 {out} {out}",  # everybody out in round 3
        "phase=over",  # after round 12 when no round is written
    ]:
        game = cw.new_game("connnect", players=2, seed=1, position=text)
        assert cw.new_game("connnect", players=2, seed=1, position=game.position()).position() == game.position()
        assert game.is_over == text.startswith("phase=over")


@pytest.mark.parametrize(
    ("players", "seed", "start"),
    [
        (2, 1, ""),
        (3, 3, ""),  # Lucas goes out in round 9, the others play on
        (3, 9, ""),  # everybody is out in round 11: the game ends there
        (2, 3, "round=3 tracker=425"),  # the tracker short of the rounds before
        (2, 4, f"round=11 active=1 {EMPTY} f:7 s:out {EMPTY}"),
    ],
)
def test_every_position_of_a_game_played_reads_back(players: int, seed: int, start: str) -> None:
    """From the start or from a position leaving rounds out, each step's position reads back as itself."""
    game = cw.new_game("connnect", players=players, seed=seed, position=start or None)
    rng = random.Random(seed)
    while True:
        text = game.position()
        assert cw.new_game("connnect", players=players, seed=seed, position=text).position() == text, text
        if game.is_over:
            break
        actor = rng.choice(game.actors())
        game.apply(actor, rng.choice(game.legal_actions(actor)))


def _sheet(fields: str) -> str:
    return f"123.../....../....../....../....../...... {fields} {EMPTY}"


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("phase=fil", "'phase=fil': write phase= like phase=fill (setup, prep, roll, zone, fill, claim, over)"),
        ("round=13", "round= is a whole number from 0 to 12"),
        ("active=2", "active= is a whole number from 0 to 1"),
        ("round=2 round=3", "round= is given twice"),
        ("hand=3", "'hand=3': not a part of a position"),
        ("dice=2x5", "write dice= like dice=245"),
        ("dice=245 zone_die=3", "'zone_die=3' disagrees with 'dice=245'"),
        ("phase=claim dice=245", "position zone_die=0 (left out) disagrees with 'phase=claim'"),
        ("shape_cards=FFLT", "write shape_cards= like shape_cards=FLTU"),
        ("face_down=Y shape_cards=FLTU", "'face_down=Y' disagrees with 'shape_cards=FLTU'"),
        ("score_cards=16,13", "write score_cards= like score_cards=14,13,12"),
        ("objectives=B1,A1,C1", "write objectives= like objectives=A2,B4,C1"),
        ("objectives=A4,B5,C1,C1", "'objectives=A4,B5,C1,C1': write objectives= like objectives=A2,B4,C1"),
        ("round=1 tracker=123,456", "'tracker=123,456' disagrees with 'round=1'"),
        # rolling (and choosing the Zone Die) in round 3: the tracker holds rounds 1 and 2 only
        ("phase=roll round=3 tracker=136,616,626", "'tracker=136,616,626' disagrees with 'round=3'"),
        ("round=3 dice=136 tracker=136,616,626", "'tracker=136,616,626' disagrees with 'round=3'"),
        (
            f"round=3 {EMPTY} f:7 s:out {EMPTY}",
            "position active=0 (left out) disagrees with Lisa's sheet 's:out'",
        ),  # rolls for Lisa
        (f"round=3 dice=136 active=0 {EMPTY} f:7 s:out {EMPTY}", "'active=0' disagrees with Lisa's sheet 's:out'"),
        ("phase=over round=3", "'phase=over' disagrees with 'round=3'"),  # the game ends after round 12
        (f"phase=over round=11 {EMPTY} f:7 s:out {EMPTY}", "'phase=over' disagrees with 'round=11'"),  # Lucas plays on
        ("round=3 connect4_first=I1,O0,T0,S0,L0", "'connect4_first=I1,O0,T0,S0,L0' disagrees with 4:"),
        ("last=0:roll_1_2_3", "write last= like last=1:claim_a1_b1_c1"),
        (EMPTY, "one sheet per player (2), not 1 (players= sets how many play)"),
        ("hello", "Lisa's sheet 'hello': a sheet starts with its six rows"),  # a word, named before sheets are counted
        ("x:a1", "'x:a1': a sheet starts with its six rows of six spaces (. or 1 to 6)"),
        (f"7...../....../....../....../....../...... {EMPTY}", "Lisa's sheet '7....."),
        (_sheet("x:d1"), "Lisa's sheet 'x:d1': d1 holds no number"),
        (_sheet("x:a1,a1"), "Lisa's sheet 'x:a1,a1': a1 is named twice"),
        (_sheet("f:0 f:1"), "Lisa's sheet 'f:1': f: is named twice"),
        (_sheet("q:1"), "Lisa's sheet 'q:1': write q: like x: c: b: f:"),
        (_sheet("b:ooo"), "Lisa's sheet 'b:ooo': write b: like b:oooooocoooooxooooo"),
        (_sheet("c:3I-a1b1d1"), "Lisa's sheet 'c:3I-a1b1d1': d1 holds no number"),
        (_sheet("c:3V-a1b1c1"), "Lisa's sheet 'c:3V-a1b1c1': a1b1c1 is not a 3V"),
        (_sheet("c:3I-a1b1c1 x:b1"), "Lisa's sheet 'c:3I-a1b1c1' disagrees with Lisa's sheet 'x:b1'"),
        (
            _sheet("c:3I-a1b1c1,3I-a1b1c1"),
            "'c:3I-a1b1c1,3I-a1b1c1' disagrees with Lisa's sheet b:oooooooooooooooooo (left out)",
        ),
        (_sheet("5:F16"), "Lisa's sheet '5:F16' disagrees with Lisa's sheet c: (left out)"),
        (_sheet("t:5"), "Lisa's sheet 't:5': this sheet scores 0"),
        (_sheet("f:3 s:out"), "Lisa's sheet 's:out' disagrees with Lisa's sheet 'f:3'"),
        (_sheet("w:3"), "Lisa's sheet 'w:3' disagrees with Lisa's sheet d: (left out)"),
        (_sheet("o:4,0,0") + " objectives=A4,B1,C1", "Lisa's sheet 'o:4,0,0' disagrees with 'objectives=A4,B1,C1'"),
        (
            f"{FOUR} 4:IoxO..T..S..L.. {EMPTY} connect4_first=I0,O0,T0,S0,L0",
            "'connect4_first=I0,O0,T0,S0,L0' disagrees",
        ),
        (
            f"phase=fill dice=245 zone_die=4 {EMPTY} s:done {EMPTY} s:done",
            "'phase=fill' disagrees with Lisa's sheet 's:done'",
        ),
        (f"phase=fill dice=245 zone_die=4 {EMPTY} w: {EMPTY}", "Lisa's sheet 'w:' disagrees with 'phase=fill'"),
    ],
)
def test_a_malformed_or_impossible_position_is_refused_naming_the_part(text: str, says: str) -> None:
    with pytest.raises(ValueError, match=r"^position[ :]") as refusal:
        cw.new_game("connnect", players=2, position=text)
    assert says in str(refusal.value)
