"""The shipped Hard decides exactly as it always has: every pass, card and slice of
a seeded duplicate arena, hashed (tools/bench/hard_decisions.py).

A change to the computer players that is meant to keep their play (a refactor, a
faster loop) must keep this hash.  A change that is meant to play differently
updates it, with the arena figures that justify the new play in docs/hearts-ai.md.
"""

from game.hearts.ai import hard
from tools.bench.hard_decisions import record

#: Hard against three Normal, 2 deals (8 hands) of seed 11.
HARD_VS_NORMAL = "19dd553d25493578b4d46bb83337c4f5e37a720b3eca27450eece0907e4927d5"
#: The same for hard.FIXED_WORK, the Hard that plays out every deal (no racing of the
#: cards or passes): the Hard before the search stopped on a settled best card.
FIXED_WORK_VS_NORMAL = "8a9b0efbca9556497f1fd85c6127d1ff15e41b1ff82d72eee271d1c9a6508d54"


def test_hard_against_three_normal_plays_every_decision_as_recorded() -> None:
    digest, totals = record(["hard", "normal", "normal", "normal"], 2, 11)
    assert totals == {"hard": [50, 8, 1], "normal": [210, 24, 0]}
    assert digest == HARD_VS_NORMAL


def test_the_hard_that_plays_every_deal_decides_as_the_hard_before_racing_did() -> None:
    digest, totals = record(["hard", "normal", "normal", "normal"], 2, 11, hard.FIXED_WORK)
    assert totals == {"hard": [50, 8, 1], "normal": [210, 24, 0]}
    assert digest == FIXED_WORK_VS_NORMAL
