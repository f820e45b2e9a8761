"""Num Connect in a real JupyterLab: lay a first combination by clicking hand cards and grid cells,
check in the kernel that the engine saw it, and see refusals explained on the page.

The notebook's widgets, in order: 0 ``first`` (Alice's scripted hand R5 R6 R7 B5 G5 Y9 * #, nothing
laid, against a heuristic bot holding no Rainbow or Shadow), 1 ``grid`` (hot-seat, two combinations crossing), 2 ``table`` (a game
against two bots), 3 ``fr`` (French).
"""

from __future__ import annotations

from playwright.sync_api import Locator, Page

from .conftest import js_errors, save_screenshot
from .lab import Lab, click_and_wait, kernel_eval, open_notebook

NOTEBOOK = "num_connect.ipynb"


def _widget(page: Page, k: int) -> Locator:
    root = page.locator(".cw-root").nth(k)
    root.locator(".nc-hand, .nc-pass").first.wait_for()
    return root


def _lay(root: Locator, card: str, target: str) -> None:
    """Select the hand card whose label starts with ``card``, then click ``target``."""
    click_and_wait(root, root.locator(f'.nc-hand [data-target^="hand:"][aria-label^="{card} "]').first)
    click_and_wait(root, root.locator(f'.nc [data-target="{target}"]').first)


def test_a_first_lay_by_clicking_and_refusals_explained(page: Page, lab: Lab) -> None:
    open_notebook(page, lab, NOTEBOOK)
    page.locator(".cw-root .nc").nth(3).wait_for()
    first = _widget(page, 0)
    start = int(kernel_eval(page, "print(len(first.game.history))"))

    # Rainbow and Shadow are told apart by a drawn symbol and a word, not by colour alone.
    rainbow = first.locator('.nc-hand [aria-label^="Rainbow"]')
    assert rainbow.locator(".nc-arc").count() == 4 and rainbow.locator(".nc-word").text_content() == "Rainbow"
    shadow = first.locator('.nc-hand [aria-label^="Shadow"]')
    assert shadow.locator(".nc-moon").count() == 1 and shadow.locator(".nc-word").text_content() == "Shadow"

    # A red run R5 R6 R7: a valid combination but not a first lay (no Rainbow, no Shadow).
    _lay(first, "red 5", "grid:new")
    _lay(first, "red 6", "cell:g0:r0c1")
    _lay(first, "red 7", "cell:g0:r0c2")
    verdict = first.locator(".nc-verdict")
    assert "Not valid" in verdict.inner_text()
    assert "first lay must be a combination" in verdict.inner_text()
    assert first.locator('.cw-actions [data-target="confirm"]').is_disabled()
    assert first.locator(".nc-tentative").count() == 3

    # The blue 5 after the red 7 is refused, and the refusal explains why, quoting the rule.
    before = kernel_eval(page, "print(len(first.game.history))")
    _lay(first, "blue 5", "cell:g0:r0c3")
    notice = first.locator(".cw-notice")
    notice.wait_for(state="visible")
    assert "the values must follow one another" in notice.inner_text()
    assert "translated from the French rulebook" in notice.inner_text()  # the rule in English, marked
    original = notice.locator("details.cw-rule-original")
    assert not original.locator("blockquote").is_visible()
    original.locator("summary").click()  # the French original, one click away
    assert "Les cartes se suivent en valeur" in original.locator("blockquote p").nth(1).inner_text()
    assert original.locator("blockquote p").count() == 2  # the rulebook's heading, then its words
    assert kernel_eval(page, "print(len(first.game.history))") == before  # the engine refused it

    # Rainbow to the right, Shadow to the left: valid, confirm lays it.
    _lay(first, "Rainbow", "cell:g0:r0c3")
    _lay(first, "Shadow", "cell:g0:r0c-1")
    assert "Valid" in verdict.inner_text() and "Not valid" not in verdict.inner_text()
    save_screenshot(page, ".cw-root >> nth=0", "num_connect_tentative")
    click_and_wait(first, first.locator('.cw-actions [data-target="confirm"]'))
    assert kernel_eval(page, "print(first.game.history[-1], first.game.view(0)['combinations'])") == (
        "(0, 'confirm') ['g0 r0c-1 r0c0 r0c1 r0c2 r0c3']"
    )
    assert kernel_eval(page, f"print(first.game.history[{start}:])") == (
        "((0, 'new R5'), (0, 'put g0 r0c1 R6'), (0, 'put g0 r0c2 R7'), (0, 'put g0 r0c3 *'), "
        "(0, 'put g0 r0c-1 #'), (0, 'confirm'))"
    )
    assert first.locator(".nc-grid-svg .nc-card").count() == 5
    assert first.locator(".nc-tentative").count() == 0

    # Discard the yellow 9 by the pile: the turn ends and the bot answers.
    click_and_wait(first, first.locator('.nc-hand [aria-label^="yellow 9 "]'))
    click_and_wait(first, first.locator('.nc-piles [data-target="discard"]'))
    assert kernel_eval(page, f"print(first.game.history[{start + 6}])") == "(0, 'discard Y9')"
    first.page.wait_for_function(
        "el => el.querySelector('.nc-player.nc-to-act .nc-name')?.textContent.startsWith('Alice')",
        arg=first.element_handle(),
    )
    # the bot holds no Rainbow or Shadow: it draws and discards; Alice's log hides the card it drew
    bot_moves = f"print([(p, a.split()[0]) for p, a in first.game.history[{start + 7}:] if p != cw.CHANCE])"
    assert kernel_eval(page, bot_moves) == "[(1, 'draw'), (1, 'discard')]"
    assert kernel_eval(page, "print(first.game.state.turn, len(first.game.state.hands[0]))") == "0 2"
    assert "Bruno draws a card" in first.locator(".cw-log").inner_text()
    save_screenshot(page, ".cw-root >> nth=0", "num_connect")

    # The hot-seat widget: Bruno clicked "show my hand" and crossed Alice's R5 with a column of fives.
    grid = _widget(page, 1)
    grid.scroll_into_view_if_needed()
    assert grid.locator(".nc-hand .nc-card").count() == 5
    assert grid.locator(".nc-grid-svg .nc-card").count() == 8
    save_screenshot(page, ".cw-root >> nth=1", "num_connect_grid")
    # French: every word the board draws comes from Python.
    fr = _widget(page, 3)
    fr.scroll_into_view_if_needed()
    save_screenshot(page, ".cw-root >> nth=3", "num_connect_fr")
    heading = fr.locator(".nc-hand h4").text_content()
    assert heading is not None and heading.startswith("Votre main")
    assert fr.locator(".nc-hand svg *").count() + first.locator(".cw-board svg *").count() < 1000
    render_ms = first.get_attribute("data-render-ms")
    assert render_ms is not None and float(render_ms) < 100
    assert js_errors(page) == []


