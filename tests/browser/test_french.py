"""Every game in French in a real JupyterLab (`cw.play(name, lang="fr")`): the page shows the toolbar,
the panels' titles, the prompt and the game's buttons in French, as Python words them, and none of
the English ones."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from .conftest import js_errors
from .lab import Lab, kernel_eval, open_notebook

GAMES = ("connnect", "connect5", "num_connect", "connect_the_thoughts")
TOOLBAR = {
    "undo": "Annuler",
    "redo": "Rétablir",
    "new_game": "Nouvelle partie",
    "hints": "Aide",
    "inspector": "Inspecteur",
}
ENGLISH = ("Undo", "Redo", "New game", "Hints", "Move log", "Players", "To act")  # "Scores" is French too


def test_every_game_speaks_french_on_the_page(page: Page, lab: Lab) -> None:
    open_notebook(page, lab, "french.ipynb")
    roots = page.locator(".cw-root")
    roots.nth(len(GAMES) - 1).locator(".cw-board svg, .cw-board .nc").first.wait_for()
    for index, game in enumerate(GAMES):
        root = roots.nth(index)
        for command, label in TOOLBAR.items():
            expect(root.locator(f"[data-command={command}]")).to_have_text(label)
        view = json.loads(kernel_eval(page, f"import json; print(json.dumps(french['{game}'].view))"))
        expect(root.locator(".cw-prompt")).to_have_text(view["prompt"])
        expect(root.locator(".cw-status")).to_have_text(view["status"])
        for button in view["buttons"]:
            expect(root.locator(f'.cw-actions [data-target="{button["target"]}"]').first).to_have_text(button["label"])
        # an English rulebook's words carry their language, and the note Python wrote says so
        quoted = root.locator(".cw-rule blockquote").first
        if game == "num_connect":  # a French rulebook: its words are the widget's own language
            assert quoted.get_attribute("lang") is None and "lang" not in view["rule"]
        else:
            assert quoted.get_attribute("lang") == view["rule"]["lang"] == "en", game
            expect(root.locator(".cw-rule .cw-rule-translated")).to_have_text(view["rule"]["quoted_in"])
        text = root.inner_text()
        log_label = root.locator(".cw-log").get_attribute("aria-label")
        assert "À jouer" in text and log_label is not None and "Journal des coups" in log_label, game
        assert not [word for word in ENGLISH if word in text], (game, [word for word in ENGLISH if word in text])
    assert js_errors(page) == []


def test_the_french_inspector_writes_its_line_with_french_separators(page: Page, lab: Lab) -> None:
    """The inspector's line is worded by Python, separators included: French puts a space before the colon."""
    open_notebook(page, lab, "french.ipynb")
    root = page.locator(".cw-root").nth(GAMES.index("connect5"))
    root.locator(".cw-board svg").first.wait_for()
    root.locator("[data-command=inspector]").click()
    line = root.locator(".cw-inspector > p").first
    expect(line).to_contain_text(" · acteurs : [0] · ")
    expect(line).to_contain_text(" entrées d'historique")
    assert js_errors(page) == []
