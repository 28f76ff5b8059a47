"""The WebAssembly check copies the rules packages and the few shared modules they import
into Pyodide (tests/wasm/check.py, RULES_FILES): every module of ``game`` the rules import
at load time must be among them, or the browser's rules fail where the native ones pass."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _check_module():
    spec = importlib.util.spec_from_file_location("wasm_check", ROOT / "tests" / "wasm" / "check.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_shared_module_the_rules_import_is_copied_into_the_browser():
    check = _check_module()
    copied = {f[:-3].replace("/", ".") for f in check.RULES_FILES}
    packages = tuple(p.replace("/", ".") for p in check.RULES_PACKAGES)
    needed = set()
    for package in check.RULES_PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            if path.name == "__main__.py" or path.name == "cli.py":
                continue  # the command lines are not run in the browser
            # module-level imports (a function may import the words, game.i18n, when asked)
            for node in ast.parse(path.read_text(encoding="utf-8")).body:
                names = []
                if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
                elif isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                for name in names:
                    if name.startswith("game.") and not name.startswith(packages) and (ROOT / (name.replace(".", "/") + ".py")).is_file():
                        needed.add(name)
    assert needed <= copied, f"not copied into Pyodide: {sorted(needed - copied)}"
