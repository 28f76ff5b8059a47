"""Claims: the rest of a hand ended early, only when it is decided, and scored as played out."""

from __future__ import annotations

import hashlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cards import Card, Suit, full_deck
from game.hearts import Match, Rules
from game.hearts.ai import choose
from game.hearts.claim import (
    ALL,
    CLAIM_BUDGET,
    CLAIM_REASON_TEXTS,
    CLAIM_SLICE,
    NONE,
    ClaimRefusal,
    check_claim,
    claim_steps,
    computer_claim,
    computer_claim_steps,
)
from game.hearts.legality import card_points, legal_cards, trick_winner_offset
from game.hearts.match import IllegalMove
from game.hearts.trick import Trick
from tests.hearts.helpers import cards

WEST = 1


def position(hands: dict[int, str], leader: int, taken: tuple[int, int, int, int],
             trick: str = "", hearts_broken: bool = True, rules: Rules | None = None) -> Match:
    """A match in the middle of a hand: ``hands`` the cards each seat still holds, ``trick``
    the cards already on the table (from ``leader``), ``taken`` the points won so far (the
    finished tricks hold the rest of the deck)."""
    m = Match(1, rules)
    m._begin_hand(2)  # a hand with passing: the deal itself is replaced below
    m.phase = "play"
    m.passes = [None] * 4
    m.hands = [sorted(cards(hands[s]), key=lambda c: c.index) for s in range(4)]
    on_table = cards(trick) if trick else []
    rest = [c for c in full_deck() if not any(c in h for h in m.hands) and c not in on_table]
    assert len(rest) % 4 == 0
    m.tricks = [Trick(0, tuple(rest[i:i + 4])) for i in range(0, len(rest), 4)]
    m.current_trick = Trick(leader, tuple(on_table))
    m.to_act = m.current_trick.next_seat
    m.hearts_broken = hearts_broken
    m.hand_points = list(taken)
    return m


def test_a_claim_of_every_trick_holds_and_ends_the_hand_as_played_out():
    # West holds the top spades and the top diamonds; nobody else can win a trick.
    m = position({0: "2S 3S 4D", 1: "AS KS AD", 2: "5S 6D 7D", 3: "8S 9D 2H"}, WEST, (3, 10, 0, 12))
    check = m.check_claim(WEST)
    assert check.ok and check.kind == ALL
    m.claim(WEST)
    assert m.phase == "hand_over" and m.actions[-1] == ["claim", WEST]
    assert m.claimed is not None and m.claimed.seat == WEST and m.claimed.kind == ALL
    assert set(m.claimed.hands[WEST]) == set(cards("KS AS AD"))
    assert m.hand_result is not None and m.hand_result.taken == (3, 11, 0, 12)


def test_a_claim_of_no_trick_holds_when_nothing_left_can_change_the_score():
    # South holds only the lowest cards and no points remain: the rest is decided.
    m = position({0: "2C 3C", 1: "KC QD", 2: "AC 9D", 3: "JC 10D"}, 2, (5, 8, 0, 13), trick="")
    m.to_act = 2  # North leads; South plays second but claims on its own turn only
    assert m.check_claim(0).reason == ClaimRefusal.NOT_YOUR_TURN
    m.play(2, "AC")
    m.play(3, "JC")
    check = m.check_claim(0)
    assert check.ok and check.kind == NONE
    m.claim(0)
    assert m.hand_result is not None and m.hand_result.taken == (5, 8, 0, 13)


def test_a_claim_of_no_trick_is_refused_while_the_points_can_still_go_either_way():
    # South loses every trick whatever happens, but after North's ace North may lead a heart
    # that East takes or lets North keep: the points are not decided.
    m = position({0: "2C 3C 4C", 1: "KC QC 9D", 2: "AC 5H 8D", 3: "JC 6H 2H"}, 2, (5, 8, 0, 10))
    m.play(2, "AC")
    m.play(3, "JC")
    check = m.check_claim(0)
    assert not check.ok and check.reason == ClaimRefusal.POINTS_OPEN


def test_a_claim_is_refused_when_an_opponent_can_win_a_trick():
    # West holds the ace of spades but East keeps the ace of diamonds: West cannot win them all.
    m = position({0: "2S 3S 4D", 1: "AS KS KD", 2: "5S 6D 7D", 3: "8S AD 2H"}, WEST, (3, 10, 0, 12))
    check = m.check_claim(WEST)
    assert not check.ok and check.reason == ClaimRefusal.OTHERS_CAN_WIN
    with pytest.raises(IllegalMove) as e:
        m.claim(WEST)
    assert e.value.reason == ClaimRefusal.OTHERS_CAN_WIN and str(e.value) == CLAIM_REASON_TEXTS[ClaimRefusal.OTHERS_CAN_WIN]
    assert m.phase == "play" and not any(a[0] == "claim" for a in m.actions)


