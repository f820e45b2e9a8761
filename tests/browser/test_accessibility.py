"""axe-core (the npm package, injected into the page) finds no accessibility violation in any game's
widget, in a real JupyterLab: mid-game and finished; in every rule passage a seeded game shows, with
and without a first click's selection; with a notice, the inspector and the Thinking toggle on."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .lab import AXE, Lab, click_and_wait, kernel_eval, open_notebook, violations, wait_repaint

GAMES = ("connnect", "connect5", "num_connect", "connect_the_thoughts")


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
    expect(root.locator(".cw-log li")).to_have_count(2)  # the answer may come after Red's repaint
    blue = kernel_eval(page, "print(takeback.game.history[-1][1])")
    click_and_wait(root, f"dot:{blue}")  # a dot the bot's token holds: refused, the notice shows why
    expect(root.locator(".cw-notice")).to_be_visible()
    click_and_wait(root, root.locator("[data-command=inspector]"))
    expect(root.locator(".cw-inspector")).to_be_visible()
    assert violations(page, len(GAMES)) == []


def test_every_phase_of_every_game_has_no_axe_violation(page: Page, lab: Lab) -> None:
    """Each game, hot seat, played by seeded easy bots from the kernel (fixtures/phases.ipynb): at each
    rule passage it has not shown before (Roll, Fill and Claim Phases, a bonus to circle, a lightning
    number, a first lay, the end...), axe runs on the widget, then again after a click on the first
    lit target (a picked die, a chosen card: the selection's state)."""
    open_notebook(page, lab, "phases.ipynb")
    roots = page.locator(".cw-root")
    roots.nth(len(GAMES) - 1).locator(".cw-board svg").first.wait_for()
    page.add_script_tag(path=str(AXE))
    failures: list[str] = []
    shown: dict[str, list[str]] = {}
    for index, game in enumerate(GAMES):
        root, passages = roots.nth(index), shown.setdefault(game, [])
        while not passages or passages[-1] != "over":
            passage, seq = kernel_eval(page, f"{game}_step()").rsplit(" | ", 1)
            passages.append(passage)
            page.wait_for_function(
                "([el, seq]) => Number(el.dataset.seq) >= seq", arg=[root.element_handle(), int(seq)]
            )
            failures += [f"{game}, {passage}: {line}" for line in violations(page, index)]
            lit = root.locator(".cw-board .cw-legal[data-target]")
            if passage != "over" and lit.count():  # pressed from the keyboard: drawn cards may overlap
                drawn, notice = root.get_attribute("data-seq"), root.get_attribute("data-notice")
                lit.first.focus()
                page.keyboard.press("Enter")
                wait_repaint(root, drawn, notice)
                failures += [f"{game}, {passage}, after a click: {line}" for line in violations(page, index)]
    assert not failures, "\n".join(failures)
    assert all(len(passages) >= 3 for passages in shown.values()), shown  # the walk saw several phases


def test_the_arrow_keys_move_to_the_nearest_target_that_way_in_every_game(page: Page, lab: Lab) -> None:
    """From a target in the middle of each game's board, each arrow key focuses another target whose
    centre lies that way, and the opposite key comes back."""
    open_notebook(page, lab, "widths.ipynb")
    roots = page.locator(".cw-root")
    roots.nth(len(GAMES) - 1).locator(".cw-board svg").first.wait_for()
    # Measured from the widget's corner: focusing a target scrolls the notebook to show it.
    centre = """() => {
      const b = document.activeElement.getBoundingClientRect();
      const r = document.activeElement.closest(".cw-root").getBoundingClientRect();
      return [b.x + b.width / 2 - r.x, b.y + b.height / 2 - r.y];
    }"""
    failures = []
    for index, game in enumerate(GAMES):
        targets = roots.nth(index).locator(".cw-board [data-target]")
        targets.nth(targets.count() // 2).focus()
        for key, back, axis, sign in (("ArrowRight", "ArrowLeft", 0, 1), ("ArrowDown", "ArrowUp", 1, 1)):
            start, where = page.evaluate("() => document.activeElement.dataset.target"), page.evaluate(centre)
            page.keyboard.press(key)
            moved = page.evaluate(centre)
            if (moved[axis] - where[axis]) * sign <= 1:
                now = page.evaluate("() => document.activeElement.dataset.target")
                failures.append(f"{game}: {key} from {start} ({where}) to {now} ({moved}) did not move that way")
            page.keyboard.press(back)
            if page.evaluate("() => document.activeElement.dataset.target") is None:
                failures.append(f"{game}: {back} left the board")
    assert not failures, "\n".join(failures)
