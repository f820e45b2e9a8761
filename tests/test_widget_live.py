"""The widget shell while a view is live: bots on the kernel's event loop, a bot that fails, a
closed widget, Python's own clicks, and the page's trait writes answered with the true values.

Driven on the toy game as the kernel drives it: intents arrive as messages, timers and the search
thread report to a real asyncio loop (``run`` from tests/test_thinking.py).
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Generator
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.widget.probe import ProbeWidget
from connect_widgets.widget.thinking import Thinking

from .test_thinking import message, run, until

pytestmark = pytest.mark.usefixtures("toy_registered")


class FailingBot:
    """A bot with a bug: its move raises."""

    kind = "random"

    def choose(self, seat: Any) -> str:
        raise RuntimeError("lost its marbles")


class FailingSearch(FailingBot):
    """A searching bot whose search raises in its thread."""

    def think(self, seat: Any) -> Generator[None, None, str]:
        yield
        raise RuntimeError("lost its marbles")


class WrongSearch(FailingBot):
    """A searching bot whose search ends on a move the rules refuse."""

    def think(self, seat: Any) -> Generator[None, None, str]:
        yield
        return "pick 9"


@pytest.mark.parametrize("bot", [FailingBot(), FailingSearch(), WrongSearch()], ids=type)
def test_a_failing_bot_is_named_on_the_page_and_the_game_waits_unchanged(bot: FailingBot) -> None:
    async def scenario() -> None:
        widget = cw.play("toy", players=["Ann", "Bob"], seed=1, bots={1: bot}, bot_delay=0.01)
        widget.game.apply(0, "pick 1")
        message(widget, kind="ready", version=0)
        await until(lambda: widget.notice.get("kind") == "error")
        assert widget.notice["text"].startswith("Bob's bot failed: ")
        expected = "'pick 9': pick 1, 2 or 3" if isinstance(bot, WrongSearch) else "lost its marbles"
        assert widget.notice["text"].endswith(expected)
        assert widget.game.history == ((0, "pick 1"),)
        assert widget.table.thinking is None and widget._search is None
        widget.close()

    run(scenario())


def test_a_live_view_carries_on_after_python_steps_the_bots() -> None:
    async def scenario() -> None:
        widget = cw.play("toy", seed=1, bots={0: "random", 1: "random"}, bot_delay=0.5)
        message(widget, kind="ready", version=0)
        widget._cancel_timer()  # the bots wait; Python steps them
        assert widget.run_bots(max_moves=1) == 1
        assert widget._timer is not None  # and then they go on at the view's pace
        widget.close()
        assert widget._timer is None

    run(scenario())


@pytest.mark.parametrize("bot_delay", [0.01, 0])  # 0: bots answer at once, with no timer
def test_a_closed_widget_never_moves_its_bots_again(bot_delay: float) -> None:
    async def scenario() -> None:
        widget = cw.play("toy", seed=1, bots={1: "random"}, bot_delay=bot_delay)
        message(widget, kind="ready", version=0)
        widget.close()
        widget.game.apply(0, "pick 1")
        await asyncio.sleep(0.1)
        assert widget.game.history == ((0, "pick 1"),)
        assert widget._timer is None and widget.table.thinking is None

    run(scenario())


def test_a_timer_that_finds_no_bot_to_move_clears_the_thinking_mark() -> None:
    async def scenario() -> None:
        widget = cw.play("toy", seed=1, bots={1: "random"}, bot_delay=0.01)
        message(widget, kind="ready", version=0)
        await until(lambda: widget.game.history != ())  # the bot picked: only Ann may act
        await asyncio.sleep(0.05)
        assert widget.notice == {} and widget._search is None  # a bot that is no search played at once
        widget.table.thinking = 1
        widget._bot_tick()  # as the loop runs a timer set before the position changed
        assert widget.table.thinking is None
        widget.close()

    run(scenario())


def test_python_clicks_act_for_the_seat_they_name_and_redraw_once() -> None:
    widget = cw.play("toy", players=3, seed=1)
    seq = widget.view["seq"]
    widget.click("n:3", seat=2)  # a selection: only the view changes
    assert widget.view["seq"] == seq + 1 and widget.game.history == ()
    widget.click("confirm", seat=2)  # a move: drawn once, by the change of the game
    assert widget.view["seq"] == seq + 2
    assert widget.game.history == ((2, "pick 3"),)


@pytest.mark.parametrize("seat", [True, "1", 1.0])
def test_a_seat_that_is_not_a_plain_whole_number_is_a_bad_message(seat: object) -> None:
    widget = cw.play("toy", seed=1)
    message(widget, kind="click", version=widget.view["version"], target="n:1", seat=seat)
    assert widget.notice["kind"] == "error"
    assert f"seat must be a player index from 0 to 1, not {seat!r}" in widget.notice["text"]
    assert widget.game.history == ()


def test_page_trait_writes_are_answered_with_the_true_values(monkeypatch: pytest.MonkeyPatch) -> None:
    widget = cw.play("toy", seed=1)
    sent: list[list[str]] = []
    monkeypatch.setattr(widget, "send_state", sent.append)
    widget.set_state({"view": {"board": "hacked"}, "_esm": "alert(1)", "no_such_trait": 1})
    assert sent == [["view", "_esm"]]
    widget.set_state({"no_such_trait": 1})
    assert sent == [["view", "_esm"]]  # nothing of the widget's was written: nothing to send back


def test_cancelling_a_search_never_waits_for_its_slow_step() -> None:
    started, release = threading.Event(), threading.Event()

    def steps() -> Generator[None, None, str]:
        started.set()
        release.wait(10)  # a step that takes long (a deep rollout)
        yield
        return "pick 1"

    loop = asyncio.new_event_loop()
    search = Thinking(steps(), loop, progress=lambda: None, done=print, failed=print)
    started.wait(10)
    backstop = threading.Timer(5, release.set)  # so that a cancel that waits still ends
    backstop.start()
    bot_threads = [thread for thread in threading.enumerate() if thread.name == "connect_widgets bot"]
    assert len(bot_threads) == 1 and bot_threads[0].daemon  # named for a debugger; never keeps the kernel alive
    search.cancel()
    assert not release.is_set()  # cancel returned while the step was still running
    release.set()
    backstop.cancel()
    loop.close()


@pytest.mark.parametrize(("steps", "seconds"), [(100, 0.0), (8, 0.05)])
def test_a_search_reports_its_progress_every_fifth_of_a_second_then_its_move(steps: int, seconds: float) -> None:
    async def scenario() -> tuple[int, list[str]]:
        progress: list[None] = []
        done: list[str] = []

        def search() -> Generator[None, None, str]:
            for _ in range(steps):
                time.sleep(seconds)
                yield
            return "pick 2"

        Thinking(search(), asyncio.get_running_loop(), lambda: progress.append(None), done.append, print)
        await until(lambda: done != [])
        return len(progress), done

    reports, done = run(scenario())
    assert done == ["pick 2"]
    if seconds:  # 0.4 s of search: at least one report on the way, at most one per step
        assert 1 <= reports < steps
    else:  # 100 instant steps: over before the first fifth of a second
        assert reports == 0


def test_the_latency_probe_counts_the_clicks_it_is_sent_and_nothing_else() -> None:
    probe = ProbeWidget()
    for content in ({"kind": "click", "version": 0}, {"kind": "ready"}, "click", {"kind": "click", "version": 1}):
        probe._handle_custom_msg(content, [])
    assert probe.count == 2 and repr(probe) == "<ProbeWidget · 2 clicks>"


def test_bots_wait_once_every_view_is_gone_and_play_on_when_one_renders_again() -> None:
    """A re-run cell's old view went, yet its bots played on in the kernel for every move of the game."""

    async def scenario() -> None:
        widget = cw.play("toy", players=["Ann", "Bob"], seed=1, bots={0: "random", 1: "random"}, bot_delay=0.02)
        message(widget, kind="ready", version=0, id="first:1")
        message(widget, kind="ready", version=0, id="second:1")  # a second view of the same widget
        await until(lambda: len(widget.game.history) >= 1)
        message(widget, kind="gone", version=0, id="first:2")
        moves = len(widget.game.history)
        await until(lambda: len(widget.game.history) > moves)  # one view is still there: play goes on
        message(widget, kind="gone", version=0, id="second:2")
        await asyncio.sleep(0.05)  # a move already under way may land
        stopped = len(widget.game.history)
        await asyncio.sleep(0.3)  # fifteen bot delays
        assert len(widget.game.history) == stopped and not widget.game.is_over
        message(widget, kind="ready", version=0, id="third:1")
        await until(lambda: len(widget.game.history) > stopped)

    run(scenario())


def test_bots_stop_when_the_host_closes_the_widget_s_model_without_a_word_from_its_view() -> None:
    """marimo closes the model of a cell it runs again; the old view's "gone" never came, and a race's
    bots played on unseen (a hard bot would search on a core for the rest of the game)."""

    async def scenario() -> None:
        widget = cw.play("toy", players=["Ann", "Bob"], seed=1, bots={0: "random", 1: "random"}, bot_delay=0.02)
        message(widget, kind="ready", version=0, id="first:1")
        await until(lambda: len(widget.game.history) >= 1)
        widget.comm._closed = True  # as marimo's MarimoComm.close() and ipykernel's comm_close leave it
        await asyncio.sleep(0.05)  # a move already under way may land
        stopped = len(widget.game.history)
        await asyncio.sleep(0.3)  # fifteen bot delays
        assert len(widget.game.history) == stopped and not widget.game.is_over
        assert widget.comm is None  # closed: the game plays on from Python alone

    run(scenario())
