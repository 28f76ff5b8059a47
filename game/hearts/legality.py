"""Which card a seat may play, and why not, in cards: the engine's face of the bit core.

The rules themselves are written once, on bitmasks, in ``bits`` (``legal_mask``,
``trick_taker``); this module asks them for ``Card`` values.  The table screen greys out
cards with ``legal_cards`` and explains a refusal with
``why_illegal``'s reason (a ``Refusal``, translated by the UI); ``REASON_TEXTS`` holds the
English wording.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum

from game.cards import Card, Rank, Suit

from .bits import POINT_MASK, cards_of, legal_mask, mask_of, trick_taker
from .rules import Rules

TWO_OF_CLUBS = Card(Rank.TWO, Suit.CLUBS)
QUEEN_OF_SPADES = Card(Rank.QUEEN, Suit.SPADES)



class Refusal(StrEnum):
    """Why the rules refuse a card: a code the UI translates (``REASON_TEXTS`` holds the English).

    A member equals its string and is written to JSON as it (the bot protocol's answers).
    """

    MUST_FOLLOW = "must_follow"
    HEARTS_NOT_BROKEN = "hearts_not_broken"
    NO_POINTS_FIRST_TRICK = "no_points_first_trick"
    QUEEN_WAITS = "queen_waits"
    TWO_OF_CLUBS_LEADS = "two_of_clubs_leads"
    CLUB_LEADS = "club_leads"
    NOT_YOUR_TURN = "not_your_turn"
    NOT_IN_HAND = "not_in_hand"


REASON_TEXTS: dict[Refusal, str] = {
    Refusal.MUST_FOLLOW: "You must follow suit",
    Refusal.HEARTS_NOT_BROKEN: "Hearts have not been broken",
    Refusal.NO_POINTS_FIRST_TRICK: "No points on the first trick",
    Refusal.QUEEN_WAITS: "The queen of spades waits until hearts are broken",
    Refusal.TWO_OF_CLUBS_LEADS: "The two of clubs leads the first trick",
    Refusal.CLUB_LEADS: "The first trick is led with a club",
    Refusal.NOT_YOUR_TURN: "It is not your turn",
    Refusal.NOT_IN_HAND: "That card is not in your hand",
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
) -> Refusal | None:
    """Why the rules refuse ``card``, or None when it may be played."""
    hand = list(hand)
    if card not in hand:
        return Refusal.NOT_IN_HAND
    if card in legal_cards(hand, trick, hearts_broken, first_trick, rules):
        return None
    if not trick:
        if first_trick:
            return Refusal.CLUB_LEADS if rules.any_club_leads else Refusal.TWO_OF_CLUBS_LEADS
        if card.suit == Suit.HEARTS and not hearts_broken:
            return Refusal.HEARTS_NOT_BROKEN
        return Refusal.QUEEN_WAITS
    if card.suit != trick[0].suit and any(c.suit == trick[0].suit for c in hand):
        return Refusal.MUST_FOLLOW
    if first_trick and rules.no_points_first_trick and is_point_card(card):
        return Refusal.NO_POINTS_FIRST_TRICK
    return Refusal.QUEEN_WAITS
