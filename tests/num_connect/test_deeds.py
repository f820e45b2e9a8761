"""The search bot's deeds: what its move does at the table, leading the thinking panel's reason ("It
lays 3 cards and goes out. ..."): a confirmed combination's cards (its first lay), a Shadow closing a
line's end, going out, and a discard no laid combination takes. Each is said only once every player
can see it: starting a lay, adding to it, a draw and a take-back say nothing."""

from __future__ import annotations

import random

import pytest

import connect_widgets as cw
from connect_widgets import CHANCE
from connect_widgets.core.search import SearchBot
from connect_widgets.num_connect import NumConnectSearch
from connect_widgets.table.thoughts import reason
from connect_widgets.table.words import TABLE_WORDS
from tests.num_connect.helpers import P0, P1, dealt, play
from tests.num_connect.test_bots import blocking_position

OPENED = ["R5", "R6", "R7", "*", "#", "B8", "G9", "Y10", "Y1"]
"""Lays # R5 R6 R7 * and discards Y1: B8 G9 Y10 left, a multicolour run crossing R7."""
OTHER = ["Y5", "*", "#", "R2", "B2", "G7", "B6", "Y13", "G1"]


def opened_position() -> cw.Game:
    """Alice laid # R5 R6 R7 * (her first lay) and discarded Y1; Bruno drew R0 and must discard."""
    game = dealt([OPENED, OTHER])
    play(game, 0, "new R5", "put g0 r0c1 R6", "put g0 r0c2 R7", "put g0 r0c3 *", "put g0 r0c-1 #", "confirm")
    play(game, 0, "discard Y1")
    play(game, 1, "draw")
    game.apply(CHANCE, "R0")
    return game


def said(analysis, lang: str = "en") -> list[str]:
    return [deed.text(lang) for deed in analysis.deeds]


def line(analysis, lang: str = "en") -> str:
    return reason(analysis, TABLE_WORDS.table(lang, ""))


def test_a_first_lay_is_said_when_it_is_confirmed_and_not_before() -> None:
    game = dealt([P0, P1])
    bot = cw.make_bot("num_connect", "hard", seed=0)
    action = bot.choose(game.seat(0))
    assert action == "new *" and said(bot.analysis()) == []  # the cards it will lay do not show yet
    game.apply(0, action)
    moves = []
    while game.view(0)["pending"] is not None:  # the puts, then the confirm
        action = bot.choose(game.seat(0))
        moves.append((action.split()[0], said(bot.analysis())))
        game.apply(0, action)
    assert moves == [("put", [])] * 5 + [("confirm", ["makes its first lay with 6 cards"])]
    assert said(bot.analysis(), "fr") == ["fait sa première pose avec 6 cartes"]
    assert line(bot.analysis()).startswith("It makes its first lay with 6 cards. It was the only ")
    assert line(bot.analysis(), "fr").startswith("Il fait sa première pose avec 6 cartes. ")
    assert game.view(0)["opened"][0]


def test_a_lay_that_empties_the_hand_goes_out_when_it_is_confirmed() -> None:
    game = opened_position()
    play(game, 1, "discard R0")
    bot = cw.make_bot("num_connect", "hard", seed=0)
    action = bot.choose(game.seat(0))
    assert action == "cross g0 r-1c2 B8" and said(bot.analysis()) == []
    game.apply(0, action)
    deeds = []
    while game.actors() == (0,):
        game.apply(0, bot.choose(game.seat(0)))
        deeds.append(said(bot.analysis()))
    assert deeds == [[], [], ["lays 3 cards", "goes out"]]  # put G9, put Y10, confirm
    assert said(bot.analysis(), "fr") == ["pose 3 cartes", "vide sa main"]
    assert line(bot.analysis()) == (
        "It lays 3 cards and goes out. It was the only move worth weighing: no careful player makes the other "
        "legal moves here."
    )
    assert game.is_over and game.winners() == (0,)


