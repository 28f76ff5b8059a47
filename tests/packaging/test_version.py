"""One version, pyproject's, wherever the game runs: the command line and the Settings screen."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from game import version as version_module

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT_VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def _no_display_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["PYTHONPATH"] = str(ROOT)
    return env


@pytest.mark.parametrize("command", [["main.py"], ["-m", "game"]])
def test_version_option_prints_the_pyproject_version_without_a_window(command: list[str], tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, *[str(ROOT / c) if c.endswith(".py") else c for c in command],
                           "--version"], cwd=tmp_path, env=_no_display_env(), capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"heart-to-heart {PYPROJECT_VERSION}"


def test_a_checkout_reads_its_own_pyproject() -> None:
    assert version_module.from_pyproject() == PYPROJECT_VERSION
    assert version_module.version() == PYPROJECT_VERSION


def test_another_projects_pyproject_is_not_ours(tmp_path: Path) -> None:
    other = tmp_path / "pyproject.toml"
    other.write_text('[project]\nname = "something-else"\nversion = "9.9"\n', encoding="utf-8")
    assert version_module.from_pyproject(other) is None
    broken = tmp_path / "broken.toml"
    broken.write_text("[project\nname = ", encoding="utf-8")
    assert version_module.from_pyproject(broken) is None
    assert version_module.from_pyproject(tmp_path / "missing.toml") is None


def test_without_pyproject_or_metadata_the_browser_stamp_is_read(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    stamp = tmp_path / "version.txt"
    stamp.write_text("7.8.9\n", encoding="utf-8")
    monkeypatch.setattr(version_module, "PYPROJECT", tmp_path / "none.toml")
    monkeypatch.setattr(version_module, "STAMP", stamp)
    monkeypatch.setattr(version_module, "from_metadata", lambda: None)
    monkeypatch.setattr(version_module, "_version", None)
    assert version_module.version() == "7.8.9"


def test_nothing_found_says_unknown(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("from_pyproject", "from_metadata", "from_stamp"):
        monkeypatch.setattr(version_module, name, lambda: None)
    monkeypatch.setattr(version_module, "_version", None)
    assert version_module.version() == version_module.UNKNOWN


def test_the_web_build_stamps_the_version_into_the_staged_game(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("web_build_for_test", ROOT / "tools" / "web_build.py")
    web_build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(web_build)
    app = web_build.stage(ROOT, tmp_path)
    assert (app / "game" / "version.txt").read_text(encoding="utf-8").strip() == PYPROJECT_VERSION
    assert not (ROOT / "game" / "version.txt").exists()  # only the staged copy


def test_settings_show_the_version(tmp_path: Path) -> None:
    from game.i18n import t
    from game.ui.scenes.settings import SettingsScene
    from tests.ui.driver import run_app

    code, states, err = run_app(tmp_path, ["tap menu:settings", "state", "quit"])
    assert code == 0, err
    assert states[-1]["scene"] == "settings" and states[-1]["version"] == PYPROJECT_VERSION
    assert SettingsScene.version_line(None) == f"{t('app.title')} {PYPROJECT_VERSION}"  # type: ignore[arg-type]
