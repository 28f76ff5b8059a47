"""The practice puzzles: the shipped table held true, their themes, ratings and draws."""

from __future__ import annotations

import dataclasses
import datetime as dt
import functools
import json
from pathlib import Path

from game.hearts.code import parse_code
from game.hearts.deal import SOUTH
from game.hearts.kinds import Phase
from game.hearts.match import Match
from game.hearts.teaching import coach, practice, puzzle
from game.rng import Rng

ROOT = Path(__file__).resolve().parents[2]
#: A few numbers searched again from scratch in the slow lane.
SAMPLE = (1, 2, 5)


def _table() -> practice.Table:
    return practice.shipped()


@functools.cache
def _all() -> tuple[tuple[practice.Entry, puzzle.Puzzle], ...]:
    """Every shipped puzzle with its replay (made once: a replay each is a millisecond or two)."""
    return tuple((e, e.puzzle()) for e in _table().entries)


def test_the_table_holds_a_practice_puzzle_set_made_by_the_daily_puzzles_method():
    table = _table()
    assert table.method == puzzle.METHOD
    assert len(table.entries) >= 1000
    numbers = [e.n for e in table.entries]
    assert numbers == sorted(set(numbers)) and numbers[0] >= 1


def test_every_practice_puzzle_replays_from_its_code_and_its_best_card_is_legal_and_clearly_best():
    for e, p in _all():
        seed, rules = parse_code(p.code)
        m = Match.replay(seed, rules, p.actions)
        assert m.phase == Phase.PLAY and m.to_act == SOUTH, e.n
        legal = m.legal(SOUTH)
        assert p.best in legal and set(p.values) == set(legal) == set(p.raw), e.n
        assert p.best == min(p.raw, key=lambda c: (p.raw[c], c.index)), e.n
        assert p.same == frozenset(puzzle.run_of(m.view(SOUTH), p.best)), e.n
        assert len({c for c in legal if c not in p.same}) >= 2, e.n
        assert puzzle.clear_margin(p.values, p.best, p.same), e.n
        assert p.trick >= puzzle.FIRST_TRICK, e.n


def test_no_practice_puzzle_shows_a_value_below_what_the_rest_of_the_hand_can_add():
    from game.hearts.ai import forecast
    from game.hearts.ai.knowledge import Knowledge, hand_scores

    for e, p in _all():
        k = Knowledge(p.view())
        moon = [26 if s == SOUTH else 0 for s in range(4)]
        floor = min(0, hand_scores(moon, k.moon_add, None, k.scoring)[SOUTH]) - forecast.taken(k)
        assert min(p.values.values()) >= floor and min(p.raw.values()) >= floor, e.n


def test_no_practice_puzzle_is_a_daily_puzzles_position():
    daily = {(row[0], row[1]) for row in puzzle._table()[1]}
    assert not [e.n for e in _table().entries if (e.code, e.moves) in daily]


def test_every_practice_puzzles_themes_are_those_its_position_and_answer_give():
    for e, p in _all():
        assert e.themes == practice.themes_of(p), e.n
        assert set(e.themes) <= set(practice.THEMES), e.n


def test_every_theme_has_puzzles_to_practise():
    for theme in practice.THEMES:
        assert len(practice.of_theme(_table().entries, theme)) >= 20, theme


def test_a_puzzles_rating_runs_from_800_when_both_levels_always_find_it_to_2200_when_neither_does():
    assert practice.rating(practice.TRIES, practice.TRIES) == 800
    assert practice.rating(0, 0) == 2200
    assert practice.rating(practice.TRIES, 0) == practice.rating(0, practice.TRIES) == 1500
    for e in _table().entries:
        assert 0 <= e.easy <= practice.TRIES and 0 <= e.normal <= practice.TRIES and 800 <= e.rating <= 2200


def test_a_puzzles_rating_weighs_easy_normal_and_hard_the_same_from_800_to_2200():
    t = practice.TRIES
    assert practice.rating(t, t, t) == 800 and practice.rating(0, 0, 0) == 2200
    assert practice.rating(0, t, t) == practice.rating(t, 0, t) == practice.rating(t, t, 0) == 1267
    for e in _table().entries:
        assert e.hard is not None and 0 <= e.hard <= t, e.n
        assert e.rating == practice.rating(e.easy, e.normal, e.hard), e.n


