"""Playing a hand to its end fast: int cards, bitmask hands, one fixed policy.

Hard's search plays thousands of these per decision in pure Python, so nothing
here allocates more than it must.  The policy is a sound rule-of-thumb player
(duck under the winner, shed high cards when safe, dump Q♠ and hearts when void);
it sees only its own hand and the table, never the other hands.
"""

from __future__ import annotations

from .knowledge import AS, HEART_MASK, KS, POINT_MASK, POINTS_OF, QS, SUIT_MASK, SUIT_OF

QS_BIT = 1 << QS
HIGH_SPADES = (1 << AS) | (1 << KS)
NON_HEART = ((1 << 52) - 1) & ~HEART_MASK
_LOW = tuple((1 << (13 * s)) for s in range(4))


def legal_mask(hand: int, trick: list, broken: bool, first: bool, queen_waits: bool, no_points_first: bool) -> int:
    """The int form of legality.legal_cards (kept equal to it by a property test)."""
    if not trick:
        if first:
            return 1 if hand & 1 else hand
        allowed = hand
        if not broken:
            allowed = (hand & NON_HEART) or hand
    else:
        allowed = hand & SUIT_MASK[SUIT_OF[trick[0]]]
        if not allowed:
            allowed = hand
            if first and no_points_first:
                allowed = (hand & ~POINT_MASK) or hand
    if queen_waits and not broken and allowed & QS_BIT:
        allowed = (allowed & ~QS_BIT) or allowed
    return allowed


def _highest_rank_card(mask: int) -> int:
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


def policy(hand: int, trick: list, broken: bool, first: bool, queen_waits: bool,
           no_points_first: bool, qs_out: bool) -> int:
    """The rollout player's card.  ``qs_out``: Q♠ still unplayed in another hand."""
    allowed = legal_mask(hand, trick, broken, first, queen_waits, no_points_first)
    if not allowed & (allowed - 1):
        return allowed.bit_length() - 1
    if not trick:
        # lead the lowest-ranked card, keeping spades back when holding Q/K/A of spades
        if hand & QS_BIT or (qs_out and hand & HIGH_SPADES):
            a2 = allowed & ~SUIT_MASK[2]
            if a2:
                allowed = a2
        best = -1
        best_rank = 99
        for s in (0, 1, 2, 3):
            m = allowed & SUIT_MASK[s]
            if m:
                c = (m & -m).bit_length() - 1
                r = c - 13 * s
                if r < best_rank:
                    best_rank = r
                    best = c
        return best
    led = SUIT_OF[trick[0]]
    follow = allowed & SUIT_MASK[led]
    if follow:
        win = trick[0]
        for c in trick:
            if c > win and SUIT_OF[c] == led:
                win = c
        below = follow & ((1 << win) - 1)
        if led == 2 and below & QS_BIT:
            return QS
        if len(trick) == 3:
            pts = 0
            for c in trick:
                pts += POINTS_OF[c]
            if not pts:
                # safe to win: shed the highest (never Q♠ onto yourself)
                m = follow & ~QS_BIT or follow
                return m.bit_length() - 1
            if below:
                return below.bit_length() - 1
            m = follow & ~QS_BIT or follow
            return m.bit_length() - 1
        if below:
            if led == 2 and qs_out:
                b2 = below & ~HIGH_SPADES
                if b2:
                    return b2.bit_length() - 1
            return below.bit_length() - 1
        m = follow & ~QS_BIT or follow
        if led == 2 and qs_out:
            # going over anyway: lowest card, so a later Q♠ is less likely to land here
            return (m & -m).bit_length() - 1
        return (m & -m).bit_length() - 1
    # void in the suit led: dump the worst card
    if allowed & QS_BIT:
        return QS
    if qs_out and allowed & HIGH_SPADES:
        return (allowed & HIGH_SPADES).bit_length() - 1
    h = allowed & HEART_MASK
    if h:
        return h.bit_length() - 1
    return _highest_rank_card(allowed)


def playout(hands: list, leader: int, trick: list, broken: bool, first: bool,
            points: list, queen_waits: bool, no_points_first: bool) -> list:
    """Play to the end of the hand (mutating ``hands``, ``trick``, ``points``); returns
    the points taken by each seat."""
    qs_played = True
    for h in hands:
        if h & QS_BIT:
            qs_played = False
    for c in trick:
        if c == QS:
            qs_played = True
    while True:
        n = len(trick)
        seat = (leader + n) & 3
        h = hands[seat]
        if not h:
            return points
        c = policy(h, trick, broken, first, queen_waits, no_points_first,
                   not qs_played and not h & QS_BIT)
        hands[seat] = h & ~(1 << c)
        trick.append(c)
        if c >= 39:
            broken = True
        elif c == QS:
            qs_played = True
        if n == 3:
            led = SUIT_OF[trick[0]]
            win_i = 0
            win = trick[0]
            p = 0
            for i in range(4):
                x = trick[i]
                p += POINTS_OF[x]
                if x > win and SUIT_OF[x] == led:
                    win = x
                    win_i = i
            leader = (leader + win_i) & 3
            points[leader] += p
            trick = []
            first = False
