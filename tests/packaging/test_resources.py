"""game/resources.py: the package's own copy of assets/ when it carries one, else the checkout's."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import resources

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resources, "_root", None)


def test_a_checkout_reads_the_top_level_assets_folder() -> None:
    assert resources.assets() == ROOT / "assets"
    assert resources.read_asset("DejaVuSans-subset.ttf") == (ROOT / "assets" / "DejaVuSans-subset.ttf").read_bytes()


def test_an_installed_package_reads_its_own_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "game"
    (package / "assets").mkdir(parents=True)
    (package / "assets" / "card.ogg").write_bytes(b"packed")
    monkeypatch.setattr(resources, "_package", lambda: package)
    assert resources.assets() == package / "assets"
    assert resources.read_asset("card.ogg") == b"packed"


def test_a_missing_file_is_an_os_error_not_a_crash_elsewhere() -> None:
    assert not resources.asset("no-such-file.ogg").is_file()
    with pytest.raises(OSError):
        resources.read_asset("no-such-file.ogg")


def test_the_loaders_read_through_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui import sound, text

    asked: list[str] = []
    real = resources.asset

    def spy(name: str):  # noqa: ANN202
        asked.append(name)
        return real(name)

    monkeypatch.setattr(resources, "asset", spy)
    monkeypatch.setattr(text, "read_asset", lambda name: (asked.append(name), real(name).read_bytes())[1])
    monkeypatch.setattr(sound, "asset", spy)
    monkeypatch.setattr(text, "_font_files", {})
    monkeypatch.setattr(text, "_fonts", {})
    text.font_px(20, bold=True)
    import pygame

    effects = sound.Sound(lambda: True)
    was_open = pygame.mixer.get_init()
    try:
        effects.unlock()
    finally:
        if not was_open:
            pygame.mixer.quit()
    assert "DejaVuSans-Bold-subset.ttf" in asked
    assert {f"{name}.ogg" for name in sound.NAMES} <= set(asked)
    assert effects.failed or set(effects.sounds) == set(sound.NAMES)
