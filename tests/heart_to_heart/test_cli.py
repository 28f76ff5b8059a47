"""The command line, run as players and bug reports run it: ``python -m game.heart_to_heart``."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = "HH1-N-AAAAAAM"
KEYS = ["code", "heart", "free", "stock", "waste", "selected", "score", "moves", "status", "message"]


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "game.heart_to_heart", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )


def states(proc: subprocess.CompletedProcess) -> list[dict]:
    return [json.loads(line) for line in proc.stdout.splitlines()]


def test_replay_prints_the_dealt_state_then_one_state_per_action():
    proc = run("replay", " hh1-n-aaaaaam ", stdin="stock\n\n  stock \n25\n")
    assert proc.returncode == 0, proc.stderr
    out = states(proc)
    assert len(out) == 4  # the deal, then three actions (the blank line is ignored)
    first = out[0]
    assert list(first) == KEYS
    assert first["code"] == EXAMPLE
    assert first["heart"][0] == "10" and first["heart"][24] == "4"
    assert first["free"] == [25] and first["waste"] == ["A"] and len(first["stock"]) == 26
    assert first["selected"] is None and first["score"] == 0 and first["moves"] == 0
    assert first["status"] == "playing" and first["message"] is None
    assert out[2]["moves"] == 2 and out[2]["waste"][-1] == first["stock"][1]
    assert out[3]["selected"] == 25


def test_replay_worked_example_pairs_on_move_10_and_frees_23_and_24():
    proc = run("replay", EXAMPLE, stdin="stock\n" * 9 + "25\nwaste\n")
    out = states(proc)
    assert out[9]["waste"][-1] == "4" and "4" not in out[8]["waste"][1:]
    last = out[-1]
    assert last["moves"] == 10 and last["score"] == 10
    assert last["heart"][24] is None and last["free"] == [23, 24]


def test_replay_reports_move_errors_only_with_the_flag():
    plain = states(run("replay", EXAMPLE, stdin="25\nwaste\n"))
    assert plain[-1]["message"] is None and plain[-1]["selected"] == "waste"
    told = states(run("replay", EXAMPLE, "--move-errors", stdin="25\nwaste\n"))
    assert told[-1]["message"] == "Must be the same rank"
    assert told[1]["message"] is None


def test_replay_accepts_no_selection_help_without_changing_the_states():
    a = run("replay", EXAMPLE, stdin="25\nstock\nundo\n")
    b = run("replay", EXAMPLE, "--no-selection-help", stdin="25\nstock\nundo\n")
    assert a.returncode == b.returncode == 0 and a.stdout == b.stdout


def test_replay_undo_goes_back_one_move():
    out = states(run("replay", EXAMPLE, stdin="stock\nstock\nundo\n"))
    assert out[3] == out[1]


def test_replay_after_game_over_every_action_but_undo_leaves_the_state():
    out = states(run("replay", "HH1-N-AAAAAAY", stdin="stock\n25\nwaste\n"))  # deal 24: dead
    assert out[0]["status"] == "dead_end"
    assert out[1:] == [out[0]] * 3


def test_replay_unknown_action_exits_2_after_the_states_so_far():
    proc = run("replay", EXAMPLE, stdin="stock\njump\nstock\n")
    assert proc.returncode == 2
    assert len(states(proc)) == 2
    assert "jump" in proc.stderr and "unknown action" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_replay_bad_code_exits_2_with_nothing_on_stdout():
    proc = run("replay", "HH1-X-AAAAAAM", stdin="stock\n")
    assert proc.returncode == 2 and proc.stdout == ""
    assert "rules" in proc.stderr and "Traceback" not in proc.stderr


def test_solve_prints_a_winning_line_that_replay_confirms():
    proc = run("solve", EXAMPLE)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert list(result) == ["code", "winnable", "solution"]
    assert result["code"] == EXAMPLE and result["winnable"] is True
    replayed = states(run("replay", EXAMPLE, stdin="\n".join(result["solution"]) + "\n"))
    assert replayed[-1]["status"] == "won" and replayed[-1]["score"] == 250


def test_solve_a_lost_deal_prints_null():
    result = json.loads(run("solve", "hh1-n-aaaaaay").stdout)
    assert result == {"code": "HH1-N-AAAAAAY", "winnable": False, "solution": None}


def test_solve_bad_code_exits_2_with_nothing_on_stdout():
    proc = run("solve", "nonsense")
    assert proc.returncode == 2 and proc.stdout == "" and "deal code" in proc.stderr


def test_stats_prints_the_winnable_share_and_timing():
    proc = run("stats", "--deals", "50", "--seed", "7")
    assert proc.returncode == 0, proc.stderr
    assert "winnable:" in proc.stdout and "%" in proc.stdout and "median" in proc.stdout
    again = run("stats", "--deals", "50", "--seed", "7").stdout
    share = [line for line in proc.stdout.splitlines() if line.startswith("winnable:")]
    assert share and share == [line for line in again.splitlines() if line.startswith("winnable:")]


def test_usage_errors_exit_2():
    assert run().returncode == 2
    assert run("stats").returncode == 2
    assert run("fly", EXAMPLE).returncode == 2
