"""Connnect's dice card names its slots (Zone Die, Number Dice) once the dice sit in them: while the
Zone Die is being chosen the dice lie in the order rolled, and the first read as the Zone Die."""

from __future__ import annotations

from playwright.sync_api import Page

import connect_widgets as cw

from .pages import Live

SLOT_NAMES = """() => [...document.querySelectorAll(".cn-dice-card text.cn-small.cn-mid")].map((t) => t.textContent)"""


def test_the_slots_are_named_once_the_zone_die_is_chosen(live_page: Page) -> None:
    widget = cw.play("connnect", players=["Ada", "Bob"], seed=1, position="round=1 dice=245 active=0 first=0")
    live = Live(live_page, widget)
    assert live_page.locator(".cn-dice-card").count() == 1
    assert live_page.evaluate(SLOT_NAMES) == []  # choosing: three dice in the order rolled, no roles
    live.click('[data-target="die:1"]')  # the 4 is the Zone Die
    assert widget.game.state.zone == 4
    words = widget.table.interaction.fixed_layout()["words"]
    assert live_page.evaluate(SLOT_NAMES) == [words["zone_slot"], words["number_slot"], words["number_slot"]]
