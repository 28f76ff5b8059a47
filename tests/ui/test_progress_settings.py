"""Settings → "Export progress" and "Import progress", natively, with real files: the file
written and its path shown, the text imported from a path typed on the keyboard or the
newest file, the figures on screen brought up to date, and a bad text's sentence under the
field with nothing changed."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from devkit.harness import open_app, settle, tap
from game import progress
from game.i18n import t
from game.stats import Stats
from game.storage import FileBackend, Storage


def type_keys(app, typed: str) -> None:
    """Each character the way SDL delivers a key (KEYDOWN, then TEXTINPUT)."""
    for ch in typed:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.frame()


def enter(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.frame()
    settle(app)


def other_device(folder: Path) -> Path:
    """A second data folder with 7 games of Heart to Heart (3 won) and high contrast on; its file."""
    storage = Storage(FileBackend(folder))
    stats = Stats(storage)
    for i in range(7):
        stats.record_h2h_game(i < 3, 50 + i, 100)
    storage.save("settings", 1, {"comfort.high_contrast": True, "general.animation": "off"})
    path, _ = progress.export_to_file(storage, folder / "out")
    return path


@pytest.mark.parametrize("size", [(1280, 720), (390, 844), (844, 390)])
def test_export_writes_a_file_and_shows_where(tmp_path: Path, size) -> None:
    with open_app(tmp_path / "data", size, "en") as app:
        app.stats.record_h2h_game(True, 30, 80)
        tap(app, "menu:settings")
        tap(app, "button:export_progress")
        dialog = app.nav.top
        assert dialog.kind == "progress_exported"
        files = progress.progress_files([tmp_path / "data"])
        assert len(files) == 1
        assert files[0].name in dialog.message().replace(" ", "")
        docs = progress.decode(progress.read_file(files[0]))
        assert docs["stats"]["data"]["h2h"]["won"] == 1
        tap(app, "button:confirm")
        assert app.nav.top is None


def test_a_path_typed_and_enter_imports_and_the_figures_follow(tmp_path: Path) -> None:
    path = other_device(tmp_path / "laptop")
    with open_app(tmp_path / "data", (1280, 720), "en") as app:
        app.stats.record_hearts_game(True)
        tap(app, "menu:settings")
        tap(app, "button:import_progress")
        type_keys(app, str(path))
        enter(app)
        shown = app.nav.top
        assert shown.kind == "progress_imported"
        message = shown.message()
        assert "statistics" in message and "settings" in message and "progress-backup-" in message.replace(" ", "")
        assert app.stats.h2h["played"] == 7 and app.stats.hearts["games_won"] == 1
        assert app.settings.get("comfort.high_contrast") is True
        assert app.settings.get("general.sound") is False  # this device's own, kept
    stored = json.loads((tmp_path / "data" / "stats.json").read_text())["data"]
    assert stored["h2h"]["won"] == 3 and stored["hearts"]["games_won"] == 1


def test_file_fills_in_the_newest_progress_file(tmp_path: Path) -> None:
    with open_app(tmp_path / "data", (390, 844), "ru") as app:
        data = tmp_path / "data"
        older = other_device(tmp_path / "laptop")
        (data / older.name).write_text(older.read_text())
        tap(app, "menu:settings")
        tap(app, "button:import_progress")
        tap(app, "button:file")
        dialog = app.nav.top
        assert dialog.kind == "progress_import" and dialog.entry.value == str(data / older.name)
        tap(app, "button:import")
        assert app.nav.top.kind == "progress_imported"
        assert app.stats.h2h["played"] == 7


@pytest.mark.parametrize("typed, kind", [
    ("", "empty"), ("hello", "foreign"), ("HeartToHeart-progress-1:AAAAAAAAAAAA", "damaged"),
    ("/no/such/folder/progress.txt", "no_file"),
])
def test_a_bad_text_is_said_under_the_field_and_changes_nothing(tmp_path: Path, typed: str, kind: str) -> None:
    with open_app(tmp_path / "data", (1280, 720), "en") as app:
        app.stats.record_h2h_game(True, 30, 80)
        before = sorted(p.name for p in (tmp_path / "data").iterdir())
        stats_before = (tmp_path / "data" / "stats.json").read_text()
        tap(app, "menu:settings")
        tap(app, "button:import_progress")
        type_keys(app, typed)
        tap(app, "button:import")
        dialog = app.nav.top
        assert dialog.kind == "progress_import"
        expected = t(f"progress.error.{kind}", detail="")
        assert dialog.error.startswith(expected.split(":")[0])
        assert sorted(p.name for p in (tmp_path / "data").iterdir()) == before
        assert (tmp_path / "data" / "stats.json").read_text() == stats_before
        tap(app, "button:cancel")
        assert app.nav.top is None and app.nav.scene.name == "settings"


def test_a_long_pasted_text_is_shown_shortened() -> None:
    from game.ui.progress_dialogs import progress_entry

    entry = progress_entry("progress.import.prompt")
    entry.insert("HeartToHeart-progress-1:" + "A" * 5000)
    assert len(entry.value) == 5024 and entry.shown is not None
    assert len(entry.shown(entry.value)) < 40 and "5,024" in entry.shown(entry.value)


def test_the_import_sentences_exist_in_both_languages() -> None:
    from game import i18n
    from game.ui import progress_dialogs  # noqa: F401  (registers its strings)

    keys = [k for k in i18n.CATALOGS["en"] if k.startswith("progress.")]
    assert len(keys) > 20 and all(k in i18n.CATALOGS["ru"] for k in keys)


def test_a_keyboard_player_exports_and_imports_with_tab_and_enter(tmp_path: Path) -> None:
    from tests.ui.test_focus_comes_back import _enter_by_keys, press

    path = other_device(tmp_path / "laptop")
    with open_app(tmp_path / "data", (390, 844), "en") as app:
        _enter_by_keys(app, "menu:settings")
        _enter_by_keys(app, "button:export_progress")
        assert app.nav.top.kind == "progress_exported"
        press(app, pygame.K_ESCAPE)
        assert app.nav.top is None and app.router.focused().name == "button:export_progress"
        _enter_by_keys(app, "button:import_progress")
        type_keys(app, str(path))
        enter(app)
        assert app.nav.top.kind == "progress_imported"
        press(app, pygame.K_RETURN)
        assert app.nav.top is None and app.stats.h2h["played"] == 7


def test_an_import_without_a_language_keeps_the_language_shown(tmp_path: Path) -> None:
    other = Storage(FileBackend(tmp_path / "laptop"))
    other.save("settings", 1, {"comfort.high_contrast": True})
    path, _ = progress.export_to_file(other, tmp_path / "out")
    with open_app(tmp_path / "data", (390, 844), "ru") as app:
        tap(app, "menu:settings")
        tap(app, "button:import_progress")
        type_keys(app, str(path))
        enter(app)
        assert app.settings.get("general.language") == "ru" and app.settings.get("comfort.high_contrast") is True
        assert app.nav.top.message().startswith("Добавлено: настройки")


def test_lessons_done_on_another_device_are_done_here_at_once(tmp_path: Path) -> None:
    from game.lesson_progress import Progress
    from game.ui.scenes.lessons.common import progress_of

    laptop = Storage(FileBackend(tmp_path / "laptop"))
    done_there = Progress(laptop)
    first = done_there.next_lesson("hearts")
    done_there.finished("hearts", first)
    path, _ = progress.export_to_file(laptop, tmp_path / "out")
    with open_app(tmp_path / "data", (1280, 720), "en") as app:
        assert progress_of(app).done("hearts") == []  # read (and kept) before the import
        tap(app, "menu:settings")
        tap(app, "button:import_progress")
        type_keys(app, str(path))
        enter(app)
        assert "lessons" in app.nav.top.message()
        assert progress_of(app).done("hearts") == [first]
    again = progress.import_text(Storage(FileBackend(tmp_path / "data")), progress.read_file(path))
    assert again.outcomes["lessons"] == "same"
