"""Every button's accessible name contains its visible text (WCAG 2.5.3 "label in name", axe-core's
``label-content-name-mismatch``), in every game, in English and French.

The JupyterLab tests cannot see this rule fail: axe treats what lies inside JupyterLab's windowed
notebook as off screen, and this rule only reads text on screen. So each game runs here on the
kernel-less page of ``pages.widget_page``, whose model takes each new state from the test:
seeded easy bots play a whole game in Python, and after every move the page redraws and axe checks
the rule on the widget (and, at each rule passage the game has not shown before, axe's full rule set).
The states the rule once failed in are asserted to have been seen: Num Connect's discard pile with a
card on it, Connnect's Free Action track and bonuses, Connect5's double tokens (set up on the board
at the start) and Connect the Thoughts' "put back" tab.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from playwright.sync_api import Page

import connect_widgets as cw

from .conftest import js_errors
from .lab import AXE
from .pages import traits_of, widget_page

# name: players, options, and the things that must have been on screen (a selector each) while the
# rule was checked; the options go to cw.play as keywords
GAMES: dict[str, tuple[list[str], dict[str, Any], list[str]]] = {
    "num_connect": (["Alice", "Bruno"], {}, [".nc-piles .nc-card"]),
    "connnect": (["Lisa", "Lucas"], {}, [".cn-free", "[data-target^='bonus:']"]),
    # The easy bots never stack in these games (since they block threes first): the game starts with a double.
    "connect5": (["Red", "Blue"], {"mode": "full", "setup": "c3=RR"}, [".c5-two"]),
    "connect_the_thoughts": (["Hannah", "Emma"], {}, [".ctt-return"]),
}

RULE = """async (full) => {
  const root = document.querySelector(".cw-root");
  const options = full ? { resultTypes: ["violations"] }
    : { runOnly: { type: "rule", values: ["label-content-name-mismatch"] }, resultTypes: ["violations"] };
  const result = await axe.run(root, options);
  return result.violations.flatMap((v) => v.nodes.map((n) => {
    const e = document.querySelector(n.target[0]);
    return `${v.id}: ${n.target[0]} shows ${JSON.stringify(e?.textContent)}, named ${JSON.stringify(e?.getAttribute("aria-label"))}`;
  }));
}"""

SEEN = """(selectors) => selectors.filter((selector) => document.querySelector(".cw-root " + selector))"""


@pytest.fixture
def page(bare_page: Page) -> Page:
    """A page with no JupyterLab around it; ``js_errors(page)`` lists its errors."""
    return bare_page


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", list(GAMES))
def test_every_button_s_name_contains_its_visible_text_in_a_whole_game(page: Page, name: str, lang: str) -> None:
    players, options, watched = GAMES[name]
    widget = cw.play(name, players=players, seed=11, bot_delay=0, lang=lang, **options)
    game, rng = widget.game, random.Random(11)
    bots = [cw.make_bot(name, "easy", seed=seat) for seat in range(len(players))]
    page.set_content(widget_page(widget))
    page.locator(".cw-root .cw-board svg").first.wait_for()
    page.add_script_tag(path=str(AXE))
    failures: list[str] = []
    passages: list[str] = []
    seen: set[str] = set()
    moves = 0
    while True:
        page.evaluate("(next) => window.push(next)", json.loads(json.dumps(traits_of(widget))))
        page.wait_for_function(
            "(seq) => document.querySelector('.cw-root').dataset.seq === String(seq)", arg=widget.view["seq"]
        )
        passage = "over" if game.is_over else str(widget.view["rule"]["section"])
        full = passage not in passages
        if full:
            passages.append(passage)
        seen.update(page.evaluate(SEEN, watched))
        failures += [f"move {moves}, {passage}: {line}" for line in page.evaluate(RULE, full)]
        if game.is_over:
            break
        actor = rng.choice(game.actors())
        game.apply(actor, bots[actor].choose(game.seat(actor)))
        moves += 1
    assert not failures, "\n".join(dict.fromkeys(failures))
    assert seen == set(watched), f"never on screen: {set(watched) - seen}"
    assert len(passages) >= 3, passages
    assert js_errors(page) == []
