"""The OpenSpiel arena (tools/bench/openspiel_arena.py) agrees with our engine:
on every decision OpenSpiel's legal moves equal ours, and every hand's points match.
Skipped where OpenSpiel is not installed (it is a development tool: the 'arena' extra)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pyspiel", reason="OpenSpiel is needed: pip install open_spiel (the 'arena' extra)")

TOOL = Path(__file__).resolve().parents[2] / "tools" / "bench" / "openspiel_arena.py"


@pytest.mark.parametrize("first_trick", [[], ["--no-points-first-trick"]])
def test_openspiel_referee_agrees_with_our_rules_on_every_decision_and_score(first_trick):
    out = subprocess.run(
        [sys.executable, str(TOOL), "--players", "normal,moon,os-random,easy", "--deals", "4",
         "--seed", "3", "--quiet", *first_trick],
        capture_output=True, text=True, timeout=300,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "16 hands" in out.stdout
    assert ", 0 mismatches" in out.stdout


def test_openspiel_arena_runs_ismcts_and_the_bot_protocol():
    out = subprocess.run(
        [sys.executable, str(TOOL), "--players", "bot:normal,ismcts,normal,ismcts", "--deals", "1",
         "--ismcts-sims", "20", "--quiet"],
        capture_output=True, text=True, timeout=300,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "bot:normal" in out.stdout and "ismcts" in out.stdout


def test_a_hard_variant_plays_beside_the_plain_hard_and_a_wrong_constant_is_refused():
    """``hardx`` (Hard with ``--hardx-set``'s HardConfig settings) is paired with the plain
    Hard at one table; a setting that does not exist stops the run instead of being ignored."""
    out = subprocess.run(
        [sys.executable, str(TOOL), "--players", "hard,hardx,normal,normal", "--deals", "1",
         "--seed", "3", "--quiet", "--hardx-set", "WORLDS=8", "--hardx-set", "PASS_MARGIN=1000"],
        capture_output=True, text=True, timeout=300,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "hard - hardx:" in out.stdout and ", 0 mismatches" in out.stdout
    bad = subprocess.run(
        [sys.executable, str(TOOL), "--players", "hard,hardx,normal,normal", "--deals", "1",
         "--hardx-set", "NO_SUCH=1"],
        capture_output=True, text=True, timeout=300,
    )
    assert bad.returncode != 0 and "no constant NO_SUCH" in bad.stderr


def test_the_arena_log_holds_every_hand_and_arena_log_reads_where_the_points_went(tmp_path):
    """``--log`` writes one JSON line a hand; tools/bench/arena_log.py reads the points of
    each kind back out of it, and they add up to what the arena itself printed."""
    log = tmp_path / "hands.jsonl"
    out = subprocess.run(
        [sys.executable, str(TOOL), "--players", "normal,easy,normal,easy", "--deals", "2",
         "--seed", "4", "--quiet", "--log", str(log)],
        capture_output=True, text=True, timeout=300,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    lines = log.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 8
    for line in lines:
        hand = json.loads(line)
        assert len(hand["plays"]) == 52 and sum(hand["taken"]) == 26
    report = subprocess.run(
        [sys.executable, str(TOOL.parent / "arena_log.py"), str(log)],
        capture_output=True, text=True, timeout=120,
    )
    assert report.returncode == 0, report.stderr
    rows = {line.split()[0]: line.split() for line in report.stdout.splitlines()[1:3]}
    assert set(rows) == {"normal", "easy"} and rows["normal"][1] == "16"
    arena_rows = {w[0]: w for w in map(str.split, out.stdout.splitlines())
                  if len(w) > 6 and w[0] in ("normal", "easy") and w[1].isdigit()}
    for kind in ("normal", "easy"):
        assert rows[kind][2] == arena_rows[kind][5]  # points a hand outside moons
        assert rows[kind][7] == arena_rows[kind][6]  # how often it took Q♠
        by_trick = sum(float(x) for x in rows[kind][3:7])
        assert abs(by_trick - float(rows[kind][2])) < 0.02


def test_openspiel_referee_agrees_under_each_rule_variant_it_has():
    """jd_bonus, avoid_all_tricks_bonus, can_lead_any_club and pass_cards=false: OpenSpiel's
    legal moves and scores equal ours under each (docs/hearts.md has the 200-hand run)."""
    out = subprocess.run(
        [sys.executable, str(TOOL), "--players", "random,easy,random,easy", "--deals", "3",
         "--seed", "5", "--each-variant"],
        capture_output=True, text=True, timeout=600,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.splitlines()
    for variant in ("jd_bonus", "avoid_all_tricks_bonus", "can_lead_any_club", "no_passing"):
        line = next(ln for ln in lines if ln.startswith(variant))
        assert "12 hands" in line and ", 0 mismatches" in line, line
