"""A notice longer than its slot says it goes on. The slot keeps its height, so that a refusal never
moves the board under the pointer, and a long one scrolls; with overlay scrollbars (and in headless
Chromium) nothing showed that it did, and a Num Connect refusal with its rule read as cut off mid-line.
A shade now darkens the edge that has more: the bottom until the end is reached, then the top."""

from __future__ import annotations

import io
from typing import Any

import numpy as np
from matplotlib.image import imread
from playwright.sync_api import Page

import connect_widgets as cw

from .pages import Live

SLOT = ".cw-notice-slot"


def shades(live: Live) -> tuple[float, float]:
    """How much darker the slot's top and bottom rows of pixels are than with no shade (0: not at all),
    along most of their width (the median: a shade spans the row, a letter or a corner does not)."""

    def rows() -> tuple[Any, Any]:
        pixels = imread(io.BytesIO(live.page.locator(SLOT).screenshot()))[..., :3].mean(axis=2)
        return pixels[1], pixels[-2]

    shaded = rows()
    live.page.locator(SLOT).evaluate("(slot) => { slot.style.background = 'none'; }")
    plain = rows()
    live.page.locator(SLOT).evaluate("(slot) => { slot.style.background = ''; }")
    top, bottom = (float(np.median(bare - shade)) for shade, bare in zip(shaded, plain, strict=True))
    return top, bottom


def refused(live: Live, *targets: str) -> None:
    for target in targets:
        live.page.locator(f'.cw-board [data-target="{target}"]').first.click(force=True)
        live.settle()
    assert live.page.locator(f"{SLOT} .cw-notice").count() == 1


def test_a_notice_longer_than_its_slot_shades_the_edge_that_has_more(live_page: Page) -> None:
    live = Live(live_page, cw.play("num_connect", players=["Ann", "Bob"], seed=2, lang="fr", bot_delay=0))
    refused(live, "hand:0", "grid:new")  # a first lay of one card: the refusal, then its rule
    height, shown = live.page.locator(SLOT).evaluate("(slot) => [slot.scrollHeight, slot.clientHeight]")
    assert height > shown  # it scrolls
    top, bottom = shades(live)
    assert top < 0.01 and bottom > 0.1, (top, bottom)  # more below
    live.page.locator(SLOT).evaluate("(slot) => { slot.scrollTop = slot.scrollHeight; }")
    top, bottom = shades(live)
    assert top > 0.1 and bottom < 0.01, (top, bottom)  # the end reached: more above


def test_a_notice_that_fits_its_slot_has_no_shade(live_page: Page) -> None:
    live = Live(live_page, cw.play("connect5", players=["Red", "Blue"], seed=11, bot_delay=0))
    refused(live, "dot:a1", "dot:a1")  # Blue on Red's token: "a1 is not free"
    assert shades(live) == (0.0, 0.0)
