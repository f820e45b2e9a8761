"""The shared shell in a real browser, on the toy game: clicks, refusals, keyboard, toolbar,
inspector, and names that stay text."""

from __future__ import annotations

from playwright.sync_api import Dialog, Page, expect

from .conftest import js_errors, save_screenshot
from .lab import AXE, Lab, kernel_eval, open_notebook, violations, wait_repaint


def history(page: Page) -> str:
    return kernel_eval(page, "print(w.game.history)").strip()


def test_shell_plays_refuses_undoes_and_inspects(page: Page, lab: Lab) -> None:
    open_notebook(page, lab, "shell.ipynb")
    root = page.locator(".cw-root").first
    root.wait_for()

    # Names are text, never HTML.
    expect(root.locator(".cw-player-name").first).to_have_text("<img src=x onerror=window.pwned=1>")
    assert root.locator("img").count() == 0
    assert page.evaluate("() => window.pwned") is None

    # A refused click quotes the rule; the game is unchanged.
    root.locator(".cw-actions [data-target=confirm]").click()
    expect(root.locator(".cw-notice")).to_contain_text("select a number first")
    expect(root.locator(".cw-notice")).to_contain_text("Toy rule 2")
    assert history(page) == "()"

    # Click to select, then confirm: the engine sees it.
    root.locator("[data-target='n:2']").click()
    expect(root.locator("[data-target='n:2']")).to_have_class("toy-n cw-selected")
    root.locator(".cw-actions [data-target=confirm]").click()
    expect(root.locator(".cw-log li").last).to_contain_text("pick 2")
    assert history(page) == "((0, 'pick 2'),)"

    # Keyboard: focus, arrows move focus, Enter clicks; focus is visible and survives the repaint.
    root.locator("[data-target='n:1']").focus()
    page.keyboard.press("ArrowRight")
    assert page.evaluate("() => document.activeElement.dataset.target") == "n:2"
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    expect(root.locator("[data-target='n:3']")).to_have_class("toy-n cw-selected")
    assert page.evaluate("() => document.activeElement.dataset.target") == "n:3"
    page.keyboard.press("Escape")
    expect(root.locator("[data-target='n:3']")).to_have_class("toy-n")

    # Undo and redo: the toolbar and the keyboard shortcut.
    root.locator("[data-command=undo]").click()
    expect(root.locator(".cw-log li:not(.cw-note)")).to_have_count(0)
    expect(root.locator(".cw-log li.cw-note")).to_have_count(1)  # the takeback, logged and said
    assert history(page) == "()"
    root.locator("[data-target='n:1']").focus()
    page.keyboard.press("r")
    expect(root.locator(".cw-log li:not(.cw-note)")).to_have_count(1)

    # The inspector shows the engine's view and follows the game.
    root.locator("[data-command=inspector]").click()
    expect(root.locator(".cw-inspector")).to_contain_text('"picks"')
    kernel_eval(page, "w.game.apply(1, 'pick 3')")
    expect(root.locator(".cw-inspector")).to_contain_text("pick 3")
    expect(root.locator(".cw-log li:not(.cw-note)")).to_have_count(3)  # both picks and the roll
    save_screenshot(page, ".cw-root", "shell")
    assert js_errors(page) == []


def test_bots_move_by_themselves_after_a_visible_delay(page: Page, lab: Lab) -> None:
    open_notebook(page, lab, "shell.ipynb")
    root = page.locator(".cw-root").nth(1)
    root.wait_for()
    # The bot is a simultaneous actor from the start: it moves on its own once the view is live.
    expect(root.locator(".cw-log li")).to_have_count(1, timeout=5000)
    root.locator("[data-target='n:1']").click()
    root.locator(".cw-actions [data-target=confirm]").click()
    # Ann's pick, then the roll, then the bot's next pick after its delay.
    expect(root.locator(".cw-log li")).to_have_count(4, timeout=5000)
    assert kernel_eval(page, "print(len(b.game.history), b.game.history[0][0])").split() == ["4", "1"]


def test_the_widget_follows_jupyterlab_light_and_dark_themes(page: Page, lab: Lab) -> None:
    open_notebook(page, lab, "shell.ipynb")
    root = page.locator(".cw-root").first
    root.wait_for()
    colours = """(el) => [getComputedStyle(el).backgroundColor,
        getComputedStyle(document.body).getPropertyValue('--jp-layout-color1').trim()]"""
    light, light_theme = root.evaluate(colours)
    page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Dark'})")
    page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'")
    expect(root).not_to_have_css("background-color", light)
    dark, dark_theme = root.evaluate(colours)
    assert light != dark and light_theme != dark_theme
    page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Light'})")
    page.wait_for_function("() => document.body.dataset.jpThemeLight === 'true'")


