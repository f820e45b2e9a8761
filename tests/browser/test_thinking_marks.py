"""Where the thinking marks land: on the thinking bot's own sheet or row, or on the shared table,
never on another player's, whose sheet names its places with the same targets.

No JupyterLab: the widget's bundle runs on a plain page driven through its Python handler
(``pages.Live``); the thought shown is the one Python makes (a real search, or ``thought_view``).
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

import connect_widgets as cw
from connect_widgets.connect_the_thoughts.notation import LEFT, PICK, RIGHT
from connect_widgets.core.analysis import Analysis, Candidate
from connect_widgets.table.thoughts import thought_view

from . import pages
from .lab import AXE, violations

# Each mark, with the player whose area holds the place under its centre ("shared" outside any).
MARKS = """() => [...document.querySelectorAll(".cw-mark")].map((mark) => {
  const box = mark.getBoundingClientRect();
  const under = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    .map((element) => element.closest("[data-target], [data-spot]")).find(Boolean);
  const area = under && under.closest("[data-player]");
  return { rank: mark.dataset.rank, place: under ? under.dataset.target || under.dataset.spot : null,
           player: area ? area.dataset.player : "shared" };
})"""


# Each mark's centre against its place's: right of it and above it (the place's top-right quarter).
OFF_CENTRE = """() => [...document.querySelectorAll(".cw-mark")].map((mark) => {
  const box = mark.getBoundingClientRect();
  const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
  const place = document.elementsFromPoint(x, y).map((e) => e.closest("[data-target], [data-spot]")).find(Boolean);
  const at = place.getBoundingClientRect();
  return x > at.left + at.width / 2 && y < at.top + at.height / 2;
})"""


def marks(live: pages.Live) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = live.page.evaluate(MARKS)
    return found


def connnect_after_the_bots_write() -> Any:
    """A Connnect table, Ada (human) against Lucas (a hard bot), once Lucas has searched and written."""
    widget = cw.play(
        "connnect", players=["Ada", "Lucas"], seed=4, bots={1: {"kind": "hard", "simulations": 40}}, bot_delay=0
    )
    widget.table.show_thinking = True
    while not (widget.view["thought"] and widget.view["thought"]["seat"] == 1):
        if widget.run_bots(max_moves=1, until_human=False) == 0:
            widget.game.apply(0, next(a for a in widget.game.legal_actions(0) if a != "out"))
    return widget


def test_connnect_marks_are_on_the_bots_sheet_and_none_on_the_humans(live_page: Page) -> None:
    widget = connnect_after_the_bots_write()
    thought = widget.view["thought"]
    cells = [target for candidate in thought["candidates"] for target in candidate["targets"]]
    assert len(cells) == len(thought["candidates"]) > 1 and all(cell.startswith("cell:") for cell in cells)
    live = pages.Live(live_page, widget)
    assert widget.view["board"]["player"] == 0  # Ada's own sheet is shown: the bot's cells are not on it
    assert marks(live) == []
    live.page.locator(".cn-tab").nth(1).click()  # Lucas's sheet (browser-only: no message to Python)
    live.settle()
    shown = marks(live)
    assert [(mark["place"], mark["player"]) for mark in shown] == [(cell, "1") for cell in cells]
    assert [mark["rank"] for mark in shown] == [str(candidate["rank"]) for candidate in thought["candidates"]]
    assert all(live.page.evaluate(OFF_CENTRE))  # the number written at a space's centre stays in sight
    live.page.add_script_tag(path=str(AXE))
    assert violations(live.page, 0) == []  # a bot's sheet with its marks: as accessible as the rest


def test_connect_the_thoughts_marks_the_shared_pool_but_not_the_humans_row(live_page: Page) -> None:
    widget = cw.play("connect_the_thoughts", players=["Ada", "Bot"], seed=3, bots={1: "hard"}, bot_delay=0)
    widget.table.show_thinking = True
    for target in ("pool:0", "place", "pool:0"):  # Ada starts her row and holds another card
        widget.click(target)
    assert {"place:L", "place:R"} <= set(widget.view["board"]["legal_targets"])  # her row's ends are drawn
    live = pages.Live(live_page, widget)
    # The bot's candidates as Python words them: laying at either end of a row is a place of its own
    # row (where it holds no card, so none is drawn), picking is the shared pool's.
    moves = (str(LEFT), str(RIGHT), str(PICK))
    candidates = tuple(Candidate(move, 4, 0.25, 0.5, 0.0) for move in moves)
    analysis = Analysis(1, moves[0], 12, 0.0, candidates)
    text = widget.table.text
    view = {**widget.view, "thought": thought_view(widget.game, widget.table.interaction, 1, analysis, False, text, 0)}
    assert [c["targets"] for c in view["thought"]["candidates"]] == [["place:L"], ["place:R"], ["pool:0"]]
    live.page.evaluate("(view) => window.push({ view })", view)
    live.settle()
    shown = marks(live)  # the face-down cards overlap: the pool's mark may sit over another of them
    assert [(mark["rank"], mark["place"].split(":")[0], mark["player"]) for mark in shown] == [("3", "pool", "shared")]
    live.page.add_script_tag(path=str(AXE))
    assert violations(live.page, 0) == []
