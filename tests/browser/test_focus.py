"""Focus after a move or a repaint, by keyboard: it stays on the control that had it (the right one
of several with the same target or command) and, when that control is gone, lands elsewhere inside
the widget, never on the page's body.

No JupyterLab: the widget's bundle runs on a plain page whose ``model.send`` calls the widget's own
Python handler (in this process) and pushes the traits it changed back to the page.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

import connect_widgets as cw

from . import pages

# Where focus is: "BODY", or "OUT" (elsewhere outside the widget), or the focused control described.
ACTIVE = """() => {
  const a = document.activeElement;
  if (a === document.body) return "BODY";
  if (!document.querySelector(".cw-root").contains(a)) return "OUT";
  const part = a.closest(".cw-board") ? "board" : a.closest(".cw-actions") ? "actions" : "other";
  return { part, target: a.dataset.target ?? null, command: a.dataset.command ?? null, line: a.dataset.line ?? null,
           pressed: a.getAttribute("aria-pressed"), text: a.textContent };
}"""


class Live(pages.Live):
    def active(self) -> Any:
        return self.page.evaluate(ACTIVE)


def inside(active: Any) -> bool:
    return isinstance(active, dict)


def test_num_connect_draw_button_keeps_focus_not_the_draw_pile(live_page: Page) -> None:
    live = Live(live_page, cw.play("num_connect", players=["Alice", "Bruno"], seed=11, bot_delay=0))
    # The Draw button and the board's draw pile share data-target="draw" (the pile comes first):
    # a repaint (here: hints toggled by the "h" key) keeps focus on the button.
    hints = live.widget.view["hints"]
    live.press('.cw-actions [data-target="draw"]', "h")
    assert live.widget.view["hints"] != hints
    assert (live.active()["part"], live.active()["target"]) == ("actions", "draw")
    # Drawing disables every action button: focus moves on inside the widget.
    live.press('.cw-actions [data-target="draw"]')
    assert inside(live.active())
    live.press('[data-target="hand:0"]')
    assert live.active()["target"] == "hand:0"  # a selection repaints the board: the same card


def test_num_connect_show_my_hand_keeps_focus_in_the_widget(live_page: Page) -> None:
    widget = cw.play("num_connect", players=["Alice", "Bruno"], seed=11, bot_delay=0)
    for target in ("draw", "hand:0", "discard"):
        widget.click(target)
    assert widget.view["board"]["screen"] == "pass"
    live = Live(live_page, widget)
    # "Show my hand" on the pass screen: the button goes, focus stays in the widget.
    live.press('.cw-actions [data-target="show"]')
    assert live.widget.view["board"]["screen"] != "pass"
    assert inside(live.active())


def test_notice_close_keeps_focus_in_the_widget(live_page: Page) -> None:
    live = Live(live_page, cw.play("connect5", players=["Red", "Blue"], seed=11, bot_delay=0))
    live.press('[data-target="dot:e3"]')
    assert live.active()["target"] == "dot:e3"
    live.press('[data-target="dot:e3"]')  # a dot already held: refused
    assert live.widget.notice
    live.press(".cw-notice-close")
    assert not live.widget.notice
    assert inside(live.active())


def test_log_move_and_play_from_keep_focus_in_the_widget(live_page: Page) -> None:
    widget = cw.play("connect5", players=["Red", "Blue"], seed=11, bot_delay=0)
    for target in ("dot:e3", "dot:a1", "dot:b2", "dot:c3"):
        widget.click(target)
    live = Live(live_page, widget)
    # A log move focused during a repaint stays focused (hints toggled by the "h" key).
    hints = live.widget.view["hints"]
    live.press(".cw-log-move >> nth=1", "h")
    assert live.widget.view["hints"] != hints
    assert live.active()["text"] == live.page.locator(".cw-log-move").nth(1).inner_text()
    # Enter on a log move offers to play on from it (focused); Enter on the offer takes it.
    live.press(".cw-log-move >> nth=0")
    assert live.active()["command"] == "play_from"
    live.page.keyboard.press("Enter")
    live.settle()
    assert len(live.widget.view["lines"]) == 2
    assert inside(live.active())


def test_lines_panel_keeps_focus_on_the_pressed_line(live_page: Page) -> None:
    widget = cw.play("connect5", players=["Red", "Blue"], seed=11, bot_delay=0)
    for target in ("dot:e3", "dot:a1", "dot:b2"):
        widget.click(target)
    widget.table.play_from(1)
    widget._on_game_change()
    widget.click("dot:c3")
    widget.table.show_line(0)
    widget._on_game_change()
    live = Live(live_page, widget)
    # Every line button is [data-command="line"]: pressing the second keeps focus on the second.
    live.press('.cw-line[data-line="1"]')
    active = live.active()
    assert (active["command"], active["line"], active["pressed"]) == ("line", "1", "true")


def test_connnect_sheet_tab_keeps_focus_through_a_move(live_page: Page) -> None:
    widget = cw.play("connnect", players=["Lisa", "Lucas"], seed=11, bot_delay=0)
    live = Live(live_page, widget)
    # A tab has no target or command: after another move's repaint, the same tab has focus.
    live.page.locator(".cn-tab").nth(1).focus()
    label = live.page.locator(".cn-tab").nth(1).inner_text()
    bot = cw.make_bot("connnect", "easy", seed=0)
    actor = widget.game.actors()[0]
    widget.game.apply(actor, bot.choose(widget.game.seat(actor)))
    live.sync()
    active = live.active()
    assert active["part"] == "board"
    assert active["text"].split("·")[0] == label.split("·")[0]  # the same player's tab


SEAT_OF_FOCUS = "() => document.activeElement.closest('[data-seat]')?.dataset.seat ?? null"


def test_a_control_that_goes_leaves_focus_on_the_same_players_sheet(live_page: Page) -> None:
    """Lucas, on his own tab, takes a Free Action: the value picker he pressed goes with the move, and
    focus lands on his sheet, not on the first control of the board (Lisa's tab, which his next Enter
    would open)."""
    widget = cw.play("connnect", players=["Lisa", "Lucas"], seed=3, bot_delay=0)
    widget.click(f"die:{0}", seat=widget.game.state.active)  # the Zone Die: both players write now
    live = Live(live_page, widget)
    live.press(".cn-tab >> nth=1")  # Lucas opens his sheet
    for target in ("num:0", "free"):
        live.press(f'[data-target="{target}"][data-seat="1"]')
    before = len(widget.game.history)
    live.press('[data-target="value:2"][data-seat="1"]')
    assert widget.game.history[before][0] == 1 and widget.game.history[before][1].startswith("free ")
    assert live.page.evaluate(SEAT_OF_FOCUS) == "1"


def test_new_game_keeps_focus_in_the_widget_and_escape_keeps_playing(live_page: Page) -> None:
    live = Live(live_page, cw.play("connect5", players=["Red", "Blue"], seed=11, bot_delay=0))
    live.press('[data-target="dot:e3"]')
    live.press('.cw-toolbar [data-command="new_game"]')
    assert live.active()["command"] == "new_game_keep"  # the question, its safe answer focused
    live.page.keyboard.press("Escape")  # Escape answers it so
    live.settle()
    assert live.page.locator('[data-command="new_game_sure"]').count() == 0
    assert live.active()["command"] == "new_game" and live.widget.game.history
    live.press('.cw-toolbar [data-command="new_game"]')
    live.press('[data-command="new_game_sure"]')  # the question goes with the game it asked about
    assert not live.widget.game.history
    assert live.active()["command"] == "new_game"  # not the page's body


def test_connnect_sheet_tabs_are_one_tab_stop_moved_along_by_the_arrows(live_page: Page) -> None:
    live = Live(live_page, cw.play("connnect", players=["Lisa", "Lucas", "Mia"], seed=11, bot_delay=0))
    tabs = live.page.locator(".cn-tab")
    names = [tabs.nth(k).inner_text().split(" ")[0] for k in range(3)]
    shown = [tabs.nth(k).get_attribute("aria-selected") for k in range(3)].index("true")
    assert [tabs.nth(k).get_attribute("tabindex") for k in range(3)] == ["0" if k == shown else "-1" for k in range(3)]
    live.press(f".cn-tab >> nth={shown}", "ArrowRight")
    assert live.active()["text"].startswith(names[(shown + 1) % 3])  # (round the end, after the last)
    live.page.keyboard.press("ArrowLeft")
    live.page.keyboard.press("ArrowLeft")
    other = (shown - 1) % 3
    assert live.active()["text"].startswith(names[other])
    live.page.keyboard.press("Enter")  # opens it: now the tablist's Tab stop
    live.settle()
    assert tabs.nth(other).get_attribute("aria-selected") == "true" and tabs.nth(other).get_attribute("tabindex") == "0"


def test_the_board_is_one_tab_stop_and_the_arrows_move_it(live_page: Page) -> None:
    """Tab goes past the dots of Connect5's board in one step; the arrows move among them, and the dot they
    reach is the board's Tab stop from then on."""
    live = Live(live_page, cw.play("connect5", players=["Red", "Blue"], seed=11, bot_delay=0))
    stops = '.cw-board [data-target][tabindex="0"]:not(button)'
    assert live.page.locator(stops).count() == 1 and live.page.locator(".cw-board [data-target]").count() > 70
    first = live.page.locator(stops).get_attribute("data-target")
    live.press(stops, "ArrowRight")
    moved = live.active()["target"]
    assert moved != first and live.page.locator(stops).get_attribute("data-target") == moved
    live.page.keyboard.press("Tab")
    assert live.active()["part"] != "board"  # past the board in one press
    hints = live.widget.view["hints"]
    live.page.keyboard.press("h")  # the board is drawn again meanwhile
    live.settle()
    assert live.widget.view["hints"] != hints
    live.page.keyboard.press("Shift+Tab")
    assert live.active()["target"] == moved  # back where the player was


