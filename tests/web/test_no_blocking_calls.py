"""The app runs in the browser's single thread: no threads, processes or blocking waits.

pygbag runs main.py on the page's one thread, driven by the browser's animation frames:
a thread or a subprocess cannot start there, and a blocking call (sleep, input, a
network request, pygame's own waits) freezes the tab.  This scans main.py and game/
(rules, AI, UI) with the ast module, so comments and strings do not count.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

FORBIDDEN_MODULES = {
    "threading": "threads do not exist in the browser",
    "_thread": "threads do not exist in the browser",
    "multiprocessing": "processes do not exist in the browser",
    "concurrent": "thread and process pools do not exist in the browser",
    "subprocess": "processes do not exist in the browser",
    "socket": "sockets block (and do not exist in the browser)",
    "urllib.request": "network requests block the page",
    "http.client": "network requests block the page",
    "requests": "network requests block the page",
    "select": "select blocks",
    "signal": "signals do not exist in the browser",
    "_signal": "signals do not exist in the browser",
}

#: Imports a file may make although the browser cannot use them, because only the native
#: start-up reaches that code (``path: module``), each with the reason.
NATIVE_ONLY = {
    ("game/ui/ctrl_c.py", "signal"): "its types only, for the checker (the code imports _signal)",
    ("game/ui/ctrl_c.py", "_signal"): "Ctrl+C handling, called only by game.launch.run (native)",
}
#: Calls likewise (``path: call``): code the browser never runs, each with the reason.
NATIVE_ONLY_CALLS = {
    ("game/storage_backends.py", "time.sleep"):
        "the wait for another process's lock file: files are native only (the browser keeps its "
        "saves in localStorage, see test_the_browser_never_gets_the_file_backend)",
}

FORBIDDEN_CALLS = {
    "time.sleep": "blocks the page: await asyncio.sleep() instead",
    "input": "blocks the page",
    "os.system": "starts a process",
    "os.popen": "starts a process",
    "os.fork": "starts a process",
    "os.spawnl": "starts a process",
    "os.spawnv": "starts a process",
    "os.execv": "replaces the process",
    "os.execl": "replaces the process",
    "asyncio.to_thread": "needs a thread",
    "pygame.time.wait": "blocks the page",
    "pygame.time.delay": "blocks the page",
    "pygame.event.wait": "blocks the page until an event comes",
}


def _sources() -> list[Path]:
    files = sorted((ROOT / "game").rglob("*.py"))
    if (ROOT / "main.py").is_file():
        files.append(ROOT / "main.py")
    return [f for f in files if "__pycache__" not in f.parts]


def _dotted(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return None if base is None else f"{base}.{node.attr}"
    return None


def _problems(path: Path, root: Path = ROOT) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    where = path.relative_to(root).as_posix()
    found = []
    aliases: dict[str, str] = {}  # local name -> module it stands for ("pg" -> "pygame")
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                aliases[alias.asname or alias.name.split(".")[0]] = alias.name if alias.asname else alias.name.split(".")[0]
                for module, why in FORBIDDEN_MODULES.items():
                    if (where, alias.name) in NATIVE_ONLY:
                        continue
                    if alias.name == module or alias.name.startswith(module + "."):
                        found.append(f"{where}:{node.lineno}: import {alias.name} ({why})")
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for module, why in FORBIDDEN_MODULES.items():
                if node.module == module or node.module.startswith(module + "."):
                    found.append(f"{where}:{node.lineno}: from {node.module} import ... ({why})")
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                aliases[alias.asname or alias.name] = full
                if full in FORBIDDEN_MODULES:
                    found.append(f"{where}:{node.lineno}: from {node.module} import {alias.name} ({FORBIDDEN_MODULES[full]})")
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = _dotted(node.func)
            if name is None:
                continue
            head, _, rest = name.partition(".")
            full = aliases.get(head, head) + ("." + rest if rest else "")
            if full in FORBIDDEN_CALLS and (where, full) not in NATIVE_ONLY_CALLS:
                found.append(f"{where}:{node.lineno}: {name}() ({FORBIDDEN_CALLS[full]})")
            elif name.endswith(".run_in_executor"):
                found.append(f"{where}:{node.lineno}: {name}() (needs a thread)")
    return found


def test_the_scan_catches_what_it_should(tmp_path: Path) -> None:
    text = (
        "import threading\nfrom subprocess import run\nimport time as t\nfrom time import sleep\n"
        "import pygame as pg\nt.sleep(1)\nsleep(1)\npg.time.wait(5)\ninput()\n"
        "# time.sleep(1) in a comment is fine\nx = 'threading'\n"
    )
    path = tmp_path / "game" / "sample.py"
    path.parent.mkdir()
    path.write_text(text)
    problems = _problems(path, tmp_path)
    # threading, subprocess, t.sleep, sleep, pg.time.wait, input; not the comment or string
    assert len(problems) == 6, problems


@pytest.mark.parametrize("path", _sources(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_thread_subprocess_or_blocking_call(path: Path) -> None:
    assert _problems(path) == []


def test_native_only_code_is_reached_only_from_the_native_start_up() -> None:
    """ctrl_c.noted installs a signal handler: only game.launch.run may call it."""
    callers = sorted(p.relative_to(ROOT).as_posix() for p in _sources()
                     if "ctrl_c.noted(" in p.read_text(encoding="utf-8"))
    assert callers == ["game/launch.py"]
    launch = (ROOT / "game" / "launch.py").read_text(encoding="utf-8")
    run_body = launch[launch.index("def run("):]
    main_body = launch[launch.index("async def main("):launch.index("def run(")]
    assert "ctrl_c.noted(" in run_body and "ctrl_c" not in main_body


@pytest.mark.parametrize("page_storage", ["localStorage", "none"])
def test_the_browser_never_gets_the_file_backend(page_storage: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The file backend's lock wait sleeps: in the browser the saves go to localStorage (or,
    without it, to memory), never through that code."""
    import sys
    import types

    from game import storage_backends

    window = types.SimpleNamespace(localStorage=object()) if page_storage == "localStorage" else None
    monkeypatch.setitem(sys.modules, "platform", types.SimpleNamespace(window=window))
    monkeypatch.setattr(sys, "platform", "emscripten")
    backend = storage_backends.default_backend()
    assert not isinstance(backend, storage_backends.FileBackend)
    expected = storage_backends.LocalStorageBackend if window else storage_backends.MemoryBackend
    assert isinstance(backend, expected)
