"""Connnect in a real JupyterLab: choose the Zone Die, write both numbers and claim a Connect-3 by
clicking the drawn sheet, check in the kernel that the engine saw each action, see a refused click
explained, and circle a bonus.

The widget used is the notebook's "Your turn" game (section 9, `practice`): Lisa alone, setup numbers
1 3 4 (blue e1 a3 c5) and 2 4 6 (red d2 f4 b6), and the scripted roll 1 3 4 waiting for her Zone Die.
It is the 8th widget of the notebook (index 7).
"""

from __future__ import annotations

from playwright.sync_api import Page

from .conftest import js_errors, save_screenshot
from .lab import Lab, click_and_wait, kernel_eval, last_move, open_widget, wait_repaint
from .pages import COLOURS_JS

NOTEBOOK = "connnect.ipynb"
PRACTICE = 7


def test_choose_zone_write_numbers_and_claim_a_connect3_by_clicking(page: Page, lab: Lab) -> None:
    root = open_widget(page, lab, NOTEBOOK, PRACTICE, "svg.cn-sheet-main")
    assert kernel_eval(page, "print(practice.game.describe())") == "round 1 of 12, choosing the Zone Die: Lisa to act"
    assert root.locator(".cn-setup-blue").count() == 3 and root.locator(".cn-setup-red").count() == 3

    # By keyboard, an empty space shows the focus ring on its own square (it draws its own outline).
    root.locator('[data-target="cell:a1"]').focus()
    page.keyboard.press("ArrowRight")  # focus moved by a key: :focus-visible
    assert (
        root.locator('[data-target="cell:b1"] .cn-cell').evaluate("(el) => getComputedStyle(el).strokeWidth") == "4.5px"
    )
    assert (
        root.locator('[data-target="cell:c1"] .cn-cell').evaluate("(el) => getComputedStyle(el).strokeWidth") != "4.5px"
    )

    # Roll Phase: the dice card shows 1, 3, 4; Lisa clicks the 4: zone 4 (rows 1-2) is shaded.
    click_and_wait(root, "die:2")
    assert last_move(page, "practice") == "(0, 'zone 4')"
    assert root.locator(".cn-in-zone").count() == 12
    assert root.locator('[data-target="cell:c2"]').get_attribute("data-seat") == "0"

    # Fill Phase: pick the Number Die 1, write it in c2.
    click_and_wait(root, "num:0")
    assert root.locator('[data-target="num:0"] .cw-selected').count() == 1
    click_and_wait(root, "cell:c2")
    assert last_move(page, "practice") == "(0, 'write c2 1')"

    # A space outside the zone is refused, with the reason on the page; the engine saw nothing.
    click_and_wait(root, "cell:a4")
    notice = root.locator(".cw-notice")
    notice.wait_for(state="visible")
    assert "a4 is not in zone 4" in notice.inner_text()
    assert last_move(page, "practice") == "(0, 'write c2 1')"

    # The 3 is the only number left: a click on e2 writes it. Nothing to do but claim: Claim Phase.
    click_and_wait(root, "cell:e2")
    assert last_move(page, "practice") == "(0, 'write e2 3')"
    assert kernel_eval(page, "print(practice.game.state.phase)") == "claim"

    # Claim: c2 and d2 are not enough; with e2 the button names the Connect-3 (1-2-3).
    click_and_wait(root, "cell:c2")
    click_and_wait(root, "cell:d2")
    claim = root.locator('.cw-actions [data-target="claim"]')
    assert claim.is_disabled()
    click_and_wait(root, "cell:e2")
    assert claim.inner_text() == "Claim Connect-3 (I)" and claim.is_enabled()
    assert root.locator(".cn-cell.cw-selected").count() == 3
    click_and_wait(root, "claim")
    assert last_move(page, "practice") == "(0, 'claim c2 d2 e2')"
    assert root.locator(".cn-outline").count() == 1

    # Circle a Connect-3 bonus: Switch Zone Die (3 points), kept for later.
    assert root.locator('[data-target="bonus:3s1"] .cw-legal').count() == 1
    click_and_wait(root, "bonus:3s1")
    assert last_move(page, "practice") == "(0, 'circle 3s1')"
    assert root.locator('[data-target="bonus:3s1"] .cn-circled').count() == 1
    assert (
        kernel_eval(page, "print(practice.game.score_breakdown(0)['connect-3 bonuses'], practice.game.scores())")
        == "3 (3,)"
    )

    # The round is over; the next roll is scripted from the kernel, and the page follows.
    seq = root.get_attribute("data-seq")
    kernel_eval(page, 'practice.game.apply(cw.CHANCE, "roll 2 5 6")')
    wait_repaint(root, seq)
    assert root.locator('[data-target="die:0"]').count() == 1
    card = root.locator(".cn-dice-card").text_content()
    assert card is not None and "Round 2/12" in card
    assert root.locator(".cw-board svg *").count() < 1000
    save_screenshot(page, f".cw-root >> nth={PRACTICE}", "connnect")
    render_ms = root.get_attribute("data-render-ms")
    assert render_ms is not None and float(render_ms) < 100
    assert js_errors(page) == []


