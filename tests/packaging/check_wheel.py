"""The installed game: built from a clean copy as sdist and wheel, installed in a fresh venv
outside the checkout, started as ``heart-to-heart`` from yet another folder.  It must carry
its font and sounds and draw the very menu that ``python3 main.py`` draws from the checkout.

Needs the package index (PyPI) for the build backend and pygame-ce, as ``pip install`` does.
A check of the release, not part of the default ``python3 -m pytest`` run (the file name
is not ``test_*.py``: the build and the venv take about 20 s); .ci/run's release stage runs
it by name:

    python3 -m pytest -p no:cacheprovider -n 0 tests/packaging/check_wheel.py
"""

from __future__ import annotations

import re
import subprocess
import sys
import tarfile
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT, clean_copy, differing_pixels, headless_env, shoot_menu

VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
ASSETS = sorted(p.name for p in (ROOT / "assets").iterdir() if p.is_file())


class Installed:
    def __init__(self, work: Path, dist: Path, env: Path) -> None:
        self.work, self.dist, self.env = work, dist, env
        bin_dir = env / ("Scripts" if sys.platform == "win32" else "bin")
        self.python = bin_dir / "python"
        self.command = bin_dir / "heart-to-heart"


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    pytest.importorskip("build", reason="the 'build' package is needed: pip install -e '.[test]'")
    work = tmp_path_factory.mktemp("wheel")
    source = clean_copy(work / "source")
    dist = work / "dist"
    built = subprocess.run([sys.executable, "-m", "build", "--outdir", str(dist), str(source)],
                           capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, f"python -m build failed:\n{built.stdout[-3000:]}\n{built.stderr[-3000:]}"
    env = work / "venv"
    venv.EnvBuilder(with_pip=True, clear=True).create(env)
    target = Installed(work, dist, env)
    wheel = next(dist.glob("*.whl"))
    done = subprocess.run([str(target.python), "-m", "pip", "install", "-q", str(wheel)],
                          cwd=work, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"pip install of the wheel failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return target


def test_wheel_carries_the_assets_inside_the_package(installed: Installed) -> None:
    wheel = next(installed.dist.glob("*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert sorted(n.split("/")[-1] for n in names if n.startswith("game/assets/")) == ASSETS
    assert "game/__main__.py" in names and "game/launch.py" in names
    assert "game/hearts/teaching/puzzles.json" in names  # the daily puzzles, data beside their reader
    assert "game/hearts/teaching/practice.json" in names  # and the practice puzzles
    assert not any(n.startswith(("tests/", "tools/", "web/", "assets/")) or n == "main.py" for n in names)


def test_the_wheel_has_the_name_the_install_guides_give(installed: Installed) -> None:
    wheel = next(installed.dist.glob("*.whl"))
    for guide in ("README.md", "docs/install.md"):
        named = set(re.findall(r"[\w.]+-VERSION-py3-none-any\.whl", (ROOT / guide).read_text(encoding="utf-8")))
        assert {name.replace("VERSION", VERSION) for name in named} == {wheel.name}, guide


def test_sdist_carries_what_the_wheel_is_built_from(installed: Installed) -> None:
    sdist = next(installed.dist.glob("*.tar.gz"))
    names = {n.split("/", 1)[1] for n in tarfile.open(sdist).getnames() if "/" in n}
    assert {"setup.py", "pyproject.toml", "MANIFEST.in", "game/launch.py", "game/hearts/teaching/puzzles.json",
            "game/hearts/teaching/practice.json"} <= names
    assert {f"assets/{name}" for name in ASSETS} <= names


def test_installed_game_reads_its_own_files_not_the_checkouts(installed: Installed) -> None:
    elsewhere = installed.work / "elsewhere"
    elsewhere.mkdir(exist_ok=True)
    code = "import game, game.resources as r; print(game.__file__); print(r.assets())"
    done = subprocess.run([str(installed.python), "-c", code], cwd=elsewhere, env=headless_env(elsewhere),
                          capture_output=True, text=True, timeout=60, check=True)
    package, assets = done.stdout.split()
    assert Path(package).is_relative_to(installed.env)
    assert Path(assets).is_relative_to(installed.env) and Path(assets).name == "assets"
    assert Path(assets).parent == Path(package).parent  # game/assets/, inside the package


def test_command_and_module_print_the_pyproject_version(installed: Installed) -> None:
    for command in ([str(installed.command)], [str(installed.python), "-m", "game"]):
        done = subprocess.run([*command, "--version"], cwd=installed.work, env=headless_env(installed.work),
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == f"heart-to-heart {VERSION}"


def test_installed_command_draws_the_same_menu_as_main_py(installed: Installed) -> None:
    elsewhere = installed.work / "run-installed"
    elsewhere.mkdir(exist_ok=True)
    from_wheel = shoot_menu([str(installed.command)], elsewhere, elsewhere)
    checkout_work = installed.work / "run-checkout"
    from_checkout = shoot_menu([sys.executable, "main.py"], ROOT, checkout_work)
    assert differing_pixels(from_wheel, from_checkout) == 0
