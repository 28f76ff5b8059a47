"""The daily Hearts puzzles' shipped table: the file ``puzzles.json``, its one reader and writer.

The puzzles are searched ahead of time (``tools/make_puzzles.py``, which writes the file
with :func:`render`) and the game only reads them (:func:`shipped`, on first use).  The file
is one JSON object, written one puzzle a line so a new day is a one-line change:

- ``format``: ``"hearts-puzzles"``, and ``version``: ``2`` (this reader refuses any other;
  version 1's values were Hard's value in points, not South's points);
- ``method``: the name of the search that made the puzzles (``puzzle.METHOD``): a table
  made by another method is made again from scratch;
- ``first``: the first puzzle's day, ``YYYY-MM-DD``; the puzzles follow one a day;
- ``fields``: the names of a puzzle's four strings, and ``puzzles``: one list of them a day:
  the game code, the moves up to the position (``puzzle.write_moves``), the best card, and
  every legal card's expected points for the rest of the hand on the stronger search, uncalibrated
  (``puzzle.write_values``): what the rest of the hand adds to South's score, a moon scored as
  the rules score it, in the analysis's unit (``forecast``).
"""

from __future__ import annotations

import datetime as _dt
import importlib.resources
import json
from dataclasses import dataclass
from importlib.resources.abc import Traversable
from typing import Any

FORMAT = "hearts-puzzles"
VERSION = 2
#: The file's name, beside this module.
FILE = "puzzles.json"
FIELDS = ("code", "moves", "best", "values")
#: One day's puzzle: the game code, the moves, the best card, the values (``FIELDS``).
Row = tuple[str, str, str, str]


@dataclass(frozen=True)
class Table:
    """The puzzles of the days from ``first``, one a day, made by the search ``method``."""

    method: str
    first: _dt.date
    rows: tuple[Row, ...]


def parse(text: str) -> Table:
    """The table written in ``text``; ValueError (saying what is wrong) for anything else."""
    try:
        doc: Any = json.loads(text)
    except ValueError as e:
        raise ValueError(f"the puzzle table is not JSON ({e})") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ValueError(f"the puzzle table is not a {FORMAT!r} document")
    if doc.get("version") != VERSION:
        raise ValueError(f"the puzzle table is version {doc.get('version')!r}; this game reads version {VERSION}")
    method, first, fields, puzzles = doc.get("method"), doc.get("first"), doc.get("fields"), doc.get("puzzles")
    if not isinstance(method, str) or not isinstance(first, str) or fields != list(FIELDS):
        raise ValueError("the puzzle table has no method, first day or fields as this game reads them")
    try:
        day = _dt.date.fromisoformat(first)
    except ValueError:
        raise ValueError(f"the puzzle table's first day {first[:20]!r} is not YYYY-MM-DD") from None
    if not isinstance(puzzles, list):
        raise ValueError("the puzzle table has no list of puzzles")
    rows: list[Row] = []
    for n, row in enumerate(puzzles):
        if not (isinstance(row, list) and len(row) == len(FIELDS) and all(isinstance(x, str) for x in row)):
            raise ValueError(f"the puzzle table's puzzle {n + 1} is not {len(FIELDS)} strings")
        rows.append((row[0], row[1], row[2], row[3]))
    return Table(method, day, tuple(rows))


def render(table: Table) -> str:
    """The file's text for ``table``: what :func:`parse` reads back, one puzzle a line."""
    head = {"format": FORMAT, "version": VERSION, "method": table.method, "first": table.first.isoformat(),
            "fields": list(FIELDS)}
    lines = [json.dumps(list(row)) for row in table.rows]
    body = ",\n".join(lines)
    return json.dumps(head)[:-1] + ',\n"puzzles": [\n' + body + ("\n" if lines else "") + "]}\n"


def load(file: Traversable) -> Table:
    """The table in ``file``; ValueError (saying what is wrong) when it is missing or unreadable."""
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise ValueError(f"this build's puzzle table cannot be read ({type(e).__name__})") from None
    return parse(text)


_shipped: Table | None = None


def shipped() -> Table:
    """The table this game carries (``puzzles.json`` beside this module), read once on first use."""
    global _shipped
    if _shipped is None:
        _shipped = load(importlib.resources.files(__package__).joinpath(FILE))
    return _shipped
