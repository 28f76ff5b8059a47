"""The analysis: every choice South had with its expected points, as the hint and the coach see it.

The best row is the hint's choice; each choice's loss is the coach's grade of that choice at
that moment; the same moment gives the same analysis; a forced play is one row; the pass shows
the best few passes best first; the work is cut into the hint's slices; the CLI prints one JSON
line per decision of South and refuses bad input with a message and status 2.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import subprocess
import sys
import time
from typing import Any

from game.hearts import Match
from game.hearts.ai import choose
from game.hearts.history import hand_review
from game.hearts.teaching import analysis, coach
from game.rng import Rng
from tests.hearts.helpers import drain, play_to_end_of_hand, run_cli, write_save


@functools.cache
def _hand() -> tuple[Match, list[coach.Decision]]:
    """The second hand (passing right) of a game of four Normal players, and South's decisions.

    South's hand is one to shoot with; the pass and the plays at tricks 5 and 7 have choices
    of several losses; trick 13's is forced.
    """
    m = Match(9)
    play_to_end_of_hand(m)
    m.start_next_hand()
    play_to_end_of_hand(m)
    return m, coach.south_decisions(hand_review(m, 2), m.rules)


@functools.cache
def _analysis(i: int) -> analysis.Analysis:
    m, ds = _hand()
    return analysis.analyse(ds[i].view, coach.decision_rng_seed(m.seed, ds[i]))


def test_the_best_row_is_the_hints_choice():
    m, ds = _hand()
    for i, d in enumerate(ds):
        hint = coach.run(coach.hint(d.view, Rng(coach.decision_rng_seed(m.seed, d))))
        a = _analysis(i)
        assert analysis.choice_key(hint.cards) == analysis.choice_key(a.best), d.trick
        assert a.rows[0].loss == 0 and a.rows[0].choice == a.best


def test_a_choices_shown_loss_is_the_coachs_grade_loss_for_that_choice():
    m, ds = _hand()
    for i in (0, 5, 7):  # the pass and two plays
        a = _analysis(i)
        assert len({r.loss for r in a.rows}) > 2
        for row in a.rows:
            grade = coach.run(coach.grade_decision(dataclasses.replace(ds[i], played=row.choice), m.seed))
            assert grade.loss == row.loss, (ds[i].trick, row, grade)
            assert round(row.points - a.rows[0].points, 2) == row.loss


def test_the_same_moment_gives_the_same_analysis():
    m, ds = _hand()
    for i in (0, 7):
        seed = coach.decision_rng_seed(m.seed, ds[i])
        first = analysis.analyse(ds[i].view, seed)
        again = analysis.analyse(ds[i].view, seed)
        assert first == again and first == _analysis(i)
        assert json.dumps(first.to_json()) == json.dumps(again.to_json())


def test_a_forced_play_has_one_row():
    m, ds = _hand()
    last = ds[-1]
    assert last.trick == 13 and len(last.view.legal()) == 1
    a = analysis.analyse(last.view, coach.decision_rng_seed(m.seed, last))
    assert [r.choice for r in a.rows] == [last.played] and a.rows[0].loss == 0
    assert list(a.to_json()["values"]) == [str(last.played[0])]


def test_every_legal_card_has_a_row_best_first():
    _, ds = _hand()
    for i in (5, 7):
        a = _analysis(i)
        assert sorted(r.choice[0] for r in a.rows) == sorted(ds[i].view.legal())
        assert [r.loss for r in a.rows] == sorted(r.loss for r in a.rows)


def test_the_pass_shows_at_most_the_best_few_passes_best_first():
    _, ds = _hand()
    assert ds[0].phase == "pass"
    a = _analysis(0)
    assert a.phase == "pass" and 1 < len(a.rows) <= analysis.PASS_ROWS
    assert [r.loss for r in a.rows] == sorted(r.loss for r in a.rows)
    hand = set(ds[0].view.hand)
    for r in a.rows:
        assert len(set(r.choice)) == 3 and set(r.choice) <= hand
    assert len({analysis.choice_key(r.choice) for r in a.rows}) == len(a.rows)


def test_the_json_is_best_then_every_choice_with_its_points():
    a = _analysis(0)
    out = a.to_json()
    assert set(out) == {"phase", "best", "values", "moon", "moons"}
    assert out["phase"] == "pass" and out["best"] == analysis.choice_key(a.best)
    assert list(out["values"]) == [analysis.choice_key(r.choice) for r in a.rows]
    assert next(iter(out["values"])) == out["best"]
    assert all(isinstance(v, float) for v in out["values"].values())
    assert out["moon"] is None or 0 < out["moon"] <= 1
    assert json.loads(json.dumps(out)) == out


def _slices(make: Any) -> tuple[int, float]:
    """(the yields, the longest CPU time between two yields in ms) of one run, the shorter of two."""
    best = (0, float("inf"))
    for _ in range(2):
        gen = make()
        count, longest, last = 0, 0.0, time.thread_time()
        while True:
            try:
                next(gen)
            except StopIteration:
                break
            now = time.thread_time()
            count, longest, last = count + 1, max(longest, now - last), now
        longest = max(longest, time.thread_time() - last)
        best = (count, min(best[1], longest * 1000))
    return best


def test_the_analysis_is_cut_into_slices_no_longer_than_the_hints():
    m, ds = _hand()
    for i in (0, 7):
        d = ds[i]
        seed = coach.decision_rng_seed(m.seed, d)
        hint_yields, hint_ms = _slices(lambda: coach.hint(d.view, Rng(seed)))  # noqa: B023
        yields, ms = _slices(lambda: analysis.analysis_steps(d.view, seed))  # noqa: B023
        assert yields > hint_yields  # more work, in more slices of the same size
        assert ms <= 2 * hint_ms + 2.0, (d.trick, ms, hint_ms)
        assert drain(analysis.analysis_steps(d.view, seed))[0] == _analysis(i)


def _cli(*args: str) -> tuple[int, list[dict], str]:
    return run_cli("analyse", *args)


def _in_progress() -> Match:
    """Game 9 with hand 2 passed and six cards played into."""
    m = Match(9)
    play_to_end_of_hand(m)
    m.start_next_hand()
    while m.phase == "pass" or len(m.tricks) * 4 + len(m.current_trick.cards) < 6:
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
    return m


def test_the_cli_prints_one_json_line_per_decision_of_south_in_the_hand_so_far(tmp_path):
    m = _in_progress()
    path = write_save(tmp_path, m)
    code, lines, err = _cli(path, "--hand", "2")
    assert code == 0, err
    ds = coach.south_decisions(hand_review(m, 2), m.rules)
    assert 2 <= len(lines) == len(ds)
    for n, (line, d) in enumerate(zip(lines, ds, strict=True), 1):
        assert set(line) == {"hand", "decision", "trick", "phase", "played", "analysis"}
        assert (line["hand"], line["decision"], line["trick"], line["phase"]) == (2, n, d.trick, d.phase)
        assert line["played"] == analysis.choice_key(d.played)
        include = d.played if d.phase == "pass" else ()
        assert line["analysis"] == analysis.analyse(d.view, coach.decision_rng_seed(m.seed, d), include=include).to_json()
    assert lines[0]["phase"] == "pass" and len(lines[0]["played"].split()) == 3


def test_the_cli_weighs_souths_own_pass_even_outside_the_best_few(tmp_path):
    m = Match(9)
    lowest = sorted(m.hands[0], key=lambda c: (c.rank, c.index))[:3]  # the three smallest: a poor pass
    m.submit_pass(0, lowest)
    for seat in (1, 2, 3):
        m.apply(seat, choose(m.view(seat), "normal", m.decision_rng(seat)))
    d = coach.south_decisions(hand_review(m, 1), m.rules)[0]
    made = analysis.choice_key(lowest)
    assert made not in analysis.analyse(d.view, coach.decision_rng_seed(m.seed, d)).values()  # not among the best
    code, lines, err = _cli(write_save(tmp_path, m), "--hand", "1")
    assert code == 0, err
    assert lines[0]["played"] == made and made in lines[0]["analysis"]["values"]


def test_the_cli_refuses_bad_input_with_a_message_and_status_2(tmp_path):
    m = _in_progress()
    path = write_save(tmp_path, m)
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_text('{"data": {"match": ')
    not_hearts = tmp_path / "other.json"
    not_hearts.write_text('{"match": {"format": "solitaire"}}')
    for args, words in [([str(tmp_path / "missing.json")], "no such file"),
                        ([str(corrupt)], "not valid JSON"),
                        ([str(not_hearts)], "not a Hearts game"),
                        ([str(tmp_path)], "not a file"),
                        ([path, "--hand", "3"], "no hand 3")]:
        code, lines, err = _cli(*args)
        assert code == 2 and not lines and words in err and "Traceback" not in err, (args, err)
    run = subprocess.run([sys.executable, "-m", "game.hearts", "analyse", path, "--hand", "0"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 2 and "Traceback" not in run.stderr and "--hand" in run.stderr


def test_the_moon_chance_is_given_only_where_a_seat_can_still_take_every_point():
    m, ds = _hand()
    assert _analysis(0).moon is not None and analysis.MOON_SHOWN <= _analysis(0).moon <= 1  # a hand to shoot with
    settled = 0
    for i, d in enumerate(ds):
        taken = [0, 0, 0, 0]
        for t in d.view.tricks:
            taken[t.winner or 0] += t.points
        if sum(1 for x in taken if x) >= 2:
            assert _analysis(i).moon is None, d.trick
            settled += 1
    assert settled > 0


def test_the_analysis_benchmark_times_the_analysis_beside_the_hint(capsys):
    from tests.tools_under_test import load_tool

    bench = load_tool("tools/bench/bench_analysis.py")
    assert bench.main(["--positions", "3", "--repeat", "1"]) == 0
    out = capsys.readouterr().out
    assert "analysis / hint" in out and "longest slice" in out


def test_the_moment_seed_at_the_table_is_the_hints():
    m = _in_progress()
    assert Rng(analysis.moment_seed(m)).next_u64() == m.decision_rng(0).next_u64()
    while m.to_act != 0:
        m.apply(m.to_act, choose(m.view(m.to_act), "normal", m.decision_rng(m.to_act)))
    a = analysis.analyse(m.view(0), analysis.moment_seed(m))
    assert a.best == coach.run(coach.hint(m.view(0), m.decision_rng(0))).cards


def test_the_pass_made_gets_a_row_with_the_coachs_loss_even_outside_the_best_few():
    m, ds = _hand()
    d = ds[0]
    seed = coach.decision_rng_seed(m.seed, d)
    shown = {r.choice for r in _analysis(0).rows}
    hand = sorted(d.view.hand, key=lambda c: -c.index)
    made = next(tuple(sorted(cs, key=lambda c: c.index)) for cs in
                ((hand[i], hand[j], hand[k]) for i in range(13) for j in range(i + 1, 13) for k in range(j + 1, 13))
                if tuple(sorted(cs, key=lambda c: c.index)) not in shown)
    a = analysis.analyse(d.view, seed, include=made)
    row = a.row(made)
    assert row is not None and a.rows[0] == _analysis(0).rows[0]
    grade = coach.run(coach.grade_decision(dataclasses.replace(d, played=made), m.seed))
    assert row.loss == grade.loss
