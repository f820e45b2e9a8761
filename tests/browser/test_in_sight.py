"""What answers a click shows where the player looks. On a wide screen Connect5's board grew taller
than the screen, and a refusal (above the board) or the note that no kernel answers (under the
title) was out of sight: the click seemed to do nothing."""

from __future__ import annotations

from playwright.sync_api import Page

import connect_widgets as cw

from . import pages

IN_VIEW = """(selector) => {
  const box = document.querySelector(selector).getBoundingClientRect();
  return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
}"""


def bottom_row_refusal(page: Page) -> pages.Live:
    page.set_viewport_size({"width": 1400, "height": 700})
    widget = cw.play("connect5", players=["Red", "Blue"], seed=3)
    for dot in ("e3", "a1"):
        widget.click(f"dot:{dot}")  # Blue's token on a1, on the board's bottom row
    live = pages.Live(page, widget)
    height = page.evaluate("() => document.querySelector('.cw-board svg').getBoundingClientRect().height")
    assert height <= 0.85 * 700 + 1  # the board fits the screen's height
    page.evaluate("() => document.querySelector(\"[data-target='dot:a1']\").scrollIntoView({ block: 'end' })")
    return live


def test_a_refused_click_on_the_bottom_row_is_answered_in_sight(live_page: Page) -> None:
    live = bottom_row_refusal(live_page)
    live.click("[data-target='dot:a1']")
    assert live.widget.notice["kind"] == "refused" and live.widget.game.history == ((0, "e3"), (1, "a1"))
    assert live_page.evaluate(IN_VIEW, ".cw-notice-box"), "the refusal is out of sight"


def test_a_click_with_no_kernel_is_answered_in_sight(live_page: Page) -> None:
    live = bottom_row_refusal(live_page)
    live.page.evaluate("() => { window.kernelGone = true; }")
    live_page.locator("[data-target='dot:b1']").click()
    assert live_page.evaluate(IN_VIEW, ".cw-snapshot"), "the note that no kernel answers is out of sight"
    assert "reload the page" in live_page.locator(".cw-snapshot").inner_text()
