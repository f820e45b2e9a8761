"""A widget left open all afternoon, or one of thirty in a class's kernel: a closed widget is freed,
the move log stays short however many takebacks, and racing bots never flood the page."""

from __future__ import annotations

import asyncio
import gc
import weakref

import pytest

import connect_widgets as cw
from connect_widgets.table.panels import LOG_LENGTH
from connect_widgets.widget.bot_moves import FASTEST

from .test_thinking import message, run, until


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_a_closed_widget_is_freed_with_its_game(name: str) -> None:
    """anywidget kept every widget made from a bundle path alive in its file watch: 30 closed widgets
    held 8 to 18 MB for good."""
    games = []
    for seed in range(3):
        widget = cw.play(name, bots={0: "easy", 1: "easy"}, seed=seed, bot_delay=0)
        games.append(weakref.ref(widget.game))
        widget.close()
        del widget
    gc.collect()
    assert [game() for game in games] == [None, None, None]


def test_the_log_stays_short_however_many_takebacks() -> None:
    """Each takeback left a note in the log, never dropped: 500 tries gave 512 entries and a 56 KB view."""
    widget = cw.play("connect5", players=["Red", "Blue"], bots={1: "easy"}, seed=1, bot_delay=0)
    for _ in range(3):
        widget.click(f"dot:{widget.game.legal_actions(0)[0]}")
    for _ in range(LOG_LENGTH + 10):
        widget.table.undo()
        widget.click(f"dot:{widget.game.legal_actions(0)[0]}")
    log = widget.view["log"]
    assert len(log) == LOG_LENGTH and log[-1]["n"] == len(widget.game.history)  # the latest, not the oldest


def test_a_takeback_of_the_first_move_leaves_the_log_once_the_log_has_moved_on() -> None:
    """It stayed at the top, as if it came just before the oldest move shown."""
    widget = cw.play("connect5", players=["Red", "Blue"], seed=0, bot_delay=0)
    widget.game.apply(0, "a1")
    widget.table.undo()
    assert widget.view["log"][0]["action"] == "Red took back a1"  # the log starts at move 1: it shows
    while len(widget.game.history) < LOG_LENGTH + 10:
        actor = widget.game.actors()[0]
        widget.game.apply(actor, widget.game.legal_actions(actor)[0])
    assert widget.view["log"][0]["n"] == len(widget.game.history) - LOG_LENGTH + 1
    assert not any(entry.get("note") for entry in widget.view["log"])


def test_racing_bots_move_no_faster_than_a_page_can_show() -> None:
    """Four racing bots at bot_delay=0.001 sent 600 whole views a second."""

    async def scenario() -> None:
        widget = cw.play("connect_the_thoughts", players=4, bots=dict.fromkeys(range(4), "random"), seed=2)
        widget.bot_delay = 0.001
        message(widget, kind="ready", version=0, id="v:1")
        await until(lambda: len(widget.game.history) > 1)
        start = len(widget.game.history)
        await asyncio.sleep(0.5)
        moves = [actor for actor, _ in widget.game.history[start:] if actor >= 0]  # chance's reveals aside
        assert 0 < len(moves) <= 0.5 / FASTEST + 2
        widget.close()

    run(scenario())