def test_a_shadow_closing_a_line_and_a_discard_no_laid_combination_takes() -> None:
    """Alice closes her R7 end with her Shadow (Bruno's R8 would go out there), then discards G13."""
    game = blocking_position()
    bot = NumConnectSearch(seed=0, simulations=100)
    action = bot.choose(game.seat(0))
    assert action == "ext g0 r1c2 #"
    assert said(bot.analysis()) == ["closes an end of a laid combination with a Shadow"]
    assert said(bot.analysis(), "fr") == ["ferme un bout d'une combinaison posée avec une Shadow"]
    assert line(bot.analysis()).startswith("It closes an end of a laid combination with a Shadow. Most explored of")
    game.apply(0, action)
    action = bot.choose(game.seat(0))
    assert action == "discard G13"
    assert said(bot.analysis()) == ["discards a card that no laid combination takes"]
    assert said(bot.analysis(), "fr") == ["défausse une carte qu'aucune combinaison posée ne prend"]
    assert line(bot.analysis(), "fr").startswith("Il défausse une carte qu'aucune combinaison posée ne prend. ")


def test_a_discard_a_line_takes_a_draw_and_a_take_back_say_nothing() -> None:
    game = opened_position()
    seat, bot = game.seat(1), NumConnectSearch(seed=0)
    assert [str(d) for d in bot.deeds(seat, "discard G1")] == ["discards a card that no laid combination takes"]
    assert bot.deeds(seat, "discard #") == ()  # a Shadow extends the Shadow's end of # R5 R6 R7 *
    assert bot.deeds(seat, "discard *") == ()  # a Rainbow extends its Rainbow's end
    game = dealt([OPENED, OTHER])
    assert NumConnectSearch(seed=0).deeds(game.seat(0), "draw") == ()
    play(game, 0, "new *")
    assert NumConnectSearch(seed=0).deeds(game.seat(0), "cancel") == ()
    no_jokers = dealt([["R1", "B4", "G7", "Y10", "R13"], ["B1", "G4", "Y7", "R10", "B13"]])
    bot = NumConnectSearch(seed=0, simulations=20)
    assert bot.choose(no_jokers.seat(0)) == "draw"  # no first lay without a Rainbow and a Shadow
    analysis = bot.analysis()
    assert analysis is not None and analysis.deeds == ()


def test_the_deeds_read_only_the_seat() -> None:
    """A game and a copy that differs in what Bruno may not see: the same deeds for his every move."""
    game = opened_position()
    other = game.seat(1).determinize(random.Random(3))
    assert other.view(None)["hands"][0] != game.view(None)["hands"][0] or other.state.draw != game.state.draw
    for action in game.legal_actions(1):
        assert NumConnectSearch(seed=0).deeds(game.seat(1), action) == NumConnectSearch(seed=0).deeds(
            other.seat(1), action
        )


def _race(seed: int) -> tuple[list[tuple[int, str]], list[str]]:
    """Two search bots play a seeded deal out (60 actions at most): the actions, and what was said."""
    game = cw.new_game("num_connect", players=2, seed=seed)
    bots = [cw.make_bot("num_connect", "hard", seed=p, simulations=12) for p in range(2)]
    deeds = []
    while not game.is_over and len(game.history) < 60:
        (actor,) = game.actors()
        game.apply(actor, bots[actor].choose(game.seat(actor)))
        analysis = bots[actor].analysis()
        assert analysis is not None
        deeds += [str(deed) for deed in analysis.deeds]
    return list(game.history), deeds


def test_the_deeds_change_no_move(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seeds 2, 3 and 7 go out after some searches; seed 7 also says a discard no line takes."""
    races = [_race(seed) for seed in (2, 3, 7)]
    assert {"lays 1 card", "goes out", "discards a card that no laid combination takes"} <= {
        deed for _, deeds in races for deed in deeds
    }
    monkeypatch.setattr(NumConnectSearch, "deeds", SearchBot.deeds)
    assert [_race(seed) for seed in (2, 3, 7)] == [(played, []) for played, _ in races]
