"""The bit core of the rules of play (game/hearts/bits.py), and the copies held to it.

The core is checked against the rules written out card by card, as the spec states them;
the rollout policy's and the playout's inlined copies (ai/fastsim.py) and the claim search's
(claim.py) are checked against the core on many random positions: the whole set of cards
each allows, who takes the trick and its points.
"""

from __future__ import annotations

import inspect
import textwrap
from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from game.cards import Card, Suit
from game.hearts import claim
from game.hearts.ai.fastsim import playout, policy, threat_seat
from game.hearts.bits import (
    POINTS_OF,
    SUIT_OF,
    breaks_hearts,
    cards_of,
    legal_mask,
    mask_of,
    trick_points,
    trick_taker,
)
from game.hearts.legality import legal_cards, trick_winner_offset
from game.hearts.rules import FirstLead, QueenRule, Rules

TWO_OF_CLUBS = 0
QS = 36

rules_st = st.builds(
    Rules,
    queen_of_spades=st.sampled_from([QueenRule.ANY_TIME, QueenRule.AFTER_HEARTS]),
    no_points_first_trick=st.booleans(),
    first_lead=st.sampled_from([FirstLead.TWO_OF_CLUBS, FirstLead.ANY_CLUB]),
)


@st.composite
def positions(draw: st.DrawFn) -> tuple[int, list[int], bool, bool, Rules]:
    """A hand (1 to 13 cards), a trick of 0 to 3 other cards, hearts broken, first trick, the rules."""
    deck = draw(st.permutations(range(52)))
    n = draw(st.integers(1, 13))
    t = draw(st.integers(0, 3))
    hand = 0
    for c in deck[:n]:
        hand |= 1 << c
    return hand, list(deck[n:n + t]), draw(st.booleans()), draw(st.booleans()), draw(rules_st)


def _spec_legal(hand: list[int], trick: list[int], broken: bool, first: bool, rules: Rules) -> set[int]:
    """The legal cards, rule by rule as the spec states them, on card indices."""
    def is_point(c: int) -> bool:
        return SUIT_OF[c] == 3 or c == QS

    if not trick:
        if first and TWO_OF_CLUBS in hand:
            return {c for c in hand if SUIT_OF[c] == 0} if rules.any_club_leads else {TWO_OF_CLUBS}
        if first:
            return set(hand)
        cands = [c for c in hand if broken or SUIT_OF[c] != 3] or hand
    else:
        cands = [c for c in hand if SUIT_OF[c] == SUIT_OF[trick[0]]]
        if not cands:
            cands = hand
            if first and rules.no_points_first_trick:
                cands = [c for c in hand if not is_point(c)] or hand
    if rules.queen_waits and not broken:
        cands = [c for c in cands if c != QS] or cands
    return set(cands)


def _bits_of(mask: int) -> list[int]:
    return [c for c in range(52) if mask >> c & 1]


@settings(max_examples=400, deadline=None)
@given(positions())
def test_legal_mask_is_the_spec_legality(pos: tuple[int, list[int], bool, bool, Rules]) -> None:
    hand, trick, broken, first, rules = pos
    assert set(_bits_of(legal_mask(hand, trick, broken, first, rules))) == _spec_legal(
        _bits_of(hand), trick, broken, first, rules)


@settings(max_examples=300, deadline=None)
@given(positions())
def test_legal_cards_are_the_cores_legal_mask_in_cards(pos: tuple[int, list[int], bool, bool, Rules]) -> None:
    hand, trick, broken, first, rules = pos
    cards = legal_cards(cards_of(hand), [Card.from_index(c) for c in trick], broken, first, rules)
    assert mask_of(cards) == legal_mask(hand, trick, broken, first, rules)
    assert [c.index for c in cards] == sorted(c.index for c in cards)


@settings(max_examples=300, deadline=None)
@given(st.permutations(range(52)), st.integers(1, 4))
def test_trick_taker_is_the_highest_card_of_the_suit_led(deck: list[int], n: int) -> None:
    trick = deck[:n]
    wi, pts = trick_taker(trick)
    assert trick[wi] == max(c for c in trick if SUIT_OF[c] == SUIT_OF[trick[0]])
    assert pts == trick_points(trick) == sum(POINTS_OF[c] for c in trick)
    assert trick_winner_offset([Card.from_index(c) for c in trick]) == wi


def test_a_heart_breaks_hearts_and_nothing_else_does() -> None:
    assert [c for c in range(52) if breaks_hearts(c)] == [c.index for c in cards_of((1 << 52) - 1)
                                                           if c.suit == Suit.HEARTS]


