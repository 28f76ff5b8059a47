"""A play-out that shoots and stops moons as players do, for Hard's rollouts when its settings ask.

The rollout policy (fastsim.policy) never goes for the moon: it takes every point only by
accident, and defends only against a seat that already holds ten.  Here a seat that holds
every point so far and has the cards to run the rest of the hand goes for it (fastsim's
shoot_policy: cash the sure winners, win what it can, keep its point cards), and once a
lone holder of points is in sight the others stop it: the policy's own defence (take a
point off it with the lowest card that wins), and, void in the suit led while it wins the
trick, a card that carries no points instead of a dump onto it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from ..bits import NON_POINT
from ..rules import Rules
from .fastsim import _BIT, THREAT_POINTS, _dump_card, policy, shoot_policy, threat_seat
from .knowledge import POINT_MASK, POINTS_OF, SUIT_MASK, SUIT_OF, trick_taker

#: A play-out's signature: fastsim.playout's.
Playout = Callable[..., list[int]]


def losers_within(hand: int, others: int, most: int) -> bool:
    """Whether at most ``most`` cards of ``hand`` can be beaten by a card of ``others`` in their suit.

    A card is a sure winner when no card of ``others`` in its suit is higher; every other card
    of the hand is a loser.
    """
    lose = 0
    for s in range(4):
        mine = hand & SUIT_MASK[s]
        if mine:
            theirs = others & SUIT_MASK[s]
            if theirs:
                lose += (mine & ((1 << theirs.bit_length()) - 1)).bit_count()
                if lose > most:
                    return False
    return True


def runner(hands: Sequence[int], points: Sequence[int], remaining: int, losers: int) -> int:
    """The seat that goes for the moon: every point so far, and the cards to run (-1: none).

    It holds at least one point and nobody else any, and at most ``losers`` of its cards can
    be beaten (``losers_within``, against every card still in the other hands).
    """
    seat = -1
    for s in range(4):
        if points[s]:
            if seat >= 0:
                return -1
            seat = s
    if seat < 0:
        return -1
    h = hands[seat]
    return seat if h and losers_within(h, remaining ^ h, losers) else -1


def stop_card(hand: int, trick: list[int], leader: int, seat: int, broken: bool, first: bool, rules: Rules,
              others: int, threat: int, voids: list[int]) -> int:
    """The policy's card against a lone holder of points (``threat``), without feeding it points.

    Void in the suit led while ``threat`` wins the trick so far, the highest card that carries no
    points (when the rules let one be played); else the policy's card, whose defence takes a
    point off ``threat`` with the lowest card that wins.
    """
    if trick and threat >= 0 and threat != seat and not hand & SUIT_MASK[SUIT_OF[trick[0]]]:
        if (leader + trick_taker(trick)[0]) & 3 == threat:
            safe = hand & NON_POINT
            if safe:  # a card without points may always be played on a suit this seat lacks
                return _dump_card(safe, hand)
    return policy(hand, trick, leader, seat, broken, first, rules, others, threat, voids)


def moon_playout(hands: list[int], leader: int, trick: list[int], broken: bool, first: bool,
                 points: list[int], rules: Rules, voids: Sequence[int],
                 shooter: int = -1, won: list[int] | None = None,
                 losers: int = 1, stop_points: int = THREAT_POINTS, never: int = -1) -> list[int]:
    """fastsim.playout with moons shot and stopped: play to the end of the hand, return each seat's points.

    ``shooter`` (a planned moon, as in fastsim.playout) keeps its plan until another seat takes
    a point; without one, a seat with every point so far and at most ``losers`` cards that can be
    beaten (``runner``) goes for the moon, looked for at the start and after each trick with
    points.  The others stop a seat holding every point once it has ``stop_points`` (``stop_card``).
    ``never``: a seat that never goes for the moon unless it is ``shooter`` (one whose moons are
    weighed elsewhere).
    """
    remaining = hands[0] | hands[1] | hands[2] | hands[3]
    if shooter < 0:
        shooter = runner(hands, points, remaining, losers)
        if shooter == never:
            shooter = -1
    threat = threat_seat(points, stop_points)
    voids = list(voids)
    n = len(trick)
    led = SUIT_OF[trick[0]] if n else 0
    while True:
        seat = (leader + n) & 3
        h = hands[seat]
        if not h:
            return points
        if seat == shooter:
            c = shoot_policy(h, trick, broken, first, rules, remaining ^ h)
        elif threat >= 0:
            c = stop_card(h, trick, leader, seat, broken, first, rules, remaining ^ h, threat, voids)
        else:
            c = policy(h, trick, leader, seat, broken, first, rules, remaining ^ h, threat, voids)
        bit = _BIT[c]
        hands[seat] = h ^ bit
        remaining ^= bit
        trick.append(c)
        if c >= 39:
            broken = True
        if not n:
            led = SUIT_OF[c]
            n = 1
            continue
        if SUIT_OF[c] != led:
            voids[seat] |= 1 << led
        if n < 3:
            n += 1
            continue
        # the trick's taker and points, written out as in fastsim.playout
        t0, t1, t2 = trick[0], trick[1], trick[2]
        win_i = 0
        win = t0
        if t1 > win and SUIT_OF[t1] == led:
            win = t1
            win_i = 1
        if t2 > win and SUIT_OF[t2] == led:
            win = t2
            win_i = 2
        if c > win and SUIT_OF[c] == led:
            win_i = 3
        leader = (leader + win_i) & 3
        if won is not None:
            won[leader] |= _BIT[t0] | _BIT[t1] | _BIT[t2] | bit
        p = POINTS_OF[t0] + POINTS_OF[t1] + POINTS_OF[t2] + POINTS_OF[c]
        if p:
            q = points[leader] = points[leader] + p
            lone = not (points[(leader + 1) & 3] or points[(leader + 2) & 3] or points[(leader + 3) & 3])
            threat = leader if lone and q >= stop_points else -1
            if leader != shooter:
                h = hands[leader]
                shooter = leader if lone and leader != never and h and losers_within(h, remaining ^ h, losers) else -1
            if not remaining & POINT_MASK and won is None:
                return points
        trick = []
        n = 0
        first = False


def rollout_for(moons: bool, losers: int, stop_points: int) -> Playout | None:
    """``moon_playout`` with these settings for Hard's rollouts, or None: fastsim.playout's, as ever."""
    if not moons:
        return None
    return partial(moon_playout, losers=losers, stop_points=stop_points)


__all__ = ["Playout", "losers_within", "moon_playout", "rollout_for", "runner", "stop_card"]
