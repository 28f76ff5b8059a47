"""The duplicate arena under the rule variants: every hand is played to its score."""

from __future__ import annotations

import pytest

from game.hearts.console.arena import decide, run_arena
from game.hearts.kinds import DecisionKind, Phase
from game.hearts.match import Match
from game.hearts.rules import Rules


def test_arena_scores_moons_under_the_shooters_choice() -> None:
    """A hand whose shooter chooses how the moon scores is finished, not left waiting."""
    res = run_arena(["moon", "easy", "easy", "easy"], 100, 1, Rules(moon="shooter_choice"))
    assert res.stats["moon"].moons > 0
    assert res.stats["moon"].hands == res.stats["easy"].hands // 3 == 400


@pytest.mark.parametrize("level", ["random", "moon", "easy"])
def test_every_arena_level_chooses_how_its_moon_scores(level: str) -> None:
    lineup = ["moon", "easy", "easy", "easy"]  # the arena's deal 14 (seed 1): South shoots the moon
    m = Match.single_hand(4641673977, 3, Rules(moon="shooter_choice"))
    while m.phase in (Phase.PASS, Phase.PLAY):
        s = m.awaiting_pass[0] if m.phase == Phase.PASS else m.to_act
        assert s is not None
        m.apply(s, decide(m.view(s), lineup[s], m.decision_rng(s)))
    assert m.phase == Phase.MOON_CHOICE and m.to_act == 0
    dec = decide(m.view(0), level, m.decision_rng(0))
    assert dec.kind == DecisionKind.MOON and dec.moon in ("add_to_others", "subtract_from_shooter")
