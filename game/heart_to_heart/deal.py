"""The deck order behind a deal number: shuffle version 1, stable forever.

How a deal is made (``HH1``):

1. The unshuffled deck is the ranks A..K four times over:
   ``[1, 2, ..., 13, 1, 2, ..., 13, ...]`` (52 ints, see :mod:`.ranks`).
2. The generator is :class:`game.rng.Rng` (SplitMix64) seeded with
   ``mix64(DEAL_SALT + number)`` (mod 2**64).
3. ``Rng.shuffle`` (Fisher-Yates from the last index down, ``below`` by rejection)
   shuffles the deck in place.  That list is d[0..51]: d[0..24] go face up on heart
   positions 1..25, d[25..50] form the stock (d[25] on top), d[51] starts the waste.

``DEAL_SALT`` was chosen once, by a search (:func:`find_salt` below, kept for the record):
starting from ``SALT_BASE`` (ASCII "HTH1" in the high 32 bits), the first
``SALT_BASE + k`` for which deal 12 (``HH1-N-AAAAAAM``) shows the rules page's
worked example: 10 at position 1, 4 at the tip, A as the first waste card, no 4
among the first 8 stock cards and a 4 as the 9th, and the deal can be won.  Golden
tests pin the resulting deck orders; changing anything here needs a new ``HH2``.
"""

from __future__ import annotations

from game.rng import MASK64, Rng, mix64

from .codes import MAX_NUMBER

SALT_BASE = 0x48544831_00000000  # "HTH1" << 32
#: k = SALT_SEARCH_STEPS, found by :func:`find_salt` (see the module docstring).
SALT_SEARCH_STEPS = 135_640
DEAL_SALT = SALT_BASE + SALT_SEARCH_STEPS

HEART_SIZE = 25
STOCK_SIZE = 26
UNSHUFFLED: tuple[int, ...] = tuple(r for _ in range(4) for r in range(1, 14))


def deck_for(number: int, salt: int = DEAL_SALT) -> list[int]:
    """The shuffled deck d[0..51] (ranks) of deal ``number``."""
    if not 0 <= number <= MAX_NUMBER:
        raise ValueError(f"deal number {number} is out of range 0..{MAX_NUMBER}")
    deck = list(UNSHUFFLED)
    Rng(mix64((salt + number) & MASK64)).shuffle(deck)
    return deck


def split_deck(deck: list[int]) -> tuple[list[int], list[int], int]:
    """(heart ranks for positions 1..25, stock top first, first waste card)."""
    return deck[:HEART_SIZE], deck[HEART_SIZE : HEART_SIZE + STOCK_SIZE], deck[51]


def shows_worked_example(deck: list[int]) -> bool:
    """The rules page's example, minus winnability (the solver checks that)."""
    first_four = next(i for i in range(25, 51) if deck[i] == 4) if 4 in deck[25:51] else None
    return deck[0] == 10 and deck[24] == 4 and deck[51] == 1 and first_four == 33


def find_salt(limit: int = 10_000_000) -> int:
    """The search that fixed ``SALT_SEARCH_STEPS`` (run once; slow, never at import)."""
    from .solver import winnable_deck

    for k in range(limit):
        deck = deck_for(12, SALT_BASE + k)
        if shows_worked_example(deck) and winnable_deck(deck):
            return k
    raise RuntimeError("no salt found")
