"""Where saved data lives natively: the platform's own user data folder, and never a game
in progress hidden by a change of environment."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game import storage


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: folder))
    for name in (storage.ENV_DIR, "XDG_DATA_HOME", "APPDATA"):
        monkeypatch.delenv(name, raising=False)
    return folder


def on(monkeypatch: pytest.MonkeyPatch, platform: str) -> None:
    monkeypatch.setattr(sys, "platform", platform)


def test_linux_default_is_local_share(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    on(monkeypatch, "linux")
    assert storage.user_data_dir() == home / ".local" / "share" / "heart-to-heart"


def test_linux_honours_xdg_data_home(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    on(monkeypatch, "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert storage.user_data_dir() == tmp_path / "xdg" / "heart-to-heart"


def test_a_relative_xdg_data_home_is_ignored(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    on(monkeypatch, "linux")
    monkeypatch.setenv("XDG_DATA_HOME", "relative/data")
    assert storage.user_data_dir() == home / ".local" / "share" / "heart-to-heart"


def test_saves_in_the_old_linux_place_keep_working_when_xdg_points_elsewhere(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    on(monkeypatch, "linux")
    old = home / ".local" / "share" / "heart-to-heart"
    old.mkdir(parents=True)
    (old / "settings.json").write_text("{}", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert storage.user_data_dir() == old
    # once the XDG folder has the game's own folder, that one wins
    (tmp_path / "xdg" / "heart-to-heart").mkdir(parents=True)
    assert storage.user_data_dir() == tmp_path / "xdg" / "heart-to-heart"


def test_xdg_data_home_without_a_home_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_home(cls=None):  # noqa: ANN001, ANN202
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(Path, "home", classmethod(no_home))
    monkeypatch.delenv(storage.ENV_DIR, raising=False)
    on(monkeypatch, "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert storage.user_data_dir() == tmp_path / "xdg" / "heart-to-heart"


def test_windows_uses_appdata(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    on(monkeypatch, "win32")
    monkeypatch.setenv("APPDATA", str(tmp_path / "Roaming"))
    assert storage.user_data_dir() == tmp_path / "Roaming" / "heart-to-heart"


def test_macos_uses_application_support(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    on(monkeypatch, "darwin")
    monkeypatch.setenv("XDG_DATA_HOME", "/elsewhere")  # not a macOS convention
    assert storage.user_data_dir() == home / "Library" / "Application Support" / "heart-to-heart"


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_the_environment_variable_overrides_every_platform(
        platform: str, home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    on(monkeypatch, platform)
    monkeypatch.setenv(storage.ENV_DIR, str(tmp_path / "mine"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "Roaming"))
    assert storage.user_data_dir() == tmp_path / "mine"
