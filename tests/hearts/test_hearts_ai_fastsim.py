"""The rollout's playout carries the rollout policy written into its loop (the innermost
loop of Hard): it must play every card the policy would, so it is held here to a plain
playout that asks ``policy`` (and ``shoot_policy``) for each card, on random deals played
to random points of a hand under random rules, with and without an imagined shooter."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from game.hearts.ai.fastsim import legal_mask, playout, policy, shoot_policy, threat_seat
from game.hearts.ai.knowledge import SUIT_OF, bits, trick_taker
from game.rng import Rng


def plain_playout(hands: list[int], leader: int, trick: list[int], broken: bool, first: bool,
                  points: list[int], queen_waits: bool, no_points_first: bool, voids: Sequence[int],
                  shooter: int = -1, won: list[int] | None = None) -> list[int]:
    """``playout`` as a loop that asks the policies for every card."""
    remaining = hands[0] | hands[1] | hands[2] | hands[3]
    threat = threat_seat(points)
    voids = list(voids)
    while True:
        n = len(trick)
        seat = (leader + n) & 3
        h = hands[seat]
        if not h:
            return points
        if seat == shooter:
            c = shoot_policy(h, trick, broken, first, queen_waits, no_points_first, remaining & ~h)
        else:
            c = policy(h, trick, leader, seat, broken, first, queen_waits, no_points_first,
                       remaining & ~h, threat, voids)
        hands[seat] = h & ~(1 << c)
        remaining &= ~(1 << c)
        if n and SUIT_OF[c] != SUIT_OF[trick[0]]:
            voids[seat] |= 1 << SUIT_OF[trick[0]]
        trick.append(c)
        if c >= 39:
            broken = True
        if n == 3:
            wi, taken = trick_taker(trick)
            leader = (leader + wi) & 3
            if won is not None:
                for x in trick:
                    won[leader] |= 1 << x
            if taken:
                points[leader] += taken
                threat = threat_seat(points)
                if leader != shooter:
                    shooter = -1
            trick = []
            first = False


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), played=st.integers(0, 51), queen_waits=st.booleans(),
       no_points_first=st.booleans(), shooter=st.integers(-1, 3), count_won=st.booleans())
def test_the_playout_plays_every_card_the_policies_would(seed: int, played: int, queen_waits: bool,
                                                          no_points_first: bool, shooter: int,
                                                          count_won: bool) -> None:
    rng = Rng(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    hands = [0, 0, 0, 0]
    for i, c in enumerate(deck):
        hands[i // 13] |= 1 << c
    leader = next(s for s in range(4) if hands[s] & 1)
    trick: list[int] = []
    broken, first = False, True
    points = [0, 0, 0, 0]
    voids = [0, 0, 0, 0]
    # random legal cards up to a random point of the hand: every state a playout starts from
    for _ in range(played):
        seat = (leader + len(trick)) & 3
        legal = bits(legal_mask(hands[seat], trick, broken, first, queen_waits, no_points_first))
        c = legal[rng.below(len(legal))]
        hands[seat] &= ~(1 << c)
        if trick and SUIT_OF[c] != SUIT_OF[trick[0]]:
            voids[seat] |= 1 << SUIT_OF[trick[0]]
        trick.append(c)
        broken = broken or c >= 39
        if len(trick) == 4:
            wi, taken = trick_taker(trick)
            leader = (leader + wi) & 3
            points[leader] += taken
            trick = []
            first = False
    state = (hands, leader, trick, broken, first, points, queen_waits, no_points_first, voids, shooter)
    fast = [list(x) if isinstance(x, list) else x for x in state]
    plain = [list(x) if isinstance(x, list) else x for x in state]
    fast_won = [0, 0, 0, 0] if count_won else None
    plain_won = [0, 0, 0, 0] if count_won else None
    assert playout(*fast, won=fast_won) == plain_playout(*plain, won=plain_won)
    assert fast == plain and fast_won == plain_won  # the same hands, points and cards taken
