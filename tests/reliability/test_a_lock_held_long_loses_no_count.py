"""Another window that keeps a document's lock longer than the wait (a loaded machine, a
stopped process) is between its read and its write.  This window then writes nothing: a
write now would be undone by the other's write of what it read.  Its change is kept and
written with its next change, or on quitting, once the lock is free, so no count and no
setting is lost.

The other window is a process (tests/reliability/lock_holder.py) that holds the lock until
the test tells it to write: the order of events is fixed, whatever the machine's speed.  The
first test waits the app's real time for the lock; the others wait a twentieth of a second
(how long does not matter: the lock is held until the test lets it go)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import storage as storage_module
from game.settings import Settings
from game.stats import Stats
from game.storage import FileBackend, Storage

ROOT = Path(__file__).resolve().parents[2]


class Holder:
    """The other window, holding ``<purpose>.lock`` with what it read, until :meth:`write`."""

    def __init__(self, folder: Path, purpose: str) -> None:
        env = {**os.environ, "HEARTS_APP_DATA_DIR": str(folder)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.reliability.lock_holder", purpose], cwd=ROOT, env=env,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert self.proc.stdout is not None and self.proc.stdin is not None
        line = self.proc.stdout.readline()
        assert line == "held\n", (line, self.proc.stderr.read() if self.proc.stderr else "")

    def write(self) -> None:
        """Its write of what it read plus its own change; then the lock is free."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write("go\n")
        self.proc.stdin.flush()
        assert self.proc.stdout.readline() == "written\n"
        assert self.proc.wait(timeout=60) == 0


@pytest.fixture
def short_wait(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(storage_module, "LOCK_TIMEOUT", 0.05)


@pytest.fixture
def window(tmp_path: Path) -> Iterator[tuple[Storage, Stats]]:
    """This window: its statistics loaded (one game already counted) before the other
    window takes the lock."""
    storage = Storage(FileBackend(tmp_path))
    stats = Stats(storage)
    stats.record_h2h_game(True, 30, 40)
    yield storage, stats


def stored_played(folder: Path) -> int:
    return Stats(Storage(FileBackend(folder))).h2h["played"]


def test_a_count_made_while_the_lock_is_held_is_written_with_the_next(tmp_path, window):
    assert storage_module.LOCK_TIMEOUT >= 2  # the app's own wait, not a short one
    storage, stats = window
    holder = Holder(tmp_path, "stats")
    stats.record_h2h_game(True, 31, 41)  # waits for the lock, then gives up: nothing written
    assert stats.h2h["played"] == 2  # the player sees the game counted all the same
    assert stored_played(tmp_path) == 1  # nothing written under the other window's lock
    holder.write()  # the other window counts its game over what it read: 2
    assert stored_played(tmp_path) == 2
    stats.record_h2h_game(False, 32, 42)  # the kept game and this one, over the other's
    assert stored_played(tmp_path) == 4
    assert stats.h2h["played"] == 4 and stats.h2h["won"] == 3


def test_a_count_still_kept_on_quitting_is_written_then(tmp_path, window, short_wait):
    storage, stats = window
    holder = Holder(tmp_path, "stats")
    stats.record_h2h_game(True, 31, 41)
    stats.record_daily_win("2026-03-01")  # a second change kept behind the first
    holder.write()
    assert storage.flush()  # as the app does on quitting
    fresh = Stats(Storage(FileBackend(tmp_path)))
    assert fresh.h2h["played"] == 3 and fresh.h2h["won"] == 3
    assert fresh.h2h["daily_won"] == ["2026-03-01"]
    assert storage.flush()  # nothing left to write


def test_quitting_while_the_lock_is_still_held_writes_nothing_over_it(tmp_path, window, short_wait):
    storage, stats = window
    holder = Holder(tmp_path, "stats")
    stats.record_h2h_game(True, 31, 41)
    before = (tmp_path / "stats.json").read_bytes()
    assert storage.flush(timeout=0) is False  # says it could not save
    assert (tmp_path / "stats.json").read_bytes() == before
    holder.write()
    assert stored_played(tmp_path) == 2  # the other window's count stands


def test_a_whole_document_written_replaces_the_kept_changes(tmp_path, window, short_wait):
    """Reset statistics while a count is kept: the kept count is not added back later."""
    storage, stats = window
    holder = Holder(tmp_path, "stats")
    stats.record_h2h_game(True, 31, 41)
    holder.write()
    stats.reset()
    assert storage.flush()
    assert stored_played(tmp_path) == 0


def test_a_setting_changed_while_the_lock_is_held_survives_the_other_window(tmp_path, short_wait):
    storage = Storage(FileBackend(tmp_path))
    settings = Settings(storage)
    holder = Holder(tmp_path, "settings")
    settings.set("general.sound", False)  # kept: the other window holds the settings' lock
    assert settings.get("general.sound") is False
    holder.write()  # it sets the animations to fast over what it read
    assert storage.flush()
    fresh = Settings(Storage(FileBackend(tmp_path)))
    assert fresh.get("general.sound") is False and fresh.get("general.animation") == "fast"


def test_the_app_writes_kept_changes_on_quitting(app_data, make_app, short_wait):
    app = make_app()
    holder = Holder(app_data, "stats")
    app.stats.record_h2h_game(True, 31, 41)
    holder.write()
    app.shutdown()
    assert stored_played(app_data) == 2