def test_a_focused_legal_drop_in_connect_the_thoughts_looks_focused(live_page: Page) -> None:
    """With hints on, a legal drop slot is outlined green; focus must show on top of that, not under it."""
    widget = cw.play("connect_the_thoughts", players=["Ann", "Bob"], seed=3, bot_delay=0)
    live = Live(live_page, widget)
    live.press('[data-target^="pool:"]')  # pick up the next card: its drop slot is lit
    width = "(el) => getComputedStyle(el.querySelector('.ctt-slot')).strokeWidth"
    drop = live.page.locator('.ctt-drop.cw-legal[data-target="place"]')
    unfocused = drop.evaluate(width)
    live.press('.ctt-drop.cw-legal[data-target="place"]', "Shift")  # focused by a key: :focus-visible
    assert (unfocused, drop.evaluate(width)) == ("2.5px", "4.5px")


def test_tab_into_a_board_lands_on_the_first_target_lit_as_legal(live_page: Page) -> None:
    """Red's token on c1 is selected (hints on): Tab into the board reaches a dot it may move to, not a1."""
    widget = cw.play("connect5", players=["Red", "Blue"], seed=1, setup="c1=R", bot_delay=0)
    widget.click("dot:c1")
    live = Live(live_page, widget)
    stop = live.page.locator('.cw-board [data-target][tabindex="0"]:not(button)')
    assert stop.count() == 1 and stop.get_attribute("data-target") in ("dot:b1", "dot:d1")
    assert live.page.locator(".cw-board [data-target]:not(button)").first.get_attribute("data-target") != "dot:b1"


