"""A daily puzzle missed at first and then solved is a saved fact (``puzzles_retried``): kept
across a restart, merged across two windows and by a progress import, each bad entry dropped
alone, and counted in the date lists' shared cap so the file written stays readable."""

from __future__ import annotations

import pytest

from game import progress
from game.stats import MAX_DAILY_DATES, MAX_DATES_WRITTEN, Salvaged, Stats, _fresh, validate
from game.storage import FileBackend, MemoryBackend, Storage
from tests.reliability.test_statistics_bounds_hold_when_written import days, full_weeks


def test_a_solve_after_a_miss_is_saved_as_retried():
    st = Stats(Storage(MemoryBackend()))
    assert st.record_puzzle("2026-12-05", False)
    assert st.record_puzzle("2026-12-05", True)
    h = st.hearts
    assert h["puzzles_failed"] == ["2026-12-05"] and h["puzzles_solved"] == []  # the first answer stays
    assert h["puzzles_retried"] == ["2026-12-05"] and st.puzzle_retried("2026-12-05")
    assert st.puzzle_answer("2026-12-05") == "failed"
    assert not st.record_puzzle("2026-12-05", True)  # once
    assert h["puzzles_retried"] == ["2026-12-05"]


def test_a_first_solve_or_a_second_miss_is_not_a_retry():
    st = Stats(Storage(MemoryBackend()))
    st.record_puzzle("2026-12-04", True)
    st.record_puzzle("2026-12-04", True)
    st.record_puzzle("2026-12-05", False)
    assert not st.record_puzzle("2026-12-05", False)
    assert st.hearts["puzzles_retried"] == []
    assert not st.puzzle_retried("2026-12-04") and not st.puzzle_retried("2026-12-05")


def test_a_retry_is_kept_across_a_restart(tmp_path):
    st = Stats(Storage(FileBackend(tmp_path)))
    st.record_puzzle("2026-12-05", False)
    st.record_puzzle("2026-12-05", True)
    again = Storage(FileBackend(tmp_path))
    reloaded = Stats(again)
    assert again.take_notices() == []
    assert reloaded.puzzle_retried("2026-12-05") and reloaded.puzzle_answer("2026-12-05") == "failed"


@pytest.mark.parametrize("bad, why", [
    ("2026-12-06", "retried but not missed"),  # not missed at first
    ("2026-12-04", "retried but not missed"),  # solved at first
    ("2026-02-30", "puzzles_retried"),  # not a date
    (7, "puzzles_retried"),
])
def test_a_bad_retried_entry_is_dropped_alone(bad, why):
    data = _fresh()
    h = data["hearts"]
    h["games_played"] = 3
    h["puzzles_solved"] = ["2026-12-04"]
    h["puzzles_failed"] = ["2026-12-01", "2026-12-05"]
    h["puzzles_retried"] = sorted(["2026-12-01", "2026-12-05"]) + [bad]
    with pytest.raises(Salvaged) as salvaged:
        validate(data)
    assert why in str(salvaged.value)
    kept = salvaged.value.value["hearts"]
    assert kept["puzzles_retried"] == ["2026-12-01", "2026-12-05"]
    assert kept["puzzles_failed"] == ["2026-12-01", "2026-12-05"] and kept["puzzles_solved"] == ["2026-12-04"]
    assert kept["games_played"] == 3


def test_retries_in_two_windows_are_both_kept(tmp_path):
    a, b = Stats(Storage(FileBackend(tmp_path))), Stats(Storage(FileBackend(tmp_path)))
    a.record_puzzle("2026-12-04", False)
    b.record_puzzle("2026-12-05", False)
    a.record_puzzle("2026-12-04", True)
    b.record_puzzle("2026-12-05", True)
    assert Stats(Storage(FileBackend(tmp_path))).hearts["puzzles_retried"] == ["2026-12-04", "2026-12-05"]


