"""pygbag 0.9.3's own code for deciding what main.py needs, taken from the installed wheel.

The browser installs pygame-ce only because main.py asks for it (README of
``../shared/reference/pygbag-0.9.3``).  Two pieces of pygbag decide that, and neither can be
imported natively without side effects (``cpythonrc.py`` expects the browser's ``aio`` and
``embed`` modules; ``aio/pep0723.py`` imports ``installer``/``platform_wasm`` and creates
``build/env`` in the current folder).  So their source is read from the wheel and the
functions are compiled alone, with the few globals they use:

* ``TopLevel_async_handler.scan_imports`` (``pygbag/support/cpythonrc.py``): the imports of a
  file, minus what the runtime already has; with its class's ``ignore`` list;
* ``read_dependency_block_723`` and ``Config.mapping`` (``pygbag/support/cross/aio/pep0723.py``):
  the PEP 723 ``dependencies`` and the renames ``pip_install`` applies (``pygame_ce`` -> ``pygame``).

The package index that maps an import name to a wheel is the runtime's
``index-0.9.3-cp312.json`` (a copy in ``tests/web/data``; its source is named there).
"""

from __future__ import annotations

import ast
import json
import tomllib
import types
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
CDN_ROOT = "https://pygame-web.github.io/cdn/"


def _wheel_file(*parts: str) -> Path:
    import importlib.util

    spec = importlib.util.find_spec("pygbag")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("pygbag 0.9.3 is not installed (pip install -e '.[web]')")
    return Path(list(spec.submodule_search_locations)[0]).joinpath(*parts)


def _function(tree: ast.Module, path: list[str]) -> ast.FunctionDef:
    body = tree.body
    node: ast.AST | None = None
    for name in path:
        node = next(
            (n for n in ast.walk(ast.Module(body=body, type_ignores=[]))
             if isinstance(n, (ast.ClassDef, ast.FunctionDef)) and n.name == name),
            None,
        )
        if node is None:
            raise LookupError(f"pygbag's source has no {'.'.join(path)}")
        body = node.body
    assert isinstance(node, ast.FunctionDef)
    return node


def _compile(node: ast.FunctionDef, filename: str, env: dict) -> types.FunctionType:
    node = ast.FunctionDef(**{**node.__dict__, "decorator_list": []})  # drop @classmethod
    module = ast.fix_missing_locations(ast.Module(body=[node], type_ignores=[]))
    exec(compile(module, filename, "exec"), env)  # noqa: S102  (pygbag's own code, from its wheel)
    return env[node.name]


class _SysView:
    """What ``sys`` looks like to scan_imports: only the modules the runtime has loaded."""

    def __init__(self, loaded: set[str]) -> None:
        self.modules = dict.fromkeys(loaded)

    @staticmethod
    def print_exception(exc: BaseException) -> None:
        print(repr(exc))


def pep0723_source() -> tuple[str, Path]:
    path = _wheel_file("support", "cross", "aio", "pep0723.py")
    return path.read_text(encoding="utf-8"), path


def pygbag_mapping() -> dict[str, str]:
    """``aio.pep0723.Config.mapping``: import names pygbag renames before looking one up."""
    source, _ = pep0723_source()
    config = next(n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.ClassDef) and n.name == "Config")
    for stmt in config.body:
        if isinstance(stmt, ast.Assign) and any(getattr(t, "id", "") == "mapping" for t in stmt.targets):
            return ast.literal_eval(stmt.value)
    raise LookupError("aio.pep0723.Config has no mapping")


def pygbag_history() -> list[str]:
    """``aio.pep0723.HISTORY`` as the runtime starts (names it never installs)."""
    source, _ = pep0723_source()
    for stmt in ast.parse(source).body:
        if isinstance(stmt, ast.Assign) and any(getattr(t, "id", "") == "HISTORY" for t in stmt.targets):
            return list(ast.literal_eval(stmt.value))
    raise LookupError("aio.pep0723 has no HISTORY")


def read_pep723_dependencies(code: str) -> list[str]:
    """pygbag's ``read_dependency_block_723`` over ``code``: the PEP 723 dependencies."""
    source, path = pep0723_source()
    node = _function(ast.parse(source), ["read_dependency_block_723"])
    env = {"tomllib": tomllib, "json": json, "HISTORY": [], "hint_failed": [], "print": lambda *a, **k: None}
    return list(_compile(node, str(path), env)(code))


def scan_imports(code: str, filename: str = "main.py", loaded: set[str] | None = None) -> list[str]:
    """pygbag's ``TopLevel_async_handler.scan_imports`` over ``code``.

    ``loaded`` stands for ``sys.modules`` in the browser when main.py is scanned (the
    runtime's start-up modules, never pygame); by default the interpreter's built-in
    modules and what pythons.js/cpythonrc.py import before running the page.
    """
    path = _wheel_file("support", "cpythonrc.py")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    handler = next(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == "TopLevel_async_handler")
    attrs: dict[str, object] = {"may_need": []}
    for stmt in handler.body:  # ignore = [...]; ignore += [...]
        if isinstance(stmt, ast.Assign) and getattr(stmt.targets[0], "id", "") in ("ignore", "may_need"):
            attrs[stmt.targets[0].id] = list(ast.literal_eval(stmt.value))
        elif isinstance(stmt, ast.AugAssign) and getattr(stmt.target, "id", "") == "ignore":
            attrs["ignore"] = list(attrs.get("ignore", [])) + list(ast.literal_eval(stmt.value))
    node = _function(tree, ["TopLevel_async_handler", "scan_imports"])
    import sys

    if loaded is None:
        loaded = set(sys.builtin_module_names) | {"asyncio", "json", "os", "pathlib", "platform", "embed", "aio"}
    assert "pygame" not in loaded
    pep0723 = types.SimpleNamespace(Config=types.SimpleNamespace(mapping=pygbag_mapping()), HISTORY=pygbag_history())
    aio = types.ModuleType("aio")
    aio.pep0723 = pep0723  # type: ignore[attr-defined]
    fake_modules = {"aio": aio, "aio.pep0723": pep0723, "ast": ast}

    def fake_import(name, *args, **kwargs):  # scan_imports does ``import aio.pep0723`` and ``import ast``
        return fake_modules[name.split(".")[0]] if name in fake_modules else __import__(name, *args, **kwargs)

    builtins_view = dict(__builtins__ if isinstance(__builtins__, dict) else vars(__builtins__))
    builtins_view["__import__"] = fake_import
    env = {"__builtins__": builtins_view, "sys": _SysView(loaded), "DBG": lambda *a, **k: None}
    scan = _compile(node, str(path), env)
    cls = types.SimpleNamespace(**attrs)
    return scan(cls, code, filename)


def package_index() -> dict[str, str]:
    """The runtime's package index (import name -> wheel path under the CDN root)."""
    return json.loads((DATA / "index-0.9.3-cp312.json").read_text(encoding="utf-8"))


def wheel_for(requirement: str, index: dict[str, str] | None = None) -> str | None:
    """The wheel pip_install would fetch for ``requirement`` (a PEP 723 name or an import name)."""
    index = package_index() if index is None else index
    name = requirement.lower().replace("-", "_")
    name = pygbag_mapping().get(name, name)
    wheel = index.get(name)
    return wheel.replace("<abi>", "cp312").replace("<api>", "wasm32_bi_emscripten") if wheel else None


def cdn_files() -> set[str]:
    """Every path the CDN serves for 0.9.3 (the copy in tests/web/data, comments dropped)."""
    lines = (DATA / "cdn-files-0.9.3.txt").read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}
