"""The table with bots around, in a real JupyterLab (Connect the Thoughts, two heuristic bots moving
every 0.6 s, one of them every 0.3 s): a refusal stays on screen through the bots' moves, and a click is not refused as
stale when only the bots moved since it was drawn."""

from __future__ import annotations

import time

from playwright.sync_api import Locator, Page, expect

from .conftest import js_errors
from .lab import Lab, click_and_wait, kernel_eval, open_widget

MINE = "print(sum(1 for actor, _ in race.game.history if actor == 0))"


def moves(page: Page) -> int:
    return int(kernel_eval(page, "print(len(race.game.history))"))


def face_down(root: Locator) -> Locator:
    return root.locator(".ctt-back").last  # the face-down cards overlap: the last drawn is on top


def test_a_refusal_stays_through_bot_moves_and_clicks_between_them_are_not_stale(page: Page, lab: Lab) -> None:
    root = open_widget(page, lab, "table.ipynb", 0, "svg.ctt")
    picked = "print((0, 'pick') in race.game.history)"
    for _ in range(3):  # a race: the bots' moves may change Hannah's options under her first click...
        click_and_wait(root, face_down(root))
        if kernel_eval(page, picked) == "True":
            break
        expect(root.locator(".cw-notice")).to_be_visible()  # ...but a click is never lost: it is answered
        print("first pick refused:", root.locator(".cw-notice").inner_text())
    assert kernel_eval(page, picked) == "True"

    # Picking again before laying the first card is refused; the bots go on moving; the reason stays.
    click_and_wait(root, face_down(root))
    notice = root.locator(".cw-notice")
    expect(notice).to_contain_text("the first card you pick up starts your row")
    board = root.locator(".cw-board").bounding_box()
    before = moves(page)
    deadline = time.monotonic() + 10
    while moves(page) < before + 4:  # the bots move at least four times
        assert time.monotonic() < deadline, "the bots did not move"
        time.sleep(0.2)
    expect(notice).to_contain_text("the first card you pick up starts your row")
    assert root.locator(".cw-board").bounding_box() == board  # the notice never pushed the board down

    # Each of Hannah's clicks takes effect at once, though the bots moved since it was drawn.
    for target in ("place", "pool", "return", "pool", "return"):
        time.sleep(0.7)  # the bots move in between: the view Hannah clicks on is already old
        mine = int(kernel_eval(page, MINE))
        click_and_wait(root, face_down(root) if target == "pool" else target)
        assert int(kernel_eval(page, MINE)) == mine + 1, root.locator(".cw-notice-slot").inner_text()
    expect(root.locator(".cw-notice")).to_have_count(0)  # she acted: the refusal is answered
    assert js_errors(page) == []