def test_retries_come_along_with_a_progress_import():
    a, b = Stats(Storage(MemoryBackend())), Stats(Storage(MemoryBackend()))
    a.record_puzzle("2026-12-04", False)
    a.record_puzzle("2026-12-04", True)
    b.record_puzzle("2026-12-05", False)
    b.record_puzzle("2026-12-05", True)
    b.record_puzzle("2026-12-06", False)
    progress.import_text(a.storage, progress.export_text(b.storage))
    merged = Stats(a.storage)
    assert merged.hearts["puzzles_retried"] == ["2026-12-04", "2026-12-05"]
    assert merged.hearts["puzzles_failed"] == ["2026-12-04", "2026-12-05", "2026-12-06"]


def test_a_retry_of_a_date_the_other_side_solved_at_first_is_not_merged():
    a, b = Stats(Storage(MemoryBackend())), Stats(Storage(MemoryBackend()))
    a.record_puzzle("2026-12-05", False)
    a.record_puzzle("2026-12-05", True)
    b.record_puzzle("2026-12-05", True)
    merged = progress.merge_stats(a.data, b.data)
    assert merged["hearts"]["puzzles_solved"] == ["2026-12-05"]
    assert merged["hearts"]["puzzles_failed"] == [] and merged["hearts"]["puzzles_retried"] == []


def test_the_shared_date_cap_counts_the_retries_and_the_file_stays_readable(tmp_path):
    """The largest statistics the app can hold, every missed puzzle retried as well."""
    from game.stats import HEARTS_LEVELS, MAX_COUNT, MAX_HAND_POINTS, MAX_SECONDS
    from game.storage import MAX_BYTES

    stats = Stats(Storage(FileBackend(tmp_path)))
    stats.h2h.update(played=MAX_COUNT, won=MAX_COUNT, current_streak=MAX_COUNT, best_streak=MAX_COUNT,
                     best_time=MAX_SECONDS, fewest_moves=MAX_COUNT, hints_used=MAX_COUNT,
                     best_shortest_ratio=0.012345678901234567, daily_won=days("1800-01-01", MAX_DAILY_DATES))
    h = stats.hearts
    for name in h:
        if not isinstance(h[name], list):
            h[name] = MAX_COUNT
    h["total_points"] = -MAX_HAND_POINTS * MAX_COUNT
    for level in HEARTS_LEVELS:
        h[f"{level}_points_plus"] = h[f"{level}_points_minus"] = MAX_HAND_POINTS * MAX_COUNT
        h[f"{level}_moons_shot"] = h[f"{level}_moons_against"] = MAX_COUNT // 2
    from game import stats_practice as sp
    h.update(puzzle_rating=-1234.56, puzzle_deviation=123.45, puzzle_volatility=0.123456, puzzle_answers=MAX_COUNT,
             puzzle_history=[[sp.MAX_NUMBER, 1, sp.LOWEST]] * sp.MAX_HISTORY,
             rating_history=[sp.LOWEST] * sp.MAX_RATINGS)
    h["puzzles_solved"] = days("1920-01-01", MAX_DAILY_DATES)
    h["puzzles_failed"] = days("2040-01-01", MAX_DAILY_DATES)
    h["puzzles_retried"] = list(h["puzzles_failed"])
    stats.h2h["weeks"], h["weeks"] = full_weeks(2), full_weeks(len(HEARTS_LEVELS))
    assert validate(stats.data) == stats.data
    assert stats.save()
    assert (tmp_path / "stats.json").stat().st_size <= MAX_BYTES
    again = Storage(FileBackend(tmp_path))
    reloaded = Stats(again)
    assert again.take_notices() == []  # no retry left without its miss
    r = reloaded.hearts
    assert len(reloaded.h2h["daily_won"]) + sum(len(r[n]) for n in ("puzzles_solved", "puzzles_failed",
                                                                      "puzzles_retried")) <= MAX_DATES_WRITTEN
    assert r["puzzles_retried"] and set(r["puzzles_retried"]) <= set(r["puzzles_failed"])
    assert r["puzzles_retried"][-1] == h["puzzles_failed"][-1]  # the newest kept
    assert reloaded.data == stats.data
