"""The card tracker: what a careful player at the table remembers, and nothing more.

Read from a :class:`~game.hearts.view.PlayerView` only, through the public facts the
computer players read too (:func:`game.hearts.facts.public_facts`), so it shows nothing
the seat could not have seen and every void a computer player in that seat would know:
the cards of each suit still out (neither played nor in the seat's own hand), the suits
each other seat is void in (it did not follow the suit led, or it led a heart before
hearts were broken, which the rules allow only to a hand of hearts alone, or, under the
variant rules, it played points on the first trick or Q♠ while she waits), and where the
seat's passed cards went.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import Card, Rank, Suit

from .facts import public_facts
from .view import PlayerView

#: The suits in the tracker's order (the order the hand is sorted in).
SUIT_ORDER = (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS)


@dataclass(frozen=True)
class Tracker:
    """The tracker's lines: the ranks out per suit, the others' voids, the passed cards.

    ``out``: per suit, the ranks still out, high to low; ``voids``: per other seat, the
    suits it is known to hold none of; ``passed``: this seat's passed cards not yet
    played, and ``passed_to`` the seat holding them (None when there are none).
    """

    out: dict[Suit, tuple[Rank, ...]]
    voids: dict[int, tuple[Suit, ...]]
    passed: tuple[Card, ...]
    passed_to: int | None


def track(view: PlayerView) -> Tracker:
    """The tracker of ``view``'s seat."""
    facts = public_facts(view)
    out_mask = facts.out
    out = {s: tuple(r for r in sorted(Rank, reverse=True) if out_mask >> Card(r, s).index & 1)
           for s in SUIT_ORDER}
    voids = {seat: tuple(s for s in SUIT_ORDER if facts.void_in(seat, s))
             for seat in range(4) if seat != view.seat}
    passed = tuple(c for c in view.passed if facts.passed >> c.index & 1)
    return Tracker(out, voids, passed, facts.pass_target if passed else None)
