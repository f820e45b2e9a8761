"""The shell's fallbacks, in a real browser: a panel whose drawing failed says so and is drawn again, ``ready``
goes out before the first draw, Copy selects the position where the page has no clipboard, Undo
says why it is refused (in the widget's language), and the New game question goes quiet with the
other controls when no kernel answers.

No JupyterLab: Connect5's widget runs on a plain page (a file in ``tmp_path``), ``pages.Live``, whose
model records every intent the page sends in ``window.sent`` and, with a kernel, passes it to the
widget's Python handler in this process; without one it answers nothing, as a notebook exported with
its widget state, or whose kernel stopped.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

import connect_widgets as cw

from .conftest import js_errors
from .lab import AXE, violations
from .pages import Live

# A renderer's failure on demand: while ``window.failSvg`` is set, creating an SVG element throws
# (the games draw their boards in SVG; the shell's own panels are HTML).
FAILING_SVG = """
const createElementNS = Document.prototype.createElementNS;
Document.prototype.createElementNS = function (...args) {
  if (window.failSvg) throw new Error("renderer failed (test)");
  return createElementNS.apply(this, args);
};
"""


class Shell(Live):
    """A widget's front end on a ``file:`` page; with ``kernel``, its intents reach ``widget`` in Python."""

    def __init__(self, page: Page, widget: Any, folder: Path, kernel: bool = True, fail_first_draw: bool = False):
        failing = f"window.failSvg = {json.dumps(fail_first_draw)};{FAILING_SVG}"
        super().__init__(page, widget, kernel=kernel, folder=folder, before=failing)


def test_a_panel_whose_drawing_failed_says_so_and_is_drawn_again_at_the_next_view(
    bare_page: Page, tmp_path: Path
) -> None:
    """Without it, one failed draw of the board (a renderer error on one view) leaves it blank until
    the board itself changes: the next views, which show the same position, would skip it as drawn
    already, and the player could not see the game to make their next move. Nor would they know why,
    and the panels after the board would not be drawn either."""
    page = bare_page
    widget = cw.play("connect5", seed=3)
    shell = Shell(page, widget, tmp_path)
    board = page.locator(".cw-board")
    expect(board.locator("[data-target='dot:e3'] .c5-token")).to_have_count(0)

    page.evaluate("() => { window.failSvg = true; }")  # the next view's board cannot be drawn
    shell.click("[data-target='dot:e3']")
    assert widget.game.history == ((0, "e3"),)
    # The failed panel shows no stale position (the board before the move) but says, in Python's
    # words, that it could not be drawn; the other panels are drawn; the error reaches the console.
    failed = board.locator(".cw-failed[role=alert]")
    expect(failed).to_have_text(widget.text["panel_failed"].format(error="renderer failed (test)"))
    assert board.locator("svg").count() == 0
    expect(page.locator(".cw-log li").last).to_contain_text("e3")
    assert any("renderer failed (test)" in error for error in js_errors(page))
    page.add_script_tag(path=str(AXE))
    assert violations(page, 0) == []  # the message, an alert in the board's group, is accessible too

    page.evaluate("() => { window.failSvg = false; }")
    seq = widget.view["seq"]
    shell.click("[data-command=inspector]")  # a new view, with the same board
    assert widget.view["seq"] != seq and widget.view["inspector_open"]
    expect(page.locator(".cw-root")).to_have_attribute("data-seq", str(widget.view["seq"]))
    expect(board.locator("svg")).not_to_have_count(0)  # drawn again
    expect(board.locator("[data-target='dot:e3'] .c5-token")).to_have_count(1)  # with the move played
    expect(failed).to_have_count(0)


def test_ready_is_sent_before_the_first_draw_even_when_the_draw_fails(bare_page: Page, tmp_path: Path) -> None:
    """Without it, a view whose first draw fails (a renderer error) never tells Python it exists:
    Python would not send it a fresh snapshot, bots would not start, and the widget would stay as it
    rendered, then say no kernel answers."""
    page = bare_page
    widget = cw.play("connect5", seed=3)

    shell = Shell(page, widget, tmp_path, kernel=False)
    expect(page.locator(".cw-board svg")).not_to_have_count(0)
    # Sent first, while the board was still empty.
    assert [(m["kind"], m["boardDrawn"]) for m in shell.sent()] == [("ready", False)]

    shell = Shell(page, widget, tmp_path, kernel=False, fail_first_draw=True)  # the page loaded again
    assert [m["kind"] for m in shell.sent()] == ["ready"]
    expect(page.locator(".cw-board .cw-failed")).to_have_count(1)  # no board, but why
    assert page.locator(".cw-board svg").count() == 0
    assert any("renderer failed (test)" in error for error in js_errors(page))


NO_CLIPBOARD = {
    # plain http, or a host whose frame has no clipboard
    "no clipboard": "Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true })",
    # a clipboard that refuses (no permission, a sandboxed frame)
    "clipboard refuses": (
        "Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => ({"
        " writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) }) })"
    ),
}


