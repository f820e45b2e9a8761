"""A widget's life: its class per game, its construction, the page's first "ready", the bots'
timers while the view is live, Escape, and a drawing bug after a move.

On the real games' classes and on the toy game, without a browser (the browser tests show the same
on a page).
"""

from __future__ import annotations

import asyncio
import gc
import sys
import threading
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

import connect_widgets as cw
from connect_widgets.widget import GameWidget, shell
from connect_widgets.widget.thinking import Thinking

from .test_thinking import message, run, until


def test_each_game_gets_its_own_widget_class_with_its_bundle(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(GameWidget, "_classes", {})  # made afresh, as in a new kernel
    for name in cw.GAME_NAMES:
        widget_class = GameWidget.for_game(name)
        assert widget_class.__name__ == f"{name.title().replace('_', '')}Widget"
        assert issubclass(widget_class, GameWidget) and widget_class.game_name == name
        assert str(widget_class._esm) == (shell.STATIC / f"{name}.js").read_text()  # anywidget reads the file
        styles = (shell.STATIC / "shell.css").read_text() + (shell.STATIC / f"{name}.css").read_text()
        assert str(widget_class._css) == styles  # the shell's stylesheet, shipped once, then the game's
        assert GameWidget.for_game(name) is widget_class  # made once
    assert GameWidget.for_game("num_connect").__name__ == "NumConnectWidget"


def test_a_game_whose_front_end_is_not_built_says_how_to_build_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(GameWidget, "_classes", {})
    monkeypatch.setattr(shell, "STATIC", tmp_path)
    with pytest.raises(FileNotFoundError, match=r"the front end of connect5 is not built \(.*connect5\.js\): npm run"):
        GameWidget.for_game("connect5")
    (tmp_path / "connect5.js").write_text("export default {};")
    assert GameWidget.for_game("connect5")._css == ""  # no stylesheet: none is sent


@pytest.mark.usefixtures("toy_registered")
def test_a_new_widget_seats_two_with_hints_drawn_once() -> None:
    widget = GameWidget.for_game("toy")()
    assert widget.game.players == ("Ann", "Bob") and widget.view["hints"] is True
    assert widget.view["seq"] == 1
    assert cw.play("toy", bot_delay=10).bot_delay == 10.0
    with pytest.raises(ValueError, match=r"bot_delay is seconds from 0 to 10, not 10\.5"):
        cw.play("toy", bot_delay=10.5)


@pytest.mark.usefixtures("toy_registered")
def test_ready_sends_every_trait_the_page_draws(monkeypatch: pytest.MonkeyPatch) -> None:
    widget = cw.play("toy", seed=1)
    sent: list[list[str]] = []
    monkeypatch.setattr(widget, "send_state", sent.append)
    message(widget, kind="ready", version=0)
    assert [keys for keys in sent if keys] == [["view", "notice", "fixed_layout", "text", "inspector"]]


@pytest.mark.usefixtures("toy_registered")
def test_escape_clears_the_notice_of_the_seat_that_pressed_it() -> None:
    widget = cw.play("toy", players=3, seed=1)
    version = widget.view["version"]
    message(widget, kind="click", version=version, target="nowhere", id="b1", seat=1)
    assert widget.notice["reply_to"] == "b1"
    message(widget, kind="cancel", version=version, seat=2)  # Cy's Escape: Bob's notice stays
    assert widget.notice["reply_to"] == "b1"
    message(widget, kind="cancel", version=version, seat=1)
    assert widget.notice == {}


@pytest.mark.usefixtures("toy_registered")
def test_a_drawing_bug_after_a_move_is_shown_and_the_move_stands(monkeypatch: pytest.MonkeyPatch) -> None:
    widget = cw.play("toy", seed=1)
    drawn = widget.table.view

    def draw_once_broken(seq: int) -> dict[str, Any]:
        monkeypatch.setattr(widget.table, "view", drawn)
        raise RuntimeError("cannot draw")

    monkeypatch.setattr(widget.table, "view", draw_once_broken)
    widget.game.apply(0, "pick 2")
    assert widget.game.history == ((0, "pick 2"),)
    assert widget.notice["kind"] == "error" and widget.notice["text"] == "Internal error: RuntimeError: cannot draw"
    assert widget.view["log"][-1]["action"] == "pick 2"  # drawn again once the bug is past
    monkeypatch.setattr(widget.table, "view", draw_once_broken)
    monkeypatch.setattr(widget, "_publish", lambda: draw_once_broken(0))  # and now drawing always fails
    widget.game.apply(1, "pick 3")  # the move stands: nothing is raised at whoever played it
    assert (1, "pick 3") in widget.game.history


@pytest.mark.usefixtures("toy_registered")
def test_bots_wait_for_a_live_view_and_share_the_delay_when_several_can_act() -> None:
    async def scenario() -> None:
        widget = cw.play("toy", players=3, seed=1, bots={1: "random", 2: "random"}, bot_delay=0.4)
        await asyncio.sleep(0.05)
        assert widget._timer is None and widget.game.history == ()  # no view has rendered yet
        message(widget, kind="ready", version=0)
        loop = asyncio.get_running_loop()
        assert widget._timer is not None
        assert widget._timer.when() - loop.time() <= 0.2 + 0.01  # two bots able: each every 0.4 s
        timer = widget._timer
        widget.game.apply(0, "pick 1")  # Ann's move changes nothing for the bot on its way
        assert widget._timer is timer
        await until(lambda: len(widget.game.history) >= 2)
        widget.close()

    run(scenario())


def test_a_search_that_ends_after_its_loop_closed_reports_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    raised: list[BaseException | None] = []
    monkeypatch.setattr(threading, "excepthook", lambda hook: raised.append(hook.exc_value))

    def steps() -> Generator[None, None, str]:
        yield
        return "pick 1"

    loop = asyncio.new_event_loop()
    loop.close()  # the kernel shut down while the bot thought
    search = Thinking(steps(), loop, progress=lambda: None, done=print, failed=print)
    search._thread.join(5)
    assert raised == [] and not search._thread.is_alive()


@pytest.mark.usefixtures("toy_registered")
def test_a_widget_whose_construction_failed_is_disposed_of_quietly(monkeypatch: pytest.MonkeyPatch) -> None:
    unraisable: list[BaseException | None] = []
    monkeypatch.setattr(sys, "unraisablehook", lambda hook: unraisable.append(hook.exc_value))
    with pytest.raises(ValueError, match="bot_delay"):
        cw.play("toy", bot_delay=-1)  # refused before the widget had a table, a timer or a search
    gc.collect()  # ipywidgets closes a widget when it is collected
    assert unraisable == []