def test_the_claimer_chooses_the_order_and_may_need_to_force_a_card_out_first():
    # West's ace of spades drops East's single king; then the queen is the top spade.
    # Leading the queen first would lose to the king: the claim holds by the right order.
    m = position({0: "2S 3D 4D", 1: "AS QS JS", 2: "5D 6D 7D", 3: "KS 8D 9D"}, WEST, (3, 10, 0, 13))
    check = m.check_claim(WEST)
    assert check.ok and check.kind == ALL and check.line[0] == Card.parse("AS")


def test_hearts_not_broken_can_stop_a_claim():
    # West holds the top hearts and a low club: it must lead the club (hearts unbroken) and
    # lose it to East's ace; after that the diamonds go to East or South as they choose.
    m = position({0: "2D 3D 9D", 1: "AH KH 2C", 2: "5D 6D 3C", 3: "7D 8D AC"}, WEST, (0, 0, 13, 0),
                 hearts_broken=False)
    assert not m.check_claim(WEST).ok
    # with the ace of clubs instead, the claim holds, and the line leads it before any heart
    m = position({0: "2C 3C 4C", 1: "AH KH AC", 2: "5C 6C 7C", 3: "8C 9C 10C"}, WEST, (0, 0, 13, 11),
                 hearts_broken=False)
    check = m.check_claim(WEST)
    assert check.ok and check.kind == ALL and check.line[0] == Card.parse("AC")


def test_a_claim_that_completes_the_moon_scores_as_a_moon():
    m = position({0: "2S 3S", 1: "AH KH", 2: "5S 6S", 3: "7S 8S"}, WEST, (0, 24, 0, 0))
    m.claim(WEST)
    result = m.hand_result
    assert result is not None and result.moon_shooter == WEST
    assert result.scores == (26, 0, 26, 26)
    sub = position({0: "2S 3S", 1: "AH KH", 2: "5S 6S", 3: "7S 8S"}, WEST, (0, 24, 0, 0),
                   rules=Rules(moon="subtract_from_shooter"))
    sub.claim(WEST)
    assert sub.hand_result is not None and sub.hand_result.scores == (0, -26, 0, 0)


def test_a_claim_that_completes_the_moon_lets_the_shooter_choose_under_that_rule():
    m = position({0: "2S 3S", 1: "AH KH", 2: "5S 6S", 3: "7S 8S"}, WEST, (0, 24, 0, 0),
                 rules=Rules(moon="shooter_choice"))
    m.claim(WEST)
    assert m.phase == "moon_choice" and m.to_act == WEST and m.hand_result is None
    m.choose_moon(WEST, "subtract_from_shooter")
    assert m.hand_result is not None and m.hand_result.scores == (0, -26, 0, 0)


def test_no_claim_in_the_first_trick_or_out_of_turn():
    m = Match(5)
    while m.phase == "pass":
        m.submit_pass(m.awaiting_pass[0], m.hands[m.awaiting_pass[0]][:3])
    assert m.check_claim(m.to_act).reason == ClaimRefusal.FIRST_TRICK
    other = (m.to_act + 1) % 4
    assert m.check_claim(other).reason == ClaimRefusal.NOT_YOUR_TURN
    with pytest.raises(IllegalMove):
        m.claim(7)


def test_a_position_too_big_to_settle_is_refused_as_too_soon_not_guessed():
    m = Match(5)
    while m.phase == "pass":
        m.submit_pass(m.awaiting_pass[0], m.hands[m.awaiting_pass[0]][:3])
    while not m.tricks:
        m.play(m.to_act, m.legal(m.to_act)[0])
    assert check_claim(m, m.to_act, budget=5).reason == ClaimRefusal.TOO_SOON


def _saved_and_reloaded(m: Match) -> Match:
    return Match.from_save(m.to_save())


def test_a_saved_game_with_a_claim_reloads_and_replays_the_same():
    m = _claimed_game(11)
    again = _saved_and_reloaded(m)
    assert again.actions == m.actions and again.scores == m.scores and again.claimed == m.claimed
    assert [h.to_dict() for h in again.history] == [h.to_dict() for h in m.history]


def test_a_forged_claim_in_a_save_is_refused_as_corrupt():
    m = Match(3)
    doc = m.to_save()
    doc["actions"] = [["claim", 0]]
    with pytest.raises(ValueError, match="corrupt save"):
        Match.from_save(doc)


# A hand is asked for a claim only from here on: seed 11's first decided seat (at five cards)
# is found all the same, and the earlier checks, every one refused, took most of the time.
CLAIM_FROM_CARDS = 6


