"""The daily Hearts puzzle: the shipped table, the lookup, the verdict and the CLI."""

from __future__ import annotations

import datetime as dt
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.cards import Card
from game.hearts.ai import forecast, player
from game.hearts.ai.knowledge import Knowledge, hand_scores
from game.hearts.code import parse_code
from game.hearts.console.cli import main, puzzle_command
from game.hearts.deal import SOUTH
from game.hearts.kinds import Phase
from game.hearts.match import Match
from game.hearts.teaching import coach, puzzle, puzzle_data
from game.rng import Rng

ROOT = Path(__file__).resolve().parents[2]
YEAR = [dt.date(2027, 1, 1) + dt.timedelta(days=i) for i in range(365)]


def test_every_puzzle_of_2027_replays_from_its_code_and_its_best_card_is_legal_and_clearly_best():
    for day in YEAR:
        p = puzzle.puzzle_for(day)
        seed, rules = parse_code(p.code)
        m = Match.replay(seed, rules, p.actions)  # the position, from the code and the actions alone
        assert m.phase == Phase.PLAY and m.to_act == p.seat == SOUTH, day
        legal = m.legal(SOUTH)
        assert p.best in legal and set(p.values) == set(legal) == set(p.raw), day
        assert p.best == min(p.raw, key=lambda c: (p.raw[c], c.index)), day
        assert p.same == frozenset(puzzle.run_of(m.view(SOUTH), p.best)), day
        others = [v for c, v in p.values.items() if c not in p.same]
        assert len({c for c in legal if c not in p.same}) >= 2, day
        assert min(others) - p.values[p.best] >= puzzle.MARGIN - 1e-9, day
        assert p.values == puzzle.calibrated_values(p.raw, p.best), day
        assert p.trick >= puzzle.FIRST_TRICK and p.trick == len(m.tricks) + 1 and p.hand == m.hand_number, day


def test_the_shown_values_are_the_best_cards_points_plus_the_coachs_calibrated_margin():
    p = puzzle.puzzle_for(dt.date(2027, 1, 1))
    b = p.raw[p.best]  # the best card's expected points for the rest of the hand, in South's points
    for c, v in p.values.items():
        assert v == pytest.approx(b + coach.calibrated(p.raw[c] - b, Phase.PLAY, True), abs=0.006)
    assert list(p.values)[0] == p.best


def _least_added(view) -> int:
    """The least the rest of the hand can add to South's score: South's moon, or no more points."""
    k = Knowledge(view)
    moon = [26 if s == SOUTH else 0 for s in range(4)]
    return min(0, hand_scores(moon, k.moon_add, None, k.scoring)[SOUTH]) - forecast.taken(k)


def test_no_puzzle_shows_a_value_below_what_the_rest_of_the_hand_can_add():
    for p in _every_puzzle():
        floor = _least_added(p.view())  # minus the points taken (less 26 more where a moon takes 26 off)
        assert min(p.values.values()) >= floor and min(p.raw.values()) >= floor, (p.date, floor, p.values)


def test_a_puzzles_values_are_in_the_analysiss_unit_the_rest_of_the_hands_points_moons_included():
    assert puzzle_data.VERSION == 2 and puzzle.METHOD == "puzzle-2"
    p = puzzle.puzzle_for(dt.date(2026, 12, 4))
    assert _least_added(p.view()) == -15  # South has taken 15 points: a moon of South's brings them to 0
    assert p.values[p.best] >= -15


def test_the_table_covers_every_day_from_december_2026_to_the_end_of_2027():
    assert puzzle.first_day() == dt.date(2026, 12, 1)
    assert puzzle.table_last_day() >= dt.date(2027, 12, 31)
    assert puzzle_data.shipped().method == puzzle.METHOD


def test_the_table_is_exactly_what_make_puzzles_writes():
    from tests.tools_under_test import load_tool

    make_puzzles = load_tool("tools/make_puzzles.py")

    text = (ROOT / "game" / "hearts" / "teaching" / puzzle_data.FILE).read_text(encoding="utf-8")
    assert text == make_puzzles.render(puzzle.first_day(), list(puzzle_data.shipped().rows))
    assert len(puzzle_data.shipped().rows) == (make_puzzles.LAST - make_puzzles.FIRST).days + 1


def test_a_fresh_generation_of_a_few_days_writes_the_shipped_lines():
    from tests.tools_under_test import load_tool

    make_puzzles = load_tool("tools/make_puzzles.py")
    days = [dt.date(2027, 1, 9), dt.date(2027, 1, 31), dt.date(2027, 2, 19)]  # searched by this method
    shipped = (ROOT / "game" / "hearts" / "teaching" / puzzle_data.FILE).read_text(encoding="utf-8").splitlines()
    first = puzzle.first_day()
    for day in days:
        fresh = make_puzzles.render(day, [puzzle.generate(day)]).splitlines()
        header, line = 2, 2 + (day - first).days  # the header's two lines, then one line a day
        assert fresh[header].rstrip(",") == shipped[line].rstrip(","), day


