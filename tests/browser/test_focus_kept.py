"""Focus a keyboard player can always see: a button greyed while it has focus gives it back inside the
widget, Escape withdraws the log's offer, a buried face-down card's ring is drawn on top, and the arrows
walk a row whose middle holds no target from one end to the other.

Found by playing each game by keyboard alone: Undo pressed until nothing was left to undo left focus
on the page's body (the widget's keys then went to the notebook), Escape left the "Play from here"
offer standing, the first Tab stop of Connect the Thoughts was a card hidden under two others, and
ArrowRight from a row's left end went up into the face-down cards.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

import connect_widgets as cw

from .test_focus import Live, inside


def test_undo_greyed_while_focused_leaves_focus_inside_the_widget(live_page: Page) -> None:
    live = Live(live_page, cw.play("connect5", players=["Red", "Blue"], seed=11, bot_delay=0))
    live.press('[data-target="dot:a1"]')
    assert live.widget.game.history == ((0, "a1"),)
    live.press(".cw-toolbar [data-command=undo]")  # nothing is left to undo: Undo greys out under focus
    assert live.widget.game.history == ()
    assert inside(live.active()), live.active()
    live.page.keyboard.press("r")  # the widget's keys still answer: r redoes
    live.settle()
    assert live.widget.game.history == ((0, "a1"),)


def test_escape_withdraws_the_offer_to_play_on_and_goes_back_to_its_move(live_page: Page) -> None:
    widget = cw.play("connect5", players=["Red", "Blue"], seed=11, bot_delay=0)
    for target in ("dot:e3", "dot:a1"):
        widget.click(target)
    live = Live(live_page, widget)
    live.press(".cw-log-move >> nth=0")
    assert live.active()["command"] == "play_from"
    live.page.keyboard.press("Escape")
    live.settle()
    assert live.page.locator(".cw-play-from button").count() == 0
    assert live.active()["text"] == live.page.locator(".cw-log-move").nth(0).inner_text()


def test_a_focused_face_down_card_has_its_ring_drawn_above_the_cards_over_it(live_page: Page) -> None:
    live = Live(live_page, cw.play("connect_the_thoughts", players=["Hannah", "Emma"], seed=3, bot_delay=0))
    live.page.keyboard.press("Tab")  # the board's one Tab stop: the first face-down card
    assert live.active()["target"] == "pool:0"
    ring = live.page.evaluate("""() => {
      const card = document.activeElement, ring = document.querySelector(".ctt-pool-ring");
      const same = ["x", "y", "width", "height", "transform"].every((n) => ring.getAttribute(n) === card.getAttribute(n));
      return { same, shown: ring.getAttribute("visibility"), last: ring.parentNode.lastElementChild === ring,
               covered: document.elementFromPoint(...centre(card)) !== card };
      function centre(el) { const r = el.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }
    }""")
    assert ring == {"same": True, "shown": "visible", "last": True, "covered": True}  # buried, yet ringed on top
    live.page.keyboard.press("Shift+Tab")
    assert live.page.evaluate('() => document.querySelector(".ctt-pool-ring").getAttribute("visibility")') == "hidden"


STATES = [  # what is not focus, in each game: the pressed Hints, the player to move, the card in hand
    ("connect5", ".cw-toolbar [data-command=hints]", ("border-top-color", "box-shadow")),
    ("connect5", ".c5-to-move", ("border-top-color", "box-shadow")),
    ("num_connect", ".nc-to-act", ("border-top-color", "box-shadow")),
]


@pytest.mark.parametrize(("name", "selector", "properties"), STATES)
def test_a_state_is_never_drawn_in_the_focus_ring_s_colour(
    live_page: Page, name: str, selector: str, properties: tuple[str, ...]
) -> None:
    """With focus lost or buried, the pressed Hints and the player to move looked focused too."""
    live = Live(live_page, cw.play(name, seed=3, bot_delay=0))
    assert live.widget.view["hints"]  # on by default: its button is pressed
    live.press(".cw-toolbar [data-command=new_game]", "Shift")  # a keyboard focus: its ring's colour
    ring = live.page.evaluate("() => getComputedStyle(document.activeElement).outlineColor")
    accent = live.page.evaluate(
        "() => { const probe = document.querySelector('.cw-root').appendChild(document.createElement('i'));"
        " probe.style.color = 'var(--cw-accent)'; return getComputedStyle(probe).color; }"
    )
    assert ring == accent
    shown = live.page.evaluate(
        "([selector, properties]) => { const style = getComputedStyle(document.querySelector(selector));"
        " return properties.map((p) => style.getPropertyValue(p)); }",
        [selector, list(properties)],
    )
    assert all(ring not in value for value in shown), (ring, shown)


def test_the_arrows_walk_a_row_of_connect_the_thoughts_from_end_to_end(live_page: Page) -> None:
    # Between its two ends a row holds no target, and the face-down cards above are nearer the left end
    # than its right end is: ArrowRight went up into them, and only End reached the right end.
    widget = cw.play("connect_the_thoughts", players=["Hannah", "Emma"], seed=3, bot_delay=0)
    row = lambda: len(widget.game.view(0)["players"][0]["row"])  # noqa: E731
    pick = lambda: widget.click(f"pool:{widget.game.view(0)['face_down'] - 1}", seat=0)  # noqa: E731
    while row() < 6:
        pick()
        ends = [move for move in ("place R", "place L", "place") if move in widget.game.legal_actions(0)]
        widget.click(ends[0].replace(" ", ":") if ends else "return", seat=0)
    pick()
    live = Live(live_page, widget)
    live.page.locator('.cw-board [data-target="end:L"]').focus()
    walked = []
    for _ in range(3):
        live.page.keyboard.press("ArrowRight")
        walked.append(live.active()["target"])
    assert walked == ["end:R", "place:R", "place:R"], walked  # and at the last, focus stays
