"""Statistics for both games: the schema, the recording functions, and the derived figures.

The game scenes call the ``record_*`` methods at the moments named in their docstrings;
the statistics screen reads ``rows_h2h()`` / ``rows_hearts()``.  One versioned document
(``stats``) holds both games; unknown or mistyped fields fall back to zero one by one.
"""

from __future__ import annotations

from typing import Any

from game.storage import Storage, default_storage

STATS_VERSION = 1
PURPOSE = "stats"

H2H_FIELDS: dict[str, Any] = {
    "played": 0,
    "won": 0,
    "current_streak": 0,
    "best_streak": 0,
    "best_time": None,  # seconds, of a won game
    "fewest_moves": None,  # of a won game
    "hints_used": 0,
    "best_shortest_ratio": None,  # of a won game: proven shortest win / the player's moves (<= 1)
    "daily_won": (),  # the daily deals won: their dates, "YYYY-MM-DD", oldest first
}


def whole_seconds(seconds: float) -> int:
    """The seconds a counting-up clock shows: 34.6 s reads 0:34.  Recording the best time
    with this same rounding keeps statistics and the clock at the win on one number."""
    try:
        return max(0, int(seconds))
    except (TypeError, ValueError, OverflowError):
        return 0


def clock_text(seconds: float) -> str:
    """``m:ss`` (``h:mm:ss`` past an hour) of ``whole_seconds``: the game clock and the
    statistics screen both print times with it."""
    m, s = divmod(whole_seconds(seconds), 60)
    h, m = divmod(m, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


HEARTS_FIELDS: dict[str, Any] = {
    "games_played": 0,
    "games_won": 0,
    "hands_played": 0,
    "total_points": 0,
    "moons_shot": 0,
    "hands_won": 0,
}


def _fresh() -> dict[str, dict[str, Any]]:
    """Defaults; a tuple default is a list field (a new list each time, never shared)."""
    return {game: {k: list(v) if isinstance(v, tuple) else v for k, v in fields.items()}
            for game, fields in (("h2h", H2H_FIELDS), ("hearts", HEARTS_FIELDS))}


def _iso_dates(value: Any) -> list[str]:
    """The readable ``YYYY-MM-DD`` dates of a saved list, sorted, once each (others dropped)."""
    import datetime

    out = set()
    for v in value:
        if isinstance(v, str) and len(v) == 10:
            try:
                out.add(datetime.date.fromisoformat(v).isoformat())
            except ValueError:
                continue
    return sorted(out)


def _is_count(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


class Stats:
    def __init__(self, storage: Storage | None = None) -> None:
        self.storage = storage if storage is not None else default_storage()
        self.data = _fresh()
        loaded = self.storage.load(PURPOSE, STATS_VERSION)
        if loaded is not None:
            for game, fields in (("h2h", H2H_FIELDS), ("hearts", HEARTS_FIELDS)):
                section = loaded.get(game)
                if not isinstance(section, dict):
                    continue
                for name, default in fields.items():
                    value = section.get(name)
                    if isinstance(default, tuple):
                        if isinstance(value, list):
                            self.data[game][name] = _iso_dates(value)
                    elif _is_count(value) or (default is None and value is None):
                        self.data[game][name] = value
                    elif name == "total_points" and isinstance(value, int) and not isinstance(value, bool):
                        self.data[game][name] = value
                    elif default is None and isinstance(value, (int, float)) and value >= 0:
                        self.data[game][name] = value

    @property
    def h2h(self) -> dict[str, Any]:
        return self.data["h2h"]

    @property
    def hearts(self) -> dict[str, Any]:
        return self.data["hearts"]

    def save(self) -> bool:
        return self.storage.save(PURPOSE, STATS_VERSION, self.data)

    def reset(self) -> None:
        self.data = _fresh()
        self.save()

    # -- Heart to Heart ---------------------------------------------------------------
    def record_h2h_game(self, won: bool, seconds: float, moves: int, hints: int = 0) -> None:
        """Once per game when it ends: won, or given up (new game / leaving after a move)."""
        s = self.h2h
        s["played"] += 1
        s["hints_used"] += max(0, int(hints))
        if won:
            s["won"] += 1
            s["current_streak"] += 1
            s["best_streak"] = max(s["best_streak"], s["current_streak"])
            secs = whole_seconds(seconds)  # what the clock showed at the win, not rounded up
            s["best_time"] = secs if s["best_time"] is None else min(s["best_time"], secs)
            s["fewest_moves"] = (
                moves if s["fewest_moves"] is None else min(s["fewest_moves"], moves)
            )
        else:
            s["current_streak"] = 0
        self.save()

    def record_daily_win(self, day: str) -> None:
        """A daily deal won (``day``: its date, ``YYYY-MM-DD``); winning it again changes nothing."""
        s = self.h2h
        dates = _iso_dates(list(s["daily_won"]) + [day])
        if dates != s["daily_won"]:
            s["daily_won"] = dates
            self.save()

    def record_shortest(self, shortest: int, moves: int) -> None:
        """A won game whose shortest win was proven: keeps the best ratio shortest / moves."""
        if not (isinstance(shortest, int) and isinstance(moves, int) and 0 < shortest <= moves):
            return
        s = self.h2h
        ratio = shortest / moves
        if s["best_shortest_ratio"] is None or ratio > s["best_shortest_ratio"]:
            s["best_shortest_ratio"] = min(1.0, ratio)
            self.save()

    def daily_streak(self, today: Any) -> tuple[int, int]:
        """(current, best) run of consecutive daily deals won, as of ``today``."""
        from game.heart_to_heart.daily import daily_streak

        streak = daily_streak(self.h2h["daily_won"], today)
        return streak.current, streak.best

    def h2h_win_rate(self) -> float | None:
        s = self.h2h
        return s["won"] / s["played"] if s["played"] else None

    # -- Hearts -------------------------------------------------------------------------
    def record_hearts_hand(self, points: int, won_hand: bool, shot_moon: bool) -> None:
        """After each hand, for the person (South): points scored this hand after moon rules."""
        s = self.hearts
        s["hands_played"] += 1
        s["total_points"] += int(points)  # negative when the moon is subtracted
        if won_hand:
            s["hands_won"] += 1
        if shot_moon:
            s["moons_shot"] += 1
        self.save()

    def record_hearts_game(self, won: bool) -> None:
        """When a game (match to the target score) ends."""
        s = self.hearts
        s["games_played"] += 1
        if won:
            s["games_won"] += 1
        self.save()

    def hearts_average_points(self) -> float | None:
        s = self.hearts
        return s["total_points"] / s["hands_played"] if s["hands_played"] else None
