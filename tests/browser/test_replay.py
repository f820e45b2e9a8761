"""cw.export_html's file in Chromium, from file:// with the network off: every step of a seeded game
of each game, stepped with the keyboard, shows the engine at that step; the log's moves and the
buttons go to their step; the file asks for nothing over the network. And the widget's "Save replay"
button in JupyterLab downloads such a file."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

import connect_widgets as cw
from connect_widgets import CHANCE

from ..test_export import GAMES, finished
from .conftest import ARTIFACTS, js_errors, requested_urls
from .lab import Lab, click_and_wait, open_widget
from .pages import Live, widget_page

# What the page shows now: its step, the score panel's totals, the log's last move, the end banner.
READ = """() => ({
  step: Number(document.body.dataset.step),
  totals: [...document.querySelectorAll(".cw-scores .cw-total td")].map((td) => td.textContent),
  last: [...document.querySelectorAll(".cw-log li[value]")].map((li) => [Number(li.value), li.textContent]).pop() || null,
  over: !document.querySelector(".cw-result").hidden,
  where: document.querySelector(".cw-replay-where").textContent,
})"""


@pytest.mark.parametrize("name", GAMES)
def test_every_step_of_an_exported_game_shows_the_engine_at_that_step(offline_page: Page, tmp_path, name) -> None:
    page = offline_page
    game = finished(name, GAMES[name])
    path = cw.export_html(game, tmp_path / f"{name}.html")
    page.goto(path.as_uri())
    page.locator(".cw-board svg").first.wait_for()
    assert page.evaluate(READ)["step"] == len(game.history)  # it opens on the end
    page.screenshot(path=str(ARTIFACTS / f"replay_{name}.png"))
    engine = cw.new_game(name, players=list(game.players), seed=game.seed, auto_chance=False, **game.options)
    page.keyboard.press("Home")
    mismatches = []
    for step in range(len(game.history) + 1):
        if step:
            page.keyboard.press("ArrowRight")
            engine.apply(*game.history[step - 1])
        shown = page.evaluate(READ)
        expected = {"step": step, "totals": [str(s) for s in engine.scores()], "over": engine.is_over}
        if {key: shown[key] for key in expected} != expected:
            mismatches.append(f"step {step}: shown {shown}, engine {expected}")
        if step:
            actor = game.history[step - 1][0]
            who = "chance" if actor == CHANCE else game.players[actor]
            if shown["last"] is None or shown["last"][0] != step or not shown["last"][1].startswith(f"{who}: "):
                mismatches.append(f"step {step}: the log's last move is {shown['last']}, not {who}'s move {step}")
    assert not mismatches, "\n".join(mismatches[:5])
    assert page.locator(".cw-snapshot").is_hidden()  # the recorded model answers "ready": not a snapshot
    assert [url for url in requested_urls(page) if not url.startswith(("file:", "blob:", "data:"))] == []
    assert js_errors(page) == []


def test_the_buttons_the_slider_and_the_log_go_to_their_step(offline_page: Page, tmp_path) -> None:
    page = offline_page
    game = finished("connect5", 2)
    page.goto(cw.export_html(game, tmp_path / "c5.html").as_uri())
    page.locator(".cw-board svg").first.wait_for()
    nav = page.locator(".cw-replay-nav")
    expect(nav.get_by_role("button", name="Next")).to_be_disabled()  # it opens on the end
    nav.get_by_role("button", name="First").click()
    assert page.evaluate(READ)["where"] == "Before the first move"
    expect(nav.get_by_role("button", name="Previous")).to_be_disabled()
    nav.get_by_role("button", name="Next").click()
    nav.get_by_role("button", name="Next").click()
    assert page.evaluate(READ)["where"] == f"Step 2 of {len(game.history)}: Blue: {game.history[1][1]}"
    page.locator(".cw-log li[value='1']").click()  # a move of the log: the step after it
    assert page.evaluate(READ)["step"] == 1
    page.get_by_role("slider", name="Step").fill("5")
    assert page.evaluate(READ)["step"] == 5
    nav.get_by_role("button", name="Last").click()
    assert page.evaluate(READ)["over"]
    assert page.locator(".cw-toolbar").is_hidden() and page.locator(".cw-board").get_attribute("inert") is None
    assert js_errors(page) == []


def test_save_replay_in_jupyterlab_downloads_a_file_that_replays_the_game(
    page: Page, lab: Lab, offline_page: Page, tmp_path
) -> None:
    root = open_widget(page, lab, "endings.ipynb", len(GAMES), "svg.c5")  # Connect5 against the easy bot
    click_and_wait(root, "dot:e3")
    expect(root.locator(".cw-log li")).to_have_count(2)  # Red's move and the bot's reply
    with page.expect_download() as download:
        root.locator("[data-command=save_replay]").click()
    assert download.value.suggested_filename == "connect5-move2.html"
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    offline_page.goto(saved.as_uri())
    offline_page.locator(".cw-board svg").first.wait_for()
    assert offline_page.evaluate(READ)["where"].startswith("Step 2 of 2: Blue: ")
    assert js_errors(offline_page) == [] and js_errors(page) == []


def test_a_widget_with_no_kernel_says_so_and_its_controls_go_quiet(offline_page: Page, tmp_path) -> None:
    """A notebook exported with its widget state, or whose kernel stopped: "ready" is never answered."""
    page = offline_page
    widget = cw.play("connect5", seed=3)
    path = tmp_path / "silent.html"
    path.write_text(widget_page(widget), encoding="utf-8")
    page.goto(path.as_uri())
    page.locator(".cw-board svg").first.wait_for()
    snapshot = page.locator(".cw-snapshot")
    expect(snapshot).to_be_hidden()  # a kernel may still answer
    expect(snapshot).to_be_visible(timeout=10_000)  # after 5 s without an answer
    expect(snapshot).to_have_text(widget.text["snapshot"])
    for part in (".cw-board", ".cw-toolbar", ".cw-actions"):
        assert page.locator(part).get_attribute("inert") == "", part
    page.locator("[data-target='dot:e3']").click(force=True)  # inert: no intent goes out
    assert [m["kind"] for m in page.evaluate("window.sent")] == ["ready"]
    page.evaluate("window.answer()")  # a kernel that was only slow: the widget wakes up
    expect(snapshot).to_be_hidden()
    assert page.locator(".cw-board").get_attribute("inert") is None
    assert js_errors(page) == []


def test_a_browser_that_cannot_open_the_replay_is_told_so_in_the_replays_language(offline_page: Page, tmp_path) -> None:
    """With no DecompressionStream (an old browser), the page says why and which browsers show it,
    rather than staying blank."""
    page = offline_page
    page.add_init_script("delete window.DecompressionStream")
    widget = cw.play("connect5", seed=1, lang="fr")  # a French widget's replay speaks French
    widget.game.apply(0, "e3")
    path = cw.export_html(widget, tmp_path / "connect5.html")
    page.goto(path.as_uri())
    alert = page.locator(".cw-replay-failed[role=alert]")
    expect(alert).to_contain_text("Cette rediffusion ne peut pas s'afficher dans ce navigateur (")
    expect(alert).to_contain_text("Un Chrome, un Firefox ou un Safari récent l'affiche.")


def test_save_game_downloads_a_save_that_resume_plays_on_from(live_page: Page, tmp_path) -> None:
    """A player who only clicks could keep a replay page, which resumes nothing: now the save too."""
    widget = cw.play("connect5", seed=3, bots={1: "easy"}, bot_delay=0, lang="fr")
    live = Live(live_page, widget)
    live.click("[data-target='dot:e3']")
    button = live_page.locator("[data-command=save_game]")
    expect(button).to_have_text("Enregistrer la partie")
    with live_page.expect_download() as download:
        button.click()
    assert download.value.suggested_filename == "connect5-move2.json"
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    assert cw.resume(saved.read_text(encoding="utf-8")).game.history == widget.game.history
