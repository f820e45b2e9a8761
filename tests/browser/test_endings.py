"""How a game ends, in a real JupyterLab: every game shows a banner with the ranking, the scores and
how it ended; Connect5 draws its coordinates and the winning five; and against a bot Undo takes back
your move and the bot's reply, saying so in the log."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .conftest import js_errors, save_screenshot
from .lab import Lab, click_and_wait, kernel_eval, open_notebook

GAMES = ("connnect", "connect5", "num_connect", "connect_the_thoughts")


def test_every_game_ends_with_a_banner_and_connect5_shows_where_it_was_won(page: Page, lab: Lab) -> None:
    open_notebook(page, lab, "endings.ipynb")
    roots = page.locator(".cw-root")
    roots.nth(len(GAMES)).locator("svg.c5").wait_for()
    for index, game in enumerate(GAMES):
        banner = roots.nth(index).locator(".cw-result")
        expect(banner).to_be_visible()
        expect(banner.locator("h4")).to_have_text("Game over")
        expect(banner.locator(".cw-ranked")).to_have_count(2)
        expect(banner.locator(".cw-ranked").first.locator(".cw-place")).to_have_text("1st")
        expect(banner.locator(".cw-winner")).not_to_have_count(0)
        assert banner.locator(".cw-how").inner_text().strip(), game
    connect5 = roots.nth(GAMES.index("connect5"))
    expect(connect5.locator(".cw-how")).to_contain_text("completed a Connect 5 on")
    expect(connect5.locator(".c5-win")).to_have_count(1)  # the winning five, drawn over the board
    letters = connect5.locator(".c5-coords text").all_text_contents()
    assert letters == [*"abcdefghi", *"123456789"]
    save_screenshot(page, f".cw-root >> nth={GAMES.index('connect5')}", "connect5_won")
    assert js_errors(page) == []


def test_undo_against_a_bot_takes_back_your_move_and_its_reply(page: Page, lab: Lab) -> None:
    open_notebook(page, lab, "endings.ipynb")
    root = page.locator(".cw-root").nth(len(GAMES))
    root.locator("svg.c5").wait_for()
    click_and_wait(root, "dot:e3")  # Red places; the easy bot answers at once
    expect(root.locator(".cw-log li")).to_have_count(2)
    undo = root.locator("[data-command=undo]")
    expect(undo).to_be_enabled()
    click_and_wait(root, undo)
    assert kernel_eval(page, "print(takeback.game.history)") == "()"
    expect(root.locator(".cw-log li")).to_have_count(1)
    expect(root.locator(".cw-log li.cw-note")).to_have_text("Red took back e3 and the bot's reply")
    assert js_errors(page) == []
