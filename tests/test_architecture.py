"""The design rules of docs/ARCHITECTURE.md, checked on the code as it stands.

Every wing has exactly the files of the wing template (plus the game's own files listed there);
each part of the package imports only what the layering allows, inside functions too, but for the
few lazy imports listed in ``LAZY``; bots import, of their own wing, only the teaching helpers,
the notation, the words and the static data named; imports inside the package are relative, never of
another module's private names, and form no cycle; no file is over 400 lines.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import NamedTuple

import pytest

import connect_widgets as cw

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "connect_widgets"
ARCHITECTURE = (REPO / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
WIDGET_LIBRARIES = {"ipywidgets", "anywidget", "traitlets", "IPython"}
AGENT_LIBRARIES = {"numpy", "gymnasium", "pettingzoo"}
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


KNOWN = dict(package_modules())


class Import(NamedTuple):
    """One import: the module it names, the names it takes, its level (0: absolute), its line, and
    whether it is inside a function (``nested``: it runs only when the function is called)."""

    target: str
    names: tuple[str, ...]
    level: int
    line: int
    nested: bool


def module_imports(module: str, source: str, is_package: bool = False) -> Iterator[Import]:
    """Every import in ``source``, the text of ``module``: at module level and inside functions and
    classes alike (``ast.walk`` over the whole module). Imports under ``if TYPE_CHECKING:`` never run
    and are left out."""
    tree = ast.parse(source)
    package = module if is_package else module.rpartition(".")[0]
    type_only: set[int] = set()  # ids of the nodes under `if TYPE_CHECKING:`
    in_functions: set[int] = set()  # and of those inside a function
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            type_only.update(id(inner) for statement in node.body for inner in ast.walk(statement))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            in_functions.update(id(inner) for statement in node.body for inner in ast.walk(statement))
    for node in ast.walk(tree):
        if id(node) in type_only:
            continue
        nested = id(node) in in_functions
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield Import(alias.name, (), 0, node.lineno, nested)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            yield Import(target, tuple(alias.name for alias in node.names), node.level, node.lineno, nested)


def imports_of(module: str) -> list[Import]:
    path = KNOWN[module]
    return list(module_imports(module, path.read_text(encoding="utf-8"), path.name == "__init__.py"))


def reached(found: Import) -> set[str]:
    """What an import loads: the package's modules (``from . import puzzles`` loads the module
    ``connect_widgets.puzzles``), or another library's top-level name."""
    if found.target.split(".")[0] != "connect_widgets":
        return {found.target.split(".")[0]}
    return {f"{found.target}.{name}" for name in found.names} & KNOWN.keys() or {found.target}


def part(module: str) -> str:
    """Where a module sits: ``core``, a wing's name, ``table``, ``export``..., ``front door`` for the
    package's ``__init__``; another library is its own name."""
    parts = module.split(".")
    if parts[0] != "connect_widgets":
        return parts[0]
    return parts[1] if len(parts) > 1 else "front door"


def layer(name: str) -> str:
    return "wing" if name in cw.GAME_NAMES else name


MAY_IMPORT = {
    "core": set(),
    "wing": {"core"},
    "table": {"core"},
    "testing": {"core"},
    "matches": {"core", "testing", "arena_checks"},
    "arena_checks": {"core"},
    "export": {"core", "table", "version"},
    "widget": {"core", "table", "export", *WIDGET_LIBRARIES},
    "puzzles": {"core", "wing"},
    "agents": {"core", "wing", *AGENT_LIBRARIES},
    "nodelay": set(),
    "version": set(),
    "front door": {"core", "puzzles", "export", "matches", "version"},
}
"""What each part of the package may import besides itself (ARCHITECTURE.md, "Layers"): a wing
imports ``core`` and itself, never another wing. Libraries other than these are not checked."""

LAZY = {
    # cw.play() makes a widget: the engine stays importable without ipywidgets
    ("connect_widgets", "widget"),
    # Puzzle.play() makes a widget: the puzzles stay importable without ipywidgets
    ("connect_widgets.puzzles.puzzle", "widget"),
    # an agent's game is shown in a notebook only when a person asks (render._show): the
    # environment needs neither the widget libraries nor IPython
    ("connect_widgets.agents.render", "widget"),
    ("connect_widgets.agents.render", "IPython"),
}
"""The imports that break the layering on purpose, each inside a function, as ``(module, the part it
imports)`` (ARCHITECTURE.md, "Layers"). They run only once the package is loaded, so they are also
left out of the import cycles."""


