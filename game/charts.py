"""The figures the charts draw, worked out from the statistics (no pygame).

Games and wins per week (:func:`weeks`), the win rate per level (:func:`level_rates`),
a year of daily answers as a heat map (:func:`year_map`) and the puzzle rating's history
(:func:`rating_points`).  The statistics screen draws them (game/ui/charts.py) and shows
the same values as a table for a player who cannot see the picture.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NamedTuple

from game.stats_weeks import week_monday, week_of


class Week(NamedTuple):
    """One week's games (every level together) and the wins among them."""

    monday: _dt.date
    played: int
    won: int


class Rate(NamedTuple):
    """A level's games and wins; ``rate`` is None before its first game."""

    level: str
    played: int
    won: int

    @property
    def rate(self) -> float | None:
        return self.won / self.played if self.played else None


class Month(NamedTuple):
    """One month of a heat map: a cell per day 1..31, None past the month's last day."""

    year: int
    month: int
    cells: tuple[str | None, ...]


#: A day of a heat map: nothing answered, a future day, or one of the answers given.
EMPTY, FUTURE = "empty", "future"


def weeks(rows: Sequence[Sequence[Any]], today: _dt.date, count: int) -> list[Week]:
    """The ``count`` weeks up to the one ``today`` is in, oldest first; a week with no
    row counts zero games (every kind's played and won summed)."""
    this = week_monday(week_of(today))
    assert this is not None
    by_week = {row[0]: row for row in rows}
    out = []
    for back in range(count - 1, -1, -1):
        try:
            monday = this - _dt.timedelta(weeks=back)
        except OverflowError:
            continue
        row = by_week.get(week_of(monday))
        played = sum(row[1::2]) if row else 0
        won = sum(row[2::2]) if row else 0
        out.append(Week(monday, played, won))
    return out


def kind_totals(rows: Sequence[Sequence[Any]], kinds: Sequence[str]) -> list[Rate]:
    """Each kind's games and wins over the weeks kept (a row's pairs in ``kinds`` order)."""
    return [Rate(kind, sum(row[1 + 2 * i] for row in rows), sum(row[2 + 2 * i] for row in rows))
            for i, kind in enumerate(kinds)]


def level_rates(figures: Iterable[tuple[str, int, int]]) -> list[Rate]:
    """(level, played, won) as rates, in the order given."""
    return [Rate(level, played, won) for level, played, won in figures]


def year_map(answers: Mapping[str, Iterable[str]], today: _dt.date) -> list[Month]:
    """The twelve months up to ``today``'s, oldest first: each day the answer whose list
    holds its date (``answers``: answer -> ``YYYY-MM-DD`` dates; the first list wins),
    ``EMPTY`` for a day with none, ``FUTURE`` after ``today``."""
    sets = [(answer, set(days)) for answer, days in answers.items()]
    months = []
    year, month = today.year, today.month
    for _ in range(12):
        months.append((year, month))
        year, month = (year, month - 1) if month > 1 else (year - 1, 12)
    out = []
    for year, month in reversed(months):
        if year < 1:
            continue
        cells: list[str | None] = []
        for day in range(1, 32):
            try:
                date = _dt.date(year, month, day)
            except ValueError:
                cells.append(None)
                continue
            iso = date.isoformat()
            state = FUTURE if date > today else next((a for a, s in sets if iso in s), EMPTY)
            cells.append(state)
        out.append(Month(year, month, tuple(cells)))
    return out


def answered(months: Sequence[Month], answer: str) -> int:
    """How many days of the map have ``answer``."""
    return sum(m.cells.count(answer) for m in months)


#: The field a puzzle rating's history is read from, if the statistics keep one: a list of
#: ratings, oldest first, each a number or ``[date, number]``.
RATING_FIELD = "rating_history"


def rating_points(section: dict[str, Any], most: int = 60) -> list[float]:
    """The last ``most`` ratings of the puzzle rating's history (none when the statistics
    keep no history); entries that are not a finite number are left out."""
    history = section.get(RATING_FIELD)
    if not isinstance(history, list):
        return []
    out = []
    for entry in history:
        value = entry[-1] if isinstance(entry, list) and entry else entry
        if isinstance(entry, dict):
            value = entry.get("rating")
        if type(value) in (int, float) and value == value and abs(value) < 1e6:
            out.append(float(value))
    return out[-most:]
