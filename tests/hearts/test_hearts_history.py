"""Hand review: the value describing a hand equals the engine's own history, card by card."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.hearts import Match, Rules
from game.hearts.ai import choose
from game.hearts.history import ReviewStep, hand_review, hand_reviews, replay_reviews
from game.hearts.match import IllegalMove


def play_recording(m: Match, hands: int, level: str = "easy") -> list[dict]:
    """Play ``hands`` hands with computer players, recording what the engine itself holds
    at the end of each hand (its tricks, passes, deal and result)."""
    seen = []
    for _ in range(hands):
        while m.phase in ("pass", "play"):
            s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
            m.apply(s, choose(m.view(s), level, m.decision_rng(s)))
        seen.append({
            "number": m.hand_number,
            "direction": m.pass_direction,
            "dealt": [list(h) for h in m.dealt],
            "passes": [None if p is None else list(p) for p in m.passes],
            "received": [list(r) for r in m.received],
            "tricks": list(m.tricks),
            "points": list(m.hand_points),
            "result": m.hand_result,
            "before": tuple(m.scores_before_hand),
        })
        if m.game_over:
            break
        m.start_next_hand()
    return seen


def assert_review_matches(review, engine) -> None:
    assert review.number == engine["number"]
    assert review.pass_direction == engine["direction"]
    assert [list(h) for h in review.dealt] == engine["dealt"]
    for seat in range(4):
        given = engine["passes"][seat]
        assert list(review.passed[seat]) == (given or [])
        assert list(review.received[seat]) == engine["received"][seat]
    assert len(review.tricks) == len(engine["tricks"]) == 13
    for i, (t, et) in enumerate(zip(review.tricks, engine["tricks"])):
        assert t.number == i + 1
        assert t.leader == et.leader
        assert t.plays == tuple(et.plays())  # every card, and who played it
        assert [c for _, c in t.plays] == list(et.cards)
        assert t.winner == et.winner
        assert t.points == et.points
    assert list(review.taken) == engine["points"]
    assert review.result == engine["result"] and review.complete
    assert review.scores_before == engine["before"]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**40), st.integers(1, 5))
def test_every_hand_review_equals_the_engines_own_history(seed, hands):
    m = Match(seed)
    seen = play_recording(m, hands)
    reviews = hand_reviews(m)
    for engine in seen:
        assert_review_matches(reviews[engine["number"] - 1], engine)


def test_any_hand_of_a_whole_game_can_be_reviewed_from_the_score_sheet():
    m = Match(20261130, Rules(target=50))
    seen = play_recording(m, 40)
    assert m.game_over and len(seen) == m.hand_number >= 2
    for engine in seen:
        assert_review_matches(hand_review(m, engine["number"]), engine)


def test_review_survives_a_save_and_load():
    m = Match(77)
    play_recording(m, 2)
    loaded = Match.from_save(m.to_save())
    assert hand_reviews(loaded) == hand_reviews(m)


def test_the_hand_in_progress_shows_the_cards_played_so_far():
    m = Match(5)
    while m.phase == "pass":
        s = m.awaiting_pass[0]
        m.apply(s, choose(m.view(s), "easy", m.decision_rng(s)))
    for _ in range(6):  # one trick and two cards
        s = m.to_act
        m.apply(s, choose(m.view(s), "easy", m.decision_rng(s)))
    review = hand_review(m, m.hand_number)
    assert not review.complete
    assert [len(t.plays) for t in review.tricks] == [4, 2]
    assert review.tricks[0].winner == m.tricks[0].winner
    assert review.tricks[1].winner is None
    assert review.tricks[1].plays == tuple(m.current_trick.plays())


def test_steps_are_the_passes_then_each_card_in_order():
    m = Match(9)
    play_recording(m, 1)
    review = hand_review(m, 1)
    steps = review.steps()
    assert steps[0] == ReviewStep(0, 0) and steps[0].is_pass and review.trick_at(steps[0]) is None
    assert len(steps) == 1 + 52
    assert steps[1:5] == [ReviewStep(1, k) for k in (1, 2, 3, 4)]
    assert review.trick_at(steps[-1]) == review.tricks[-1]


def test_a_hand_without_passing_has_no_pass_step():
    m = Match(11)
    seen = play_recording(m, 4)
    fourth = hand_review(m, 4)
    assert seen[3]["direction"] == fourth.pass_direction == "none"
    assert fourth.passed == ((),) * 4 and fourth.received == ((),) * 4
    assert len(fourth.steps()) == 52 and not fourth.steps()[0].is_pass


@pytest.mark.parametrize("number", [0, -1, 2, "1", True, None])
def test_a_hand_that_does_not_exist_gets_a_clear_error(number):
    m = Match(3)
    with pytest.raises(ValueError, match="no hand"):
        hand_review(m, number)


@pytest.mark.parametrize("actions", [[["play", 0, "QS"]], [["fly"]], [[]], ["next"], [["pass", 9, []]]])
def test_a_corrupt_log_is_refused_by_the_engine(actions):
    with pytest.raises(IllegalMove):
        replay_reviews(1, Rules(), actions)


def test_each_step_shows_the_hands_and_table_as_the_engine_had_them():
    """Play a hand card by card, keeping the engine's hands and trick at every card; the
    review's stops must show exactly those."""
    m = Match(31)
    while m.phase == "pass":
        s = m.awaiting_pass[0]
        m.apply(s, choose(m.view(s), "easy", m.decision_rng(s)))
    after_pass = [tuple(h) for h in m.hands]
    seen = []
    while m.phase == "play":
        s = m.to_act
        m.apply(s, choose(m.view(s), "easy", m.decision_rng(s)))
        trick = m.tricks[-1] if not m.current_trick.cards else m.current_trick
        seen.append(([tuple(h) for h in m.hands], tuple(trick.plays())))
    review = hand_review(m, m.hand_number)
    steps = review.steps()
    assert review.hands_at(steps[0]) == review.dealt
    assert review.plays_at(steps[0]) == ()
    first_card = steps[1]
    held = [tuple(h) for h in review.hands_at(first_card)]
    leader, card = review.plays_at(first_card)[0]
    assert card not in held[leader] and sorted(held[leader] + (card,)) == sorted(after_pass[leader])
    for step, (hands, plays) in zip(steps[1:], seen):
        assert list(review.hands_at(step)) == hands
        assert review.plays_at(step) == plays
