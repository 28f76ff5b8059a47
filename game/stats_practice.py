"""The puzzle practice's figures in the Hearts statistics: the rating and the answers' history.

Fields of the Hearts section (game/stats.py validates each alone, this module says how):

- ``puzzle_rating``, ``puzzle_deviation``, ``puzzle_volatility``: the Glicko-2 rating
  (game/rating.py), or None before the first practice answer;
- ``puzzle_answers``: how many practice puzzles were answered (the merge's measure of which
  side is further along);
- ``puzzle_history``: the last MAX_HISTORY answers, oldest first, each
  ``[puzzle number, 1 solved or 0 missed, the rating after]``;
- ``rating_history``: the rating after each of the last MAX_RATINGS answers, whole numbers,
  oldest first (game/charts.py draws it).

Small and bounded: at most a few kilobytes of the file.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.safejson import is_int, is_number

if TYPE_CHECKING:  # (the rating is made only once practised: not on the first frame)
    from game.rating import Rating

#: The deviation's bounds, as game/rating.py keeps them (a test holds them equal).
MIN_DEVIATION, MAX_DEVIATION = 45.0, 350.0

FIELDS: dict[str, Any] = {
    "puzzle_rating": None,
    "puzzle_deviation": None,
    "puzzle_volatility": None,
    "puzzle_answers": 0,
    "puzzle_history": (),
    "rating_history": (),
}
#: Answers kept in the history, and ratings in the chart's history.
MAX_HISTORY = 100
MAX_RATINGS = 100
#: No rating comes near these bounds; anything past them is corrupt.
LOWEST, HIGHEST = -5000, 10_000
MAX_NUMBER = 10**9
MAX_ANSWERS = 10**9


def field_ok(name: str, value: Any) -> bool:
    """The type and range of one practice field, as :func:`record` writes it."""
    if name == "puzzle_answers":
        return is_int(value, 0, MAX_ANSWERS)
    if name == "puzzle_rating":
        return value is None or is_number(value, LOWEST, HIGHEST)
    if name == "puzzle_deviation":
        return value is None or is_number(value, MIN_DEVIATION, MAX_DEVIATION)
    if name == "puzzle_volatility":
        return value is None or is_number(value, 0.0, 1.0)
    if name in HISTORIES:
        return isinstance(value, list) and len(value) <= HISTORIES[name] and all(map(_ENTRY_OK[name], value))
    return False


def _answer_ok(e: Any) -> bool:
    return (isinstance(e, list) and len(e) == 3 and is_int(e[0], 0, MAX_NUMBER)
            and is_int(e[1], 0, 1) and is_int(e[2], LOWEST, HIGHEST))


def _rating_ok(r: Any) -> bool:
    return is_int(r, LOWEST, HIGHEST)


#: The two histories and how many entries each keeps.
HISTORIES = {"puzzle_history": MAX_HISTORY, "rating_history": MAX_RATINGS}
_ENTRY_OK: dict[str, Callable[[Any], bool]] = {"puzzle_history": _answer_ok, "rating_history": _rating_ok}


def readable(name: str, value: Any) -> list:
    """The entries of a history that read, the newest MAX kept: a history that failed its check
    (one damaged entry, or longer than this version keeps) loses only what does not read."""
    if not isinstance(value, list):
        return []
    return [e for e in value if _ENTRY_OK[name](e)][-HISTORIES[name]:]


def current(s: dict[str, Any]) -> Rating | None:
    """The rating kept in the Hearts section ``s``, or None before the first answer (or when unread).

    A rating whose deviation or volatility could not be read is kept with a new player's
    (the widest deviation): the player's rating is not lost with one bad field.
    """
    from game.rating import START_DEVIATION, START_VOLATILITY, Rating

    r, d, v = s.get("puzzle_rating"), s.get("puzzle_deviation"), s.get("puzzle_volatility")
    if r is None:
        return None
    return Rating(float(r), START_DEVIATION if d is None else float(d), START_VOLATILITY if v is None else float(v))


def record(s: dict[str, Any], number: int, solved: bool, after: Rating | Callable[[Rating | None], Rating]) -> None:
    """One practice answer into the Hearts section ``s``: the new rating, the histories.

    ``after`` is the rating after it, or a function giving it from the rating kept in ``s``
    (None before the first answer): ``s`` is the statistics as stored at the time, so an
    answer in another window since is followed, not undone.
    """
    if callable(after):
        after = after(current(s))
    s["puzzle_rating"] = round(min(HIGHEST, max(LOWEST, after.rating)), 2)
    s["puzzle_deviation"] = round(min(MAX_DEVIATION, max(MIN_DEVIATION, after.deviation)), 2)
    s["puzzle_volatility"] = round(after.volatility, 6)
    s["puzzle_answers"] = min(MAX_ANSWERS, s["puzzle_answers"] + 1)
    shown = min(HIGHEST, max(LOWEST, round(after.rating)))
    s["puzzle_history"] = (list(s["puzzle_history"]) + [[number, int(solved), shown]])[-MAX_HISTORY:]
    s["rating_history"] = (list(s["rating_history"]) + [shown])[-MAX_RATINGS:]


def merge(local: dict[str, Any], imported: dict[str, Any], out: dict[str, Any], imported_is_newer: bool) -> None:
    """The practice fields of two Hearts sections merged into ``out``: one side's, whole.

    The side with more answers (further along); with as many, the newer document's.  A
    side whose rating could not be read (a damaged file, salvaged) never replaces one that
    has a rating.  A rating is the outcome of one sequence of answers, so two are never mixed.
    """
    import json

    rated_a, rated_b = local["puzzle_rating"] is not None, imported["puzzle_rating"] is not None
    a, b = local["puzzle_answers"], imported["puzzle_answers"]
    if rated_b > rated_a or (rated_b == rated_a and (b > a or (b == a and imported_is_newer))):
        out.update(json.loads(json.dumps({k: imported[k] for k in FIELDS})))