def test_keys_pressed_in_the_widget_never_reach_jupyterlabs_notebook_shortcuts(page: Page, lab: Lab) -> None:
    """Focus in a widget puts the notebook in command mode, where one key cuts (x), deletes (d d),
    turns into markdown (m), adds (a, b) or leaves (arrows, Enter) a cell: inside the widget the keys
    are the game's, whatever the game does with them."""
    open_notebook(page, lab, "shell.ipynb")
    root = page.locator(".cw-root").first
    root.wait_for()
    cells, markdown = page.locator(".jp-Notebook .jp-Cell"), page.locator(".jp-Notebook .jp-MarkdownCell")
    before = (cells.count(), markdown.count())
    for focused in ("[data-command=hints]", "[data-target='n:1']", ".cw-log"):
        root.locator(focused).focus()
        for key in ("m", "x", "c", "v", "a", "b", "d", "d", "z", "y", "1", "Shift+M", "Shift+J", "Enter", "ArrowUp"):
            page.keyboard.press(key)
            root.locator(focused).focus()  # Enter on the toolbar button toggles hints: focus it again
    assert (cells.count(), markdown.count()) == before
    assert root.evaluate("(el) => el.closest('.jp-Cell').classList.contains('jp-CodeCell')")
    assert page.evaluate("() => document.activeElement.closest('.cw-root') !== null")
    assert js_errors(page) == []


def test_new_game_asks_in_the_widget_and_keep_playing_keeps_the_game(page: Page, lab: Lab) -> None:
    """A host that sandboxes its outputs (VS Code, Colab) answers the browser's confirm() with false
    and shows nothing, so New game asks inside the widget; the safe answer has focus."""
    dialogs: list[str] = []

    def dismiss(dialog: Dialog) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", dismiss)
    open_notebook(page, lab, "shell.ipynb")
    root = page.locator(".cw-root").first
    root.wait_for()
    root.locator("[data-target='n:2']").click()
    root.locator(".cw-actions [data-target=confirm]").click()
    expect(root.locator(".cw-log li").last).to_contain_text("pick 2")

    root.locator("[data-command=new_game]").click()
    question = root.locator(".cw-confirm [role=group]")
    expect(question).to_contain_text("Start a new game? This one will be lost.")
    assert page.evaluate("() => document.activeElement.dataset.command") == "new_game_keep"
    page.add_script_tag(path=str(AXE))
    assert violations(page, 0) == []
    page.keyboard.press("Enter")  # Keep playing
    expect(question).to_have_count(0)
    assert page.evaluate("() => document.activeElement.dataset.command") == "new_game"
    assert history(page) == "((0, 'pick 2'),)"

    root.locator("[data-command=new_game]").click()
    root.locator("[data-command=new_game_sure]").click()
    expect(root.locator(".cw-log li")).to_have_count(0)
    assert history(page) == "()" and dialogs == []
    assert js_errors(page) == []


def test_a_new_game_started_from_python_takes_the_new_game_question_away(page: Page, lab: Lab) -> None:
    """The question asks about the game shown: once Python shows another (``widget.new_game()``), it
    goes, and focus, which was on Keep playing, stays in the widget. A move leaves the question up."""
    open_notebook(page, lab, "shell.ipynb")
    root = page.locator(".cw-root").first
    root.wait_for()
    question = root.locator(".cw-confirm [role=group]")
    root.locator("[data-command=new_game]").click()
    expect(question).to_have_count(1)
    kernel_eval(page, "w.game.apply(0, 'pick 2')")  # the same game goes on: the question stays
    expect(root.locator(".cw-log li")).to_have_count(1)
    expect(question).to_have_count(1)
    assert page.evaluate("() => document.activeElement.dataset.command") == "new_game_keep"

    seq = root.get_attribute("data-seq")
    kernel_eval(page, "w.new_game()")
    wait_repaint(root, seq)
    expect(root.locator(".cw-log li")).to_have_count(0)
    expect(question).to_have_count(0)
    assert page.evaluate("() => document.activeElement.dataset.command") == "new_game"
    assert js_errors(page) == []
