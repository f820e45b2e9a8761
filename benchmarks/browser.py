"""Click-to-repaint in a real JupyterLab (Debian's Chromium), for each game and the bare probe.

Each sample clicks one clickable element of the board (chosen by a seeded RNG) and times, inside
the page, from the click to the repaint that answers it: the next view (the root's ``data-seq``
changes) or, for a click the rules refuse, the notice that says why (``data-notice`` changes; the
view stays). Every other sample picks among the targets marked legal (hints are on), so that moves
and refusals are both timed: most clicks on Connnect's sheet are refused, and timing views alone
left it a sample or two. The same run measures the probe widget, so the ratio is fair to this
machine's load.
"""

from __future__ import annotations

import math
import random
import statistics
import tempfile
from pathlib import Path
from typing import Any

import nbformat

from tests.browser.lab import chromium, jupyter_lab, kernel_eval, open_notebook, shutdown_kernels

TIME_CLICK = """async ({index, probe, legal}) => {
  const root = document.querySelector(probe ? ".cw-probe" : ".cw-root");
  const clickable = ".cw-board [data-target], .cw-actions [data-target]:not([disabled])";
  const all = probe ? [root] : [...root.querySelectorAll(clickable)];
  const marked = all.filter((t) => t.matches(".cw-actions *, .cw-legal, :has(.cw-legal)"));  // a button, or legal
  const targets = legal && marked.length ? marked : all;
  if (!targets.length) return null;
  const target = targets[index % targets.length];
  const [seq, notice] = [root.dataset.seq, root.dataset.notice];
  return await new Promise((resolve) => {
    const started = performance.now();
    const observer = new MutationObserver(() => {
      const refused = root.dataset.seq === seq;  // the same view: answered only if the notice is new
      if (refused && root.dataset.notice === notice) return;
      observer.disconnect();
      resolve({ ms: performance.now() - started, render: Number(root.dataset.renderMs || 0), refused });
    });
    observer.observe(root, { attributes: true, attributeFilter: ["data-seq", "data-notice"] });
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));  // SVG has no click()
    setTimeout(() => { observer.disconnect(); resolve(null); }, 5000);
  });
}"""


def _notebook(folder: Path, name: str, code: str) -> Path:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(code)]
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path = folder / f"bench_{name}.ipynb"
    nbformat.write(notebook, path)
    return path


def click_times(games: list[str], clicks: int = 60, seed: int = 0, nodelay: bool = True) -> dict[str, dict[str, float]]:
    """``{name: {samples, refused, median, p95, view_median, refusal_median, render_median,
    render_max}}`` for each game and for ``"probe"``: ``refused`` of the ``samples`` were answered by a
    refusal's notice, not a new view.

    ``nodelay``: with the server extension ``connect_widgets.nodelay`` (kernel messages sent at once).
    """
    folder = Path(tempfile.mkdtemp(prefix="cw-bench-"))
    codes = {"probe": "from connect_widgets.widget.probe import ProbeWidget\nw = ProbeWidget()\nw"}
    codes |= {name: f"import connect_widgets as cw\nw = cw.play({name!r}, players=2, seed=1)\nw" for name in games}
    files = [_notebook(folder, name, code) for name, code in codes.items()]
    results = {}
    rng = random.Random(seed)
    with jupyter_lab(files, nodelay=nodelay) as lab, chromium() as browser:
        for name in codes:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.on("dialog", lambda dialog: dialog.accept())
            open_notebook(page, lab, f"bench_{name}.ipynb")
            page.locator(".cw-probe" if name == "probe" else ".cw-root").first.wait_for()
            probe = name == "probe"
            for k in range(5):  # warm up the kernel and the page
                page.evaluate(TIME_CLICK, {"index": rng.randrange(10_000), "probe": probe, "legal": k % 2 == 0})
            samples = []
            for k in range(clicks):
                if not probe and "True" in kernel_eval(page, "print(w.game.is_over)"):
                    kernel_eval(page, "w.new_game()")
                sample = page.evaluate(
                    TIME_CLICK, {"index": rng.randrange(10_000), "probe": probe, "legal": k % 2 == 0}
                )
                if sample:
                    samples.append(sample)
            shutdown_kernels(page)
            page.close()
            results[name] = _figures(samples)
    return results


def _figures(samples: list[dict[str, Any]]) -> dict[str, float]:
    """The medians and the 95th percentile of ``samples``, and the medians of the views and the refusals
    apart (``nan`` where there were none)."""
    times = sorted(s["ms"] for s in samples)
    renders = [s["render"] for s in samples]
    views = [s["ms"] for s in samples if not s["refused"]]
    refusals = [s["ms"] for s in samples if s["refused"]]
    return {
        "samples": len(times),
        "refused": len(refusals),
        "median": statistics.median(times),
        "p95": times[int(0.95 * (len(times) - 1))],
        "view_median": statistics.median(views) if views else math.nan,
        "refusal_median": statistics.median(refusals) if refusals else math.nan,
        "render_median": statistics.median(renders),
        "render_max": max(renders),
    }
