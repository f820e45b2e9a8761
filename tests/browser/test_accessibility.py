"""axe-core (the npm package, injected into the page) finds no accessibility violation in any game's
widget, mid-game and finished, in a real JupyterLab."""

from __future__ import annotations

from playwright.sync_api import Page

from .lab import REPO, Lab, open_notebook

AXE = REPO / "js" / "node_modules" / "axe-core" / "axe.min.js"
GAMES = ("connnect", "connect5", "num_connect", "connect_the_thoughts")


def violations(page: Page, index: int) -> list[str]:
    """axe-core's violations inside the ``index``-th widget, one line each (rule, impact, first target)."""
    found = page.evaluate(
        """async (index) => {
          const root = document.querySelectorAll(".cw-root")[index];
          const result = await axe.run(root, { resultTypes: ["violations"] });
          return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} x, e.g. ${v.nodes[0].target}`);
        }""",
        index,
    )
    return list(found)


def test_every_game_mid_game_and_finished_has_no_axe_violation(page: Page, lab: Lab) -> None:
    failures = []
    for notebook in ("widths.ipynb", "endings.ipynb"):
        open_notebook(page, lab, notebook)
        roots = page.locator(".cw-root")
        roots.nth(len(GAMES) - 1).locator(".cw-board svg").first.wait_for()
        page.add_script_tag(path=str(AXE))
        for index, game in enumerate(GAMES):
            failures += [f"{notebook} {game}: {line}" for line in violations(page, index)]
    assert not failures, "\n".join(failures)