def test_hards_answer_varies_with_the_seed_so_its_share_is_graded():
    graded = [e for e in _table().entries if e.hard is not None and 0 < e.hard < practice.TRIES]
    assert len(graded) >= len(_table().entries) // 4


def test_the_ratings_are_not_split_in_two():
    ratings = [e.rating for e in _table().entries]
    assert sum(1 for r in ratings if 1200 <= r < 1900) >= len(ratings) // 4


def test_the_ratings_spread_over_the_scale():
    ratings = [e.rating for e in _table().entries]
    assert min(ratings) < 1000 and max(ratings) > 2000
    assert sum(1 for r in ratings if 1200 <= r <= 1800) >= 20


def test_the_table_is_exactly_what_make_practice_writes():
    text = (ROOT / "game" / "hearts" / "teaching" / practice.FILE).read_text(encoding="utf-8")
    assert practice.render(practice.parse(text)) == text


def test_a_damaged_table_is_a_value_error_that_says_what_is_wrong():
    for text, words in (("{", "not JSON"), ('{"format": "x"}', "not a 'hearts-practice'"),
                        ('{"format": "hearts-practice", "version": 1, "method": "m", "fields": '
                         '["n","code","moves","best","values","easy","normal","themes"], "puzzles": [[1]]}',
                         "puzzle 1")):
        try:
            practice.parse(text)
        except ValueError as e:
            assert words in str(e)
        else:
            raise AssertionError(text)


