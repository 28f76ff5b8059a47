"""The statistics at their caps, as the bounds tests build them.

Whole date lists, whole weekly histories and every count at its largest."""

from __future__ import annotations

import datetime as dt

from game import stats_practice
from game.stats import HEARTS_LEVELS, MAX_COUNT, MAX_DAILY_DATES, MAX_HAND_POINTS, MAX_SECONDS, Stats
from game.stats_weeks import MAX_WEEK_COUNT, MAX_WEEKS, week_of


def days(first: str, n: int) -> list[str]:
    """``n`` dates in a row from ``first`` (ISO)."""
    start = dt.date.fromisoformat(first)
    return [(start + dt.timedelta(days=i)).isoformat() for i in range(n)]


def full_weeks(kinds: int) -> list:
    """A weekly history at its caps: every week kept, every count at its largest."""
    return [[week_of(dt.date(9990, 1, 1) + dt.timedelta(weeks=i))] + [MAX_WEEK_COUNT] * (2 * kinds)
            for i in range(MAX_WEEKS)]


def fill_to_the_caps(stats: Stats) -> None:
    """Fill ``stats`` to the largest the app can hold.

    Every count at its cap, the longest figures, each date list (the daily wins, the puzzles
    solved and missed) full, every week kept, the practice rating's figures at their longest."""
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
    h.update(puzzle_rating=-1234.56, puzzle_deviation=123.45, puzzle_volatility=0.123456, puzzle_answers=MAX_COUNT,
             puzzle_history=[[stats_practice.MAX_NUMBER, 1, stats_practice.LOWEST]] * stats_practice.MAX_HISTORY,
             rating_history=[stats_practice.LOWEST] * stats_practice.MAX_RATINGS)
    h["puzzles_solved"] = days("1920-01-01", MAX_DAILY_DATES)
    h["puzzles_failed"] = days("2040-01-01", MAX_DAILY_DATES)
    stats.h2h["weeks"], h["weeks"] = full_weeks(2), full_weeks(len(HEARTS_LEVELS))