def test_hot_seat_sheets_in_tabs_clicks_carry_the_seat(page: Page, lab: Lab) -> None:
    """The notebook's first widget (`first`): Lisa and Lucas, both human, waiting for round 2's roll."""
    root = open_widget(page, lab, NOTEBOOK, 0, "svg.cn-sheet-main")
    seq = root.get_attribute("data-seq")
    kernel_eval(page, 'first.game.apply(cw.CHANCE, "roll 1 2 3")')
    wait_repaint(root, seq)
    # Lucas is the active player: his sheet is the one shown, and he picks the 3 (zone 3: columns e-f).
    assert root.locator('.cn-tab[aria-selected="true"]').inner_text().startswith("Lucas")
    click_and_wait(root, "die:2")
    assert kernel_eval(page, "print(first.game.history[-1])") == "(1, 'zone 3')"
    # Both write at once: the shell shows Lisa's sheet; Lucas opens his tab and writes his 1 in e3.
    assert root.locator('.cn-tab[aria-selected="true"]').inner_text().startswith("Lisa")
    click_and_wait(root, "num:1")  # Lisa picks her 2 first
    root.locator(".cn-tab").nth(1).click()
    assert root.locator('[data-target="cell:e3"]').get_attribute("data-seat") == "1"
    assert root.locator(".cn-prompt").inner_text().startswith("Lucas: write 1 and 2 in zone 3")
    click_and_wait(root, "num:0")
    # Escape on Lucas's sheet drops his pick only: Lisa's 2 is still picked on her sheet.
    assert root.locator('[data-target="num:0"] .cw-selected').count() == 1
    seq = root.get_attribute("data-seq")
    root.locator('[data-target="num:0"]').press("Escape")
    wait_repaint(root, seq)
    assert root.locator('[data-target="num:0"] .cw-selected').count() == 0
    assert kernel_eval(page, "print(first.table.view(0)['board']['sheet']['die'])") == "2"
    click_and_wait(root, "num:0")
    click_and_wait(root, "cell:e3")
    assert kernel_eval(page, "print(first.game.history[-1])") == "(1, 'write e3 1')"
    assert root.locator('.cn-tab[aria-selected="true"]').inner_text().startswith("Lucas")  # the tab stays open
    assert root.locator('[data-target="cell:e3"] .cn-number').text_content() == "1"
    assert js_errors(page) == []


# The contrast of each piece of ink on the sheet (the players' pencils, the printed setup numbers, the
# stars' values such as the Free Action track's -28) with the widget's background, WCAG's formula.
# Each colour is painted on a canvas over the background, so any CSS colour syntax and alpha count.
INK_CONTRAST = (
    "(root) => {"
    + COLOURS_JS
    + """
  const ground = getComputedStyle(root).backgroundColor;
  const inks = root.querySelectorAll(".cn-panel :is(.cn-pencil, .cn-name, .cn-star-text, .cn-setup-blue, .cn-setup-red)");
  return [...inks].filter((el) => el.textContent.trim()).map((el) => ({ text: el.textContent, ratio: ratio(getComputedStyle(el).fill, ground) }));
}"""
)


def test_the_sheet_s_ink_reads_in_light_and_dark_themes(page: Page, lab: Lab) -> None:
    """Each player's pencil and the printed colours have 4.5:1 contrast on JupyterLab Light and Dark."""
    root = open_widget(page, lab, "widths.ipynb", 0, "svg.cn-sheet-main")
    try:
        for theme, light in (("JupyterLab Dark", "false"), ("JupyterLab Light", "true")):
            page.evaluate("(theme) => window.jupyterapp.commands.execute('apputils:change-theme', {theme})", theme)
            page.wait_for_function("(light) => document.body.dataset.jpThemeLight === light", arg=light)
            for tab in range(root.locator(".cn-tab").count()):
                root.locator(".cn-tab").nth(tab).click()
                inks = root.evaluate(INK_CONTRAST)
                assert any(i["text"].startswith("-") for i in inks), "the Free Action star's value is measured"
                faint = [i for i in inks if i["ratio"] < 4.5]
                assert not faint, f"{theme}, tab {tab}: {faint}"
            save_screenshot(page, ".cw-root", "connnect_" + ("light" if light == "true" else "dark"))
    finally:
        page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Light'})")
