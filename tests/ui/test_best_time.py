"""The best time in the statistics is the time the clock showed at the win."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.stats import Stats, clock_text, whole_seconds
from game.storage import MemoryBackend, Storage
from game.ui.scenes.heart_to_heart.scene import clock_text as game_clock_text
from game.ui.scenes.statistics import _time as statistics_time


def test_a_win_at_34_6_seconds_is_recorded_as_the_0_34_the_clock_showed():
    s = Stats(Storage(MemoryBackend()))
    s.record_h2h_game(True, 34.6, 80)
    assert s.h2h["best_time"] == 34
    assert statistics_time(s.h2h["best_time"]) == game_clock_text(34.6) == "0:34"


@given(st.floats(min_value=0, max_value=5 * 3600, allow_nan=False))
def test_the_recorded_best_time_always_reads_as_the_clock_did(seconds):
    s = Stats(Storage(MemoryBackend()))
    s.record_h2h_game(True, seconds, 80)
    assert statistics_time(s.h2h["best_time"]) == game_clock_text(seconds) == clock_text(seconds)


def test_whole_seconds_never_fails_on_odd_values():
    assert whole_seconds(-3) == 0 and whole_seconds(float("nan")) == 0 and whole_seconds(59.999) == 59
