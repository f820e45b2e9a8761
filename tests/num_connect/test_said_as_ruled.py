"""What the game says matches what the rules do: the refusal of a bend made too early, the turn's
words when drawing is not allowed, the ending's words, and the passage each refusal quotes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.num_connect import Interaction, check_combination
from connect_widgets.num_connect.cards import build_deck
from connect_widgets.num_connect.rulebook import RULEBOOK, shown_rule
from connect_widgets.num_connect.words import WORDS
from connect_widgets.testing import refused

RULES_NOTES = Path(__file__).resolve().parents[2] / "docs" / "rules" / "num_connect.md"


def start(position: str, **options: Any) -> cw.Game:
    return cw.new_game("num_connect", players=2, seed=7, position=position, **options)


def with_empty_pile(opened: str = "yes|yes") -> cw.Game:
    """R5 R6 R7 laid; Alice holds R8 G1 G2, Bruno B1 B12 B14; every other card is discarded."""
    hands, laid = (["R8", "G1", "G2"], ["B1", "B12", "B14"]), ["R5", "R6", "R7"]
    rest = list(build_deck(3, 1, 1))
    for card in (*hands[0], *hands[1], *laid):
        rest.remove(card)
    position = (
        f"lines=g0:r0c0:R5>R6>R7 opened={opened} turn=0 hands={'.'.join(hands[0])}|{'.'.join(hands[1])} "
        f"discard={'.'.join(rest)} draw=0"
    )
    return start(position, colours=3, rainbows=1, shadows=1)


# ---------------------------------------------------------------------- bends and ends
BENT = "lines=g0:r0c0:R5>R6>R7>R8vR9 opened=yes|yes turn=0 hands=R10.Y2|B1.B2.B3"
"""A run along row 0 that turned down at R8: its last leg, R8 R9, holds 2 cards."""


def test_a_bend_made_too_early_is_refused_for_the_bend() -> None:
    game = start(BENT)
    refusal = refused(game, 0, "ext g0 r1c4 R10")  # beside R9, the last card, at a right angle
    assert refusal.phrase is not None and refusal.phrase.key == "refuse.bend"
    assert str(refusal) == "a right-angle bend is allowed only after at least 3 cards in a straight line"
    assert "Un coude a angle droit" in refusal.rule
    assert game.explain(0, "ext g0 r2c3 R10").legal  # straight on is fine


def test_an_end_whose_cell_touches_another_line_is_refused_for_touching() -> None:
    # R7 is crossed by B7 R7 G7, which turns to Y7 on r1c3, beside r0c3 where R8 would go.
    game = start("lines=g0:r0c0:R5>R6>R7,g0:r-1c2:B7vR7vG7>Y7 opened=yes|yes turn=0 hands=R8.Y2|B1.B2.B3")
    touching = refused(game, 0, "ext g0 r0c3 R8").phrase
    assert touching is not None and touching.key == "refuse.touching"
    no_end = refused(game, 0, "ext g0 r0c5 R8").phrase
    assert no_end is not None and no_end.key == "refuse.not_an_end"  # next to no card


# ---------------------------------------------------------------------- the turn in words
def test_after_a_lay_the_turn_says_lay_or_discard_not_draw() -> None:
    game = start("lines=g0:r0c0:R5>R6>R7 opened=yes|yes turn=0 hands=R8.Y2.G3|B1.B2.B3")
    game.apply(0, "ext g0 r0c3 R8")
    assert not game.explain(0, "draw").legal
    assert game.describe() == "turn 1: Alice to lay or discard"
    assert WORDS.text("describe.to_lay_or_discard", "fr") == "doit poser ou défausser"


def test_with_an_empty_draw_pile_nothing_says_draw() -> None:
    game = with_empty_pile()
    assert "draw" not in game.legal_actions(0)
    assert game.describe() == "turn 1: Alice to lay or discard"
    ui = Interaction(game)
    assert ui.render(0, True).prompt == "Alice: select a card, then click a cell to lay it, or discard it"
    french = Interaction(with_empty_pile(), lang="fr").render(0, True).prompt
    assert french == "Alice : choisissez une carte puis cliquez sur une case pour la poser, ou défaussez-la"


def test_before_a_first_lay_with_an_empty_draw_pile_the_prompt_says_discard() -> None:
    prompt = Interaction(with_empty_pile("no|yes")).render(0, True).prompt
    assert prompt == "Alice: lay your first combination (3+ cards with a Rainbow and a Shadow), or discard"


def test_with_cards_to_draw_and_nothing_laid_the_turn_says_lay_or_draw() -> None:
    game = start("lines=g0:r0c0:R5>R6>R7 opened=yes|yes turn=0 hands=R8.Y2.G3|B1.B2.B3")
    assert game.describe() == "turn 1: Alice to lay or draw"
    assert Interaction(game).render(0, True).prompt == "Alice: select a card, then click a cell to lay it, or draw"


# ---------------------------------------------------------------------- the ending in words
def test_with_an_empty_pile_a_round_with_no_lay_goes_on_and_the_ending_names_the_emptied_hand() -> None:
    game = with_empty_pile()
    assert "ext g0 r0c3 R8" in game.legal_actions(0)  # Alice could lay, and discards instead
    game.apply(0, "discard G1")
    game.apply(1, "discard B1")
    assert not game.is_over  # a whole round with no card laid is no end: "Le premier a vider sa main gagne"
    for player, card in ((0, "G2"), (1, "B12"), (0, "R8")):
        game.apply(player, f"discard {card}")
    assert game.is_over and game.winners() == (0,)
    said = {lang: Interaction(game, lang=lang).ending() for lang in ("en", "fr")}
    assert said == {"en": "Alice discarded their last card.", "fr": "Alice a défaussé sa dernière carte."}


def test_discarding_the_last_card_is_said_as_a_discard() -> None:
    game = start("lines=g0:r0c0:R5>R6>R7 opened=yes|yes turn=0 hands=R8.Y2|B1.B2.B3")
    game.apply(0, "ext g0 r0c3 R8")
    game.apply(0, "discard Y2")
    said = {lang: Interaction(game, lang=lang).ending() for lang in ("en", "fr")}
    assert said == {"en": "Alice discarded their last card.", "fr": "Alice a défaussé sa dernière carte."}
    assert WORDS.text("ending.discarded", name="You") == "You discarded your last card."


def test_laying_the_last_card_is_said_as_a_lay() -> None:
    game = start("lines=g0:r0c-1:#>R5>R6>R7>* opened=yes|yes turn=0 hands=R9|B1.B2.B3")
    game.apply(0, "ext g0 r0c4 R9")
    assert Interaction(game).ending() == "Alice laid their last card."


# ---------------------------------------------------------------------- the passage each refusal quotes
JOKERS_ONLY = "lines=g0:r0c-1:#>R5>R6>R7>* opened=yes|yes turn=0 hands=*.*.#|B1.B2.B3"
"""Alice holds only jokers: a crossing started beside the laid Rainbow can never be completed."""


def test_a_crossing_that_no_card_completes_says_so_and_quotes_the_connection() -> None:
    refusal = refused(start(JOKERS_ONLY), 0, "cross g0 r1c3 *")
    assert str(refusal) == "no other card of your hand makes these two cards a valid combination of 3 cards"
    assert refusal.rule.startswith("Connexion a une grille : ")
    assert "La nouvelle combinaison doit toujours faire au minimum 3 cartes" in refusal.rule
    assert refusal.phrase is not None and refusal.phrase.text("fr") == (
        "aucune autre carte de votre main ne fait de ces deux cartes une combinaison valide de 3 cartes"
    )


@pytest.mark.parametrize(
    ("action", "key", "passage"),
    [
        ("discard R4", "refuse.not_in_hand", "Conseils strategiques : Le premier a vider sa main gagne immediatement."),
        ("cross g0 r1c0 B1", "refuse.touching", "Connexion a une grille : Une nouvelle combinaison doit etre "
         "connectee a une combinaison existante via une autre carte, en respectant toutes les regles."),
    ],
)  # fmt: skip
def test_a_refusal_quotes_the_sentence_its_rule_is_read_from(action: str, key: str, passage: str) -> None:
    game = start("lines=g0:r0c-1:#>R5>R6>R7>*,g0:r-1c1:B6vR6vG6 opened=yes|yes turn=1 hands=Y2|B1.B2.B3.*.#")
    refusal = refused(game, 1, action)
    assert refusal.phrase is not None and (refusal.phrase.key, refusal.rule) == (key, passage)


def test_jokers_alone_quote_the_sentence_saying_they_complete_a_combination() -> None:
    verdict = check_combination(["*", "*", "#"])
    assert verdict.reasons == ("no_number",)
    assert verdict.rules() == ["Elle peut, comme Rainbow, completer une combinaison de couleur."]


def test_one_rainbow_for_two_missing_cards_under_rainbow_gap_one_names_the_option() -> None:
    verdict = check_combination(["R5", "*", "R8"], rainbow_gap="one")
    assert verdict.messages() == ["with the option rainbow_gap='one', a Rainbow replaces exactly one missing card"]
    assert verdict.messages("fr") == ["avec l'option rainbow_gap='one', une Rainbow remplace exactement une carte "
                                      "manquante"]  # fmt: skip
    assert verdict.rules() == [RULEBOOK.text("rainbow")]
    assert check_combination(["R5", "*", "B8"], rainbow_gap="one").reasons == ("run_gap",)  # not one colour


def test_the_compulsory_discard_is_titled_as_a_strategy_tip() -> None:
    shown = shown_rule("discard", "en")
    assert shown["section"] == "Strategy tips: discarding"
    assert shown["original_section"] == "Conseils strategiques"


@pytest.mark.parametrize("cards", ["R16 * #", "# # R0", "R5 * * * * #", "R5 B5 G5 Y5 * #", "R1 R2 R3 R4 R5 R6 R7"])
def test_the_readings_the_rules_notes_document_hold(cards: str) -> None:
    """The rules notes' readings: "Maximum 6 cartes" bounds sets only; one numbered card and jokers make a set."""
    assert check_combination(cards.split()).valid
    assert cards in RULES_NOTES.read_text(encoding="utf-8")
