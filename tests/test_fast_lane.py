"""The fast lane's list of slow tests (tests/conftest.py's SLOW) names tests that exist: a test
renamed or moved would otherwise run in the fast lane again without anyone seeing it."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import SLOW, _is_slow

ROOT = Path(__file__).resolve().parent.parent


def test_every_slow_entry_names_a_test_module_or_a_test_in_it() -> None:
    missing = []
    for entry in SLOW:
        path, _, name = entry.partition("::")
        file = ROOT / path
        if not file.is_file():
            missing.append(entry)
            continue
        if name:
            tree = ast.parse(file.read_text(encoding="utf-8"))
            defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.ClassDef)}
            if name.split("::")[0] not in defined:
                missing.append(entry)
    assert not missing, f"SLOW names tests that are not there: {missing}"


def test_a_slow_entry_covers_every_parameter_of_its_test_and_nothing_else() -> None:
    module = next(e for e in SLOW if "::" not in e)
    assert _is_slow(f"{module}::test_anything[390x844-ru]")
    test = next(e for e in SLOW if "::" in e)
    assert _is_slow(f"{test}[1]") and _is_slow(test)
    assert not _is_slow(f"{test}_and_more")
