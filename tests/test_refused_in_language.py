"""A position, a scripted start or a board refused in the widget's language: the French words were
written for every refusal, yet ``cw.play(..., lang="fr", position=...)`` refused in English."""

from __future__ import annotations

import importlib
import pickle
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.connect5.board import BoardError
from connect_widgets.table import Table

FRENCH = [
    ("connect5", {"position": "zz=1"}, "position 'zz=1' : zz= n'est ni un point du plateau ni une partie"),
    ("connect5", {"setup": "c3=RR d3=BB"}, "setup 'd3=BB' : un double ne tient que sur un point cerclé"),
    ("connect5", {"board": {"name": "x"}}, "le plateau n'a pas de liste 'dots'"),
    ("connnect", {"position": "shape_cards=FLT"}, "position 'shape_cards=FLT' : les cartes sont tirées"),
    ("num_connect", {"position": "hands=-|?8"}, "position 'hands=-|?8' : une main vide"),
    ("connect_the_thoughts", {"position": "wins=1|0"}, "position 'wins=1|0' : wins= est 2 nombres entiers"),
    # the protocol's own refusals of a position, before any wing reads it (they stayed in English)
    ("connnect", {"position": ""}, "la position est vide : omettez-la (None)"),
    ("num_connect", {"position": 123}, "la position doit être une ligne de texte d'au plus 20000 caractères, pas 123"),
    ("connect5", {"position": "a1=R", "setup": "a1=R"}, "une position et setup='a1=R' disent toutes deux"),
]


@pytest.mark.parametrize(("name", "given", "french"), FRENCH)
def test_a_french_widget_refuses_its_data_in_french_and_the_engine_in_english(
    name: str, given: dict[str, Any], french: str
) -> None:
    with pytest.raises(cw.Refused) as in_french:
        cw.play(name, lang="fr", **given)
    assert str(in_french.value).startswith(french)
    with pytest.raises(cw.Refused) as in_english:
        cw.new_game(name, **given)
    assert str(in_english.value) == in_english.value.text("en") != str(in_french.value)
    assert in_english.value.text("fr") == str(in_french.value)
    assert isinstance(in_french.value, ValueError) and type(in_french.value) is type(in_english.value)


def test_a_refusal_pickles_as_its_words_and_its_class() -> None:
    with pytest.raises(BoardError) as refused:
        cw.play("connect5", lang="fr", board={"name": "x"})
    copy = pickle.loads(pickle.dumps(refused.value))  # a worker's refusal: its class and its words
    assert type(copy) is BoardError and str(copy) == str(refused.value) == "le plateau n'a pas de liste 'dots'"


def test_a_refused_move_in_a_french_widget_names_its_rule_in_french() -> None:
    """The notice's heading read "How to Play: place" above "a1 n'est pas libre" (the rules panel said
    "Comment jouer : poser")."""
    table = Table("connect5", players=2, lang="fr", seed=1)
    table.game.apply(0, "a1")
    refusal = table.game.refusal(1, "a1")
    assert refusal is not None
    table.refuse(refusal, seat=1)
    notice = table.notice()
    assert notice is not None
    assert (notice["text"], notice["section"]) == ("a1 n'est pas libre", "Comment jouer : poser")


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_every_passage_a_refusal_quotes_is_headed_as_the_rules_panel_heads_it(name: str) -> None:
    wing = importlib.import_module(f"connect_widgets.{name}")
    interaction = wing.Interaction(cw.new_game(name), "fr")
    headed = [key for key in wing.RULEBOOK if f"section.{key}" in wing.WORDS]
    assert headed
    for key in headed:
        assert interaction.quoted(wing.RULEBOOK[key])["section"] == wing.WORDS.text(f"section.{key}", "fr"), key
