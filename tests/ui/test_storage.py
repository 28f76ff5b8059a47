"""Storage: versioned documents; missing, old or corrupt data gives defaults and is kept aside."""

import json
import sys

import pytest

from game.settings import SETTINGS_VERSION, Settings, defaults
from game.stats import Stats
from game.storage import FileBackend, LocalStorageBackend, MemoryBackend, Storage


def test_a_saved_document_loads_back(tmp_path):
    st = Storage(FileBackend(tmp_path))
    assert st.save("settings", 1, {"a": 1})
    assert st.load("settings", 1) == {"a": 1}


def test_a_missing_document_is_none(tmp_path):
    assert Storage(FileBackend(tmp_path)).load("stats", 1) is None


def test_writes_are_atomic_and_leave_no_temp_file(tmp_path):
    st = Storage(FileBackend(tmp_path))
    st.save("settings", 1, {"a": 1})
    st.save("settings", 1, {"a": 2})
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_garbage_json_is_kept_aside_and_reads_as_missing(tmp_path):
    (tmp_path / "settings.json").write_text("{not json", encoding="utf-8")
    st = Storage(FileBackend(tmp_path))
    assert st.load("settings", 1) is None
    (aside,) = tmp_path.glob("settings.corrupt-*.json")
    assert aside.read_text(encoding="utf-8") == "{not json"
    assert not (tmp_path / "settings.json").exists()


def test_a_newer_version_is_left_untouched_and_never_overwritten(tmp_path):
    doc = json.dumps({"version": 99, "data": {"future": True}})
    (tmp_path / "stats.json").write_text(doc, encoding="utf-8")
    st = Storage(FileBackend(tmp_path))
    assert st.load("stats", 1) is None
    assert st.save("stats", 1, {"fresh": 1}) is False
    st.delete("stats")
    assert (tmp_path / "stats.json").read_text(encoding="utf-8") == doc
    assert [n.kind for n in st.take_notices()] == ["newer"]


def test_an_older_version_goes_through_the_migration(tmp_path):
    st = Storage(FileBackend(tmp_path))
    st.save("game.hearts", 1, {"old": 1})
    assert st.load("game.hearts", 2, migrate=lambda d, v: {"new": d["old"] + v}) == {"new": 2}


def test_wrong_shapes_are_corrupt(tmp_path):
    st = Storage(FileBackend(tmp_path))
    for text in ("[]", '"x"', '{"version": 1}', '{"version": "1", "data": {}}', '{"version": true, "data": {}}'):
        (tmp_path / "settings.json").write_text(text, encoding="utf-8")
        assert st.load("settings", 1) is None, text


def test_undecodable_bytes_do_not_crash(tmp_path):
    (tmp_path / "settings.json").write_bytes(b"\xff\xfe\x00garbage")
    assert Storage(FileBackend(tmp_path)).load("settings", 1) is None
    (aside,) = tmp_path.glob("settings.corrupt-*.json")
    assert aside.read_bytes() == b"\xff\xfe\x00garbage"  # kept byte for byte


