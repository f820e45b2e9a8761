"""A real JupyterLab on 127.0.0.1 and Debian's Chromium driven by Playwright, for browser tests
and the click-to-repaint benchmark. Everything runs in a throwaway folder, so runs are isolated.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from playwright.sync_api import Browser, Locator, Page, sync_playwright

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
REPO = Path(__file__).resolve().parents[2]
_workspaces = itertools.count()


@dataclass
class Lab:
    """A running JupyterLab: its URL and the folder it serves."""

    url: str
    root: Path
    process: subprocess.Popen
    log: Path


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextlib.contextmanager
def jupyter_lab(files: list[Path], nodelay: bool = True) -> Iterator[Lab]:
    """Start JupyterLab serving copies of ``files``; stop it and remove everything after.

    ``nodelay``: with the package's server extension that sends kernel messages at once (as ``make
    play`` runs it); the benchmark also measures without it.
    """
    base = Path(tempfile.mkdtemp(prefix="cw-lab-"))
    root = base / "root"
    root.mkdir()
    for file in files:
        shutil.copy(file, root / file.name)
    env = {**os.environ, **_isolated_dirs(base)}
    settings = Path(env["JUPYTERLAB_SETTINGS_DIR"]) / "@jupyterlab"
    (settings / "apputils-extension").mkdir(parents=True)
    (settings / "notebook-extension").mkdir(parents=True)
    # No news toast over the widgets; every cell rendered (no windowing), so any widget can be found.
    (settings / "apputils-extension" / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false"})
    )
    (settings / "notebook-extension" / "tracker.jupyterlab-settings").write_text(json.dumps({"windowingMode": "none"}))
    port = free_port()
    log = (base / "lab.log").open("w")
    process = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", "--ip=127.0.0.1", f"--port={port}",
         "--IdentityProvider.token=", "--ServerApp.password=", "--expose-app-in-browser",
         "--JupyterNotebookApp.expose_app_in_browser=True",  # Notebook 7 (/notebooks/...) on the same server
         "--ServerApp.port_retries=0",
         "--LabApp.news_url=None", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
         f"--ServerApp.root_dir={root}", f"--ServerApp.jpserver_extensions=connect_widgets.nodelay={nodelay}"],
        env=env, stdout=log, stderr=subprocess.STDOUT, cwd=root,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        wait_for_server(url + "/api/status", process, base / "lab.log")
        yield Lab(url=url, root=root, process=process, log=base / "lab.log")
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()
        shutil.rmtree(base, ignore_errors=True)


def _isolated_dirs(base: Path) -> dict[str, str]:
    names = [
        "JUPYTERLAB_SETTINGS_DIR",
        "JUPYTERLAB_WORKSPACES_DIR",
        "JUPYTER_CONFIG_DIR",
        "JUPYTER_RUNTIME_DIR",
        "IPYTHONDIR",
    ]
    dirs = {name: str(base / name.lower()) for name in names}
    for path in dirs.values():
        Path(path).mkdir(parents=True, exist_ok=True)
    return dirs


def wait_for_server(
    url: str, process: subprocess.Popen, log: Path, timeout: float = 90, name: str = "JupyterLab"
) -> None:
    """Wait until ``url`` answers 200 from the server ``process`` started (its output in ``log``)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{name} exited:\n{log.read_text()[-3000:]}")
        with contextlib.suppress(OSError), urllib.request.urlopen(url, timeout=2) as response:
            if response.status == 200:
                return
        time.sleep(0.3)
    raise RuntimeError(f"{name} did not start in {timeout} s:\n{log.read_text()[-3000:]}")


