"""Taking progress along: the progress text round-trips every document, each document is
merged by its own rule (never losing the newer of either side), and a damaged, cut short,
foreign, newer or oversized text is refused with its kind and changes nothing."""

from __future__ import annotations

import base64
import hashlib
import json
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import progress
from game import stats as stats_module
from game.progress import ProgressError
from game.settings import Settings
from game.stats import Stats
from game.storage import FileBackend, MemoryBackend, Storage
from tests.reliability.test_fuzz_saved_documents import good_h2h, good_hearts, good_settings, good_stats

SLOW_OK = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def storage_with(docs: dict, saved_at: float = 1000.0) -> Storage:
    backend = MemoryBackend()
    for purpose, data in docs.items():
        backend.items[purpose] = json.dumps({"version": 1, "saved_at": saved_at, "writer": "w", "data": data})
    return Storage(backend)


def data_of(storage: Storage, purpose: str):
    text = storage.backend.read(purpose)
    return None if text is None else json.loads(text)["data"]


def snapshot(storage: Storage) -> dict:
    return {k: v for k, v in storage.backend.items.items() if not k.startswith(progress.BACKUP_PREFIX)}


def played(n: int, won: int = 0) -> dict:
    s = Stats(Storage(MemoryBackend()))
    for i in range(n):
        s.record_h2h_game(i < won, 60 + i, 90 + i)
    return s.data


# -- the text -------------------------------------------------------------------------------

@SLOW_OK
@given(st.fixed_dictionaries({}, optional={"settings": good_settings(), "stats": good_stats(),
                                          "game.heart_to_heart": good_h2h(), "game.hearts": good_hearts()}))
def test_every_document_comes_back_from_its_text_as_it_was(docs: dict) -> None:
    source = storage_with(docs)
    text = progress.export_text(source)
    assert text.startswith("HeartToHeart-progress-1:")
    assert {p: e["data"] for p, e in progress.decode(text).items()} == docs


def test_line_breaks_and_spaces_in_a_pasted_text_are_ignored() -> None:
    text = progress.export_text(storage_with({"stats": played(3, 2)}))
    assert progress.decode("  \n" + progress.wrapped(text, 20).replace("\n", "\r\n ") + "\n") \
        == progress.decode(text)


@pytest.mark.parametrize("around", ['"{}"', "«{}»", "'{}'.", "Here is my progress: {}!"])
def test_a_text_in_quotes_or_ending_a_sentence_is_read(around: str) -> None:
    text = progress.export_text(storage_with({"stats": played(3, 2)}))
    assert progress.decode(around.format(text)) == progress.decode(text)


def test_the_text_is_compact() -> None:
    docs = {"stats": played(40, 25), "settings": {"general.sound": False}}
    text = progress.export_text(storage_with(docs))
    assert len(text) < len(json.dumps(docs))


@pytest.mark.parametrize("cut", [1, 2, 5, 40])
def test_a_text_cut_short_is_damaged(cut: int) -> None:
    text = progress.export_text(storage_with({"stats": played(5, 3)}))
    with pytest.raises(ProgressError) as caught:
        progress.decode(text[:-cut])
    assert caught.value.kind == "damaged"


@given(st.data())
@settings(max_examples=60, deadline=None)
def test_any_one_character_changed_is_caught(data) -> None:
    docs = progress.stored_documents(storage_with({"stats": played(4, 2), "settings": {"general.sound": False}}))
    text = progress.encode(docs, exported_at=1.0)
    start = len(progress.PREFIX) + 2
    i = data.draw(st.integers(start, len(text) - 1))
    ch = data.draw(st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_").filter(
        lambda c: c != text[i]))
    with pytest.raises(ProgressError) as caught:
        progress.decode(text[:i] + ch + text[i + 1:])
    assert caught.value.kind == "damaged"


