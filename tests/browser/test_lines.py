"""Play on from any move in a real JupyterLab: a move of the log offers "Play from here", the new line
is played, and one click shows the game as played again (tests/browser/fixtures/hosts.ipynb's Connect5,
hot seat)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .conftest import js_errors
from .lab import Lab, click_and_wait, kernel_eval, open_widget


def test_play_from_a_move_of_the_log_and_switch_back_to_the_game_as_played(page: Page, lab: Lab) -> None:
    root = open_widget(page, lab, "hosts.ipynb", 1, "svg.c5")
    for dot in ("e3", "e4", "d3"):  # Red, Blue, Red
        click_and_wait(root, f"dot:{dot}")
    expect(root.locator(".cw-log li")).to_have_count(3)
    expect(root.locator(".cw-lines")).to_be_hidden()  # one line: nothing to choose

    root.locator(".cw-log-move[data-step='1']").click()  # Red's e3: the offer to play on from there
    offer = root.locator(".cw-play-from [data-command=play_from]")
    expect(offer).to_be_focused()
    click_and_wait(root, offer)
    expect(root.locator(".cw-log li")).to_have_count(1)
    lines = root.locator(".cw-lines .cw-line")
    expect(lines).to_have_text(["Game as played · 3 moves", "From move 1 of line 1 · 0 moves"])
    expect(lines.nth(1)).to_have_attribute("aria-pressed", "true")

    click_and_wait(root, "dot:a1")  # Blue answers differently in the new line
    assert kernel_eval(page, "print(connect5.game.history)") == "((0, 'e3'), (1, 'a1'))"
    click_and_wait(root, lines.nth(0))  # one click: the game as played, where it was left
    expect(root.locator(".cw-log li")).to_have_count(3)
    assert kernel_eval(page, "print(connect5.game.history[-1], len(connect5.table.lines.lines))") == "(0, 'd3') 2"
    expect(lines.nth(0)).to_have_attribute("aria-pressed", "true")

    click_and_wait(root, root.locator("[data-command=inspector]"))  # the position, ready to copy
    expect(root.locator(".cw-position-text")).to_have_text(kernel_eval(page, "print(connect5.game.position())"))
    expect(root.locator(".cw-position button")).to_have_text("Copy")
    assert js_errors(page) == []