def test_the_widget_takes_its_keys_before_the_page_does(live_page: Page) -> None:
    """Notebook 7 takes the arrow keys at the document's capture phase, before any listener inside the
    widget: the arrows never reached the board, and a keyboard player could play one dot only. A page
    that does the same, and would run a notebook command for "x" and "u", is played all the same."""
    live = Live(live_page, cw.play("connnect", players=["Lisa", "Lucas"], seed=11, bot_delay=0))
    live.page.evaluate(
        """() => { window.hostKeys = [];
           document.addEventListener("keydown", (event) => { window.hostKeys.push(event.key);
             if (event.key.startsWith("Arrow")) { event.stopPropagation(); event.preventDefault(); } }, true); }"""
    )
    stops = '.cw-board [data-target][tabindex="0"]:not(button)'
    first = live.page.locator(stops).first.get_attribute("data-target")
    live.press(stops, "ArrowRight")
    assert live.active()["target"] not in (None, first)  # the board's arrows, not the page's
    live.page.locator(".cn-tab").first.focus()
    live.page.keyboard.press("End")
    assert (
        live.page.evaluate("() => document.activeElement.textContent") == live.page.locator(".cn-tab").last.inner_text()
    )
    live.page.keyboard.press("x")
    assert live.page.evaluate("() => window.hostKeys") == []  # no key pressed in the widget reached the page