def test_a_trick_counts_the_rules_card_points() -> None:
    jd = Rules(jack_of_diamonds=True)
    trick = [22, 36, 40, 1]  # J♦, Q♠, 4♥, 3♣
    assert trick_points(trick) == 14
    assert trick_points(trick, jd.card_points) == 4


# -- the copies in the rollouts' innermost loops -------------------------------------------

def lifted(func: Callable[..., Any], start: str, end: str, args: str, result: str) -> Callable[..., Any]:
    """The lines of ``func`` from the comment ``start`` up to the line beginning ``end``, as a
    function of ``args`` that runs them in ``func``'s module and returns ``result``.

    The copy inside the policy is checked as written there: what the policy then does with the
    cards it allows cannot hide a card too many or too few.
    """
    lines = inspect.getsource(func).splitlines()
    starts = [n for n, line in enumerate(lines) if line.strip() == start]
    assert len(starts) == 1, f"{func.__name__} must mark its copy with the one comment {start!r}"
    i = starts[0]
    ends = [n for n in range(i + 1, len(lines)) if lines[n].strip().startswith(end)]
    assert ends, f"{func.__name__}'s copy must end before a line {end!r}"
    j = ends[0]
    body = textwrap.dedent("\n".join(lines[i:j]))
    assert "return" not in body and "yield" not in body, "the copy must run straight through"
    namespace = dict(func.__globals__)
    exec(f"def copy({args}):\n" + textwrap.indent(f"{body}\nreturn {result}", "    "), namespace)
    copy: Callable[..., Any] = namespace["copy"]
    return copy


_policy_legality = lifted(policy, "# bits.legal_mask, inlined: this is the innermost loop of the Hard player "
                          "(see the note at the top)", "if allowed.bit_count() < 2",
                          "hand, trick, broken, first, rules", "allowed, follow")
_policy_taker = lifted(policy, "# bits.trick_taker, inlined (see the note at the top)", "last = n == 3",
                       "trick, led", "wi, pts")


@settings(max_examples=400, deadline=None)
@given(positions())
def test_the_policys_inlined_legality_allows_exactly_legal_mask(pos: tuple[int, list[int], bool, bool, Rules]) -> None:
    """fastsim.policy's copy of bits.legal_mask, lifted out of the policy: the very same cards,
    and when following, the cards of the suit led among them.

    (The copy differs on one position no hand reaches: a first lead by a seat without 2♣,
    where the core allows Q♠ and the copy holds it back under the queen rule.)"""
    hand, trick, broken, first, rules = pos
    if first and not trick:
        hand |= 1 << TWO_OF_CLUBS  # the hand's first lead is made by the seat holding 2♣
    allowed, follow = _policy_legality(hand, trick, broken, first, rules)
    want = legal_mask(hand, trick, broken, first, rules)
    assert allowed == want
    led_suit = [c for c in _bits_of(want) if trick and SUIT_OF[c] == SUIT_OF[trick[0]]]
    assert follow == sum(1 << c for c in led_suit)


@settings(max_examples=300, deadline=None)
@given(st.permutations(range(52)), st.integers(1, 3))
def test_the_policys_inlined_trick_taker_is_the_cores(deck: list[int], n: int) -> None:
    """fastsim.policy's copy of bits.trick_taker, lifted out of the policy: the same card takes
    the trick so far, with the same points."""
    trick = deck[:n]
    assert _policy_taker(trick, SUIT_OF[trick[0]]) == trick_taker(trick)


@settings(max_examples=300, deadline=None)
@given(positions(), st.integers(0, 3), st.integers(0, (1 << 52) - 1))
def test_the_policys_inlined_legality_plays_only_what_legal_mask_allows(
        pos: tuple[int, list[int], bool, bool, Rules], seat: int, others_bits: int) -> None:
    """fastsim.policy's copy of bits.legal_mask: its card is always legal, and a forced card is played."""
    hand, trick, broken, first, rules = pos
    others = others_bits & ~hand & ~sum(1 << c for c in trick)
    leader = (seat - len(trick)) & 3
    allowed = legal_mask(hand, trick, broken, first, rules)
    c = policy(hand, trick, leader, seat, broken, first, rules, others, -1, [0, 0, 0, 0])
    assert allowed >> c & 1
    # every legal card, alone with the cards the rules set aside, is the one played
    for x in _bits_of(allowed):
        rest = (hand & ~allowed) | (1 << x)
        if legal_mask(rest, trick, broken, first, rules) == 1 << x:
            assert policy(rest, trick, leader, seat, broken, first, rules, others, -1, [0, 0, 0, 0]) == x


