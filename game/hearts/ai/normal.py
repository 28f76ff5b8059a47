"""Normal: a strong rule-based player.

Passes to build voids and shed danger; ducks under the winner, sheds high cards
when a trick is safe, dumps Q♠ and high hearts when void; tracks which suits each
opponent has shown void in; guards against a moon shot and tries one with a hand
that can take it.  Deterministic except for nothing: the rng is unused, which
keeps Normal a fixed yardstick.
"""

from __future__ import annotations

from typing import Generator, Optional

from game.cards import Card
from game.rng import Rng

from ..view import PlayerView
from .fastsim import legal_mask
from .knowledge import (
    AS, CLUBS, DIAMONDS, HEART_MASK, HEARTS, KS, POINTS_OF, QS, RANK_OF, SPADES,
    SUIT_MASK, SUIT_OF, Knowledge, bits, popcount, to_card,
)

QS_BIT = 1 << QS
HIGH_SPADES = (1 << AS) | (1 << KS)


# -- passing ---------------------------------------------------------------------------
def pass_scores(hand: int) -> dict[int, float]:
    """How much each card wants to leave the hand (higher = pass it)."""
    cards = bits(hand)
    length = [popcount(hand & SUIT_MASK[s]) for s in range(4)]
    low_spades = popcount(hand & SUIT_MASK[SPADES] & ((1 << QS) - 1))
    scores: dict[int, float] = {}
    for c in cards:
        s, r = SUIT_OF[c], RANK_OF[c]
        if c == QS:
            sc = 100.0 if low_spades < 4 else -40.0
        elif c in (AS, KS):
            sc = 90.0 if low_spades < 4 else (15.0 if hand & QS_BIT else 8.0)
        elif s == SPADES:
            sc = -30.0 + r
        elif s == HEARTS:
            sc = 2.0 * r - 8.0
        else:
            sc = float(r)
            if length[s] <= 3:
                sc += (4 - length[s]) * 6.0  # empty a short minor suit to make a void
        if c == 0:
            sc -= 2.0
        scores[c] = sc
    return scores


def choose_pass(hand: int) -> list[int]:
    sc = pass_scores(hand)
    return sorted(sc, key=lambda c: (-sc[c], -RANK_OF[c], -c))[:3]


def think_pass(view: PlayerView, rng: Rng) -> Generator[None, None, list[Card]]:
    k = Knowledge(view)
    return [to_card(c) for c in choose_pass(k.hand)]
    yield


# -- the moon -------------------------------------------------------------------------------
def sure_winners(k: Knowledge) -> int:
    """Cards of my hand that beat every unseen card of their suit (top sequences)."""
    n = 0
    for s in range(4):
        mine = k.hand & SUIT_MASK[s]
        others = k.unseen & SUIT_MASK[s]
        while mine:
            top = mine.bit_length() - 1
            if others >> top:
                break
            n += 1
            mine &= ~(1 << top)
    return n


def shooting(k: Knowledge) -> bool:
    """Go for the moon: nobody else has points and my hand can take every trick."""
    me = k.me
    if any(k.took_points[s] for s in range(4) if s != me):
        return False
    if k.trick:
        # a point card already given to another winner ends it; the trick in progress is checked by play
        pass
    size = popcount(k.hand)
    losers = size - sure_winners(k)
    hearts = popcount(k.hand & HEART_MASK)
    if losers <= 1 and (k.points[me] > 0 or hearts >= 5):
        return True
    top_hearts = (k.hand >> 48) & 0b111 == 0b111  # A K Q of hearts
    return k.tricks_done <= 3 and hearts >= 7 and top_hearts and losers <= 3


def moon_threat(k: Knowledge) -> Optional[int]:
    """An opponent who has taken every point so far, and plenty of them."""
    takers = [s for s in range(4) if k.took_points[s]]
    if len(takers) != 1 or takers[0] == k.me:
        return None
    x = takers[0]
    return x if k.points[x] >= 10 else None


# -- playing -----------------------------------------------------------------------------------
def _lowest(m: int) -> int:
    return (m & -m).bit_length() - 1


def _highest(m: int) -> int:
    return m.bit_length() - 1


