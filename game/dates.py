"""Calendar arithmetic that never steps off the calendar.

``datetime.date`` covers 0001-01-01 .. 9999-12-31 and raises ``OverflowError`` one day
past either end.  A saved date at the edge (``9999-12-31`` in a statistics file) or a
clock set to year 1 must not crash the statistics, the streak or the calendar, so every
date computation of the app goes through these helpers, which answer ``None`` where the
calendar ends.  Pure Python: the rules engines use it too.
"""

from __future__ import annotations

import datetime as _dt

FIRST_DAY = _dt.date.min
LAST_DAY = _dt.date.max
ONE_DAY = _dt.timedelta(days=1)


def shifted(day: _dt.date, days: int) -> _dt.date | None:
    """``day`` moved by ``days`` days, or ``None`` past either end of the calendar."""
    try:
        return day + _dt.timedelta(days=days)
    except (OverflowError, ValueError):
        return None


def from_key(key: int) -> _dt.date | None:
    """The date written as the integer ``YYYYMMDD`` (20261130), ``None`` if there is none."""
    try:
        n = int(key)
        return _dt.date(n // 10_000, n // 100 % 100, n % 100)
    except (TypeError, ValueError, OverflowError):
        return None


def month_weeks(year: int, month: int, first_weekday: int = 0) -> list[list[_dt.date | None]]:
    """The weeks that hold ``year``-``month``, seven cells each starting on
    ``first_weekday`` (0 = Monday): the days of the month and the neighbouring days that
    pad its first and last week, ``None`` where the calendar itself ends (before
    0001-01-01, after 9999-12-31).  ``ValueError`` for a month that does not exist."""
    if not 0 <= first_weekday <= 6:
        raise ValueError("first_weekday must be 0 (Monday) .. 6 (Sunday)")
    first = _dt.date(year, month, 1)  # ValueError for no such month
    start_offset = -((first.weekday() - first_weekday) % 7)
    last = shifted(_dt.date(year + month // 12, month % 12 + 1, 1), -1) if year < 9999 or month < 12 else LAST_DAY
    assert last is not None
    weeks: list[list[_dt.date | None]] = []
    offset = start_offset
    while True:
        week = [shifted(first, offset + i) for i in range(7)]
        weeks.append(week)
        offset += 7
        end = shifted(first, offset)
        if end is None or end > last:
            return weeks
