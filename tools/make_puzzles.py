"""Write the daily Hearts puzzles' table, game/hearts/teaching/puzzles.json (teaching/puzzle.py says how).

The file's format is game/hearts/teaching/puzzle_data.py's (its one reader and writer).

Each date's puzzle depends on the date alone, so the table can be made in pieces: the rows
already in the table (of the same method) are kept, and only the missing dates are searched;
the table is written again after every ``--every`` new puzzles, so a stopped run loses little.
About two seconds a puzzle on one core (the stronger search and four Hard players).

    nice -n 10 python3 -m tools.make_puzzles --jobs 2             # 2026-12-01 .. 2027-12-31
    nice -n 10 python3 -m tools.make_puzzles --to 2026-12-31      # only December, for a start
    python3 -m tools.make_puzzles --check 2027-03-01              # one date from scratch vs the table
"""

from __future__ import annotations

import argparse
import datetime as dt
import multiprocessing
import sys
import time
from pathlib import Path

from game.hearts.teaching import puzzle, puzzle_data

TABLE = Path(__file__).resolve().parent.parent / "game" / "hearts" / "teaching" / puzzle_data.FILE
FIRST = dt.date(2026, 12, 1)
LAST = dt.date(2027, 12, 31)


def render(first: dt.date, rows: list[tuple[str, str, str, str]]) -> str:
    """The data file's text for these rows, made by this method."""
    return puzzle_data.render(puzzle_data.Table(puzzle.METHOD, first, tuple(rows)))


def existing() -> tuple[dt.date | None, list[tuple[str, str, str, str]]]:
    """The table's first day and rows, when made by this method; else nothing."""
    try:
        table = puzzle_data.parse(TABLE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None, []
    if table.method != puzzle.METHOD or not table.rows:
        return None, []
    return table.first, list(table.rows)


def write(first: dt.date, rows: list[tuple[str, str, str, str]]) -> None:
    tmp = TABLE.with_suffix(".tmp")
    tmp.write_text(render(first, rows), encoding="utf-8")
    tmp.replace(TABLE)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m tools.make_puzzles", description=__doc__.splitlines()[0])
    ap.add_argument("--to", type=dt.date.fromisoformat, default=LAST, help="the last date (YYYY-MM-DD)")
    ap.add_argument("--every", type=int, default=10, help="write the table after this many new puzzles")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (the machine's cores at most)")
    ap.add_argument("--check", type=dt.date.fromisoformat, help="search this date again and compare")
    args = ap.parse_args(argv)
    if args.check is not None:
        t0 = time.perf_counter()
        row = puzzle.generate(args.check)
        first, rows = existing()
        n = (args.check - FIRST).days
        same = first == FIRST and 0 <= n < len(rows) and rows[n] == row
        print(f"{args.check}: {'same' if same else 'DIFFERENT'} ({time.perf_counter() - t0:.1f} s)")
        return 0 if same else 1
    first, rows = existing()
    if first is not None and first != FIRST:
        rows = []
    days = (args.to - FIRST).days + 1
    rows = rows[:days]
    new = 0
    started = time.perf_counter()
    todo = [FIRST + dt.timedelta(days=i) for i in range(len(rows), days)]
    with multiprocessing.Pool(args.jobs) as pool:
        for day, row, took in pool.imap(_timed, todo):  # in date order, whichever worker made it
            rows.append(row)
            new += 1
            print(f"{day} {row[0]} best {row[2]}  {took:.1f} s", file=sys.stderr, flush=True)
            if new % args.every == 0:
                write(FIRST, rows)
    write(FIRST, rows)
    took = time.perf_counter() - started
    size = TABLE.stat().st_size
    print(f"{len(rows)} puzzles ({new} new, {took / max(new, 1):.1f} s each on {args.jobs} workers); "
          f"table {size} bytes")
    return 0


def _timed(day: dt.date) -> tuple[dt.date, tuple[str, str, str, str], float]:
    t0 = time.perf_counter()
    row = puzzle.generate(day)
    return day, row, time.perf_counter() - t0


if __name__ == "__main__":
    sys.exit(main())