def lead_cost(k: Knowledge, c: int, qs_out: bool) -> float:
    s, r = SUIT_OF[c], RANK_OF[c]
    unseen_s = k.unseen & SUIT_MASK[s]
    lower = popcount(unseen_s & ((1 << c) - 1))
    higher = popcount(unseen_s >> (c + 1))
    cost = float(lower)
    if higher == 0:
        cost += 8.0
    opps = [x for x in range(4) if x != k.me]
    void_opps = sum(1 for x in opps if (k.voids[x] >> s) & 1 and k.counts[x] > 0)
    if void_opps:
        cost += 2.0 * void_opps * (1.0 if lower else 0.3)
    if s == HEARTS:
        cost += 1.5
    if s == SPADES:
        if c == QS:
            cost += 30.0
        elif c in (AS, KS) and qs_out:
            cost += 40.0
        elif k.hand & QS_BIT:
            cost += 12.0
        elif qs_out and not k.hand & HIGH_SPADES:
            cost -= 3.0  # flush the queen out while it cannot land on me
    return cost + r * 0.01


def play_card(k: Knowledge) -> int:
    allowed = legal_mask(k.hand, k.trick, k.broken, k.first, k.queen_waits, k.no_points_first)
    if not allowed & (allowed - 1):
        return _highest(allowed)
    qs_out = bool(k.unseen & QS_BIT)
    shoot = shooting(k)
    if shoot and k.trick and any(POINTS_OF[c] for c in k.trick):
        # a trick with points I cannot win ends the attempt; check below
        pass
    threat = None if shoot else moon_threat(k)
    trick = k.trick
    if not trick:
        if shoot:
            # cash a sure winner, else the highest card
            for s in (SPADES, CLUBS, DIAMONDS, HEARTS):
                m = allowed & SUIT_MASK[s]
                if m and not (k.unseen & SUIT_MASK[s]) >> _highest(m):
                    return _highest(m)
            return max(bits(allowed), key=lambda c: (RANK_OF[c], c))
        return min(bits(allowed), key=lambda c: lead_cost(k, c, qs_out))
    led = SUIT_OF[trick[0]]
    follow = allowed & SUIT_MASK[led]
    win_i = 0
    for i, c in enumerate(trick):
        if SUIT_OF[c] == led and c > trick[win_i]:
            win_i = i
    win = trick[win_i]
    winner_seat = (k.leader + win_i) % 4
    pts = sum(POINTS_OF[c] for c in trick)
    last = len(trick) == 3
    if follow:
        above = follow & ~((1 << (win + 1)) - 1)
        below = follow & ((1 << win) - 1)
        if shoot:
            if above:
                return _highest(above)
            return _lowest(follow)
        if threat is not None and above and (pts or led == HEARTS) and winner_seat == threat:
            return _lowest(above)  # take a point off the shooter
        if led == SPADES and below & QS_BIT:
            return QS  # the queen under a higher spade
        if last:
            if not pts:
                m = follow & ~QS_BIT or follow
                return _highest(m)
            if below:
                return _highest(below)
            m = follow & ~QS_BIT or follow
            return _highest(m)
        if below:
            return _highest(below)
        m = follow & ~QS_BIT or follow
        if led == SPADES and qs_out:
            return _lowest(m)
        later = [(k.leader + i) % 4 for i in range(len(trick) + 1, 4)]
        someone_void = any((k.voids[x] >> led) & 1 for x in later)
        played_in_suit = popcount(k.played & SUIT_MASK[led])
        if not pts and not someone_void and played_in_suit <= 4 and led != HEARTS:
            return _highest(m)  # early in the suit: shed the high card while it is safe
        return _lowest(m)
    # void in the suit led
    cards = bits(allowed)
    if shoot:
        non_pts = [c for c in cards if not POINTS_OF[c]]
        pool = non_pts or cards
        return min(pool, key=lambda c: (RANK_OF[c], c))
    if threat is not None and winner_seat == threat and not last:
        pass  # someone after me may still take it; fall through to the normal dump
    if threat is not None and winner_seat == threat and last:
        non_pts = [c for c in cards if not POINTS_OF[c]]
        if non_pts:
            return max(non_pts, key=lambda c: (RANK_OF[c], c))
    if allowed & QS_BIT:
        return QS
    if qs_out and allowed & HIGH_SPADES:
        return _highest(allowed & HIGH_SPADES)
    h = allowed & HEART_MASK
    if h and (threat is None or winner_seat != threat):
        return _highest(h)
    length = [popcount(k.hand & SUIT_MASK[s]) for s in range(4)]
    return max(cards, key=lambda c: (RANK_OF[c] - (0 if SUIT_OF[c] == HEARTS else 0), -length[SUIT_OF[c]], c))


def think_play(view: PlayerView, rng: Rng) -> Generator[None, None, Card]:
    return to_card(play_card(Knowledge(view)))
    yield
