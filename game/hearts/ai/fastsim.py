"""Playing a hand to its end fast: int cards, bitmask hands, one fixed policy.

Hard's search plays thousands of these per decision in pure Python, so nothing
here allocates more than it must.  The policy is a sound rule-of-thumb player
(duck under the winner, shed high cards when safe, dump Q♠ and hearts when void);
it sees only its own hand and the table, never the other hands.
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import bits
from ..bits import CLUB_MASK, NON_HEART, NON_POINT, NOT_QS, QS_BIT
from ..rules import Rules
from .knowledge import AS, HEART_MASK, KS, POINT_MASK, POINTS_OF, QS, SUIT_MASK, SUIT_OF, trick_taker

#: The policy takes a point off a seat holding every point so far once it has this many.
THREAT_POINTS = 10
# Which cards may be played and who takes a trick are the bit core's (game/hearts/bits.py:
# legal_mask, trick_taker) everywhere except in ``playout`` and the policy, the innermost
# loops of Hard's rollouts, which inline them for speed (docs/hearts-ai.md, "Decision
# time"; the policy's discard, which needs the taker only against a shooter, calls it).
# tests/hearts/test_hearts_bits.py holds the copies to the core.
HIGH_SPADES = (1 << AS) | (1 << KS)
# (The policies find the lowest card of ``m`` as the length of ``m ^ (m - 1)``, the bits up
# to it, rather than of ``m & -m``: the negative int is several times slower.)
#: Each card's bit, made once: ``1 << c`` makes a new int for every card played.
_BIT = tuple(1 << c for c in range(52))
#: Per card: the cards of its suit below it, above it, and its rank's share of a lead's
#: cost (0.01 a rank, the very float the policy's formula gives).
_BELOW = tuple(SUIT_MASK[c // 13] & ((1 << c) - 1) for c in range(52))
_ABOVE = tuple(SUIT_MASK[c // 13] & ~((2 << c) - 1) for c in range(52))
#: Per card: the cards of the suits after its own, and of those before it (to walk
#: through the suits of a mask by its lowest or highest card).
_LATER_SUITS = tuple(((1 << 52) - 1) & ~((1 << (13 * (c // 13 + 1))) - 1) for c in range(52))
_EARLIER_SUITS = tuple((1 << (13 * (c // 13))) - 1 for c in range(52))
_RANK_COST = tuple(0.01 * (c - 13 * (c // 13)) for c in range(52))


def highest_rank_card(mask: int) -> int:
    """The card of highest rank in ``mask`` (spades and hearts preferred on ties)."""
    best = -1
    best_rank = -1
    for s in (3, 2, 1, 0):
        m = mask & SUIT_MASK[s]
        if m:
            c = m.bit_length() - 1
            r = c - 13 * s
            if r > best_rank:
                best_rank = r
                best = c
    return best


def _dump_card(mask: int, hand: int) -> int:
    """The highest-ranked card of ``mask``.

    On equal ranks the one from the shortest suit of ``hand`` (towards a void), then the higher
    suit.
    """
    best = -1
    key = -1
    while mask:  # the suits of ``mask`` from the highest down, by the top card of each
        c = mask.bit_length() - 1
        s = SUIT_OF[c]
        mask &= _EARLIER_SUITS[c]
        # (rank, -length) compared as one int: a suit of ``hand`` has 1 to 13 cards
        k = (c - 13 * s) * 16 + 13 - (hand & SUIT_MASK[s]).bit_count()
        if k > key:
            key = k
            best = c
    return best


def policy(hand: int, trick: list[int], leader: int, seat: int, broken: bool, first: bool, rules: Rules,
           others: int, threat: int, voids: list[int]) -> int:
    """Normal's card (and the rollout player's): a sound rule-of-thumb player.

    ``others``: the cards in the other hands (what this seat can deduce is still
    out); ``threat``: a seat that has taken every point so far and plenty of them
    (-1 if none); ``voids``: per seat, a bit per suit it has shown void in.
    """
    # bits.legal_mask, inlined: this is the innermost loop of the Hard player (see the note at the top)
    led = 0
    follow = 0
    if not trick:
        if first:
            allowed = (hand & CLUB_MASK if rules.any_club_leads else 1) if hand & 1 else hand
        elif broken:
            allowed = hand
        else:
            allowed = (hand & NON_HEART) or hand
    else:
        led = SUIT_OF[trick[0]]
        allowed = follow = hand & SUIT_MASK[led]
        if not allowed:
            allowed = hand
            if first and rules.no_points_first_trick:
                allowed = (hand & NON_POINT) or hand
    if not broken and allowed & QS_BIT and rules.queen_waits:
        allowed = (allowed & NOT_QS) or allowed
        if follow:
            follow = allowed
    if allowed.bit_count() < 2:  # a forced card (counted: no new int, unlike a & (a - 1))
        return allowed.bit_length() - 1
    qs_out = others & QS_BIT
    if not trick:
        # lead the suit where the lowest card is safest: few unseen cards can go under it
        v1 = voids[(seat + 1) & 3]
        v2 = voids[(seat + 2) & 3]
        v3 = voids[(seat + 3) & 3]
        shown = v1 | v2 | v3
        best = -1
        best_cost = 1e9
        rest = allowed
        while rest:  # the suits of ``allowed`` in order, by the lowest card of each
            c = (rest ^ (rest - 1)).bit_length() - 1
            s = SUIT_OF[c]
            rest &= _LATER_SUITS[c]
            lower = (others & _BELOW[c]).bit_count()
            cost = lower + _RANK_COST[c]
            if not others & _ABOVE[c]:
                cost += 8.0  # nobody can go over: the trick is mine
            if shown >> s & 1:
                nv = (v1 >> s & 1) + (v2 >> s & 1) + (v3 >> s & 1)
                cost += 2.0 * nv * (1.0 if lower else 0.3)
            if s == 3:
                cost += 1.5
            elif s == 2:
                if c == QS:
                    cost += 30.0
                elif c > QS and qs_out:
                    cost += 40.0
                elif hand & QS_BIT:
                    cost += 12.0
                elif qs_out and not hand & HIGH_SPADES:
                    cost -= 3.0  # flush the queen out while it cannot land on me
            if cost < best_cost:
                best_cost = cost
                best = c
        return best
    if not follow:
        # void in the suit led: dump the worst card (who takes the trick so far matters
        # only against a shooter, so it is worked out only then)
        defend = threat >= 0 and threat != seat and (leader + trick_taker(trick)[0]) & 3 == threat
        if defend and len(trick) == 3:
            safe = allowed & NON_POINT
            if safe:
                return _dump_card(safe, hand)
        if allowed & QS_BIT:
            return QS
        if qs_out and allowed & HIGH_SPADES:
            return (allowed & HIGH_SPADES).bit_length() - 1
        h = allowed & HEART_MASK
        if h and not defend:
            return h.bit_length() - 1
        return _dump_card(allowed, hand)
    # bits.trick_taker, inlined (see the note at the top)
    win = trick[0]
    wi = 0
    pts = POINTS_OF[win]
    n = len(trick)
    if n > 1:
        c = trick[1]
        pts += POINTS_OF[c]
        if c > win and SUIT_OF[c] == led:
            win = c
            wi = 1
        if n > 2:
            c = trick[2]
            pts += POINTS_OF[c]
            if c > win and SUIT_OF[c] == led:
                win = c
                wi = 2
    last = n == 3
    defend = threat >= 0 and threat != seat and (leader + wi) & 3 == threat
    below = follow & _BELOW[win]
    if defend and (pts or led == 3):
        above = follow >> (win + 1)
        if above:
            return (above ^ (above - 1)).bit_length() + win  # take a point off the shooter
    if led == 2 and below & QS_BIT:
        return QS  # the queen under a higher spade
    if last:
        if pts and below:
            return below.bit_length() - 1
        m = follow & NOT_QS or follow
        return m.bit_length() - 1  # the trick is safe or lost anyway: shed the highest
    if below:
        return below.bit_length() - 1
    m = follow & NOT_QS or follow
    if led == 2 and qs_out:
        return (m ^ (m - 1)).bit_length() - 1
    if not pts and led != 3 and ((others | hand) & SUIT_MASK[led]).bit_count() >= 9:
        later_void = False
        for i in range(n + 1, 4):
            if voids[(leader + i) & 3] >> led & 1:
                later_void = True
        if not later_void:
            return m.bit_length() - 1  # early in the suit: shed the high card while safe
    return (m ^ (m - 1)).bit_length() - 1


def shoot_policy(hand: int, trick: list[int], broken: bool, first: bool, rules: Rules, others: int) -> int:
    """A player going for the moon: cash sure winners, win the trick when it can, keep its point cards.

    It leads its highest card when it has no sure winner, and plays the lowest winner when last.
    It opens the hand with 2♣ even where any club may lead.
    """
    if first and not trick and hand & 1:
        return 0
    allowed = bits.legal_mask(hand, trick, broken, first, rules)
    if not allowed & (allowed - 1):
        return allowed.bit_length() - 1
    if not trick:
        best = -1
        best_key = -1
        for s in (0, 1, 2, 3):
            m = allowed & SUIT_MASK[s]
            if not m:
                continue
            top = m.bit_length() - 1
            o = others & SUIT_MASK[s]
            if not o >> top:
                key = 100 + o.bit_count()  # a sure winner: draw the suit with most cards out
            else:
                key = top - 13 * s
            if key > best_key:
                best_key = key
                best = top
        return best
    led = SUIT_OF[trick[0]]
    follow = allowed & SUIT_MASK[led]
    if follow:
        win = trick[trick_taker(trick)[0]]
        above = follow >> (win + 1)
        if above:
            if len(trick) == 3:
                return (above ^ (above - 1)).bit_length() + win
            return follow.bit_length() - 1
        return (follow ^ (follow - 1)).bit_length() - 1
    # void: throw the lowest card that carries no points
    m = allowed & NON_POINT or allowed
    best = -1
    best_rank = 99
    for s in (0, 1, 2, 3):
        x = m & SUIT_MASK[s]
        if x:
            c = (x ^ (x - 1)).bit_length() - 1
            if c - 13 * s < best_rank:
                best_rank = c - 13 * s
                best = c
    return best


def playout(hands: list[int], leader: int, trick: list[int], broken: bool, first: bool,
            points: list[int], rules: Rules, voids: Sequence[int],
            shooter: int = -1, won: list[int] | None = None,
            losers: int | None = None, stop_points: int = THREAT_POINTS, never: int = -1) -> list[int]:
    """Play to the end of the hand (mutating ``hands``, ``trick``, ``points``); return each seat's points.

    ``hands`` hold no card twice (a deal): a card played leaves ``remaining`` by an exclusive
    or, and the cards out of a hand are ``remaining`` but the hand's the same way (cheaper than
    and-not on Python's ints).  ``shooter``: a seat that goes for the moon (with shoot_policy)
    until another seat takes a point (-1: nobody).  ``won``: per seat, a mask the cards of each
    trick it takes are added to (when the rules count J♦ or a hand without a trick:
    knowledge.Scoring.counts_won), else None.  Without ``won`` the hand stops once its last
    points are taken (``hands`` may then keep their last cards).

    ``losers`` given: moons shot and stopped as players do (ai/moon_rollout.py says how):
    without a planned ``shooter``, a seat with every point so far and at most ``losers`` cards
    that can be beaten (``runner``) goes for the moon, looked for at the start and after each
    trick with points, and the others stop a seat holding every point once it has
    ``stop_points`` (``stop_card``); ``never``: a seat that goes for the moon only as the
    planned ``shooter`` (one whose moons are weighed elsewhere).  Below 0, only a seat holding no
    suit another seat holds runs, and the others still stop a seat holding ``stop_points``.
    """
    remaining = hands[0] | hands[1] | hands[2] | hands[3]
    moons = losers is not None
    most = -1 if losers is None else losers
    if moons:
        if shooter < 0:
            shooter = runner(hands, points, remaining, most)
            if shooter == never:
                shooter = -1
        threat = threat_seat(points, stop_points)
    else:
        threat = threat_seat(points)
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
        elif threat >= 0 and moons:
            c = stop_card(h, trick, leader, seat, broken, first, rules, remaining ^ h, threat, voids)
        else:
            c = policy(h, trick, leader, seat, broken, first, rules, remaining ^ h, threat, voids)
        bit = _BIT[c]
        hands[seat] = h ^ bit
        remaining ^= bit
        trick.append(c)
        if c >= 39:  # bits.breaks_hearts, inlined
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
        # bits.trick_taker, inlined and unrolled (see the note at the top)
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
            # threat_seat(points), inlined: only the taker's points moved, so the threat
            # is the taker if it alone has points and enough of them (the call is kept
            # for a total that came back to 0, which only negative points could give)
            q = points[leader] = points[leader] + p
            if moons:
                lone = not (points[(leader + 1) & 3] or points[(leader + 2) & 3] or points[(leader + 3) & 3])
                threat = leader if lone and q >= stop_points else -1
                if leader != shooter:
                    h = hands[leader]
                    runs = lone and leader != never and h and losers_within(h, remaining ^ h, most)
                    shooter = leader if runs else -1
            else:
                if not q:
                    threat = threat_seat(points)
                elif q >= THREAT_POINTS and not (points[(leader + 1) & 3] or points[(leader + 2) & 3]
                                                 or points[(leader + 3) & 3]):
                    threat = leader
                else:
                    threat = -1
                if leader != shooter:
                    shooter = -1
            if not remaining & POINT_MASK and won is None:
                return points  # nothing left to take: the rest of the hand changes no score
        trick = []
        n = 0
        first = False


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
    seat = lone_taker(points)
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


def lone_taker(points: Sequence[int]) -> int:
    """The one seat that has taken points so far (-1: none, or more than one)."""
    taker = -1
    for s in range(4):
        if points[s]:
            if taker >= 0:
                return -1
            taker = s
    return taker


def threat_seat(points: list[int], least: int = THREAT_POINTS) -> int:
    """The seat that has every point so far, if it has at least ``least`` (else -1)."""
    taker = lone_taker(points)
    return taker if taker >= 0 and points[taker] >= least else -1
