"""The browser harness itself, on the bare probe widget: JupyterLab starts, a notebook runs, a
click in Chromium reaches the kernel and the repaint reaches the page."""

from __future__ import annotations

from playwright.sync_api import Page

from .conftest import js_errors
from .lab import Lab, kernel_eval, open_notebook


def test_a_click_in_the_page_reaches_the_kernel_and_repaints(page: Page, lab: Lab) -> None:
    open_notebook(page, lab, "probe.ipynb")
    button = page.locator(".cw-probe")
    button.wait_for()
    for _ in range(3):
        button.click()
    page.wait_for_function("() => document.querySelector('.cw-probe').dataset.seq === '3'")
    assert kernel_eval(page, "print(probe.count)").strip() == "3"
    assert js_errors(page) == []


def test_the_lab_of_the_browser_tests_runs_the_nodelay_extension(lab: Lab) -> None:
    log = lab.log.read_text(encoding="utf-8")
    assert "connect_widgets.nodelay: kernel websockets send their messages at once" in log
