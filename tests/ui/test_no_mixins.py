"""No class in game/ui is built from mixins: a class there has no base but the protocol or
kind it is (a scene, a protocol, a generic, a named tuple, an enum, an exception).  A part
of a screen is an object the screen holds, not a base class it inherits."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "game" / "ui"

#: The bases a class in game/ui may name (by their last name: ``typing.Protocol`` too).
ALLOWED_BASES = {"Scene", "Protocol", "Generic", "NamedTuple", "TypedDict", "Enum", "StrEnum", "IntEnum",
                 "Exception"}

#: Classes still built on another class of game/ui, each removed by the one named beside it
#: (this list only shrinks; it is empty when every screen is composed).
STILL_INHERITING = {
    # the Heart to Heart scene's owner (branch h2hscene)
    "dead_end.py:DockedDialog",
    "scenes/heart_to_heart/result.py:ResultPanel",
    "scenes/heart_to_heart/scene.py:HeartToHeartScene",
    "scenes/heart_to_heart/table_sprites.py:TableCard",
}


def _base_name(node: ast.expr) -> str:
    """``Scene`` for ``Scene``, ``typing.Protocol`` and ``Generic[T]`` alike."""
    if isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Attribute):
        return node.attr
    return ast.unparse(node)


def inheriting_classes(root: Path = UI) -> dict[str, list[str]]:
    """Every class under ``root`` that names a base outside ALLOWED_BASES → those bases."""
    found: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                other = [_base_name(b) for b in node.bases if _base_name(b) not in ALLOWED_BASES]
                if other:
                    found[f"{path.relative_to(root).as_posix()}:{node.name}"] = other
    return found


def test_no_class_in_the_ui_inherits_but_from_the_protocol_it_implements():
    new = {name: bases for name, bases in inheriting_classes().items() if name not in STILL_INHERITING}
    assert new == {}, "compose these instead of inheriting (hold the part as an attribute)"


def test_the_check_finds_a_mixin_and_allows_a_scene_and_a_protocol(tmp_path):
    (tmp_path / "one.py").write_text(
        "import typing\n"
        "class Part: pass\n"
        "class Table(Part, Scene): pass\n"
        "class Face(typing.Protocol): pass\n"
        "class Box(Generic[T]): pass\n"
        "class Menu(Scene): pass\n", encoding="utf-8")
    assert inheriting_classes(tmp_path) == {"one.py:Table": ["Part"]}
