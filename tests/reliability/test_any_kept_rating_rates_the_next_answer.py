"""Any practice rating the statistics accept rates the next answer, and is kept readable.

The statistics accept a rating from LOWEST to HIGHEST, a deviation within the rating's
bounds and a volatility from 0 to 1 (game/stats_practice.py).  Whatever of that a file
holds, answering a practice puzzle gives a finite rating that the statistics accept again:
no traceback on the answer, no rating lost on the next start.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import rating, stats_practice
from game.rating import Rating
from game.stats import _fresh

KEPT_RATINGS = st.floats(stats_practice.LOWEST, stats_practice.HIGHEST)
KEPT_DEVIATIONS = st.floats(stats_practice.MIN_DEVIATION, stats_practice.MAX_DEVIATION)
KEPT_VOLATILITIES = st.one_of(st.floats(0.0, 1.0), st.sampled_from([0.0, 5e-324, 1e-200, 1e-160, 0.999, 1.0]))
PUZZLE_RATINGS = st.integers(500, 2500)


def answered(kept: Rating, puzzle: float, solved: bool) -> dict:
    """The Hearts section after one answer from a section holding ``kept``."""
    s = _fresh()["hearts"]
    s.update(puzzle_rating=kept.rating, puzzle_deviation=kept.deviation, puzzle_volatility=kept.volatility)
    before = stats_practice.current(s)
    assert before is not None
    stats_practice.record(s, 7, solved, rating.after_puzzle(before, puzzle, solved))
    return s


def assert_readable(s: dict) -> None:
    for name in stats_practice.FIELDS:
        assert stats_practice.field_ok(name, s[name]), (name, s[name])
    assert all(math.isfinite(s[k]) for k in ("puzzle_rating", "puzzle_deviation", "puzzle_volatility"))


@pytest.mark.parametrize("volatility", [0.0, 1e-200])
def test_a_kept_volatility_of_zero_or_next_to_it_still_rates_an_answer(volatility):
    assert_readable(answered(Rating(1500.0, 100.0, volatility), 1500, True))


@pytest.mark.parametrize("kept", [8000.0, stats_practice.HIGHEST])
@pytest.mark.parametrize("solved", [True, False])
def test_a_rating_thousands_above_the_puzzle_answers_without_a_division_by_zero(kept, solved):
    s = answered(Rating(kept, 100.0, 0.06), 800, solved)
    assert_readable(s)
    assert s["puzzle_rating"] == pytest.approx(kept)  # a certain result tells nothing


def test_a_volatility_near_one_is_kept_within_what_the_statistics_read():
    after = rating.after_puzzle(Rating(-4822.0, 192.0, 0.9597), 1082, True)
    assert stats_practice.field_ok("puzzle_volatility", after.volatility)


def test_answers_that_always_surprise_keep_a_rating_the_statistics_read():
    """Missing every easy puzzle and solving every hard one, thousands of times."""
    s = _fresh()["hearts"]
    r = Rating()
    for i in range(2500):
        solved = i % 2 == 1
        r = rating.after_puzzle(r, 2200 if solved else 800, solved)
        stats_practice.record(s, i, solved, r)
    assert_readable(s)


def test_a_rating_past_the_bounds_is_written_within_them():
    s = _fresh()["hearts"]
    stats_practice.record(s, 1, True, Rating(stats_practice.HIGHEST + 500.0, 100.0, 0.06))
    assert_readable(s)


@pytest.mark.parametrize("lost", ["puzzle_deviation", "puzzle_volatility"])
def test_a_rating_whose_deviation_or_volatility_was_unreadable_is_kept(lost):
    s = _fresh()["hearts"]
    s.update(puzzle_rating=1834.5, puzzle_deviation=80.0, puzzle_volatility=0.07, puzzle_answers=40)
    s[lost] = None  # what validation leaves of a bad field
    kept = stats_practice.current(s)
    assert kept is not None and kept.rating == 1834.5
    assert kept.deviation == (rating.START_DEVIATION if lost == "puzzle_deviation" else 80.0)


@given(KEPT_RATINGS, KEPT_DEVIATIONS, KEPT_VOLATILITIES, PUZZLE_RATINGS, st.booleans())
@settings(max_examples=300, deadline=None)
def test_any_kept_rating_rates_an_answer_into_a_rating_the_statistics_read(r, d, v, puzzle, solved):
    assert_readable(answered(Rating(r, d, v), puzzle, solved))
