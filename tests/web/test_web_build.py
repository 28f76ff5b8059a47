"""The web build: offline, reproducible, and harmless to the work tree.

The session's one build (tests/web/offline_build.py: tools/web_build.py --archive on a
private git snapshot, with a ``black``, ``pngquant`` and ``ffmpeg`` that would leave traces
installed, and no network).  The tests read the page, the itch.io archive and the app
package, and check the snapshot's work tree is unchanged.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytest.importorskip("pygbag", reason="pygbag==0.9.3 is needed for the web build: pip install -e '.[web]'")

from tests.web.offline_build import Build, _git

ROOT = Path(__file__).resolve().parents[2]
APK = "heart-to-heart.apk"
CDN = "https://pygame-web.github.io/cdn/0.9.3/"


@pytest.fixture(scope="module")
def build(offline_build: Build) -> Build:
    return offline_build


def test_build_completes_offline_with_page_favicon_and_app_package(build: Build) -> None:
    for name in ("index.html", "favicon.png", APK):
        assert (build.web / name).is_file(), f"build/web lacks {name}"
    assert "caching template" not in build.output  # the local template was used, not the CDN's
    assert "CDN" not in build.output or "not responding" not in build.output


def test_build_leaves_the_work_tree_unchanged(build: Build) -> None:
    assert build.status_before == []  # a clean snapshot...
    assert build.status_after == []  # ...still clean: nothing modified, added or left behind


def test_build_never_runs_black_pngquant_or_ffmpeg_on_the_sources(build: Build) -> None:
    left = sorted(p.name for p in build.markers.iterdir())
    assert left == [], f"the build ran {left}"
    assert not any("-pygbag." in name for name in zipfile.ZipFile(build.web / APK).namelist())


PAGE_FILES = ["sw.js", "manifest.webmanifest", "manifest-ru.webmanifest", "icon-192.png", "icon-512.png",
              "icon-maskable-192.png", "icon-maskable-512.png", "DejaVuSans-subset.ttf", "DejaVuSans-Bold-subset.ttf"]


def test_itch_archive_holds_page_favicon_and_app_package_at_its_root(build: Build) -> None:
    with zipfile.ZipFile(build.zip) as archive:
        # ...and what makes the page installable and offline-capable (docs/web-offline.md)
        assert sorted(archive.namelist()) == sorted(["index.html", "favicon.png", APK, *PAGE_FILES])
        assert archive.read("index.html") == (build.web / "index.html").read_bytes()
        for name in PAGE_FILES:
            assert archive.read(name) == (build.web / name).read_bytes()


def test_app_package_holds_only_main_game_and_assets(build: Build) -> None:
    names = zipfile.ZipFile(build.web / APK).namelist()
    assert "assets/main.py" in names
    assert "assets/game/__init__.py" in names
    assert "assets/game/heart_to_heart/state.py" in names
    assert "assets/game/hearts/match.py" in names
    strays = [
        n for n in names
        if not (n == "assets/main.py" or n.startswith("assets/game/") or n.startswith("assets/assets/"))
    ]
    assert strays == [], f"the app package holds files the game does not need: {strays}"
    junk = [n for n in names if "__pycache__" in n or n.endswith((".pyc", ".md", ".toml", ".ini"))]
    assert junk == []


def test_app_package_holds_every_game_source_file(build: Build) -> None:
    names = set(zipfile.ZipFile(build.web / APK).namelist())
    tracked = _git(build.project, "ls-files", "game", "assets", "main.py").split()
    # Documentation (README.md files) is left out on purpose by pygbag.ini.
    missing = [f for f in tracked if not f.endswith(".md") and f"assets/{f}" not in names]
    assert missing == []


def test_page_loads_the_pinned_runtime_and_the_app_package(build: Build) -> None:
    page = (build.web / "index.html").read_text(encoding="utf-8")
    assert "{{" not in page and "cookiecutter" not in page
    assert f'<script src="{CDN}pythons.js" type=module id=site data-python="python3.12"' in page
    assert 'data-os="snd,gui"' in page
    assert f'APP = "{APK[:-4]}"' in page
    assert 'href="favicon.png"' in page
    assert "<title>Heart to Heart & Hearts</title>" in page
    assert "ume_block : 1" in page  # wait for a click before starting (sound)


def test_page_boot_script_is_valid_python_running_custom_site(build: Build) -> None:
    page = (build.web / "index.html").read_text(encoding="utf-8")
    match = re.search(r"data-os=[^>]*>#<!--\n(.*?)\n# --></script>", page, re.S)
    assert match, "the embedded Python block is not where pythons.js looks for it"
    source = match.group(1)
    compile(source, "index.html", "exec")
    assert "async def custom_site():" in source  # pygbag's asyncio recognises this name
    assert "asyncio.run(custom_site())" in source


def test_page_sizes_the_canvas_itself_and_keeps_pygbags_resizer_out(build: Build) -> None:
    page = (build.web / "index.html").read_text(encoding="utf-8")
    assert 'width="1280" height="720"' in page  # the framebuffer before Python sets its own
    assert "user_canvas_managed : 1," in page  # pythons.js's window_resize then returns at once
    assert "window.hh_viewport = function" in page and "window.hh_fit = function" in page
    assert "viewport-fit=cover" in page and "user-scalable=no" in page
    assert "env(safe-area-inset-top" in page


def test_main_py_calls_asyncio_run() -> None:
    # pygbag 0.9.3 refuses to start a main.py that updates the display without asyncio.run.
    if not (ROOT / "main.py").is_file():
        pytest.fail("main.py is missing")
    assert "asyncio.run(" in (ROOT / "main.py").read_text(encoding="utf-8")


def test_main_py_in_the_browser_schedules_main_without_sys_exit(monkeypatch: pytest.MonkeyPatch) -> None:
    # pygbag's asyncio.run schedules main() and returns None at once; its sys.exit cancels
    # every task.  So in the browser main.py must not pass asyncio.run's result to sys.exit.
    import asyncio
    import runpy

    import pygame  # noqa: F401  (imported natively first: pygame's own __init__ branches on emscripten)

    calls: list[str] = []

    def scheduled(coro: object) -> None:
        calls.append("asyncio.run")
        coro.close()  # type: ignore[attr-defined]

    def exiting(code: object = None) -> None:
        calls.append("sys.exit")

    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(asyncio, "run", scheduled)
    monkeypatch.setattr(sys, "exit", exiting)
    runpy.run_path(str(ROOT / "main.py"), run_name="__main__")
    assert calls == ["asyncio.run"]


FILTER_SCRIPT = """
import json, sys
from pathlib import Path
from pygbag.config_to_object import load_config
from pygbag.filtering import filter as pygbag_filter
from pygbag.gathering import gather
root = Path(sys.argv[1])
config = load_config(sys.argv[2]).DEPENDENCIES
walked = list(gather(root))
kept = [str(path) for _, path in pygbag_filter(walked, config.ignoredirs, config.ignorefiles)]
print(json.dumps(sorted(kept)))
"""


def test_pygbag_ini_drops_tests_caches_venvs_docs_ci_and_tools(tmp_path: Path) -> None:
    # pygbag's own file walk and filter (in a subprocess: importing pygbag edits sys.path),
    # over a project that has every kind of clutter, including nested folders.
    files = [
        "main.py", "game/__init__.py", "game/hearts/ai/hard.py", "assets/card.ogg", "assets/font.ttf",
        "game/__pycache__/cards.cpython-311.pyc", "game/hearts/__pycache__/x.pyc", "game/ui/README.md",
        "tests/test_a.py", "tests/wasm/node_modules/pyodide/pyodide.js", "tools/bench/bench.py",
        ".venv/lib/site.py", "venv/bin/python", "node_modules/x/index.js", ".pytest_cache/v/cache",
        ".hypothesis/examples/x", ".benchmarks/b.json", "build/web/index.html", "build/web-cache/x.tmpl",
        "tools/web_build.py", "web/heart-to-heart.tmpl", "docs/notes.md", "README.md", "pyproject.toml",
        "pygbag.ini", ".github/workflows/web.yml", ".ci/run", ".git/HEAD", "heart_to_heart.egg-info/PKG-INFO",
        "shots/menu.png", ".gitignore",
    ]
    for name in files:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x")
    done = subprocess.run(
        [sys.executable, "-c", FILTER_SCRIPT, str(tmp_path), str(ROOT / "pygbag.ini")],
        capture_output=True, text=True, check=True,
    )
    kept = json.loads(done.stdout.strip().splitlines()[-1])
    assert kept == sorted(
        "/" + n for n in ("main.py", "game/__init__.py", "game/hearts/ai/hard.py", "assets/card.ogg", "assets/font.ttf")
    )
