"""The app's saved Heart to Heart document: the game plus the screen's clock and counters.

``{"game": Game.to_save(), "elapsed": seconds, "hints": n, "started": bool,
"told_lost": bool, "daily": "YYYY-MM-DD" or null}`` (``daily``: the date whose daily deal
this is).  :func:`validate` is the one loader the app uses (through
``Storage.load(..., validate=...)``): the game is checked against the rules by
:meth:`Game.from_save`, every number is typed, finite and bounded, so a document that
loads can be played, counted and shown without another check.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .state import Game

#: About three years of play: a larger clock is corrupt (and would overflow the screen).
MAX_ELAPSED = 1e8
#: More hints than any game asks for.
MAX_HINTS = 10**6
FIELDS = ("game", "elapsed", "hints", "started", "told_lost", "daily")


@dataclass
class SavedGame:
    game: Game
    elapsed: float
    hints: int
    started: bool
    told_lost: bool
    daily: str | None = None


def to_document(game: Game, elapsed: float, hints: int, started: bool, told_lost: bool,
                daily: str | None = None) -> dict[str, Any]:
    return {
        "game": game.to_save(),
        "elapsed": round(min(max(float(elapsed), 0.0), MAX_ELAPSED), 2),
        "hints": min(max(int(hints), 0), MAX_HINTS),
        "started": bool(started),
        "told_lost": bool(told_lost),
        "daily": daily,
    }


def validate(data: Any) -> SavedGame:
    """The saved game, or ValueError saying what is wrong (a newer version's save raises
    :class:`~.state.SaveFromNewerVersion`, which storage leaves untouched)."""
    if not isinstance(data, dict):
        raise ValueError("the saved game is not an object")
    unknown = sorted(str(k)[:40] for k in data if k not in FIELDS)
    if unknown:
        raise ValueError(f"unknown fields {unknown}")
    game = Game.from_save(data.get("game"))
    elapsed = data.get("elapsed", 0)
    hints = data.get("hints", 0)
    started = data.get("started", game.moves > 0)
    told_lost = data.get("told_lost", False)
    if type(elapsed) not in (int, float) or not 0 <= elapsed <= MAX_ELAPSED:  # NaN fails too
        raise ValueError(f"elapsed time {str(elapsed)[:40]}")
    if type(hints) is not int or not 0 <= hints <= MAX_HINTS:
        raise ValueError(f"hints {str(hints)[:40]}")
    if type(started) is not bool or type(told_lost) is not bool:
        raise ValueError("started and told_lost must be true or false")
    daily = data.get("daily")
    if daily is not None and not _is_date(daily):
        raise ValueError(f"daily date {str(daily)[:40]}")
    if daily is not None and not _is_daily_deal(game.number, daily):
        # winning it would count as that day's daily win (calendar, streak)
        raise ValueError(f"deal {game.code} is not the daily deal of {daily}")
    return SavedGame(game, float(elapsed), hints, started, told_lost, daily)


def _is_date(value: Any) -> bool:
    import datetime

    if not isinstance(value, str) or len(value) != 10 or not value.isascii():
        return False
    try:
        return datetime.date.fromisoformat(value).isoformat() == value
    except ValueError:
        return False


def _is_daily_deal(number: int, day: str) -> bool:
    from .daily import BadDate, daily_number

    try:
        return daily_number(day) == number
    except BadDate:
        return False
