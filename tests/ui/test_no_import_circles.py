"""No circle of imports in game/ui: the app's parts and the scenes are given what they use
(each says it as a protocol of its own), so nothing below the app imports it, not even for
a type hint (a type hint is still something a reader has to follow).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "game" / "ui"

def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, modules: set[str]) -> set[str]:
    me = _module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    return _imports_in(path.read_text(encoding="utf-8"), me, package, modules)


def _imports_in(source: str, me: str, package: str, modules: set[str]) -> set[str]:
    """The modules of ``modules`` that module ``me`` (of ``package``) imports anywhere in
    ``source`` (type hints and late imports too), each with the packages on its way
    (importing a.b.c runs a and a.b)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([node.module] if node.module else []))
            names = [f"{base}.{alias.name}" for alias in node.names] + [base]
        for name in names:
            parts = name.split(".")
            for i in range(2, len(parts) + 1):
                prefix = ".".join(parts[:i])
                if prefix in modules and prefix != me and not me.startswith(prefix + "."):
                    found.add(prefix)
    return found


def _circles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected parts of ``graph`` with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[frozenset[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                part.add(w)
                if w == v:
                    break
            if len(part) > 1:
                out.append(frozenset(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def _ui_graph() -> dict[str, set[str]]:
    paths = sorted(UI.rglob("*.py"))
    modules = {_module_name(p) for p in paths}
    return {_module_name(p): _imports(p, modules) for p in paths}


def test_nothing_in_game_ui_imports_its_way_back_to_itself():
    circles = _circles(_ui_graph())
    new = [sorted(c) for c in circles]
    assert not new, "import circles in game/ui (say what a part needs as a Protocol of its own):\n" + \
        "\n".join(", ".join(c) for c in new)


def test_no_module_below_the_app_imports_it():
    graph = _ui_graph()
    importers = sorted(m for m, imports in graph.items() if "game.ui.app" in imports)
    assert importers == [], importers


def test_the_scan_finds_a_circle_and_an_import_made_for_a_type_hint():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _circles(graph) == [frozenset({"a", "b", "c"})]
    source = ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.ui.app import App\n"
              "def f():\n    from .screens import ModalScreen\n")
    modules = {"game", "game.ui", "game.ui.app", "game.ui.screens", "game.ui.scene"}
    assert _imports_in(source, "game.ui.scene", "game.ui", modules) == {"game.ui.app", "game.ui.screens"}
