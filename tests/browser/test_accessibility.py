"""axe-core (the npm package, injected into the page) finds no accessibility violation in any game's
widget, mid-game and finished, nor with a notice, the inspector and the Thinking toggle on, in a real
JupyterLab."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .lab import REPO, Lab, click_and_wait, kernel_eval, open_notebook

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


def test_a_refusal_the_inspector_and_the_thinking_panel_have_no_axe_violation(page: Page, lab: Lab) -> None:
    """States the first test does not reach: a refusal's notice on screen, the inspector open and the
    Thinking toggle on (Connect5 against the easy bot)."""
    open_notebook(page, lab, "endings.ipynb")
    root = page.locator(".cw-root").nth(len(GAMES))
    root.locator("svg.c5").wait_for()
    page.add_script_tag(path=str(AXE))
    click_and_wait(root, root.locator("[data-command=thinking]"))
    click_and_wait(root, "dot:e3")  # Red places, the bot answers
    blue = kernel_eval(page, "print(takeback.game.history[-1][1])")
    click_and_wait(root, f"dot:{blue}")  # a dot the bot's token holds: refused, the notice shows why
    expect(root.locator(".cw-notice")).to_be_visible()
    click_and_wait(root, root.locator("[data-command=inspector]"))
    expect(root.locator(".cw-inspector")).to_be_visible()
    assert violations(page, len(GAMES)) == []
