"""The shipped Hard decides exactly as it always has: every decision of a seeded arena, line by line.

The arena is Hard against three Normal, 2 deals (8 hands) of seed 11, recorded by
``game.hearts.console.arena.record_decisions``.  tests/hearts/golden/ holds one line per decision
(deal, rotation, seat, level, kind, cards) and, apart, the number of slices each took, for
the shipped Hard and for hard.FIXED_WORK.  A failure shows the lines that moved; a change
of scheduling alone shows only in the ``.slices.txt`` goldens.

A change to the computer players that is meant to keep their play (a refactor, a faster
loop) must keep these goldens.  A change that is meant to play differently rewrites them,
with the arena figures that justify the new play in docs/hearts-ai.md:

    nice python -m tools.bench.hard_decisions --deals 2 --golden tests/hearts/golden
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from game.hearts.ai import hard
from game.hearts.ai.hard import HardConfig
from game.hearts.console.arena import DecisionRecord, record_decisions

GOLDEN = Path(__file__).resolve().parent / "golden"
PLAYERS = ["hard", "normal", "normal", "normal"]
#: The Hard settings recorded: the shipped Hard, and hard.FIXED_WORK, the Hard that plays
#: out every deal (no racing of the cards or passes).
CONFIGS = {"hard_vs_normal": hard.SHIPPED, "fixed_work_vs_normal": hard.FIXED_WORK}

_recorded: dict[str, tuple[list[DecisionRecord], dict[str, list[int]]]] = {}


def _record(stem: str) -> tuple[list[DecisionRecord], dict[str, list[int]]]:
    """The arena for one Hard config, recorded once per test run."""
    if stem not in _recorded:
        config: HardConfig = CONFIGS[stem]
        _recorded[stem] = record_decisions(PLAYERS, 2, 11, config)
    return _recorded[stem]


def _compare(got: list[str], golden: Path) -> None:
    """Assert ``got`` equals the golden's lines (its ``#`` lines aside), diffing the lines that moved."""
    want = [line for line in golden.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    if got != want:
        diff = "\n".join(difflib.unified_diff(want, got, str(golden.name), "now", lineterm="", n=2))
        pytest.fail(f"decisions differ from {golden.name}:\n{diff}", pytrace=False)


@pytest.mark.parametrize("stem", list(CONFIGS))
def test_every_decision_of_the_seeded_arena_is_as_recorded(stem: str) -> None:
    records, totals = _record(stem)
    assert totals == {"hard": [50, 8, 1], "normal": [210, 24, 0]}
    _compare([r.line() for r in records], GOLDEN / f"{stem}.txt")


@pytest.mark.parametrize("stem", list(CONFIGS))
def test_every_decision_takes_the_recorded_number_of_slices(stem: str) -> None:
    records, _ = _record(stem)
    _compare([r.slices_line() for r in records], GOLDEN / f"{stem}.slices.txt")


def test_a_moved_decision_is_shown_as_a_diff_of_lines(tmp_path: Path) -> None:
    golden = tmp_path / "g.txt"
    golden.write_text("deal 0 rotation 0 seat 0 hard play 2C\ndeal 0 rotation 0 seat 1 normal play 5C\n")
    with pytest.raises(pytest.fail.Exception) as failed:
        _compare(["deal 0 rotation 0 seat 0 hard play 2C", "deal 0 rotation 0 seat 1 normal play 9C"], golden)
    assert "-deal 0 rotation 0 seat 1 normal play 5C" in str(failed.value)
    assert "+deal 0 rotation 0 seat 1 normal play 9C" in str(failed.value)
