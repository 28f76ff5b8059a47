"""Storage: versioned documents; missing, old or corrupt data gives defaults and is kept aside."""

import json

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
