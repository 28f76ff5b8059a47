"""What the statistics loader refuses is never written: per-level Hearts figures that
cannot happen are refused on load, and the app's own writes stay inside every cap."""

from __future__ import annotations

import pytest

from game.stats import HEARTS_LEVELS, MAX_DAILY_DATES, Salvaged, Stats, _fresh, validate
from game.storage import MemoryBackend, Storage


@pytest.mark.parametrize("figures, why", [
    ({"normal_games_won": 3, "normal_games_played": 2}, "games won"),
    ({"hard_hands_won": 5, "hard_hands_played": 4}, "hands won"),
    ({"easy_moons_against": 3, "easy_moons_shot": 2, "easy_hands_played": 4}, "moons"),
    ({"normal_points_plus": 27, "normal_hands_played": 1}, "points"),
    ({"hard_points_minus": 27, "hard_hands_played": 1}, "points"),
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
