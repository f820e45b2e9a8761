"""Connect the Thoughts in a real JupyterLab: lay cards and ring the bell by clicking the drawn table,
check in the kernel that the engine saw each action, and see a refusal explained on the page.

The notebook's widgets, in order: 0 Hannah (example 1, refused card), 1 Emma (example 2, umbrella),
2 the bell (Emma six cards + the seventh in hand, Hannah out), 3 the race against two timed bots.
"""

from __future__ import annotations

import time

from playwright.sync_api import Locator, Page

from .conftest import js_errors, save_screenshot
from .lab import Lab, click_and_wait, kernel_eval, open_notebook

NOTEBOOK = "connect_the_thoughts.ipynb"


def _widget(page: Page, k: int) -> Locator:
    root = page.locator(".cw-root").nth(k)
    root.locator("svg.ctt").wait_for()
    return root


def _click(page: Page, root: Locator, target: str) -> None:
    """Click ``target`` in ``root`` (``pool``: the top face-down card) and wait for the repaint."""
    # the face-down cards overlap: the last drawn lies on top of the others
    click_and_wait(root, root.locator(".ctt-back").last if target == "pool" else target)


def test_clicks_lay_cards_ring_the_bell_and_a_refusal_is_explained(page: Page, lab: Lab) -> None:
    open_notebook(page, lab, NOTEBOOK)
    page.locator(".cw-root svg.ctt").nth(3).wait_for()

    # Example 1: Hannah's card fits neither end; the teaching option refuses it, naming the rule.
    hannah = _widget(page, 0)
    before = kernel_eval(page, "print(len(hannah.game.history))")
    _click(page, hannah, "place:R")
    notice = hannah.locator(".cw-notice")
    notice.wait_for(state="visible")
    assert "shares no object" in notice.inner_text()
    assert kernel_eval(page, "print(len(hannah.game.history))") == before  # the engine refused it
    _click(page, hannah, "return")
    assert kernel_eval(page, "print(hannah.game.history[-1])") == "(0, 'return')"
    # ...and Hannah rings with one card: a wrong bell, she sits out.
    _click(page, hannah, "bell")
    assert (
        kernel_eval(page, "print(hannah.game.history[-1], hannah.game.view()['last']['outcome'])")
        == "(0, 'bell') too few"
    )
    assert kernel_eval(page, "print(hannah.game.view()['players'][0]['sitting_out'])") == "True"

    # Example 2: Emma lays the umbrella card by clicking the end card of her row.
    emma = _widget(page, 1)
    save_screenshot(page, ".cw-root >> nth=1", "connect_the_thoughts_placing")
    assert emma.locator('[data-target="place:R"] .ctt-fit').text_content() == "\u2602\ufe0f"  # the umbrella hint
    _click(page, emma, "end:R")
    assert (
        kernel_eval(page, "print(emma.game.history[-1], emma.game.view()['players'][0]['row'])")
        == "(0, 'place R') [9, 11]"
    )
    # Holding no card now, her row's ends are no targets (a press would be refused): the card reads as itself.
    assert emma.locator('[data-target="end:R"]').count() == 0
    laid = emma.locator('[data-player="0"] [aria-label^="card 11:"]')
    assert laid.get_attribute("aria-label") == "card 11: top hat, bicycle, umbrella"

    # The bell: Emma lays her seventh card, then hits the bell; the row goes to her pile.
    bell = _widget(page, 2)
    _click(page, bell, "place:R")
    _click(page, bell, "bell")
    assert (
        kernel_eval(page, "print(bell.game.history[-2:], bell.game.scores())") == "((0, 'place R'), (0, 'bell')) (7, 0)"
    )
    assert bell.locator(".ctt-pile-count").first.text_content() == "7"

    # The race: the bots play on kernel timers while we pick a card and start our row.
    race = _widget(page, 3)
    _takes_effect(page, race, "pool", "print(any(a == (0, 'pick') for a in race.game.history))")
    _takes_effect(page, race, "place", "print(len(race.game.view()['players'][0]['row']) == 1)")
    moves = int(kernel_eval(page, "print(len(race.game.history))"))
    time.sleep(3.5)  # bot_delay=1.5: a bot moves about twice in this time, with no click
    assert int(kernel_eval(page, "print(len(race.game.history))")) > moves
    for _ in range(5):  # one face-down card drawn per card in the middle (a bot may pick meanwhile)
        drawn, face_down = (
            race.locator(".ctt-back").count(),
            int(kernel_eval(page, "print(race.game.view()['face_down'])")),
        )
        if drawn == face_down:
            break
    assert drawn == face_down
    # The player called "You" reads as the viewer: the names that do come from Python (you_names).
    assert race.locator('.ctt-player[aria-label="Your row"]').count() == 1
    assert race.locator('.ctt-player[aria-label="Bot A\'s row"]').count() == 1
    save_screenshot(page, ".cw-root >> nth=2", "connect_the_thoughts_bell")
    save_screenshot(page, ".cw-root >> nth=3", "connect_the_thoughts")
    assert race.locator("svg.ctt *").count() < 1000
    drawn_in = race.get_attribute("data-render-ms")
    assert drawn_in is not None
    render_ms = float(drawn_in)
    assert render_ms < 100, render_ms
    assert js_errors(page) == []


def _takes_effect(page: Page, root: Locator, target: str, check: str) -> None:
    """Click ``target`` once and check that it took effect: a bot's move in between does not make
    the click stale, as long as the player's own moves are what the page showed."""
    _click(page, root, target)
    assert kernel_eval(page, check) == "True", root.locator(".cw-notice-slot").inner_text()
