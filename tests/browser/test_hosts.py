"""The widget in hosts other than JupyterLab, on cw.export's replay page (no kernel, no JupyterLab):

- VS Code's Dark Modern theme: its ``--vscode-*`` variables and no ``--jp-*`` one;
- marimo's dark theme: a ``dark`` class and ``data-theme="dark"``, no variables at all, and marimo's
  reset stylesheet (regular headings, lists without numbers);
- a plain page, in the reader's dark or light colour scheme.

In the dark ones the widget is dark, every board line and cell outline has 3:1 contrast to the
widget's grounds (WCAG 1.4.11) and its text 4.5:1 (WCAG 1.4.3). The printed things (cards, tokens,
card backs) keep their paper colours on purpose and are not measured against the theme.
"""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page

import connect_widgets as cw
from connect_widgets.export import replay_page

from .conftest import ARTIFACTS, js_errors
from .pages import COLOURS_JS

# Each game's mid-game table (as tests/browser/fixtures/widths.ipynb): every kind of line is drawn.
# Four players in Connect the Thoughts: each of its player colours is measured.
GAMES = {
    "connnect": (["Lisa", "Lucas", "Mia"], 60),
    "connect5": (["Red", "Blue", "Purple"], 14),
    "num_connect": (["Alice", "Bruno", "Chloé"], 20),
    "connect_the_thoughts": (["Hannah", "Emma", "Lisa", "Mia"], 40),
}
# What each game draws its board lines and cells with; the first class must be on the table.
LINES = {
    "connect5": ".c5-line, .c5-ring",
    "connnect": ".cn-cell, .cn-frame, .cn-zone-line, .cn-box, .cn-bonus, .cn-card, .cn-slot, .cn-die, .cn-mini, .cn-circle, .cn-mark",
    "num_connect": ".nc-empty, .nc-new-rect, .nc-slot",
    "connect_the_thoughts": ".ctt-slot, .ctt-tab",
}
# Text not measured against the theme's grounds: printed objects (cards, tokens, the candidates'
# badges) have their own; Connnect's faded letters and crossed numbers are faint on purpose; a digit
# on a filled mark is the ground's colour on the player's ink, which test_connnect.py measures.
UNMEASURED = ".cw-mark, .c5-token, .c5-two, .nc-card, .nc-back, .ctt-card, .ctt-pile, .cn-faded, .cn-on-filled"

# VS Code's Dark Modern (extensions/theme-defaults/themes/dark_modern.json), and the colour registry's
# dark defaults for the two it leaves alone (editorWarning.foreground, charts.green).
DARK_MODERN = {
    "editor-background": "#1f1f1f",
    "editor-foreground": "#cccccc",
    "sideBar-background": "#181818",
    "descriptionForeground": "#9d9d9d",
    "panel-border": "#2b2b2b",
    "focusBorder": "#0078d4",
    "errorForeground": "#f85149",
    "editorWarning-foreground": "#cca700",
    "charts-green": "#89d185",
    "foreground": "#cccccc",
}
VSCODE_HEAD = (
    "<style>:root {"
    + "".join(f"--vscode-{name}: {value};" for name, value in DARK_MODERN.items())
    + "} body { background: var(--vscode-editor-background); color: var(--vscode-editor-foreground); }</style>"
)
MARIMO_RESET = "<style>h1,h2,h3,h4,h5,h6{font-weight:inherit} ol,ul{list-style:none}</style>"

# The widget's grounds (its background and the panels' and boards' second one), the contrast of every
# board line to them and of every text to its own ground (SVG text: the worse of the two), with the
# opacity of the element and its ancestors. Colours are resolved by painting them on a canvas.
CONTRAST = """(root, [lines, unmeasured]) => {"""
CONTRAST += (
    COLOURS_JS
    + """
  const style = getComputedStyle(root);
  const grounds = [style.backgroundColor, style.getPropertyValue("--cw-bg2").trim()];
  const opacity = (el) => {
    let alpha = 1;
    for (let e = el; e && e !== root; e = e.parentElement) alpha *= Number(getComputedStyle(e).opacity);
    return alpha;
  };
  const groundOf = (el) => {
    for (let e = el; e && e !== root; e = e.parentElement) {
      const colour = getComputedStyle(e).backgroundColor;
      if (colour !== "rgba(0, 0, 0, 0)") return colour;
    }
    return grounds[0];
  };
  const worst = (ink, on, alpha) => Math.min(...on.map((ground) => ratio(ink, ground, alpha)));
  const strokes = [...root.querySelectorAll(lines)].map((el) => {
    const s = getComputedStyle(el);
    return { what: el.getAttribute("class"), ink: s.stroke, ratio: worst(s.stroke, grounds, Number(s.strokeOpacity) * opacity(el)) };
  });
  const shown = (el) => el.getClientRects().length && getComputedStyle(el).visibility !== "hidden";
  const texts = [...root.querySelectorAll("*")]
    .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim()))
    .filter((el) => shown(el) && !el.closest(unmeasured))
    .map((el) => {
      const s = getComputedStyle(el);
      const svg = el instanceof SVGElement;
      const ink = svg ? s.fill : s.color;
      const alpha = (svg ? Number(s.fillOpacity) : 1) * opacity(el);
      return { what: `${el.tagName.toLowerCase()}.${el.getAttribute("class") || ""}`, text: el.textContent.trim().slice(0, 30), ink, ratio: worst(ink, svg ? grounds : [groundOf(el)], alpha) };
    });
  return { background: luminance(rgb(grounds[0], grounds[0])), strokes, texts };
}"""
)

