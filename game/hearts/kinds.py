"""The closed vocabularies of Hearts: phases, decision and claim kinds, levels.

The phase of a hand, what a decision or a claim is, and the computer players' levels.
Each is a ``StrEnum``: a member equals its string (``Phase.PLAY == "play"``) and is written
to JSON as that string, so saves, bot requests and answers, and scripts read exactly as
plain strings do.  (The settings' values are in :mod:`.rules`, the pass directions in
:mod:`.deal`.)
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """The phase of the hand: choosing passes, playing, the shooter's moon choice, or over."""

    PASS = "pass"
    PLAY = "play"
    #: The last trick is in, a moon was shot and the rules leave its scoring to the shooter.
    MOON_CHOICE = "moon_choice"
    HAND_OVER = "hand_over"
    GAME_OVER = "game_over"


class DecisionKind(StrEnum):
    """What a computer decision is: three cards to pass, a card to play, or a moon's scoring."""

    PASS = "pass"
    PLAY = "play"
    MOON = "moon"


class ClaimKind(StrEnum):
    """What a claim says: the claimer takes every trick left, or none of them."""

    ALL = "all"
    NONE = "none"


class Level(StrEnum):
    """A computer player's level."""

    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


__all__ = ["ClaimKind", "DecisionKind", "Level", "Phase"]
