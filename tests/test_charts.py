"""The charts' figures, rule by rule: the weekly history the statistics keep, the weeks,
the win rates, the year heat map, the puzzle rating and the score sheet's totals."""

from __future__ import annotations

import datetime as dt

import pytest

from game import charts
from game.hearts.scoring import HandResult, running_totals
from game.stats import Salvaged, Stats, validate
from game.stats_weeks import MAX_WEEK_COUNT, counted, readable_rows, week_monday, week_of
from game.storage import MemoryBackend, Storage

MONDAY = dt.date(2026, 12, 7)


def stats_on(day: dt.date) -> Stats:
    s = Stats(Storage(MemoryBackend()))
    s.today = lambda: day
    return s


# -- the weekly history ---------------------------------------------------------------------------

def test_a_week_is_named_by_its_iso_year_and_number():
    assert week_of(MONDAY) == "2026-W50"
    assert week_of(dt.date(2027, 1, 1)) == "2026-W53"  # a Friday: still the old year's last week
    assert week_monday("2026-W50") == MONDAY


def test_a_week_written_in_other_digits_is_not_a_week_so_a_week_is_never_kept_twice():
    assert week_monday("٢٠٢٦-W50") is None and week_monday("2026-W٥٠") is None
    assert readable_rows([["2026-W50", 1, 0, 2, 1], ["٢٠٢٦-W50", 5, 5, 5, 5]], 2) == [["2026-W50", 1, 0, 2, 1]]


def test_a_hearts_game_counts_in_its_week_under_its_level():
    s = stats_on(MONDAY + dt.timedelta(days=3))
    s.record_hearts_level_game("normal", won=True)
    s.record_hearts_level_game("hard", won=False)
    assert s.hearts["weeks"] == [["2026-W50", 0, 0, 1, 1, 1, 0]]


def test_a_heart_to_heart_game_counts_under_the_daily_deal_or_the_other_deals():
    s = stats_on(MONDAY)
    s.record_h2h_game(True, 60, 40, kind="daily")
    s.record_h2h_game(False, 60, 40)
    assert s.h2h["weeks"] == [["2026-W50", 1, 1, 1, 0]]


def test_the_next_week_starts_a_new_row_after_the_old_one():
    s = stats_on(MONDAY - dt.timedelta(days=1))
    s.record_hearts_level_game("easy", won=True)
    s.today = lambda: MONDAY
    s.record_hearts_level_game("easy", won=False)
    assert [row[:3] for row in s.hearts["weeks"]] == [["2026-W49", 1, 1], ["2026-W50", 1, 0]]


def test_a_weeks_count_stops_at_its_cap():
    rows = [["2026-W50", MAX_WEEK_COUNT, 5]]
    assert counted(rows, "2026-W50", 0, 1, True) == rows


def test_two_windows_weeks_add_up():
    backend = MemoryBackend()
    one, two = Stats(Storage(backend)), Stats(Storage(backend))
    for s in (one, two):
        s.today = lambda: MONDAY
        s.record_hearts_level_game("easy", won=True)
    assert Stats(Storage(backend)).hearts["weeks"] == [["2026-W50", 2, 2, 0, 0, 0, 0]]


def test_a_row_that_does_not_read_is_dropped_alone():
    rows = [["2026-W49", 2, 1], ["2026-W99", 1, 0], ["2026-W50", 1, 2], "x", ["2026-W51", 3, 3]]
    assert readable_rows(rows, 1) == [["2026-W49", 2, 1], ["2026-W51", 3, 3]]


def test_weeks_are_kept_when_a_sections_counts_do_not_add_up():
    data = stats_on(MONDAY).data
    data["hearts"].update(games_won=9, games_played=3, weeks=[["2026-W50", 1, 1, 0, 0, 0, 0]])
    with pytest.raises(Salvaged) as salvaged:
        validate(data)
    kept = salvaged.value.value
    assert kept["hearts"]["weeks"] == [["2026-W50", 1, 1, 0, 0, 0, 0]]
    assert kept["hearts"]["games_won"] == 0


# -- the weeks drawn ------------------------------------------------------------------------------

def test_the_weeks_end_with_this_week_and_a_week_without_games_counts_zero():
    rows = [["2026-W48", 2, 1, 3, 1], ["2026-W50", 1, 1, 0, 0]]
    weeks = charts.weeks(rows, MONDAY + dt.timedelta(days=6), 4)
    assert [(w.monday.isoformat(), w.played, w.won) for w in weeks] == [
        ("2026-11-16", 0, 0), ("2026-11-23", 5, 2), ("2026-11-30", 0, 0), ("2026-12-07", 1, 1)]


def test_each_kinds_totals_are_summed_over_the_weeks_kept():
    rows = [["2026-W48", 2, 1, 3, 1], ["2026-W50", 1, 1, 0, 0]]
    assert charts.kind_totals(rows, ("daily", "other")) == [("daily", 3, 2), ("other", 3, 1)]


def test_a_level_without_games_has_no_win_rate():
    rates = charts.level_rates([("easy", 4, 3), ("hard", 0, 0)])
    assert [r.rate for r in rates] == [0.75, None]


# -- the year heat map ---------------------------------------------------------------------------

def test_the_heat_map_is_the_twelve_months_up_to_today():
    months = charts.year_map({"won": []}, MONDAY)
    assert [(m.year, m.month) for m in months][:2] == [(2026, 1), (2026, 2)]
    assert (months[-1].year, months[-1].month) == (2026, 12)


def test_a_day_has_its_answer_nothing_or_is_still_to_come():
    months = charts.year_map({"solved": ["2026-12-01"], "failed": ["2026-12-02"]}, MONDAY)
    december = months[-1].cells
    assert december[:3] == ("solved", "failed", charts.EMPTY)
    assert december[7] == charts.FUTURE  # the 8th, after today


def test_a_month_has_no_cells_past_its_last_day():
    months = charts.year_map({"won": []}, MONDAY)
    february = months[1].cells
    assert february[27] == charts.EMPTY and february[28:] == (None, None, None)


def test_the_map_counts_each_answer():
    months = charts.year_map({"won": ["2026-12-01", "2026-11-30", "2025-11-30"]}, MONDAY)
    assert charts.answered(months, "won") == 2  # a year ago is off the map


# -- the puzzle rating ----------------------------------------------------------------------------

def test_no_rating_history_is_no_rating_chart():
    assert charts.rating_points({}) == []


def test_a_rating_history_reads_numbers_and_dated_numbers_alone():
    history = [1500, ["2026-12-01", 1512.5], {"rating": 1490}, "x", float("nan")]
    assert charts.rating_points({charts.RATING_FIELD: history}) == [1500.0, 1512.5, 1490.0]


# -- the score sheet ------------------------------------------------------------------------------

def test_the_score_sheets_totals_start_at_zero_and_add_each_hand():
    hands = [HandResult((0, 13, 13, 0), (0, 13, 13, 0), None), HandResult((26, 0, 0, 0), (0, 26, 26, 26), 0)]
    assert running_totals(hands) == [(0, 0, 0, 0), (0, 13, 13, 0), (0, 39, 39, 26)]
