"""The command line's daily and shortest commands, run as people and tests run them."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.heart_to_heart.shortest import replay_moves
from game.heart_to_heart.state import WON, Game

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game.heart_to_heart", *args],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)


def test_daily_prints_the_dates_deal_code():
    proc = run("daily", "2026-11-30")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "HH1-N-ZZSBHOM\n"


@pytest.mark.parametrize("bad", ["2026-02-30", "30.11.2026", "", "today"])
def test_daily_refuses_a_bad_date_with_a_message_and_status_2(bad):
    proc = run("daily", bad)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert "date" in proc.stderr and "Traceback" not in proc.stderr


def test_shortest_prints_one_json_line_whose_line_wins_in_that_many_moves():
    proc = run("shortest", " hh1-n-aaaaaam ")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 1
    out = json.loads(lines[0])
    assert list(out) == ["code", "moves", "proven", "line"]
    assert out["code"] == "HH1-N-AAAAAAM" and out["proven"] is True
    game = Game.from_code(out["code"])
    end = replay_moves(game, out["line"])
    assert end.status == WON and end.moves == out["moves"]


def test_shortest_line_is_read_by_replay():
    out = json.loads(run("shortest", "HH1-N-AAAAAAM").stdout)
    proc = subprocess.run([sys.executable, "-m", "game.heart_to_heart", "replay", "HH1-N-AAAAAAM"],
                          input="\n".join(out["line"]) + "\n", capture_output=True, text=True, cwd=ROOT,
                          timeout=60)
    last = json.loads(proc.stdout.splitlines()[-1])
    assert last["status"] == "won" and last["moves"] == out["moves"]


def test_shortest_of_a_deal_that_cannot_be_won_is_null():
    out = json.loads(run("shortest", "HH1-N-AAAAAAY").stdout)  # deal 24: dead from the start
    assert out == {"code": "HH1-N-AAAAAAY", "moves": None, "proven": True, "line": None}


def test_shortest_with_a_tiny_budget_never_claims_an_unproven_minimum(monkeypatch, capsys):
    """The budget is wall-clock time: a clock that jumps a second at every look runs out
    after the first slice of search on any machine, however fast."""
    import time

    from game.heart_to_heart.__main__ import main

    ticks = iter(range(10**6))
    monkeypatch.setattr(time, "perf_counter", lambda: float(next(ticks)))
    assert main(["shortest", "HH1-N-IKWVNQT", "--budget-ms", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["proven"] is False
    end = replay_moves(Game.from_code("HH1-N-IKWVNQT"), out["line"])
    assert end.status == WON and end.moves == out["moves"]


@pytest.mark.parametrize("args, says", [
    (("shortest", "HH1-X-AAAAAAM"), "rules"),
    (("shortest", "nonsense"), "deal code"),
    (("shortest", "HH1-N-AAAAAAM", "--budget-ms", "-3"), "positive"),
    (("shortest", "HH1-N-AAAAAAM", "--budget-ms", "soon"), "milliseconds"),
    (("shortest", "HH1-N-AAAAAAM", "--budget-ms", "nan"), "positive"),
    (("shortest",), "code"),
])
def test_shortest_refuses_bad_input_with_a_message_and_status_2(args, says):
    proc = run(*args)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert says in proc.stderr and "Traceback" not in proc.stderr
