"""Which card a seat may play, and why not, in cards: the engine's face of the bit core.

The rules themselves are written once, on bitmasks, in ``bits`` (``legal_mask``,
``trick_taker``); this module asks them for ``Card`` values.  The table screen greys out
cards with ``legal_cards`` and explains a refusal with
``why_illegal``'s reason code (translated by the UI); ``REASON_TEXTS`` holds the
English wording.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.cards import Card, Rank, Suit

from .bits import POINT_MASK, cards_of, legal_mask, mask_of, trick_taker
from .rules import Rules

TWO_OF_CLUBS = Card(Rank.TWO, Suit.CLUBS)
QUEEN_OF_SPADES = Card(Rank.QUEEN, Suit.SPADES)

MUST_FOLLOW = "must_follow"
HEARTS_NOT_BROKEN = "hearts_not_broken"
NO_POINTS_FIRST_TRICK = "no_points_first_trick"
QUEEN_WAITS = "queen_waits"
TWO_OF_CLUBS_LEADS = "two_of_clubs_leads"
CLUB_LEADS = "club_leads"
NOT_YOUR_TURN = "not_your_turn"
NOT_IN_HAND = "not_in_hand"

REASON_TEXTS: dict[str, str] = {
    MUST_FOLLOW: "You must follow suit",
    HEARTS_NOT_BROKEN: "Hearts have not been broken",
    NO_POINTS_FIRST_TRICK: "No points on the first trick",
    QUEEN_WAITS: "The queen of spades waits until hearts are broken",
    TWO_OF_CLUBS_LEADS: "The two of clubs leads the first trick",
    CLUB_LEADS: "The first trick is led with a club",
    NOT_YOUR_TURN: "It is not your turn",
    NOT_IN_HAND: "That card is not in your hand",
}


def card_points(card: Card, rules: Rules | None = None) -> int:
    """A card's points under ``rules`` (Rules.card_points).

    Without rules the penalty points alone, each heart 1 and Q♠ 13, which is what a moon takes.
    """
    if rules is not None:
        return rules.card_points[card.index]
    if card.suit == Suit.HEARTS:
        return 1
    return 13 if card == QUEEN_OF_SPADES else 0


def is_point_card(card: Card) -> bool:
    """A penalty card: a heart or Q♠."""
    return bool(POINT_MASK >> card.index & 1)


def trick_winner_offset(cards: Sequence[Card]) -> int:
    """Index (from the leader) of the card taking the trick: highest of the suit led (bits.trick_taker)."""
    return trick_taker([c.index for c in cards])[0]


def legal_cards(
    hand: Iterable[Card],
    trick: Sequence[Card],
    hearts_broken: bool,
    first_trick: bool,
    rules: Rules,
) -> list[Card]:
    """The cards ``hand`` may play to ``trick`` (the cards already in it, leader first).

    Never empty for a non-empty hand: every restriction gives way when the player
    holds nothing else.
    """
    return cards_of(legal_mask(mask_of(hand), [c.index for c in trick], hearts_broken, first_trick, rules))


def why_illegal(
    card: Card,
    hand: Iterable[Card],
    trick: Sequence[Card],
    hearts_broken: bool,
    first_trick: bool,
    rules: Rules,
) -> str | None:
    """The reason code refusing ``card``, or None when it may be played."""
    hand = list(hand)
    if card not in hand:
        return NOT_IN_HAND
    if card in legal_cards(hand, trick, hearts_broken, first_trick, rules):
        return None
    if not trick:
        if first_trick:
            return CLUB_LEADS if rules.any_club_leads else TWO_OF_CLUBS_LEADS
        if card.suit == Suit.HEARTS and not hearts_broken:
            return HEARTS_NOT_BROKEN
        return QUEEN_WAITS
    if card.suit != trick[0].suit and any(c.suit == trick[0].suit for c in hand):
        return MUST_FOLLOW
    if first_trick and rules.no_points_first_trick and is_point_card(card):
        return NO_POINTS_FIRST_TRICK
    return QUEEN_WAITS
