"""The replay page for screen readers and the keyboard: axe-core finds nothing at any step of any game;
the board's targets keep their labels for a screen reader but leave the Tab order and play; the
arrows, Home and End step the replay wherever focus is, but in the controls that use them; a step
button that disables itself hands focus to its neighbour; the step buttons' focus ring is the widget's."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

import connect_widgets as cw

from ..test_export import GAMES, finished
from .conftest import js_errors
from .lab import AXE

TARGETS = "document.querySelectorAll('.cw-board [data-target]')"
STEP = "() => Number(document.body.dataset.step)"
ACTIVE = """() => { const a = document.activeElement;
  return a === document.body ? "BODY" : `${a.tagName}.${a.getAttribute("class") || ""}`; }"""
AXE_PAGE = """async () => (await axe.run(document, { resultTypes: ["violations"] })).violations.map(
  (v) => `${v.id} (${v.impact}): ${v.nodes.length} x, e.g. ${v.nodes[0].target}`)"""


def open_replay(page: Page, path) -> int:
    """Open the replay at ``path`` (it opens on its last step), and return that step."""
    page.goto(path.as_uri())
    page.locator(".cw-board svg").first.wait_for()
    return int(page.evaluate(STEP))


@pytest.mark.parametrize("name", GAMES)
def test_axe_finds_nothing_on_the_replay_page_at_its_start_middle_and_end(offline_page: Page, tmp_path, name) -> None:
    page = offline_page
    lang = "fr" if name == "num_connect" else "en"  # the French words too
    widget = cw.play(name, players=GAMES[name], bots={1: "easy"}, seed=5, bot_delay=0, lang=lang)
    widget.run_bots(max_moves=20)  # a widget's replay, with a bot's chip; a bare game's: hot seat
    for source, label in ((finished(name, GAMES[name]), "game"), (widget, "widget")):
        last = open_replay(page, cw.export_html(source, tmp_path / f"{name}-{label}.html"))
        page.add_script_tag(path=str(AXE))
        found = {}
        for step in sorted({0, last // 2, last}):
            page.get_by_role("slider").fill(str(step))
            assert page.evaluate(STEP) == step
            found[step] = page.evaluate(AXE_PAGE)
        assert not any(found.values()), f"{label}: {found}"
    assert js_errors(page) == []


def test_the_board_s_targets_are_read_out_but_are_no_tab_stop_and_no_control(offline_page: Page, tmp_path) -> None:
    page = offline_page
    open_replay(page, cw.export_html(finished("connect5", 2), tmp_path / "c5.html"))
    assert page.locator(".cw-board").get_attribute("inert") is None
    assert page.evaluate("document.querySelector('.cw-board').closest('[inert]')") is None
    labels = page.evaluate(f"[...{TARGETS}].map((t) => t.getAttribute('aria-label'))")
    assert len(labels) > 40 and all(labels)
    tree = page.context.new_cdp_session(page).send("Accessibility.getFullAXTree")["nodes"]
    exposed = {node.get("name", {}).get("value") for node in tree if not node.get("ignored")}
    assert [label for label in labels if label not in exposed] == []  # a screen reader reads every dot
    quiet = f"[...{TARGETS}].every((t) => t.tabIndex === -1 && t.getAttribute('aria-disabled') === 'true')"
    assert page.evaluate(quiet)
    first = page.locator(".cw-replay-nav").get_by_role("button", name="First", exact=True)
    first.focus()  # a step changes the board: its new targets too
    page.keyboard.press("Enter")
    page.get_by_role("slider").focus()
    for key in ("Tab", "Tab", "Tab"):
        page.keyboard.press(key)  # Next, Last, then into the widget
    stops = []
    for _ in range(40):
        page.keyboard.press("Tab")
        stops.append(page.evaluate("document.activeElement.closest('[data-target]')?.dataset.target || ''"))
    assert page.evaluate(STEP) == 0 and page.evaluate(quiet)
    assert [stop for stop in stops if stop] == []  # Tab goes through the widget and never stops on the board


def test_the_arrows_home_and_end_step_the_replay_wherever_focus_is(offline_page: Page, tmp_path) -> None:
    page = offline_page
    last = open_replay(page, cw.export_html(finished("connect5", 2), tmp_path / "c5.html"))
    page.locator(".cw-log").focus()  # inside the widget, whose shell keeps every key for the game
    for key, step in (("ArrowLeft", last - 1), ("Home", 0), ("ArrowRight", 1), ("End", last)):
        page.keyboard.press(key)
        assert page.evaluate(STEP) == step, key
    page.locator(".cw-board [data-target]").first.focus()  # a board target, clicked into by a mouse
    page.keyboard.press("Home")
    assert page.evaluate(STEP) == 0
    slider = page.get_by_role("slider")
    slider.focus()
    page.keyboard.press("End")  # the slider's own End: the last step once, not twice
    page.keyboard.press("ArrowLeft")
    assert page.evaluate(STEP) == last - 1 and slider.input_value() == str(last - 1)


def test_keys_stay_with_the_sheet_tabs_and_a_details_toggle(offline_page: Page, tmp_path) -> None:
    """Connnect's sheet tabs move along with the arrows (WAI-ARIA tabs); a <summary> keeps its keys."""
    page = offline_page
    last = open_replay(page, cw.export_html(finished("connnect", 2), tmp_path / "cn.html"))
    tabs = page.locator(".cn-tab")
    tabs.first.focus()
    page.keyboard.press("ArrowRight")
    assert page.evaluate(STEP) == last and page.evaluate("document.activeElement.classList.contains('cn-tab')")
    assert page.evaluate("document.activeElement === document.querySelectorAll('.cn-tab')[1]")
    page.evaluate("""() => document.querySelector('.cw-rule').append(Object.assign(document.createElement('details'),
      { innerHTML: '<summary>original</summary>' }))""")  # as Num Connect's translated rule shows it
    page.locator(".cw-rule summary").focus()
    page.keyboard.press("Home")
    assert page.evaluate(STEP) == last


