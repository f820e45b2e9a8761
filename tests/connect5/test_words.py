"""Every sentence comes from WORDS, in English and French; moves read back from their notation;
the state's event says what the last move did."""

from __future__ import annotations

import random
import re

import pytest

import connect_widgets as cw
from connect_widgets import IllegalAction
from connect_widgets.connect5 import RULEBOOK, WORDS, Connect5, Interaction, Move, parse

from .helpers import game


def test_words_speak_english_and_french_with_the_same_keys() -> None:
    assert WORDS.languages == ("en", "fr")
    assert all(WORDS.text(f"section.{key}") == RULEBOOK[key].title for key in RULEBOOK)
    speakers = {key.split(".")[0] for key in WORDS.keys()}  # noqa: SIM118 (Words is not a mapping)
    assert speakers == {
        "refuse",
        "allowed",
        "deed",
        "describe",
        "prompt",
        "button",
        "click",
        "section",
        "page",
        "board",
        "setup",
        "position",
        "score",
        "ending",
        "player",
    }


def test_a_french_widget_names_the_players_by_their_colours_in_french() -> None:
    widget = cw.play("connect5", players=3, lang="fr", seed=1)
    assert widget.game.players == ("Rouge", "Bleu", "Violet")
    assert widget.view["prompt"].startswith("Rouge : cliquez sur un point libre")
    widget.new_game()
    assert widget.game.players == ("Rouge", "Bleu", "Violet")  # the next game keeps them
    assert cw.play("connect5", players=["Ana", "Bo"], lang="fr").game.players == ("Ana", "Bo")  # given names stay
    assert cw.play("connect5", lang="en").game.players == cw.new_game("connect5").players == ("Red", "Blue")
    with pytest.raises(ValueError, match="is for 2 to 5 players, not 6"):  # a count out of range: the game's refusal
        cw.play("connect5", players=6, lang="fr")
    puzzle = cw.puzzles.shipped("connect5")[3]  # Blue to play: said "Bleu" in French, as the widget names them
    assert puzzle.task("fr").startswith("À Bleu de jouer") and puzzle.task().startswith("Blue to play")
    played = puzzle.play(lang="fr")
    assert played.notice["text"] == puzzle.task("fr") and played.game.players == ("Rouge", "Bleu")
    assert puzzle.verdict(played.game, "fr").status == "open"
    started = puzzle.start()  # the engine's own game: its players are Red and Blue, said Rouge and Bleu
    assert puzzle.verdict(started, "fr").text.startswith("Bien jusqu'ici : Bleu peut encore")


def test_a_french_interaction_speaks_french_and_the_refusal_both() -> None:
    g = game("c1=R d1=B")
    it = Interaction(g, lang="fr")
    drawn = it.render(0, True)
    assert drawn.prompt.startswith("Red : cliquez sur un point libre")
    assert isinstance(drawn.rule, tuple)  # Connect5 gives (section, text), never a quoted passage (a dict)
    assert drawn.rule[0] == "Comment jouer : premier tour" and drawn.rule[1] == RULEBOOK.text("first_turn")
    assert [b["label"] for b in drawn.buttons] == ["Arrêter de manger ici", "Dédoubler", "Désélectionner"]
    assert it.fixed_layout()["words"]["free"] == "libre"
    it.click(0, "dot:c1")
    with pytest.raises(IllegalAction) as refused:
        it.click(0, "dot:g1")
    assert refused.value.text("fr").startswith("g1 n'est pas voisin de c1")
    assert refused.value.message.startswith("g1 is not next to c1")
    g.apply(0, "c1xe1")
    g2 = game("a1=R b1=R c1=R d1=R")
    g2.apply(0, "e1")
    with pytest.raises(IllegalAction) as over:
        Interaction(g2, lang="fr").click(0, "dot:f1")
    assert over.value.text("fr") == "la partie est terminée : partie terminée, Red gagne (5-0)"
    assert over.value.message == "the game is over: game over, Red wins (5-0)"


def test_explain_words_what_a_legal_move_does() -> None:
    g = game("c1=R d1=B f1=B e9=RR")
    eat = g.explain(0, "c1xe1xg1")
    assert eat.reason == "Red eats from c1, landing on e1 then g1, eating 2 tokens"
    # the French said "mange" twice: "Red mange depuis c1 et arrive sur e1 puis g1, et mange 2 jetons"
    assert g.explain(0, "c1xe1xg1", "fr").reason == "Red saute de c1 à e1 puis g1 et mange 2 jetons"
    assert eat.rule == RULEBOOK.text("multi_eat")
    assert g.explain(0, "e9/d9").reason == "Red unstacks the double on e9, moving one token to d9"
    assert g.explain(0, "e9-e8").rule == RULEBOOK.text("move")


def test_every_listed_action_reads_back_as_its_move() -> None:
    rng = random.Random(4)
    g = cw.new_game("connect5", players=3, board="A", seed=4)
    assert isinstance(g, Connect5)
    while not g.is_over and len(g.history) < 120:
        seat = g.actors()[0]
        for action in g.legal_actions(seat):
            move = parse(action, g.board)
            assert str(move) == action and parse(str(move), g.board) == move
        g.apply(seat, rng.choice(g.legal_actions(seat)))
    assert str(Move("eat", ("c1", "e1", "g1"))) == "c1xe1xg1" and parse("+c1", game().board).kind == "stack"


@pytest.mark.parametrize("text", ["", "zz9", "c1-d1-e1", "+", 42])
def test_text_that_is_no_move_is_refused_in_words(text) -> None:
    with pytest.raises(IllegalAction) as refused:
        parse(text, game().board)
    assert refused.value.phrase is not None and refused.value.phrase.key.startswith("refuse.")


def test_the_last_event_says_what_the_move_did() -> None:
    g = game("c1=R d1=B f1=B")
    g.apply(0, "c1xe1xg1")
    last = g.state.last
    ids = g.board.ids
    assert last is not None
    assert (last.actor, last.action, last.kind) == (0, "c1xe1xg1", "eat")
    assert [ids[d] for d in last.dots] == ["c1", "e1", "g1"] and [ids[d] for d in last.eaten] == ["d1", "f1"]
    g.apply(1, "a9")
    last = g.state.last
    assert last is not None and (last.kind, last.eaten) == ("place", ())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_setup_option_s_example_is_a_start_of_the_default_board(lang: str) -> None:
    """Its example ('c3=R d3=BB turn=B') put a double on d3, no circled dot of board B: refused."""
    example = re.search(r"'([^']+=[^']+)'", WORDS.text("describe.option_setup", lang))
    assert example is not None
    game = cw.new_game("connect5", setup=example.group(1))
    assert game.position().startswith(example.group(1).removesuffix(" turn=B"))


def test_a_built_in_board_s_title_is_in_the_widget_s_language() -> None:
    """A French widget's board read "Basic board, manche 1 sur 1" to a screen reader."""
    assert cw.play("connect5", lang="fr").fixed_layout["board"]["title"] == "Plateau de base"
    assert cw.play("connect5", board="A").fixed_layout["board"]["title"] == "Advanced board"
