"""The import rules of docs/architecture.md, checked on the code: imports only go down.

Every ``import`` in ``game/`` and ``main.py`` is read with :mod:`ast` (those inside
functions too, since a late import is still an arrow between floors); an import under
``if TYPE_CHECKING:`` is a type hint, not an arrow, and is left out where the rules say so.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

#: The floors, top to bottom (docs/architecture.md, "The floors").
ENTRY, FRONT_END, APP_DATA, RULES, GROUND = 4, 3, 2, 1, 0

_GROUND_MODULES = {"cards", "rng", "safejson", "i18n", "locales", "pipes", "dates", "version", "rating",
                   "resources", "public_page", "lesson"}
_APP_DATA_MODULES = {"storage", "storage_backends", "settings", "stats", "stats_weeks", "stats_practice", "charts",
                     "share",
                     "lesson_progress", "progress"}
_ENTRY_MODULES = {"launch", "__main__"}
#: What the computer players may read of the Hearts engine (never a Match).
_AI_MAY_READ = {"game.hearts.view", "game.hearts.deal", "game.hearts.rules", "game.hearts.scoring",
                "game.hearts.facts", "game.hearts.bits",
                "game.hearts.kinds",  # kinds: the vocabularies (enums), no state
                "game.hearts.decision"}  # what a player answers, a value
#: The Hearts package's layers, bottom to top (docs/architecture.md, "The Hearts package"): the
#: rules engine (game/hearts/ itself), the computer players (ai/), the teaching tools that weigh a
#: player's moments by the players' judgement (teaching/) and the command line (console/, with the
#: package's ``__main__``).  Each imports only its own layer and those below.
HEARTS_LAYERS = ("engine", "ai", "teaching", "console")


def hearts_layer(module: str) -> str | None:
    """The layer of a module of game.hearts, or None for a module outside it."""
    if not _under(module, "game.hearts"):
        return None
    parts = module.split(".")
    if module == "game.hearts.__main__":
        return "console"  # python -m game.hearts: the command line's entry point
    if len(parts) > 2 and parts[2] in HEARTS_LAYERS:
        return parts[2]
    return "engine"


@dataclass(frozen=True)
class Arrow:
    """One import: who imports what, where, and whether only for type hints."""

    source: str
    target: str
    line: int
    type_only: bool
    names: tuple[str, ...] = ()  # what ``from target import ...`` takes

    def __str__(self) -> str:
        return f"{self.source}:{self.line} imports {self.target}"


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def floor_of(module: str) -> int | None:
    """The floor of a module of this project, or None for anything else."""
    parts = module.split(".")
    if parts[0] == "main":
        return ENTRY
    if parts[0] != "game":
        return None
    if len(parts) == 1:
        return GROUND  # the package itself holds nothing but its docstring
    head = parts[1]
    if head in _ENTRY_MODULES:
        return ENTRY
    if head == "ui":
        return FRONT_END
    if head in _APP_DATA_MODULES:
        return APP_DATA
    if head in ("hearts", "heart_to_heart"):
        return RULES
    if head in _GROUND_MODULES:
        return GROUND
    raise AssertionError(f"{module} is on no floor: add it to tests/test_import_floors.py and docs/architecture.md")


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def arrows_of(path: Path) -> list[Arrow]:
    source = module_name(path)
    package = source if path.name == "__init__.py" else source.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: list[Arrow] = []

    def visit(node: ast.AST, type_only: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child.test):
                for stmt in child.body:
                    visit_stmt(stmt, True)
                for stmt in child.orelse:
                    visit_stmt(stmt, type_only)
                continue
            visit_stmt(child, type_only)

    def visit_stmt(node: ast.AST, type_only: bool) -> None:
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.append(Arrow(source, alias.name, node.lineno, type_only))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                stem = ".".join(base + ([node.module] if node.module else []))
            else:
                stem = node.module or ""
            if node.module is None or node.level and not node.module:
                # "from . import x": each name is a module of the package
                for alias in node.names:
                    found.append(Arrow(source, f"{stem}.{alias.name}", node.lineno, type_only))
            else:
                found.append(Arrow(source, stem, node.lineno, type_only, tuple(a.name for a in node.names)))
        else:
            visit(node, type_only)

    visit(tree, False)
    return found


def _sources() -> list[Path]:
    files = sorted(p for p in (ROOT / "game").rglob("*.py") if "__pycache__" not in p.parts)
    return [ROOT / "main.py", *files]


ARROWS = [a for path in _sources() for a in arrows_of(path)]


def _under(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


def test_imports_only_go_down_the_floors() -> None:
    upward = [str(a) for a in ARROWS if not a.type_only
              and (t := floor_of(a.target)) is not None and t > (floor_of(a.source) or 0)]
    assert upward == []


def test_no_pygame_below_the_front_end() -> None:
    offending = [str(a) for a in ARROWS if _under(a.target, "pygame")
                 and (floor_of(a.source) or 0) < FRONT_END]
    assert offending == []


def test_the_ground_imports_only_the_standard_library() -> None:
    offending = [str(a) for a in ARROWS if floor_of(a.source) == GROUND and floor_of(a.target) is not None
                 and not (a.source == "game.i18n" and _under(a.target, "game.locales"))
                 and not (_under(a.source, "game.locales") and _under(a.target, "game.locales"))]
    assert offending == []


@pytest.mark.parametrize("one, other", [("game.hearts", "game.heart_to_heart"),
                                        ("game.heart_to_heart", "game.hearts")])
def test_the_two_rules_packages_do_not_know_each_other(one: str, other: str) -> None:
    assert [str(a) for a in ARROWS if _under(a.source, one) and _under(a.target, other)] == []


def test_computer_players_read_only_the_view_of_the_engine() -> None:
    offending = [str(a) for a in ARROWS if _under(a.source, "game.hearts.ai")
                 and _under(a.target, "game.hearts") and not _under(a.target, "game.hearts.ai")
                 and a.target not in _AI_MAY_READ]
    assert offending == []


def test_the_hearts_layers_import_only_downwards_not_even_for_type_hints() -> None:
    order = {layer: i for i, layer in enumerate(HEARTS_LAYERS)}
    offending = [str(a) for a in ARROWS if (s := hearts_layer(a.source)) is not None
                 and (t := hearts_layer(a.target)) is not None and order[t] > order[s]]
    assert offending == []


def test_each_hearts_layer_holds_what_it_says() -> None:
    def layer(folder: Path) -> set[str]:
        return {module_name(p) for p in folder.glob("*.py")}

    hearts = ROOT / "game" / "hearts"
    assert {"game.hearts.match", "game.hearts.view", "game.hearts.history", "game.hearts.claim"} <= {
        m for m in layer(hearts) if hearts_layer(m) == "engine"}
    assert {"game.hearts.teaching.coach", "game.hearts.teaching.analysis", "game.hearts.teaching.puzzle",
            "game.hearts.teaching.lessons", "game.hearts.teaching.saved"} <= layer(hearts / "teaching")
    assert {"game.hearts.console.cli", "game.hearts.console.arena"} <= layer(hearts / "console")


def test_nothing_outside_the_players_reads_their_modules() -> None:
    """Outside game/hearts/ai a player is reached through the package alone (``game.hearts.ai``).

    ``Hard.evaluate`` and the rest of its public names are the door; no module of ai/ is
    imported by another floor, not even by ``from game.hearts.ai import hard``.
    """
    ai = ROOT / "game" / "hearts" / "ai"
    modules = {p.stem for p in ai.glob("*.py")} | {p.name for p in ai.iterdir() if p.is_dir()}
    offending = [str(a) for a in ARROWS if not _under(a.source, "game.hearts.ai")
                 and _under(a.target, "game.hearts.ai")
                 and (a.target != "game.hearts.ai" or modules.intersection(a.names))]
    assert offending == []


def _circles(arrows: list[Arrow]) -> list[list[str]]:
    """The groups of modules that import one another round a circle (strongly connected)."""
    graph: dict[str, set[str]] = {}
    for a in arrows:
        graph.setdefault(a.source, set()).add(a.target)
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        order[v] = low[v] = len(order)
        stack.append(v)
        for w in graph.get(v, ()):
            if w not in order:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], order[w])
        if low[v] == order[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in order:
            visit(v)
    return found


def test_the_hearts_package_imports_no_circle_not_even_for_type_hints() -> None:
    hearts = [a for a in ARROWS if _under(a.source, "game.hearts") and _under(a.target, "game.hearts")
              and a.target != "game.hearts"]
    assert _circles(hearts) == []


def test_the_circle_finder_finds_a_circle_of_three() -> None:
    arrows = [Arrow("a", "b", 1, False), Arrow("b", "c", 1, True), Arrow("c", "a", 1, False), Arrow("c", "d", 1, False)]
    assert _circles(arrows) == [["a", "b", "c"]]


def test_scenes_never_import_the_frame_but_for_type_hints() -> None:
    offending = [str(a) for a in ARROWS if _under(a.source, "game.ui.scenes")
                 and _under(a.target, "game.ui.app") and not a.type_only]
    assert offending == []


@pytest.mark.parametrize("one, other", [("hearts", "heart_to_heart"), ("heart_to_heart", "hearts")])
def test_a_game_scene_package_never_imports_the_other(one: str, other: str) -> None:
    offending = [str(a) for a in ARROWS if _under(a.source, f"game.ui.scenes.{one}")
                 and _under(a.target, f"game.ui.scenes.{other}")]
    assert offending == []


def test_the_reader_sees_late_and_relative_imports() -> None:
    """The checks above are only as good as the reader: it finds a relative import inside a function."""
    arrows = arrows_of(ROOT / "game" / "launch.py")
    assert any(a.target == "game.ui.app" and not a.type_only for a in arrows)
    ai = arrows_of(ROOT / "game" / "hearts" / "ai" / "easy.py")
    assert any(a.target == "game.hearts.view" for a in ai)
    console = arrows_of(ROOT / "game" / "hearts" / "console" / "cli.py")
    assert any(a.target == "game.hearts.ai" and "player" in a.names for a in console)
