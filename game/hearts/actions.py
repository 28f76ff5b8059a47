"""The actions a Hearts match takes: one typed record each, the log's JSON form, and the refusal.

A :class:`~game.hearts.match.Match` keeps every action it takes as one of these records
(``Match.log``); ``to_json`` gives the list a save holds (``["pass", seat, [3 cards]]``,
``["play", seat, card]``, ``["moon", seat, scoring]``, ``["claim", seat]``, ``["next"]``)
and :func:`action_from_json` reads one back.  Only the shape is read here; whether an action
is allowed is the match's to say.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from game.cards import Card

from .rules import MOON_SCORINGS, Moon

if TYPE_CHECKING:
    from .claim import ClaimRefusal
    from .legality import Refusal

CardLike = Card | str


class IllegalMove(ValueError):
    """An action the rules refuse.

    ``reason``: why, a ``legality.Refusal`` for a card or a ``claim.ClaimRefusal`` for a claim
    (None for a wrong phase or malformed input).
    """

    def __init__(self, message: str, reason: Refusal | ClaimRefusal | None = None) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class PassAction:
    """A seat's three cards to pass (as the match logs them: sorted)."""

    KIND: ClassVar[str] = "pass"
    seat: int
    cards: tuple[Card, ...]

    def to_json(self) -> list[Any]:
        return [self.KIND, self.seat, [str(c) for c in self.cards]]


@dataclass(frozen=True)
class PlayAction:
    """A card played."""

    KIND: ClassVar[str] = "play"
    seat: int
    card: Card

    def to_json(self) -> list[Any]:
        return [self.KIND, self.seat, str(self.card)]


@dataclass(frozen=True)
class MoonAction:
    """The shooter's choice of how the moon scores."""

    KIND: ClassVar[str] = "moon"
    seat: int
    scoring: Moon

    def to_json(self) -> list[Any]:
        return [self.KIND, self.seat, str(self.scoring)]


@dataclass(frozen=True)
class ClaimAction:
    """A seat's claim of the rest of the hand (the engine plays the claimed line out)."""

    KIND: ClassVar[str] = "claim"
    seat: int

    def to_json(self) -> list[Any]:
        return [self.KIND, self.seat]


@dataclass(frozen=True)
class NextHandAction:
    """The next hand dealt."""

    KIND: ClassVar[str] = "next"

    def to_json(self) -> list[Any]:
        return [self.KIND]


Action = PassAction | PlayAction | MoonAction | ClaimAction | NextHandAction
ACTION_TYPES = (PassAction, PlayAction, MoonAction, ClaimAction, NextHandAction)


def action_from_json(data: Any) -> Action:
    """The action a logged JSON list describes; IllegalMove (a ValueError) for anything else.

    Only the shape is read here (seats, cards, the moon's scoring); whether the action is
    allowed is the match's to say when it is replayed.
    """
    if isinstance(data, ACTION_TYPES):
        return data
    if not isinstance(data, (list, tuple)) or not data:
        raise IllegalMove(f"not an action: {data!r}")
    kind = data[0]
    if kind == PassAction.KIND and len(data) == 3 and isinstance(data[2], (list, tuple)):
        return PassAction(_seat(data[1]), tuple(as_card(c) for c in data[2]))
    if kind == PlayAction.KIND and len(data) == 3:
        return PlayAction(_seat(data[1]), as_card(data[2]))
    if kind == NextHandAction.KIND and len(data) == 1:
        return NextHandAction()
    if kind == MoonAction.KIND and len(data) == 3 and isinstance(data[2], str):
        seat = _seat(data[1])
        if data[2] not in MOON_SCORINGS:
            raise IllegalMove(f"the moon scores {' or '.join(MOON_SCORINGS)}, not {data[2]!r}")
        return MoonAction(seat, Moon(data[2]))
    if kind == ClaimAction.KIND and len(data) == 2:
        return ClaimAction(_seat(data[1]))
    raise IllegalMove(f"not an action: {data!r}")


def as_card(card: CardLike) -> Card:
    """``card`` as a Card (a Card, or its text such as "QS"); IllegalMove for anything else."""
    if isinstance(card, Card):
        return card
    if isinstance(card, str):
        try:
            return Card.parse(card)
        except ValueError as e:
            raise IllegalMove(str(e)) from None
    raise IllegalMove(f"not a card: {card!r}")


def _seat(x: Any) -> int:
    if isinstance(x, bool) or not isinstance(x, int) or x not in range(4):
        raise IllegalMove(f"no seat {x!r}")
    return x
