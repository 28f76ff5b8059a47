"""A hand in play as the view and the claim read it: the protocol a Match meets.

``view.view_of`` copies a seat's view out of it and ``claim`` checks a claim on it; both
name this protocol rather than ``Match``, so the match may call them without the modules
importing each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from game.cards import Card

from .deal import PassDirection
from .kinds import Phase
from .rules import Rules
from .trick import Trick


class HandState(Protocol):
    """The state of the hand being played (read only)."""

    @property
    def rules(self) -> Rules: ...

    @property
    def hand_number(self) -> int: ...

    @property
    def pass_direction(self) -> PassDirection: ...

    @property
    def phase(self) -> Phase: ...

    @property
    def to_act(self) -> int | None: ...

    @property
    def hands(self) -> Sequence[Sequence[Card]]:
        """Each seat's cards now."""
        ...

    @property
    def passes(self) -> Sequence[tuple[Card, ...] | None]:
        """Each seat's three cards passed (None while it has not chosen them)."""
        ...

    @property
    def received(self) -> Sequence[tuple[Card, ...]]: ...

    @property
    def tricks(self) -> Sequence[Trick]:
        """The hand's completed tricks."""
        ...

    @property
    def current_trick(self) -> Trick: ...

    @property
    def hearts_broken(self) -> bool: ...

    @property
    def hand_points(self) -> Sequence[int]:
        """The penalty points each seat has taken this hand."""
        ...

    @property
    def scores_before_hand(self) -> Sequence[int]: ...