@pytest.mark.parametrize(("button", "start"), [("First", 3), ("Previous", 1), ("Next", -1), ("Last", 2)])
def test_a_step_button_that_disables_itself_hands_focus_to_the_nav(offline_page: Page, tmp_path, button, start) -> None:
    page = offline_page
    last = open_replay(page, cw.export_html(finished("connect5", 2), tmp_path / "c5.html"))
    page.get_by_role("slider").fill(str(start if start >= 0 else last + start))  # -1: the step before the last
    page.locator(".cw-replay-nav").get_by_role("button", name=button, exact=True).focus()
    page.keyboard.press("Enter")
    assert page.evaluate(STEP) in (0, last)
    assert page.evaluate(ACTIVE) == "INPUT.cw-replay-slider"  # the nearest control still enabled, not BODY
    page.keyboard.press("ArrowLeft" if page.evaluate(STEP) else "ArrowRight")  # and the keyboard goes on
    assert page.evaluate(STEP) in (1, last - 1)


def test_the_step_buttons_focus_ring_is_as_visible_as_the_widget_s(offline_page: Page, tmp_path) -> None:
    page = offline_page
    open_replay(page, cw.export_html(finished("connect5", 2), tmp_path / "c5.html"))
    page.keyboard.press("Tab")  # by keyboard: the First button, focus-visible
    ring = "() => { const s = getComputedStyle(document.activeElement); return [s.outlineStyle, s.outlineWidth, s.outlineOffset]; }"
    assert page.evaluate(ACTIVE) == "BUTTON.cw-tool"
    assert page.evaluate(ring) == ["solid", "3px", "2px"]
    page.locator(".cw-log").focus()
    page.keyboard.press("Tab")  # the widget's own ring, for comparison
    assert page.evaluate(ring)[1] == "3px"