def test_an_unwritable_folder_reports_false_not_an_exception(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert Storage(FileBackend(blocker / "sub")).save("settings", 1, {}) is False


class FakeLocalStorage:
    def __init__(self):
        self.items = {}

    def getItem(self, k):
        return self.items.get(k)

    def setItem(self, k, v):
        self.items[k] = v

    def removeItem(self, k):
        self.items.pop(k, None)


def test_local_storage_backend_uses_prefixed_keys():
    ls = FakeLocalStorage()
    st = Storage(LocalStorageBackend(ls))
    st.save("settings", 1, {"a": 1})
    assert list(ls.items) == ["heart-to-heart/settings"]
    assert st.load("settings", 1) == {"a": 1}
    ls.items["heart-to-heart/stats"] = "garbage"
    assert st.load("stats", 1) is None
    (aside,) = [k for k in ls.items if k.startswith("heart-to-heart/stats.corrupt-")]
    assert ls.items[aside] == "garbage" and "heart-to-heart/stats" not in ls.items


def test_settings_with_wrong_types_fall_back_one_by_one():
    st = Storage(MemoryBackend())
    st.save("settings", SETTINGS_VERSION, {
        "general.sound": "yes", "hearts.target": True, "h2h.move_errors": True,
        "general.animation": "warp", "hearts.level": "hard", "unknown": 1,
    })
    s = Settings(st)
    assert s.get("general.sound") is defaults()["general.sound"]
    assert s.get("hearts.target") == 100
    assert s.get("h2h.move_errors") is True
    assert s.get("general.animation") == "normal"
    assert s.get("hearts.level") == "hard"


def test_settings_survive_a_new_instance():
    st = Storage(MemoryBackend())
    Settings(st).set("hearts.target", 150)
    assert Settings(st).get("hearts.target") == 150


def test_stats_record_and_derive():
    st = Storage(MemoryBackend())
    s = Stats(st)
    s.record_h2h_game(True, 100.4, 60, hints=2)
    s.record_h2h_game(True, 90, 70)
    s.record_h2h_game(False, 10, 5)
    s = Stats(st)
    assert s.h2h["played"] == 3 and s.h2h["won"] == 2
    assert s.h2h["best_streak"] == 2 and s.h2h["current_streak"] == 0
    assert s.h2h["best_time"] == 90 and s.h2h["fewest_moves"] == 60
    assert s.h2h["hints_used"] == 2
    assert abs(s.h2h_win_rate() - 2 / 3) < 1e-9
    s.record_hearts_hand(26, won_hand=False, shot_moon=False)
    s.record_hearts_hand(0, won_hand=True, shot_moon=True)
    s.record_hearts_game(True)
    assert s.hearts_average_points() == 13
    assert s.hearts["moons_shot"] == 1 and s.hearts["games_won"] == 1


def test_stats_with_wrong_types_fall_back_to_zero_and_the_original_is_kept_aside():
    st = Storage(MemoryBackend())
    st.save("stats", 1, {"h2h": {"played": "many", "won": -1}, "hearts": {"games_played": 3}})
    s = Stats(st)
    assert s.h2h["played"] == 0 and s.h2h["won"] == 0 and s.h2h["best_time"] is None
    assert s.hearts["games_played"] == 3  # the good part is kept
    assert [k for k in st.backend.items if k.startswith("stats.corrupt-")]


def test_a_second_bad_copy_does_not_replace_the_first(tmp_path):
    st = Storage(FileBackend(tmp_path))
    for text in ("first bad", "second bad"):
        (tmp_path / "stats.json").write_text(text, encoding="utf-8")
        assert st.load("stats", 1) is None
    assert sorted(p.read_text() for p in tmp_path.glob("stats.corrupt-*.json")) == ["first bad", "second bad"]


def test_a_lock_held_by_one_handle_is_busy_for_another_until_let_go(tmp_path):
    """The platform's own file lock (flock; msvcrt on Windows): a second holder is refused
    after its wait, and gets the lock once the first lets it go."""
    backend = FileBackend(tmp_path)
    with backend.lock("stats") as first:
        assert first == "held"
        with backend.lock("stats", timeout=0.05) as second:
            assert second == "busy"
    with backend.lock("stats", timeout=0.05) as again:
        assert again == "held"


class FakeMsvcrt:
    """msvcrt's ``locking`` as Windows does it: a byte range locked per handle, from the
    handle's file position; a second handle's LK_NBLCK fails with EACCES (PermissionError)."""

    LK_UNLCK, LK_LOCK, LK_NBLCK, LK_RLCK, LK_NBRLCK = 0, 1, 2, 3, 4

    def __init__(self):
        self.held = {}  # (file, offset) -> the handle holding it
        self.calls = []

    def locking(self, fd, mode, nbytes):
        import errno
        import os

        info = os.fstat(fd)
        where = ((info.st_dev, info.st_ino), os.lseek(fd, 0, os.SEEK_CUR))
        self.calls.append((mode, nbytes, where[1]))
        if mode == self.LK_UNLCK:
            if self.held.get(where) != fd:
                raise PermissionError(errno.EACCES, "Permission denied")
            del self.held[where]
        elif where in self.held:
            raise PermissionError(errno.EACCES, "Permission denied")
        else:
            self.held[where] = fd


def test_on_windows_the_lock_is_msvcrt_on_the_first_byte_and_is_let_go(tmp_path, monkeypatch):
    """The Windows branch, run anywhere with msvcrt stood in for: held, busy for a second
    handle, unlocked at the offset it was locked at, then held again."""
    import sys

    fake = FakeMsvcrt()
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setitem(sys.modules, "msvcrt", fake)
    backend = FileBackend(tmp_path)
    with backend.lock("settings") as first:
        assert first == "held"
        with backend.lock("settings", timeout=0.05) as second:
            assert second == "busy"
    assert fake.held == {}
    with backend.lock("settings", timeout=0.05) as again:
        assert again == "held"
    assert fake.calls[0] == (fake.LK_NBLCK, 1, 0)
    assert {call for call in fake.calls if call[0] == fake.LK_UNLCK} == {(fake.LK_UNLCK, 1, 0)}
    assert fake.held == {}


def test_on_windows_a_folder_without_file_locks_writes_unlocked(tmp_path, monkeypatch):
    """msvcrt failing for another reason than a holder (a network share without locks) is
    "no lock here": the write goes ahead, as on a platform without file locks."""
    import errno
    import sys

    class NoLocks(FakeMsvcrt):
        def locking(self, fd, mode, nbytes):
            raise OSError(errno.EINVAL, "Invalid argument")

    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setitem(sys.modules, "msvcrt", NoLocks())
    with FileBackend(tmp_path).lock("stats") as state:
        assert state == "none"
    assert Storage(FileBackend(tmp_path)).save("stats", 1, {"a": 1})


@pytest.mark.skipif(sys.platform != "win32", reason="msvcrt, the Windows file lock, exists only on Windows")
def test_windows_locks_with_the_real_msvcrt(tmp_path, monkeypatch):
    """On Windows itself: the real msvcrt.locking takes the first byte of the lock file
    and lets it go, and a second handle is refused meanwhile."""
    import msvcrt
    import os

    calls = []
    real = msvcrt.locking

    def watched(fd, mode, nbytes):
        calls.append((mode, nbytes, os.lseek(fd, 0, os.SEEK_CUR)))
        return real(fd, mode, nbytes)

    monkeypatch.setattr(msvcrt, "locking", watched)
    backend = FileBackend(tmp_path)
    with backend.lock("settings") as first:
        assert first == "held"
        with backend.lock("settings", timeout=0.05) as second:
            assert second == "busy"
    assert calls[0] == (msvcrt.LK_NBLCK, 1, 0)
    assert calls[-1] == (msvcrt.LK_UNLCK, 1, 0)
    with backend.lock("settings", timeout=0.05) as again:
        assert again == "held"
