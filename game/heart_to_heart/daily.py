"""The daily deal: one winnable Heart to Heart deal per calendar date, the same for everyone.

The rule (fixed forever, pinned by golden tests; changing it changes every past daily):

1. Write the date as the integer ``YYYYMMDD`` (2026-11-30 -> 20261130).
2. Seed :class:`game.rng.Rng` with ``mix64(DAILY_SALT ^ YYYYMMDD)``.
3. Draw candidate deal numbers from that stream with ``rng.below(26**7)``; the daily deal
   is the first candidate the solver (:func:`.solver.winnable_number`) proves winnable.
   (About 29 % of deals can be won: typically a few draws, each well under a millisecond.)

Nothing here reads the clock: the caller passes the player's local date, so the deal
works offline and a test can ask for any day.  The calendar and streak helpers below are
pure as well: they take the set of dates won and return plain values for the menu and
the statistics.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterable
from dataclasses import dataclass

from game.dates import month_weeks, shifted
from game.rng import MASK64, Rng, mix64

from .codes import MAX_NUMBER, format_code, shown
from .solver import winnable_number

#: ASCII "DAILYHH1" as a 64-bit number: keeps the daily stream apart from every other seed.
DAILY_SALT = 0x4441494C59484831

DateLike = _dt.date | str


class BadDate(ValueError):
    """A date that cannot be read (the message says what was expected)."""


def parse_date(value: DateLike) -> _dt.date:
    """A ``datetime.date`` from a date or an ISO ``YYYY-MM-DD`` string (spaces allowed)."""
    if isinstance(value, _dt.datetime):
        return value.date()
    if isinstance(value, _dt.date):
        return value
    if not isinstance(value, str):
        raise BadDate(f"a date must be text like 2026-11-30, not {type(value).__name__}")
    text = value.strip()
    parts = text.split("-")
    if (
        len(parts) != 3
        or not all(p.isascii() and p.isdigit() for p in parts)
        or (len(parts[0]), len(parts[1]), len(parts[2])) != (4, 2, 2)
    ):
        raise BadDate(f"{shown(text)} is not a date: expected YYYY-MM-DD, e.g. 2026-11-30")
    try:
        return _dt.date(int(parts[0]), int(parts[1]), int(parts[2]))
    except ValueError as exc:
        raise BadDate(f"{shown(text)} is not a real date ({exc})") from None


def _date_key(day: _dt.date) -> int:
    return day.year * 10_000 + day.month * 100 + day.day


def daily_number(day: DateLike) -> int:
    """The deal number of ``day``'s daily deal (see the module docstring for the rule)."""
    d = parse_date(day)
    rng = Rng(mix64((DAILY_SALT ^ _date_key(d)) & MASK64))
    while True:
        n = rng.below(MAX_NUMBER + 1)
        if winnable_number(n):
            return n


def daily_code(day: DateLike) -> str:
    """The deal code of ``day``'s daily deal, e.g. ``HH1-N-...``."""
    return format_code(daily_number(day))


# -- the month calendar ------------------------------------------------------------------


@dataclass(frozen=True)
class CalendarDay:
    day: _dt.date
    won: bool
    today: bool
    future: bool  # after today: nothing to play yet


@dataclass(frozen=True)
class MonthCalendar:
    """One month for the menu's daily entry: weeks as rows of 7 cells (None = padding)."""

    year: int
    month: int
    first_weekday: int  # 0 = Monday ... 6 = Sunday: the weekday of each row's first cell
    weeks: tuple[tuple[CalendarDay | None, ...], ...]

    @property
    def days(self) -> list[CalendarDay]:
        return [c for week in self.weeks for c in week if c is not None]

    @property
    def won_count(self) -> int:
        return sum(1 for c in self.days if c.won)


def _dates(won: Iterable[DateLike]) -> set[_dt.date]:
    """The readable dates among ``won``; unreadable entries (corrupt saved data) are skipped."""
    out: set[_dt.date] = set()
    for w in won:
        try:
            out.add(parse_date(w))
        except BadDate:
            continue
    return out


def month_calendar(
    year: int, month: int, won: Iterable[DateLike], today: DateLike, first_weekday: int = 0
) -> MonthCalendar:
    """The days of ``year``-``month``, which were won, which is today, laid out in weeks."""
    if not 1 <= month <= 12 or not 1 <= year <= 9999:
        raise BadDate(f"no month {year}-{month:02d}")
    if not 0 <= first_weekday <= 6:
        raise ValueError("first_weekday must be 0 (Monday) .. 6 (Sunday)")
    won_dates = _dates(won)
    now = parse_date(today)
    weeks = []
    for week in month_weeks(year, month, first_weekday):  # bounded at the calendar's ends
        weeks.append(
            tuple(
                CalendarDay(d, d in won_dates, d == now, d > now)
                if d is not None and d.month == month else None
                for d in week
            )
        )
    return MonthCalendar(year, month, first_weekday, tuple(weeks))


# -- streaks ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Streak:
    current: int  # consecutive days won up to today (or up to yesterday while today is open)
    best: int  # the longest run of consecutive days ever won


def daily_streak(won: Iterable[DateLike], today: DateLike) -> Streak:
    """The daily streak: a day not yet played today does not break it until the day ends.

    Wins dated after ``today`` (a clock set back) are ignored for ``current`` but still
    count towards ``best``.
    """
    dates = _dates(won)
    now = parse_date(today)
    # Every step through shifted(): None past either end of the calendar ends the run.
    day = now if now in dates else shifted(now, -1)
    current = 0
    while day is not None and day in dates:
        current += 1
        day = shifted(day, -1)
    best = 0
    for d in dates:
        if shifted(d, -1) in dates:
            continue  # not the start of a run
        run = 0
        step: _dt.date | None = d
        while step is not None and step in dates:
            run += 1
            step = shifted(step, 1)
        best = max(best, run)
    return Streak(current, best)
