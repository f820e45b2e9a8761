"""Every request the page sends is answered where the player looks, and a bot's move is searched once.

Each test is a way a click or a message used to be lost, found by driving the widget as the kernel
does (intents as messages, timers and the search thread on a real asyncio loop):
- a refused click that dropped a selection, while the page kept showing it (Connect5);
- a refusal of the second player on a shared screen, hidden behind the first player's (hot seat);
- the × of that refusal, which closed the first player's notice instead;
- a bot's failure, hidden behind a puzzle's standing task;
- a second view's ``ready``, or Python's ``run_bots``, during a search: a second search of the same
  bot, and a move chosen on a position that was gone.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Generator
from typing import Any

import pytest

import connect_widgets as cw

from .test_thinking import message, run, until


def click(widget: Any, target: str, ident: str, **extra: Any) -> None:
    message(widget, kind="click", version=widget.view["version"], id=ident, target=target, **extra)


def test_a_refused_click_that_drops_the_selection_shows_it_dropped() -> None:
    """Red's double a5 jumps to its own token on c5: refused, and the selection goes (so that a second
    click on c5 selects it). The page is sent the view with the refusal, not the refusal alone."""
    widget = cw.play("connect5", players=2, seed=1, setup="a5=RR b5=BB c5=R")
    click(widget, "dot:a5", "a")
    assert widget.view["board"]["selection"]["from"] == "a5"
    click(widget, "dot:c5", "b")
    assert widget.notice["reply_to"] == "b" and widget.notice["kind"] == "refused"
    assert widget.view["board"]["selection"]["from"] is None
    assert widget.view["board"] == widget.table.view(0)["board"]


def hot_seat() -> Any:
    """Connnect, two humans at one screen, in the Fill Phase: both act, the screen shows seat 0."""
    widget = cw.play("connnect", players=2, seed=1)
    widget.game.apply(1, "zone 2")
    assert set(widget.game.actors()) == {0, 1} and widget.view["seat"] == 0
    return widget


def test_on_a_shared_screen_the_latest_refusal_is_shown_whoever_it_answers() -> None:
    widget = hot_seat()
    click(widget, "cell:a1", "p0", seat=0)
    assert widget.notice["reply_to"] == "p0"
    click(widget, "cell:a1", "p1", seat=1)  # Lucas's own bad click, on his tab
    assert widget.notice["reply_to"] == "p1"


def test_the_notices_close_button_closes_the_notice_shown() -> None:
    widget = hot_seat()
    click(widget, "cell:a1", "p0", seat=0)
    click(widget, "cell:a1", "p1", seat=1)
    message(widget, kind="dismiss", version=widget.view["version"], id="x")  # as the page sends it
    assert widget.notice["reply_to"] == "p0"  # seat 1's is gone; seat 0's has not been read yet
    message(widget, kind="dismiss", version=widget.view["version"], id="y")
    assert widget.notice == {}


def test_a_puzzle_defenders_failure_is_shown_over_the_puzzles_task(monkeypatch: pytest.MonkeyPatch) -> None:
    puzzle = cw.puzzles.shipped("connect5")[1]

    async def scenario() -> None:
        widget = puzzle.play(bot_delay=0.01)
        (defender,) = widget.bots.values()
        monkeypatch.setattr(defender, "choose", lambda seat: (_ for _ in ()).throw(RuntimeError("too deep to check")))
        message(widget, kind="ready", version=0, id="r")
        widget.game.apply(puzzle.player, puzzle.solution()[0][1])
        await until(lambda: "failed" in widget.notice.get("text", ""))
        assert widget.notice["text"].endswith("too deep to check")
        widget.close()

    run(scenario())


class SlowSearch:
    """A searching bot that thinks 0.3 s in small steps and plays the last legal move of the position
    it was given; it counts the searches it was asked for."""

    kind = "slow"

    def __init__(self) -> None:
        self.searches: list[int] = []  # the move number each search started at
        self.chosen: dict[int, str] = {}  # the move each finished search chose, by that number

    def choose(self, seat: Any) -> str:
        return str(seat.legal_actions()[0])

    def think(self, seat: Any) -> Generator[None, None, str]:
        start, chosen = len(seat.history), str(seat.legal_actions()[-1])
        self.searches.append(start)
        for _ in range(30):
            time.sleep(0.01)
            yield
        self.chosen[start] = chosen
        return chosen


def test_a_second_views_ready_during_a_search_starts_no_second_search() -> None:
    bot = SlowSearch()

    async def scenario() -> None:
        widget = cw.play("connect5", players=2, seed=1, bots={1: bot}, bot_delay=0.01)
        message(widget, kind="ready", version=0, id="r1")
        widget.game.apply(0, "e3")
        await until(lambda: widget._search is not None)
        message(widget, kind="ready", version=widget.view["version"], id="r2")  # a reload, a second view
        await until(lambda: len(widget.game.history) == 2)
        await asyncio.sleep(0.5)  # long enough for a second search to end, if one had started
        assert bot.searches == [1] and len(widget.game.history) == 2 and widget.notice == {}
        widget.close()

    run(scenario())


def test_python_stepping_the_bots_during_a_search_stops_the_search() -> None:
    """The search on its way looked at the empty board; ``run_bots`` plays on from Python, and the
    search's move, chosen on a position that is gone, is never played."""
    bots = {0: SlowSearch(), 1: SlowSearch()}

    async def scenario() -> None:
        widget = cw.play("connect5", players=2, seed=1, bots=bots, bot_delay=0.05)
        message(widget, kind="ready", version=0, id="r")
        await until(lambda: widget._search is not None)
        assert widget.run_bots(max_moves=2) == 2
        stepped = widget.game.history
        await asyncio.sleep(0.6)  # the stopped search would have ended by now
        widget.close()
        assert widget.game.history[:2] == stepped and widget.notice == {}
        for number, (seat, action) in enumerate(widget.game.history[2:], start=2):
            assert bots[seat].chosen.get(number) == action  # searched on the position it was played on

    run(scenario())
