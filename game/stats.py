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


#: Hearts per computer level (issue 16): the level set when the hand or the game ended.
HEARTS_LEVELS = ("easy", "normal", "hard")
#: Each a count (>= 0): a hand's points go to ``points_plus`` or, when the moon is
#: subtracted (-26), to ``points_minus``, so no per-level field is ever negative.
HEARTS_LEVEL_FIELDS = ("games_played", "games_won", "hands_played", "hands_won", "points_plus",
                       "points_minus", "moons_shot", "moons_against")

HEARTS_FIELDS: dict[str, Any] = {
    "games_played": 0,
    "games_won": 0,
    "hands_played": 0,
    "total_points": 0,
    "moons_shot": 0,
    "hands_won": 0,
    # "easy_games_played", ... "hard_moons_against": see HEARTS_LEVEL_FIELDS
    **{f"{level}_{name}": 0 for level in HEARTS_LEVELS for name in HEARTS_LEVEL_FIELDS},
}


def _fresh() -> dict[str, dict[str, Any]]:
    return {"h2h": dict(H2H_FIELDS), "hearts": dict(HEARTS_FIELDS)}


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
                    if _is_count(value) or (default is None and value is None):
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

    # -- Hearts per computer level (issue 16) --------------------------------------------------
    def record_hearts_level_hand(self, level: str, points: int, won_hand: bool, shot_moon: bool,
                                 moon_against: bool) -> None:
        """After each hand, beside ``record_hearts_hand``: the same hand under ``level`` (the
        computer level set when it ended); ``moon_against``: another seat shot the moon."""
        if level not in HEARTS_LEVELS:
            return
        s = self.hearts
        s[f"{level}_hands_played"] += 1
        points = int(points)
        s[f"{level}_points_plus" if points >= 0 else f"{level}_points_minus"] += abs(points)
        s[f"{level}_hands_won"] += bool(won_hand)
        s[f"{level}_moons_shot"] += bool(shot_moon)
        s[f"{level}_moons_against"] += bool(moon_against)
        self.save()

    def record_hearts_level_game(self, level: str, won: bool) -> None:
        """When a game ends, beside ``record_hearts_game``: under the level set at its end."""
        if level not in HEARTS_LEVELS:
            return
        s = self.hearts
        s[f"{level}_games_played"] += 1
        s[f"{level}_games_won"] += bool(won)
        self.save()

    def hearts_level(self, level: str) -> dict[str, Any]:
        """One level's figures: games, wins, hands, hands won, average points per hand (None
        before a hand), moons shot by the person and against them."""
        s = self.hearts
        f = {name: s[f"{level}_{name}"] for name in HEARTS_LEVEL_FIELDS}
        hands = f["hands_played"]
        average = (f["points_plus"] - f["points_minus"]) / hands if hands else None
        return {"games_played": f["games_played"], "games_won": f["games_won"], "hands_played": hands,
                "hands_won": f["hands_won"], "average_points": average, "moons_shot": f["moons_shot"],
                "moons_against": f["moons_against"]}
