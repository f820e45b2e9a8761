"""No word a game draws in SVG runs past its drawing, in English or in French: French runs longer,
and Connnect's "Formes Connect-4 (première revendication 4, cercle 1)" ran 97 px past its panel,
"cartes de score : 4" past its stack of cards (both cut off on the page)."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page

import connect_widgets as cw

from .pages import Live

# Each drawn word that runs past its own SVG on the page: its text, and how far it lies inside the
# SVG on the left and on the right, in pixels (negative: outside, where the SVG cuts it off).
OUTSIDE = """() => [...document.querySelectorAll(".cw-root svg")].flatMap((svg) => {
  const box = svg.getBoundingClientRect();
  return [...svg.querySelectorAll("text")].filter((t) => t.closest("svg") === svg && t.textContent.trim())
    .map((t) => { const b = t.getBoundingClientRect(); return [t.textContent, b.left - box.left, box.right - b.right]; })
    .filter(([, left, right]) => left < -1 || right < -1);
})"""


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_every_drawn_word_fits_its_drawing(live_page: Page, name: str, lang: str) -> None:
    widget = cw.play(name, players=2, seed=3, lang=lang)
    game, rng = widget.game, random.Random(3)
    for _ in range(30):  # into the game: its later words too (scores, counts, marks)
        if game.is_over:
            break
        actor = rng.choice(game.actors())
        game.apply(actor, rng.choice(game.legal_actions(actor)))
    widget.table.on_change()
    Live(live_page, widget)
    assert live_page.evaluate(OUTSIDE) == []


def test_the_pile_caption_stands_above_its_highest_layer(live_page: Page) -> None:
    # Sixteen cards won: the pile draws three layers, each 3 px higher, which covered "pile"'s descenders.
    middle = cw.new_game("connect_the_thoughts", players=2, seed=1).position().split("middle=")[1].split(".")
    won, left = ".".join(middle[:16]), ".".join(middle[16:])
    position = (
        f"round=3 rows=-|- hands=-|- piles={won}|- out=-|- wins=2,0 final=0,0 picker=- end=- put_back=- "
        f"slipped=0 middle={left}"
    )
    Live(live_page, cw.play("connect_the_thoughts", players=2, seed=1, position=position))
    gap = live_page.evaluate(
        """() => {
      const pile = document.querySelector(".ctt-pile .ctt-caption").closest(".ctt-pile");
      const top = Math.min(...[...pile.querySelectorAll(".ctt-pile-card")].map((r) => r.getBoundingClientRect().top));
      return top - pile.querySelector(".ctt-caption").getBoundingClientRect().bottom;
    }"""
    )
    assert gap >= 0, f"the caption runs {-gap:.1f} px into the pile"