def _live(root: Locator, content: str) -> Locator:
    """The live region (``role=status``) that says ``content``, or is it."""
    return root.locator(f".cw-board [role=status]:has({content}), .cw-board {content}[role=status]").first


def test_the_verdict_and_the_pass_screen_are_live_regions_that_stay_across_redraws(page: Page, lab: Lab) -> None:
    """A live region made anew at each draw may be read again at each draw, or not at all: the verdict's
    and the pass screen's regions survive a redraw that leaves their words alone, and keep their words'
    element too; new words come into the same region."""
    open_notebook(page, lab, NOTEBOOK)
    first = _widget(page, 0)
    _lay(first, "red 5", "grid:new")
    region, said = _live(first, ".nc-verdict").element_handle(), first.locator(".nc-verdict").element_handle()
    words = region.text_content()
    click_and_wait(first, first.locator('.nc-hand [aria-label^="red 6 "]'))  # a selection: the board is redrawn
    assert first.locator('.nc-hand [aria-pressed="true"]').count() == 1
    assert region.evaluate("el => el.isConnected") and said.evaluate("el => el.isConnected")
    assert region.text_content() == words
    click_and_wait(first, first.locator('.nc [data-target="cell:g0:r0c1"]'))  # new words, the same region
    assert region.evaluate("el => el.isConnected") and region.text_content() != words
    new_words = region.text_content()
    assert new_words is not None and "R5 R6" in new_words

    # The hot-seat widget: Bruno discards, the screen waits to be passed to Alice; Hints redraws the board.
    grid = _widget(page, 1)
    click_and_wait(grid, grid.locator('.nc-hand [data-target="hand:0"]'))
    click_and_wait(grid, grid.locator('.nc-piles [data-target="discard"]'))
    region, said = _live(grid, ".nc-pass").element_handle(), grid.locator(".nc-pass").element_handle()
    asked = region.text_content()
    assert asked is not None and asked.startswith("Pass the screen to Alice")
    click_and_wait(grid, grid.locator("[data-command=hints]"))
    assert region.evaluate("el => el.isConnected") and said.evaluate("el => el.isConnected")
    click_and_wait(grid, grid.locator('.cw-actions [data-target="show"]'))
    assert region.evaluate("el => el.isConnected") and region.text_content() == ""
    assert js_errors(page) == []
