"""Connect5's strip counts the moves played, and says so: it read "move 0" beside the line saying
"move 1: Red to move", two numberings of the same moment."""

from __future__ import annotations

from playwright.sync_api import Page

import connect_widgets as cw

from .pages import Live


def test_the_strip_counts_moves_played_in_the_singular_and_the_plural(live_page: Page) -> None:
    widget = cw.play("connect5", players=["Red", "Blue"], seed=1)
    live = Live(live_page, widget)
    head = live_page.locator(".c5-head")
    assert head.inner_text() == "Round 1/1 · quick game · 0 moves played"
    assert widget.game.describe().startswith("move 1: Red to move")
    live.click('[data-target="dot:e3"]')
    assert head.inner_text() == "Round 1/1 · quick game · 1 move played"


def test_the_strip_in_french(live_page: Page) -> None:
    widget = cw.play("connect5", players=["Rouge", "Bleu"], seed=1, lang="fr")
    Live(live_page, widget)
    assert live_page.locator(".c5-head").inner_text() == "Manche 1/1 · partie rapide · 0 coups joués"
