"""main.py tells pygbag what the browser must install: pygame-ce (the runtime has no pygame).

pygbag 0.9.3 reads main.py before running it: the PEP 723 ``# /// script`` block and the
imports that its ``scan_imports`` finds in main.py itself (never in game/).  Both readers are
pygbag's own code from the installed wheel (tests/web/pygbag_logic.py).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

pytest.importorskip("pygbag", reason="pygbag==0.9.3 is needed: pip install -e '.[web]'")

from pygbag_logic import package_index, read_pep723_dependencies, scan_imports, wheel_for  # noqa: E402

MAIN = Path(__file__).resolve().parents[2] / "main.py"
PYGAME_WHEEL = "cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"


def test_pep723_block_asks_for_pygame_ce_which_the_runtime_index_provides() -> None:
    deps = read_pep723_dependencies(MAIN.read_text(encoding="utf-8"))
    assert "pygame-ce" in deps
    assert wheel_for("pygame-ce") == PYGAME_WHEEL


def test_pygbag_scan_imports_finds_pygame_in_main_py() -> None:
    wanted = [m for m in scan_imports(MAIN.read_text(encoding="utf-8")) if m in package_index()]
    assert wanted == ["pygame"]


def test_main_py_imports_asyncio_and_pygame_at_its_top() -> None:
    # Module level, before the first definition (pygbag's convention for main.py).
    tree = ast.parse(MAIN.read_text(encoding="utf-8"))
    first_def = next((i for i, node in enumerate(tree.body) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))),
                     len(tree.body))
    top = ast.Module(body=tree.body[:first_def], type_ignores=[])
    imported = {alias.name for node in ast.walk(top) if isinstance(node, ast.Import) for alias in node.names}
    assert {"asyncio", "pygame"} <= imported


def test_main_py_runs_asyncio_run_as_pygbag_requires() -> None:
    # 0.9.3's runpy refuses code that flips the display without "asyncio.run" in it.
    assert "asyncio.run(main())" in MAIN.read_text(encoding="utf-8")