@contextlib.contextmanager
def chromium() -> Iterator[Browser]:
    """Debian's Chromium, headless, through Playwright (never a downloaded browser)."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


def open_notebook(page: Page, lab: Lab, name: str, timeout: float = 120_000, ui: str = "lab") -> None:
    """Open notebook ``name``, wait for an idle kernel, run all cells and wait until they finish.
    ``ui="notebook"`` opens it in Notebook 7, served by the same server, instead of JupyterLab."""
    if ui == "notebook":
        page.goto(f"{lab.url}/notebooks/{name}")
    else:  # a workspace of its own per page: otherwise JupyterLab restores the tabs of earlier tests
        page.goto(f"{lab.url}/lab/workspaces/w{next(_workspaces)}/tree/{name}?reset")
    page.wait_for_function(
        "(name) => window.jupyterapp?.shell.currentWidget?.context?.path === name"
        " && window.jupyterapp.shell.currentWidget.sessionContext",
        arg=name,
        timeout=timeout,
    )
    page.wait_for_function(
        "() => window.jupyterapp.shell.currentWidget.sessionContext.session?.kernel?.status === 'idle'", timeout=timeout
    )
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(
        """() => {
            const nb = window.jupyterapp.shell.currentWidget.content;
            return nb.widgets.every(cell => cell.model.type !== 'code' || (cell.model.executionCount !== null && !cell.promptNode?.textContent.includes('*')));
        }""",
        timeout=timeout,
    )


def kernel_eval(page: Page, code: str, timeout: float = 30_000) -> str:
    """Run ``code`` in the open notebook's kernel and return what it printed (errors included), stripped."""
    printed: str = page.evaluate(
        """async (code) => {
            const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
            const future = kernel.requestExecute({code, silent: false, store_history: false});
            let out = "";
            future.onIOPub = (msg) => {
                const c = msg.content;
                if (msg.header.msg_type === "stream") out += c.text;
                if (msg.header.msg_type === "execute_result") out += c.data["text/plain"];
                if (msg.header.msg_type === "error") out += `${c.ename}: ${c.evalue}`;
            };
            await future.done;
            return out;
        }""",
        code,
    )
    return printed.strip()


def click_and_wait(root: Locator, element: Locator | str) -> None:
    """Click ``element`` (a locator, or the ``data-target`` of one) in widget ``root``, then wait
    for Python's answer: a new view (the root's ``data-seq`` changes) or a notice answering it
    (a refusal sends only the notice: the root's ``data-notice``, the id of the message it answers)."""
    seq, notice = root.get_attribute("data-seq"), root.get_attribute("data-notice")
    if isinstance(element, str):
        element = root.locator(f'[data-target="{element}"]').first
    element.click()
    wait_repaint(root, seq, notice)


def wait_repaint(root: Locator, seq: str | None, notice: str | None = None) -> None:
    """Wait until widget ``root`` has drawn a view newer than ``seq`` (its ``data-seq``), or, when
    ``notice`` is given, a notice answering another message than ``notice``."""
    root.page.wait_for_function(
        "([el, seq, notice]) => el.dataset.seq !== seq || (notice !== null && el.dataset.notice !== notice)",
        arg=[root.element_handle(), seq, notice],
    )


def shutdown_kernels(page: Page) -> None:
    """Stop the kernels from the page (a REST shutdown with an empty token is refused)."""
    with contextlib.suppress(Exception):
        page.evaluate("() => window.jupyterapp.serviceManager.sessions.shutdownAll()")


def last_move(page: Page, widget: str) -> str:
    """The last history entry of the widget held by the kernel variable ``widget``, as printed."""
    return kernel_eval(page, f"print({widget}.game.history[-1])")


def open_widget(page: Page, lab: Lab, notebook: str, index: int, drawn: str) -> Locator:
    """Run ``notebook`` and wait until its ``index``-th widget has drawn ``drawn`` (a selector); its root."""
    open_notebook(page, lab, notebook)
    root = page.locator(".cw-root").nth(index)
    root.locator(drawn).wait_for()
    return root


AXE = REPO / "js" / "node_modules" / "axe-core" / "axe.min.js"
"""axe-core, from the npm devDependencies: ``page.add_script_tag(path=str(AXE))`` injects it."""


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
