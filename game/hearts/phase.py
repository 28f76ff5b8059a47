"""Where a hand of Hearts stands: the phase a match (and a player's view of it) is in.

A ``StrEnum``: a member equals its string (``Phase.PLAY == "play"``) and is written to
JSON as that string, so saves, bot requests and scripts read exactly as plain strings do.
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


__all__ = ["Phase"]