def test_a_missing_or_unreadable_table_file_is_a_value_error_that_says_so(tmp_path):
    with pytest.raises(ValueError, match="cannot be read"):
        puzzle_data.load(tmp_path / "missing.json")
    (tmp_path / "bad.json").write_bytes(b"\xff\xfe")
    with pytest.raises(ValueError, match="cannot be read"):
        puzzle_data.load(tmp_path / "bad.json")


def test_the_table_file_reads_back_as_written_and_refuses_another_format_or_version():
    table = puzzle_data.shipped()
    assert puzzle_data.parse(puzzle_data.render(table)) == table
    text = puzzle_data.render(table)
    for bad in (text.replace('"version": 2', '"version": 1'), text.replace(f'"{puzzle_data.FORMAT}"', '"other"'), "[]", "{",
                text.replace('"first": "2026-12-01"', '"first": "2026-13-01"')):
        with pytest.raises(ValueError):
            puzzle_data.parse(bad)


def test_a_date_gives_the_same_puzzle_every_time_numbered_from_the_first_day():
    day = dt.date(2027, 3, 14)
    a, b = puzzle.puzzle_for(day), puzzle.puzzle_for(day)
    assert a == b and a.to_json() == b.to_json()
    assert a.date == day and a.number == (day - puzzle.first_day()).days + 1
    assert puzzle.puzzle_for(puzzle.first_day()).number == 1
    assert len({a, b, puzzle.puzzle_for(day + dt.timedelta(days=1))}) == 2  # a value: hashable, equal by content


def test_after_the_tables_last_day_its_puzzles_come_round_again_under_the_days_own_date():
    first = puzzle.first_day()
    after = puzzle.table_last_day() + dt.timedelta(days=1)
    p, q = puzzle.puzzle_for(first), puzzle.puzzle_for(after)
    assert (q.code, q.actions, q.best, q.values) == (p.code, p.actions, p.best, p.values)
    assert q.date == after and q.number == len(puzzle_data.shipped().rows) + 1
    assert puzzle.last_day() is None
    assert puzzle.puzzle_for(dt.date.max).date == dt.date.max  # no exception at the calendar's end


def test_a_date_before_the_first_puzzle_has_none():
    with pytest.raises(ValueError):
        puzzle.puzzle_for(puzzle.first_day() - dt.timedelta(days=1))
    with pytest.raises(ValueError):
        puzzle.puzzle_for(dt.date.min)


def test_the_verdict_is_best_for_the_best_card_and_its_run_and_worse_for_the_rest():
    p = puzzle.puzzle_for(dt.date(2027, 1, 1))
    legal = p.view().legal()
    for c in legal:
        assert puzzle.verdict(p, c) == ("best" if c in p.same else "worse")
    assert puzzle.verdict(p, p.best) == "best"
    outside = next(c for c in map(Card.from_index, range(52)) if c not in legal)
    with pytest.raises(ValueError):
        puzzle.verdict(p, outside)


def test_some_puzzle_counts_a_card_of_the_best_cards_run_as_best():
    p = next(puzzle.puzzle_for(d) for d in YEAR if len(puzzle.puzzle_for(d).same) > 1)
    other = next(c for c in p.same if c != p.best)
    assert puzzle.verdict(p, other) == "best" and p.values[other] == p.values[p.best]


def test_the_view_is_south_to_play_with_the_hand_the_tricks_and_the_pass():
    p = puzzle.puzzle_for(dt.date(2027, 2, 1))
    v = p.view()
    m = p.match()
    assert v == m.view(SOUTH) and v.seat == SOUTH and v.to_act == SOUTH
    assert len(v.tricks) == p.trick - 1 and set(p.values) == set(v.legal())


def test_the_puzzles_vary_in_best_card_and_trick():
    ps = [puzzle.puzzle_for(d) for d in YEAR]
    honours = sum(p.best in {Card.parse("QS"), Card.parse("KS"), Card.parse("AS")} for p in ps)
    assert honours < len(ps) / 4
    assert len({p.trick for p in ps}) >= 6 and len({p.best.suit for p in ps}) == 4
    assert len({p.hand for p in ps}) == 4  # every pass direction


def test_the_moves_written_to_the_table_replay_to_the_same_match():
    m = Match(2024)
    normal = player("normal")
    for _ in range(70):
        seat = m.awaiting_pass[0] if m.phase == Phase.PASS else m.to_act
        if seat is None:
            m.start_next_hand()
            continue
        m.apply(seat, normal.choose(m.view(seat), m.decision_rng(seat)))
    again = puzzle.replay_moves(m.seed, m.rules, puzzle.write_moves(m))
    assert again.actions == m.actions


