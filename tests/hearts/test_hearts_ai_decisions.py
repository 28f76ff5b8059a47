"""The shipped Hard decides exactly as it always has: every pass, card and slice of
a seeded duplicate arena, hashed (tools/bench/hard_decisions.py).

A change to the computer players that is meant to keep their play (a refactor, a
faster loop) must keep this hash.  A change that is meant to play differently
updates it, with the arena figures that justify the new play in docs/hearts-ai.md.
"""

from game.hearts.ai import hard
from tools.bench.hard_decisions import record

#: Hard against three Normal, 2 deals (8 hands) of seed 11.
HARD_VS_NORMAL = "33a3581ffbcb179165df357ee33a77bffeaf2c93b71a0e79fe8f57966e504ce4"
#: The same for hard.FIXED_WORK, the Hard that plays out every deal (no racing of the
#: cards or passes): the Hard before the search stopped on a settled best card.
FIXED_WORK_VS_NORMAL = "b2ff0b67301eb1b20b10c7e1cf23a424fc724e2a86bcfdca67b890d6978783e0"


def test_hard_against_three_normal_plays_every_decision_as_recorded() -> None:
    digest, totals = record(["hard", "normal", "normal", "normal"], 2, 11)
    assert totals == {"hard": [50, 8, 1], "normal": [210, 24, 0]}
    assert digest == HARD_VS_NORMAL


def test_the_hard_that_plays_every_deal_decides_as_the_hard_before_racing_did() -> None:
    digest, totals = record(["hard", "normal", "normal", "normal"], 2, 11, hard.FIXED_WORK)
    assert totals == {"hard": [50, 8, 1], "normal": [210, 24, 0]}
    assert digest == FIXED_WORK_VS_NORMAL
