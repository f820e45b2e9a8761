"""A game's widget on a plain page, with no JupyterLab: one model stands in for every host.

``widget_page(widget)`` is the widget's own bundle and styles (as anywidget loads them), with the
widget's current traits and a model that records each intent in ``window.sent``. Alone it answers
nothing, as a notebook exported with its widget state (or one whose kernel stopped) shows it;
``window.answer()`` plays a late answer from a kernel that was only slow, ``window.push(traits)``
a kernel's update, and ``window.kernelGone = true`` a kernel gone after answering. :class:`Live`
gives it a kernel: the widget's Python handler, in this process.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

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

MODEL = """
const state = JSON.parse(document.getElementById("state").textContent);
const code = document.getElementById("game").textContent;
const game = await import(URL.createObjectURL(new Blob([code], { type: "text/javascript" })));
const el = document.getElementById("widget");
const listeners = [];
window.sent = [];
window.pending = 0;
// A kernel's update: the traits that differ change and their listeners are called.
window.push = (traits) => {
  for (const [name, value] of Object.entries(traits)) {
    if (JSON.stringify(state[name]) === JSON.stringify(value)) continue;
    state[name] = value;
    listeners.forEach(([event, listener]) => event === "change:" + name && listener());
  }
};
// A late answer from a kernel that was only slow (no new state).
window.answer = () => listeners.forEach(([event, listener]) => event === "change:view" && listener());
const model = {
  get: (name) => state[name],
  on: (event, listener) => listeners.push([event, listener]),
  off() {},
  send: async (message) => {
    // What the board held when the intent went out: nothing before the first draw.
    const board = el.querySelector(".cw-board");
    if (window.kernelGone) throw new Error("Cannot send"); // what a host's send does once its kernel stopped
    window.sent.push({ ...message, boardDrawn: Boolean(board && board.childElementCount) });
    if (!window.python) return; // no kernel: nothing answers
    window.pending++;
    try {
      const answer = await window.python(message); // the traits it changed, and the messages it sent
      window.push(answer.traits);
      for (const sent of answer.messages) listeners.forEach(([event, listener]) => event === "msg:custom" && listener(sent));
    } finally {
      window.pending--;
    }
  },
};
window.cleanup = game.default.render({ model, el }); // what the host calls when the view goes
"""

TRAITS = ("view", "notice", "inspector", "fixed_layout", "text")
"""The traits a widget's page reads."""


def traits_of(widget: Any) -> dict[str, Any]:
    """What the page is given of ``widget``."""
    return {key: getattr(widget, key) for key in TRAITS}


def widget_page(widget: Any, head: str = "", body_attributes: str = "", before: str = "") -> str:
    """The page, in the widget's language; ``head`` goes into its <head> (theme variables, a host's
    reset stylesheet), ``body_attributes`` onto its <body> (a host's dark-theme class), and
    ``before`` is a script run before the widget's (a fault to inject)."""
    state = json.dumps(traits_of(widget)).replace("</", "<\\/")
    code = widget._esm.replace("</", "<\\/")  # the bundle the widget ships, as anywidget loads it
    css = widget._css if isinstance(widget._css, str) else ""
    return (
        f"<!doctype html><html lang='{widget.table.lang}'><head><meta charset='utf-8'>"
        f"<title>{widget.game.info.name}</title><style>{css}</style>{head}</head>"
        f"<body {body_attributes}><main id='widget'></main>"
        f"<script type='application/json' id='state'>{state}</script>"
        f"<script type='text/plain' id='game'>{code}</script>"
        f"<script>{before}</script><script type='module'>{MODEL}</script></body></html>"
    )


class Live:
    """The widget on a live page: a click or a key goes through the widget's Python handler (in
    this process, unless ``kernel`` is false), and the traits it changed are pushed back to the page.
    With ``folder`` the page is a file there (a ``file:`` page, which has no clipboard)."""

    def __init__(
        self, page: Page, widget: Any, kernel: bool = True, folder: Path | None = None, before: str = ""
    ) -> None:
        self.page, self.widget = page, widget
        if kernel:
            page.expose_function("python", self._answer)
        html = widget_page(widget, before=before)
        if folder is None:
            page.set_content(html)
        else:
            path = folder / "widget.html"
            path.write_text(html, encoding="utf-8")
            page.goto(path.as_uri())
        page.locator(".cw-root").wait_for()
        self.settle()

    def traits(self) -> dict[str, Any]:
        return traits_of(self.widget)

    def _answer(self, message: dict[str, Any]) -> dict[str, Any]:
        """The handler's answer as a kernel gives it: the traits, and the custom messages it sent (a
        replay page or a save to download)."""
        messages: list[Any] = []
        self.widget.send = lambda content, buffers=None: messages.append(content)
        try:
            self.widget._on_message(self.widget, message, None)
        finally:
            del self.widget.send  # the class's own again
        return {"traits": self.traits(), "messages": messages}

    def settle(self) -> None:
        """Wait until every intent sent is answered and its draw done."""
        self.page.wait_for_function("() => window.sent !== undefined && window.pending === 0")
        self.page.evaluate("() => new Promise((done) => requestAnimationFrame(() => done()))")

    def sync(self) -> None:
        """Show a change made from Python."""
        self.page.evaluate("(traits) => window.push(traits)", self.traits())
        self.settle()

    def click(self, selector: str) -> None:
        self.page.locator(selector).first.click()
        self.settle()

    def press(self, selector: str, key: str = "Enter") -> None:
        self.page.locator(selector).first.focus()
        self.page.keyboard.press(key)
        self.settle()

    def sent(self) -> list[dict[str, Any]]:
        """The intents the page sent, each with whether the board was drawn when it went."""
        sent: list[dict[str, Any]] = self.page.evaluate("() => window.sent")
        return sent
