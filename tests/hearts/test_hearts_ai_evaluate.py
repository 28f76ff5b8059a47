"""Hard's judgement through the players' interface: ``Hard.evaluate`` beside ``think``.

The evaluation is the search ``think`` runs, with the same draws and the same slices, so its
choice is Hard's decision; it weighs every legal card (or every pass tried) and says which
count as the choice.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from game.hearts import Match
from game.hearts.ai import Evaluation, Hard, choose
from game.hearts.kinds import DecisionKind, Phase
from game.rng import Rng


def _drain(gen: Generator[None, None, Any]) -> tuple[Any, int]:
    slices = 0
    while True:
        try:
            next(gen)
            slices += 1
        except StopIteration as stop:
            return stop.value, slices


def _south_moments(seed: int) -> list[tuple[Any, int]]:
    """South's pass and plays in one hand of Normal players, each with its decision seed."""
    m = Match.single_hand(seed, 1)
    out = []
    while m.phase in (Phase.PASS, Phase.PLAY):
        s = m.awaiting_pass[0] if m.phase == Phase.PASS else m.to_act
        if s == 0:
            out.append((m.view(0), seed * 1000 + len(out)))
        m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
    return out


def test_hards_evaluation_chooses_what_hard_thinks_in_the_same_slices() -> None:
    hard = Hard()
    for view, seed in _south_moments(23):
        decision, think_slices = _drain(hard.think(view, Rng(seed)))
        ev, slices = _drain(hard.evaluate(view, Rng(seed)))
        assert isinstance(ev, Evaluation)
        assert ev.best == decision.cards and slices == think_slices


def test_the_evaluation_weighs_every_legal_card_and_marks_the_choice_among_them() -> None:
    hard = Hard()
    for view, seed in _south_moments(5)[1:]:
        ev, _ = _drain(hard.evaluate(view, Rng(seed)))
        assert ev.kind == DecisionKind.PLAY
        assert {c.cards for c in ev.choices} == {(c,) for c in view.legal()}
        assert ev.best in ev.same and 1 <= ev.distinct <= len(ev.choices)


def test_the_pass_evaluation_weighs_the_passes_tried_and_holds_hards_pass() -> None:
    view, seed = _south_moments(8)[0]
    ev, _ = _drain(Hard().evaluate(view, Rng(seed)))
    assert ev.kind == DecisionKind.PASS
    assert ev.best in {c.cards for c in ev.choices} and ev.same == frozenset([ev.best])
    assert all(len(c.cards) == 3 and set(c.cards) <= set(view.hand) for c in ev.choices)