def test_a_move_s_button_never_hands_focus_to_another_move(live_page: Page) -> None:
    """ "Put it back" went, and focus fell on "Ring the bell": one more Enter rang a wrong bell."""
    position = "rows=3.46|72 hands=50|-"
    live = Live(live_page, cw.play("connect_the_thoughts", seed=3, bots={1: "easy"}, bot_delay=0, position=position))
    live.press('.cw-actions [data-target="return"]')
    assert live.widget.game.history[-1] == (0, "return")
    active = live.active()
    assert inside(active) and active["part"] == "board" and active["target"] is None  # the board itself
    live.page.keyboard.press("Enter")  # one more Enter by mistake: no bell is rung, nothing is played
    live.settle()
    assert live.widget.game.history[-1] == (0, "return")
    live.press('.cw-actions [data-target="pool:0"]')  # "Pick a card": its button goes, and no board move takes focus
    assert live.active()["target"] is None


def test_in_hot_seat_no_button_keeps_focus_for_the_next_player(live_page: Page) -> None:
    """After Alice's discard, focus stayed on a button that now acted for Bruno (his "Show my hand")."""
    widget = cw.play("num_connect", players=["Alice", "Bruno"], seed=11, bot_delay=0)
    widget.click("draw")
    widget.click("hand:0")
    live = Live(live_page, widget)
    live.press('.cw-actions [data-target="discard"]')
    assert widget.view["seat"] == 1 and widget.view["board"]["screen"] == "pass"
    assert live.page.evaluate("() => document.activeElement.classList.contains('cw-board')")
    live.page.keyboard.press("Enter")  # Alice presses Enter again by mistake: nothing is shown or played
    live.settle()
    assert widget.view["board"]["screen"] == "pass"


def test_split_is_a_toggle_button_whose_state_is_read(live_page: Page) -> None:
    """Split changed only its label: a screen reader heard a new button, not that split was on."""
    live = Live(live_page, cw.play("connect5", setup="e1=RR", seed=1, bot_delay=0))
    live.click("[data-target='dot:e1']")
    split = live_page.locator('.cw-actions [data-target="split"]')
    expect(split).to_have_attribute("aria-pressed", "false")
    label = split.inner_text()
    live.press('.cw-actions [data-target="split"]')
    expect(split).to_have_attribute("aria-pressed", "true")
    expect(split).to_have_text(label)  # a toggle keeps its name
    expect(live_page.locator(".cw-prompt")).to_have_text(live.widget.view["prompt"])
    assert "receives one token of the double" in live.widget.view["prompt"]


def test_the_move_log_is_one_tab_stop_walked_with_the_arrows(live_page: Page) -> None:
    """Every move of the log was a Tab stop: 53 Tabs from the board to New game at a Connnect game's end."""
    widget = cw.play("connect5", players=["Red", "Blue"], seed=11, bot_delay=0)
    for dot in ("a1", "e7", "b1", "e6"):
        widget.click(f"dot:{dot}")
    live = Live(live_page, widget)
    moves = live_page.locator(".cw-log-move")
    assert moves.count() == 4 and all(moves.nth(i).get_attribute("tabindex") == "-1" for i in range(4))
    live_page.locator(".cw-log").focus()
    live_page.keyboard.press("ArrowUp")  # from the list: its last move
    assert live.active()["text"] == moves.nth(3).inner_text()
    live_page.keyboard.press("Home")
    assert live.active()["text"] == moves.nth(0).inner_text()
    live_page.keyboard.press("ArrowDown")
    assert live.active()["text"] == moves.nth(1).inner_text()
    live_page.keyboard.press("Tab")  # past the log in one step
    assert not live_page.evaluate("() => document.activeElement.classList.contains('cw-log-move')")


def test_home_and_end_go_to_the_board_s_first_and_last_target_as_it_reads(live_page: Page) -> None:
    """End went to the last dot drawn, e6, in the middle of Connect5's board: now to the bottom right."""
    widget = cw.play("connect5", seed=11, bot_delay=0)
    live = Live(live_page, widget)
    dots = sorted(widget.fixed_layout["dots"], key=lambda dot: (dot["y"], dot["x"]))  # as the board reads
    live_page.locator(".cw-board [data-target]").nth(3).focus()
    live_page.keyboard.press("End")
    assert live.active()["target"] == dots[-1]["target"] != widget.fixed_layout["dots"][-1]["target"]
    live_page.keyboard.press("Home")
    assert live.active()["target"] == dots[0]["target"]


