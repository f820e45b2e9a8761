"""Connnect positions: a Connect-4 shape's first-claim mark and circle are written as the rules leave them.

A claim fills the mark and crosses out the circle (claimed first, ``Iox``), or fills the circle with the mark
crossed out (claimed after another player, ``Ixo``); another player's first claim crosses the mark out alone
(``Ix.``). A position could write any pair: ``4:IooO..T..S..L..`` with one 4I claim scored 5 (the mark's 4
and the circle's 1), ``Io.`` and ``I.o`` scored without the other half crossed out, ``I.x`` and ``Ixx`` were
pairs no game reaches. They are refused, naming the pair and the four a sheet may hold."""

from __future__ import annotations

import itertools
import random

import pytest

import connect_widgets as cw
from connect_widgets.connnect import HeuristicBot

EMPTY = "/".join(["......"] * 6)
FOUR = "1234../....../....../....../....../...... c:4I-a1b1c1d1"  # a Connect-4 I of 1 2 3 4
CLAIM = "phase=claim round=4 dice=134 zone_die=4"


def refused(position: str, players: int = 1) -> ValueError:
    with pytest.raises(ValueError, match=r"^position[ :]") as refusal:
        cw.new_game("connnect", players=players, position=position)
    return refusal.value


@pytest.mark.parametrize("pair", ["oo", "o.", ".o", ".x", "xx"])
@pytest.mark.parametrize("sheet", [FOUR, EMPTY], ids=["claimed", "not claimed"])
def test_a_mark_and_circle_no_rule_leaves_are_refused_naming_the_pair(pair: str, sheet: str) -> None:
    marks = f"4:I{pair}O..T..S..L.."
    error = refused(f"{CLAIM}\n{sheet} {marks}")
    assert str(error) == (
        f"position Lisa's sheet '{marks}': the rules never leave a Connect-4 shape's first-claim mark and circle "
        f"as I{pair}: it is I.. (not claimed), Iox (claimed first), Ix. (claimed first by another player) "
        "or Ixo (claimed after)"
    )
    assert isinstance(error, cw.Refused)
    assert error.text("fr").startswith(f"position Feuille : Lisa '{marks}' : les règles ne laissent jamais ")
    assert f"ainsi : I{pair} ; elle est I.. (pas revendiquée)" in error.text("fr")


def test_the_audits_mark_and_circle_both_filled_no_longer_score_5() -> None:
    error = refused(f"{CLAIM}\n{FOUR} 4:IooO..T..S..L..")
    assert "as Ioo:" in str(error)
    earned = cw.new_game("connnect", players=1, position=f"{CLAIM}\n{FOUR} 4:IoxO..T..S..L..")
    assert earned.score_breakdown(0)["connect-4 shapes"] == 4


def test_the_shape_named_is_the_first_wrong_one_in_printed_order() -> None:
    error = refused(f"{CLAIM}\n{FOUR} 4:IoxO..T..S.oL.x")
    assert "as S.o:" in str(error) and "L.x" not in str(error).split("': ")[1]


@pytest.mark.parametrize(
    ("lisa", "lucas", "points"),
    [
        (f"{EMPTY} 4:I..O..T..S..L..", f"{EMPTY} 4:I..O..T..S..L..", 0),  # nobody claimed the I
        (f"{FOUR} 4:IoxO..T..S..L..", f"{EMPTY} 4:Ix.O..T..S..L..", 4),  # Lisa first; Lucas crossed his mark out
        (f"{FOUR} 4:IxoO..T..S..L..", f"{FOUR} 4:IoxO..T..S..L..", 1),  # Lucas first, Lisa after
    ],
)
def test_the_four_pairs_the_rules_leave_are_accepted(lisa: str, lucas: str, points: int) -> None:
    game = cw.new_game("connnect", players=2, position=f"round=4\n{lisa}\n{lucas}")
    assert game.score_breakdown(0)["connect-4 shapes"] == points
    assert cw.new_game("connnect", players=2, position=game.position()).position() == game.position()


def test_every_position_a_game_reaches_is_accepted() -> None:
    """Games of 1 to 3 players, the heuristic bot's moves mixed with random ones (random moves alone
    seldom make a Connect-4): every 7th position starts a game that writes it again, and between them
    they reach the four pairs."""
    pairs: set[str] = set()
    for players, seed in itertools.product((1, 2, 3), range(3)):
        rng, bot = random.Random(seed), HeuristicBot(seed)
        game = cw.new_game("connnect", players=players, seed=seed)
        for step in itertools.count(1):
            if game.is_over:
                break
            actor = rng.choice(game.actors())
            mine = rng.random() < 0.8
            game.apply(actor, bot.choose(game.seat(actor)) if mine else rng.choice(game.legal_actions(actor)))
            if step % 7 == 0:
                position = game.position()
                assert cw.new_game("connnect", players=players, seed=seed, position=position).position() == position
                pairs |= {
                    field[i + 1 : i + 3] for field in position.split() if field[:2] == "4:" for i in range(2, 17, 3)
                }
    assert pairs == {"..", "ox", "x.", "xo"}