# marimo's reset: what the widget still shows bold and numbered.
TYPOGRAPHY = """(root) => ({
  headings: [root.querySelector(".cw-title"), ...root.querySelectorAll("h4")].filter((h) => h.getClientRects().length)
    .map((h) => [h.textContent, Number(getComputedStyle(h).fontWeight)]),
  log: getComputedStyle(root.querySelector(".cw-log")).listStyleType,
  moves: [...root.querySelectorAll(".cw-log li[value]")].map((li) => [getComputedStyle(li).display, getComputedStyle(li).listStyleType]),
})"""


def mid_game(name: str) -> cw.Game:
    players, steps = GAMES[name]
    game, rng = cw.new_game(name, players=players, seed=3), random.Random(3)
    bots = [cw.make_bot(name, "easy", seed=seat) for seat in range(len(players))]
    for _ in range(steps):
        actor = rng.choice(game.actors())
        game.apply(actor, bots[actor].choose(game.seat(actor)))
    return game


@pytest.fixture(scope="module")
def pages() -> dict[str, str]:
    """Each game's replay page (it opens on the last step: the mid-game table)."""
    return {name: replay_page(mid_game(name)) for name in GAMES}


@pytest.fixture
def host(bare_page: Page) -> Page:
    """A page with no JupyterLab around it; ``js_errors(page)`` lists its errors."""
    return bare_page


def show(page: Page, html: str, name: str, head: str = "", theme: str = "") -> dict:
    """Load game ``name``'s page ``html`` with ``head`` added to its <head> and, when ``theme`` is given,
    marimo's marks of it on its <body> (a class and ``data-theme``); wait for the board and return the
    widget's contrasts (see CONTRAST)."""
    assert html.count("</head>") == 1 and html.count('<body class="') == 1
    html = html.replace("</head>", head + "</head>")
    if theme:
        html = html.replace('<body class="', f'<body data-theme="{theme}" class="{theme} ')
    page.set_content(html)
    page.locator(".cw-root .cw-board svg").first.wait_for()
    contrasts: dict = page.locator(".cw-root").evaluate(CONTRAST, [LINES[name], UNMEASURED])
    return contrasts


def faint(measured: dict, name: str) -> list[str]:
    """Every board line under 3:1 and every text under 4.5:1, one line each."""
    first = LINES[name].split(",")[0].strip().lstrip(".")
    assert any(first in s["what"].split() for s in measured["strokes"]), f"{name}: no {first} is drawn"
    assert len(measured["texts"]) > 20, f"{name}: too little text is measured"
    lines = [f"line {s['what']} {s['ink']}: {s['ratio']:.2f}" for s in measured["strokes"] if s["ratio"] < 3]
    texts = [
        f"text {t['what']} {t['text']!r} {t['ink']}: {t['ratio']:.2f}" for t in measured["texts"] if t["ratio"] < 4.5
    ]
    return lines + texts


@pytest.mark.parametrize("name", GAMES)
def test_vscode_dark_modern_draws_a_dark_widget_with_3_to_1_lines_and_4_5_to_1_text(host: Page, pages, name) -> None:
    measured = show(host, pages[name], name, VSCODE_HEAD)
    assert host.locator(".cw-root").evaluate("(root) => getComputedStyle(root).backgroundColor") == "rgb(31, 31, 31)"
    assert faint(measured, name) == []
    host.locator(".cw-root").screenshot(path=str(ARTIFACTS / f"host_vscode_{name}.png"))
    assert js_errors(host) == []


@pytest.mark.parametrize("name", GAMES)
def test_marimo_dark_draws_a_dark_widget_with_bold_headings_and_a_numbered_log(host: Page, pages, name) -> None:
    """No variable at all, marimo's reset stylesheet, ``dark`` on the body (marimo also puts it on the
    plugin's wrapper inside the widget's shadow root, where the widget's stylesheet sees it)."""
    measured = show(host, pages[name], name, MARIMO_RESET, theme="dark")
    assert measured["background"] < 0.02  # the host palette's dark ground, #212121
    assert faint(measured, name) == []
    shown = host.locator(".cw-root").evaluate(TYPOGRAPHY)
    assert len(shown["headings"]) >= 2 and all(weight >= 700 for _, weight in shown["headings"]), shown["headings"]
    assert shown["log"] == "decimal"
    assert shown["moves"] and all(move == ["list-item", "decimal"] for move in shown["moves"])
    host.locator(".cw-root").screenshot(path=str(ARTIFACTS / f"host_marimo_{name}.png"))
    assert js_errors(host) == []


def test_a_plain_page_follows_the_reader_s_scheme_unless_the_page_says_light(host: Page, pages) -> None:
    html = pages["connect5"]
    host.emulate_media(color_scheme="dark")
    measured = show(host, html, "connect5")
    assert measured["background"] < 0.02
    assert faint(measured, "connect5") == []
    assert show(host, html, "connect5", theme="light")["background"] > 0.99  # marimo's light theme, OS dark
    host.emulate_media(color_scheme="light")
    measured = show(host, html, "connect5")
    assert measured["background"] > 0.99
    assert faint(measured, "connect5") == []
    assert js_errors(host) == []
