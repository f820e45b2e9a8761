"""Whose sheet takes clicks, and what a screen reader hears of each seat, come from Python: the page
reads ``view.humans`` and each player's ``label``, with no seat rule, word or separator of its own."""

from __future__ import annotations

import copy

from playwright.sync_api import Page, expect

import connect_widgets as cw

from .pages import Live

CELLS = ".cn-panel [data-target^='cell:']"


def test_a_connnect_sheet_takes_clicks_only_for_the_seats_python_names(live_page: Page) -> None:
    widget = cw.play("connnect", players=["Lisa", "Lucas"], bots={1: "easy"}, seed=11, bot_delay=0)
    live = Live(live_page, widget)
    page = live.page
    assert page.locator(CELLS).count() == 36 and page.locator(CELLS).first.get_attribute("data-seat") == "0"
    page.locator(".cn-tab").nth(1).click()  # the bot's sheet: drawn, not clickable
    expect(page.locator(".cn-tab").nth(1)).to_have_attribute("aria-selected", "true")
    assert page.locator(CELLS).count() == 0 and page.locator(".cn-panel [data-seat]").count() == 0

    # Hot seat: Lucas's sheet takes his clicks. Then a view that names only Lisa as this screen's,
    # with Lucas still no bot: the page follows Python's list, not the players' bot flags.
    hot = cw.play("connnect", players=["Lisa", "Lucas"], seed=11, bot_delay=0)
    live.widget = hot
    live.sync()
    page.locator(".cn-tab").nth(1).click()
    expect(page.locator(CELLS).first).to_have_attribute("data-seat", "1")
    traits = live.traits()
    view = copy.deepcopy(traits["view"])
    view["humans"] = [0]
    page.evaluate("(view) => window.push({ view })", view)
    live.settle()
    assert not view["players"][1]["bot"] and page.locator(CELLS).count() == 0


def test_each_seat_reads_as_the_sentence_python_wrote(live_page: Page) -> None:
    widget = cw.play("connect5", players=["Ana", "Bo"], bots={1: "hard"}, seed=1, lang="fr")
    live = Live(live_page, widget)
    seats = live_page.locator(".cw-player")
    assert [seats.nth(i).get_attribute("aria-label") for i in range(2)] == [
        "Ana, 0 points, humain, à jouer",
        "Bo, 0 points, robot difficile",
    ]
    # Whatever Python writes: a page that put the sentence together itself would not follow.
    view = copy.deepcopy(live.traits()["view"])
    view["players"][1]["label"] = "Bo — robot difficile (0 point)"
    live_page.evaluate("(view) => window.push({ view })", view)
    live.settle()
    expect(seats.nth(1)).to_have_attribute("aria-label", "Bo — robot difficile (0 point)")
