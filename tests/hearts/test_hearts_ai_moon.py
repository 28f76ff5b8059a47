"""The moon: the moon-seeking sparring player, the shooter the rollouts imagine, and
Hard's moon defence and attack."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

from hypothesis import given, settings
from hypothesis import strategies as st

from game.cards import parse_cards
from game.hearts import Match, PlayerView
from game.hearts.ai import choose, hard, normal, sparring
from game.hearts.ai.fastsim import playout, shoot_policy, threat_seat
from game.hearts.ai.knowledge import Knowledge, mask_of
from game.hearts.bits import legal_mask
from game.hearts.console.arena import ARENA_LEVELS, decide, run_arena
from game.hearts.rules import Rules
from game.rng import Rng

from .helpers import drain, pass_all


def _mask(text: str) -> int:
    return mask_of(parse_cards(text.split()))


def test_the_moon_seeker_is_an_arena_player():
    assert "moon" in ARENA_LEVELS
    res = run_arena(["moon", "normal", "normal", "normal"], 3, seed=4)
    assert res.stats["moon"].hands == 12


def test_the_moon_seeker_finds_a_strong_hand_plausible_and_a_weak_one_not():
    assert sparring.plausible(_mask("AC KC QC AD KD 2D AS KS QS 9H QH KH AH"))
    assert not sparring.plausible(_mask("2C 3C 4C 5D 6D 7D 2S 3S 4S 2H 3H 4H 5H"))


def test_the_moon_seeker_keeps_its_winners_when_going_for_it():
    hand = "AC KC QC AD KD 2D AS KS QS 9H QH KH AH"
    view = PlayerView(seat=0, hand_number=1, pass_direction="left", phase="pass",
                      hand=tuple(parse_cards(hand.split())))
    passed = {str(c) for c in decide(view, "moon", Rng(1)).cards}
    assert passed == {"2D", "9H", "QC"}  # the lowest ranks, shortest suit first on ties


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 51))
def test_the_moon_seekers_and_the_imagined_shooters_cards_are_legal(seed, plays):
    m = Match(seed)
    pass_all(m, "normal")
    for _ in range(plays):
        s = m.to_act
        m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
    s = m.to_act
    v = m.view(s)
    assert decide(v, "moon", Rng(seed)).card in m.legal(s)
    k = Knowledge(v)
    c = shoot_policy(k.hand, k.trick, k.broken, k.first, k.rules, k.unseen)
    assert (legal_mask(k.hand, k.trick, k.broken, k.first, k.rules) >> c) & 1


def test_an_imagined_shooter_with_every_winner_takes_the_moon():
    # seat 0 holds the top of every suit and leads: nobody can take a trick off it
    hands = [
        _mask("AC KC QC JC AD KD QD AS KS QS AH KH QH"),
        _mask("2C 3C 4C 2D 3D 4D 2S 3S 4S 2H 3H 4H 5H"),
        _mask("5C 6C 7C 5D 6D 7D 5S 6S 7S 6H 7H 8H 9H"),
        _mask("8C 9C 10C 8D 9D 10D 8S 9S 10S JS 10H JH JD"),
    ]
    pts = playout(list(hands), 0, [], False, False, [0, 0, 0, 0], Rules(), [0, 0, 0, 0], shooter=0)
    assert pts == [26, 0, 0, 0]


def test_an_imagined_shooter_gives_up_once_another_seat_takes_a_point():
    hands = [
        _mask("AC KC QC JC AD KD QD AS KS QS AH KH 2H"),
        _mask("2C 3C 4C 2D 3D 4D 2S 3S 4S QH 3H 4H 5H"),
        _mask("5C 6C 7C 5D 6D 7D 5S 6S 7S 6H 7H 8H 9H"),
        _mask("8C 9C 10C 8D 9D 10D 8S 9S 10S JS 10H JH JD"),
    ]
    pts = playout(list(hands), 0, [], False, False, [0, 0, 0, 0], Rules(), [0, 0, 0, 0], shooter=0)
    assert sum(pts) == 26 and pts[0] < 26


def test_only_a_seat_holding_every_point_so_far_is_a_moon_threat():
    m = Match(11)
    pass_all(m, "normal")
    while m.phase == "play" and not any(m.view(0).points):
        s = m.to_act
        m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
    k = Knowledge(m.view(0))
    takers = [s for s in range(4) if k.points[s]]
    expected = takers[0] if len(takers) == 1 else -1
    assert threat_seat(k.points, 1) == expected


def _pass_view(hand: str, direction: str = "left") -> PlayerView:
    return PlayerView(seat=0, hand_number=1, pass_direction=direction, phase="pass",
                      hand=tuple(parse_cards(hand.split())))


def test_hard_weighs_moon_passes_only_for_a_hand_that_might_take_every_trick():
    assert hard.moon_hand(_mask("AC KC QC 3C AD KD 2D AS KS 4S AH KH QH"))
    assert hard.moon_hand(_mask("2C 3C 4C 2D 3D 9S 2S QH 4H 6H KH AH 5H"))  # long hearts, two on top
    assert not hard.moon_hand(_mask("2C 3C 4C 5D 6D 7D 2S 3S 4S 2H 3H 4H 5H"))
    assert not hard.moon_hand(_mask("AC 3C 4C KD 6D 7D QS 3S 4S 2H 3H 4H 5H"))


def test_hard_keeps_its_winners_in_the_pass_when_the_moon_is_on():
    # every suit headed by A-K, hearts by A-K-Q: a shot the pass should not give away
    view = _pass_view("AC KC QC 3C AD KD 2D AS KS 4S AH KH QH")
    passed, _ = drain(hard.think_pass(view, Rng(3)))
    assert {str(c) for c in passed} == {"3C", "2D", "4S"}


def test_hard_passes_as_before_with_a_hand_that_cannot_shoot():
    view = _pass_view("2C 3C 4C 5D 6D 7D 2S 3S 4S 2H 3H 4H 5H", "across")
    passed, _ = drain(hard.think_pass(view, Rng(3)))
    before, _ = drain(hard.think_pass(view, Rng(3), replace(hard.SHIPPED, pass_moon=False)))
    assert passed == before


def test_hard_tries_passes_of_seven_cards_only_for_a_hand_with_four_cards_queen_or_better():
    def tried(hand: str) -> list[int]:
        """The cards the candidate passes (other than Normal's own) are made of, most passable first."""
        combos, default, _ = hard.candidate_passes(_mask(hand))
        cards = {c for combo in combos if combo != default for c in combo}
        scores = normal.pass_scores(_mask(hand))
        return sorted(cards, key=lambda c: (-scores[c], -c))

    plain = "AC 3C 4C KD 6D 7D QS 3S 4S 2H 3H 4H 5H"  # three cards of Q or better
    strong = "AC KC 4C KD 6D 7D QS 3S 4S 2H 3H 4H 5H"  # four: moon chances
    assert len(tried(plain)) == 5
    assert len(tried(strong)) == 7
    scores = normal.pass_scores(_mask(plain))
    assert tried(plain) == sorted(scores, key=lambda c: (-scores[c], -c))[:5]


def test_hard_looks_at_its_own_moon_only_while_no_opponent_has_a_point():
    strong = _mask("AC KC QC JC AD KD QD AS KS QS AH KH 2H")
    assert hard.may_shoot(SimpleNamespace(me=0, points=[0, 0, 0, 0], hand=strong))
    assert hard.may_shoot(SimpleNamespace(me=0, points=[3, 0, 0, 0], hand=strong))
    assert not hard.may_shoot(SimpleNamespace(me=0, points=[3, 1, 0, 0], hand=strong))
    assert not hard.may_shoot(SimpleNamespace(me=0, points=[0, 0, 0, 0], hand=_mask("2C 3C 4C 5D 6D 7D QS 3S 4S 2H 3H 4H 5H")))
