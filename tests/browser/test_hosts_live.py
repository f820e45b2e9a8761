"""Each game's widget played by clicking in Notebook 7 and in Voila, served by the same Jupyter server
as the JupyterLab tests (tests/browser/fixtures/hosts.ipynb: one hot-seat widget per game, seed 7), and
Connect5 in a marimo app in marimo's dark theme (tests/browser/fixtures/hosts_marimo.py).

In Notebook 7 the kernel is asked what the engine saw; Voila and marimo run no code from the page, so
there the move log, which Python draws from the engine's history, shows that the click reached the
engine, and in marimo a cell that depends on the moves shows the count.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from .conftest import js_errors
from .lab import REPO, Lab, click_and_wait, free_port, kernel_eval, open_notebook, wait_for_server

FIRST_CLICKS = {
    "connnect": ".cw-board [data-target='die:0']",  # Lucas makes the first die his Zone Die
    "connect5": ".cw-board [data-target='dot:e3']",  # Red places on e3
    "num_connect": ".cw-actions [data-target='draw']",  # Alice draws
    "connect_the_thoughts": ".cw-actions [data-target='pool:0']",  # Hannah picks a face-down card
}
GAMES = tuple(FIRST_CLICKS)
NOTEBOOK_7_OWN_ERRORS = ("reading 'schema'", "Command 'filebrowser:open-path' not registered")
"""Notebook 7's own page errors (its settings code, see ../shared/NOTES.md; its file browser's
command, sometimes, at start): not ours."""


def first_move(root: Locator, game: str) -> None:
    """The game's first move, by clicking: a move in every game, so the engine's history grows."""
    click_and_wait(root, root.locator(FIRST_CLICKS[game]))


def test_every_game_plays_by_clicking_in_notebook_7(page: Page, lab: Lab) -> None:
    open_notebook(page, lab, "hosts.ipynb", ui="notebook")
    roots = page.locator(".cw-root")
    roots.nth(len(GAMES) - 1).locator(".cw-board svg").first.wait_for()
    for index, game in enumerate(GAMES):
        before = int(kernel_eval(page, f"print(len({game}.game.history))"))
        first_move(roots.nth(index), game)
        assert int(kernel_eval(page, f"print(len({game}.game.history))")) > before, f"{game}: no move"
    # By keyboard too: Notebook 7 takes the arrows at the document, before a listener inside the widget.
    board = roots.nth(GAMES.index("connect5")).locator(".cw-board")
    first = board.locator('[data-target][tabindex="0"]:not(button)').first
    start = first.get_attribute("data-target")
    first.focus()
    page.keyboard.press("ArrowRight")
    moved = page.evaluate("() => document.activeElement.closest('.cw-board') && document.activeElement.dataset.target")
    assert moved not in (None, False, start), f"the arrow did not move along the board from {start}"
    assert [e for e in js_errors(page) if not any(own in e for own in NOTEBOOK_7_OWN_ERRORS)] == []


def test_every_game_plays_by_clicking_in_voila(page: Page, lab: Lab) -> None:
    page.goto(f"{lab.url}/voila/render/hosts.ipynb")
    roots = page.locator(".cw-root")
    roots.nth(len(GAMES) - 1).locator(".cw-board svg").first.wait_for(timeout=120_000)
    for index, game in enumerate(GAMES):
        root = roots.nth(index)
        moves = root.locator(".cw-log li").count()
        first_move(root, game)
        expect(root.locator(".cw-log li")).not_to_have_count(moves)  # the engine's history, drawn by Python
        expect(root.locator(".cw-snapshot")).to_be_hidden()
    assert js_errors(page) == []


@pytest.fixture(scope="module")
def marimo_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``marimo run`` of the fixture app, in marimo's dark theme (its user config); the app's URL."""
    config = tmp_path_factory.mktemp("marimo-config")
    (config / "marimo").mkdir()
    (config / "marimo" / "marimo.toml").write_text('[display]\ntheme = "dark"\n')
    port = free_port()
    app = REPO / "tests" / "browser" / "fixtures" / "hosts_marimo.py"
    command = [sys.executable, "-m", "marimo", "-y", "run", str(app), "--headless", "--host", "127.0.0.1"]
    log = config / "marimo.log"
    with log.open("w") as output:
        process = subprocess.Popen(
            [*command, "--port", str(port), "--no-token"],
            env={**os.environ, "XDG_CONFIG_HOME": str(config)}, stdout=output, stderr=subprocess.STDOUT,
        )  # fmt: skip
        try:
            url = f"http://127.0.0.1:{port}"
            wait_for_server(url, process, log, timeout=60, name="marimo")
            yield url
        finally:
            process.terminate()
            process.wait(timeout=20)


def test_connect5_plays_in_a_dark_marimo_app_and_a_cell_follows_the_moves(browser: Browser, marimo_app: str) -> None:
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(marimo_app)
    root = page.locator(".cw-root").first  # inside the widget's shadow root: Playwright's CSS pierces it
    root.locator(".cw-board svg").first.wait_for(timeout=60_000)
    expect(page.get_by_text("Moves so far: 0")).to_be_visible()
    look = """(el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el.querySelector('.cw-title')).fontWeight,
                       getComputedStyle(el.querySelector('.cw-log')).listStyleType]"""
    assert root.evaluate(look) == ["rgb(33, 33, 33)", "700", "decimal"]  # dark; bold and numbered despite the reset
    root.locator("[data-target='dot:e3']").click()
    expect(root.locator(".cw-log li")).to_have_text(["Red: e3"])  # custom messages both ways
    expect(page.get_by_text("Moves so far: 1")).to_be_visible()  # the dependent cell ran again
    # By keyboard: the focused dot is focused again after the redraw, inside marimo's shadow root
    # (where document.activeElement is the shadow's host, not the dot).
    root.locator("[data-target='dot:f3']").focus()
    page.keyboard.press("Enter")
    expect(root.locator(".cw-log li")).to_have_text(["Red: e3", "Blue: f3"])
    assert root.evaluate("(el) => el.getRootNode().activeElement?.dataset.target") == "dot:f3"
    assert errors == []
    page.close()