def test_the_cli_prints_one_json_line_with_the_code_actions_seat_best_and_values(capsys):
    assert main(["puzzle", "2027-01-15"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    line = json.loads(lines[0])
    p = puzzle.puzzle_for(dt.date(2027, 1, 15))
    assert line["code"] == p.code and line["actions"] == [a.to_json() for a in p.actions]
    assert line["seat"] == 0 and line["best"] == str(p.best) and line["date"] == "2027-01-15"
    assert line["values"] == {str(c): v for c, v in p.values.items()}
    assert set(line["values"]) == {str(c) for c in p.view().legal()}


@pytest.mark.parametrize("text", ["2026-11-30", "2027-02-30", "tomorrow", "2027-1-5", "", "２０２７-01-01"])
def test_a_bad_or_puzzle_less_date_exits_2_with_a_message(text):
    out, err = io.StringIO(), io.StringIO()
    assert puzzle_command(text, out, err) == 2
    assert out.getvalue() == "" and err.getvalue().strip() and "Traceback" not in err.getvalue()


def test_the_cli_refuses_a_bad_date_with_status_2_and_no_traceback():
    r = subprocess.run([sys.executable, "-m", "game.hearts", "puzzle", "2027-13-01"], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and r.stdout == ""
    assert "2027-13-01" in r.stderr and "Traceback" not in r.stderr


SAMPLE = [dt.date(2027, 1, 9), dt.date(2027, 4, 2), dt.date(2027, 6, 21), dt.date(2027, 9, 5), dt.date(2027, 12, 24)]


def test_a_sample_of_puzzles_is_confirmed_again_by_the_stronger_search_from_scratch():
    for day in SAMPLE:
        p = puzzle.puzzle_for(day)
        m = p.match()
        view = m.view(SOUTH)
        raw = coach.run(puzzle.confirm(view, puzzle.strong_seed(m.seed, m)))
        assert raw == dict(p.raw), day
        best = min(raw, key=lambda c: (raw[c], c.index))
        assert best == p.best and puzzle.clear_margin(puzzle.calibrated_values(raw, best), best, p.same), day
        hint = coach.run(coach.evaluate(view, m.decision_rng(SOUTH)))
        assert p.best in {cs[0] for cs in hint.same}, day  # the hint agrees


def test_a_date_whose_earlier_position_still_qualifies_keeps_it_measured_again():
    rows, first = puzzle_data.shipped().rows, puzzle.first_day()
    for day in (dt.date(2026, 12, 4), dt.date(2027, 6, 15), dt.date(2027, 12, 31)):  # kept from the method before
        row = rows[(day - first).days]
        assert puzzle.rescore(day, row) == row, day


def test_a_dates_puzzle_is_found_again_from_the_date_alone():
    day = dt.date(2027, 1, 9)
    first = puzzle.first_day()
    assert puzzle.generate(day) == puzzle_data.shipped().rows[(day - first).days]


def test_the_stronger_search_has_ten_times_hards_deals_and_no_race():
    from game.hearts.ai.hard import SHIPPED

    assert puzzle.STRONG.worlds == 10 * SHIPPED.worlds and puzzle.STRONG.settle_z == 0
    assert puzzle.STRONG.endgame_hand > SHIPPED.endgame_hand


def test_the_stronger_search_draws_fresh_deals_apart_from_the_hints():
    p = puzzle.puzzle_for(dt.date(2027, 1, 1))
    m = p.match()
    assert Rng(puzzle.strong_seed(m.seed, m)).next_u64() != m.decision_rng(SOUTH).next_u64()


def test_a_puzzles_analysis_is_its_values_best_first_each_with_its_cost_against_the_best():
    p = puzzle.puzzle_for(dt.date(2027, 3, 14))
    a = p.analysis()
    assert a.best == (p.best,) and [r.choice[0] for r in a.rows] == sorted(
        p.values, key=lambda c: (c != p.best, p.values[c], c.index))
    for r in a.rows:
        assert r.points == p.values[r.choice[0]]
        assert r.loss == round(max(0.0, p.values[r.choice[0]] - p.values[p.best]), 2)
        assert (r.loss == 0) == (r.choice[0] in p.same or r.choice[0] == p.best)
    assert min(r.loss for r in a.rows[1:] if r.choice[0] not in p.same) == p.margin


def _every_puzzle() -> list:
    first, last = puzzle.first_day(), puzzle.table_last_day()
    return [puzzle.puzzle_for(first + dt.timedelta(days=i)) for i in range((last - first).days + 1)]


def test_the_answer_is_every_card_the_analysis_shows_at_the_best_cards_value():
    for p in _every_puzzle():
        a = p.analysis()
        assert p.best_cards[0] == p.best
        assert set(p.best_cards) == {r.choice[0] for r in a.rows if r.loss == 0} == set(p.same) | {p.best}, p.date
        for c in p.values:
            assert puzzle.verdict(p, c) == ("best" if c in p.best_cards else "worse"), (p.date, c)


def test_the_margin_is_to_the_best_card_outside_the_answer():
    for p in _every_puzzle():
        outside = [r.loss for r in p.analysis().rows if r.choice[0] not in p.best_cards]
        assert outside and p.margin == min(outside) >= puzzle.MARGIN - 1e-9, p.date


def test_eleven_march_is_answered_by_any_club_but_the_three():
    p = puzzle.puzzle_for(dt.date(2027, 3, 11))
    clubs = [c for c in p.values if c.suit == Card.parse("3C").suit and c != Card.parse("3C")]
    assert sorted(p.best_cards, key=lambda c: c.index) == sorted(clubs, key=lambda c: c.index)
