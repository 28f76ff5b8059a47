"""The OpenSpiel arena (tests/perf/openspiel_arena.py, issue 15) agrees with our engine:
on every decision OpenSpiel's legal moves equal ours, and every hand's points match.
Skipped where OpenSpiel is not installed (it is a development tool: the 'arena' extra)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pyspiel", reason="OpenSpiel is needed: pip install open_spiel (the 'arena' extra)")

TOOL = Path(__file__).resolve().parents[1] / "perf" / "openspiel_arena.py"


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
    """``hardx`` (Hard with ``--hardx-set``'s constants) is paired with the plain Hard at
    one table; a constant that does not exist stops the run instead of being ignored."""
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
