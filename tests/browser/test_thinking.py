"""A hard bot thinking in a real JupyterLab: its candidates appear on the board while it searches
(axe-core finds no violation in them), and Undo is answered during the search (the kernel is not
frozen)."""

from __future__ import annotations

import time

from playwright.sync_api import Page, expect

from .conftest import js_errors, save_screenshot
from .lab import AXE, Lab, click_and_wait, kernel_eval, open_widget, violations


def test_the_thinking_overlay_appears_while_a_hard_bot_searches_and_undo_is_answered(page: Page, lab: Lab) -> None:
    root = open_widget(page, lab, "thinking.ipynb", 0, "svg.c5")
    toggle = root.locator("[data-command=thinking]")
    click_and_wait(root, toggle)
    expect(toggle).to_have_attribute("aria-pressed", "true")

    click_and_wait(root, "dot:e3")  # Red places; Blue (hard, 20,000 simulations) starts thinking
    panel = root.locator(".cw-thought")
    expect(panel).to_contain_text("Blue is thinking", timeout=10_000)
    expect(root.locator(".cw-mark-1").first).to_be_visible()
    assert 1 <= root.locator(".cw-candidates li").count() <= 5
    # The search's progress moves the marks, not the board: the same dot element stays (a board drawn
    # afresh five times a second would be announced afresh by a screen reader).
    root.locator("[data-target='dot:a1']").evaluate("(el) => { el.dataset.kept = 'yes'; }")
    seq = root.get_attribute("data-seq")
    expect(root).not_to_have_attribute("data-seq", seq or "", timeout=5_000)  # a progress view has come
    assert root.locator("[data-target='dot:a1']").get_attribute("data-kept") == "yes"
    expect(root.locator(".cw-mark-1").first).to_be_visible()
    assert kernel_eval(page, "print(len(thinker.game.history), thinker._search is not None)") == "1 True"
    save_screenshot(page, ".cw-root", "thinking")
    page.add_script_tag(path=str(AXE))
    assert violations(page, 0) == []  # the candidates' marks and list, while the search goes on

    started = time.perf_counter()
    click_and_wait(root, root.locator("[data-command=undo]"))
    answered = time.perf_counter() - started
    expect(root.locator(".cw-log li:not(.cw-note)")).to_have_count(0)  # only the takeback's note
    assert kernel_eval(page, "print(thinker.game.history, thinker._search)") == "() None"
    assert answered < 2.0, f"Undo took {answered:.1f} s to be answered during the search"
    expect(panel).to_be_hidden()
    assert js_errors(page) == []


def test_the_reason_says_what_the_move_does_in_the_games_terms(page: Page, lab: Lab) -> None:
    root = open_widget(page, lab, "thinking.ipynb", 1, "svg.c5")
    click_and_wait(root, root.locator("[data-command=thinking]"))
    click_and_wait(root, "dot:e9")  # Red's four; Blue (hard, 60 simulations) must block e4
    panel = root.locator(".cw-thought")
    expect(panel).to_contain_text("Blue played e4", timeout=10_000)
    expect(panel).to_contain_text("It blocks Red's four. It stops an immediate win:")
    page.add_script_tag(path=str(AXE))
    assert violations(page, 1) == []  # the panel with its reason, once the bot has moved
    assert js_errors(page) == []
