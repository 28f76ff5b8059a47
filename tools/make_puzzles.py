"""Write the daily Hearts puzzles' table, game/hearts/teaching/puzzles.json (teaching/puzzle.py says how).

The file's format is game/hearts/teaching/puzzle_data.py's (its one reader and writer).

Each date's puzzle depends on the date alone, so the table can be made in pieces: the rows
already in the table (of the same method) are kept, and only the missing dates are searched;
the table is written again after every ``--every`` new puzzles, so a stopped run loses little.
A few seconds a new puzzle on one core (the stronger search and four Hard players).

    nice -n 10 python3 -m tools.make_puzzles --jobs 2             # 2026-12-01 .. 2027-12-31
    nice -n 10 python3 -m tools.make_puzzles --to 2026-12-31      # only December, for a start
    python3 -m tools.make_puzzles --check 2027-03-01              # one date from scratch vs the table
    nice -n 0 python3 -m tools.make_puzzles --jobs 2 --rescore OLD.json   # another method's table

``--rescore`` takes a table made by an earlier method (any version of the file) and keeps each
date's position where it is still a puzzle by this method (``puzzle.rescore``: its values
measured again), searching only the dates whose position is not; the dates already in the
table by this method are kept, so a stopped run goes on where it stopped.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
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
    ap.add_argument("--rescore", type=Path, help="an earlier method's table: keep its positions that still qualify")
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
    old = _old_rows(args.rescore) if args.rescore is not None else []
    work = [(day, old[(day - FIRST).days] if (day - FIRST).days < len(old) else None) for day in todo]
    kept = 0
    with multiprocessing.Pool(args.jobs) as pool:
        for day, row, took, how in pool.imap(_timed, work):  # in date order, whichever worker made it
            rows.append(row)
            new += 1
            kept += how == "kept"
            print(f"{day} {row[0]} best {row[2]}  {how}  {took:.1f} s", file=sys.stderr, flush=True)
            if new % args.every == 0:
                write(FIRST, rows)
    write(FIRST, rows)
    took = time.perf_counter() - started
    size = TABLE.stat().st_size
    print(f"{len(rows)} puzzles ({new} new, {kept} of them an earlier position re-scored; "
          f"{took / max(new, 1):.1f} s each on {args.jobs} workers); table {size} bytes")
    return 0


def _old_rows(path: Path) -> list[tuple[str, str, str, str]]:
    """An earlier table's rows (whatever its version and method); it must start on FIRST."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    if doc.get("first") != FIRST.isoformat():
        raise SystemExit(f"{path} does not start on {FIRST}")
    return [(r[0], r[1], r[2], r[3]) for r in doc["puzzles"]]


def _timed(job: tuple[dt.date, tuple[str, str, str, str] | None],
           ) -> tuple[dt.date, tuple[str, str, str, str], float, str]:
    day, old = job
    t0 = time.perf_counter()
    row = puzzle.rescore(day, old) if old is not None else None
    how = "kept"
    if row is None:
        row, how = puzzle.generate(day), "searched"
    return day, row, time.perf_counter() - t0, how


if __name__ == "__main__":
    sys.exit(main())
