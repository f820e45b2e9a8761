"""Num Connect positions: game.position() and new_game("num_connect", position=...) read back the
same game, hidden hands are dealt from the seed, and malformed or impossible positions are refused
naming the part."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

import connect_widgets as cw
from connect_widgets import CHANCE
from connect_widgets.num_connect.cards import build_deck
from connect_widgets.testing import check_position, play_random

from .helpers import OPENING, P0, P1, SET_OF_FIVES, dealt, play

LAID = "lines=g0:r0c-1:#>R5>R6>R7>* opened=yes|no"
"""Player 0's opening (the helpers' ``OPENING``) on the table."""


def _hands(game: cw.Game) -> list[list[str]]:
    return [hand.split(".") if hand != "-" else [] for hand in _part(game, "hands").split("|")]


def _part(game: cw.Game, key: str) -> str:
    return next(item.split("=", 1)[1] for item in game.position().split() if item.startswith(key + "="))


def test_random_mid_games_read_back_the_same_game() -> None:
    seen: Counter[str] = Counter()
    for seed in range(6):
        rng = random.Random(seed)
        game = cw.new_game("num_connect", players=2 + seed % 2, seed=seed)
        while not game.is_over:  # lay more often than at random: grids grow, lines bend and cross
            actor = game.actors()[0]
            actions = game.legal_actions(actor)
            laying = [a for a in actions if a.split()[0] in ("new", "cross", "put", "ext", "confirm")]
            game.apply(actor, rng.choice(laying if laying and rng.random() < 0.9 else actions))
            check_position(game)  # same actors, legal actions, views, scores, and the same line again
            seen.update(key for key in ("order=", "pending=g", "lines=g", "phase=discard") if key in game.position())
    assert min(seen.values()) > 10 and len(seen) == 4, seen


def test_a_position_keeps_the_tentative_line_the_known_cards_and_the_last_move() -> None:
    game = dealt([P0, P1])
    play(game, 0, *OPENING, "discard Y9")
    play(game, 1, *SET_OF_FIVES[:2])
    text = game.position()
    assert text == (
        "phase=play turn=1 turns=2 laid=no opened=yes|no hands=B5.G5|R2.B2.B6.G7.Y1.* known=-|* draw=64 "
        "discard=Y9 lines=g0:r0c-1:#>R5>R6>R7>* pending=g0:r-2c0:#vY5vR5 last=1:put_g0_r-2c0_#"
    )
    again = cw.new_game("num_connect", seed=0, hand_size=8, position=text)
    assert again.position() == text and again.legal_actions(1) == ["put g0 r1c0 *", "cancel"]
    assert again.view(None) == game.view(None) and again.scores() == game.scores() == (-2, -8)
    assert again.state.last == game.state.last and again.state.known == ((), ("*",))


def test_the_order_cards_were_laid_in_orders_the_crossings_and_reads_back() -> None:
    lines = "lines=g0:r0c-1:R4>R5>R6>R7 opened=yes|yes hands=G5.G6.G7.Y4.Y5.Y6.*|?5"
    natural = cw.new_game("num_connect", seed=1, position=lines)
    late = cw.new_game("num_connect", seed=1, position=f"{lines} order=g0:r0c0.r0c1.r0c2.r0c-1")  # R4 came last
    assert "order=" not in natural.position() and _part(late, "order") == "g0:r0c0.r0c1.r0c2.r0c-1"
    crossings = [a for a in natural.legal_actions(0) if a.startswith("cross")]
    reordered = [a for a in late.legal_actions(0) if a.startswith("cross")]
    assert crossings[0].startswith("cross g0 r-1c-1") and reordered[0].startswith("cross g0 r-1c0")
    assert sorted(crossings) == sorted(reordered)
    check_position(late)


def test_a_minimal_position_is_completed_and_the_hidden_hands_dealt() -> None:
    game = cw.new_game("num_connect", players=3, seed=5, position="hands=R5.R6.R7.*.#|?8|B1.B2.B3 turn=2")
    assert game.position().startswith("phase=play turn=2 turns=1 laid=no opened=no|no|no hands=R5.R6.R7.*.#|")
    hands = _hands(game)
    assert [len(hand) for hand in hands] == [5, 8, 3] and hands[2] == ["B1", "B2", "B3"]
    assert _part(game, "draw") == str(80 - 16) and _part(game, "lines") == "-" and _part(game, "last") == "-"
    every = Counter(card for hand in hands for card in hand) + Counter(game.state.draw)
    assert every == Counter(build_deck(4, 6, 6))  # every card in one place
    assert game.actors() == (2,) and game.scores() == (-5, -8, -3)
    everything_hidden = cw.new_game("num_connect", players=2, seed=5, position="turn=1")
    assert [len(hand) for hand in _hands(everything_hidden)] == [10, 10] and _part(everything_hidden, "draw") == "60"


def test_hidden_hands_come_from_the_seed_with_their_known_cards() -> None:
    text = f"{LAID} hands=B5.G5|?6 known=-|*.#"
    first, again = (cw.new_game("num_connect", seed=11, position=text) for _ in range(2))
    other = cw.new_game("num_connect", seed=12, position=text)
    assert first.position() == again.position() != other.position()
    for game in (first, other):
        hidden = _hands(game)[1]
        assert len(hidden) == 6 and "*" in hidden and "#" in hidden
        assert not set(hidden) & {"R5", "R6", "R7", "B5", "G5"}


def test_a_game_from_a_position_saves_loads_and_forks_from_there() -> None:
    text = f"{LAID} hands=B5.B6.G5|Y5.*.#.R2.B2 turn=1"
    game = cw.new_game("num_connect", seed=2, position=text)
    play(game, 1, "cross g0 r-1c0 Y5", "put g0 r-2c0 #", "put g0 r1c0 *", "confirm", "discard R2")
    loaded = cw.load_game(game.to_json())
    assert json.loads(game.to_json())["position"] == text
    assert loaded.history == game.history and loaded.view() == game.view() and loaded.position() == game.position()
    start = game.fork(0)
    assert start.history == () and _hands(start) == [["B5", "B6", "G5"], ["R2", "B2", "Y5", "*", "#"]]
    assert start.position() == cw.new_game("num_connect", seed=2, position=text).position()


def test_a_position_while_dealing_or_drawing_waits_for_chance() -> None:
    dealing = cw.new_game("num_connect", seed=4, auto_chance=False, position="phase=deal hands=R5.R6|R7")
    assert dealing.actors() == (CHANCE,) and dealing.state.dealt == 3
    dealing.apply(CHANCE, "B1")
    assert _hands(dealing)[1] == ["R7", "B1"]
    drawing = cw.new_game("num_connect", seed=4, auto_chance=False, position="phase=drawing hands=R5|R7 turn=1")
    drawing.apply(CHANCE, "#")
    assert _part(drawing, "phase") == "discard" and _hands(drawing)[1] == ["R7", "#"]


REFUSED = [  # (the position, the refusal word for word)
    (
        "colour=red",
        "position 'colour=red': not a part of a position (the parts: phase, turn, turns, laid, opened, "
        "hands, known, draw, discard, lines, order, pending, last)",
    ),
    (
        "turn=0 turn=1",
        "position 'turn=1': turn= is given twice",
    ),
    (
        "turn=2",
        "position 'turn=2': turn= is a whole number from 0 to 1",
    ),
    (
        "phase=resting",
        "position 'phase=resting': phase= is one of deal, play, drawing, discard, over",
    ),
    (
        "laid=maybe",
        "position 'laid=maybe': laid= is one of yes, no",
    ),
    (
        "opened=yes",
        "position 'opened=yes': 1 part, not one per player (2): separate them by |",
    ),
    (
        "hands=Q5|?3",
        "position 'hands=Q5|?3': 'Q5' is not a card of this game (a colour letter of R B G Y and a value "
        "0 to 16, * or #; cards separated by ., - for none)",
    ),
    (
        "hands=R17|?3",
        "position 'hands=R17|?3': 'R17' is not a card of this game (a colour letter of R B G Y and a "
        "value 0 to 16, * or #; cards separated by ., - for none)",
    ),
    (
        "hands=P5|?3",
        "position 'hands=P5|?3': 'P5' is not a card of this game (a colour letter of R B G Y and a value "
        "0 to 16, * or #; cards separated by ., - for none)",
    ),
    (
        "hands=R5.R5|?3",
        "position: R5 is given 2 times, more than the deck has (1)",
    ),
    (
        "hands=R5|?3 discard=R5",
        "position: R5 is given 2 times, more than the deck has (1)",
    ),
    (
        "hands=*.*.*.*|?3 discard=*.*.*",
        "position: * is given 7 times, more than the deck has (6)",
    ),
    (
        "hands=?50|?50",
        "position 'hands=?50|?50': the hidden hands take 100 cards, more than are left (80)",
    ),
    (
        "hands=R5|?3 draw=10",
        "position 'draw=10': the draw pile holds the cards that are nowhere else: 76",
    ),
    (
        "hands=R5|?3 known=R6|-",
        "position 'known=R6|-': the cards known to be in player 0's hand must be in it",
    ),
    (
        "hands=R5|?1 known=-|*.#",
        "position 'known=-|*.#': the cards known to be in player 1's hand must be in it",
    ),
    (
        "hands=R5|?3 lines=g0:r0c0:B3>B4>R5",
        "position 'lines=g0:r0c0:B3>B4>R5': g0:r0c0:B3>B4>R5 is not a valid combination: a run is either "
        "one colour or all different colours (a Rainbow lets the colours start again)",
    ),
    (
        "hands=R5|?3 lines=g0:r0c0:B3>>B5",
        "position 'lines=g0:r0c0:B3>>B5': 'g0:r0c0:B3>>B5' is no line: g<grid>:r<row>c<column>:<cards, "
        "with > < v ^ between them: the way to the next card>, each cell once",
    ),
    (
        "hands=R5|?3 lines=g0:r0c0:B3>B4<B5",
        "position 'lines=g0:r0c0:B3>B4<B5': 'g0:r0c0:B3>B4<B5' is no line: "
        "g<grid>:r<row>c<column>:<cards, with > < v ^ between them: the way to the next card>, each cell "
        "once",
    ),
    (  # a '.' inside a path: four cards for three cells
        "hands=R5|?3 lines=g0:r0c0:R1.R2>R3>R4",
        "position 'lines=g0:r0c0:R1.R2>R3>R4': 'g0:r0c0:R1.R2>R3>R4' must have one card per cell (cards: 4, "
        "cells: 3): its cards are joined by the way to the next card (> < v ^), never by .",
    ),
    (
        "hands=R5|?3 pending=g0:r0c-2:*>*.R6>G7>#",
        "position 'pending=g0:r0c-2:*>*.R6>G7>#': 'g0:r0c-2:*>*.R6>G7>#' must have one card per cell "
        "(cards: 5, cells: 4): its cards are joined by the way to the next card (> < v ^), never by .",
    ),
    (
        "hands=R5|?3 lines=g0:r0c2:B3<B4<B5",
        "position 'lines=g0:r0c2:B3<B4<B5': g0:r0c2:B3<B4<B5 is read backwards: a straight line goes "
        "left to right (>) or top to bottom (v)",
    ),
    (
        "hands=R5|?3 lines=g1:r0c0:B3>B4>B5",
        "position 'lines=g1:r0c0:B3>B4>B5': the grids are numbered from g0 with no gap (g0 to g1 here)",
    ),
    (
        "hands=R5|?3 lines=g0:r0c0:B3>B4>B5,g0:r0c1:G4vY4vR4",
        "position 'lines=g0:r0c0:B3>B4>B5,g0:r0c1:G4vY4vR4': cell g0 r0c1 would hold two cards (B4, G4)",
    ),
    (
        "hands=R5|?3 lines=g0:r0c0:B3>B4>B5,g0:r1c0:G4>Y4>R4",
        "position 'lines=g0:r0c0:B3>B4>B5,g0:r1c0:G4>Y4>R4': g0 r0c0 r1c0 touch but are not neighbours "
        "in a line (a card touches only the cards of its own lines)",
    ),
    (
        "hands=R5|?3 lines=g0:r0c0:B3>B4>B5 order=g0:r0c0.r0c1",
        "position 'order=g0:r0c0.r0c1': 'g0:r0c0.r0c1' must name a grid of the lines and each of its "
        "cells once (g<grid>:<cells separated by .>, grids separated by /)",
    ),
    (
        "hands=R5|?3 lines=g0:r0c0:B3>B4>B5 pending=g0:r0c5:R1>R2",
        "position 'pending=g0:r0c5:R1>R2': the tentative combination is a straight line (> or v) through "
        "exactly one laid card of its grid, or a line of a new grid g1 through r0c0 (>)",
    ),
    (
        "hands=R5|?3 lines=g0:r0c0:B3>B4>B5 pending=g0:r-1c1:R4vB4vR6",
        "position 'pending=g0:r-1c1:R4vB4vR6': g0:r-1c1:R4vB4vR6 is not a valid combination: the values "
        "must follow one another (or all be the same); a Rainbow fills missing values only in a "
        "same-colour run",
    ),
    (
        "hands=R5|?3 pending=g0:r0c0:*>R6 phase=discard",
        "position 'pending=g0:r0c0:*>R6': a tentative combination lies on the table only while its "
        "player plays (phase=play)",
    ),
    (
        "hands=R5|?3 phase=discard laid=yes",
        "position 'phase=discard': phase=drawing and phase=discard follow a draw: nothing laid this turn "
        "(laid=no), and a card left in the draw pile to draw",
    ),
    (  # phase= left out is play: the refusal quotes what was written, never 'phase=play'
        "hands=-|?3",
        "position 'hands=-|?3': an empty hand (but the tentative combination's player's) ends the game: phase=over",
    ),
    (  # the quiet-round end is gone (an emptied hand is the only end): its count is refused, never ignored
        "hands=R5|?3 quiet=2",
        "position 'quiet=2': quiet= is no longer a part of a position: the game ends only when a hand is "
        "emptied, so leave it out",
    ),
    (
        "phase=over hands=R5|?3 quiet=0",
        "position 'quiet=0': quiet= is no longer a part of a position: the game ends only when a hand is "
        "emptied, so leave it out",
    ),
    (
        "phase=discard hands=-|?3",
        "position 'phase=discard hands=-|?3': an empty hand (but the tentative combination's player's) ends "
        "the game: phase=over",
    ),
    (  # a whole round with no card laid no longer ends the game, even with the draw pile empty
        "hands=R5|?3 phase=over",
        "position 'phase=over': the game is over only once a hand is empty",
    ),
    (
        "phase=deal hands=R5|R6.R7",
        "position 'phase=deal': while dealing, the hands are dealt one card at a time round the table "
        "from seat 0 (at most 19 cards dealt) and nothing is laid, discarded or played yet",
    ),
    (
        "hands=R5|?3 last=2:draw",
        "position 'last=2:draw': last=<player 0 to 1>:<action, spaces written _> or -",
    ),
    (
        "hands=R5|?3 last=0:fly_away",
        "position 'last=0:fly_away': last=<player 0 to 1>:<action, spaces written _> or -",
    ),
]


@pytest.mark.parametrize(("text", "message"), REFUSED)
def test_a_malformed_or_impossible_position_is_refused_word_for_word(text: str, message: str) -> None:
    with pytest.raises(ValueError) as refusal:
        cw.new_game("num_connect", players=2, position=text)
    assert str(refusal.value) == message


def test_the_refusals_speak_french_too() -> None:
    from connect_widgets.num_connect.words import WORDS

    assert WORDS.text("position.draw", "fr", item="'draw=3'", left=9) == (
        "position 'draw=3' : la pioche contient les cartes qui ne sont nulle part ailleurs : 9"
    )
    assert WORDS.text("position.gone", "fr", item="'quiet=1'", part="quiet") == (
        "position 'quiet=1' : quiet= n'est plus une partie d'une position : la partie ne finit que lorsqu'une "
        "main est vidée, omettez-la"
    )


def test_a_random_game_from_a_position_plays_on_to_the_end() -> None:
    game = cw.new_game("num_connect", players=2, seed=7, position=f"{LAID} hands=B5.G5.Y9|?9 turn=1")
    play_random(game, random.Random(7), 2000)
    assert game.is_over and max(game.scores()) <= 0