@pytest.mark.parametrize("text, kind", [
    ("", "empty"), ("   \n ", "empty"),
    ("hello, this is a shopping list", "foreign"),
    ('{"version": 1, "data": {}}', "foreign"),
    ("HeartToHeart-progress-9:AAAA", "newer"),
    ("HeartToHeart-progress-1:not base64 at all!", "damaged"),
    ("HeartToHeart-progress-1:", "damaged"),
    ("x" * (progress.MAX_TEXT + 1), "too_large"),
])
def test_a_text_that_is_not_progress_says_what_it_is(text: str, kind: str) -> None:
    with pytest.raises(ProgressError) as caught:
        progress.decode(text)
    assert caught.value.kind == kind


def _forge(bundle: object, raw: bytes | None = None) -> str:
    """A text with a right checksum around any content (another program's, or a bomb)."""
    packed = zlib.compress(raw if raw is not None else json.dumps(bundle).encode(), 9)
    body = base64.urlsafe_b64encode(packed + hashlib.sha256(packed).digest()[:8]).decode().rstrip("=")
    return "HeartToHeart-progress-1:" + body


@pytest.mark.parametrize("bundle, kind", [
    ({"app": "another-game", "format": 1, "documents": {}}, "foreign"),
    ([1, 2, 3], "foreign"),
    ({"app": "heart-to-heart", "format": 2, "documents": {}}, "newer"),
    ({"app": "heart-to-heart", "format": 1, "documents": {"../../etc/passwd": {"version": 1, "data": {}}}},
     "damaged"),
    ({"app": "heart-to-heart", "format": 1, "documents": {"stats": {"version": "1", "data": {}}}}, "damaged"),
    ({"app": "heart-to-heart", "format": 1, "documents": {"stats": {"version": 1, "data": []}}}, "damaged"),
    ({"app": "heart-to-heart", "format": 1,
      "documents": {f"d{i}": {"version": 1, "data": {}} for i in range(progress.MAX_DOCUMENTS + 1)}}, "too_large"),
])
def test_a_foreign_or_malformed_bundle_is_refused(bundle: object, kind: str) -> None:
    with pytest.raises(ProgressError) as caught:
        progress.decode(_forge(bundle))
    assert caught.value.kind == kind


def test_a_bundle_that_inflates_past_the_limit_is_refused_unread() -> None:
    with pytest.raises(ProgressError) as caught:
        progress.decode(_forge(None, raw=b" " * (progress.MAX_BUNDLE_BYTES + 10)))
    assert caught.value.kind == "too_large"


@given(st.data())
@settings(max_examples=80, deadline=None)
def test_any_text_cut_short_anywhere_is_refused(data) -> None:
    docs = progress.stored_documents(storage_with({"stats": played(6, 3), "settings": {"hearts.level": "hard"}}))
    text = progress.encode(docs, exported_at=1.0)
    cut = data.draw(st.integers(0, len(text) - 1))
    with pytest.raises(ProgressError) as caught:
        progress.decode(text[:cut])
    assert caught.value.kind in ("empty", "foreign", "damaged")


@pytest.mark.parametrize("text", ["", "garbage", "HeartToHeart-progress-1:AAAA", "HeartToHeart-progress-7:AA",
                                  "HeartToHeart-progress-1:" + "A" * progress.MAX_TEXT])
def test_a_refused_text_changes_nothing_and_keeps_no_backup(text: str) -> None:
    target = storage_with({"stats": played(2, 1), "settings": {"general.sound": False}})
    before = dict(target.backend.items)
    with pytest.raises(ProgressError):
        progress.import_text(target, text)
    assert target.backend.items == before


# -- the merge -------------------------------------------------------------------------------

def test_importing_into_an_empty_profile_adds_every_document() -> None:
    docs = {"stats": played(4, 2), "settings": {"general.sound": False}}
    target = Storage(MemoryBackend())
    report = progress.import_text(target, progress.export_text(storage_with(docs)))
    assert report.outcomes == {"settings": "added", "stats": "added"}
    assert data_of(target, "stats") == docs["stats"] and data_of(target, "settings") == docs["settings"]


