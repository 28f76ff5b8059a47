"""The standalone (PyInstaller) Linux build starts under Xvfb and draws the menu.

Not part of the default ``python3 -m pytest`` run (the file name is not ``test_*.py``): the
build takes one to two minutes on two cores.  .ci/run runs it by name:

    python3 -m pytest -p no:cacheprovider -n 0 tests/packaging/check_standalone.py

It skips only when PyInstaller is neither installed nor installable from the package index.
The build is tools/standalone.py's, started on an X server of its own (Xvfb) with the real
X11 driver, and its menu must be pixel-identical to the one ``python3 main.py`` draws.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT, differing_pixels, shoot_menu

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux build is made on Linux")


def _pyinstaller_path(tmp_path_factory: pytest.TempPathFactory) -> str | None:
    """An extra PYTHONPATH entry holding PyInstaller when it is not installed (None: it is)."""
    if importlib.util.find_spec("PyInstaller") is not None:
        return None
    target = tmp_path_factory.mktemp("pyinstaller")
    done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--target", str(target),
                           "pyinstaller>=6,<7"], capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        pytest.skip(f"PyInstaller cannot be installed: {done.stderr.strip()[-500:]}")
    return str(target)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if shutil.which("Xvfb") is None:
        pytest.fail("Xvfb is needed to start the build on a real X server: apt-get install xvfb")
    extra = _pyinstaller_path(tmp_path_factory)
    out = tmp_path_factory.mktemp("standalone")
    env = dict(os.environ)
    if extra:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [extra, env.get("PYTHONPATH")]))
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "standalone.py"), "--out", str(out),
                           "--archive", "--check"], env=env, capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, f"tools/standalone.py failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    assert "menu drawn (x11)" in done.stdout, done.stdout[-2000:]
    return out


def test_build_carries_the_game_files_and_no_python_is_needed(built: Path) -> None:
    folder = built / "dist" / "heart-to-heart"
    assert (folder / "heart-to-heart").is_file() and os.access(folder / "heart-to-heart", os.X_OK)
    packed = folder / "_internal" / "game" / "assets"
    assert sorted(p.name for p in packed.iterdir()) == sorted(p.name for p in (ROOT / "assets").iterdir())
    assert not (folder / "_internal" / "tests").exists() and not (folder / "_internal" / "pygbag").exists()
    archives = list(built.glob("heart-to-heart-*-linux-*.tar.gz"))
    assert len(archives) == 1


def test_build_prints_the_pyproject_version_without_a_display(built: Path, tmp_path: Path) -> None:
    import tomllib

    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    done = subprocess.run([str(built / "dist" / "heart-to-heart" / "heart-to-heart"), "--version"], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"heart-to-heart {version}"


def test_build_under_xvfb_draws_the_same_menu_as_main_py(built: Path, tmp_path: Path) -> None:
    from_build = built / "check" / "shots" / "menu.png"
    assert from_build.is_file()
    from_checkout = shoot_menu([sys.executable, "main.py"], ROOT, tmp_path)
    assert differing_pixels(from_build, from_checkout) == 0


def test_the_build_check_takes_the_same_picture_as_this_test() -> None:
    spec = importlib.util.spec_from_file_location("standalone_tool", ROOT / "tools" / "standalone.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    from tests.packaging import helpers

    assert tool.CHECK_SCRIPT == helpers.MENU_SCRIPT
    assert [*tool.CHECK_ARGS, "--script", "-"] == helpers.MENU_ARGS
