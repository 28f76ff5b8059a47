"""One bad value in a saved settings or statistics file loses that field alone.

A number out of range (``1e16``, ``1e308``, a 400-digit integer), ``NaN``, ``Infinity``,
garbage nested too deep or a value of the wrong type is one more invalid field: it falls
back to its default (a count, to the least the counts kept imply) and every other field
is kept; the original file is kept aside all the same.  The date lists, which no check of
the counts involves, survive a section whose counts do not add up.
"""

from __future__ import annotations

import datetime as dt
import json

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from game import safejson
from game import settings as settings_module
from game import stats as stats_module
from game.settings import SETTINGS, Settings
from game.stats import DATE_FIELDS, H2H_FIELDS, HEARTS_FIELDS, HEARTS_LEVELS, Stats
from game.storage import SALVAGED, FileBackend, MemoryBackend, Storage

HOLE = '"@@the bad value@@"'

#: What a corrupted field can hold, as JSON text (none of it valid in any field: no
#: ``true``, ``null`` or small number, which some fields take).
BAD_TEXT = st.one_of(
    st.sampled_from(["1e16", "1e308", "-1e308", "1e999", "NaN", "Infinity", "-Infinity",
                     "1" + "0" * 400, "-" + "9" * 30, "10000000000000000", "1.5",
                     "[" * 60 + "]" * 60, "[" * 40 + "1e400" + "]" * 40,
                     '{"a": [1e400, NaN, {"b": Infinity}]}', '"x"', '""', "[[]]", "{}"]),
    st.integers(33, 300).map(lambda n: '{"k":' * n + "0" + "}" * n),
)


def envelope(data_text: str) -> str:
    return '{"version":1,"saved_at":1700000000.5,"writer":"test","data":' + data_text + "}"


def with_hole(data: dict, path: tuple) -> str:
    """``data`` as JSON text with the value at ``path`` left as :data:`HOLE` to fill."""
    node = json.loads(json.dumps(data))
    parent = node
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = json.loads(HOLE)
    return json.dumps(node)


def load(purpose: str, text: str, validate):
    storage = Storage(MemoryBackend())
    storage.backend.items[purpose] = text
    value = storage.load(purpose, 1, validate=validate)
    return value, [n.kind for n in storage.take_notices()]


# -- safejson's lenient reading ----------------------------------------------------------------

@pytest.mark.parametrize("text", ["1e16", "1e308", "NaN", "Infinity", "-Infinity", "1" + "0" * 400,
                                  "[" * 60 + "]" * 60],
                         ids=["1e16", "1e308", "nan", "infinity", "-infinity", "400_digits", "nested_60"])
def test_a_value_out_of_range_reads_as_unreadable_in_its_place_and_the_rest_as_written(text):
    doc = safejson.loads('{"bad": ' + text + ', "good": [1, "two", 3.5]}', lenient=True)
    assert doc["good"] == [1, "two", 3.5]
    unread = doc["bad"]
    while isinstance(unread, list):  # nested too deep: the deepest levels read as one value
        (unread,) = unread
    assert isinstance(unread, safejson.Unreadable)


def test_strict_reading_still_refuses_a_number_out_of_range():
    for text in ('{"a": 1e16}', '{"a": NaN}', "[" * 60 + "]" * 60):
        with pytest.raises(safejson.BadJSON):
            safejson.loads(text)


def test_text_that_is_not_json_is_refused_even_when_lenient():
    for text in ('{"a": 1e16', '{"a": nan}', "[" * 60, '{"a": [1e400}'):
        with pytest.raises(safejson.BadJSON):
            safejson.loads(text, lenient=True)


# -- settings ---------------------------------------------------------------------------------

@pytest.mark.parametrize("bad", ["1e16", "1e308", "NaN", "Infinity", "1" + "0" * 400],
                         ids=["1e16", "1e308", "nan", "infinity", "400_digits"])
def test_one_setting_out_of_range_keeps_every_other_setting(tmp_path, bad):
    stored = {"general.language": "ru", "general.sound": False, "hearts.target": 50,
              "comfort.left_handed": True, "comfort.high_contrast": True}
    text = envelope(with_hole(stored, ("comfort.high_contrast",)).replace(HOLE, bad))
    (tmp_path / "settings.json").write_text(text, encoding="utf-8")
    storage = Storage(FileBackend(tmp_path))
    s = Settings(storage)
    assert s.get("comfort.high_contrast") is False  # the default
    assert [s.get(k) for k in ("general.language", "general.sound", "hearts.target", "comfort.left_handed")] \
        == ["ru", False, 50, True]
    assert [n.kind for n in storage.take_notices()] == [SALVAGED]
    (kept,) = tmp_path.glob("settings.corrupt-*.json")
    assert kept.read_text(encoding="utf-8") == text


