"""Every data file of the ``game`` package (a file that is not Python) ships with it: in the
wheel (setup.py's package_data), the sdist (MANIFEST.in) and the standalone build (its
PyInstaller command); the web page packs game/ as it is (pygbag.ini)."""

from __future__ import annotations

import ast
import fnmatch
import subprocess
from pathlib import Path

from tests.tools_under_test import load_tool

ROOT = Path(__file__).resolve().parents[2]
#: Not data: notes for the reader (README.md).  (The release's page address, public_page.txt,
#: is written at release time and is in no checkout: setup.py and the standalone build name it.)
_NOT_DATA = {".md"}


def data_files() -> list[str]:
    listed = subprocess.run(["git", "ls-files", "game"], cwd=ROOT, capture_output=True, text=True, check=True)
    return [f for f in listed.stdout.split() if not f.endswith(".py") and Path(f).suffix not in _NOT_DATA]


def package_data() -> dict[str, list[str]]:
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    call = next(n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "setup")
    value = next(k.value for k in call.keywords if k.arg == "package_data")
    data: dict[str, list[str]] = ast.literal_eval(value)
    return data


def test_the_game_has_data_files_to_ship() -> None:
    assert "game/hearts/teaching/puzzles.json" in data_files()
    assert "game/hearts/teaching/practice.json" in data_files()


def test_every_data_file_of_the_game_is_in_the_wheels_package_data() -> None:
    data = package_data()
    for path in data_files():
        package, _, name = path.rpartition("/")
        assert any(fnmatch.fnmatch(name, p) for p in data.get(package.replace("/", "."), [])), path


def test_every_data_file_of_the_game_is_in_the_sdist() -> None:
    lines = (ROOT / "MANIFEST.in").read_text(encoding="utf-8").splitlines()
    for path in data_files():
        assert f"include {path}" in lines, path


def test_every_data_file_of_the_game_is_in_the_standalone_build() -> None:
    standalone = load_tool("tools/standalone.py")
    command = standalone.pyinstaller_command(ROOT / "build", ROOT / "entry.py", None)
    added = [command[i + 1] for i, part in enumerate(command) if part == "--add-data"]
    for path in data_files():
        source = str(ROOT / path)
        assert any(a.startswith(source) and a.endswith(str(Path(path).parent.as_posix())) for a in added), path
