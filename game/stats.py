"""Statistics for both games: the schema, the recording functions, and the derived figures.

The game scenes call the ``record_*`` methods at the moments named in their docstrings;
the statistics screen reads ``rows_h2h()`` / ``rows_hearts()``.  One versioned document
(``stats``) holds both games; unknown or mistyped fields fall back to zero one by one.

Each ``record_*`` is a change applied to the figures as stored at that moment
(:meth:`game.storage.Storage.update`), never a write-back of this window's copy: two
windows on one profile that each count 40 games count 80.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game import stats_practice, stats_weeks
from game.safejson import clamp_int, is_int
from game.stats_weeks import H2H_KINDS, WEEKS
from game.storage import Salvaged, Storage, default_storage

if TYPE_CHECKING:
    import datetime

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
    WEEKS: (),  # games and wins per week, per kind (H2H_KINDS): game/stats_weeks.py
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


#: Hearts per computer level: the level set when the hand or the game ended.
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
    # the daily puzzles answered: their dates, "YYYY-MM-DD", oldest first; a date's first
    # answer only (a date is in one list at most); of the dates missed, those solved later
    "puzzles_solved": (),
    "puzzles_failed": (),
    "puzzles_retried": (),
    WEEKS: (),  # games and wins per week, per level (HEARTS_LEVELS): game/stats_weeks.py
    **stats_practice.FIELDS,  # the puzzle practice's rating and history: game/stats_practice.py
}
#: The fields that are lists of dates (each read as ``daily_won`` is).
DATE_FIELDS = ("daily_won", "puzzles_solved", "puzzles_failed", "puzzles_retried")


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


#: No count the app keeps comes near this; anything larger is corrupt, not a record.
MAX_COUNT = 10**9
#: Longest time kept as a best time, in seconds (about three years).
MAX_SECONDS = 10**8
#: Daily deals won, kept at most (over a century of days); the same for each puzzle list.
MAX_DAILY_DATES = 40_000
#: The date lists together, kept at most when writing: 13 bytes a date in the file,
#: so with every other figure at its cap the document stays under ``MAX_BYTES``, which
#: the loader reads.
MAX_DATES_WRITTEN = 75_000
#: A hand scores -36..26 for one player: 26 when a moon is added to the others, -26 when it
#: is subtracted from the shooter, who may have taken the jack of diamonds (-10) besides.
MAX_HAND_POINTS = 26
MIN_HAND_POINTS = -36


def _hands_for(plus: int, minus: int) -> int:
    """The fewest hands that score ``plus`` points above zero and ``minus`` below it."""
    return max(-(-plus // MAX_HAND_POINTS), -(-minus // -MIN_HAND_POINTS))


def _kinds(game: str) -> int:
    """The (played, won) pairs a row of ``game``'s weekly history holds."""
    return len(H2H_KINDS) if game == "h2h" else len(HEARTS_LEVELS)


def _field_ok(game: str, name: str, value: Any) -> bool:
    """The type and range of one field, as the record functions write it."""
    if name == WEEKS:
        return stats_weeks.rows_ok(value, _kinds(game))
    if game == "hearts" and name in stats_practice.FIELDS:
        return stats_practice.field_ok(name, value)
    if name in DATE_FIELDS:
        return (isinstance(value, list) and len(value) <= MAX_DAILY_DATES
                and _iso_dates(value) == value)
    if name == "best_shortest_ratio":
        return value is None or (type(value) in (int, float) and 0 < value <= 1)
    if name in ("best_time", "fewest_moves"):
        if value is None:
            return True
        low, high = (0, MAX_SECONDS) if name == "best_time" else (1, MAX_COUNT)
        return is_int(value, low, high)
    if name == "total_points":
        return is_int(value, MIN_HAND_POINTS * MAX_COUNT, MAX_HAND_POINTS * MAX_COUNT)
    if name.endswith(("_points_plus", "_points_minus")):  # as record_hearts_level_hand caps them
        return is_int(value, 0, -MIN_HAND_POINTS * MAX_COUNT)
    return is_int(value, 0, MAX_COUNT)