@st.composite
def settings_with_one_bad_field(draw):
    stored = {s.key: draw(st.sampled_from(s.choices)) for s in SETTINGS}
    bad_key = draw(st.sampled_from(sorted(stored)))
    return stored, bad_key, with_hole(stored, (bad_key,)).replace(HOLE, draw(BAD_TEXT))


@given(settings_with_one_bad_field())
@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
def test_any_one_corrupted_setting_loses_only_that_setting(case):
    stored, bad_key, data_text = case
    value, notices = load("settings", envelope(data_text), settings_module.validate)
    assert value == {k: v for k, v in stored.items() if k != bad_key}
    assert notices == [SALVAGED]


# -- statistics -------------------------------------------------------------------------------

COUNT = st.integers(0, stats_module.MAX_COUNT)
DATES = st.lists(st.dates(dt.date(1990, 1, 1), dt.date(2100, 12, 31)), max_size=6, unique=True) \
    .map(lambda ds: sorted(d.isoformat() for d in ds))


@st.composite
def week_rows(draw, kinds: int) -> list:
    """A weekly history as the recorder writes it: weeks in order, played >= won per kind."""
    from game.stats_weeks import week_of

    mondays = draw(st.lists(st.dates(dt.date(1990, 1, 1), dt.date(2100, 12, 31)), max_size=4, unique_by=week_of))
    rows = []
    for week in sorted({week_of(d) for d in mondays}):
        row: list = [week]
        for _ in range(kinds):
            played = draw(st.integers(0, 999_999))
            row += [played, draw(st.integers(0, played))]
        rows.append(row)
    return rows


@st.composite
def valid_stats(draw) -> dict:
    """Statistics that add up: every count consistent with the others."""
    won = draw(st.integers(0, 10**6))
    best = draw(st.integers(0, won))
    h2h = {"won": won, "played": won + draw(st.integers(0, 10**6)), "best_streak": best,
           "current_streak": draw(st.integers(0, best)),
           "best_time": draw(st.integers(0, stats_module.MAX_SECONDS)) if won else None,
           "fewest_moves": draw(st.integers(1, 10**6)) if won else None,
           "hints_used": draw(COUNT), "daily_won": draw(DATES),
           "best_shortest_ratio": draw(st.one_of(st.none(), st.floats(0.01, 1.0))), "weeks": draw(week_rows(2))}
    hands = draw(st.integers(0, 10**6))
    games = draw(st.integers(0, 10**6))
    hearts = {"games_played": games, "games_won": draw(st.integers(0, games)), "hands_played": hands,
              "hands_won": draw(st.integers(0, hands)), "moons_shot": draw(st.integers(0, hands)),
              "total_points": draw(st.integers(-26 * hands, 26 * hands))}
    for level in HEARTS_LEVELS:
        lv_games, lv_hands = draw(st.integers(0, 1000)), draw(st.integers(0, 1000))
        shot = draw(st.integers(0, lv_hands))
        hearts.update({f"{level}_games_played": lv_games, f"{level}_games_won": draw(st.integers(0, lv_games)),
                       f"{level}_hands_played": lv_hands, f"{level}_hands_won": draw(st.integers(0, lv_hands)),
                       f"{level}_moons_shot": shot, f"{level}_moons_against": draw(st.integers(0, lv_hands - shot)),
                       f"{level}_points_plus": draw(st.integers(0, 26 * lv_hands)),
                       f"{level}_points_minus": draw(st.integers(0, 26 * lv_hands))})
    answered = draw(DATES)
    solved = set(draw(st.lists(st.sampled_from(answered), unique=True))) if answered else set()
    hearts["puzzles_solved"] = [d for d in answered if d in solved]
    hearts["puzzles_failed"] = [d for d in answered if d not in solved]
    retried = set(draw(st.lists(st.sampled_from(hearts["puzzles_failed"]), unique=True))) \
        if hearts["puzzles_failed"] else set()
    hearts["puzzles_retried"] = [d for d in hearts["puzzles_failed"] if d in retried]
    hearts["weeks"] = draw(week_rows(len(HEARTS_LEVELS)))
    rated = draw(st.booleans())  # the puzzle practice's rating and history (game/stats_practice.py)
    hearts.update(puzzle_rating=draw(st.floats(100, 3000)) if rated else None,
                  puzzle_deviation=draw(st.floats(45, 350)) if rated else None,
                  puzzle_volatility=draw(st.floats(0.01, 0.2)) if rated else None,
                  puzzle_answers=draw(COUNT),
                  puzzle_history=draw(st.lists(st.builds(lambda n, s, r: [n, s, r], st.integers(0, 10**6),
                                                         st.integers(0, 1), st.integers(100, 3000)), max_size=5)),
                  rating_history=draw(st.lists(st.integers(100, 3000), max_size=5)))
    assert set(h2h) == set(H2H_FIELDS) and set(hearts) == set(HEARTS_FIELDS)
    return {"h2h": h2h, "hearts": hearts}


