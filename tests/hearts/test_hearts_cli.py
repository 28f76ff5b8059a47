"""The command-line protocol: bot, legal, arena."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.hearts import Match
from game.hearts.console.cli import main, serve

from .helpers import pass_all

ROOT = Path(__file__).resolve().parents[2]


def _run(lines, level=None, seed=0):
    out = io.StringIO()
    serve(io.StringIO("".join(line + "\n" for line in lines)), out, level, seed)
    return [json.loads(x) for x in out.getvalue().splitlines()]


def _requests():
    m = Match(42)
    pass_req = m.view(0).to_request()
    pass_all(m)
    play_req = m.view(m.to_act).to_request()
    return pass_req, play_req


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bot_answers_a_pass_and_a_play(level):
    pass_req, play_req = _requests()
    a, b = _run([json.dumps(pass_req), json.dumps(play_req)], level)
    assert len(a["pass"]) == 3 and set(a["pass"]) <= set(pass_req["hand"])
    assert b == {"play": "2C"}


def test_bot_answer_depends_only_on_seed_and_request():
    m = Match(43)
    pass_all(m)
    while m.to_act != 0 or len(m.legal(0)) < 2:
        s = m.to_act
        m.play(s, m.legal(s)[0])
    req = m.view(0).to_request()
    shuffled = json.dumps(dict(reversed(list(req.items()))), indent=1).replace("\n", " ")
    answers = _run([json.dumps(req), shuffled, json.dumps(req)], "hard", seed=9)
    assert answers[0] == answers[1] == answers[2]
    assert answers[0]["play"] in req["hand"]


def test_bot_reports_errors_and_keeps_going():
    _, play_req = _requests()
    bad_card = dict(play_req, hand=["ZZ"] + play_req["hand"][1:])
    dup = dict(play_req, hand=play_req["hand"][:-1] + [play_req["hand"][0]])
    short = dict(play_req, hand=play_req["hand"][:-1])
    wrong_seat = dict(play_req, seat=(play_req["seat"] + 1) % 4)
    lines = ["not json", "[1,2]", json.dumps(bad_card), json.dumps(dup), json.dumps(short),
             json.dumps(wrong_seat), json.dumps(dict(play_req, rules={"target": 7})),
             json.dumps(play_req)]
    answers = _run(lines, "normal")
    assert len(answers) == len(lines)
    for a in answers[:-1]:
        assert set(a) == {"error"} and a["error"]
    assert "ZZ" in answers[2]["error"]
    assert "duplicate" in answers[3]["error"]
    assert answers[-1] == {"play": "2C"}


def test_missing_rules_keys_take_the_defaults():
    _, play_req = _requests()
    req = dict(play_req)
    del req["rules"]
    assert _run([json.dumps(req)], None) == [{"legal": ["2C"]}]


def test_legal_answers_the_cards_the_rules_allow():
    m = Match(44)
    pass_all(m)
    for _ in range(5):
        s = m.to_act
        m.play(s, m.legal(s)[-1])
    req = m.view(m.to_act).to_request()
    (a,) = _run([json.dumps(req)], None)
    assert a == {"legal": [str(c) for c in m.legal(m.to_act)]}


def test_arena_prints_levels_with_errors_and_times(capsys):
    assert main(["arena", "--players", "easy,random,random,random", "--deals", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "easy" in out and "random" in out and "±" in out and "p95" in out


def test_python_dash_m_entry_point():
    _, play_req = _requests()
    proc = subprocess.run(
        [sys.executable, "-m", "game.hearts", "bot", "--level", "easy", "--seed", "1"],
        input=json.dumps(play_req) + "\n{oops\n", capture_output=True, text=True, cwd=ROOT, timeout=60,
    )
    assert proc.returncode == 0
    lines = [json.loads(x) for x in proc.stdout.splitlines()]
    assert lines[0] == {"play": "2C"} and "error" in lines[1]
    bad = subprocess.run([sys.executable, "-m", "game.hearts", "arena", "--players", "easy,x", "--deals", "1"],
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert bad.returncode != 0 and "Traceback" not in bad.stderr


def test_an_unknown_bot_level_is_named_in_plain_words(capsys):
    with pytest.raises(SystemExit) as e:
        main(["bot", "--level", "godlike"])
    err = capsys.readouterr().err
    assert e.value.code == 2
    assert "'easy', 'normal', 'hard'" in err and "Level." not in err