def breaches(module: str, found: Iterable[Import]) -> list[tuple[str, Import]]:
    """The imports of ``module`` the layering forbids, each with the part it reaches."""
    own = part(module)
    checked = WIDGET_LIBRARIES | AGENT_LIBRARIES
    wrong = []
    for item in found:
        for target in sorted(reached(item)):
            name = part(target)
            if target.split(".")[0] != "connect_widgets" and name not in checked:
                continue  # the standard library, typing_extensions
            if name != own and layer(name) not in MAY_IMPORT[layer(own)]:
                wrong.append((name, item))
    return wrong


def excused(module: str, name: str, item: Import) -> bool:
    """Whether a breach is one of the deliberate lazy imports (inside a function, and listed)."""
    return item.nested and (module, name) in LAZY


def test_each_part_imports_only_what_the_layering_allows() -> None:
    unlisted = {layer(part(module)) for module in KNOWN} - MAY_IMPORT.keys()
    assert not unlisted, f"parts with no row in MAY_IMPORT and in ARCHITECTURE.md's Layers: {unlisted}"
    found = [(module, name, item) for module in KNOWN for name, item in breaches(module, imports_of(module))]
    wrong = [
        f"{module}:{item.line} imports {name}{' (in a function)' * item.nested}"
        for module, name, item in found
        if not excused(module, name, item)
    ]
    assert wrong == []
    used = {(module, name) for module, name, item in found if excused(module, name, item)}
    assert used == LAZY, f"not imported lazily any more: drop them here and in ARCHITECTURE.md: {LAZY - used}"


def test_the_layering_check_sees_imports_inside_functions() -> None:
    """The check can fail: a widget imported inside a function of the table is a breach, the puzzle's
    lazy widget is excused only inside a function, and a type-only import is not an import."""
    lazy = "def show():\n    from ..widget import GameWidget\n    return GameWidget\n"
    [(name, item)] = breaches("connect_widgets.table.example", module_imports("connect_widgets.table.example", lazy))
    assert (name, item.target, item.nested) == ("widget", "connect_widgets.widget", True)
    assert not excused("connect_widgets.table.example", name, item)
    puzzle = "connect_widgets.puzzles.puzzle"
    [(name, item)] = breaches(puzzle, module_imports(puzzle, lazy))
    assert excused(puzzle, name, item)
    [(name, item)] = breaches(puzzle, module_imports(puzzle, "from ..widget import GameWidget\n"))
    assert not excused(puzzle, name, item)
    typed = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..widget import GameWidget\n"
    assert breaches(puzzle, module_imports(puzzle, typed)) == []


BOTS_MAY_READ = {
    "connect5": {"forcing", "feeding"},
    "connnect": {"board", "cards", "shapes", "outlook"},
    "num_connect": {"cards", "grid"},
    "connect_the_thoughts": {"cards"},
}
"""The wing's static data a bot may import besides ``teaching``, ``notation`` and ``words``, and its
readings of a position for the search (Connnect's outlook, Connect5's forced wins and blocks that only
feed an eat)."""


def test_every_game_says_what_its_bots_may_read() -> None:
    missing = [name for name in cw.GAME_NAMES if name not in BOTS_MAY_READ]
    assert not missing, f"add {missing} to BOTS_MAY_READ in tests/test_architecture.py (set() if nothing more)"


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_bots_import_of_their_wing_only_the_teaching_helpers_and_static_data(name: str) -> None:
    module = f"connect_widgets.{name}.bots"
    targets = {target for item in imports_of(module) for target in reached(item)}
    read = {target.rpartition(".")[2] for target in targets if part(target) == name}
    assert read <= {"teaching", "notation", "words"} | BOTS_MAY_READ[name]


def test_imports_inside_the_package_are_relative_and_public() -> None:
    for module in KNOWN:
        for item in imports_of(module):
            assert not item.target.startswith("connect_widgets") or item.level, f"{module} imports {item.target}"
            private = [name for name in item.names if name.startswith("_") and not name.endswith("__")]
            assert not private, f"{module}:{item.line} imports private {private} from {item.target}"


def test_modules_import_no_cycle() -> None:
    graph: dict[str, set[str]] = {}
    for module in KNOWN:
        edges = graph.setdefault(module, set())
        for item in imports_of(module):
            edges.update(t for t in reached(item) & KNOWN.keys() if not excused(module, part(t), item))
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


@pytest.mark.parametrize("name", cw.GAME_NAMES)
def test_every_front_door_exports_its_bots_classes(name: str) -> None:
    """Two front doors imported their search class without exporting it, two exported it."""
    wing = importlib.import_module(f"connect_widgets.{name}")
    assert sorted(bot.__name__ for bot in wing.BOTS.values() if bot.__name__ not in wing.__all__) == []