def _claimed_game(seed: int) -> Match:
    """Easy players play one hand; the first seat whose rest is decided (asked once at most
    ``CLAIM_FROM_CARDS`` cards are left) claims it."""
    m = Match(seed)
    while m.phase in ("pass", "play"):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        assert s is not None
        if (m.phase == "play" and m.tricks and len(m.hands[s]) <= CLAIM_FROM_CARDS
                and m.check_claim(s).ok):
            m.claim(s)
            break
        m.apply(s, choose(m.view(s), "easy", m.decision_rng(s)))
    assert m.claimed is not None, "some seat's rest is decided by the last trick at the latest"
    return m


# -- a claim scores what playing it out gives: against an independent, plain search ----------

JACK_OF_DIAMONDS = Card.parse("JD")


def _forced(hands, leader, trick, broken, claimer, kind, rules, seen=None):
    """Every outcome (points per seat, the jack of diamonds' taker, the seats taking a trick)
    the claimer can force while winning every trick (kind all) or none: a plain search over
    every legal card, nothing merged.  ``seen`` keeps the answer for a position already
    searched (the same hands, trick and broken hearts, reached in another order): the same
    set, not searched twice."""
    if seen is None:
        seen = {}
    key = (tuple(tuple(h) for h in hands), leader, tuple(trick), broken)
    if key not in seen:
        seen[key] = _forced_from(hands, leader, trick, broken, claimer, kind, rules, seen)
    return seen[key]


def _forced_from(hands, leader, trick, broken, claimer, kind, rules, seen):
    """``_forced`` for a position not searched yet."""
    if not trick and not hands[leader]:
        return {((0, 0, 0, 0), None, frozenset())}
    seat = (leader + len(trick)) % 4
    result = None
    for card in legal_cards(hands[seat], trick, broken, False, rules):
        h = [list(x) for x in hands]
        h[seat].remove(card)
        cs = trick + (card,)
        b = broken or card.suit == Suit.HEARTS
        if len(cs) < 4:
            child = _forced(h, leader, cs, b, claimer, kind, rules, seen)
        else:
            w = (leader + trick_winner_offset(cs)) % 4
            if (w == claimer) != (kind == ALL):
                child = set()
            else:
                pts = sum(card_points(c) for c in cs)
                jack = w if JACK_OF_DIAMONDS in cs else None
                child = set()
                for p, j, takers in _forced(h, w, (), b, claimer, kind, rules, seen):
                    q = list(p)
                    q[w] += pts
                    child.add((tuple(q), jack if jack is not None else j, takers | {w}))
        result = child if result is None else (result | child if seat == claimer else result & child)
    return result


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), left=st.integers(2, 4), queen=st.booleans())
def test_a_claim_holds_exactly_when_a_plain_search_says_so_and_scores_as_played_out(seed, left, queen):
    rules = Rules(queen_of_spades="after_hearts_broken" if queen else "any_time")
    m = Match(seed, rules)
    while m.phase == "pass" or (m.phase == "play" and len(m.hands[m.to_act]) > left):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        m.apply(s, choose(m.view(s), "easy", m.decision_rng(s)))
    s = m.to_act
    hands = [list(h) for h in m.hands]
    check = m.check_claim(s)
    expect = {k: _forced(hands, m.current_trick.leader, m.current_trick.cards, m.hearts_broken, s, k, rules)
              for k in (ALL, NONE)}
    assert check.reason != ClaimRefusal.TOO_SOON
    assert check.ok == bool(expect[ALL] or expect[NONE])
    if check.ok:
        assert check.kind == (ALL if expect[ALL] else NONE)
        before = list(m.hand_points)
        m.claim(s)
        assert m.hand_result is not None
        gained = tuple(a - b for a, b in zip(m.hand_result.taken, before, strict=True))
        # the claimed line's outcome is one the claimer forces: every way the others could
        # have played it out ends exactly so
        assert any(gained == o[0] for o in expect[check.kind])
        assert _saved_and_reloaded(m).hand_result == m.hand_result


def test_a_computer_searches_only_for_a_claim_it_would_make(monkeypatch):
    # a computer claims every trick only when the rest holds no points or completes its
    # moon, and no more tricks only once another seat has a point: any other search would
    # be spent in a frame for nothing
    from game.hearts import claim

    searched: list[str] = []
    real = claim._Search.__init__

    def counting(self, claimer, kind, rules, budget):
        searched.append(kind)
        real(self, claimer, kind, rules, budget)

    monkeypatch.setattr(claim._Search, "__init__", counting)
    for seed in range(1, 30):
        m = Match(seed)
        while m.phase in ("pass", "play"):
            s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
            if m.phase == "play" and len(m.hands[s]) <= claim.COMPUTER_CLAIM_CARDS and m.tricks:
                searched.clear()
                claim._CHECKED.clear()
                made = claim.computer_claim(m, s)
                others = sum(p for x, p in enumerate(m.hand_points) if x != s)
                left = sum(card_points(c, m.rules) for h in m.hands for c in h) + m.current_trick.points
                if others == 0:
                    assert claim.NONE not in searched
                if left and m.hand_points[s] + left != 26:
                    assert claim.ALL not in searched
                if made is not None:
                    assert made.kind in searched
            m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))