FIELDS = [("h2h", n) for n in H2H_FIELDS] + [("hearts", n) for n in HEARTS_FIELDS]


@given(valid_stats(), st.sampled_from(FIELDS), BAD_TEXT)
@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
def test_any_one_corrupted_statistic_loses_only_that_statistic(stored, where, bad):
    assume(not (where == ("hearts", "puzzle_rating") and bad == "1.5"))  # a rating of 1.5 is a rating
    assert stats_module.validate(stored) == stored  # the file was good
    value, notices = load("stats", envelope(with_hole(stored, where).replace(HOLE, bad)), stats_module.validate)
    assert notices == [SALVAGED]
    game, name = where
    for g, fields in stored.items():
        for n, before in fields.items():
            if (g, n) == ("hearts", "puzzles_retried") and where == ("hearts", "puzzles_failed"):
                assert value[g][n] == []  # a retry goes with the miss it followed
            elif (g, n) != where:
                assert value[g][n] == before, (g, n)
    lost = value[game][name]
    if name in (*DATE_FIELDS, "weeks", "puzzle_history", "rating_history"):
        assert lost == []
    elif name in ("puzzle_rating", "puzzle_deviation", "puzzle_volatility"):
        assert lost is None  # the practice's rating: its default
    elif stored[game][name] is None or name in ("best_time", "fewest_moves", "best_shortest_ratio"):
        assert lost is None
    elif name == "total_points":
        assert lost == 0
    else:  # a count: its default, or the least the counts kept imply, never more than it was
        assert 0 <= lost <= stored[game][name]


@given(valid_stats(), st.sampled_from(DATE_FIELDS), st.data())
@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
def test_one_corrupted_date_loses_only_that_date(stored, name, data):
    game = "h2h" if name == "daily_won" else "hearts"
    dates = stored[game][name]
    if not dates:
        return
    i = data.draw(st.integers(0, len(dates) - 1))
    text = with_hole(stored, (game, name, i)).replace(HOLE, data.draw(BAD_TEXT))
    value, _notices = load("stats", envelope(text), stats_module.validate)
    assert value[game][name] == dates[:i] + dates[i + 1:]
    assert all(value[g] == stored[g] for g in stored if g != game)


@given(valid_stats(), st.sampled_from(["h2h", "hearts"]), st.data())
@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
def test_one_corrupted_week_loses_only_that_week(stored, game, data):
    rows = stored[game]["weeks"]
    if not rows:
        return
    i = data.draw(st.integers(0, len(rows) - 1))
    text = with_hole(stored, (game, "weeks", i)).replace(HOLE, data.draw(BAD_TEXT))
    value, notices = load("stats", envelope(text), stats_module.validate)
    assert notices == [SALVAGED]
    assert value[game]["weeks"] == rows[:i] + rows[i + 1:]
    assert all(value[g] == stored[g] for g in stored if g != game)


def stats_file(tmp_path, data_text: str) -> Stats:
    (tmp_path / "stats.json").write_text(envelope(data_text), encoding="utf-8")
    return Stats(Storage(FileBackend(tmp_path)))


