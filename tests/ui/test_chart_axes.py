"""The charts' value axes: tall enough that a small change looks small."""

from __future__ import annotations

from game.ui.charts import value_range
from game.ui.scenes.statistics_views import RATING_AXIS_MIN


def test_a_flat_rating_is_drawn_in_the_middle_of_an_axis_of_a_hundred_points():
    low, high = value_range(1500, 1500, from_zero=False, min_span=RATING_AXIS_MIN)
    assert high - low == RATING_AXIS_MIN
    assert low < 1500 < high and 1500 - low == high - 1500


def test_a_rating_that_moved_by_a_point_does_not_fill_the_axis():
    low, high = value_range(1500, 1501, from_zero=False, min_span=RATING_AXIS_MIN)
    assert high - low >= RATING_AXIS_MIN


def test_values_wider_than_the_least_span_keep_their_own_range():
    assert value_range(1200, 1900, from_zero=False, min_span=RATING_AXIS_MIN) == (1200, 1900)


def test_a_count_chart_still_starts_at_zero():
    assert value_range(3, 7) == (0.0, 7)
    assert value_range(0, 0) == (0.0, 1.0)


def test_an_axis_of_values_at_least_zero_never_goes_below_zero():
    low, high = value_range(10, 12, from_zero=False, min_span=100)
    assert low == 0 and high == 100
