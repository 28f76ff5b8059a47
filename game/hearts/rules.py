"""The settings a game of Hearts is played under, as one immutable value.

One value travels everywhere (match, view, game code, CLI requests, saves), so a
setting can never be read from two places that disagree.  What a card is worth and
what a hand without a trick is worth are read from here too (``card_points``,
``no_tricks_points``): the engine and every computer level count with the same table.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import StrEnum
from functools import cached_property
from typing import Any


class QueenRule(StrEnum):
    """When Q♠ may be played (``Rules.queen_of_spades``)."""

    ANY_TIME = "any_time"
    AFTER_HEARTS = "after_hearts_broken"


class Moon(StrEnum):
    """How a moon scores (``Rules.moon``); the first two are also the shooter's choices."""

    ADD_TO_OTHERS = "add_to_others"
    SUBTRACT = "subtract_from_shooter"
    #: The shooter chooses, once the hand is over, between adding and subtracting.
    CHOICE = "shooter_choice"


class FirstLead(StrEnum):
    """What the first trick may be led with (``Rules.first_lead``)."""

    TWO_OF_CLUBS = "two_of_clubs"
    ANY_CLUB = "any_club"


class Passing(StrEnum):
    """Which way the hands pass (``Rules.passing``)."""

    CYCLE = "cycle"  # left, right, across, none, then again
    LEFT = "left"
    NONE = "none"


QUEEN_SETTINGS = tuple(QueenRule)
MOON_SETTINGS = tuple(Moon)
#: The two ways a moon can be scored (what the shooter chooses between).
MOON_SCORINGS = (Moon.ADD_TO_OTHERS, Moon.SUBTRACT)
FIRST_LEAD_SETTINGS = tuple(FirstLead)
PASSING_SETTINGS = tuple(Passing)
TARGETS = (50, 100, 150)

#: Penalty points: each heart 1, Q♠ 13, 26 in a hand (what a moon takes).
HEART_POINTS = 1
QUEEN_POINTS = 13
#: The jack of diamonds' points when it counts (Omnibus Hearts).
JACK_OF_DIAMONDS_POINTS = -10
#: A hand in which a seat takes no trick at all, when that counts.
NO_TRICKS_POINTS = -5
#: Card.index of Q♠ and J♦ (suit * 13 + rank - 2, suits ♣ ♦ ♠ ♥).
QUEEN_OF_SPADES_INDEX = 2 * 13 + 10
JACK_OF_DIAMONDS_INDEX = 1 * 13 + 9


@dataclass(frozen=True)
class Rules:
    """The settings of one game of Hearts; the defaults are the original app's.

    Q♠ any time, points allowed on trick one, a moon adds 26 to the others, game to 100, 2♣
    leads, passing cycles left, right, across, none, and only hearts and Q♠ count.
    """

    queen_of_spades: QueenRule = QueenRule.ANY_TIME
    no_points_first_trick: bool = False
    moon: Moon = Moon.ADD_TO_OTHERS
    target: int = 100
    jack_of_diamonds: bool = False
    no_tricks_bonus: bool = False
    first_lead: FirstLead = FirstLead.TWO_OF_CLUBS
    passing: Passing = Passing.CYCLE

    def __post_init__(self) -> None:
        settings: tuple[tuple[str, tuple[str, ...], type[StrEnum]], ...] = (
            ("queen_of_spades", QUEEN_SETTINGS, QueenRule), ("moon", MOON_SETTINGS, Moon),
            ("first_lead", FIRST_LEAD_SETTINGS, FirstLead), ("passing", PASSING_SETTINGS, Passing))
        for name, allowed, kind in settings:
            value = getattr(self, name)
            if not isinstance(value, str) or value not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(allowed)}, not {value!r}")
            object.__setattr__(self, name, kind(value))  # a string given becomes its member
        for name in ("no_points_first_trick", "jack_of_diamonds", "no_tricks_bonus"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")
        if isinstance(self.target, bool) or self.target not in TARGETS:
            raise ValueError(f"target must be 50, 100 or 150, not {self.target!r}")

    # (cached: the bit core and the rollout policy read these in their loops)
    @cached_property
    def queen_waits(self) -> bool:
        """Q♠ may not be played before hearts are broken (unless nothing else may be)."""
        return self.queen_of_spades == QueenRule.AFTER_HEARTS

    @cached_property
    def any_club_leads(self) -> bool:
        """The first trick may be led with any club (by the holder of 2♣)."""
        return self.first_lead == FirstLead.ANY_CLUB

    @property
    def classic(self) -> bool:
        """Only the original app's four settings differ from the defaults: an ``HT1`` code."""
        return (not self.jack_of_diamonds and not self.no_tricks_bonus and self.moon != Moon.CHOICE
                and self.first_lead == FirstLead.TWO_OF_CLUBS and self.passing == Passing.CYCLE)

    @cached_property
    def card_points(self) -> tuple[int, ...]:
        """Each card's points by ``Card.index``: hearts 1, Q♠ 13, J♦ −10 when it counts."""
        pts = [HEART_POINTS if i >= 39 else 0 for i in range(52)]
        pts[QUEEN_OF_SPADES_INDEX] = QUEEN_POINTS
        if self.jack_of_diamonds:
            pts[JACK_OF_DIAMONDS_INDEX] = JACK_OF_DIAMONDS_POINTS
        return tuple(pts)

    @property
    def no_tricks_points(self) -> int:
        """What a hand without a single trick adds to a seat's score (0 when it does not count)."""
        return NO_TRICKS_POINTS if self.no_tricks_bonus else 0

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> Rules:
        """Missing keys take the defaults; unknown keys or bad values raise ValueError."""
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise ValueError("rules must be an object")
        known = {f.name for f in fields(cls)}
        extra = set(data) - known
        if extra:
            raise ValueError(f"unknown rules key(s): {', '.join(sorted(map(str, extra)))}")
        return cls(**{k: data[k] for k in known if k in data})