def test_statistics_keep_the_history_further_along() -> None:
    target = storage_with({"stats": played(10, 4)})
    progress.import_text(target, progress.export_text(storage_with({"stats": played(3, 3)})))
    assert data_of(target, "stats")["h2h"]["played"] == 10
    target = storage_with({"stats": played(3, 3)})
    progress.import_text(target, progress.export_text(storage_with({"stats": played(10, 4)})))
    assert data_of(target, "stats")["h2h"]["played"] == 10


def test_statistics_keep_the_dates_and_the_records_of_both() -> None:
    a, b = Stats(Storage(MemoryBackend())), Stats(Storage(MemoryBackend()))
    a.record_daily_win("2026-01-02")
    a.record_puzzle("2026-02-01", True)
    b.record_daily_win("2026-01-05")
    b.record_puzzle("2026-02-02", False)
    for _ in range(5):
        a.record_h2h_game(True, 300, 120)
    b.record_h2h_game(True, 100, 150)
    merged = progress.merge_stats(a.data, b.data)
    assert merged["h2h"]["daily_won"] == ["2026-01-02", "2026-01-05"]
    assert merged["hearts"]["puzzles_solved"] == ["2026-02-01"]
    assert merged["hearts"]["puzzles_failed"] == ["2026-02-02"]
    assert merged["h2h"]["played"] == 5 and merged["h2h"]["best_time"] == 100
    assert merged["h2h"]["fewest_moves"] == 120


def test_a_hearts_level_is_taken_from_the_side_that_played_it_more() -> None:
    a, b = Stats(Storage(MemoryBackend())), Stats(Storage(MemoryBackend()))
    for _ in range(3):
        a.record_hearts_level_game("easy", True)
    b.record_hearts_level_game("hard", False)
    merged = progress.merge_stats(a.data, b.data)
    assert merged["hearts"]["easy_games_played"] == 3 and merged["hearts"]["hard_games_played"] == 1


@SLOW_OK
@given(good_stats(), good_stats())
def test_merged_statistics_are_valid_lose_no_date_and_merge_again_to_themselves(a: dict, b: dict) -> None:
    merged = progress.merge_stats(a, b)
    assert stats_module.validate(merged) == merged  # no field needs salvaging
    assert progress.merge_stats(merged, b) == merged and progress.merge_stats(merged, a) == merged
    for game, name in (("h2h", "daily_won"), ("hearts", "puzzles_solved")):
        assert set(a[game][name]) | set(b[game][name]) <= set(merged[game][name])
    assert merged["h2h"]["played"] == max(a["h2h"]["played"], b["h2h"]["played"])
    assert merged["hearts"]["hands_played"] >= min(a["hearts"]["hands_played"], b["hearts"]["hands_played"])


def test_settings_merge_key_by_key_the_newer_side_winning_a_clash() -> None:
    target = storage_with({"settings": {"general.sound": False, "hearts.level": "easy"}}, saved_at=1000)
    other = storage_with({"settings": {"hearts.level": "hard", "comfort.high_contrast": True}}, saved_at=2000)
    progress.import_text(target, progress.export_text(other))
    assert data_of(target, "settings") == {"general.sound": False, "hearts.level": "hard",
                                           "comfort.high_contrast": True}
    older = storage_with({"settings": {"hearts.level": "normal"}}, saved_at=10)
    progress.import_text(target, progress.export_text(older))
    assert data_of(target, "settings")["hearts.level"] == "hard"


def test_the_newer_game_in_progress_is_kept_whole() -> None:
    from game.hearts.match import Match
    from game.hearts.teaching import saved as saved_hearts

    first, second = (saved_hearts.to_document(Match(code)) for code in (12345, 67890))
    target = storage_with({"game.hearts": first}, saved_at=1000)
    progress.import_text(target, progress.export_text(storage_with({"game.hearts": second}, saved_at=500)))
    assert data_of(target, "game.hearts") == first
    progress.import_text(target, progress.export_text(storage_with({"game.hearts": second}, saved_at=5000)))
    assert data_of(target, "game.hearts") == second


