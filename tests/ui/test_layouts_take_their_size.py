"""Layouts take their size: no layout module, and no function that places things, reads
the screen's size from ``game.ui.theme``'s globals; each is given a ``Screen``
(game/ui/metrics.py) by its caller."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: theme's names that read the screen size: its globals and the helpers built on them.
SIZE_NAMES = {"WIDTH", "HEIGHT", "SCALE", "LAYOUT", "COMPACT", "CSS_PER_PX", "px", "scale_rect",
              "design_size", "form", "tap_min", "big", "portrait", "current_screen", "min_px"}

#: Modules that only place things: none of their code may read the size.
LAYOUT_MODULES = ("game/ui/scenes/hearts/layout.py", "game/ui/scenes/heart_to_heart/layout.py",
                  "game/ui/metrics.py")

#: Functions (``Class.method`` for a method) that place things in modules that also draw.
PLACEMENT: dict[str, tuple[str, ...]] = {
    "game/ui/scenes/menu.py": ("menu_layout", "_to_device"),
    "game/ui/scenes/statistics.py": ("stats_layout", "_to_device", "_columns"),
    "game/ui/scenes/rules.py": ("rules_layout", "_to_device", "render_page"),
    "game/ui/scenes/daily.py": ("daily_layout", "_to_device"),
    "game/ui/scenes/settings.py": ("header_layout", "header_to_device", "rows_to_device", "portrait_rows",
                                   "choice_width", "choice_rows", "columns", "landscape_row_heights"),
    "game/ui/scenes/hearts/review_geometry.py": ("review_layout", "to_device", "device_review_layout", "_grid",
                                                 "_seat_cards", "_compact_seats"),
    "game/ui/scenes/hearts/panels.py": ("Panel.layout",),
}


#: game/ui/text.py's measures, which read the size from theme unless given a ``screen``.
TEXT_MEASURES = {"font", "wrap", "fit_size", "design_wrap", "design_fit_size"}


def _size_reads(node: ast.AST, imported: set[str]) -> list[str]:
    """Where ``node`` reads the size from theme: ``theme.WIDTH`` and the like, a size
    helper imported by name (``from game.ui.theme import px``), or a text measure
    (``text.font``) not given the screen."""
    found = []
    for n in ast.walk(node):
        if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name)
                and n.func.value.id == "text" and n.func.attr in TEXT_MEASURES
                and not any(k.arg == "screen" for k in n.keywords) and len(n.args) < _SCREEN_ARG[n.func.attr]):
            found.append(f"line {n.lineno}: text.{n.func.attr} without the screen")
        if (isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "theme"
                and n.attr in SIZE_NAMES):
            found.append(f"line {n.lineno}: theme.{n.attr}")
        elif isinstance(n, ast.Name) and n.id in imported:
            found.append(f"line {n.lineno}: {n.id} (from game.ui.theme)")
    return found


#: Where ``screen`` stands among each text measure's positional arguments (one past it:
#: a call with that many arguments passes it).
_SCREEN_ARG = {"font": 3, "wrap": 5, "fit_size": 6, "design_wrap": 5, "design_fit_size": 6}


def _theme_imports(tree: ast.Module) -> set[str]:
    return {alias.asname or alias.name for n in ast.walk(tree)
            if isinstance(n, ast.ImportFrom) and n.module == "game.ui.theme"
            for alias in n.names if alias.name in SIZE_NAMES}


def _functions(tree: ast.Module) -> dict[str, ast.AST]:
    out: dict[str, ast.AST] = {}
    for n in tree.body:
        if isinstance(n, ast.FunctionDef):
            out[n.name] = n
        elif isinstance(n, ast.ClassDef):
            out.update({f"{n.name}.{m.name}": m for m in n.body if isinstance(m, ast.FunctionDef)})
    return out


@pytest.mark.parametrize("path", LAYOUT_MODULES)
def test_a_layout_module_reads_no_size_from_the_theme(path):
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    assert _size_reads(tree, _theme_imports(tree)) == []


@pytest.mark.parametrize("path", sorted(PLACEMENT))
def test_a_function_that_places_things_reads_no_size_from_the_theme(path):
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    functions, imported = _functions(tree), _theme_imports(tree)
    reads = {}
    for name in PLACEMENT[path]:
        assert name in functions, f"{path} has no {name}"
        found = _size_reads(functions[name], imported)
        if found:
            reads[name] = found
    assert reads == {}


def test_the_check_sees_a_size_read():
    tree = ast.parse("from game.ui.theme import px\ndef f():\n    return theme.WIDTH + px(3) + text.font(20)\n")
    assert len(_size_reads(tree, _theme_imports(tree))) == 3
    tree = ast.parse("def f(screen):\n    return screen.px(3) + text.font(20, True, screen) + text.wrap('', 2, 3, screen=screen)\n")
    assert _size_reads(tree, set()) == []
