"""Browser fixtures: one JupyterLab serving the example notebooks, one Chromium, a page per test."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import subprocess
import weakref
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from .lab import REPO, Lab, chromium, jupyter_lab, shutdown_kernels

ARTIFACTS = REPO / "test-artifacts" / "screenshots"
SCREENSHOTS = REPO / "docs" / "screenshots"

# What the page fixtures record of each page, kept beside the page rather than set on it: Playwright's
# Page is typed (an attribute of our own would not be) and has a ``requests()`` method of its own.
_ERRORS: weakref.WeakKeyDictionary[Page, list[str]] = weakref.WeakKeyDictionary()
_REQUESTS: weakref.WeakKeyDictionary[Page, list[str]] = weakref.WeakKeyDictionary()


def js_errors(page: Page) -> list[str]:
    """The errors of ``page``, from a page fixture here: which ones, each fixture says."""
    return _ERRORS[page]


def requested_urls(page: Page) -> list[str]:
    """The URL of every request ``page`` (an ``offline_page``) made, in order."""
    return _REQUESTS[page]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/browser" in str(item.path):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    toy_bundle = tmp_path_factory.mktemp("toy-bundle")
    build_toy_renderer(toy_bundle)
    os.environ["CW_REPO"], os.environ["CW_TOY_BUNDLE"] = str(REPO), str(toy_bundle)
    notebooks = sorted((REPO / "notebooks").glob("*.ipynb")) + sorted(
        (REPO / "tests" / "browser" / "fixtures").glob("*.ipynb")
    )
    with jupyter_lab(notebooks) as running:
        yield running


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with chromium() as running:
        yield running


@pytest.fixture
def page(browser: Browser, lab: Lab) -> Iterator[Page]:
    """A page for JupyterLab (started once per session); its kernels are shut down after the test.
    ``js_errors(page)`` lists its uncaught errors only: a host writes its own to the console (Voila
    fetching from a CDN offline, Notebook 7's settings)."""
    with _new_page(browser, console=False) as page:
        yield page
        shutdown_kernels(page)


@pytest.fixture
def bare_page(browser: Browser) -> Iterator[Page]:
    """A page with no JupyterLab around it (dialogs accepted); ``js_errors(page)`` lists its errors,
    uncaught or written to the console (with no host on the page, each is ours)."""
    with _new_page(browser, console=True) as page:
        yield page


@contextlib.contextmanager
def _new_page(browser: Browser, console: bool) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.on("dialog", lambda dialog: dialog.accept())
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    if console:
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    _ERRORS[page] = errors
    try:
        yield page
    finally:
        context.close()


@pytest.fixture
def live_page(bare_page: Page) -> Iterator[Page]:
    """A bare page that must end with no error of the page's (uncaught, or written to the console)."""
    yield bare_page
    assert js_errors(bare_page) == []


@pytest.fixture
def offline_page(browser: Browser) -> Iterator[Page]:
    """A page with the network off: any request but a file, a blob or data is aborted and listed in
    ``requested_urls(page)``; ``js_errors(page)`` lists the page's errors. No JupyterLab is needed."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, offline=True)
    page = context.new_page()
    requests: list[str] = []
    errors: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.route(re.compile(r"^(?!file:|blob:|data:)"), lambda route: route.abort())
    _REQUESTS[page], _ERRORS[page] = requests, errors
    yield page
    context.close()


def build_toy_renderer(outdir: Path) -> None:
    """Bundle the shell with the toy game's test renderer (for test_shell.py only)."""
    esbuild = REPO / "js" / "node_modules" / ".bin" / "esbuild"
    entry = REPO / "tests" / "browser" / "fixtures" / "toy_renderer.js"
    subprocess.run([str(esbuild), str(entry), "--bundle", "--format=esm", f"--outdir={outdir}"], check=True)


README_PICTURES = ("connnect", "connect5", "num_connect", "connect_the_thoughts")
"""The screenshots the README shows (docs/screenshots/); the others stay in test-artifacts/."""
HOST_CHROME = 200
"""Pixels of a host's own bars (menus, tabs, toolbar, status bar) above and below its scrolling area, at most."""


def save_screenshot(page: Page, locator_selector: str, name: str) -> Path:
    """Screenshot of one widget into test-artifacts/ (and, for the README's, docs/screenshots/ with
    CW_UPDATE_SCREENSHOTS=1)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    widget = page.locator(locator_selector).first
    size, box = page.viewport_size, widget.bounding_box()
    # A widget taller than the host's scrolling area would be shot with the host's bars drawn over
    # it: the window is made tall enough for the whole widget (the width, so the layout, stays).
    if size is not None and box is not None and box["height"] + 2 * HOST_CHROME > size["height"]:
        page.set_viewport_size({"width": size["width"], "height": int(box["height"]) + 2 * HOST_CHROME})
        widget.scroll_into_view_if_needed()
        widget.screenshot(path=str(path))
        page.set_viewport_size(size)
    else:
        widget.screenshot(path=str(path))
    if os.environ.get("CW_UPDATE_SCREENSHOTS") == "1" and name in README_PICTURES:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        shutil.copy(path, SCREENSHOTS / path.name)
    return path
