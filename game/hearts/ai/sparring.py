"""The moon seeker: a sparring player for the arenas, not a level of the game.

It goes for the moon whenever its hand makes a shot plausible (plenty of high cards,
or long high hearts), passes its lowest cards to keep the winners, and plays to take
every trick until another seat takes a point; then it plays as Normal.  Measuring how
often it succeeds tells how well a level stops moon shots.  Sees only its own view.
"""

from __future__ import annotations

from collections.abc import Generator

from game.cards import Card
from game.rng import Rng

from ..bits import legal_mask, trick_taker
from ..view import PlayerView
from . import normal
from .knowledge import (
    HEART_MASK,
    HIGH_MASK,
    POINTS_OF,
    RANK_OF,
    SUIT_MASK,
    SUIT_OF,
    Knowledge,
    bits,
    highest,
    lowest,
    mask_of,
    popcount,
    to_card,
)


def plausible(hand: int) -> bool:
    """A 13-card hand worth a moon attempt: many cards Q or better, or long hearts headed by the ace."""
    high = popcount(hand & HIGH_MASK)
    aces_kings = sum(1 for c in bits(hand) if RANK_OF[c] >= 13)
    hearts = popcount(hand & HEART_MASK)
    top_h = popcount(hand & HEART_MASK & HIGH_MASK)
    if hearts >= 6 and top_h >= 2:
        return True
    if high >= 6 and aces_kings >= 4:
        return True
    return high >= 5 and hearts >= 4 and top_h >= 2


def choose_pass(hand: int) -> list[int]:
    """Going for it: pass the three lowest cards (from the shortest suits on ties)."""
    if not plausible(hand):
        return normal.choose_pass(hand)
    length = [popcount(hand & SUIT_MASK[s]) for s in range(4)]
    return sorted(bits(hand), key=lambda c: (RANK_OF[c], length[SUIT_OF[c]], c))[:3]


def think_pass(view: PlayerView, rng: Rng) -> Generator[None, None, list[Card]]:
    return [to_card(c) for c in choose_pass(mask_of(view.hand))]
    yield


def attempting(k: Knowledge, original: int) -> bool:
    """Whether the moon is still on course: nobody else has taken a point, and the hand looked good.

    Or Normal's own test says the moon is on.
    """
    if any(k.took_points[s] for s in range(4) if s != k.me):
        return False
    return plausible(original) or normal.shooting(k)


def shoot_card(k: Knowledge, allowed: int) -> int:
    """Take the trick: cash sure winners, else lead high; follow with the card that wins."""
    trick = k.trick
    if not trick:
        best = -1
        best_key = None
        for s in range(4):
            m = allowed & SUIT_MASK[s]
            if not m:
                continue
            top = highest(m)
            sure = not (k.unseen & SUIT_MASK[s]) >> top
            key = (sure, popcount(k.unseen & SUIT_MASK[s]) if sure else popcount(m), RANK_OF[top])
            if best_key is None or key > best_key:
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
                return lowest(above) + win + 1  # the lowest that wins
            return highest(follow)
        return lowest(follow)
    cards = bits(allowed)
    keep = [c for c in cards if not POINTS_OF[c]]
    return min(keep or cards, key=lambda c: (RANK_OF[c], c))


def think_play(view: PlayerView, rng: Rng) -> Generator[None, None, Card]:
    k = Knowledge(view)
    allowed = legal_mask(k.hand, k.trick, k.broken, k.first, k.rules)
    original = k.hand | k.played_by[k.me]
    if allowed & (allowed - 1) and attempting(k, original):
        return to_card(shoot_card(k, allowed))
    return to_card(normal.play_card(k))
    yield
