"""The design rules of docs/ARCHITECTURE.md, checked on the code as it stands.

Every wing has exactly the files of the wing template (plus the game's own files listed there);
the engine and the table import nothing from the widget libraries; imports inside the package are
relative, never of another module's private names, and form no cycle; no file is over 400 lines.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import connect_widgets as cw

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "connect_widgets"
ARCHITECTURE = (REPO / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
WIDGET_LIBRARIES = {"ipywidgets", "anywidget", "traitlets", "IPython"}
MAX_LINES = 400


def table_rows(heading: str) -> list[list[str]]:
    """The rows of the markdown table whose header row starts with ``heading``."""
    lines = ARCHITECTURE.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"| {heading} |"))
    rows = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows


def names(cell: str) -> set[str]:
    """The file names written in backticks in a table cell."""
    return set(re.findall(r"`([^`]+)`", cell))


TEMPLATE = {name for row in table_rows("file") for name in names(row[0])}
OWN_FILES = {row[0]: names(row[1]) for row in table_rows("game")}


def test_the_template_is_written_down() -> None:
    assert {"game.py", "rules.py", "state.py", "notation.py", "words.py", "interaction.py"} <= TEMPLATE
    assert set(OWN_FILES) == {cw.game_class(name).info.title for name in cw.GAME_NAMES}


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_every_wing_has_the_template_files_and_only_its_own_others(name: str) -> None:
    wing = PACKAGE / name
    present = {p.name + ("/" if p.is_dir() else "") for p in wing.iterdir() if p.name != "__pycache__"}
    expected = TEMPLATE | OWN_FILES[cw.game_class(name).info.title]
    assert present == expected, (
        f"{name}: missing {sorted(expected - present)}, not in the template {sorted(present - expected)}"
    )


def package_modules() -> Iterator[tuple[str, Path]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(REPO).with_suffix("").parts
        yield ".".join(parts[:-1] if parts[-1] == "__init__" else parts), path


def module_imports(module: str, path: Path) -> Iterator[tuple[str, tuple[str, ...], int]]:
    """``(imported module, names, level)`` of every import at module level (TYPE_CHECKING blocks excluded)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in tree.body:
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, (), 0
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            yield target, tuple(alias.name for alias in node.names), node.level


def test_the_engine_and_the_table_know_no_widget() -> None:
    for module, path in package_modules():
        if module.startswith("connect_widgets.widget"):
            continue
        for target, _, _ in module_imports(module, path):
            assert target.split(".")[0] not in WIDGET_LIBRARIES, f"{module} imports {target}"
            assert not target.startswith("connect_widgets.widget"), f"{module} imports the widget"


def test_imports_inside_the_package_are_relative_and_public() -> None:
    for module, path in package_modules():
        for target, imported, level in module_imports(module, path):
            assert not target.startswith("connect_widgets") or level, f"{module} imports {target} absolutely"
            private = [name for name in imported if name.startswith("_") and not name.endswith("__")]
            assert not private, f"{module} imports private {private} from {target}"


def test_modules_import_no_cycle() -> None:
    known = dict(package_modules())
    graph: dict[str, set[str]] = {}
    for module, path in known.items():
        edges = graph.setdefault(module, set())
        for target, imported, _ in module_imports(module, path):
            submodules = {f"{target}.{name}" for name in imported} & known.keys()
            edges.update(submodules or ({target} & known.keys()))
        edges.discard(module)
    finished: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        if module in path:
            raise AssertionError(f"import cycle: {' -> '.join([*path[path.index(module) :], module])}")
        if module in finished:
            return
        for target in sorted(graph[module]):
            visit(target, [*path, module])
        finished.add(module)

    for module in sorted(graph):
        visit(module, [])


def code_files() -> Iterator[Path]:
    for folder, suffixes in (
        (PACKAGE, ("*.py",)),
        (REPO / "js" / "src", ("*.js", "*.css")),
        (REPO / "tests", ("*.py",)),
    ):
        for suffix in suffixes:
            yield from folder.rglob(suffix)
    yield from (REPO / "benchmarks").glob("*.py")


def test_no_file_is_over_400_lines() -> None:
    long = {
        str(p.relative_to(REPO)): n
        for p in code_files()
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert not long, f"files over {MAX_LINES} lines: {long}"


def test_no_name_in_a_package_hides_one_of_its_modules() -> None:
    """``import connect_widgets.puzzles.generate as generate`` failed while ``cw.puzzles`` was a
    function: a package's attribute named like one of its modules must be that module."""
    hidden = []
    for found in pkgutil.walk_packages(cw.__path__, "connect_widgets."):
        module = importlib.import_module(found.name)  # the agents need their extra, which the tests install
        parent, _, name = found.name.rpartition(".")
        if getattr(importlib.import_module(parent), name) is not module:
            hidden.append(found.name)
    assert hidden == []
