"""Pages with a game's widget and no kernel behind it, for the tests of hosts that are not JupyterLab.

``silent_page(widget)`` is the widget's own bundle and styles on a plain page, with the widget's
current traits and a model that answers nothing, as a notebook exported with its widget state (or
one whose kernel has stopped) shows it. ``window.answer()`` plays a late answer from a kernel.
"""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page

from connect_widgets.export import STATIC

COLOURS_JS = """
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const paint = canvas.getContext("2d", { willReadFrequently: true });
  // A CSS colour (any syntax) at ``alpha`` over ``ground``, as RGB: painted on a canvas.
  const rgb = (colour, ground, alpha = 1) => {
    paint.globalAlpha = 1;
    paint.fillStyle = ground;
    paint.fillRect(0, 0, 1, 1);
    paint.globalAlpha = alpha;
    paint.fillStyle = colour;
    paint.fillRect(0, 0, 1, 1);
    return [...paint.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  };
  const luminance = (c) => {
    const [r, g, b] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  // WCAG's contrast ratio of ``ink`` (at ``alpha``) on ``ground``.
  const ratio = (ink, ground, alpha = 1) => {
    const [a, b] = [luminance(rgb(ink, ground, alpha)), luminance(rgb(ground, ground))];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  };
"""
"""The page-side colour helpers of the contrast tests, to start a function evaluated in the page:
``rgb(colour, ground, alpha)``, ``luminance(rgb)`` and ``ratio(ink, ground, alpha)`` (WCAG)."""

SILENT_MODEL = """
const state = JSON.parse(document.getElementById("state").textContent);
const code = document.getElementById("game").textContent;
const game = await import(URL.createObjectURL(new Blob([code], { type: "text/javascript" })));
window.sent = [];
const listeners = [];
window.answer = () => listeners.forEach(([event, listener]) => event === "change:view" && listener());
const model = {
  get: (name) => state[name],
  on: (event, listener) => listeners.push([event, listener]),
  off() {},
  send: (message) => window.sent.push(message),
};
game.default.render({ model, el: document.getElementById("widget") });
"""


def silent_page(widget: Any, head: str = "", body_attributes: str = "") -> str:
    """The page; ``head`` goes into its <head> (theme variables, a host's reset stylesheet) and
    ``body_attributes`` onto its <body> (a host's dark-theme class)."""
    name = widget.game.info.name
    traits = {key: getattr(widget, key) for key in ("view", "notice", "inspector", "fixed_layout", "text")}
    state = json.dumps(traits).replace("</", "<\\/")
    css = (STATIC / f"{name}.css").read_text(encoding="utf-8")
    code = (STATIC / f"{name}.js").read_text(encoding="utf-8").replace("</", "<\\/")
    return (
        f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{name}</title><style>{css}</style>"
        f"{head}</head><body {body_attributes}><main id='widget'></main>"
        f"<script type='application/json' id='state'>{state}</script>"
        f"<script type='text/plain' id='game'>{code}</script>"
        f"<script type='module'>{SILENT_MODEL}</script></body></html>"
    )


TRAITS = ("view", "notice", "inspector", "fixed_layout", "text")
"""The traits a widget's page reads."""


class Answered:
    """A page harness whose intents reach ``self.widget``'s Python handler, answered with its traits."""

    widget: Any

    def traits(self) -> dict[str, Any]:
        return {key: getattr(self.widget, key) for key in TRAITS}

    def _answer(self, message: dict[str, Any]) -> dict[str, Any]:
        self.widget._on_message(self.widget, message, None)
        return self.traits()


LIVE_MODEL = """
const state = JSON.parse(document.getElementById("state").textContent);
const code = document.getElementById("game").textContent;
const game = await import(URL.createObjectURL(new Blob([code], { type: "text/javascript" })));
const listeners = [];
window.pending = 0;
window.push = (traits) => {
  for (const [name, value] of Object.entries(traits)) {
    if (JSON.stringify(state[name]) === JSON.stringify(value)) continue;
    state[name] = value;
    listeners.forEach(([event, listener]) => event === "change:" + name && listener());
  }
};
const model = {
  get: (name) => state[name],
  on: (event, listener) => listeners.push([event, listener]),
  off() {},
  send: async (message) => {
    window.pending++;
    window.push(await window.python(message));
    window.pending--;
  },
};
game.default.render({ model, el: document.getElementById("widget") });
"""


class Live(Answered):
    """The widget on a live page with no JupyterLab: a click or a key goes through the widget's
    Python handler (in this process), and the traits it changed are pushed back to the page."""

    def __init__(self, page: Page, widget: Any) -> None:
        self.page, self.widget = page, widget
        name = widget.game.info.name
        state = json.dumps(self.traits()).replace("</", "<\\/")
        css = (STATIC / f"{name}.css").read_text(encoding="utf-8")
        code = (STATIC / f"{name}.js").read_text(encoding="utf-8").replace("</", "<\\/")
        page.expose_function("python", self._answer)
        page.set_content(
            f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{name}</title><style>{css}</style></head>"
            f"<body><main id='widget'></main><script type='application/json' id='state'>{state}</script>"
            f"<script type='text/plain' id='game'>{code}</script><script type='module'>{LIVE_MODEL}</script></body></html>"
        )
        page.wait_for_selector(".cw-root")
        self.settle()

    def settle(self) -> None:
        self.page.wait_for_function("() => window.pending === 0")
        self.page.wait_for_timeout(30)

    def sync(self) -> None:
        """Show a change made from Python."""
        self.page.evaluate("(traits) => window.push(traits)", self.traits())
        self.settle()

    def press(self, selector: str, key: str = "Enter") -> None:
        self.page.locator(selector).first.focus()
        self.page.keyboard.press(key)
        self.settle()
