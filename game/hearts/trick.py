"""A trick: who led and the cards in play order (the seat of each card follows)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from game.cards import Card

from .bits import trick_points
from .legality import trick_winner_offset


@dataclass(frozen=True)
class Trick:
    leader: int
    cards: tuple[Card, ...] = ()

    @property
    def complete(self) -> bool:
        return len(self.cards) == 4

    @property
    def winner(self) -> int | None:
        """The seat taking the trick, once four cards are in."""
        if len(self.cards) < 4:
            return None
        return (self.leader + trick_winner_offset(self.cards)) % 4

    @property
    def next_seat(self) -> int:
        return (self.leader + len(self.cards)) % 4

    @property
    def points(self) -> int:
        """The penalty points on the trick (bits.trick_points)."""
        return trick_points(c.index for c in self.cards)

    def plays(self) -> Iterator[tuple[int, Card]]:
        """(seat, card) pairs in play order."""
        for i, c in enumerate(self.cards):
            yield (self.leader + i) % 4, c

    def with_card(self, card: Card) -> Trick:
        return Trick(self.leader, self.cards + (card,))

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"leader": self.leader, "cards": [str(c) for c in self.cards]}
        if self.complete:
            d["winner"] = self.winner
        return d
