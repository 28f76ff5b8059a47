"""Restarting with the same cards: the hand is the action log replayed
to the hand's start; the game is its code with no actions."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.hearts import Match


def _act(m: Match) -> None:
    """One step of a simple game: pass the first three, play the first legal card."""
    if m.phase == "hand_over":
        m.start_next_hand()
    elif m.phase == "pass":
        seat = next(s for s in range(4) if m.passes[s] is None)
        m.submit_pass(seat, m.hands[seat][:3])
    else:
        m.play(m.to_act, m.legal(m.to_act)[0])


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 150))
def test_restarting_the_hand_deals_the_same_cards_with_the_totals_before_it(seed, steps):
    m = Match(seed)
    for _ in range(steps):
        if m.game_over:
            break
        _act(m)
    if m.game_over:
        return
    again = m.restarted_hand()
    assert again.hand_number == m.hand_number
    assert [list(h) for h in again.hands] == [list(h) for h in again.dealt] == [list(h) for h in m.dealt]
    assert list(again.scores) == list(m.scores_before_hand)
    assert again.cards_played == 0 and not again.hand_in_progress
    assert again.code == m.code


def test_restarting_the_game_is_its_code_with_no_actions():
    m = Match(42)
    for _ in range(70):
        _act(m)
    assert m.hand_number >= 2
    fresh = m.restarted_game()
    assert fresh.actions == [] and fresh.hand_number == 1 and fresh.code == m.code
    assert [list(h) for h in fresh.hands] == [list(h) for h in Match.from_code(m.code).hands]
