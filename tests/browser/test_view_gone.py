"""A view that goes (its cell run again, its output cleared) tells the kernel, whose bots then wait
instead of playing on unseen: a re-run cell's old game went on playing in the kernel, a hard bot's
search taking a core for minutes."""

from __future__ import annotations

from playwright.sync_api import Page

import connect_widgets as cw

from . import pages


def test_the_last_view_gone_stops_the_bots(live_page: Page) -> None:
    widget = cw.play("connect5", players=["Red", "Blue"], bots={0: "easy", 1: "easy"}, seed=2, bot_delay=10)
    live = pages.Live(live_page, widget)
    assert widget._live and widget._timer is not None  # a view is there: the first bot is on its way
    live.page.evaluate("() => window.cleanup()")
    live.settle()
    assert [message["kind"] for message in live.sent()][-1] == "gone"
    assert not widget._live and widget._timer is None  # no view left: the bots wait
    assert widget.notice == {}  # "gone" is a request like any other, not a bad message


def test_a_page_that_goes_stops_the_bots_and_one_brought_back_plays_on(live_page: Page) -> None:
    """A closed tab runs no view's cleanup: a race's bots played on alone in the kernel, and the player
    came back to a game lost. The page now says "gone" as it goes (``pagehide``), and "ready" when the
    browser brings it back from its cache (``pageshow``, persisted)."""
    widget = cw.play("connect5", players=["Red", "Blue"], bots={0: "easy", 1: "easy"}, seed=2, bot_delay=10)
    live = pages.Live(live_page, widget)
    assert widget._live and widget._timer is not None
    live.page.evaluate("() => window.dispatchEvent(new PageTransitionEvent('pagehide', {persisted: false}))")
    live.settle()
    assert [message["kind"] for message in live.sent()][-1] == "gone"
    assert not widget._live and widget._timer is None
    live.page.evaluate("() => window.dispatchEvent(new PageTransitionEvent('pageshow', {persisted: false}))")
    live.settle()  # a page loaded afresh: its view says "ready" as it renders, not here
    assert [message["kind"] for message in live.sent()][-1] == "gone" and not widget._live
    live.page.evaluate("() => window.dispatchEvent(new PageTransitionEvent('pageshow', {persisted: true}))")
    live.settle()
    assert [message["kind"] for message in live.sent()][-1] == "ready"
    assert widget._live and widget._timer is not None  # back: the next bot is on its way again


def test_a_widget_made_without_the_inspector_has_no_inspector_button(live_page: Page) -> None:
    """A teacher's dashboard: the button that shows every hidden card is not there to click."""
    pages.Live(live_page, cw.play("num_connect", bots={1: "easy"}, seed=1, inspector=False))
    assert live_page.locator(".cw-toolbar [data-command=inspector]").is_hidden()
    assert live_page.locator(".cw-toolbar [data-command=hints]").is_visible()
