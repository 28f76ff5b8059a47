"""No class in game/ui is built from mixins: a class there has one base at most, the role or
kind it is (a scene, a screen over it, a protocol, a generic, a named tuple, an enum, an
exception).  A part of a screen is an object the screen holds, not a base class it inherits."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "game" / "ui"

#: The role bases a class in game/ui may name: one per role, each with the role's defaults.
ROLE_BASES = {"Scene", "Screen"}
#: The bases a class in game/ui may name (by their last name: ``typing.Protocol`` too).
ALLOWED_BASES = ROLE_BASES | {"Protocol", "Generic", "NamedTuple", "TypedDict", "Enum", "StrEnum", "IntEnum",
                              "Exception"}

def _base_name(node: ast.expr) -> str:
    """``Scene`` for ``Scene``, ``typing.Protocol`` and ``Generic[T]`` alike."""
    if isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Attribute):
        return node.attr
    return ast.unparse(node)


def inheriting_classes(root: Path = UI) -> dict[str, list[str]]:
    """Every class under ``root`` that names a base outside ALLOWED_BASES, or more than one
    base, → those bases."""
    found: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                names = [_base_name(b) for b in node.bases]
                other = [n for n in names if n not in ALLOWED_BASES]
                if other or len(names) > 1:
                    found[f"{path.relative_to(root).as_posix()}:{node.name}"] = other or names
    return found


def test_no_class_in_the_ui_inherits_but_from_the_protocol_it_implements():
    assert inheriting_classes() == {}, "compose these instead of inheriting (hold the part as an attribute)"


def test_the_check_finds_a_mixin_and_allows_a_scene_and_a_protocol(tmp_path):
    (tmp_path / "one.py").write_text(
        "import typing\n"
        "class Part: pass\n"
        "class Table(Part, Scene): pass\n"
        "class Face(typing.Protocol): pass\n"
        "class Box(Generic[T]): pass\n"
        "class Menu(Scene): pass\n", encoding="utf-8")
    assert inheriting_classes(tmp_path) == {"one.py:Table": ["Part"]}


def test_a_screen_is_a_role_base_but_two_bases_are_a_mixin(tmp_path):
    (tmp_path / "two.py").write_text(
        "class Sheet(Screen[str]): pass\n"
        "class Panel(screens.Screen[None]): pass\n"
        "class Both(Scene, Screen[str]): pass\n"
        "class Kinded(Generic[T], Protocol): pass\n", encoding="utf-8")
    assert inheriting_classes(tmp_path) == {"two.py:Both": ["Scene", "Screen"],
                                            "two.py:Kinded": ["Generic", "Protocol"]}
