"""Write the Hearts practice puzzles' table, game/hearts/teaching/practice.json (teaching/practice.py says how).

Puzzle numbers are searched in order from 1 (a number whose stream finds none is left out);
each new puzzle's difficulty is measured (Easy, Normal and Hard, TRIES choices each) and its themes
derived, and the table is written again after every puzzle, so a stopped run loses at most
the puzzle being searched and the next run goes on after the table's last number.  A few
seconds a new puzzle on one core.

    nice -n 5 python3 -m tools.make_practice --count 1000     # up to 1000 puzzles in the table
    python3 -m tools.make_practice --check 17                 # one number from scratch vs the table
    nice -n 5 python3 -m tools.make_practice --rescore        # after puzzle.METHOD changed
    python3 -m tools.make_practice --themes                   # after the themes' rule changed
    nice -n 5 python3 -m tools.make_practice --difficulty     # after the measurement changed

``--rescore`` keeps each puzzle of a table made by another method whose position is still
a puzzle by this one (``puzzle.rescore``'s checks, its values measured again, its difficulty
and themes again), leaves the others out and tags the table with this method; then the
search goes on to ``--count``.  ``--difficulty`` measures every puzzle's answer counts again
(a version 1 table gets Hard's) and searches nothing: positions, values and themes stay as
they are; half a minute for the whole table.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

from game.hearts.teaching import practice, puzzle

TABLE = Path(__file__).resolve().parent.parent / "game" / "hearts" / "teaching" / practice.FILE


def existing() -> practice.Table:
    """The table on disk, or an empty one of this method."""
    try:
        return practice.parse(TABLE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return practice.Table(puzzle.METHOD, ())


def write(entries: list[practice.Entry]) -> None:
    tmp = TABLE.with_suffix(".tmp")
    tmp.write_text(practice.render(practice.Table(puzzle.METHOD, tuple(entries))), encoding="utf-8")
    tmp.replace(TABLE)


def rescore(table: practice.Table) -> list[practice.Entry]:
    """The entries of an earlier method's table still puzzles by this method, measured again."""
    out = []
    for e in table.entries:
        again = practice.rescore(e)
        if again is not None:
            out.append(again)
        print(f"{e.n}: {'kept' if again is not None else 'left out'}", file=sys.stderr, flush=True)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m tools.make_practice", description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=1000, help="search until the table has this many puzzles")
    ap.add_argument("--check", type=int, help="search this puzzle number again and compare")
    ap.add_argument("--rescore", action="store_true", help="measure an earlier method's table again")
    ap.add_argument("--themes", action="store_true", help="derive every puzzle's themes again (no search)")
    ap.add_argument("--difficulty", action="store_true", help="measure every puzzle's difficulty again (no search)")
    args = ap.parse_args(argv)
    table = existing()
    if args.difficulty:
        started = time.perf_counter()
        write([practice.measured(e) for e in table.entries])
        print(f"{len(table.entries)} puzzles measured again in {time.perf_counter() - started:.0f} s")
        return 0
    if args.themes:
        write([replace(e, themes=practice.themes_of(e.puzzle())) for e in table.entries])
        return 0
    if args.check is not None:
        t0 = time.perf_counter()
        entry = practice.make_entry(args.check, practice.generate(args.check))
        same = entry in table.entries
        print(f"{args.check}: {'same' if same else 'DIFFERENT'} ({time.perf_counter() - t0:.1f} s)")
        return 0 if same else 1
    if table.method != puzzle.METHOD:
        if not args.rescore:
            raise SystemExit(f"the table was made by {table.method!r}, not {puzzle.METHOD!r}: run with --rescore")
        entries = rescore(table)
        write(entries)
    else:
        entries = list(table.entries)
    n = max((e.n for e in table.entries), default=0) + 1
    new, started = 0, time.perf_counter()
    while len(entries) < args.count:
        t0 = time.perf_counter()
        try:
            entry = practice.make_entry(n, practice.generate(n))
        except ValueError as e:
            print(f"{n}: {e}", file=sys.stderr, flush=True)
        else:
            entries.append(entry)
            new += 1
            write(entries)
            print(f"{n} {entry.code} best {entry.best} easy {entry.easy} normal {entry.normal} hard {entry.hard} "
                  f"rating {entry.rating} {' '.join(entry.themes)}  {time.perf_counter() - t0:.1f} s",
                  file=sys.stderr, flush=True)
        n += 1
    took = time.perf_counter() - started
    print(f"{len(entries)} puzzles ({new} new, {took / max(new, 1):.1f} s each); table {TABLE.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
