"""What the search bot says its Connect5 move does (``bot.deeds``, leading the thinking panel's reason),
in scripted positions: a Connect 5, eating, blocking a four, taking a fork dot, threatening, preparing a fork."""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets.connect5.bots import Connect5Search
from connect_widgets.core.search import SearchBot
from connect_widgets.table.thoughts import reason
from connect_widgets.table.words import TABLE_WORDS

from .helpers import game, search_bot

TWO_FOURS = "one more token on one makes two fours at once"
DEUX_QUATRE = "un jeton de plus sur l'un fait deux quatre à la fois"
TWO_FOURS_THERE = "one more token there makes two fours at once"
DEUX_QUATRE_Y = "un jeton de plus y fait deux quatre à la fois"
FORK = "a1=R a2=R a3=R b7=R c7=R d7=R i9=B turn=B"
DEEDS = [  # (position, its player to move, the move, what it does in English, in French)
    ("a1=R b1=R c1=R d1=R g5=B", 0, "e1", ["completes a Connect 5"], ["complète un Connect 5"]),
    ("c1=R d1=B f1=B a9=B", 0, "c1xe1xg1", ["eats 2 tokens"], ["mange 2 jetons"]),
    ("c1=R d1=B f1=B a9=B", 0, "c1xe1", ["eats 1 token"], ["mange 1 jeton"]),
    ("e6=B e7=B e8=B e9=B d9=R f9=R", 0, "e4", ["blocks Blue's four"], ["empêche Blue de compléter son quatre"]),
    ("e6=B e7=B e8=B e9=B d7=R", 0, "d7xf7", ["eats 1 token", "blocks Blue's Connect 5 at 3 dots"],
     ["mange 1 jeton", "empêche Blue de faire un Connect 5 sur 3 points"]),  # eating a token of the four blocks it
    ("e3=R e2=R e1=R g5=B h5=B turn=B", 1, "g3", [f"prepares a fork on g4: {TWO_FOURS_THERE}"],
     [f"prépare un double quatre en g4 : {DEUX_QUATRE_Y}"]),
    (FORK, 1, "a4", ["takes a4, where Red would make two fours at once"], ["prend a4, où Red ferait un double quatre"]),
    ("a5=R a6=R a7=R g5=B", 0, "a3", ["threatens a Connect 5"], ["menace d'un Connect 5"]),
    ("a5=R a6=R a7=R g5=B", 0, "a8", ["threatens a Connect 5 at 3 dots at once"],
     ["menace d'un Connect 5 sur 3 points à la fois"]),
    ("a5=R a6=R b7=R c7=R g5=B", 0, "d7", [f"prepares 2 forks (b6 and others): {TWO_FOURS}"],
     [f"prépare 2 doubles quatre (b6 et d'autres) : {DEUX_QUATRE}"]),
    ("e6=B e7=B e8=B e9=B d9=R f9=R", 0, "a1", [], []),  # leaves Blue's four open: nothing to say
    (FORK, 1, "i8", [], []),
]  # fmt: skip


@pytest.mark.parametrize(("setup", "player", "action", "english", "french"), DEEDS)
def test_the_deeds_of_a_move_in_the_games_terms(
    setup: str, player: int, action: str, english: list[str], french: list[str]
) -> None:
    g = game(setup)
    before = g.to_json()
    deeds = search_bot("hard", seed=0).deeds(g.seat(player), action)
    assert [str(deed) for deed in deeds] == english
    assert [deed.text("fr") for deed in deeds] == french
    assert g.to_json() == before  # read on a copy: the game is untouched


def test_the_chosen_move_leads_its_reason_with_what_it_does() -> None:
    bot = cw.make_bot("connect5", "hard", seed=0, simulations=60)
    g = game("e6=B e7=B e8=B e9=B d9=R f9=R")
    assert bot.choose(g.seat(0)) == "e4"
    analysis = bot.analysis()
    assert analysis is not None and [str(deed) for deed in analysis.deeds] == ["blocks Blue's four"]
    english = reason(analysis, TABLE_WORDS.table("en", ""))
    assert english.startswith("It blocks Blue's four. ") and english != "It blocks Blue's four. "
    assert reason(analysis, TABLE_WORDS.table("fr", "")).startswith("Il empêche Blue de compléter son quatre. ")


def test_saying_what_a_move_does_changes_no_move(monkeypatch: pytest.MonkeyPatch) -> None:
    def moves() -> list[str]:
        g = cw.new_game("connect5", players=2, seed=4)
        bots = [cw.make_bot("connect5", "medium", seed=seat, simulations=30) for seat in (0, 1)]
        while not g.is_over and len(g.history) < 12:
            actor = g.actors()[0]
            g.apply(actor, bots[actor].choose(g.seat(actor)))
        return [action for _, action in g.history]

    said = moves()
    assert len(said) >= 6
    monkeypatch.setattr(Connect5Search, "deeds", SearchBot.deeds)
    assert moves() == said


def test_a_player_called_you_reads_your_four() -> None:
    g = cw.new_game("connect5", players=["Ann", "You"], seed=1, setup="e6=B e7=B e8=B e9=B d9=R f9=R")
    (deed,) = search_bot("hard", seed=0).deeds(g.seat(0), "e4")
    assert (str(deed), deed.text("fr")) == ("blocks your four", "vous empêche de compléter votre quatre")
    fork = cw.new_game("connect5", players=["You", "Bot"], seed=1, setup=FORK)
    (deed,) = search_bot("hard", seed=0).deeds(fork.seat(1), "a4")
    assert str(deed) == "takes a4, where you would make two fours at once"