@pytest.mark.parametrize("clipboard", list(NO_CLIPBOARD))
def test_copy_selects_the_position_where_the_page_has_no_clipboard(
    bare_page: Page, tmp_path: Path, clipboard: str
) -> None:
    """Without it, Copy does nothing where the page cannot write to the clipboard (plain http, a
    sandboxed host, a refused permission): with the position selected, the user copies it by hand."""
    page = bare_page
    widget = cw.play("connect5", seed=3)
    shell = Shell(page, widget, tmp_path)
    shell.click("[data-command=inspector]")
    position = widget.inspector["position"]
    expect(page.locator(".cw-position-text")).to_have_text(position)
    page.evaluate(f"() => {{ {NO_CLIPBOARD[clipboard]}; }}")
    assert page.evaluate("() => navigator.clipboard?.writeText === undefined") == (clipboard == "no clipboard")

    assert page.evaluate("() => getSelection().toString()") == ""
    copy = page.locator(".cw-position button")
    copy.click()
    page.wait_for_function("(text) => getSelection().toString() === text", arg=position, timeout=5_000)
    selected = "() => getSelection().getRangeAt(0).commonAncestorContainer.closest?.('.cw-position-text') != null"
    assert page.evaluate(selected)  # the position's own text, nothing around it
    expect(copy).to_have_text(widget.text["copy"])  # it does not claim "Copied"
    assert js_errors(page) == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_undo_says_why_it_is_refused_in_the_widgets_language(bare_page: Page, tmp_path: Path, lang: str) -> None:
    """Without it, a disabled Undo at the start of a game (nothing of the player's to take back)
    still offers "Undo the last move" as its title, in whatever words the page has: the player is
    not told why it does nothing, nor told so in their language."""
    page = bare_page
    widget = cw.play("connect5", seed=3, lang=lang)
    Shell(page, widget, tmp_path, kernel=False)
    undo, text, reason = page.locator("[data-command=undo]"), widget.text, widget.view["undo"]["reason"]
    assert widget.view["undo"]["enabled"] is False
    expect(undo).to_be_disabled()
    expected = text["undo_refused"].format(undo=text["undo"], reason=reason)  # Python's table words
    assert expected != text["undo_title"] and reason in expected
    expect(undo).to_have_attribute("title", expected)
    if lang == "fr":
        expect(undo).to_have_attribute("title", "Annuler : vous n'avez rien à annuler")
    assert js_errors(page) == []


def test_the_new_game_question_goes_quiet_when_no_kernel_answers(bare_page: Page, tmp_path: Path) -> None:
    """Without it, the New game question asked before the kernel stopped answering stays live while
    the rest of the widget is inert: its "New game" would send an intent nobody answers, and the
    user would think the game restarted."""
    page = bare_page
    page.clock.install()  # the shell's 5 s wait for an answer, run on a fake clock
    widget = cw.play("connect5", seed=3)
    Shell(page, widget, tmp_path, kernel=False)
    page.locator("[data-command=new_game]").click()
    sure, keep = page.locator("[data-command=new_game_sure]"), page.locator("[data-command=new_game_keep]")
    expect(page.locator(".cw-confirm [role=group]")).to_contain_text(widget.text["new_game_confirm"])
    expect(keep).to_be_focused()

    page.clock.run_for(6000)  # no answer to "ready"
    expect(page.locator(".cw-snapshot")).to_be_visible()
    expect(page.locator(".cw-snapshot")).to_have_text(widget.text["snapshot"])
    for button in (sure, keep):
        assert button.evaluate("(b) => b.closest('[inert]') !== null")
        button.evaluate("(b) => b.focus()")
        expect(button).not_to_be_focused()
    sure.click(force=True)  # inert: nothing goes out
    assert [m["kind"] for m in page.evaluate("() => window.sent")] == ["ready"]
    expect(sure).to_have_count(1)  # and the question is still there, not answered

    page.evaluate("() => window.answer()")  # a kernel that was only slow: the question wakes up
    expect(page.locator(".cw-snapshot")).to_be_hidden()
    assert sure.evaluate("(b) => b.closest('[inert]') === null")
    sure.click()
    assert [m["kind"] for m in page.evaluate("() => window.sent")] == ["ready", "new_game"]
    assert js_errors(page) == []


def test_a_kernel_that_stopped_after_answering_is_said_and_the_widget_goes_quiet(
    bare_page: Page, tmp_path: Path
) -> None:
    """The 5 s wait only covers a page whose kernel never answered: once a kernel has answered, a
    click after it stopped (or restarted) raised "Cannot send" in the page and did nothing to see."""
    page = bare_page
    widget = cw.play("connect5", seed=3)
    shell = Shell(page, widget, tmp_path)
    shell.click("[data-target='dot:e3']")
    assert widget.game.history == ((0, "e3"),)
    expect(page.locator(".cw-snapshot")).to_be_hidden()
    page.evaluate("() => { window.kernelGone = true; }")
    page.locator("[data-target='dot:e4']").click()
    expect(page.locator(".cw-snapshot")).to_be_visible()
    expect(page.locator(".cw-snapshot")).to_have_text(widget.text["snapshot"])
    assert page.locator(".cw-board").evaluate("(b) => b.inert") and widget.game.history == ((0, "e3"),)
    assert not any("Cannot send" in error for error in js_errors(page))  # caught: no page error, no console error