def _least(game: str, s: dict[str, Any], unread: set[str]) -> None:
    """Raise each count in ``unread`` (not in the document, or not readable) to the least
    the counts kept imply, so one bad count never takes the section's other figures with it."""

    def at_least(name: str, *floors: int) -> None:
        if name in unread:
            s[name] = max(s[name], *floors)

    if game == "h2h":
        at_least("best_streak", s["current_streak"])
        at_least("won", s["best_streak"], int(s["best_time"] is not None or s["fewest_moves"] is not None))
        at_least("played", s["won"])
        return
    at_least("games_played", s["games_won"])
    at_least("hands_played", s["hands_won"], s["moons_shot"],
             _hands_for(max(s["total_points"], 0), max(-s["total_points"], 0)))
    for level in HEARTS_LEVELS:
        f = {name: s[f"{level}_{name}"] for name in HEARTS_LEVEL_FIELDS}
        at_least(f"{level}_games_played", f["games_won"])
        at_least(f"{level}_hands_played", f["hands_won"], f["moons_shot"] + f["moons_against"],
                 _hands_for(f["points_plus"], f["points_minus"]))


def _fit_dates(data: dict[str, dict[str, Any]]) -> None:
    """Drop the oldest dates of the date lists together past :data:`MAX_DATES_WRITTEN`,
    so the document written is one the loader reads (each list is sorted, oldest first);
    a puzzle retried whose miss made room goes with it."""
    import heapq
    from itertools import islice

    lists = [(game, name) for game, fields in (("h2h", H2H_FIELDS), ("hearts", HEARTS_FIELDS))
             for name in DATE_FIELDS if name in fields]
    excess = sum(len(data[g][n]) for g, n in lists) - MAX_DATES_WRITTEN
    if excess <= 0:
        return
    merged = heapq.merge(*([(d, i) for d in data[g][n]] for i, (g, n) in enumerate(lists)))
    drop = [0] * len(lists)
    for _d, i in islice(merged, excess):
        drop[i] += 1
    for (g, n), k in zip(lists, drop, strict=True):
        if k:
            data[g][n] = data[g][n][k:]
    _retried_missed(data["hearts"])


def _retried_missed(s: dict[str, Any]) -> list[str]:
    """Keep only the puzzles retried that were missed at first; the dates dropped."""
    missed = set(s["puzzles_failed"])
    dropped = [d for d in s["puzzles_retried"] if d not in missed]
    if dropped:
        s["puzzles_retried"] = [d for d in s["puzzles_retried"] if d in missed]
    return dropped


def _consistent(game: str, s: dict[str, Any]) -> str | None:
    """What is impossible about a section whose fields each look right (None: nothing)."""
    if game == "h2h":
        if not s["won"] <= s["played"]:
            return "more games won than played"
        if not s["current_streak"] <= s["best_streak"] <= s["won"]:
            return "streaks longer than the games won"
        if s["won"] == 0 and (s["best_time"] is not None or s["fewest_moves"] is not None):
            return "a best time or fewest moves with no game won"
    else:
        if not s["games_won"] <= s["games_played"]:
            return "more games won than played"
        if not (s["hands_won"] <= s["hands_played"] and s["moons_shot"] <= s["hands_played"]):
            return "more hands won or moons shot than hands played"
        if _hands_for(max(s["total_points"], 0), max(-s["total_points"], 0)) > s["hands_played"]:
            return "more points than the hands played can give"
        for level in HEARTS_LEVELS:
            f = {name: s[f"{level}_{name}"] for name in HEARTS_LEVEL_FIELDS}
            if f["games_won"] > f["games_played"]:
                return f"{level}: more games won than played"
            if f["hands_won"] > f["hands_played"]:
                return f"{level}: more hands won than played"
            if f["moons_shot"] + f["moons_against"] > f["hands_played"]:
                return f"{level}: more moons than hands played (one moon a hand at most)"
            if _hands_for(f["points_plus"], f["points_minus"]) > f["hands_played"]:
                return f"{level}: more points than the hands played can give"
    return None


