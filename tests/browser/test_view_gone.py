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


def test_a_widget_made_without_the_inspector_has_no_inspector_button(live_page: Page) -> None:
    """A teacher's dashboard: the button that shows every hidden card is not there to click."""
    pages.Live(live_page, cw.play("num_connect", bots={1: "easy"}, seed=1, inspector=False))
    assert live_page.locator(".cw-toolbar [data-command=inspector]").is_hidden()
    assert live_page.locator(".cw-toolbar [data-command=hints]").is_visible()
