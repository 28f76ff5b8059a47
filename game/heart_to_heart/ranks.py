"""The solitaire's ranks: plain ints 1..13 (ace low), and their printed labels.

Suit never matters in Heart to Heart, so a card is just its rank.  Ints keep the
solver fast; the screen turns them into :class:`game.cards.Rank` to draw faces.
"""

from __future__ import annotations

from game.cards import Rank

#: Rank ints in play order: 1 = A, 2..10, 11 = J, 12 = Q, 13 = K.
RANKS: tuple[int, ...] = tuple(range(1, 14))

#: Labels as the replay format prints them, indexed by ``rank - 1``.
RANK_LABELS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

_BY_LABEL = {label: i + 1 for i, label in enumerate(RANK_LABELS)}


def rank_label(rank: int) -> str:
    return RANK_LABELS[rank - 1]


def parse_rank(label: str) -> int:
    """The rank int for a printed label (``A``, ``2``..``10``, ``J``, ``Q``, ``K``)."""
    try:
        return _BY_LABEL[label.strip().upper()]
    except (KeyError, AttributeError):
        raise ValueError(f"not a rank: {label!r} (expected A, 2..10, J, Q or K)") from None


def card_rank(rank: int) -> Rank:
    """The shared :class:`Rank` for drawing a face (the ace is 14 there)."""
    return Rank.ACE if rank == 1 else Rank(rank)
