"""Connect5 in a real JupyterLab: place, move and eat by clicking the drawn board, check in the
kernel that the engine saw each move, see a refused move explained, and play a dot by keyboard.

The widget used is the notebook's "Practice" board (section 11, `practice`): Red c1 and a double
on a5, Blue d1, h5 and a double on e9, Red to move, with the eat c1xe1 waiting. It is the 19th
widget of the notebook (index 18).
"""

from __future__ import annotations

from playwright.sync_api import Page

from .conftest import js_errors, save_screenshot
from .lab import Lab, click_and_wait, kernel_eval, last_move, open_widget, wait_repaint

NOTEBOOK = "connect5.ipynb"
PRACTICE = 18


def test_place_move_and_eat_by_clicking_a_refusal_explained_and_a_keyboard_move(page: Page, lab: Lab) -> None:
    root = open_widget(page, lab, NOTEBOOK, PRACTICE, "svg.c5")
    assert kernel_eval(page, "print(practice.game.view()['position'])") == "c1=R d1=B e9=BB a5=RR h5=B"
    assert root.locator(".c5-token").count() == 5 + 2  # 5 tokens (2 doubles drawn as 2 discs)
    assert root.locator(".c5-strip .c5-disc").count() == 2  # a disc in each player's colour above the board

    # Red places a token on the free circled dot a9.
    click_and_wait(root, "dot:a9")
    assert last_move(page, "practice") == "(0, 'a9')"
    label = root.locator('[data-target="dot:a9"]').get_attribute("aria-label")
    assert label is not None and "Red's token" in label

    # Blue selects h5: its legal targets light up (hints on); then moves to h4.
    click_and_wait(root, "dot:h5")
    # key=str: a target without the attribute (None) shows in ``lit`` rather than breaking the sort
    lit = sorted((el.get_attribute("data-target") for el in root.locator(".c5-target").all()), key=str)
    assert lit == ["dot:g5", "dot:h4", "dot:h5", "dot:h6", "dot:i5"], lit  # h5 itself: stack
    assert root.locator(".cw-selected").count() == 1
    click_and_wait(root, "dot:h4")
    assert last_move(page, "practice") == "(1, 'h5-h4')"

    # Red eats: c1 over Blue's d1 onto e1, one point; the eaten dot is crossed out.
    click_and_wait(root, "dot:c1")
    click_and_wait(root, "dot:e1")
    assert kernel_eval(page, "print(practice.game.history[-1], practice.game.scores())") == "(0, 'c1xe1') (1, 0)"
    assert root.locator('[data-target="dot:d1"] .c5-eaten').count() == 1
    score = root.locator(".c5-player").first.text_content()
    assert score is not None and "1 pt" in score

    # Blue selects h4 (its targets light up) and tries h2 (not adjacent): refused on the page with
    # the reason and the rule; the engine saw nothing.
    click_and_wait(root, "dot:h4")
    assert root.locator(".c5-target").count() >= 2
    click_and_wait(root, "dot:h2")
    notice = root.locator(".cw-notice")
    notice.wait_for(state="visible")
    assert "not next to h4" in notice.inner_text()
    assert "adjacent" in notice.inner_text()  # the rulebook sentence
    assert last_move(page, "practice") == "(0, 'c1xe1')"
    assert root.locator(".cw-last").count() == 2  # the eat's start and landing
    assert root.locator("svg.c5 *").count() < 1000
    save_screenshot(page, f".cw-root >> nth={PRACTICE}", "connect5")
    click_and_wait(root, "cancel")

    # Keyboard: focus the dot i9 and press Enter: Blue places there.
    seq = root.get_attribute("data-seq")
    root.locator('[data-target="dot:i9"]').focus()
    page.keyboard.press("Enter")
    wait_repaint(root, seq)
    assert last_move(page, "practice") == "(1, 'i9')"
    render_ms = root.get_attribute("data-render-ms")
    assert render_ms is not None and float(render_ms) < 100

    # The arrow keys move focus to the nearest dot that way: d1 to e3 is right, up, up.
    root.locator('[data-target="dot:d1"]').focus()
    for key, dot in (("ArrowRight", "e1"), ("ArrowUp", "e2"), ("ArrowUp", "e3"), ("ArrowDown", "e2")):
        page.keyboard.press(key)
        assert page.evaluate("() => document.activeElement.dataset.target") == f"dot:{dot}", key
    assert js_errors(page) == []
