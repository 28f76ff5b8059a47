"""The shipped Hard decides exactly as it always has: every pass, card and slice of
a seeded duplicate arena, hashed (tools/bench/hard_decisions.py).

A change to the computer players that is meant to keep their play (a refactor, a
faster loop) must keep this hash.  A change that is meant to play differently
updates it, with the arena figures that justify the new play in docs/hearts-ai.md.
"""

from game.hearts.ai import hard
from tools.bench.hard_decisions import record

#: Hard against three Normal, 2 deals (8 hands) of seed 11.
HARD_VS_NORMAL = "57169747261eb8ecec1ea61422b98c48ed84782f416efe2c03fa05f36be6cfb6"
#: The same for hard.FIXED_WORK, the Hard that plays out every deal (no racing of the
#: cards or passes): the Hard before the search stopped on a settled best card.
FIXED_WORK_VS_NORMAL = "97713cf3eaa48533134860128c54f7725919d28e0e9828b04e89d83dab0fa7a8"


def test_hard_against_three_normal_plays_every_decision_as_recorded() -> None:
    digest, totals = record(["hard", "normal", "normal", "normal"], 2, 11)
    assert totals == {"hard": [50, 8, 1], "normal": [210, 24, 0]}
    assert digest == HARD_VS_NORMAL


def test_the_hard_that_plays_every_deal_decides_as_the_hard_before_racing_did() -> None:
    digest, totals = record(["hard", "normal", "normal", "normal"], 2, 11, hard.FIXED_WORK)
    assert totals == {"hard": [50, 8, 1], "normal": [210, 24, 0]}
    assert digest == FIXED_WORK_VS_NORMAL
