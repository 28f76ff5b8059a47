"""Seats, the pass cycle and the deal: every hand of a game follows from its seed."""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from game.cards import Card, full_deck
from game.rng import Rng, mix64

from .kinds import Phase
from .rules import Passing

SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3
SEAT_NAMES = ("south", "west", "north", "east")



class PassDirection(StrEnum):
    """Where a hand's three cards go: left, right, across, or nowhere.

    Left is the next seat in play order; nowhere keeps the hand.  Equal to, and written to
    JSON as, its string."""

    LEFT = "left"
    RIGHT = "right"
    ACROSS = "across"
    NONE = "none"


#: The seed's cycle of directions, hand 1 first.
PASS_CYCLE = (PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS, PassDirection.NONE)
_PASS_OFFSET: dict[str, int] = {PassDirection.LEFT: 1, PassDirection.RIGHT: 3, PassDirection.ACROSS: 2,
                                PassDirection.NONE: 0}


def pass_direction(hand_number: int, passing: str = Passing.CYCLE) -> PassDirection:
    """The pass direction of hand ``hand_number``: left, right, across, keep, then again.

    The seed's cycle: hand 1 passes left, 2 right, 3 across, 4 keeps; ``passing``
    (Rules.passing) may instead always pass left or never pass.
    """
    if passing == Passing.LEFT:
        return PassDirection.LEFT
    if passing == Passing.NONE:
        return PassDirection.NONE
    return PASS_CYCLE[(hand_number - 1) % 4]


def pass_target(seat: int, direction: str) -> int:
    """The seat receiving ``seat``'s cards ("left" is the next seat in play order)."""
    return (seat + _PASS_OFFSET[direction]) % 4


def pass_source(seat: int, direction: str) -> int:
    """The seat whose cards ``seat`` receives."""
    return (seat - _PASS_OFFSET[direction]) % 4


def sort_hand(cards: Iterable[Card]) -> list[Card]:
    """Sorted by suit (♣ ♦ ♠ ♥, colours alternating) then rank."""
    return sorted(cards, key=lambda c: c.index)


def deal_hand(seed: int, hand_number: int) -> list[list[Card]]:
    """Four sorted 13-card hands for hand ``hand_number`` of the game ``seed``.

    Fisher-Yates over the index-ordered deck with a SplitMix64 stream keyed by
    (seed, hand number): fixed forever, pinned by a golden test.
    """
    rng = Rng(mix64(seed * 0x100 + 0x48) ^ mix64(hand_number))
    deck = full_deck()
    rng.shuffle(deck)
    return [sort_hand(deck[13 * s : 13 * s + 13]) for s in range(4)]


def decision_seed(seed: int, hand_number: int, seat: int, cards_played: int, phase: Phase) -> int:
    """The seed of a computer decision: a function of the position only.

    So the same game code and the same human choices replay the same computer choices.
    """
    tag = 0 if phase == Phase.PASS else 1 + cards_played
    return mix64(mix64(seed ^ 0x5EED_4EA7) ^ (hand_number << 16 | tag << 2 | seat))
