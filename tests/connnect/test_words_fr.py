"""Connnect speaks French: the widget's prompts, buttons, refusals and page words."""

from __future__ import annotations

import pytest

import connect_widgets as cw
from connect_widgets import IllegalAction
from connect_widgets.connnect import WORDS, Interaction

from .helpers import fill, roll, scripted

LISA, LUCAS = 0, 1


def test_every_key_has_a_french_text() -> None:
    assert WORDS.languages == ("en", "fr")
    french = WORDS.table("fr", "")
    assert list(french) == list(WORDS.table("en", "")) and all(french.values())


def test_a_french_widget_prompts_in_french() -> None:
    widget = cw.play("connnect", lang="fr", seed=1)
    assert widget.view["prompt"].endswith(": cliquez sur un dé pour en faire le dé de zone")
    words = widget.fixed_layout["words"]
    assert words["sheets"] == "Feuilles des joueurs"
    assert words["objective_A1"] == "Fin de partie : revendiquer au moins 5 Connect-3."


def test_french_prompts_buttons_and_click_refusals() -> None:
    game = scripted()
    roll(game, (2, 4, 5), 4)
    ui = Interaction(game, lang="fr")
    assert ui.render(LISA, True).prompt == "Lisa : écrivez 2 et 5 dans la zone 4 (cliquez sur un dé, puis sur une case)"
    assert [b["label"] for b in ui.render(LISA, True).buttons] == ["Terminé", "Effacer la sélection"]
    with pytest.raises(IllegalAction) as refused:
        ui.click(LISA, "cell:a1")
    assert refused.value.text("fr") == "cliquez d'abord sur le dé de nombre à écrire"
    assert refused.value.text("en") == "first click the Number Die to write"


def test_a_rules_refusal_in_french_and_in_english() -> None:
    game = scripted()
    roll(game, (2, 4, 5), 4)
    ui = Interaction(game, lang="fr")
    ui.click(LISA, "num:1")  # the 5
    with pytest.raises(IllegalAction) as refused:
        ui.click(LISA, "cell:a4")
    assert refused.value.text("fr") == "a4 n'est pas dans la zone 4"
    assert refused.value.text("en") == "a4 is not in zone 4"


def test_the_claim_button_and_prompt_in_french() -> None:
    game = scripted()
    roll(game, (1, 1, 4), 4)
    fill(game, {LISA: ["write d1 1", "write f1 1"]})
    ui = Interaction(game, lang="fr")
    for cell in ("d1", "e1", "f1"):
        ui.click(LISA, f"cell:{cell}")
    render = ui.render(LISA, True)
    assert render.prompt == "Lisa : revendiquez ce Connect-3 (I)"
    assert render.buttons[0]["label"] == "Revendiquer le Connect-3 (I)"
