"""The statistics' weekly history: games and wins per ISO week, per level, for the charts.

Each game's section keeps ``weeks``: rows ``["2026-W49", played, won, played, won, ...]``,
one (played, won) pair per kind of game (Hearts: its computer levels; Heart to Heart: the
daily deal and every other deal), oldest week first, one row a week, at most
:data:`MAX_WEEKS` rows (the oldest go first).  A row that does not read (a bad week, a
count out of range, more won than played) is dropped alone; the others are kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.safejson import is_int

if TYPE_CHECKING:
    import datetime as _dt

#: The field of each section that holds the rows.
WEEKS = "weeks"
#: Rows kept at most: three years of weeks.
MAX_WEEKS = 156
#: A week's count stops here (one game every second of a week is 604,800).
MAX_WEEK_COUNT = 999_999
#: Heart to Heart's kinds of game, in a row's order.
H2H_KINDS = ("daily", "other")


def system_today() -> _dt.date:
    """This machine's date (the app gives the page's in the browser)."""
    import datetime

    return datetime.date.today()


def week_of(day: _dt.date) -> str:
    """The ISO week ``day`` is in, as ``YYYY-Www`` (2026-12-07 is ``2026-W50``)."""
    year, week, _weekday = day.isocalendar()
    return f"{year:04d}-W{week:02d}"


def week_monday(key: str) -> _dt.date | None:
    """The Monday of the ISO week ``key`` (``YYYY-Www``), or ``None`` if it is not one."""
    import datetime as _dt  # (not at start-up: the first menu frame reads no week)

    if not (isinstance(key, str) and len(key) == 8 and key.isascii() and key[4:6] == "-W" and key[:4].isdigit()
            and key[6:].isdigit()):
        return None
    try:
        return _dt.date.fromisocalendar(int(key[:4]), int(key[6:]), 1)
    except ValueError:
        return None


def row_ok(row: Any, kinds: int) -> bool:
    """One row as the recorder writes it: a week, then ``kinds`` pairs (played >= won)."""
    if not (isinstance(row, list) and len(row) == 1 + 2 * kinds and week_monday(row[0]) is not None):
        return False
    counts = row[1:]
    if not all(is_int(n, 0, MAX_WEEK_COUNT) for n in counts):
        return False
    return all(counts[i + 1] <= counts[i] for i in range(0, len(counts), 2))


def readable_rows(value: Any, kinds: int) -> list[list]:
    """The rows of a saved list that read, oldest first, a week once (its first row kept),
    the newest :data:`MAX_WEEKS` of them."""
    if not isinstance(value, list):
        return []
    rows: dict[str, list] = {}
    for row in value[: 4 * MAX_WEEKS]:
        if row_ok(row, kinds) and row[0] not in rows:
            rows[row[0]] = list(row)
    return [rows[k] for k in sorted(rows)][-MAX_WEEKS:]


def rows_ok(value: Any, kinds: int) -> bool:
    """The field as the recorder writes it (what the loader accepts whole)."""
    return isinstance(value, list) and len(value) <= MAX_WEEKS and readable_rows(value, kinds) == value


def counted(rows: list[list], week: str, kind: int, kinds: int, won: bool) -> list[list]:
    """``rows`` with one more game of kind ``kind`` (won or not) in ``week``: a new list
    (never the old one edited), the oldest row dropped past :data:`MAX_WEEKS`."""
    out = [list(r) for r in rows]
    row = next((r for r in out if r[0] == week), None)
    if row is None:
        row = [week] + [0] * (2 * kinds)
        out.append(row)
        out.sort(key=lambda r: r[0])
    i = 1 + 2 * kind
    if row[i] < MAX_WEEK_COUNT:
        row[i] += 1
        if won:
            row[i + 1] += 1
    return out[-MAX_WEEKS:]
