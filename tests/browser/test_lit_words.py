"""A lit or selected target outlines its shape, not its words: the dashed stroke of ``.cw-legal`` set
on a group was inherited by the text inside it (Num Connect's "+ new grid" tile read as dashes)."""

from __future__ import annotations

from playwright.sync_api import Page

import connect_widgets as cw

from .pages import Live


def test_the_lit_new_grid_tile_keeps_its_words_plain(live_page: Page) -> None:
    widget = cw.play("num_connect", players=["Alice", "Bruno"], seed=18)
    live = Live(live_page, widget)
    for card in (f"hand:{k}" for k in range(len(widget.game.state.hands[0]))):
        live.click(f'.nc-hand [data-target="{card}"]')
        if "grid:new" in widget.view["board"].get("legal_targets", []):
            break  # a card that may start a free combination: the tile is lit
        live.click(f'.nc-hand [data-target="{card}"]')  # unselect it
    tile = live_page.locator('.nc [data-target="grid:new"]')
    assert "cw-legal" in (tile.get_attribute("class") or "")
    strokes = tile.locator("text").evaluate_all("(texts) => texts.map((t) => getComputedStyle(t).stroke)")
    assert strokes and all(stroke == "none" for stroke in strokes)
