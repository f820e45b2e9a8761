"""A puzzle in a real JupyterLab (issue 15): the notice gives the task, a wrong move is refuted naming
the defender's reply, Undo gives the task again, and the solution played by clicking is "solved";
axe-core finds no violation in the widget with the task or the refutation shown
(tests/browser/fixtures/puzzles.ipynb: shipped puzzle connect5_2, the defender on Blue's seat)."""

from __future__ import annotations

import re

from playwright.sync_api import Locator, Page, expect

from connect_widgets.puzzles import shipped_puzzle

from .conftest import js_errors
from .lab import AXE, Lab, click_and_wait, open_widget, violations

PUZZLE = shipped_puzzle("connect5_2")
WRONG = "a5"  # far away: Blue has a reply that stops Red (tests/test_puzzles.py)


def kind(name: str) -> re.Pattern[str]:
    """The notice's classes when it is of kind ``name``."""
    return re.compile(rf"(^|\s)cw-notice-{name}(\s|$)")


def replies(root: Locator, moves: int) -> list[str]:
    """Wait until the log has ``moves`` entries (the defender has answered); the actions, in order."""
    log = root.locator(".cw-log .cw-log-move")
    expect(log).to_have_count(moves)
    return [entry.split(": ", 1)[1] for entry in log.all_inner_texts()]


def test_a_puzzle_gives_its_task_refutes_a_wrong_move_and_is_solved_by_clicking(page: Page, lab: Lab) -> None:
    root = open_widget(page, lab, "puzzles.ipynb", 0, "svg.c5")
    notice = root.locator(".cw-notice-slot .cw-notice")
    player = PUZZLE.start().players[PUZZLE.player]
    defender = PUZZLE.start().players[1 - PUZZLE.player]
    expect(notice).to_have_class(kind("puzzle"))
    expect(notice).to_have_text(PUZZLE.task())
    page.add_script_tag(path=str(AXE))
    assert violations(page, 0) == []  # the task shown

    click_and_wait(root, f"dot:{WRONG}")
    reply = replies(root, 2)[1]
    wrong = PUZZLE.start()
    wrong.apply(PUZZLE.player, WRONG)
    refutation = PUZZLE.verdict(wrong)
    assert refutation.status == "refuted" and refutation.line[0] == (1 - PUZZLE.player, reply)
    expect(notice).to_have_class(kind("refuted"))
    expect(notice).to_have_text(refutation.text)
    expect(notice).to_contain_text(f"Refuted: {defender} answers {reply}, and {player} can no longer")
    assert violations(page, 0) == []  # the refutation shown

    click_and_wait(root, root.locator("[data-command=undo]"))
    expect(root.locator(".cw-log .cw-log-move")).to_have_count(0)
    expect(notice).to_have_class(kind("puzzle"))
    expect(notice).to_have_text(PUZZLE.task())

    first = "h1"
    assert PUZZLE.solution()[0] == (PUZZLE.player, first)
    click_and_wait(root, f"dot:{first}")
    reply = replies(root, 2)[1]  # the defender's answer, as the page shows it
    game = PUZZLE.start()
    game.apply(PUZZLE.player, first)
    game.apply(1 - PUZZLE.player, reply)
    verdict = PUZZLE.verdict(game)
    assert verdict.status == "open"
    expect(notice).to_have_class(kind("open"))
    expect(notice).to_have_text(verdict.text)
    five = next(action for who, action in verdict.line if who == PUZZLE.player)
    click_and_wait(root, f"dot:{five}")
    game.apply(PUZZLE.player, five)
    solved = PUZZLE.verdict(game)
    assert solved.status == "solved"
    expect(notice).to_have_class(kind("solved"))
    expect(notice).to_have_text(solved.text)
    assert js_errors(page) == []
