"""What the statistics loader refuses is never written: per-level Hearts figures that
cannot happen are refused on load, and the app's own writes stay inside every cap."""

from __future__ import annotations

import pytest

from game.stats import HEARTS_LEVELS, MAX_DAILY_DATES, Salvaged, Stats, _fresh, validate
from game.storage import MemoryBackend, Storage
from tests.reliability.full_stats import days, fill_to_the_caps, full_weeks


@pytest.mark.parametrize("figures, why", [
    ({"normal_games_won": 3, "normal_games_played": 2}, "games won"),
    ({"hard_hands_won": 5, "hard_hands_played": 4}, "hands won"),
    ({"easy_moons_against": 3, "easy_moons_shot": 2, "easy_hands_played": 4}, "moons"),
    ({"normal_points_plus": 27, "normal_hands_played": 1}, "points"),
    ({"hard_points_minus": 37, "hard_hands_played": 1}, "points"),
    ({"normal_moons_against": 3_000_000_000}, "moons_against"),
])
def test_impossible_per_level_hearts_figures_are_refused(figures, why):
    data = _fresh()
    data["hearts"].update(figures)
    with pytest.raises(Salvaged) as refused:
        validate(data)
    assert why in str(refused.value)
    assert refused.value.value["hearts"] == _fresh()["hearts"]


def test_figures_the_app_writes_are_accepted():
    stats = Stats(Storage(MemoryBackend()))
    for level in HEARTS_LEVELS:
        stats.record_hearts_level_hand(level, 26, won_hand=False, shot_moon=False, moon_against=True)
        stats.record_hearts_level_hand(level, -26, won_hand=True, shot_moon=True, moon_against=False)
        stats.record_hearts_level_game(level, won=True)
    assert validate(stats.data) == stats.data


def test_the_daily_dates_cap_is_kept_when_writing():
    import datetime as dt

    backend = MemoryBackend()
    stats = Stats(Storage(backend))
    first = dt.date(1900, 1, 1)
    stats.h2h["daily_won"] = [(first + dt.timedelta(days=i)).isoformat() for i in range(MAX_DAILY_DATES)]
    stats.save()
    stats.record_daily_win("2026-11-30")  # the 40,001st: the oldest date makes room
    assert len(stats.h2h["daily_won"]) == MAX_DAILY_DATES and stats.h2h["daily_won"][-1] == "2026-11-30"
    again = Storage(backend)
    reloaded = Stats(again)
    assert again.take_notices() == []  # the next start reads it back, nothing refused
    assert reloaded.h2h["daily_won"] == stats.h2h["daily_won"]


def test_a_statistics_file_just_under_the_read_limit_stays_readable_after_one_more_puzzle(tmp_path):
    from game.storage import MAX_BYTES, FileBackend

    stats = Stats(Storage(FileBackend(tmp_path)))
    stats.h2h["daily_won"] = days("1900-01-01", MAX_DAILY_DATES)
    stats.storage.save("stats", 1, stats.data)
    room = (MAX_BYTES - (tmp_path / "stats.json").stat().st_size - 3) // 13  # 13 bytes a date
    stats.hearts["puzzles_solved"] = days("2000-01-01", room)
    stats.storage.save("stats", 1, stats.data)  # the file as a player could have it, just under the limit
    assert (tmp_path / "stats.json").stat().st_size <= MAX_BYTES
    for day in ("2200-01-01", "2200-01-02"):  # 26 bytes more than the limit leaves
        assert stats.record_puzzle(day, solved=True)
        assert (tmp_path / "stats.json").stat().st_size <= MAX_BYTES
    again = Storage(FileBackend(tmp_path))
    reloaded = Stats(again)
    assert again.take_notices() == []
    assert reloaded.hearts["puzzles_solved"][-2:] == ["2200-01-01", "2200-01-02"]
    assert reloaded.h2h["daily_won"][0] > "1900-01-01"  # the oldest dates made room
    assert reloaded.data == stats.data


def test_the_weekly_history_keeps_its_newest_weeks_when_writing():
    import datetime as dt

    from game.stats_weeks import MAX_WEEKS, week_of

    stats = Stats(Storage(MemoryBackend()))
    stats.hearts["weeks"] = full_weeks(len(HEARTS_LEVELS))
    oldest = stats.hearts["weeks"][0][0]
    stats.today = lambda: dt.date(9999, 12, 1)
    stats.record_hearts_level_game("hard", won=True)
    rows = stats.hearts["weeks"]
    assert len(rows) == MAX_WEEKS and rows[0][0] != oldest and rows[-1] == [week_of(dt.date(9999, 12, 1)),
                                                                             0, 0, 0, 0, 1, 1]
    assert validate(stats.data) == stats.data


def test_the_largest_statistics_the_app_can_hold_are_written_as_a_file_it_reads(tmp_path):
    """Every list full, every count at its cap, the longest figures: written, then read back."""
    from game.stats import MAX_DATES_WRITTEN
    from game.storage import MAX_BYTES, FileBackend

    stats = Stats(Storage(FileBackend(tmp_path)))
    fill_to_the_caps(stats)
    assert validate(stats.data) == stats.data
    assert stats.save()
    assert (tmp_path / "stats.json").stat().st_size <= MAX_BYTES
    again = Storage(FileBackend(tmp_path))
    reloaded = Stats(again)
    assert again.take_notices() == []
    lists = (reloaded.h2h["daily_won"], reloaded.hearts["puzzles_solved"], reloaded.hearts["puzzles_failed"])
    assert sum(map(len, lists)) == MAX_DATES_WRITTEN
    assert lists[2][-1] == days("2040-01-01", MAX_DAILY_DATES)[-1]  # the newest kept, the oldest dropped
    assert lists[0] == []