def test_a_document_with_no_rule_of_its_own_comes_along_the_newer_kept() -> None:
    target = storage_with({"puzzles.rating": {"rating": 1500}}, saved_at=1000)
    progress.import_text(target, progress.export_text(storage_with({"puzzles.rating": {"rating": 1620}},
                                                                   saved_at=3000)))
    assert data_of(target, "puzzles.rating") == {"rating": 1620}
    progress.import_text(target, progress.export_text(storage_with({"puzzles.rating": {"rating": 1400}},
                                                                   saved_at=2000)))
    assert data_of(target, "puzzles.rating") == {"rating": 1620}


def test_lessons_done_on_either_side_stay_done() -> None:
    local = {"offered": {"hearts": True}, "done": {"hearts": ["follow"]}, "at": {"hearts": ["pass", 2]}}
    other = {"offered": {"h2h": True}, "done": {"hearts": ["pass"]}, "at": {}}
    merged = progress.merge_lessons(local, other, True)
    assert merged["offered"] == {"hearts": True, "h2h": True}
    assert set(merged["done"]["hearts"]) == {"follow", "pass"}
    assert merged["at"] == {}  # the lesson left half done is done on the other side


def test_an_unusable_document_in_the_text_is_refused_alone() -> None:
    docs = {"stats": played(2, 1), "game.hearts": {"match": {"code": "nonsense", "log": [[9, 9]]}}}
    target = Storage(MemoryBackend())
    report = progress.import_text(target, progress.export_text(storage_with(docs)))
    assert report.outcomes == {"game.hearts": "refused", "stats": "added"}
    assert target.backend.read("game.hearts") is None


def test_a_document_from_a_newer_app_is_not_read() -> None:
    source = storage_with({"stats": played(2, 1)})
    source.backend.items["stats"] = source.backend.items["stats"].replace('"version": 1', '"version": 99')
    target = storage_with({"stats": played(1, 0)})
    report = progress.import_text(target, progress.export_text(source))
    assert report.outcomes == {"stats": "newer"}
    assert data_of(target, "stats")["h2h"]["played"] == 1


def test_importing_the_same_text_twice_changes_nothing_the_second_time() -> None:
    target = storage_with({"stats": played(1, 0), "settings": {"general.sound": False}})
    text = progress.export_text(storage_with({"stats": played(6, 2), "settings": {"hearts.level": "hard"}},
                                             saved_at=5000))
    progress.import_text(target, text)
    after = snapshot(target)
    report = progress.import_text(target, text)
    assert set(report.outcomes.values()) == {"same"} and snapshot(target) == after


def test_the_documents_before_an_import_are_kept_aside_and_import_back() -> None:
    target = storage_with({"stats": played(2, 2)})
    before = progress.stored_documents(target)
    report = progress.import_text(target, progress.export_text(storage_with({"stats": played(9, 1)})))
    assert report.backup and report.backup.startswith(progress.BACKUP_PREFIX)
    assert progress.decode(target.backend.items[report.backup]) == before


def test_the_page_keeps_only_its_newest_backups() -> None:
    target = storage_with({"stats": played(1, 0)})
    for n in range(progress.PAGE_BACKUPS + 3):
        target.backend.items[f"{progress.BACKUP_PREFIX}2020-01-0{n + 1}-000000-abcd"] = "old"
    progress.import_text(target, progress.export_text(storage_with({"stats": played(3, 1)})))
    assert len([k for k in target.backend.items if k.startswith(progress.BACKUP_PREFIX)]) == progress.PAGE_BACKUPS


def test_a_backup_that_cannot_be_kept_stops_the_import_before_any_change() -> None:
    target = storage_with({"stats": played(1, 0)})
    before = dict(target.backend.items)

    def full(_text: str) -> str:
        raise OSError("disk full")

    with pytest.raises(ProgressError) as caught:
        progress.import_text(target, progress.export_text(storage_with({"stats": played(5, 1)})), keep=full)
    assert caught.value.kind == "backup" and target.backend.items == before