def validate(data: Any) -> dict[str, dict[str, Any]]:
    """The statistics a saved document holds: every field typed, bounded and consistent.

    A field that is wrong (a number out of range reads as :class:`game.safejson.Unreadable`)
    falls back alone: to its default, or to the least the fields kept imply (the games
    played, to the games won).  A section whose counts still do not add up falls back
    whole but for its dates.  :class:`Salvaged` is then raised with the rest, so the
    original document is kept aside, never silently rewritten.
    """
    out = _fresh()
    problems: list[str] = []
    if not isinstance(data, dict):
        raise ValueError("statistics are not an object")
    for extra in sorted(set(data) - set(out)):
        problems.append(f"unknown section {extra!r}")
    for game, fields in (("h2h", H2H_FIELDS), ("hearts", HEARTS_FIELDS)):
        section = data.get(game, {})
        if not isinstance(section, dict):
            problems.append(f"{game} is not an object")
            continue
        for extra in sorted(set(section) - set(fields)):
            problems.append(f"unknown field {game}.{extra}")
        unread = set()
        for name in fields:
            if name not in section:
                unread.add(name)  # written by an older app: the default is right
                continue
            value = section[name]
            if _field_ok(game, name, value):
                out[game][name] = value
            else:
                unread.add(name)
                problems.append(f"{game}.{name} = {str(value)[:40]}")
                if name in DATE_FIELDS and isinstance(value, list):  # keep the dates that read
                    out[game][name] = _iso_dates(value[:MAX_DAILY_DATES])
                if name == WEEKS:  # keep the weeks that read
                    out[game][name] = stats_weeks.readable_rows(value, _kinds(game))
                if game == "hearts" and name in stats_practice.HISTORIES:  # keep the answers that read
                    out[game][name] = stats_practice.readable(name, value)
        if game == "hearts":  # a date answered both ways: its first answer is not known, solved kept
            both = set(out[game]["puzzles_solved"]) & set(out[game]["puzzles_failed"])
            if both:
                problems.append(f"hearts: {len(both)} daily puzzles both solved and failed")
                out[game]["puzzles_failed"] = [d for d in out[game]["puzzles_failed"] if d not in both]
            stray = _retried_missed(out[game])  # a retry of a date not missed: that date alone
            if stray:
                problems.append(f"hearts: {len(stray)} daily puzzles retried but not missed")
        _least(game, out[game], unread)
        wrong = _consistent(game, out[game])
        if wrong:  # the counts fall back; the dates, weeks and practice, which no check involves, are kept
            problems.append(f"{game}: {wrong}")
            kept = (*DATE_FIELDS, WEEKS, *stats_practice.FIELDS)
            out[game] = {**_fresh()[game], **{k: v for k, v in out[game].items() if k in kept}}
    if problems:
        raise Salvaged("; ".join(problems), out)
    return out


