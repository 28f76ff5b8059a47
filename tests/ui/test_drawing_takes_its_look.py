"""Drawing takes its look: no drawing module reads the window's size or the palette from
``game.ui.theme``'s globals; it is given the ``Screen`` (game/ui/metrics.py) and the
``Look`` (game/ui/look.py) by its caller, as the layouts are given their screen
(tests/ui/test_layouts_take_their_size.py)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "game" / "ui"

#: theme's names that once read the screen's size (its globals and the helpers built on
#: them): the size is the ``Screen``'s now, and a read of one is still caught.
SIZE_NAMES = {"WIDTH", "HEIGHT", "SCALE", "LAYOUT", "COMPACT", "CSS_PER_PX", "px", "scale_rect",
              "design_size", "form", "tap_min", "big", "portrait", "current_screen"}
#: theme's names that once held the palette in use (and the helper that read them): the
#: palette is the ``Look``'s now, and a read of one is still caught.
PALETTE_NAMES = {"PALETTE", "TABLE", "TABLE_DARK", "TABLE_LIGHT", "PANEL", "TEXT", "TEXT_DIM", "BUTTON",
                 "BUTTON_TEXT", "BUTTON_OFF", "BUTTON_DISABLED", "RED", "BLACK", "CARD_FACE", "CARD_EDGE",
                 "MESSAGE_STYLES", "message_style"}
#: game/ui/sprites.py's helpers that read the palette in use.
SPRITE_NAMES = {"card_look", "hearts_look"}
#: game/ui/text.py's functions that read the size from theme unless given a ``screen``,
#: and where ``screen`` stands among their positional arguments (one past it); ``min_px``
#: never takes one (``min_px_for(screen.css_per_px)`` does).
TEXT_SCREEN_ARG = {"draw": 8, "render": 5, "font": 3, "font_size_px": 2, "balanced_wrap": 5, "wrap": 5,
                   "fit_size": 6, "design_wrap": 5, "design_fit_size": 6, "wrap_items": 8, "min_px": 99}

#: The modules that make the look or the screen, or keep the palettes.
NOT_DRAWING = {"game/ui/theme.py", "game/ui/look.py", "game/ui/metrics.py", "game/ui/viewport.py"}



def _imported(tree: ast.AST) -> set[str]:
    """The names this module imports from theme or sprites that read a global."""
    out = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.ImportFrom) and n.module == "game.ui.theme":
            out |= {a.asname or a.name for a in n.names if a.name in SIZE_NAMES | PALETTE_NAMES}
        elif isinstance(n, ast.ImportFrom) and n.module == "game.ui.sprites":
            out |= {a.asname or a.name for a in n.names if a.name in SPRITE_NAMES}
    return out


def global_reads(source: str) -> list[str]:
    """Where ``source`` reads the size or the palette from a global: ``theme.WIDTH``,
    ``theme.TEXT`` and the like, such a name imported by itself, a sprites helper that
    reads the palette in use, or a text measure not given the screen."""
    tree = ast.parse(source)
    imported = _imported(tree)
    found = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name):
            if n.value.id == "theme" and n.attr in SIZE_NAMES | PALETTE_NAMES:
                found.append(f"line {n.lineno}: theme.{n.attr}")
            elif n.value.id == "sprites" and n.attr in SPRITE_NAMES:
                found.append(f"line {n.lineno}: sprites.{n.attr}")
        elif isinstance(n, ast.Name) and n.id in imported and isinstance(n.ctx, ast.Load):
            found.append(f"line {n.lineno}: {n.id}")
        if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name)
                and n.func.value.id == "text" and n.func.attr in TEXT_SCREEN_ARG
                and not any(k.arg == "screen" for k in n.keywords) and len(n.args) < TEXT_SCREEN_ARG[n.func.attr]):
            found.append(f"line {n.lineno}: text.{n.func.attr} without the screen")
    return found


def _drawing_modules() -> dict[str, list[str]]:
    out = {}
    for path in sorted(UI.rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        if name not in NOT_DRAWING:
            out[name] = global_reads(path.read_text(encoding="utf-8"))
    return out


def test_no_drawing_module_reads_the_size_or_the_palette_from_a_global():
    reads = {name: found for name, found in _drawing_modules().items() if found}
    assert reads == {}, "given the Screen and the Look instead (app.display.metrics, app.display.look):\n" + \
        "\n".join(f"{name}: {', '.join(found[:5])}" for name, found in reads.items())


def test_the_check_sees_every_kind_of_global_read():
    source = ("from game.ui.theme import px, TEXT\nfrom game.ui.sprites import card_look\n"
              "def f(surface):\n    theme.WIDTH + px(3) + theme.TABLE[0] + text.font(20)\n"
              "    return TEXT, card_look(), sprites.hearts_look(None)\n")
    assert len(global_reads(source)) == 7
    assert len(global_reads("def f(s):\n    text.draw(s, 'a', 20, (1, 2, 3), (0, 0))\n")) == 1
    given = ("def f(s, screen, look):\n    return (screen.px(3), look.palette.text, look.cards, "
             "text.font(20, True, screen), text.wrap('', 2, 3, screen=screen), theme.ACCENT,\n"
             "        text.draw(s, 'a', 20, (1, 2, 3), (0, 0), screen=screen))\n")
    assert global_reads(given) == []


def test_the_palette_in_use_is_only_the_looks():
    from game.ui import theme

    assert [name for name in sorted(PALETTE_NAMES | {"use_palette"}) if hasattr(theme, name)] == []


def test_the_size_in_use_is_only_the_screens():
    from game.ui import theme

    assert [name for name in sorted(SIZE_NAMES | {"use_layout", "use_screen"}) if hasattr(theme, name)] == []
