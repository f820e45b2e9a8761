"""A bare one-trait widget: the latency floor that game widgets are benchmarked against.

A click is sent as an intent exactly like a game's, Python bumps one integer trait, the page
repaints one number. ``benchmarks/`` compares a game's click-to-repaint time with this.
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

PROBE_ESM = """
export default {
  render({ model, el }) {
    const button = document.createElement("button");
    button.className = "cw-probe";
    button.dataset.target = "probe";
    const draw = () => {
      button.textContent = `clicks: ${model.get("count")}`;
      button.dataset.seq = String(model.get("count"));
    };
    const onClick = () => model.send({ kind: "click", version: model.get("count") });
    button.addEventListener("click", onClick);
    model.on("change:count", draw);
    draw();
    el.append(button);
    return () => { button.removeEventListener("click", onClick); model.off("change:count", draw); };
  },
};
"""


class ProbeWidget(anywidget.AnyWidget):
    """One button; each click round-trips through the kernel and repaints a counter."""

    _esm = PROBE_ESM
    count = traitlets.Int(0, help="Clicks received by the kernel.").tag(sync=True)

    def __init__(self) -> None:
        super().__init__()
        self.on_msg(self._on_message)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("kind") == "click":
            self.count += 1

    def __repr__(self) -> str:
        return f"<ProbeWidget · {self.count} clicks>"