class Stats:
    def __init__(self, storage: Storage | None = None) -> None:
        self.storage = storage if storage is not None else default_storage()
        self.data = _fresh()
        #: Figures worked out from a date list, per list and question: (the list, its
        #: fingerprint, the answer).
        self._derived: dict[tuple[str, str], tuple[list[str], tuple, Any]] = {}
        #: The player's local date, for the weekly history (the app gives the page's clock).
        self.today: Callable[[], datetime.date] = stats_weeks.system_today
        self._refresh()

    def _refresh(self) -> None:
        """Read the saved figures again: another window may have counted a game since."""
        loaded = self.storage.load(PURPOSE, STATS_VERSION, validate=validate)
        if loaded is not None:
            self.data = loaded

    @property
    def h2h(self) -> dict[str, Any]:
        return self.data["h2h"]

    @property
    def hearts(self) -> dict[str, Any]:
        return self.data["hearts"]

    def save(self) -> bool:
        _fit_dates(self.data)
        return self.storage.save(PURPOSE, STATS_VERSION, self.data)

    def _record(self, change: Callable[[dict[str, dict[str, Any]]], bool]) -> None:
        """Apply ``change`` (which edits the figures in place and says whether anything
        changed) to the figures as stored now, and save them: the merge rule."""

        def apply(data: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]] | None:
            if change(data) is False:
                return None
            _fit_dates(data)
            return data

        _written, self.data = self.storage.update(PURPOSE, STATS_VERSION, apply, self.data,
                                                  validate=validate)

    def reset(self) -> None:
        """Every figure back to zero, for every window (another window's next record then
        counts from zero too)."""
        self.data = _fresh()
        self.save()

    # -- Heart to Heart ---------------------------------------------------------------
    def record_h2h_game(self, won: bool, seconds: float, moves: int, hints: int = 0, kind: str = "other") -> None:
        """Once per game when it ends: won, or given up (new game / leaving after a move);
        ``kind``: "daily" for the daily deal, else "other" (the weekly history's)."""
        week = stats_weeks.week_of(self.today())
        index = H2H_KINDS.index(kind) if kind in H2H_KINDS else H2H_KINDS.index("other")

        def change(data: dict[str, dict[str, Any]]) -> bool:
            s = data["h2h"]
            s[WEEKS] = stats_weeks.counted(s[WEEKS], week, index, len(H2H_KINDS), won)
            return self._h2h_game(s, won, seconds, moves, hints)

        self._record(change)

    @staticmethod
    def _h2h_game(s: dict[str, Any], won: bool, seconds: float, moves: int, hints: int) -> bool:
        s["played"] = _bump(s["played"])
        s["hints_used"] = _bump(s["hints_used"], clamp_int(hints, 0, MAX_COUNT))
        if won:
            s["won"] = _bump(s["won"])
            s["current_streak"] = _bump(s["current_streak"])
            s["best_streak"] = max(s["best_streak"], s["current_streak"])
            # what the clock showed at the win (not rounded up), within the bounds
            secs = min(whole_seconds(seconds), MAX_SECONDS)
            s["best_time"] = secs if s["best_time"] is None else min(s["best_time"], secs)
            moves = clamp_int(moves, 1, MAX_COUNT)
            s["fewest_moves"] = (
                moves if s["fewest_moves"] is None else min(s["fewest_moves"], moves)
            )
        else:
            s["current_streak"] = 0
        return True

    def record_daily_win(self, day: str) -> None:
        """A daily deal won (``day``: its date, ``YYYY-MM-DD``); winning it again changes nothing.
        At most :data:`MAX_DAILY_DATES` dates are kept, and :data:`MAX_DATES_WRITTEN` with
        the puzzles' (the oldest go first), so what is written is always what the loader
        accepts."""

        def change(data: dict[str, dict[str, Any]]) -> bool:
            s = data["h2h"]
            dates = _iso_dates(list(s["daily_won"]) + [day])[-MAX_DAILY_DATES:]
            if dates == s["daily_won"]:
                return False
            s["daily_won"] = dates
            return True

        self._record(change)

    def record_shortest(self, shortest: int, moves: int) -> None:
        """A won game whose shortest win was proven: keeps the best ratio shortest / moves."""
        if not (isinstance(shortest, int) and isinstance(moves, int) and 0 < shortest <= moves):
            return
        ratio = min(1.0, shortest / moves)

        def change(data: dict[str, dict[str, Any]]) -> bool:
            s = data["h2h"]
            if s["best_shortest_ratio"] is not None and ratio <= s["best_shortest_ratio"]:
                return False
            s["best_shortest_ratio"] = ratio
            return True

        self._record(change)

    def _from_dates(self, game: str, name: str, question: str, key: Any, work: Callable[[list[str]], Any]) -> Any:
        """``work(dates)`` of the date list ``name``, worked out once per change of the list
        (and of ``key``): screens ask at every draw, and a list can hold 40,000 dates.

        Every change replaces a list (never edits it in place), so the list itself, its
        length and its ends tell a changed one."""
        dates = self.data[game][name]
        fingerprint = (len(dates), dates[0] if dates else "", dates[-1] if dates else "", key)
        kept = self._derived.get((name, question))
        if kept is not None and kept[0] is dates and kept[1] == fingerprint:
            return kept[2]
        answer = work(dates)
        self._derived[(name, question)] = (dates, fingerprint, answer)
        return answer

    def _streak(self, game: str, name: str, today: Any) -> tuple[int, int]:
        from game.heart_to_heart.daily import daily_streak

        def work(dates: list[str]) -> tuple[int, int]:
            streak = daily_streak(dates, today)
            return streak.current, streak.best

        result: tuple[int, int] = self._from_dates(game, name, "streak", str(today), work)
        return result

    def daily_streak(self, today: Any) -> tuple[int, int]:
        """(current, best) run of consecutive daily deals won, as of ``today``."""
        return self._streak("h2h", "daily_won", today)

    def h2h_win_rate(self) -> float | None:
        s = self.h2h
        return s["won"] / s["played"] if s["played"] else None

    # -- Hearts -------------------------------------------------------------------------
    def record_hearts_hand(self, points: int, won_hand: bool, shot_moon: bool) -> None:
        """After each hand, for the person (South): points scored this hand after moon rules."""

        def change(data: dict[str, dict[str, Any]]) -> bool:
            s = data["hearts"]
            if s["hands_played"] >= MAX_COUNT:
                return False  # a billion hands: the figures stay as they are
            s["hands_played"] += 1
            # negative when the moon is subtracted
            s["total_points"] += clamp_int(points, MIN_HAND_POINTS, MAX_HAND_POINTS)
            if won_hand:
                s["hands_won"] += 1
            if shot_moon:
                s["moons_shot"] += 1
            return True

        self._record(change)

    def record_hearts_game(self, won: bool) -> None:
        """When a game (match to the target score) ends."""

        def change(data: dict[str, dict[str, Any]]) -> bool:
            s = data["hearts"]
            if s["games_played"] >= MAX_COUNT:
                return False
            s["games_played"] += 1
            if won:
                s["games_won"] += 1
            return True

        self._record(change)

    def record_puzzle(self, day: str, solved: bool) -> bool:
        """A daily puzzle answered (``day``: its date, ``YYYY-MM-DD``): solved or failed.

        A date's first answer is what counts; a date missed at first and solved later is
        kept as retried too (``puzzles_retried``).  Another answer changes nothing
        (``False``), as does a date that does not read.  At most :data:`MAX_DAILY_DATES`
        dates are kept in each list, :data:`MAX_DATES_WRITTEN` in the date lists together
        (the oldest go first)."""
        if not _iso_dates([day]):
            return False
        recorded = False

        def change(data: dict[str, dict[str, Any]]) -> bool:
            nonlocal recorded
            s = data["hearts"]
            if day in s["puzzles_solved"] or day in s["puzzles_retried"]:
                return False
            if day in s["puzzles_failed"]:
                if not solved:
                    return False
                key = "puzzles_retried"
            else:
                key = "puzzles_solved" if solved else "puzzles_failed"
            s[key] = _iso_dates(list(s[key]) + [day])[-MAX_DAILY_DATES:]
            recorded = True
            return True

        self._record(change)
        return recorded

    def record_practice(self, number: int, solved: bool, after: Any) -> None:
        """A practice puzzle answered: the rating ``after`` it (game/stats_practice.py)."""
        def change(data: dict[str, dict[str, Any]]) -> bool:
            stats_practice.record(data["hearts"], number, solved, after)
            return True

        self._record(change)

    def puzzle_answer(self, day: str) -> str | None:
        """How the daily puzzle of ``day`` was first answered: "solved", "failed" or None."""
        for name, answer in (("puzzles_solved", "solved"), ("puzzles_failed", "failed")):
            if day in self._from_dates("hearts", name, "set", None, set):
                return answer
        return None

    def puzzle_retried(self, day: str) -> bool:
        """Whether the daily puzzle of ``day``, missed at first, was solved on a retry."""
        return day in self._from_dates("hearts", "puzzles_retried", "set", None, set)

    def puzzle_streak(self, today: Any) -> tuple[int, int]:
        """(current, best) run of consecutive days whose daily puzzle was solved, as of ``today``."""
        return self._streak("hearts", "puzzles_solved", today)

    def hearts_average_points(self) -> float | None:
        s = self.hearts
        return s["total_points"] / s["hands_played"] if s["hands_played"] else None

    # -- Hearts per computer level --------------------------------------------------------------
    def record_hearts_level_hand(self, level: str, points: int, won_hand: bool, shot_moon: bool,
                                 moon_against: bool) -> None:
        """After each hand, beside ``record_hearts_hand``: the same hand under ``level`` (the
        computer level set when it ended); ``moon_against``: another seat shot the moon."""
        if level not in HEARTS_LEVELS:
            return
        points = clamp_int(points, MIN_HAND_POINTS, MAX_HAND_POINTS)

        def change(data: dict[str, dict[str, Any]]) -> bool:
            s = data["hearts"]
            if s[f"{level}_hands_played"] >= MAX_COUNT:
                return False  # the level's figures stay consistent with its hands
            s[f"{level}_hands_played"] += 1
            key = f"{level}_points_plus" if points >= 0 else f"{level}_points_minus"
            s[key] = min(s[key] + abs(points), -MIN_HAND_POINTS * MAX_COUNT)
            for key, happened in (("hands_won", won_hand), ("moons_shot", shot_moon),
                                  ("moons_against", moon_against)):
                if happened:
                    s[f"{level}_{key}"] += 1
            return True

        self._record(change)

    def record_hearts_level_game(self, level: str, won: bool) -> None:
        """When a game ends, beside ``record_hearts_game``: under the level set at its end."""
        if level not in HEARTS_LEVELS:
            return
        week = stats_weeks.week_of(self.today())

        def change(data: dict[str, dict[str, Any]]) -> bool:
            s = data["hearts"]
            s[WEEKS] = stats_weeks.counted(s[WEEKS], week, HEARTS_LEVELS.index(level), len(HEARTS_LEVELS), won)
            if s[f"{level}_games_played"] >= MAX_COUNT:
                return True
            s[f"{level}_games_played"] += 1
            if won:
                s[f"{level}_games_won"] += 1
            return True

        self._record(change)

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

    def hearts_all(self) -> dict[str, Any]:
        """The same figures as :meth:`hearts_level` over every game (moons against the person
        are counted per level only, so "all" is their sum)."""
        g = self.hearts
        return {"games_played": g["games_played"], "games_won": g["games_won"],
                "hands_played": g["hands_played"], "hands_won": g["hands_won"],
                "average_points": self.hearts_average_points(), "moons_shot": g["moons_shot"],
                "moons_against": sum(self.hearts_level(lv)["moons_against"] for lv in HEARTS_LEVELS)}


def _bump(count: int, by: int = 1) -> int:
    return min(MAX_COUNT, count + by)
