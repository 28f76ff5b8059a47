"""The daily deal: one winnable deal per date by a fixed rule; the calendar; the streak."""

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.heart_to_heart.codes import MAX_NUMBER, format_code
from game.heart_to_heart.daily import (
    DAILY_SALT,
    BadDate,
    daily_code,
    daily_number,
    daily_streak,
    month_calendar,
    parse_date,
)
from game.heart_to_heart.solver import winnable_number
from game.rng import MASK64, Rng, mix64

#: Golden: these dates keep these deals forever (changing the rule needs a new rule name).
PINNED = {
    "2000-02-29": "HH1-N-POZSGNI",
    "2026-01-01": "HH1-N-ZUMZJOH",
    "2026-11-30": "HH1-N-ZZSBHOM",  # the first candidate (HH1-N-NIFFWRN) cannot be won
    "2026-12-25": "HH1-N-XDUSREC",
    "2027-02-28": "HH1-N-IYMVUBD",
}


@pytest.mark.parametrize("day, code", sorted(PINNED.items()))
def test_pinned_dates_keep_their_deal_forever(day, code):
    assert daily_code(day) == code


def test_the_rule_is_the_first_winnable_draw_from_the_date_seed():
    day = dt.date(2026, 11, 30)
    rng = Rng(mix64((DAILY_SALT ^ 20261130) & MASK64))
    draws = [rng.below(MAX_NUMBER + 1) for _ in range(50)]
    first = next(n for n in draws if winnable_number(n))
    assert format_code(draws[0]) == "HH1-N-NIFFWRN" and not winnable_number(draws[0])
    assert daily_number(day) == first


@given(st.dates(min_value=dt.date(1900, 1, 1), max_value=dt.date(2200, 12, 31)))
def test_every_daily_deal_can_be_won_and_is_the_same_from_a_string(day):
    n = daily_number(day)
    assert winnable_number(n)
    assert daily_number(day.isoformat()) == n


def test_neighbouring_days_get_different_deals():
    start = dt.date(2026, 1, 1)
    codes = {daily_code(start + dt.timedelta(days=i)) for i in range(60)}
    assert len(codes) == 60


@pytest.mark.parametrize("bad", ["", "2026-13-01", "2026-02-30", "26-11-30", "2026/11/30", "2026-1-5",
                                 "２０２６-11-30", "tomorrow", None, 20261130])
def test_unreadable_dates_get_a_clear_message(bad):
    with pytest.raises(BadDate) as exc:
        parse_date(bad)
    assert "date" in str(exc.value)


def test_dates_are_read_with_surrounding_spaces():
    assert parse_date(" 2026-11-30 ") == dt.date(2026, 11, 30)


# -- the month calendar -------------------------------------------------------------------


def test_calendar_lists_every_day_of_the_month_once_in_weeks_of_seven():
    cal = month_calendar(2026, 2, [], "2026-02-10")
    assert [c.day.day for c in cal.days] == list(range(1, 29))
    assert all(len(w) == 7 for w in cal.weeks)
    # 1 February 2026 is a Sunday: Monday-first weeks start with six empty cells
    assert cal.weeks[0][:6] == (None,) * 6 and cal.weeks[0][6].day == dt.date(2026, 2, 1)


def test_calendar_can_start_weeks_on_sunday():
    cal = month_calendar(2026, 2, [], "2026-02-10", first_weekday=6)
    assert cal.weeks[0][0].day == dt.date(2026, 2, 1)


def test_calendar_marks_won_days_today_and_future_days():
    won = ["2026-11-02", dt.date(2026, 11, 5), "2026-10-31", "garbage", None]
    cal = month_calendar(2026, 11, won, dt.date(2026, 11, 5))
    by_day = {c.day.day: c for c in cal.days}
    assert [d for d, c in by_day.items() if c.won] == [2, 5]
    assert cal.won_count == 2
    assert [d for d, c in by_day.items() if c.today] == [5]
    assert all(c.future == (d > 5) for d, c in by_day.items())


def test_calendar_refuses_a_month_that_does_not_exist():
    with pytest.raises(BadDate):
        month_calendar(2026, 13, [], "2026-11-30")


# -- the streak ------------------------------------------------------------------------------


def days(*isos):
    return [dt.date.fromisoformat(s) for s in isos]


def test_streak_counts_consecutive_days_up_to_today():
    s = daily_streak(days("2026-11-28", "2026-11-29", "2026-11-30"), "2026-11-30")
    assert (s.current, s.best) == (3, 3)


def test_streak_survives_while_today_is_not_played_yet():
    s = daily_streak(days("2026-11-28", "2026-11-29"), "2026-11-30")
    assert s.current == 2


def test_a_missed_day_breaks_the_streak_but_the_best_remains():
    s = daily_streak(days("2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-29"), "2026-11-30")
    assert (s.current, s.best) == (1, 4)
    assert daily_streak(days("2026-11-27"), "2026-11-30").current == 0


def test_streak_crosses_months_and_years():
    s = daily_streak(days("2025-12-31", "2026-01-01"), "2026-01-01")
    assert s.current == 2


def test_no_wins_no_streak_and_corrupt_entries_are_ignored():
    assert daily_streak([], "2026-11-30") == daily_streak(["x", 5, None], "2026-11-30")
    assert daily_streak([], "2026-11-30").best == 0


@given(st.sets(st.dates(min_value=dt.date(2026, 1, 1), max_value=dt.date(2026, 3, 31))),
       st.dates(min_value=dt.date(2026, 1, 1), max_value=dt.date(2026, 3, 31)))
def test_streak_is_never_more_than_the_best_nor_the_wins(won, today):
    s = daily_streak(won, today)
    assert 0 <= s.current <= s.best <= len(won)
