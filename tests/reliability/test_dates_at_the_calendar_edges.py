"""Dates at the ends of the calendar (0001-01-01, 9999-12-31) in saved statistics or on the
clock: the streak, the month grid, the statistics and calendar screens answer, never crash."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from game.dates import month_weeks, shifted
from game.heart_to_heart.daily import daily_streak, month_calendar
from tests.ui.driver import run_app

EDGES = ("9999-12-31", "0001-01-01")


def test_shifting_past_either_end_of_the_calendar_is_none():
    assert shifted(dt.date.max, 1) is None and shifted(dt.date.min, -1) is None
    assert shifted(dt.date(2026, 12, 31), 1) == dt.date(2027, 1, 1)


@pytest.mark.parametrize("year, month", [(1, 1), (9999, 12)])
def test_the_month_grid_of_the_first_and_last_month_pads_with_none(year, month):
    weeks = month_weeks(year, month)
    days = [d for w in weeks for d in w if d is not None and d.month == month]
    assert len(days) == 31 and all(len(w) == 7 for w in weeks)
    cal = month_calendar(year, month, list(EDGES), dt.date(year, month, 1))
    assert len(cal.days) == 31 and cal.won_count == 1


@pytest.mark.parametrize("won", EDGES)
@pytest.mark.parametrize("today", [dt.date.min, dt.date.max, dt.date(2026, 12, 1)])
def test_the_daily_streak_of_a_date_at_the_edge(won, today):
    streak = daily_streak([won], today)
    assert streak.best == 1
    assert streak.current == (1 if today.isoformat() == won else 0)


def test_a_run_of_days_ending_on_the_last_day_counts_whole():
    won = ["9999-12-29", "9999-12-30", "9999-12-31"]
    assert daily_streak(won, dt.date.max) == daily_streak(won, "9999-12-31")
    assert daily_streak(won, dt.date.max).current == 3 and daily_streak(won, dt.date.max).best == 3


@pytest.mark.parametrize("won", EDGES)
def test_statistics_and_calendar_screens_open_with_an_edge_date_saved(tmp_path, won):
    (tmp_path / "stats.json").write_text(json.dumps(
        {"version": 1, "saved_at": 1, "data": {"h2h": {"daily_won": [won]}, "hearts": {}}}), encoding="utf-8")
    code, states, err = run_app(tmp_path, ["tap menu:statistics", "state", "key escape", "tap menu:calendar", "state"])
    assert code == 0, err
    assert "Traceback" not in err
    assert [s["scene"] for s in states] == ["statistics", "daily"]


@pytest.mark.parametrize("today", [dt.date.min, dt.date.max])
def test_the_calendar_opens_with_the_clock_at_the_edge(tmp_path, monkeypatch, today):
    from game.ui.scenes import daily

    monkeypatch.setattr(daily, "local_today", lambda: today)
    code, states, err = run_app(tmp_path, ["tap menu:calendar", "state", "key escape", "tap menu:statistics", "state"])
    assert code == 0, err
    assert "Traceback" not in err
    assert states[0]["today"] == today.isoformat()
