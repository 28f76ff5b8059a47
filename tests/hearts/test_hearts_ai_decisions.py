"""The shipped Hard decides exactly as it always has: every pass, card and slice of
a seeded duplicate arena, hashed (tools/bench/hard_decisions.py).

A change to the computer players that is meant to keep their play (a refactor, a
faster loop) must keep this hash.  A change that is meant to play differently
updates it, with the arena figures that justify the new play in docs/hearts-ai.md.
"""

from tools.bench.hard_decisions import record

#: Hard against three Normal, 2 deals (8 hands) of seed 11.
HARD_VS_NORMAL = "6dc4e2cf9d3afa2916df73622952070b41e8241f04ae1d358048b8062f73533e"


def test_hard_against_three_normal_plays_every_decision_as_recorded() -> None:
    digest, totals = record(["hard", "normal", "normal", "normal"], 2, 11)
    assert totals == {"hard": [50, 8, 1], "normal": [210, 24, 0]}
    assert digest == HARD_VS_NORMAL
