"""Click-to-repaint in a real JupyterLab (Debian's Chromium), for each game and the bare probe.

Each sample clicks one clickable element of the board (chosen by a seeded RNG) and times, inside
the page, from the click to the repaint that carries the next view (the root's ``data-seq``
changes). The same run measures the probe widget, so the ratio is fair to this machine's load.
"""

from __future__ import annotations

import random
import statistics
import tempfile
from pathlib import Path

import nbformat

from tests.browser.lab import chromium, jupyter_lab, kernel_eval, open_notebook, shutdown_kernels

TIME_CLICK = """async ({index, probe}) => {
  const root = document.querySelector(probe ? ".cw-probe" : ".cw-root");
  const clickable = ".cw-board [data-target], .cw-actions [data-target]:not([disabled])";
  const targets = probe ? [root] : [...root.querySelectorAll(clickable)];
  if (!targets.length) return null;
  const target = targets[index % targets.length];
  const before = root.dataset.seq;
  return await new Promise((resolve) => {
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (root.dataset.seq === before) return;
      observer.disconnect();
      resolve({ ms: performance.now() - started, render: Number(root.dataset.renderMs || 0) });
    });
    observer.observe(root, { attributes: true, attributeFilter: ["data-seq"] });
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
    """``{name: {median, p95, render_median, render_max}}`` for each game and for ``"probe"``.

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
            for _ in range(5):  # warm up the kernel and the page
                page.evaluate(TIME_CLICK, {"index": rng.randrange(10_000), "probe": name == "probe"})
            samples = []
            for _ in range(clicks):
                if name != "probe" and "True" in kernel_eval(page, "print(w.game.is_over)"):
                    kernel_eval(page, "w.new_game()")
                sample = page.evaluate(TIME_CLICK, {"index": rng.randrange(10_000), "probe": name == "probe"})
                if sample:
                    samples.append(sample)
            shutdown_kernels(page)
            page.close()
            times = sorted(s["ms"] for s in samples)
            renders = [s["render"] for s in samples]
            results[name] = {
                "samples": len(times),
                "median": statistics.median(times),
                "p95": times[int(0.95 * (len(times) - 1))],
                "render_median": statistics.median(renders),
                "render_max": max(renders),
            }
    return results
