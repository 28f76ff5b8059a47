"""The puzzle practice's rating and history in the Hearts statistics: kept, validated, merged."""

from __future__ import annotations

import pytest

from game import progress, stats_practice
from game.rating import Rating
from game.stats import Salvaged, Stats, _fresh, validate
from game.storage import MemoryBackend, Storage


def _stats() -> Stats:
    return Stats(Storage(MemoryBackend()))


def test_before_any_practice_answer_there_is_no_rating():
    s = _stats()
    assert stats_practice.current(s.hearts) is None and s.hearts["puzzle_answers"] == 0


def test_an_answer_keeps_the_rating_its_history_and_the_charts_history():
    s = _stats()
    s.record_practice(17, True, Rating(1512.345, 240.0, 0.06))
    s.record_practice(4, False, Rating(1490.0, 230.0, 0.06))
    assert stats_practice.current(s.hearts) == Rating(1490.0, 230.0, 0.06)
    assert s.hearts["puzzle_history"] == [[17, 1, 1512], [4, 0, 1490]]
    assert s.hearts["rating_history"] == [1512, 1490] and s.hearts["puzzle_answers"] == 2
    assert validate(s.data) == s.data


def test_the_histories_keep_only_the_latest_answers():
    s = _stats()
    for n in range(stats_practice.MAX_HISTORY + 30):
        stats_practice.record(s.hearts, n, n % 2 == 0, Rating(1500 + n, 100, 0.06))
    assert len(s.hearts["puzzle_history"]) == stats_practice.MAX_HISTORY
    assert s.hearts["puzzle_history"][-1][0] == stats_practice.MAX_HISTORY + 29
    assert len(s.hearts["rating_history"]) == stats_practice.MAX_RATINGS


@pytest.mark.parametrize("name, bad", [
    ("puzzle_rating", "1500"), ("puzzle_rating", float("nan")), ("puzzle_deviation", 9999.0),
    ("puzzle_volatility", -1.0), ("puzzle_answers", -3), ("puzzle_history", [[1, 2, 1500]]),
    ("puzzle_history", [[1, 1]]), ("puzzle_history", "x"), ("rating_history", ["x"]),
])
def test_a_bad_practice_field_is_dropped_alone(name, bad):
    s = _stats()
    s.record_practice(3, True, Rating(1600.0, 200.0, 0.06))
    doc = {"h2h": dict(s.h2h), "hearts": {**s.hearts, name: bad}}
    with pytest.raises(Salvaged) as got:
        validate(doc)
    kept = got.value.value["hearts"]
    assert kept[name] == _fresh()["hearts"][name]
    assert all(kept[k] == s.hearts[k] for k in stats_practice.FIELDS if k != name)


@pytest.mark.parametrize("name, bad, kept", [
    ("rating_history", [1500, "x", 1510], [1500, 1510]),
    ("rating_history", list(range(1000, 1101)), list(range(1001, 1101))),
    ("puzzle_history", [[7, 1, 1500], [8, 2, 1500], [9, 0, 1490]], [[7, 1, 1500], [9, 0, 1490]]),
    ("puzzle_history", [[n, 1, 1500] for n in range(130)], [[n, 1, 1500] for n in range(30, 130)]),
])
def test_a_damaged_or_longer_history_keeps_the_answers_that_read(name, bad, kept):
    s = _stats()
    s.record_practice(3, True, Rating(1600.0, 200.0, 0.06))
    doc = {"h2h": dict(s.h2h), "hearts": {**s.hearts, name: bad}}
    with pytest.raises(Salvaged) as got:
        validate(doc)
    assert got.value.value["hearts"][name] == kept
    assert got.value.value["hearts"]["puzzle_rating"] == 1600.0


def test_impossible_counts_elsewhere_keep_the_practice_figures():
    s = _stats()
    s.record_practice(3, True, Rating(1600.0, 200.0, 0.06))
    doc = {"h2h": dict(s.h2h), "hearts": {**s.hearts, "games_won": 5, "games_played": 2}}
    with pytest.raises(Salvaged) as got:
        validate(doc)
    assert got.value.value["hearts"]["puzzle_rating"] == 1600.0


def _with(answers: int, r: float) -> dict:
    s = _stats()
    for n in range(answers):
        stats_practice.record(s.hearts, n, True, Rating(r, 100, 0.06))
    return validate(s.data)


def test_an_import_keeps_the_practice_of_the_side_with_more_answers_whole():
    local, imported = _with(5, 1700), _with(3, 1400)
    for newer in (False, True):
        assert progress.merge_stats(local, imported, newer)["hearts"]["puzzle_rating"] == 1700
        assert progress.merge_stats(imported, local, newer)["hearts"]["puzzle_history"] == local["hearts"]["puzzle_history"]


def test_an_import_with_as_many_answers_keeps_the_newer_sides_practice():
    local, imported = _with(4, 1700), _with(4, 1400)
    assert progress.merge_stats(local, imported, True)["hearts"]["puzzle_rating"] == 1400
    assert progress.merge_stats(local, imported, False)["hearts"]["puzzle_rating"] == 1700


def test_the_practice_merge_does_not_follow_the_games_counts():
    local, imported = _with(6, 1700), _with(2, 1400)
    imported["hearts"]["games_played"] = 9  # the imported side played more games
    merged = progress.merge_stats(local, imported, True)["hearts"]
    assert merged["games_played"] == 9 and merged["puzzle_rating"] == 1700


def test_the_statistics_keep_the_deviation_within_the_ratings_bounds():
    from game import rating

    assert (stats_practice.MIN_DEVIATION, stats_practice.MAX_DEVIATION) == (rating.MIN_DEVIATION, rating.MAX_DEVIATION)


def test_an_import_whose_rating_could_not_be_read_keeps_the_local_rating():
    local, imported = _with(3, 1700), _with(9, 1400)
    imported["hearts"]["puzzle_rating"] = None  # what a salvaged import leaves of a bad rating
    for newer in (False, True):
        merged = progress.merge_stats(local, imported, newer)["hearts"]
        assert merged["puzzle_rating"] == 1700 and merged["puzzle_history"] == local["hearts"]["puzzle_history"]
    assert progress.merge_stats(imported, local, True)["hearts"]["puzzle_rating"] == 1700
