"""Every game stays legible from 375 px wide (a phone, a split editor) to 1400 px: the widget reflows
(below 1200 px the side panel goes under the board) instead of shrinking, labels stay at 11 px or more
and card pictures at 20 px or more. Connnect's sheet is two pages that sit side by side, or one under
the other below about 850 px. A drawing that cannot fit keeps its size and scrolls sideways inside the
board (below :data:`SCROLLS`), opened at its middle, where the play is: the widget itself never
overflows. At the narrowest width axe finds no violation. A screenshot of each game at each width
goes to test-artifacts/screenshots."""

from __future__ import annotations

from playwright.sync_api import Locator, Page

from .conftest import ARTIFACTS, js_errors
from .lab import AXE, Lab, open_notebook, violations, wait_repaint

WIDTHS = (375, 480, 700, 900, 1400)
GAMES = ("connnect", "connect5", "num_connect", "connect_the_thoughts")
MIN_LABEL_PX = 11
MIN_PICTURE_PX = 20
SCROLLS = {"connnect": 560, "num_connect": 480, "connect_the_thoughts": 1000}
"""The games whose drawing scrolls sideways inside the board below this widget width; Connect5 fits
(its board shrinks, its coordinates grow in the drawing and its score strip is HTML)."""
PICTURES = ".ctt-emoji"
"""Text drawn as a picture (Connect the Thoughts' objects), held to the picture minimum."""

# Each visible piece of text in the widget, with its size on screen: an SVG text's font size times
# its scale on screen, an HTML element's computed font size.
MEASURE = """([root, pictures]) => {
  const sizes = [];
  const visible = (el) => { const box = el.getBoundingClientRect(); return box.width > 0 && box.height > 0; };
  for (const el of root.querySelectorAll("svg text")) {
    if (!el.textContent.trim() || !visible(el)) continue;
    const ctm = el.getScreenCTM();
    const px = parseFloat(getComputedStyle(el).fontSize) * Math.hypot(ctm.a, ctm.b);
    sizes.push({ px, text: el.textContent.slice(0, 24), picture: el.matches(pictures) });
  }
  for (const el of root.querySelectorAll("*:not(svg *)")) {
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own || !visible(el)) continue;
    sizes.push({ px: parseFloat(getComputedStyle(el).fontSize), text: el.textContent.slice(0, 24), picture: false });
  }
  return sizes;
}"""


def at_width(root: Locator, width: int) -> None:
    """Give the widget ``width`` pixels (as a narrow or wide notebook column would) and let it lay out."""
    root.evaluate("(el, width) => { el.style.width = `${width}px`; el.style.maxWidth = 'none'; }", width)
    root.page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def test_every_game_is_legible_from_375_to_1400_px(page: Page, lab: Lab) -> None:
    open_notebook(page, lab, "widths.ipynb")
    roots = page.locator(".cw-root")
    roots.nth(len(GAMES) - 1).locator(".cw-board svg").first.wait_for()
    page.add_script_tag(path=str(AXE))
    failures = []
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for index, game in enumerate(GAMES):
        root = roots.nth(index)
        for width in WIDTHS:
            at_width(root, width)
            root.screenshot(path=str(ARTIFACTS / f"width_{game}_{width}.png"))
            sizes = root.page.evaluate(MEASURE, [root.element_handle(), PICTURES])
            labels = [s for s in sizes if not s["picture"]]
            pictures = [s for s in sizes if s["picture"]]
            smallest = min(labels, key=lambda s: s["px"])
            if smallest["px"] < MIN_LABEL_PX - 0.05:
                failures.append(f"{game} at {width} px: label {smallest['text']!r} is {smallest['px']:.1f} px")
            if pictures and (least := min(p["px"] for p in pictures)) < MIN_PICTURE_PX - 0.05:
                failures.append(f"{game} at {width} px: pictures are {least:.1f} px")
            overflow = root.evaluate("(el) => el.scrollWidth - el.clientWidth")
            if overflow > 1:
                failures.append(f"{game} at {width} px: {overflow} px wider than the widget")
            scroll = root.locator(".cw-board").evaluate("(el) => el.scrollWidth - el.clientWidth")
            if scroll > 1 and width >= SCROLLS.get(game, 0):
                failures.append(f"{game} at {width} px: the board scrolls sideways by {scroll} px")
            if width == min(WIDTHS):
                failures += [f"{game} at {width} px: {line}" for line in violations(page, index)]
                failures += off_centre(root, game, width)
    failures += connnect_pages(roots.nth(0))
    assert not failures, "\n".join(failures)
    assert js_errors(page) == []


def test_a_board_drawn_again_keeps_where_the_player_scrolled_it(page: Page, lab: Lab) -> None:
    """Opened at its middle, then scrolled by the player: a move draws the board again, and it stays."""
    open_notebook(page, lab, "widths.ipynb")
    root = page.locator(".cw-root").nth(GAMES.index("connect_the_thoughts"))
    root.locator(".cw-board svg").first.wait_for()
    at_width(root, 375)
    assert off_centre(root, "connect_the_thoughts", 375) == []
    board = root.locator(".cw-board")
    board.evaluate("(el) => { el.scrollLeft = 100; el.querySelector('svg').dataset.before = ''; }")
    seq = root.get_attribute("data-seq")
    root.locator('.cw-board [data-target="pool:0"]').dispatch_event("click")  # Hannah picks up a face-down card
    wait_repaint(root, seq)
    assert board.evaluate("(el) => [el.querySelectorAll('[data-before]').length, el.scrollLeft]") == [0, 100]
    board.evaluate("(el) => { el.append(Object.assign(document.createElement('div'), { style: 'height: 80px' })); }")
    root.page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    assert board.evaluate("(el) => el.scrollLeft") == 100  # a taller drawing, the same column: still the player's
    assert js_errors(page) == []


def off_centre(root: Locator, game: str, width: int) -> list[str]:
    """A board that scrolls sideways shows its middle first, not its left edge."""
    spare, left = root.locator(".cw-board").evaluate("(el) => [el.scrollWidth - el.clientWidth, el.scrollLeft]")
    if spare > 1 and abs(left - spare / 2) > 1:
        return [f"{game} at {width} px: the board opens scrolled to {left} px of {spare}, not its middle"]
    return []


def connnect_pages(root: Locator) -> list[str]:
    """Connnect's right column (bonuses, shapes, score) beside the play area when wide, under it when narrow."""
    failures = []
    for width, beside in ((1400, True), (700, False)):
        at_width(root, width)
        main, side = (root.locator(f".cn-sheet-{part}").bounding_box() for part in ("main", "side"))
        assert main and side
        if (abs(side["y"] - main["y"]) < 1 and side["x"] > main["x"]) != beside:
            failures.append(
                f"connnect at {width} px: the right column is not {'beside' if beside else 'under'} the play area"
            )
    return failures
