"""Invariants over random legal games (hypothesis), kept fast."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cards import full_deck
from game.hearts import Match, Rules
from game.hearts.ai import choose
from game.hearts.ai.knowledge import bits, mask_of
from game.hearts.bits import legal_mask
from game.hearts.scoring import POINTS_PER_HAND
from game.rng import Rng

rules_st = st.builds(
    Rules,
    queen_of_spades=st.sampled_from(["any_time", "after_hearts_broken"]),
    no_points_first_trick=st.booleans(),
    moon=st.sampled_from(["add_to_others", "subtract_from_shooter"]),
    target=st.sampled_from([50, 100, 150]),
)
seed_st = st.integers(0, 26**7 - 1)
FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _play_hand(m: Match, chooser) -> None:
    """Play one hand checking the invariants at every step."""
    played = []
    while m.phase in ("pass", "play"):
        if m.phase == "pass":
            s = m.awaiting_pass[0]
            cards = chooser(m, s)
            assert len(cards) == 3 and set(cards) <= set(m.hands[s])
            m.submit_pass(s, cards)
            continue
        s = m.to_act
        legal = m.legal(s)
        assert legal, "legal moves are never empty"
        assert set(legal) <= set(m.hands[s])
        # the int form used by the computer players agrees with the rules
        assert bits(legal_mask(mask_of(m.hands[s]), [c.index for c in m.current_trick.cards],
                               m.hearts_broken, m.first_trick, m.rules)) == [c.index for c in legal]
        for c in m.hands[s]:
            assert (m.why_illegal(s, c) is None) == (c in legal)
        card = chooser(m, s)
        assert card in legal, "every move made is legal"
        m.play(s, card)
        played.append(card)
    assert len(m.tricks) == 13
    assert sorted(played) == sorted(full_deck()), "each card played exactly once"
    res = m.hand_result
    assert sum(res.taken) == POINTS_PER_HAND
    if res.moon_shooter is None:
        assert res.scores == res.taken
    else:
        assert res.taken[res.moon_shooter] == 26
        assert sorted(res.scores) in ([0, 26, 26, 26], [-26, 0, 0, 0])


@FAST
@given(seed=seed_st, rules=rules_st, hand_number=st.integers(1, 8), choice_seed=st.integers(0, 2**32))
def test_random_legal_games_keep_every_invariant(seed, rules, hand_number, choice_seed):
    rng = Rng(choice_seed)

    def random_player(m, s):
        if m.phase == "pass":
            hand = list(m.hands[s])
            rng.shuffle(hand)
            return hand[:3]
        return rng.choice(m.legal(s))

    _play_hand(Match.single_hand(seed, hand_number, rules), random_player)


@settings(max_examples=12, deadline=None)
@given(seed=seed_st, rules=rules_st, hand_number=st.integers(1, 4),
       level=st.sampled_from(["easy", "normal"]))
def test_every_computer_move_is_legal_easy_normal(seed, rules, hand_number, level):
    def computer(m, s):
        d = choose(m.view(s), level, m.decision_rng(s))
        return list(d.cards) if d.kind == "pass" else d.card

    _play_hand(Match.single_hand(seed, hand_number, rules), computer)


@settings(max_examples=2, deadline=None)
@given(seed=seed_st, rules=rules_st)
def test_every_computer_move_is_legal_hard(seed, rules):
    from game.hearts.ai import hard

    def computer(m, s):
        v = m.view(s)
        if m.phase == "pass":
            return list(choose(v, "hard", m.decision_rng(s)).cards)
        gen = hard.think_play(v, m.decision_rng(s), replace(hard.SHIPPED, worlds=4))
        while True:
            try:
                next(gen)
            except StopIteration as stop:
                return stop.value

    _play_hand(Match.single_hand(seed, 1, rules), computer)


@FAST
@given(seed=seed_st, choice_seed=st.integers(0, 2**32))
def test_a_whole_game_ends_with_one_lowest_total(seed, choice_seed):
    rng = Rng(choice_seed)
    m = Match(seed, Rules(target=50))
    while not m.game_over:
        if m.phase == "hand_over":
            m.start_next_hand()
        elif m.phase == "pass":
            for s in range(4):
                m.submit_pass(s, m.hands[s][:3])
        else:
            s = m.to_act
            m.play(s, rng.choice(m.legal(s)))
    assert max(m.scores) >= 50
    low = min(m.scores)
    assert m.scores.count(low) == 1 and m.scores[m.winner] == low
    assert m.hand_number == len(m.history)
