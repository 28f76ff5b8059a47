"""The app is a short composition root: it makes the parts, hands each what it uses, and runs
the frames.  No scene, screen or part reaches the app (each is given its narrow things:
game/ui/scene.py ``Parts``), and the app hands no call on to a part: callers use the owner.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "game" / "ui"

#: Modules that may still name the app, each with why.  The list may only shrink.
REACHES_THE_APP = {
    "game/ui/script.py": "the --script driver drives the whole app: its input, picture and state",
}
#: The app module's size, and the methods and properties of ``App``, at most.
MAX_LINES = 260
MAX_MEMBERS = 10


def _app_class() -> ast.ClassDef:
    tree = ast.parse((UI / "app.py").read_text(encoding="utf-8"))
    return next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "App")


def _reaches_the_app(path: Path) -> list[int]:
    """Lines of ``path`` that name the app: ``x.app``, a name or a parameter ``app``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr == "app" \
                or isinstance(node, ast.Name) and node.id == "app" \
                or isinstance(node, ast.arg) and node.arg == "app":
            found.append(node.lineno)
    return found


def test_no_scene_screen_or_part_reaches_the_app():
    reaching = {}
    for path in sorted(UI.rglob("*.py")):
        if path.name == "app.py" and path.parent == UI:
            continue
        lines = _reaches_the_app(path)
        if lines:
            reaching[path.relative_to(ROOT).as_posix()] = lines[:5]
    assert set(reaching) <= set(REACHES_THE_APP), {k: v for k, v in reaching.items() if k not in REACHES_THE_APP}
    assert set(REACHES_THE_APP) <= set(reaching), "no longer reaches the app: take it off the list"


def _forwarded(method: ast.FunctionDef) -> bool:
    """A method whose whole body (its docstring aside) hands the call on to a part's member:
    ``return self.part.member(...)``, ``self.part.member(...)`` or ``return self.part.member``."""
    body = [s for s in method.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
    if len(body) != 1:
        return False
    value = body[0].value if isinstance(body[0], (ast.Return, ast.Expr)) else None
    if isinstance(value, ast.Call):
        value = value.func
    return isinstance(value, ast.Attribute) and isinstance(value.value, ast.Attribute) \
        and isinstance(value.value.value, ast.Name) and value.value.value.id == "self"


def test_the_app_hands_no_call_on_to_a_part():
    members = [n for n in _app_class().body if isinstance(n, ast.FunctionDef)]
    forwards = [m.name for m in members if _forwarded(m)]
    assert forwards == []


def test_the_app_is_short():
    lines = len((UI / "app.py").read_text(encoding="utf-8").splitlines())
    members = [n.name for n in _app_class().body if isinstance(n, ast.FunctionDef)]
    assert lines <= MAX_LINES
    assert len(members) <= MAX_MEMBERS, members


def test_the_forward_finder_knows_a_forward_from_a_method():
    source = ("class App:\n"
              "    def tap(self, pos):\n        \"\"\"Doc.\"\"\"\n        self.router.tap(pos)\n"
              "    def go(self, name):\n        return self.nav.go(name)\n"
              "    def frame(self):\n        self.frames += 1\n        self.nav.go('menu')\n")
    cls = ast.parse(source).body[0]
    assert isinstance(cls, ast.ClassDef)
    assert [m.name for m in cls.body if isinstance(m, ast.FunctionDef) and _forwarded(m)] == ["tap", "go"]


def test_a_scene_runs_on_stand_in_parts_without_an_app():
    from types import SimpleNamespace

    from game.ui.scene import Parts, Scene

    went: list[str] = []
    nav = SimpleNamespace(go=lambda name, **params: went.append(name) or True)
    settings = SimpleNamespace(animation_scale=1.0)
    parts = Parts(nav=nav, games=None, canvas=None, input=None, settings=settings, stats=None,  # type: ignore[arg-type]
                  storage=None, sound=None, frames=lambda: 0)
    scene = Scene(parts)
    scene.on_back()
    assert went == ["menu"] and scene.nav is nav and scene.settings is settings
