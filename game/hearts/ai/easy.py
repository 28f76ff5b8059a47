"""Easy: plausible but careless.

Passes its three highest cards, follows low, dumps Q♠ and hearts when void (the
cards worth most under the game's rules), and one time in three simply plays any
legal card.
"""

from __future__ import annotations

from collections.abc import Generator

from game.cards import Card
from game.rng import Rng

from ..bits import legal_mask
from ..view import PlayerView
from .fastsim import highest_rank_card
from .knowledge import RANK_OF, SUIT_MASK, SUIT_OF, Knowledge, bits, to_card

CARELESS = 0.35


def think_pass(view: PlayerView, rng: Rng) -> Generator[None, None, list[Card]]:
    ranked = sorted(view.hand, key=lambda c: (c.rank, c.suit), reverse=True)
    return ranked[:3]
    yield  # a generator, like every level


def think_play(view: PlayerView, rng: Rng) -> Generator[None, None, Card]:
    k = Knowledge(view)
    allowed = legal_mask(k.hand, k.trick, k.broken, k.first, k.rules)
    cards = bits(allowed)
    if len(cards) == 1 or rng.random() < CARELESS:
        return to_card(rng.choice(cards))
    if not k.trick:
        return to_card(min(cards, key=lambda c: (RANK_OF[c], SUIT_OF[c])))
    follow = allowed & SUIT_MASK[SUIT_OF[k.trick[0]]]
    if follow:
        return to_card((follow & -follow).bit_length() - 1)
    # void: dump the card worth most points (Q♠, then the highest heart), else the
    # highest card that is not worth points to its taker (J♦ when it counts)
    pts = k.scoring.points_of
    worst = max(bits(allowed), key=lambda c: (pts[c], c))
    if pts[worst] > 0:
        return to_card(worst)
    keep = 0
    for c in bits(allowed):
        if pts[c] < 0:
            keep |= 1 << c
    return to_card(highest_rank_card(allowed & ~keep or allowed))
    yield