def test_a_version_1_table_is_read_with_hards_count_missing_and_its_ratings_as_they_were():
    rows = [[e.n, e.code, e.moves, e.best, e.values, e.easy, e.normal, " ".join(e.themes)]
            for e in _table().entries[:3]]
    old = json.dumps({"format": practice.FORMAT, "version": 1, "method": "m", "fields": list(practice.FIELDS_1),
                      "puzzles": rows})
    entries = practice.parse(old).entries
    assert [e.hard for e in entries] == [None] * 3
    assert [e.rating for e in entries] == [800 + 700 * (40 - e.easy - e.normal) // 20 for e in entries]
    assert [dataclasses.replace(e, hard=s.hard) for e, s in zip(entries, _table().entries)] == list(
        _table().entries[:3])


def test_a_run_draws_near_the_rating_and_shows_no_puzzle_twice_until_its_theme_runs_out():
    entries = _table().entries
    run = practice.Run(7)
    first = [run.next(entries, 1500) for _ in range(40)]
    assert len({e.n for e in first}) == 40
    near = sorted(entries, key=lambda e: abs(e.rating - 1500))
    assert abs(first[0].rating - 1500) <= abs(near[40].rating - 1500)
    pool = practice.of_theme(entries, "queen")
    run = practice.Run(3, "queen")
    drawn = [run.next(entries, 1500).n for _ in range(len(pool))]
    assert sorted(drawn) == sorted(e.n for e in pool)  # every one once
    assert run.next(entries, 1500).n in drawn  # then the pool starts again


def test_the_same_seed_draws_the_same_puzzles():
    entries = _table().entries
    a, b = practice.Run(11), practice.Run(11)
    assert [a.next(entries, 1400).n for _ in range(10)] == [b.next(entries, 1400).n for _ in range(10)]


def test_a_run_skips_the_puzzles_already_answered():
    entries = _table().entries
    seen = [e.n for e in entries[:-5]]
    run = practice.Run(5, None, seen)
    assert run.next(entries, 1500).n not in seen


def test_themes_follow_the_stated_rules_on_a_late_trick_and_a_moon():
    e, p = next((e, p) for e, p in _all() if "end" in e.themes)
    assert p.trick >= practice.END_TRICK
    e, p = next((e, p) for e, p in _all() if "moon" in e.themes)
    assert len([x for x in p.view().points if x > 0]) == 1


# -- the slow lane: searched again from scratch ----------------------------------------------

def test_a_sample_of_practice_puzzles_is_found_again_from_its_number_alone():
    by_n = {e.n: e for e in _table().entries}
    for n in SAMPLE:
        if n in by_n:
            assert practice.make_entry(n, practice.generate(n)) == by_n[n], n


def test_a_sample_of_practice_puzzles_is_confirmed_by_the_stronger_search_and_the_hint():
    for e in _table().entries[:: max(1, len(_table().entries) // 5)][:5]:
        p = e.puzzle()
        m = p.match()
        view = m.view(SOUTH)
        raw = coach.run(puzzle.confirm(view, puzzle.strong_seed(m.seed, m)))
        assert raw == dict(p.raw), e.n
        hint = coach.run(coach.evaluate(view, m.decision_rng(SOUTH)))
        assert p.best in {cs[0] for cs in hint.same}, e.n


def test_a_practice_puzzle_measured_again_by_the_same_method_is_the_same():
    e = _table().entries[0]
    assert practice.rescore(e) == e


def test_the_practice_streams_are_apart_from_the_dates():
    day = dt.date(2027, 1, 1)
    assert practice.stream(puzzle.date_key(day)).next_u64() != puzzle.date_stream(day).next_u64()
    assert isinstance(practice.stream(1), Rng)


def _fake_tool(monkeypatch, tmp_path, missing: set[int]):
    """tools/make_practice.py writing to ``tmp_path``, its search stood in for (no puzzle for ``missing``)."""
    from tests.tools_under_test import load_tool

    tool = load_tool("tools/make_practice.py")
    monkeypatch.setattr(tool, "TABLE", tmp_path / practice.FILE)
    real = _table().entries[0]
    searched: list[int] = []

    def generate(n: int) -> tuple[str, str, str, str]:
        searched.append(n)
        if n in missing:
            raise ValueError(f"no puzzle found for practice puzzle {n}")
        return real.code, real.moves, real.best, real.values

    monkeypatch.setattr(tool.practice, "generate", generate)
    monkeypatch.setattr(tool.practice, "make_entry", lambda n, row: practice.Entry(n, *row, 1, 2, ()))
    return tool, searched


def test_make_practice_writes_after_every_puzzle_and_resumes_after_the_last_number(monkeypatch, tmp_path):
    tool, searched = _fake_tool(monkeypatch, tmp_path, missing={2})
    assert tool.main(["--count", "2"]) == 0
    first = practice.parse((tmp_path / practice.FILE).read_text(encoding="utf-8"))
    assert [e.n for e in first.entries] == [1, 3] and searched == [1, 2, 3]  # number 2 has none: left out
    assert tool.main(["--count", "4"]) == 0
    again = practice.parse((tmp_path / practice.FILE).read_text(encoding="utf-8"))
    assert [e.n for e in again.entries] == [1, 3, 4, 5] and searched == [1, 2, 3, 4, 5]
    assert again.method == puzzle.METHOD


def test_make_practice_refuses_another_methods_table_without_rescore(monkeypatch, tmp_path):
    tool, _searched = _fake_tool(monkeypatch, tmp_path, missing=set())
    (tmp_path / practice.FILE).write_text(practice.render(practice.Table("puzzle-0", _table().entries[:1])),
                                          encoding="utf-8")
    try:
        tool.main(["--count", "1"])
    except SystemExit as e:
        assert "--rescore" in str(e)
    else:
        raise AssertionError("another method's table was extended")


def test_make_practice_difficulty_measures_again_without_searching(monkeypatch, tmp_path):
    tool, searched = _fake_tool(monkeypatch, tmp_path, missing=set())
    shipped = _table().entries[:2]
    unmeasured = [dataclasses.replace(e, easy=0, normal=0, hard=None) for e in shipped]
    (tmp_path / practice.FILE).write_text(practice.render(practice.Table(puzzle.METHOD, tuple(unmeasured))),
                                          encoding="utf-8")
    assert tool.main(["--difficulty"]) == 0
    again = practice.parse((tmp_path / practice.FILE).read_text(encoding="utf-8"))
    assert again.entries == shipped and searched == []
