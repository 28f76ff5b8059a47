"""A save that cannot be read *now* (another user's file, no file handles left, the data
folder a file) is not corrupt: it stays where it is, byte for byte, the player is told,
nothing is written over it in this run, and the menu offers no Continue for it."""

from __future__ import annotations

import errno
import json
import os

import pytest

from game import storage as storage_module
from game.heart_to_heart import saved as saved_h2h
from game.heart_to_heart.state import Game
from game.stats import Stats
from game.storage import UNREADABLE, FileBackend, Storage
from game.ui.options import Options

FAULTS = {
    "permission": OSError(errno.EACCES, "Permission denied"),
    "no file handles": OSError(errno.EMFILE, "Too many open files"),
}


def failing_open(monkeypatch, folder, exc):
    real_open = os.open

    def fake_open(path, *args, **kwargs):
        if str(path).startswith(str(folder)) and str(path).endswith(".json"):
            raise exc
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", fake_open)


def stats_text():
    data = {"h2h": {"played": 7, "won": 0}, "hearts": {}}
    return json.dumps({"version": 1, "saved_at": 1, "data": data})


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_statistics_that_cannot_be_read_now_are_kept_and_not_written_over(tmp_path, monkeypatch, fault):
    path = tmp_path / "stats.json"
    path.write_text(stats_text(), encoding="utf-8")
    failing_open(monkeypatch, tmp_path, FAULTS[fault])
    store = Storage(FileBackend(tmp_path))
    stats = Stats(store)
    assert stats.h2h["played"] == 0  # nothing could be read
    stats.record_h2h_game(False, 10, 3)
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == stats_text()  # not renamed, not written over
    assert list(tmp_path.glob("*.corrupt-*")) == []
    assert [n.kind for n in store.take_notices()] == [UNREADABLE]
    assert Stats(Storage(FileBackend(tmp_path))).h2h["played"] == 7  # next start: all there


def test_the_player_is_told_in_both_languages():
    from game import i18n
    from game.storage import Notice
    from game.ui import notices

    for lang in ("en", "ru"):
        i18n.set_language(lang)
        said = notices.text(Notice(UNREADABLE, "stats"))
        assert said and "storage." not in said
    i18n.set_language("en")


def saved_game_in(folder):
    game = Game.from_code("HH1-N-AAAAAAM")
    game.tap("stock")
    Storage(FileBackend(folder)).save("game.heart_to_heart", 1,
                                      saved_h2h.to_document(game, 5.0, 0, True, False))


def menu_targets(backend):
    from game import i18n
    from game.ui import app as app_module

    storage_module.set_default_storage(Storage(backend))
    app = app_module.App(Options(lang="en"))
    try:
        app.frame()
        return set(app.router.named_targets())
    finally:
        app.shutdown()
        storage_module.set_default_storage(None)
        i18n.set_language("en")


def test_no_continue_for_a_save_that_cannot_be_read_now(tmp_path, monkeypatch):
    saved_game_in(tmp_path)
    assert "menu:continue" in menu_targets(FileBackend(tmp_path))
    failing_open(monkeypatch, tmp_path, FAULTS["permission"])
    assert "menu:continue" not in menu_targets(FileBackend(tmp_path))


def test_no_continue_when_the_data_folder_is_a_file(tmp_path):
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("a file where the data folder should be", encoding="utf-8")
    assert "menu:continue" not in menu_targets(FileBackend(not_a_folder))
    assert not_a_folder.read_text(encoding="utf-8").startswith("a file")