RING = """() => {
  const a = document.activeElement;
  const shape = a.querySelector(".cn-cell, .nc-face") || a;
  const text = a.querySelector("text");
  return { dash: getComputedStyle(shape).strokeDasharray, width: getComputedStyle(shape).strokeWidth,
           text: text ? getComputedStyle(text).stroke : "none", target: a.dataset.target ?? null };
}"""


def test_the_focus_ring_is_solid_wider_than_a_selection_and_leaves_the_digits_alone(live_page: Page) -> None:
    """The ring took the legal mark's dashes, was the selection's very stroke (3px), and smeared the digits."""
    live = Live(live_page, cw.play("connnect", players=["Lisa", "Lucas"], seed=11, bot_delay=0))
    live_page.keyboard.press("Tab")  # keyboard modality: :focus-visible
    die = live_page.locator(".cw-board [data-target='die:1']")
    die.focus()
    pips = die.locator(".cn-pip").evaluate_all("(pips) => pips.map((pip) => getComputedStyle(pip).stroke)")
    assert pips and set(pips) == {"none"}, pips  # they took the ring's 4.5px stroke and swelled into blobs
    live.click("[data-target='die:0']")  # the Zone Die
    live.click("[data-target='num:0']")  # a Number Die picked: now the sheet's spaces are lit as legal
    legal = live_page.locator(".cw-board [data-target^='cell:']:has(.cw-legal)").first
    legal.focus()
    live_page.keyboard.press("ArrowRight")
    live_page.keyboard.press("ArrowLeft")  # by keyboard: :focus-visible
    ring = live_page.evaluate(RING)
    assert ring["target"].startswith("cell:") and ring["dash"] == "none" and ring["width"] == "4.5px", ring
    assert ring["text"] == "none"


@pytest.mark.parametrize(
    ("name", "target", "shape"),
    [
        ("num_connect", ".nc-piles [data-target='draw']", ".nc-back"),
        ("num_connect", ".nc-new-tile", ".nc-new-rect"),
        ("connnect", ".cn-free", ".cn-box"),
    ],
)
def test_targets_whose_ring_was_only_their_words_ring_their_own_shape(
    live_page: Page, name: str, target: str, shape: str
) -> None:
    """The draw pile, the new-grid tile and the Free Action track showed no focus at all once their
    words took no stroke: the ring had only ever reached the words."""
    Live(live_page, cw.play(name, players=["Ann", "Bo"], seed=11, bot_delay=0))
    live_page.keyboard.press("Tab")  # keyboard modality: :focus-visible
    live_page.locator(target).first.focus()
    width = live_page.locator(target).first.locator(shape).first.evaluate("(el) => getComputedStyle(el).strokeWidth")
    assert width == "4.5px"


def test_a_log_move_that_scrolls_away_leaves_focus_in_the_log(live_page: Page) -> None:
    """The log keeps the last moves: when the focused one went, focus jumped onto a board target."""
    widget = cw.play("connect5", players=["Red", "Blue"], bots={1: "easy"}, seed=11, bot_delay=10)
    for dot in ("a1", "b1", "c1"):
        widget.click(f"dot:{dot}")
        widget.run_bots()
    live = Live(live_page, widget)
    live_page.locator(".cw-log").focus()
    live_page.keyboard.press("Home")
    assert live.active()["text"] == live_page.locator(".cw-log-move").first.inner_text()
    widget.table.undo(0)  # Red takes back c1 and the bot's reply: the log is drawn again without them
    live.sync()
    assert live_page.evaluate("() => document.activeElement.closest('.cw-log') !== null")
    widget.new_game()  # every move goes: the list itself keeps focus
    live.sync()
    assert live_page.evaluate("() => document.activeElement.closest('.cw-log') !== null")


def test_the_arrows_go_into_the_board_from_the_board_itself(live_page: Page) -> None:
    """After a game button went, focus is on the board itself, where the arrows did nothing."""
    position = "rows=3.46|72 hands=50|-"
    live = Live(live_page, cw.play("connect_the_thoughts", seed=3, bots={1: "easy"}, bot_delay=0, position=position))
    live.press('.cw-actions [data-target="return"]')
    assert live.active()["target"] is None
    live_page.keyboard.press("ArrowRight")
    assert live.active()["target"] is not None and live.active()["part"] == "board"
