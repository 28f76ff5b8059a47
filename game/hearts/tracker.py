"""The card tracker: what a careful player at the table remembers, and nothing more.

Read from a :class:`~game.hearts.view.PlayerView` only (the seat's own cards, the cards
played, what it passed), so it can show nothing the seat could not have seen: the cards of
each suit still out (neither played nor in the seat's own hand) and the suits in which
another seat has shown a void (it did not follow the suit led).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import Card, Rank, Suit

from .view import PlayerView

#: The suits in the tracker's order (the order the hand is sorted in).
SUIT_ORDER = (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS)


@dataclass(frozen=True)
class Tracker:
    """``out``: per suit, the ranks still out, high to low; ``voids``: per other seat, the
    suits it has shown it holds none of; ``passed_to``: where this seat's passed cards
    went (the seat knows who holds them until they are played)."""

    out: dict[Suit, tuple[Rank, ...]]
    voids: dict[int, tuple[Suit, ...]]
    passed: tuple[Card, ...]
    passed_to: int | None


def track(view: PlayerView) -> Tracker:
    played = {c for t in view.all_tricks() for c in t.cards}
    mine = set(view.hand)
    out = {s: tuple(sorted((r for r in Rank if Card(r, s) not in played and Card(r, s) not in mine),
                           reverse=True))
           for s in SUIT_ORDER}
    voids: dict[int, set[Suit]] = {s: set() for s in range(4) if s != view.seat}
    for trick in view.all_tricks():
        if not trick.cards:
            continue
        led = trick.cards[0].suit
        for seat, card in trick.plays():
            if seat != view.seat and card.suit != led:
                voids[seat].add(led)
    passed = tuple(c for c in view.passed if c not in played)
    return Tracker(out, {s: tuple(x for x in SUIT_ORDER if x in v) for s, v in voids.items()},
                   passed, view.pass_target if passed else None)
