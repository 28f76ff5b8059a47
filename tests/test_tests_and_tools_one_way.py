"""Tests and tools depend one way: what both use (the app harness, the tour, the positions)
is in devkit/, which imports neither; no tool imports from tests/, and no test imports from
tools/ (a test of a tool loads the tool it tests with ``tests.tools_under_test.load_tool``)."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent


def _imported_modules(tree: ast.AST) -> list[str]:
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names += [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "import_module" and node.args and isinstance(node.args[0], ast.Constant)):
            names.append(str(node.args[0].value))
    return names


def _importers_of(folder: str, packages: tuple[str, ...]) -> list[str]:
    """Every ``file: module`` in ``folder`` that imports from one of ``packages``."""
    offenders = []
    for path in sorted((ROOT / folder).rglob("*.py")):
        if "node_modules" in path.parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for name in _imported_modules(tree):
            if any(name == p or name.startswith(p + ".") for p in packages):
                offenders.append(f"{path.relative_to(ROOT)}: {name}")
    return offenders


def test_no_test_file_imports_from_tools() -> None:
    offenders = _importers_of("tests", ("tools",))
    assert not offenders, "tests import from tools/ (use devkit/):\n" + "\n".join(offenders)


def test_no_tool_imports_from_tests() -> None:
    offenders = _importers_of("tools", ("tests",))
    assert not offenders, "tools import from tests/ (move what they share to devkit/):\n" + "\n".join(offenders)


def test_what_both_share_imports_neither() -> None:
    offenders = _importers_of("devkit", ("tests", "tools"))
    assert not offenders, "devkit/ imports from tests/ or tools/:\n" + "\n".join(offenders)


def test_the_scan_sees_every_spelling_of_an_import() -> None:
    tree = ast.parse("import tools.tour\nfrom tools import bench\nfrom tools.bench.overrides import x\n"
                     "def f():\n    from tools.tour import tap\n    importlib.import_module('tools.web_build')\n")
    found = _imported_modules(tree)
    assert {"tools.tour", "tools", "tools.bench.overrides", "tools.web_build"} <= set(found)
