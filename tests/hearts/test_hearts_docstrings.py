"""The Hearts core's docstrings: each opens with a one-line summary (PEP 257)."""

from __future__ import annotations

import ast
from pathlib import Path

import game.hearts

#: The longest summary line a docstring may open with.
SUMMARY_LIMIT = 100

HEARTS = Path(game.hearts.__file__).resolve().parent
ROOT = HEARTS.parent.parent

_Documented = ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef


def _offenders(path: Path) -> list[str]:
    """The docstrings of ``path`` that do not open with a one-line summary, as file:line name."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, _Documented):
            continue
        doc = ast.get_docstring(node, clean=True)
        if doc is None:
            continue
        lines = doc.splitlines()
        if not lines or not lines[0].strip() or len(lines[0]) > SUMMARY_LIMIT or (
                len(lines) > 1 and lines[1].strip()):
            where = path.relative_to(ROOT).as_posix()
            line = getattr(node, "lineno", 1)
            name = getattr(node, "name", "<module>")
            out.append(f"{where}:{line} {name}")
    return out


def test_every_docstring_of_the_hearts_core_opens_with_a_one_line_summary() -> None:
    files = sorted(HEARTS.rglob("*.py"))
    assert files
    offenders = [o for path in files for o in _offenders(path)]
    assert not offenders, (
        f"docstrings without a one-line summary (at most {SUMMARY_LIMIT} characters, then a blank "
        "line):\n" + "\n".join(offenders))
