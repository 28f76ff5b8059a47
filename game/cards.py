"""Rank, Suit and Card value types and their notation, shared by both games.

Notation (the command-line protocols and saved games use it): rank ``2``..``10``,
``J``, ``Q``, ``K``, ``A`` followed by suit ``C``, ``D``, ``H``, ``S``, e.g.
``10H``, ``QS``.  Parsing and printing live here and nowhere else.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from typing import NamedTuple


class Suit(IntEnum):
    """Suits in the order a hand is sorted: black and red alternate."""

    CLUBS = 0
    DIAMONDS = 1
    SPADES = 2
    HEARTS = 3

    @property
    def letter(self) -> str:
        return "CDSH"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♠♥"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        t = text.strip()
        t = t.upper() if t.isascii() else t  # "ſ".upper() is "S": symbols only, as they are
        for s in cls:
            if t in (s.letter, s.symbol):
                return s
        raise ValueError(f"unknown suit {text!r} (expected C, D, H or S)")


class Rank(IntEnum):
    """Ranks valued for trick-taking: the ace is high (14)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def label(self) -> str:
        return _RANK_LABELS[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        t = text.strip()
        try:
            if not t.isascii():  # "ı".upper() would read as "I"; no rank has such letters
                raise KeyError(t)
            return _RANK_BY_LABEL[t.upper()]
        except KeyError:
            raise ValueError(
                f"unknown rank {text!r} (expected A, 2..10, J, Q or K)"
            ) from None


_RANK_LABELS = {r: (str(int(r)) if r <= 10 else "JQKA"[r - 11]) for r in Rank}
_RANK_BY_LABEL = {label: r for r, label in _RANK_LABELS.items()}
_RANK_BY_LABEL["T"] = Rank.TEN
_RANK_BY_LABEL["1"] = Rank.ACE

class Card(NamedTuple):
    rank: Rank
    suit: Suit

    @property
    def index(self) -> int:  # type: ignore[override]  # a card is a value; tuple.index is never used on it
        """0..51, suit-major: a compact id for sets and arrays."""
        return self.suit * 13 + (self.rank - 2)

    @classmethod
    def from_index(cls, i: int) -> Card:
        return _DECK[i]

    @classmethod
    def parse(cls, text: str) -> Card:
        t = text.strip()  # Rank/Suit.parse upper-case only ASCII ("ſ" is no "S")
        if len(t) < 2:
            raise ValueError(f"not a card: {text!r} (expected e.g. 10H, QS)")
        return cls(Rank.parse(t[:-1]), Suit.parse(t[-1]))

    def __str__(self) -> str:
        return self.rank.label + self.suit.letter

    @property
    def pretty(self) -> str:
        """For people, in every language: ``10♥``, ``Q♠``.  The one display notation (card
        corners, messages, hand summary).  Russian text uses the same Latin indices as the
        Russian rules documents do ("A♥", "10♥"); a card named in a sentence is written out
        in words («пиковая дама»)."""
        return self.rank.label + self.suit.symbol


_DECK: tuple[Card, ...] = tuple(Card(r, s) for s in Suit for r in Rank)


def full_deck() -> list[Card]:
    """The 52 cards of a standard deck, in index order."""
    return list(_DECK)


def parse_cards(items: Iterable[str]) -> list[Card]:
    return [Card.parse(x) for x in items]

