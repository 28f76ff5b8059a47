"""The tests import nothing from tools/: the app harness they share is tests/harness.py (the
tools import it from there), and a test of a tool loads that tool with ``load_tool``."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


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


def test_no_test_file_imports_from_tools() -> None:
    offenders = []
    for path in sorted(TESTS.rglob("*.py")):
        if "node_modules" in path.parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for name in _imported_modules(tree):
            if name == "tools" or name.startswith("tools."):
                offenders.append(f"{path.relative_to(TESTS)}: {name}")
    assert not offenders, "tests import from tools/ (use tests/harness.py):\n" + "\n".join(offenders)


def test_the_scan_sees_every_spelling_of_an_import() -> None:
    tree = ast.parse("import tools.tour\nfrom tools import bench\nfrom tools.bench.overrides import x\n"
                     "def f():\n    from tools.tour import tap\n    importlib.import_module('tools.web_build')\n")
    found = _imported_modules(tree)
    assert {"tools.tour", "tools", "tools.bench.overrides", "tools.web_build"} <= set(found)