def test_kept_aside_and_backup_copies_are_not_taken_along() -> None:
    target = storage_with({"stats": played(1, 0)})
    target.backend.items["stats.corrupt-20260101-000000-abc"] = "{}"
    target.backend.items[progress.BACKUP_PREFIX + "x"] = "text"
    assert progress.purposes(target) == ["stats"]


# -- real files -------------------------------------------------------------------------------

def test_a_real_file_round_trip_between_two_data_folders(tmp_path: Path) -> None:
    home, other = tmp_path / "desktop", tmp_path / "laptop"
    desk = Storage(FileBackend(home))
    Stats(desk).record_h2h_game(True, 42, 80)
    Settings(desk).set("general.sound", False)
    path, text = progress.export_to_file(desk, tmp_path / "out")
    assert path.name.startswith("heart-to-heart-progress-") and path.suffix == ".txt"
    assert progress.read_file(path).split() == progress.wrapped(text).split()
    laptop = Storage(FileBackend(other))
    Stats(laptop).record_hearts_game(True)
    report = progress.import_text(laptop, progress.text_or_file(str(path)))
    assert report.outcomes == {"settings": "added", "stats": "merged"}
    backup = Path(report.backup or "")
    assert backup.parent == other and backup.name.startswith(progress.BACKUP_PREFIX)
    fresh = Storage(FileBackend(other))
    assert Stats(fresh).h2h["won"] == 1 and Stats(fresh).hearts["games_won"] == 1
    assert Settings(fresh).get("general.sound") is False
    assert progress.progress_files([tmp_path / "out", other]) == [backup, path] or \
        set(progress.progress_files([tmp_path / "out", other])) == {backup, path}


def test_an_export_never_writes_over_a_file(tmp_path: Path) -> None:
    desk = Storage(FileBackend(tmp_path / "data"))
    Stats(desk).record_h2h_game(False, 1, 1)
    first, _ = progress.export_to_file(desk, tmp_path)
    second, _ = progress.export_to_file(desk, tmp_path)
    assert first != second and first.exists() and second.exists()


@pytest.mark.parametrize("make, kind", [
    (lambda p: p, "no_file"),  # missing
    (lambda p: (p.mkdir(), p)[1], "no_file"),  # a folder
    (lambda p: (p.write_bytes(b"\xff\xfe garbage"), p)[1], "foreign"),
])
def test_a_path_that_is_not_a_progress_file_says_so(tmp_path: Path, make, kind: str) -> None:
    path = make(tmp_path / "thing.txt")
    with pytest.raises(ProgressError) as caught:
        progress.decode(progress.text_or_file(str(path)))
    assert caught.value.kind == kind


class FakeLocalStorage:
    """The page's localStorage as pygbag's bridge shows it: length, key(i), getItem, setItem."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {"another-site/x": "1"}

    @property
    def length(self) -> int:
        return len(self.items)

    def key(self, i: int):
        return list(self.items)[i] if 0 <= i < len(self.items) else None

    def getItem(self, key: str):
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        self.items[key] = value

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)


def test_the_pages_documents_go_and_come_back_through_local_storage() -> None:
    from game.storage import LocalStorageBackend

    page = Storage(LocalStorageBackend(FakeLocalStorage()))
    Stats(page).record_h2h_game(True, 20, 70)
    page.save("puzzles.rating", 1, {"rating": 1480})
    assert progress.purposes(page) == ["puzzles.rating", "stats"]  # another site's keys are not ours
    other = Storage(LocalStorageBackend(FakeLocalStorage()))
    report = progress.import_text(other, progress.export_text(page))
    assert report.outcomes == {"puzzles.rating": "added", "stats": "added"}
    assert report.backup is not None and other.backend.ls.items["heart-to-heart/" + report.backup]
    assert Stats(other).h2h["won"] == 1