@settings(max_examples=300, deadline=None)
@given(st.permutations(range(52)), st.integers(1, 3), st.integers(0, 12))
def test_the_policys_inlined_trick_taker_ducks_under_the_cores_winner(deck: list[int], n: int, k: int) -> None:
    """fastsim.policy's copy of bits.trick_taker: last to a trick, it plays under the core's winner.

    With points on the trick it plays its highest card under the winner, if it has one.
    """
    trick = deck[:3]
    led = SUIT_OF[trick[0]]
    if led == 2:
        return  # spades: Q♠ under a higher spade comes first
    suit = [c for c in deck[3:] if SUIT_OF[c] == led][: k + 1]
    hand = sum(1 << c for c in suit)
    wi, pts = trick_taker(trick)
    win = trick[wi]
    c = policy(hand, trick, 1, 0, True, False, Rules(), 0, -1, [0, 0, 0, 0])
    below = [x for x in suit if x < win]
    if pts and below:
        assert c == max(below)


def _reference_playout(hands: list[int], leader: int, broken: bool, first: bool, rules: Rules,
                       won: list[int] | None = None) -> list[int]:
    """A hand played out by the policy, trick by trick, with the core's taker and points
    (``won``: per seat, the cards of the tricks it takes are added to it)."""
    hands = list(hands)
    points = [0, 0, 0, 0]
    voids = [0, 0, 0, 0]
    while hands[leader]:
        trick: list[int] = []
        for i in range(4):
            seat = (leader + i) & 3
            h = hands[seat]
            remaining = hands[0] | hands[1] | hands[2] | hands[3]
            c = policy(h, trick, leader, seat, broken, first, rules, remaining ^ h, threat_seat(points), voids)
            hands[seat] = h & ~(1 << c)
            if trick and SUIT_OF[c] != SUIT_OF[trick[0]]:
                voids[seat] |= 1 << SUIT_OF[trick[0]]
            trick.append(c)
            broken = broken or breaks_hearts(c)
        wi, pts = trick_taker(trick)
        leader = (leader + wi) & 3
        points[leader] += pts
        if won is not None:
            won[leader] |= mask_of_ints(trick)
        first = False
    return points


def mask_of_ints(cards: list[int]) -> int:
    return sum(1 << c for c in cards)


@settings(max_examples=150, deadline=None)
@given(st.permutations(range(52)), rules_st)
def test_the_playouts_inlined_trick_taker_scores_as_the_core(deck: list[int], rules: Rules) -> None:
    """fastsim.playout's copy of bits.trick_taker (and of breaks_hearts): the same points as trick by trick."""
    hands = [sum(1 << c for c in deck[13 * s:13 * s + 13]) for s in range(4)]
    leader = next(s for s in range(4) if hands[s] & 1)
    want = _reference_playout(hands, leader, False, True, rules)
    got = playout(list(hands), leader, [], False, True, [0, 0, 0, 0], rules, [0, 0, 0, 0])
    assert list(got) == want


@settings(max_examples=150, deadline=None)
@given(st.permutations(range(52)), rules_st)
def test_the_playouts_inlined_trick_taker_gives_every_trick_to_the_cores_taker(deck: list[int], rules: Rules) -> None:
    """fastsim.playout's copy of bits.trick_taker, played to the last trick: each seat takes the
    very cards the core's taker gives it, and the same points."""
    hands = [sum(1 << c for c in deck[13 * s:13 * s + 13]) for s in range(4)]
    leader = next(s for s in range(4) if hands[s] & 1)
    want_won = [0, 0, 0, 0]
    want = _reference_playout(hands, leader, False, True, rules, want_won)
    got_won = [0, 0, 0, 0]
    got = playout(list(hands), leader, [], False, True, [0, 0, 0, 0], rules, [0, 0, 0, 0], won=got_won)
    assert got_won == want_won
    assert list(got) == want


# -- the copy in the claim search's node loop --------------------------------------------

class _EveryLegalCard(claim._Search):
    """The claim search with each legal card its own choice (no runs merged)."""

    def _runs(self, legal: int, separators: int) -> tuple[int, ...]:
        return tuple(_bits_of(legal))


@settings(max_examples=400, deadline=None)
@given(positions(), st.integers(0, 3), st.sampled_from([claim.ALL, claim.NONE]))
def test_the_claim_searchs_inlined_legality_is_legal_mask(
        pos: tuple[int, list[int], bool, bool, Rules], seat: int, kind: str) -> None:
    """claim._Search.choices' copy of bits.legal_mask (a claim comes after the first trick)."""
    hand, trick, broken, _first, rules = pos
    packed = hand << (32 + 52 * seat)
    search = _EveryLegalCard((seat + 1) % 4, kind, rules, 1)
    got = search.choices(seat, packed, tuple(trick), broken)
    assert sum(1 << c for c in got) == legal_mask(hand, trick, broken, False, rules)
