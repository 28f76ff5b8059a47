"""No cheating, by construction and by test.

Computer players take only a PlayerView.  Permuting the hidden cards among the
opponents in any way consistent with what a seat may know leaves that seat's view
unchanged, and so every level's answer.
"""

from __future__ import annotations

import copy
import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from game.hearts import Match, PlayerView
from game.hearts.ai import LEVELS, choose
from game.hearts.deal import sort_hand
from game.rng import Rng


def _permuted(m: Match, seat: int, rng: Rng) -> Match:
    """A copy of ``m`` whose hidden cards are shuffled among ``seat``'s opponents.

    Cards of one suit are exchanged among the opponents, keeping each one's count
    per suit (so every void shown stays true); cards ``seat`` passed stay with the
    receiver, since the seat knows where they are.
    """
    alt = copy.deepcopy(m)
    opps = [s for s in range(4) if s != seat]
    known = set(m.passes[seat] or ()) if m.phase != "pass" else set()
    for suit in range(4):
        slots = [(s, c) for s in opps for c in alt.hands[s] if c.suit == suit and c not in known]
        pool = [c for _, c in slots]
        rng.shuffle(pool)
        for s in opps:
            alt.hands[s] = [c for c in alt.hands[s] if c.suit != suit or c in known]
        for (s, _), c in zip(slots, pool):
            alt.hands[s].append(c)
    for s in opps:
        alt.hands[s] = sort_hand(alt.hands[s])
    return alt


def _positions(seed: int, stops: int):
    """Positions along a game played by Normal players (pass phase included)."""
    m = Match(seed)
    yield m
    step = 0
    while m.phase in ("pass", "play"):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
        step += 1
        if step % stops == 0:
            yield m


def test_the_view_holds_no_reference_to_the_match():
    m = Match(3)
    v = m.view(0)
    for f in dataclasses.fields(PlayerView):
        assert not isinstance(getattr(v, f.name), Match)
    assert "hands" not in {f.name for f in dataclasses.fields(PlayerView)}


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 26**7 - 1), shuffle_seed=st.integers(0, 2**32))
def test_permuting_hidden_cards_never_changes_any_levels_answer(seed, shuffle_seed):
    rng = Rng(shuffle_seed)
    for m in _positions(seed, 11):
        seat = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        alt = _permuted(m, seat, rng)
        view, alt_view = m.view(seat), alt.view(seat)
        assert view == alt_view
        for level in LEVELS:
            a = choose(view, level, m.decision_rng(seat))
            b = choose(alt_view, level, alt.decision_rng(seat))
            assert a == b, level