def test_a_number_out_of_range_in_the_puzzle_dates_keeps_the_hearts_games_and_heart_to_heart(tmp_path):
    s = Stats(Storage(FileBackend(tmp_path)))
    s.record_h2h_game(True, 90, 60)
    s.record_daily_win("2026-12-01")
    s.record_hearts_game(True)
    s.record_hearts_level_game("hard", True)
    s.record_puzzle("2026-12-02", solved=True)
    good = json.loads((tmp_path / "stats.json").read_text(encoding="utf-8"))["data"]
    reread = stats_file(tmp_path, with_hole(good, ("hearts", "puzzles_failed")).replace(HOLE, "1e16"))
    assert reread.h2h == good["h2h"]
    assert {k: v for k, v in reread.hearts.items() if k != "puzzles_failed"} \
        == {k: v for k, v in good["hearts"].items() if k != "puzzles_failed"}
    assert reread.hearts["games_won"] == reread.hearts["hard_games_won"] == 1


def test_an_unreadable_games_played_is_at_least_the_games_won(tmp_path):
    s = stats_file(tmp_path, '{"h2h":{"played":1e16,"won":4,"best_streak":2,"current_streak":1,'
                             '"best_time":61,"fewest_moves":70},"hearts":{}}')
    assert (s.h2h["played"], s.h2h["won"], s.h2h["best_streak"], s.h2h["best_time"]) == (4, 4, 2, 61)


def test_a_win_whose_best_time_cannot_be_read_keeps_the_wins(tmp_path):
    s = stats_file(tmp_path, '{"h2h":{"played":5,"won":4,"best_streak":2,"current_streak":1,'
                             '"best_time":NaN,"fewest_moves":70},"hearts":{}}')
    assert (s.h2h["played"], s.h2h["won"], s.h2h["best_time"], s.h2h["fewest_moves"]) == (5, 4, None, 70)


def test_a_best_time_with_no_game_won_is_still_refused():
    data = stats_module._fresh()
    data["h2h"].update(played=3, best_time=40, fewest_moves=70)
    with pytest.raises(stats_module.Salvaged, match="no game won"):
        stats_module.validate(data)


def test_hearts_counts_that_do_not_add_up_keep_the_puzzle_dates():
    data = stats_module._fresh()
    data["hearts"].update(games_won=9, games_played=3, hands_played=40, puzzles_solved=["2026-12-01", "2026-12-03"],
                          puzzles_failed=["2026-12-02"])
    with pytest.raises(stats_module.Salvaged, match="more games won than played") as refused:
        stats_module.validate(data)
    hearts = refused.value.value["hearts"]
    assert hearts["puzzles_solved"] == ["2026-12-01", "2026-12-03"] and hearts["puzzles_failed"] == ["2026-12-02"]
    assert hearts["games_played"] == hearts["games_won"] == hearts["hands_played"] == 0  # the counts fall back


def test_heart_to_heart_counts_that_do_not_add_up_keep_the_daily_dates():
    data = stats_module._fresh()
    data["h2h"].update(played=1, won=7, best_streak=1, best_time=5, fewest_moves=30, daily_won=["2026-12-01"])
    with pytest.raises(stats_module.Salvaged) as refused:
        stats_module.validate(data)
    assert refused.value.value["h2h"]["daily_won"] == ["2026-12-01"]
    assert refused.value.value["h2h"]["won"] == 0


def test_a_level_count_not_in_the_file_is_the_least_the_level_implies():
    data = stats_module._fresh()
    data["hearts"].update(normal_games_won=2, normal_hands_won=3, normal_moons_shot=1, normal_moons_against=2,
                          normal_points_plus=100)
    del data["hearts"]["normal_games_played"], data["hearts"]["normal_hands_played"]
    hearts = stats_module.validate(data)["hearts"]
    assert hearts["normal_games_played"] == 2 and hearts["normal_hands_played"] == 4  # 100 points: 4 hands


# -- games in progress ------------------------------------------------------------------------

def test_a_bad_number_in_a_hearts_saves_coach_grades_keeps_the_game_and_in_its_moves_refuses_it():
    from pathlib import Path

    from game.hearts.teaching import saved as saved_hearts

    text = (Path(__file__).parents[1] / "saved_files" / "hearts_coach.json").read_text(encoding="utf-8").strip()
    assert '"loss":0.0' in text and '["play",0,"4C"]' in text
    match, notices = load("game.hearts", envelope(text.replace('"loss":0.0', '"loss":1e999', 1)),
                          saved_hearts.validate)
    assert notices == [] and match.actions == saved_hearts.validate(json.loads(text)).actions
    match, notices = load("game.hearts", envelope(text.replace('["play",0,"4C"]', '["play",1e999,"4C"]')),
                          saved_hearts.validate)
    assert match is None and notices == ["refused"]
