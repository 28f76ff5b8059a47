"""The rules of play on cards as bits: the one home of which cards may be played and who takes a trick.

Cards are ints 0..51 (``Card.index``: suit * 13 + rank - 2, suits ♣ ♦ ♠ ♥) and a set of
cards is a bitmask.  The engine's legality (``legality.legal_cards``), the claim search,
the end-game solver, the playouts and the rollout policy all ask these functions.

Two kinds of copy exist, and each says so where it is written:

- the rollout policy (``ai/fastsim.policy``) and its playouts (``ai/fastsim.playout``) inline
  ``legal_mask`` and ``trick_taker`` inside Hard's innermost loop, where a call costs
  measurable time; tests/hearts/test_hearts_bits.py holds those copies to these functions (the
  policy's two lifted out of its source by their comments, so keep those comments as they are);
- the claim search's node loop (``claim._Search.choices`` and ``_node``) inlines ``legal_mask``
  (after the first trick) and ``breaks_hearts`` for the same reason, held to the core by
  tests/hearts/test_hearts_bits.py and, with the whole search, by the plain search in
  tests/hearts/test_hearts_claim.py;
- ``ai/verdicts.py`` restates the legality for every sampled deal at once (one int per card
  whose bits are the deals), held equal to the policy by tests/hearts/test_hearts_ai_verdicts.py.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.cards import Card

from .rules import QUEEN_OF_SPADES_INDEX, Rules

CLUBS, DIAMONDS, SPADES, HEARTS = 0, 1, 2, 3
QS = QUEEN_OF_SPADES_INDEX  # 36
FULL = (1 << 52) - 1
SUIT_MASK = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
CLUB_MASK = SUIT_MASK[CLUBS]
HEART_MASK = SUIT_MASK[HEARTS]
#: The first heart: a card at or above it breaks hearts.
FIRST_HEART = 13 * HEARTS
QS_BIT = 1 << QS
#: The penalty cards (hearts and Q♠), and the cards that are not: masks to and with
#: (``x & ~QS_BIT`` inverts to a negative int and ands with it, several times slower).
POINT_MASK = HEART_MASK | QS_BIT
NON_POINT = FULL & ~POINT_MASK
NON_HEART = FULL & ~HEART_MASK
NOT_QS = FULL & ~QS_BIT
SUIT_OF = tuple(i // 13 for i in range(52))
#: The penalty points (each heart 1, Q♠ 13): the rules' table for the default rules, and what
#: a moon takes.  What else counts under other rules (J♦) is ``Rules.card_points``.
POINTS_OF = Rules().card_points


def mask_of(cards: Iterable[Card]) -> int:
    """The bitmask of ``cards``."""
    m = 0
    for c in cards:
        m |= 1 << c.index
    return m


def cards_of(mask: int) -> list[Card]:
    """The cards of ``mask``, in index order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(Card.from_index(low.bit_length() - 1))
        mask ^= low
    return out


def legal_mask(hand: int, trick: Sequence[int], broken: bool, first: bool, rules: Rules) -> int:
    """The cards of ``hand`` that may be played to ``trick`` (its cards so far, leader first).

    ``broken``: hearts have been broken; ``first``: this is the hand's first trick.  Never empty
    for a non-empty hand: every restriction gives way when the player holds nothing else.  The
    first lead is 2♣ (any club under ``rules.any_club_leads``) from the hand that holds it.
    """
    if not trick:
        if first:
            if not hand & 1:
                return hand
            return hand & CLUB_MASK if rules.any_club_leads else 1
        allowed = hand
        if not broken:
            allowed = (hand & NON_HEART) or hand
    else:
        allowed = hand & SUIT_MASK[SUIT_OF[trick[0]]]
        if not allowed:
            allowed = hand
            if first and rules.no_points_first_trick:
                allowed = (hand & NON_POINT) or hand
    # (the rules are read last and only when they could matter: the solver calls this per node)
    if not broken and allowed & QS_BIT and rules.queen_waits:
        allowed = (allowed & NOT_QS) or allowed
    return allowed


def trick_taker(trick: Sequence[int]) -> tuple[int, int]:
    """(index in ``trick`` of the card taking it so far, the penalty points on it).

    The highest card of the suit led takes the trick.
    """
    led = SUIT_OF[trick[0]]
    wi = 0
    win = trick[0]
    pts = 0
    for i in range(len(trick)):
        x = trick[i]
        pts += POINTS_OF[x]
        if x > win and SUIT_OF[x] == led:
            win = x
            wi = i
    return wi, pts


def trick_points(trick: Iterable[int], points_of: Sequence[int] = POINTS_OF) -> int:
    """The points of a trick's cards (``points_of``: the rules' table, ``Rules.card_points``)."""
    return sum(points_of[c] for c in trick)


def breaks_hearts(card: int) -> bool:
    """Does playing ``card`` break hearts?  (Any heart does.)"""
    return card >= FIRST_HEART