# -- the check in slices: the same answers, a bounded amount of work between two yields ------


def _sliced(steps):
    """Run a sliced check to its end: (its answer, how many times it yielded)."""
    yields = 0
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value, yields
        yields += 1


def _mid_hand(seed: int, cards_played: int, rules: Rules | None = None) -> Match:
    """A hand of ``seed`` played by Easy players up to ``cards_played`` cards (or its end)."""
    m = Match(seed, rules)
    while m.phase == "pass" or (m.phase == "play" and m.cards_played < cards_played):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        m.apply(s, choose(m.view(s), "easy", m.decision_rng(s)))
    return m


def test_a_sliced_check_answers_as_one_run_at_once_at_every_turn():
    # two checks stepped by turns (as a frame runs one while another waits) against each
    # run at once, at every turn of a few hands: the same answers
    from game.hearts import claim

    for seed in range(20, 23):
        m = _mid_hand(seed, 4)
        while m.phase == "play":
            s = m.to_act
            for budget in (2000, 400):
                claim._CHECKED.clear()
                a, b = claim_steps(m, s, budget), claim_steps(m, s, budget, (NONE,), explain=False)
                answers = {}
                while len(answers) < 2:
                    for name, steps in (("a", a), ("b", b)):
                        if name not in answers:
                            try:
                                next(steps)
                            except StopIteration as done:
                                answers[name] = done.value
                claim._CHECKED.clear()
                assert answers["a"] == check_claim(m, s, budget)
                claim._CHECKED.clear()
                assert answers["b"] == check_claim(m, s, budget, (NONE,), explain=False)
            claim._CHECKED.clear()
            assert _sliced(computer_claim_steps(m, s))[0] == computer_claim(m, s)
            m.apply(s, choose(m.view(s), "easy", m.decision_rng(s)))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), played=st.integers(4, 48), queen=st.booleans(),
       budget=st.integers(1, 3000), explain=st.booleans())
def test_any_check_in_slices_answers_as_the_check_at_once(seed, played, queen, budget, explain):
    from game.hearts import claim

    m = _mid_hand(seed, played, Rules(queen_of_spades="after_hearts_broken" if queen else "any_time"))
    if m.phase != "play":
        return
    s = m.to_act
    claim._CHECKED.clear()
    sliced, _ = _sliced(claim_steps(m, s, budget, explain=explain))
    claim._CHECKED.clear()
    assert sliced == check_claim(m, s, budget, explain=explain)
    claim._CHECKED.clear()
    assert _sliced(computer_claim_steps(m, s))[0] == computer_claim(m, s)


def test_a_check_yields_after_every_slice_of_its_search():
    # early in this hand the search for "no more tricks" runs to the end of its budget,
    # with a yield after each slice of it
    from game.hearts import claim

    m = _mid_hand(2, 4)
    claim._CHECKED.clear()
    budget = 10 * CLAIM_SLICE
    answer, yields = _sliced(claim_steps(m, m.to_act, budget, explain=False))
    assert answer.reason == ClaimRefusal.TOO_SOON
    assert yields >= budget // CLAIM_SLICE
    # and its answer is kept: the same question asked again is answered at once
    assert _sliced(claim_steps(m, m.to_act, budget, explain=False)) == (answer, 0)


def test_the_answers_on_a_set_of_played_hands_stay_the_same():
    # every turn of four hands, at the person's budget and a small one (where "too soon"
    # starts), and the computer seats' looks: a digest of every answer (accepted or not,
    # the reason, the claimed line), so that a faster search answers exactly as before
    from game.hearts import claim

    digest = hashlib.sha256()
    for seed in range(1, 5):
        m = Match(seed, Rules(queen_of_spades="after_hearts_broken") if seed % 2 else None)
        while m.phase in ("pass", "play"):
            s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
            if m.phase == "play" and m.tricks:
                for budget in (CLAIM_BUDGET, 300):
                    claim._CHECKED.clear()
                    c = check_claim(m, s, budget)
                    kind = None if c.kind is None else str(c.kind)  # the kind's word, enum or not
                    reason = None if c.reason is None else str(c.reason)  # likewise the refusal's
                    digest.update(repr((c.seat, kind, reason, [str(x) for x in c.line])).encode())
                claim._CHECKED.clear()
                found = computer_claim(m, s)
                digest.update(repr(None if found is None else (str(found.kind), [str(x) for x in found.line])).encode())
            m.apply(s, choose(m.view(s), "easy", m.decision_rng(s)))
    assert digest.hexdigest()[:16] == "b80be31d6042df5d"
